import { benchPasses, ofPass } from '../../scripts/lib/benchScales';

const measurement = { name: 'Member search p95', budgetMs: 100, p50: 10, p95: 16, runs: 50 };

describe('npm run bench over several seed scales in one run (issue 38: the figures beside the scale-10 baseline)', () => {
  test('SEED_SCALE=10,50 is a pass per scale, in that order, each setting SEED_SCALE and LIGHTHOUSE_SCALES to its scale', () => {
    expect(benchPasses('10,50')).toEqual([
      { scale: '10', env: { SEED_SCALE: '10', LIGHTHOUSE_SCALES: '10' } },
      { scale: '50', env: { SEED_SCALE: '50', LIGHTHOUSE_SCALES: '50' } },
    ]);
    expect(benchPasses(' 1, 10 ,50').map((pass) => pass.scale)).toEqual(['1', '10', '50']);
  });

  test('one scale, or none, is one pass that leaves the environment and the names as they are', () => {
    for (const seedScale of [undefined, '', '50']) {
      const passes = benchPasses(seedScale);
      expect(passes).toEqual([{ scale: null, env: {} }]);
      expect(ofPass(passes[0], measurement)).toBe(measurement);
    }
  });

  test('each figure of a pass over several scales is named with its scale', () => {
    const [, fifty] = benchPasses('10,50');
    expect(ofPass(fifty, measurement)).toEqual({ ...measurement, name: '[scale 50] Member search p95' });
  });

  test('a list with anything but whole numbers above zero is refused with one clear line, before any bench runs', () => {
    for (const bad of ['10,fifty', '10,,50', '10,0', '10,5.5', '10,-1']) {
      expect(() => benchPasses(bad)).toThrow(`SEED_SCALE: whole numbers separated by commas (e.g. 10,50), not "${bad}"`);
    }
  });
});
