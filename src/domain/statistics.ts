import { AGE_BUCKETS, type AgeBucket, type StatisticsCount, type StatisticsResponse } from '../api/statisticsTypes';
import { addDays, dayValue, daysBetween, type StatisticsPeriod } from './statisticsPeriod';
import { swedishCompare } from './sorting';

/**
 * Issue 36, statistics: the numbers of one case list, counted from its cases (the server's store
 * reads exactly the cases the list shows). Pure: the server counts, the tests check each rule.
 */

export { AGE_BUCKETS, type AgeBucket } from '../api/statisticsTypes';

export function ageBucket(days: number): AgeBucket {
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  if (days <= 90) return '31-90';
  return '90+';
}

/** The median (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** ISO 8601 week of a day, 'yyyy-Www' (the week's Thursday decides the year). */
export function isoWeek(day: string): string {
  const date = new Date(dayValue(day)!);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO weeks a period touches, in order. */
export function weeksOf(period: StatisticsPeriod): string[] {
  const weeks: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const week = isoWeek(day);
    if (weeks[weeks.length - 1] !== week) weeks.push(week);
  }
  return weeks;
}

/** One case as the statistics need it; times ISO. */
export interface StatisticsCaseRow {
  createdAt: string;
  /** When it was closed (its last CASE_CLOSED event); null while open. */
  closedAt: string | null;
  /** The first message by someone other than the owner (the store reads it for the cases created from the period on only). */
  firstReplyAt: string | null;
  /** 'yyyy-MM-dd'. */
  deadline: string | null;
  caseType: string;
  caseTypeTitle: string;
  associationId: string | null;
  associationName: string | null;
}

const hoursBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function countsBy(rows: readonly StatisticsCaseRow[], keyOf: (row: StatisticsCaseRow) => [string | null, string]): StatisticsCount[] {
  const counts = new Map<string | null, StatisticsCount>();
  for (const row of rows) {
    const [key, name] = keyOf(row);
    const count = counts.get(key) ?? { key, name, count: 0 };
    count.count += 1;
    counts.set(key, count);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || swedishCompare(a.name, b.name));
}

/**
 * The numbers of a list's cases for a period. `dayOf` gives an instant's calendar day (the server:
 * Sweden's). New: created in the period; closed: closed in it; backlog and past deadline: open
 * today (past deadline: a deadline before today).
 */
export function summariseStatistics(
  rows: readonly StatisticsCaseRow[], period: StatisticsPeriod, today: string, dayOf: (iso: string) => string,
): StatisticsResponse {
  const days = rows.map((row) => ({ row, created: dayOf(row.createdAt), closed: row.closedAt === null ? null : dayOf(row.closedAt) }));
  const inPeriod = (day: string | null) => day !== null && day >= period.from && day <= period.to;
  const createdDays = days.filter((d) => inPeriod(d.created));
  const closedDays = days.filter((d) => inPeriod(d.closed));
  const created = createdDays.map((d) => d.row);
  const closed = closedDays.map((d) => d.row);
  const open = days.filter((d) => d.closed === null);

  const weeks = weeksOf(period).map((week) => ({ week, created: 0, closed: 0 }));
  const weekIndex = new Map(weeks.map((w, i) => [w.week, i]));
  const weekOf = new Map<string, number>();
  const weekAt = (day: string) => {
    if (!weekOf.has(day)) weekOf.set(day, weekIndex.get(isoWeek(day))!);
    return weekOf.get(day)!;
  };
  for (const d of createdDays) weeks[weekAt(d.created)].created += 1;
  for (const d of closedDays) weeks[weekAt(d.closed!)].closed += 1;

  const backlog = AGE_BUCKETS.map((bucket) => ({ bucket, count: 0 }));
  for (const d of open) backlog[AGE_BUCKETS.indexOf(ageBucket(Math.max(0, daysBetween(d.created, today))))].count += 1;

  const firstReplies = created.filter((row) => row.firstReplyAt !== null).map((row) => hoursBetween(row.createdAt, row.firstReplyAt!));
  return {
    from: period.from,
    to: period.to,
    today,
    created: created.length,
    closed: closed.length,
    weeks,
    openTotal: open.length,
    backlog,
    pastDeadline: open.filter(({ row }) => row.deadline !== null && row.deadline < today).length,
    medianFirstReplyHours: oneDecimal(median(firstReplies)),
    firstReplies: firstReplies.length,
    medianClosingHours: oneDecimal(median(closed.map((row) => hoursBetween(row.createdAt, row.closedAt!)))),
    byCaseType: countsBy(created, (row) => [row.caseType, row.caseTypeTitle]),
    byAssociation: countsBy(created, (row) => [row.associationId, row.associationName ?? '']),
  };
}

/**
 * A table as CSV for Swedish Excel: a byte order mark (UTF-8), ';' between fields, CRLF between
 * lines; a field with ';', '"' or a line break is quoted, its quotes doubled. A decimal number
 * gets a decimal comma.
 */
export function statisticsCsv(headers: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (value: string | number | null) => {
    const text = value === null ? '' : typeof value === 'number' ? String(value).replace('.', ',') : value;
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[headers, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}
