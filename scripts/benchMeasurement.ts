/** What a bench reports (scripts/bench.ts prints the table and judges the budgets). */
export interface Measurement {
  name: string;
  /** The budget at p95, in milliseconds; null for figures reported without a budget. */
  budgetMs: number | null;
  p50: number;
  p95: number;
  runs: number;
  note?: string;
  /** What the figures count: milliseconds unless said (then the budget is in that unit too). */
  unit?: 's' | 'ms' | 'µs' | 'KB' | 'MB' | 'B' | 'req/s' | '%' | '×' | 'points';
  /** The budget is a floor (a share, a ratio, a score), not a ceiling. */
  atLeast?: boolean;
}

/** The p-th percentile of sorted figures (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
