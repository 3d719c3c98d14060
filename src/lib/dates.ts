import { format, parse, parseISO, startOfWeek } from 'date-fns';
import { sv } from 'date-fns/locale/sv';

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
export const dateLocale = { ...sv, options: { ...sv.options, weekStartsOn } };

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

export function formatDate(value: string | Date): string {
  return format(toDate(value), dateFormats.date, { locale: dateLocale });
}
export function formatTime(value: string | Date): string {
  return format(toDate(value), dateFormats.time, { locale: dateLocale });
}
export function formatDateTime(value: string | Date): string {
  return format(toDate(value), dateFormats.dateTime, { locale: dateLocale });
}
/** 'd LLL yyyy' in Swedish, e.g. '3 mars 2025'. */
export function formatLongDate(value: string | Date): string {
  return format(toDate(value), dateFormats.long, { locale: dateLocale });
}
/** The date picker's month heading ('november 2026'), weekday heads ('må') and a day's full name ('onsdag 11 november 2026'). */
export function formatMonthYear(value: Date): string {
  return format(value, 'LLLL yyyy', { locale: dateLocale });
}
export function formatWeekdayShort(value: Date): string {
  return format(value, 'EEEEEE', { locale: dateLocale });
}
export function formatFullDay(value: Date): string {
  return format(value, 'EEEE d MMMM yyyy', { locale: dateLocale });
}
export function formatDayOfMonth(value: Date): string {
  return format(value, 'd');
}
/** A form's 'yyyy-MM-dd' read back (invalid when it is not one). */
export function parseDate(value: string, reference: Date = new Date()): Date {
  return parse(value, dateFormats.date, reference);
}
/** A form's 'yyyy-MM-dd' and 'HH:mm' read back. */
export function parseDateTime(date: string, time: string, reference: Date = new Date()): Date {
  return parse(`${date} ${time}`, dateFormats.dateTime, reference);
}
export function startOfSwedishWeek(value: string | Date): Date {
  return startOfWeek(toDate(value), { locale: dateLocale, weekStartsOn });
}
