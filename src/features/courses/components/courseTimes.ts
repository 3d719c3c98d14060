import { isSameDay } from 'date-fns/isSameDay';
import { parseISO } from 'date-fns/parseISO';
import type { Course } from '../../../api/contentTypes';
import { formatDate, formatLongDate, formatTime } from '../../../lib/dates';

/** '3 mars 2027 09:00–16:00', or across days '3 mars 2027 09:00 – 4 mars 2027 16:00'. */
export function courseWhen(course: Course): string {
  const start = parseISO(course.starts_at);
  const end = parseISO(course.ends_at);
  if (isSameDay(start, end)) return `${formatLongDate(start)} ${formatTime(start)}–${formatTime(end)}`;
  return `${formatLongDate(start)} ${formatTime(start)} – ${formatLongDate(end)} ${formatTime(end)}`;
}

/** The last application date has passed (it is the last day one may apply). */
export function applicationClosed(course: Course, now: Date): boolean {
  if (!course.last_application_date) return false;
  const today = formatDate(now);
  return course.last_application_date < today;
}
