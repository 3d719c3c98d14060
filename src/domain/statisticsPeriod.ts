/**
 * Issue 36, statistics: the period asked for. ONE rule for the server (400 STATISTICS_PERIOD_INVALID
 * with the Swedish message) and the page's form: both days 'yyyy-MM-dd' and real, from not after
 * to, and at most five years long. Days are calendar days; arithmetic is done at UTC midnight.
 */
export const STATISTICS_MAX_YEARS = 5;

export type StatisticsPeriodProblem = 'fromInvalid' | 'toInvalid' | 'reversed' | 'tooLong';

export const statisticsPeriodProblemText: Record<StatisticsPeriodProblem, string> = {
  fromInvalid: 'Ange ett giltigt från-datum (åååå-mm-dd).',
  toInvalid: 'Ange ett giltigt till-datum (åååå-mm-dd).',
  reversed: 'Från-datum måste vara före eller samma som till-datum.',
  tooLong: `Perioden får vara högst ${STATISTICS_MAX_YEARS} år.`,
};

export interface StatisticsPeriod {
  from: string;
  to: string;
}

export type StatisticsPreset = 'weeks4' | 'quarter' | 'year' | 'custom';
export const STATISTICS_PRESETS: readonly StatisticsPreset[] = ['weeks4', 'quarter', 'year', 'custom'];

const DAY_MS = 86_400_000;

/** The day's UTC midnight in ms, or null for anything but a real 'yyyy-MM-dd'. */
export function dayValue(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = Date.UTC(y, m - 1, d);
  const date = new Date(value);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

const dayOf = (value: number) => new Date(value).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dayOf(dayValue(day)! + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayValue(b)! - dayValue(a)!) / DAY_MS);
}

/** The same day `months` months away (the month's last day when it has fewer). */
export function addMonths(day: string, months: number): string {
  const date = new Date(dayValue(day)!);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return dayOf(target.getTime());
}

export function statisticsPeriodProblem(period: StatisticsPeriod): StatisticsPeriodProblem | null {
  if (dayValue(period.from) === null) return 'fromInvalid';
  if (dayValue(period.to) === null) return 'toInvalid';
  if (period.from > period.to) return 'reversed';
  if (period.to >= addMonths(period.from, 12 * STATISTICS_MAX_YEARS)) return 'tooLong';
  return null;
}

/** A preset's period, ending today: the last 4 weeks (28 days), the last quarter (3 months), the last year. */
export function presetPeriod(preset: Exclude<StatisticsPreset, 'custom'>, today: string): StatisticsPeriod {
  if (preset === 'weeks4') return { from: addDays(today, -27), to: today };
  return { from: addDays(addMonths(today, preset === 'quarter' ? -3 : -12), 1), to: today };
}
