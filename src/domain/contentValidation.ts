import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import type { CourseInput } from '../api/contentTypes';

/**
 * The fields of a post and a course, checked the same way in the form and on the server. Each
 * problem is an error code; the SPA shows its Swedish text (svNews.ts), the server answers 400
 * with the first one and all of them in `data.fields`.
 */

export const POST_LIMITS = { title: 200, preamble: 600, body: 20_000 } as const;
export const COURSE_LIMITS = { title: 200, description: 10_000, location: 200 } as const;

export type ContentErrorCode =
  | 'TITLE_REQUIRED' | 'TITLE_TOO_LONG' | 'PREAMBLE_TOO_LONG' | 'BODY_REQUIRED' | 'BODY_TOO_LONG'
  | 'DESCRIPTION_REQUIRED' | 'DESCRIPTION_TOO_LONG' | 'LOCATION_REQUIRED' | 'LOCATION_TOO_LONG'
  | 'STARTS_AT_INVALID' | 'ENDS_AT_INVALID' | 'ENDS_BEFORE_START' | 'APPLICATION_DATE_INVALID'
  | 'APPLICATION_DATE_AFTER_START' | 'TARGET_REQUIRED' | 'TEXT_HAS_CONTROL_CHARACTERS';

export type FieldErrors = Partial<Record<string, ContentErrorCode>>;

// Control characters other than tab and line breaks cannot be typed and are never wanted (NUL cannot even be stored).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(errors: FieldErrors, field: string, value: string, max: number, required: ContentErrorCode | null, tooLong: ContentErrorCode) {
  if (CONTROL.test(value)) errors[field] = 'TEXT_HAS_CONTROL_CHARACTERS';
  else if (required && value.trim() === '') errors[field] = required;
  else if (value.length > max) errors[field] = tooLong;
}

export function validatePostFields(input: { title: string; preamble: string; body: string }): FieldErrors {
  const errors: FieldErrors = {};
  text(errors, 'title', input.title, POST_LIMITS.title, 'TITLE_REQUIRED', 'TITLE_TOO_LONG');
  text(errors, 'preamble', input.preamble, POST_LIMITS.preamble, null, 'PREAMBLE_TOO_LONG');
  text(errors, 'body', input.body, POST_LIMITS.body, 'BODY_REQUIRED', 'BODY_TOO_LONG');
  return errors;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const isDateTime = (value: string) => DATE_TIME.test(value) && isValid(parseISO(value));
const isDate = (value: string) => DATE.test(value) && isValid(parseISO(value));

/** A course's fields as the form and the call carry them (the target is checked apart). */
export type CourseFields = Omit<CourseInput, 'target'>;

export function validateCourseFields(input: CourseFields): FieldErrors {
  const errors: FieldErrors = {};
  text(errors, 'title', input.title, COURSE_LIMITS.title, 'TITLE_REQUIRED', 'TITLE_TOO_LONG');
  text(errors, 'description', input.description, COURSE_LIMITS.description, 'DESCRIPTION_REQUIRED', 'DESCRIPTION_TOO_LONG');
  text(errors, 'location', input.location, COURSE_LIMITS.location, 'LOCATION_REQUIRED', 'LOCATION_TOO_LONG');
  const startOk = isDateTime(input.starts_at);
  const endOk = isDateTime(input.ends_at);
  if (!startOk) errors.starts_at = 'STARTS_AT_INVALID';
  if (!endOk) errors.ends_at = 'ENDS_AT_INVALID';
  else if (startOk && parseISO(input.ends_at) < parseISO(input.starts_at)) errors.ends_at = 'ENDS_BEFORE_START';
  const last = input.last_application_date;
  if (last !== null && last !== '') {
    if (!isDate(last)) errors.last_application_date = 'APPLICATION_DATE_INVALID';
    else if (startOk && last > input.starts_at.slice(0, 10)) errors.last_application_date = 'APPLICATION_DATE_AFTER_START';
  }
  return errors;
}

/** The first problem, for the server's errorCode. */
export function firstError(errors: FieldErrors): ContentErrorCode | null {
  const values = Object.values(errors);
  return values.length > 0 ? values[0]! : null;
}
