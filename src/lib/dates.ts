import { parseISO } from 'date-fns';

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

export function toDate(value: string | Date): Date {
  const date = typeof value === 'string' ? parseISO(value) : value;
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
/*
 * Where the server formats (a CSV it makes, the last application day it checks), the day is
 * Sweden's, not the process's time zone. Each formatter is made at its first use: made when the
 * module runs, the two (a time zone's data each) were the longest work of the case lists' chunk
 * on a phone (issue 32, a trace under 4× CPU slowdown), and a list's first screen formats neither.
 */
let swedishDay: Intl.DateTimeFormat | undefined;
let swedishDateTime: Intl.DateTimeFormat | undefined;
/** 'yyyy-MM-dd' in Swedish time, wherever this runs. */
export function formatSwedishDay(value: Date): string {
  swedishDay ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });
  return swedishDay.format(value);
}
/** 'yyyy-MM-dd HH:mm' (spec §9) in Swedish time, wherever this runs. */
export function formatSwedishDateTime(iso: string): string {
  swedishDateTime ??= new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  });
  return swedishDateTime.format(new Date(iso));
}

