import { isValid } from 'date-fns/isValid';
import { formatDate, formatTime } from '../../lib/dates';
import { parseDateTime } from '../../lib/calendar';
import type { Course, CourseInput } from '../../api/contentTypes';
import { targetFromKey, targetKey } from '../../domain/contentPlaces';
import { validateCourseFields, type FieldErrors } from '../../domain/contentValidation';
import { normalQuestions, validateSeatsAndQuestions } from '../../domain/courseRegistration';
import type { CourseDraft } from './coursesSlice';

/** The server's field names and the form's. */
const formField: Record<string, keyof CourseDraft> = {
  starts_at: 'startDate', ends_at: 'endDate', last_application_date: 'lastApplicationDate',
};

export function toFormErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, code] of Object.entries(errors)) out[formField[field] ?? field] = code;
  return out;
}

/** A local date and time as typed ('yyyy-MM-dd', 'HH:mm') as an ISO instant; '' when not a real moment. */
function instant(date: string, time: string): string {
  const value = parseDateTime(date, time);
  return isValid(value) && /^\d{4}-\d{2}-\d{2}$/.test(date) ? value.toISOString() : '';
}

/** The form as the call's input, or the form's errors (the rules of src/domain/contentValidation.ts). */
export function courseInputFromDraft(draft: CourseDraft): { input: CourseInput | null; errors: FieldErrors } {
  const target = targetFromKey(draft.target);
  const input: CourseInput = {
    title: draft.title,
    description: draft.description,
    location: draft.location,
    starts_at: instant(draft.startDate, draft.startTime),
    ends_at: instant(draft.endDate || draft.startDate, draft.endTime),
    last_application_date: draft.lastApplicationDate.trim() || null,
    target: target ?? { kind: 'everyone' },
    seats: seatsOf(draft.seats),
    questions: normalQuestions({ dietary: draft.asksDietary, workplace: draft.asksWorkplace, question: draft.question }),
  };
  const errors = { ...toFormErrors(validateCourseFields(input)), ...(validateSeatsAndQuestions(input.seats, input.questions) as FieldErrors) };
  if (!target) errors.target = 'TARGET_REQUIRED';
  return { input: Object.keys(errors).length ? null : input, errors };
}

/** '' is no limit; anything but digits is not a number of seats (the rule then says so). */
function seatsOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export function draftFromCourse(course: Course): CourseDraft {
  const starts = new Date(course.starts_at);
  const ends = new Date(course.ends_at);
  const first = course.organizations[0];
  return {
    target: targetKey(first ? { kind: 'organization', organization_id: first.id } : { kind: 'everyone' }),
    title: course.title,
    description: course.description,
    location: course.location,
    startDate: formatDate(starts),
    startTime: formatTime(starts),
    endDate: formatDate(ends),
    endTime: formatTime(ends),
    lastApplicationDate: course.last_application_date ?? '',
    seats: course.seats === null ? '' : String(course.seats),
    asksDietary: course.questions.dietary,
    asksWorkplace: course.questions.workplace,
    question: course.questions.question ?? '',
  };
}
