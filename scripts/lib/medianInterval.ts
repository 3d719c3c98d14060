/** The median of some figures, and a distribution-free interval around it. */
export interface MedianInterval {
  median: number;
  low: number;
  high: number;
  /** The chance that such an interval holds the true median: at least the level asked for, where the figures allow it. */
  coverage: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** P(X ≤ k) for X ~ Binomial(n, ½). */
function binomialHalfAtMost(n: number, k: number): number {
  let term = 0.5 ** n;
  let sum = 0;
  for (let i = 0; i <= k; i += 1) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum;
}

/**
 * The median and the interval from the j-th smallest to the j-th largest figure (order statistics),
 * j as large as `level` allows: whatever the figures' distribution, the interval misses the true
 * median only if at most j − 1 of n independent figures fall on one side of it, so it holds it with
 * probability 1 − 2·P(Binomial(n, ½) ≤ j − 1). With too few figures for the level, the whole range
 * and the coverage it has. For issue 38's CPU ratio, the median of eight rounds: whether a run over
 * or under the budget settles it.
 */
export function medianWithInterval(values: readonly number[], level = 0.9): MedianInterval {
  if (values.length === 0) throw new Error('medianWithInterval: no figures');
  if (!(level > 0 && level < 1)) throw new Error(`medianWithInterval: a level between 0 and 1, not ${level}`);
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const coverageOf = (j: number) => 1 - 2 * binomialHalfAtMost(n, j - 1);
  let j = 1;
  // The coverage falls as j grows, below 0 past the middle: the loop ends there at the latest.
  while (coverageOf(j + 1) >= level) j += 1;
  return { median: median(sorted), low: sorted[j - 1], high: sorted[n - j], coverage: Math.max(0, coverageOf(j)) };
}
