import { format } from 'date-fns/format';
import { parse } from 'date-fns/parse';
import { startOfWeek } from 'date-fns/startOfWeek';
import { sv } from 'date-fns/locale/sv';
import { dateFormats, toDate, weekStartsOn } from './dates';

/**
 * The calendar of the date picker and the forms that read dates back, on date-fns with its Swedish
 * locale (weeks from Monday). Apart from lib/dates.ts, whose display formats the first route
 * carries without date-fns's formatter, so that only the screens with a form load it.
 */
export const dateLocale = { ...sv, options: { ...sv.options, weekStartsOn } };

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
