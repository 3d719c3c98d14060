import { controlRound, microsecondsPerCall, ratioBeyondTheMachine, runControlProcess } from '../../scripts/lib/rateControl';

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

  test('a control process that cannot run says so: its promise rejects', async () => {
    await expect(runControlProcess(0, 1)).rejects.toThrow(/calls a second and seconds above 0/);
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

  test('the budgeted ratio takes off the machine\'s price per call of a half-busy process, and only that', () => {
    // The portal: 2,000 µs a request through one, 2,300 through two; the control: 500 and 600 a call.
    expect(ratioBeyondTheMachine({ one: 2_000, two: 2_300 }, { one: 500, two: 600 })).toBeCloseTo(1.1, 10);
    // No price on this machine: the plain ratio.
    expect(ratioBeyondTheMachine({ one: 2_000, two: 2_300 }, { one: 500, two: 500 })).toBeCloseTo(1.15, 10);
    // A control cheaper through two takes nothing off: it adds.
    expect(ratioBeyondTheMachine({ one: 2_000, two: 2_000 }, { one: 500, two: 450 })).toBeCloseTo(1.025, 10);
    // Not the control's ratio (1.2) applied to the work: the sum, 100 µs.
    expect(ratioBeyondTheMachine({ one: 1_000, two: 1_300 }, { one: 500, two: 600 })).toBeCloseTo(1.2, 10);
  });
});
