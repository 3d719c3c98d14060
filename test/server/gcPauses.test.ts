import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { constants } from 'node:perf_hooks';
import { GC_METRIC, gcKindOf, observeGcPauses } from '../../server/metrics/gcPauses';
import { createPortalMetrics } from '../../server/metrics/portalMetrics';
import type { Database } from '../../server/db/database';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The histogram's count over all kinds, and its kinds. */
async function pausesIn(registry: Registry) {
  const metric = registry.getSingleMetric(GC_METRIC)!;
  const { values } = await metric.get();
  // A histogram's values carry the series' name (count, sum, each bucket), which MetricValue's type leaves out.
  const named = values as (typeof values[number] & { metricName?: string })[];
  const total = (series: string) => named.filter((value) => value.metricName === `${GC_METRIC}_${series}`).reduce((sum, value) => sum + value.value, 0);
  return { count: total('count'), seconds: total('sum'), kinds: named.filter((value) => value.metricName === `${GC_METRIC}_count`).map((value) => value.labels.kind) };
}

/** Collections one after another in one task: Node hands the observer their entries in one batch. */
async function collectFiveTimes() {
  for (let i = 0; i < 5; i += 1) collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('garbage-collection pauses on /metrics (issue 38, metrics)', () => {
  test('every collection is counted, also when several come in one batch, in seconds; none once stopped', async () => {
    const registry = new Registry();
    const stop = observeGcPauses(registry);
    const started = performance.now();
    try {
      await collectFiveTimes();
      const { count, seconds, kinds } = await pausesIn(registry);
      expect(count).toBeGreaterThanOrEqual(5);
      expect(kinds).toContain('major');
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual((performance.now() - started) / 1000);
    } finally {
      stop();
    }
    const before = (await pausesIn(registry)).count;
    await collectFiveTimes();
    expect((await pausesIn(registry)).count).toBe(before);
  });

  test('a collection\'s kind is the label Node\'s constant names; a kind Node adds later is "unknown"', () => {
    expect(gcKindOf({ kind: constants.NODE_PERFORMANCE_GC_MAJOR })).toBe('major');
    expect(gcKindOf({ kind: constants.NODE_PERFORMANCE_GC_MINOR })).toBe('minor');
    expect(gcKindOf({ kind: constants.NODE_PERFORMANCE_GC_INCREMENTAL })).toBe('incremental');
    expect(gcKindOf({ kind: constants.NODE_PERFORMANCE_GC_WEAKCB })).toBe('weakcb');
    expect(gcKindOf({ kind: 999 })).toBe('unknown');
    expect(gcKindOf(undefined)).toBe('unknown');
  });

  test('it replaces prom-client\'s default metric of the same name, which counts one collection per batch', async () => {
    const defaults = new Registry();
    collectDefaultMetrics({ register: defaults });
    await collectFiveTimes();
    // What prom-client 15 records of five collections in one task (lib/metrics/gc.js): the reason for the replacement.
    expect((await pausesIn(defaults)).count).toBeLessThan(5);

    const stop = observeGcPauses(defaults);
    try {
      await collectFiveTimes();
      expect((await pausesIn(defaults)).count).toBeGreaterThanOrEqual(5);
    } finally {
      stop();
    }
  });

  test('the portal\'s metrics count every collection', async () => {
    const metrics = createPortalMetrics({ db: {} as Database });
    await collectFiveTimes();
    expect((await pausesIn(metrics.registry)).count).toBeGreaterThanOrEqual(5);
  });
});
