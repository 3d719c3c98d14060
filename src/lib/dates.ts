import { format, parseISO, startOfWeek } from 'date-fns';
import { sv } from 'date-fns/locale/sv';

/** Spec §9 date formats; Swedish locale, weeks start on Monday. */
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
export function startOfSwedishWeek(value: string | Date): Date {
  return startOfWeek(toDate(value), { locale: dateLocale, weekStartsOn });
}
