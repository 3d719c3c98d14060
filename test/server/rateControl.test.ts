import { controlRound, microsecondsPerCall, runControlProcess } from '../../scripts/lib/rateControl';

/** Issue 38: the day bench's control for its CPU ratio, the machine's own price of a half-busy process. */
describe('the rate control', () => {
  test('a control process makes the calls a second it is given, for the seconds given, and says its CPU', async () => {
    const run = await runControlProcess(40, 1);
    expect(run.calls).toBe(40);
    expect(run.milliseconds).toBeGreaterThanOrEqual(950);
    expect(run.microseconds).toBeGreaterThan(0);
    const slower = await runControlProcess(10, 2);
    expect(slower.calls).toBe(20);
    expect(slower.milliseconds).toBeGreaterThanOrEqual(1_850);
  });

  test('CPU per call counts the runs together: their CPU over their calls', () => {
    expect(microsecondsPerCall([{ calls: 10, microseconds: 1_000, milliseconds: 1 }, { calls: 30, microseconds: 5_000, milliseconds: 1 }])).toBe(150);
  });

  test('a round is one process at the rate, then two at half of it each; the ratio is two over one', async () => {
    const round = await controlRound(20, 1);
    expect(round.calls).toEqual({ one: 20, two: 20 });
    expect(round.one).toBeGreaterThan(0);
    expect(round.two).toBeGreaterThan(0);
    expect(round.ratio).toBeCloseTo(round.two / round.one, 10);
  });
});
