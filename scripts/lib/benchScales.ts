import type { Measurement } from '../benchMeasurement';

/** One pass of the benches: the environment it sets, and the scale its measurements name (null: as it is). */
export interface BenchPass {
  scale: string | null;
  env: Record<string, string>;
}

/**
 * Issue 38's figures beside the scale-10 baseline, in one run: SEED_SCALE may name several
 * scales (`SEED_SCALE=10,50`). The benches then run once per scale, in that order, each pass with
 * SEED_SCALE and LIGHTHOUSE_SCALES set to its scale, and each measurement's name says its scale.
 * One scale, or none, is one pass with the environment as it is.
 */
export function benchPasses(seedScale: string | undefined): BenchPass[] {
  const scales = (seedScale ?? '').split(',').map((scale) => scale.trim());
  if (scales.length < 2) return [{ scale: null, env: {} }];
  const bad = scales.find((scale) => !/^[1-9]\d*$/.test(scale));
  if (bad !== undefined) throw new Error(`SEED_SCALE: whole numbers separated by commas (e.g. 10,50), not "${seedScale}"`);
  return scales.map((scale) => ({ scale, env: { SEED_SCALE: scale, LIGHTHOUSE_SCALES: scale } }));
}

/** A measurement of a pass, named with the pass's scale when the run has several. */
export const ofPass = (pass: BenchPass, measurement: Measurement): Measurement =>
  (pass.scale === null ? measurement : { ...measurement, name: `[scale ${pass.scale}] ${measurement.name}` });
