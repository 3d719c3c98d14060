import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { CourseParticipant, CourseRegistrations, MyCourseRegistration, MyRegistrationItem, RegistrationInput } from '../../src/api/contentTypes';
import {
  mayCancelRegistration, mayOfferFreedSeats, maySignUpFor, participantAsSeen, registrationAnswers, seatsToOffer, signUpWindow, statusForNewSignUp, validateRegistration,
} from '../../src/domain/courseRegistration';
import { mayReadCourse, type ContentViewer } from '../../src/domain/contentAccess';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import type { CourseNotices } from './courseNotices';
import { inTransaction } from '../db/afterCommit';

/**
 * Issue 25: sign-ups, the waiting list and the participant list. Every change to a course's
 * sign-ups happens in a transaction that first locks the course's row (SELECT … FOR UPDATE), so
 * two members racing for the last seat are served one after the other: one gets it, the other is
 * counted after them and goes on the waiting list. Rules: src/domain/courseRegistration.ts.
 */

export interface RegistrationCounts { registered: number; waiting: number }

export async function registrationCounts(db: Database, courseIds: string[] | null): Promise<Map<string, RegistrationCounts>> {
  if (courseIds && courseIds.length === 0) return new Map();
  let query = db.selectFrom('courseRegistrations').select(['courseId', 'status', (eb) => eb.fn.countAll<string>().as('n')]).groupBy(['courseId', 'status']);
  if (courseIds) query = query.where('courseId', 'in', courseIds);
  const map = new Map<string, RegistrationCounts>();
  for (const row of await query.execute()) {
    const counts = map.get(row.courseId) ?? { registered: 0, waiting: 0 };
    counts[row.status] = Number(row.n);
    map.set(row.courseId, counts);
  }
  return map;
}

interface RegistrationRow {
  id: string; courseId: string; userId: string; status: 'registered' | 'waiting'; registeredAt: Date; offeredAt: Date | null;
  dietary: string | null; workplace: string | null; answer: string | null; place: string | number | null;
}

/** The place on the waiting list: the waiting rows of the course that arrived no later. */
const placeColumn = sql<string | null>`case when r.status = 'waiting' then (
    select count(*) from course_registrations w where w.course_id = r.course_id and w.status = 'waiting' and w.seq <= r.seq) end`;

const toMine = (row: RegistrationRow): MyCourseRegistration => ({
  status: row.status,
  place: row.place === null ? null : Number(row.place),
  offered: row.offeredAt !== null,
  registered_at: new Date(row.registeredAt).toISOString(),
  dietary: row.dietary,
  workplace: row.workplace,
  answer: row.answer,
});

/** The user's own sign-ups by course. */
export async function registrationsOf(db: Database, userId: string, courseIds: string[] | null): Promise<Map<string, MyCourseRegistration>> {
  let query = db.selectFrom('courseRegistrations as r')
    .select(['r.id', 'r.courseId', 'r.userId', 'r.status', 'r.registeredAt', 'r.offeredAt', 'r.dietary', 'r.workplace', 'r.answer', placeColumn.as('place')])
    .where('r.userId', '=', userId);
  if (courseIds) {
    if (courseIds.length === 0) return new Map();
    query = query.where('r.courseId', 'in', courseIds);
  }
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.courseId, toMine(row)]));
}

interface LockedCourse {
  id: string; title: string; startsAt: Date; lastApplicationDate: string | null; seats: number | null;
  asksDietary: boolean; asksWorkplace: boolean; question: string | null; organisationIds: string[];
}

/** Locks the course's row for the rest of the transaction: sign-ups of one course queue here. */
async function lockCourse(trx: Database, courseId: string): Promise<LockedCourse> {
  const row = await trx.selectFrom('courses')
    .select(['id', 'title', 'startsAt', 'lastApplicationDate', 'seats', 'asksDietary', 'asksWorkplace', 'question'])
    .where('id', '=', courseId).forUpdate().executeTakeFirst();
  if (!row) throw notFound('COURSE_NOT_FOUND');
  const organisations = await trx.selectFrom('courseOrganisations').select('organisationId').where('courseId', '=', courseId).execute();
  return { ...row, organisationIds: organisations.map((o) => o.organisationId) };
}

const timesOf = (course: LockedCourse) => ({ starts_at: new Date(course.startsAt).toISOString(), last_application_date: course.lastApplicationDate });
const questionsOf = (course: LockedCourse) => ({ dietary: course.asksDietary, workplace: course.asksWorkplace, question: course.question });

async function countsIn(trx: Database, courseId: string): Promise<RegistrationCounts> {
  return (await registrationCounts(trx, [courseId])).get(courseId) ?? { registered: 0, waiting: 0 };
}

/** POST courses/{id}/registration: a seat while there is one, else last on the waiting list. */
export async function signUp(db: Database, notices: CourseNotices, viewer: ContentViewer, courseId: string, input: RegistrationInput, now: Date): Promise<MyCourseRegistration> {
  const registrationId = await inTransaction(db, async (trx) => {
    const course = await lockCourse(trx, courseId);
    if (!mayReadCourse(viewer, course) || !maySignUpFor(viewer, course)) throw forbidden('COURSE_SIGN_UP_FORBIDDEN');
    const window = signUpWindow(timesOf(course), now);
    if (window !== 'OPEN') throw conflict(window);
    const existing = await trx.selectFrom('courseRegistrations').select('id').where('courseId', '=', courseId).where('userId', '=', viewer.userId).executeTakeFirst();
    if (existing) throw conflict('ALREADY_REGISTERED');
    const fields = validateRegistration(questionsOf(course), input);
    const code = Object.values(fields)[0];
    if (code) throw badRequest(code, { fields });
    const status = statusForNewSignUp(course.seats, (await countsIn(trx, courseId)).registered);
    const id = randomUUID();
    await trx.insertInto('courseRegistrations').values({
      id, courseId, userId: viewer.userId, status, registeredAt: now, ...registrationAnswers(questionsOf(course), input),
    }).execute();
    await notices.courseSignedUp(trx, { registrationId: id, courseId, courseTitle: course.title, userId: viewer.userId, status });
    return id;
  });
  return (await registrationsOf(db, viewer.userId, [courseId])).get(courseId) ?? fail(registrationId);
}

function fail(id: string): never {
  throw new Error(`registration ${id} vanished after its commit`);
}

/**
 * Hands the seats that are free to the head of the waiting list, in order of arrival; each one
 * is marked offered (the page tells them) and raised as `courseSeatOffered`. Nobody once the course
 * has started (a removal then frees no seat for anyone). In the caller's transaction, with the course locked.
 */
export async function offerFreedSeats(trx: Database, notices: CourseNotices, courseId: string, now: Date): Promise<string[]> {
  const course = await trx.selectFrom('courses').select(['title', 'seats', 'startsAt']).where('id', '=', courseId).executeTakeFirstOrThrow();
  if (!mayOfferFreedSeats({ starts_at: new Date(course.startsAt).toISOString() }, now)) return [];
  const counts = await countsIn(trx, courseId);
  const n = seatsToOffer(course.seats, counts.registered, counts.waiting);
  if (n === 0) return [];
  const head = await trx.selectFrom('courseRegistrations').select(['id', 'userId'])
    .where('courseId', '=', courseId).where('status', '=', 'waiting').orderBy('seq').limit(n).execute();
  await trx.updateTable('courseRegistrations').set({ status: 'registered', offeredAt: now }).where('id', 'in', head.map((r) => r.id)).execute();
  for (const row of head) {
    await notices.courseSeatOffered(trx, { registrationId: row.id, courseId, courseTitle: course.title, userId: row.userId });
  }
  return head.map((row) => row.userId);
}

/** DELETE courses/{id}/registration: until the course starts; a receipt (issue 34), and a freed seat goes to the first waiting. */
export async function cancelOwn(db: Database, notices: CourseNotices, viewer: ContentViewer, courseId: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const course = await lockCourse(trx, courseId);
    if (!mayReadCourse(viewer, course)) throw forbidden('COURSE_FORBIDDEN');
    const deleted = await trx.deleteFrom('courseRegistrations').where('courseId', '=', courseId).where('userId', '=', viewer.userId).returning('id').executeTakeFirst();
    if (!deleted) throw notFound('REGISTRATION_NOT_FOUND');
    if (!mayCancelRegistration(timesOf(course), now)) throw conflict('COURSE_STARTED');
    await notices.courseCancelled(trx, { registrationId: deleted.id, courseId, courseTitle: course.title, userId: viewer.userId });
    await offerFreedSeats(trx, notices, courseId, now);
  });
}

/** DELETE courses/{id}/registrations/{userId}: the secretariat removes one (a freed seat is offered on). */
export async function removeRegistration(db: Database, notices: CourseNotices, courseId: string, userId: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockCourse(trx, courseId);
    const deleted = await trx.deleteFrom('courseRegistrations').where('courseId', '=', courseId).where('userId', '=', userId).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw notFound('REGISTRATION_NOT_FOUND');
    await offerFreedSeats(trx, notices, courseId, now);
  });
}

/** GET courses/{id}/registrations: participants by arrival, then the waiting list in its order. */
export async function participantList(db: Database, viewerId: string, courseId: string): Promise<CourseRegistrations> {
  const course = await db.selectFrom('courses').select(['id', 'seats']).where('id', '=', courseId).executeTakeFirst();
  if (!course) throw notFound('COURSE_NOT_FOUND');
  const rows = await db.selectFrom('courseRegistrations as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['r.userId', 'r.status', 'r.registeredAt', 'r.dietary', 'r.workplace', 'r.answer', 'u.firstname', 'u.lastname', 'u.memberNumber', 'u.email', 'u.protectedIdentity'])
    .where('r.courseId', '=', courseId)
    .orderBy('r.seq')
    .execute();
  const participants: CourseParticipant[] = [];
  const waiting: CourseParticipant[] = [];
  for (const row of rows) {
    const list = row.status === 'registered' ? participants : waiting;
    list.push(participantAsSeen(viewerId, {
      user_id: row.userId,
      name: `${row.firstname} ${row.lastname}`,
      member_number: row.memberNumber,
      protected_identity: row.protectedIdentity,
      email: row.email,
      status: row.status,
      place: row.status === 'waiting' ? waiting.length + 1 : null,
      registered_at: new Date(row.registeredAt).toISOString(),
      dietary: row.dietary,
      workplace: row.workplace,
      answer: row.answer,
    }));
  }
  return { course_id: courseId, seats: course.seats, participants, waiting };
}

/** GET courses/registrations/mine: the caller's sign-ups to the courses they may see, by start. */
export async function myRegistrationList(db: Database, viewer: ContentViewer): Promise<MyRegistrationItem[]> {
  const mine = await registrationsOf(db, viewer.userId, null);
  if (mine.size === 0) return [];
  const courses = await db.selectFrom('courses').select(['id', 'title', 'location', 'startsAt', 'endsAt'])
    .where('id', 'in', [...mine.keys()]).orderBy('startsAt').orderBy('id').execute();
  const organisations = await db.selectFrom('courseOrganisations').select(['courseId', 'organisationId']).where('courseId', 'in', [...mine.keys()]).execute();
  return courses
    .filter((course) => mayReadCourse(viewer, { organisationIds: organisations.filter((o) => o.courseId === course.id).map((o) => o.organisationId) }))
    .map((course) => ({
      course: { id: course.id, title: course.title, location: course.location, starts_at: new Date(course.startsAt).toISOString(), ends_at: new Date(course.endsAt).toISOString() },
      registration: mine.get(course.id)!,
    }));
}
