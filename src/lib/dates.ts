/**
 * Spec §9 date formats; Swedish locale, weeks start on Monday. Every screen formats its dates here
 * (issue 21): 'd LLL yyyy' for a date shown, 'yyyy-MM-dd HH:mm' where the time matters,
 * 'yyyy-MM-dd' and 'HH:mm' for form values. test/web/lib/dates.test.ts keeps other modules from
 * formatting dates themselves.
 */
export const dateFormats = {
  date: 'yyyy-MM-dd',
  time: 'HH:mm',
  dateTime: 'yyyy-MM-dd HH:mm',
  long: 'd LLL yyyy',
} as const;

export const weekStartsOn = 1 as const;

const ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:[.,](\d+))?)?)?(?:(Z)|([+-])(\d\d)(?::?(\d\d))?)?$/;

/**
 * An ISO 8601 time as date-fns's parseISO reads the forms the portal's calls carry (a date alone
 * and a time without an offset are local time, as `new Date` does not read a date alone), without
 * its 1 KB gzip in the first screen's chunks (issue 32; test/web/lib/dates.test.ts holds the two
 * alike). Not `new Date(text)` alone: Safari refuses some forms Chromium reads.
 */
function parseIsoTime(text: string): Date {
  const m = ISO_TIME.exec(text);
  if (!m) return new Date(NaN);
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  if (mo! < 1 || mo! > 12 || d! < 1 || h! > 24 || mi! > 59 || s! > 59 || (h === 24 && (mi || s || ms))) return new Date(NaN);
  const zoned = m[8] !== undefined || m[9] !== undefined;
  const offsetMinutes = m[9] ? (m[9] === '-' ? -1 : 1) * (Number(m[10]) * 60 + Number(m[11] ?? 0)) : 0;
  const date = zoned
    ? new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s, ms) - offsetMinutes * 60_000)
    : new Date(y!, mo! - 1, d!, h, mi, s, ms);
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  if (day.getUTCDate() !== d) return new Date(NaN); // 31 April, 30 February
  if (!zoned && y! < 100) date.setFullYear(y!);
  return date;
}

export function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? parseIsoTime(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/*
 * The four formats every screen shows are written out here rather than through date-fns's format():
 * its formatter and the Swedish locale are 12 KB gzip, which the first route (Min översikt, with
 * its dates) cannot carry within its 150 KB. test/web/lib/dates.test.ts holds them to date-fns's
 * own output for the same patterns and locale.
 */
const shortMonths = ['jan.', 'feb.', 'mars', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'];
const two = (n: number) => String(n).padStart(2, '0');
const year = (date: Date) => String(date.getFullYear()).padStart(4, '0');

export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return `${year(date)}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}
/** 'd LLL yyyy' in Swedish, e.g. '3 mars 2025'. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return `${date.getDate()} ${shortMonths[date.getMonth()]} ${year(date)}`;
}
