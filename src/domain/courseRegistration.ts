import type { CourseQuestions, RegistrationInput, RegistrationStatus } from '../api/contentTypes';
import type { ContentViewer } from './contentAccess';
import { formatSwedishDay } from '../lib/swedishTime';
import { redactPerson } from './protectedIdentity';

/**
 * Issue 25: signing up for a course. The server enforces these rules on every call; the SPA uses
 * the same functions to decide what to offer.
 */

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((id) => b.includes(id));

/**
 * Only who may see a course by spec §5 may sign up: no organisations, everyone; otherwise a
 * member of one of them. (The secretariat sees every course to manage it, but signs up only for
 * those of spec §5.)
 */
export function maySignUpFor(viewer: Pick<ContentViewer, 'organisationIds'>, course: { organisationIds: readonly string[] }): boolean {
  return course.organisationIds.length === 0 || overlaps(course.organisationIds, viewer.organisationIds);
}

/** Today in Sweden, 'yyyy-MM-dd' (the last application date is a Swedish calendar day). */
export function swedishToday(now: Date): string {
  return formatSwedishDay(now);
}

export interface CourseTimes {
  starts_at: string;
  /** 'yyyy-MM-dd' or null: then one may sign up until the course starts. */
  last_application_date: string | null;
}

export type SignUpWindow = 'OPEN' | 'APPLICATION_CLOSED' | 'COURSE_STARTED';

/** One may sign up through the last application date (the whole day, Swedish time) and never once the course has started. */
export function signUpWindow(course: CourseTimes, now: Date): SignUpWindow {
  if (now.getTime() >= Date.parse(course.starts_at)) return 'COURSE_STARTED';
  if (course.last_application_date && swedishToday(now) > course.last_application_date) return 'APPLICATION_CLOSED';
  return 'OPEN';
}

/** 'Avanmäl dig' until the course starts (a place on the waiting list too). */
export function mayCancelRegistration(course: Pick<CourseTimes, 'starts_at'>, now: Date): boolean {
  return now.getTime() < Date.parse(course.starts_at);
}

/**
 * A freed seat goes to the first waiting only before the course starts (issue 33): a removal once
 * it is under way promotes nobody and mails nobody 'Du har fått en plats'.
 */
export function mayOfferFreedSeats(course: Pick<CourseTimes, 'starts_at'>, now: Date): boolean {
  return now.getTime() < Date.parse(course.starts_at);
}

/** A new sign-up gets a seat while there is one; otherwise it goes last on the waiting list. */
export function statusForNewSignUp(seats: number | null, registered: number): RegistrationStatus {
  return seats === null || registered < seats ? 'registered' : 'waiting';
}

/** How many from the head of the waiting list get a seat: the seats free, at most those waiting. */
export function seatsToOffer(seats: number | null, registered: number, waiting: number): number {
  if (seats === null) return waiting;
  return Math.max(0, Math.min(seats - registered, waiting));
}

export const REGISTRATION_LIMITS = { dietary: 500, workplace: 200, answer: 2000, question: 500, seats: 10_000 } as const;

export type RegistrationErrorCode =
  | 'DIETARY_TOO_LONG' | 'WORKPLACE_REQUIRED' | 'WORKPLACE_TOO_LONG' | 'ANSWER_REQUIRED' | 'ANSWER_TOO_LONG'
  | 'TEXT_HAS_CONTROL_CHARACTERS' | 'SEATS_INVALID' | 'QUESTION_TOO_LONG';

export type RegistrationFieldErrors = Partial<Record<'dietary' | 'workplace' | 'answer' | 'seats' | 'question', RegistrationErrorCode>>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The answers of the sign-up form: dietary needs may be left empty, the workplace and the course's
 * own question must be answered when the course asks them.
 */
export function validateRegistration(questions: CourseQuestions, input: RegistrationInput): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {};
  const check = (field: 'dietary' | 'workplace' | 'answer', value: string | undefined, max: number, required: RegistrationErrorCode | null, tooLong: RegistrationErrorCode) => {
    const text = value ?? '';
    if (CONTROL.test(text)) errors[field] = 'TEXT_HAS_CONTROL_CHARACTERS';
    else if (required && text.trim() === '') errors[field] = required;
    else if (text.length > max) errors[field] = tooLong;
  };
  if (questions.dietary) check('dietary', input.dietary, REGISTRATION_LIMITS.dietary, null, 'DIETARY_TOO_LONG');
  if (questions.workplace) check('workplace', input.workplace, REGISTRATION_LIMITS.workplace, 'WORKPLACE_REQUIRED', 'WORKPLACE_TOO_LONG');
  if (questions.question) check('answer', input.answer, REGISTRATION_LIMITS.answer, 'ANSWER_REQUIRED', 'ANSWER_TOO_LONG');
  return errors;
}

/** The answers as stored: only what the course asks, trimmed, empty as null. */
export function registrationAnswers(questions: CourseQuestions, input: RegistrationInput): { dietary: string | null; workplace: string | null; answer: string | null } {
  const keep = (asked: boolean, value: string | undefined) => (asked && value && value.trim() ? value.trim() : null);
  return { dietary: keep(questions.dietary, input.dietary), workplace: keep(questions.workplace, input.workplace), answer: keep(Boolean(questions.question), input.answer) };
}

/** The secretariat's settings of a course: seats a whole number 1–10 000 or none, the question at most 500 characters. */
export function validateSeatsAndQuestions(seats: number | null | undefined, questions: CourseQuestions | undefined): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {};
  if (seats !== null && seats !== undefined && !(Number.isInteger(seats) && seats >= 1 && seats <= REGISTRATION_LIMITS.seats)) errors.seats = 'SEATS_INVALID';
  const question = questions?.question ?? '';
  if (CONTROL.test(question)) errors.question = 'TEXT_HAS_CONTROL_CHARACTERS';
  else if (question.length > REGISTRATION_LIMITS.question) errors.question = 'QUESTION_TOO_LONG';
  return errors;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const onlyKeys = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));

/**
 * The body of POST courses/{id}/registration exactly: an object with at most the three answers,
 * each a string. Anything else (unknown keys, numbers for strings) is refused, never coerced.
 */
export function isRegistrationInput(body: unknown): body is RegistrationInput {
  if (body === undefined || body === null) return false;
  if (!isObject(body) || !onlyKeys(body, ['dietary', 'workplace', 'answer'])) return false;
  return Object.values(body).every((value) => typeof value === 'string');
}

/** The seats and questions of a course's input as sent: seats a number or null, questions exactly its three fields. */
export function areSeatsAndQuestionsWellFormed(body: unknown): boolean {
  if (!isObject(body)) return false;
  if ('seats' in body && body.seats !== null && typeof body.seats !== 'number') return false;
  if (!('questions' in body)) return true;
  const q = body.questions;
  return isObject(q) && onlyKeys(q, ['dietary', 'workplace', 'question'])
    && typeof q.dietary === 'boolean' && typeof q.workplace === 'boolean' && (q.question === null || typeof q.question === 'string');
}

/** The question as stored: trimmed, empty as none. */
export function normalQuestions(questions: CourseQuestions | undefined): CourseQuestions {
  const question = questions?.question?.trim() ?? '';
  return { dietary: questions?.dietary ?? false, workplace: questions?.workplace ?? false, question: question === '' ? null : question };
}

/**
 * Protected identity (issue 11) in the participant list: the secretariat sees a protected member
 * by name and member number only (no e-mail, nor the answers, which may tell where they work).
 * The one redaction of a person (redactPerson), over the participant's fields.
 */
export function participantAsSeen<T extends { user_id: string; protected_identity: boolean; email: string | null; dietary: string | null; workplace: string | null; answer: string | null }>(viewerId: string, participant: T): T {
  const { email, dietary, workplace, answer } = participant;
  const seen = redactPerson(viewerId, { id: participant.user_id, protectedIdentity: participant.protected_identity, email, dietary, workplace, answer });
  return seen.email === email && seen.dietary === dietary && seen.workplace === workplace && seen.answer === answer
    ? participant
    : { ...participant, email: seen.email, dietary: seen.dietary, workplace: seen.workplace, answer: seen.answer };
}

/** The same rule from the SPA's signed-in User: the associations a user belongs to (work association, psychology and national ones). */
export function userMaySignUpFor(
  user: { workAssociation: { id: string } | null; psychologyAssociations: readonly { id: string }[]; nationalAssociations: readonly { id: string }[] },
  course: { organizations: readonly { id: string }[] },
): boolean {
  const organisationIds = [...(user.workAssociation ? [user.workAssociation.id] : []), ...user.psychologyAssociations.map((a) => a.id), ...user.nationalAssociations.map((a) => a.id)];
  return maySignUpFor({ organisationIds }, { organisationIds: course.organizations.map((o) => o.id) });
}
