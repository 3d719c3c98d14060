import { median, medianWithInterval } from '../../scripts/lib/medianInterval';

describe("the day bench's median of rounds and its interval (issue 38: how far one run settles the CPU ratio)", () => {
  test('the median of an odd count is the middle figure, of an even count the mean of the two middle ones, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1.22, 0.87, 1.08, 1.0])).toBeCloseTo(1.04, 10);
  });

  test('eight rounds at a level of 90 %: the second smallest to the second largest, which hold the true median 93 % of the time', () => {
    const rounds = [1.22, 0.87, 1.19, 0.93, 1.0, 1.21, 1.08, 1.14];
    const interval = medianWithInterval(rounds, 0.9);
    expect(interval).toEqual({ median: (1.08 + 1.14) / 2, low: 0.93, high: 1.21, coverage: 1 - 2 * (9 / 256) });
  });

  test("twenty figures at 95 %: the sixth to the fifteenth (the textbook's interval, 95.9 %)", () => {
    const figures = Array.from({ length: 20 }, (_, i) => 20 - i);
    const interval = medianWithInterval(figures, 0.95);
    expect([interval.low, interval.high]).toEqual([6, 15]);
    expect(interval.coverage).toBeCloseTo(0.9586, 4);
  });

  test('an interval whose coverage is exactly the level asked for is taken', () => {
    const rounds = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(medianWithInterval(rounds, 1 - 2 * (9 / 256))).toMatchObject({ low: 2, high: 7 });
    expect(medianWithInterval(rounds, 1 - 2 * (9 / 256) + 1e-9)).toMatchObject({ low: 1, high: 8 });
  });

  test('at a level as low as it may be, the interval narrows to the middle and no further', () => {
    expect(medianWithInterval([1, 2, 3, 4, 5, 6, 7, 8], 1e-6)).toMatchObject({ low: 4, high: 5 });
    expect(medianWithInterval([1, 2, 3, 4, 5, 6, 7], 1e-6)).toMatchObject({ low: 3, high: 5 });
  });

  test('too few figures for the level: the whole range, with the coverage it has', () => {
    expect(medianWithInterval([2, 1, 3], 0.9)).toEqual({ median: 2, low: 1, high: 3, coverage: 0.75 });
    expect(medianWithInterval([5], 0.9)).toEqual({ median: 5, low: 5, high: 5, coverage: 0 });
  });

  test('no figures, or a level outside 0 to 1, is refused', () => {
    expect(() => medianWithInterval([])).toThrow('no figures');
    for (const level of [0, 1, -0.5, Number.NaN]) expect(() => medianWithInterval([1, 2, 3], level)).toThrow(`a level between 0 and 1, not ${level}`);
  });
});
