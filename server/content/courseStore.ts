import type { Insertable } from 'kysely';
import type { Database } from '../db/database';
import type { CoursesTable } from '../db/schema';
import type { CourseNotices } from './courseNotices';
import type { ContentOrganization, Course, CourseQuestions, MyCourseRegistration } from '../../src/api/contentTypes';
import { mayReadCourse, mayWriteCourses, type ContentViewer } from '../../src/domain/contentAccess';
import { offerFreedSeats, registrationCounts, registrationsOf, type RegistrationCounts } from './courseRegistrationStore';
import { inTransaction } from '../db/afterCommit';

export interface CourseRow {
  id: string; title: string; description: string; location: string;
  startsAt: Date; endsAt: Date; lastApplicationDate: string | null;
  seats: number | null; asksDietary: boolean; asksWorkplace: boolean; question: string | null;
}

async function organisationsOf(db: Database, courseIds: string[] | null): Promise<Map<string, ContentOrganization[]>> {
  let query = db.selectFrom('courseOrganisations')
    .innerJoin('organisations', 'organisations.id', 'courseOrganisations.organisationId')
    .select(['courseOrganisations.courseId', 'organisations.id', 'organisations.name', 'organisations.kind'])
    .orderBy('organisations.name');
  if (courseIds) {
    if (courseIds.length === 0) return new Map();
    query = query.where('courseOrganisations.courseId', 'in', courseIds);
  }
  const map = new Map<string, ContentOrganization[]>();
  for (const row of await query.execute()) {
    const list = map.get(row.courseId) ?? [];
    list.push({ id: row.id, name: row.name, kind: row.kind });
    map.set(row.courseId, list);
  }
  return map;
}

export const questionsOf = (row: Pick<CourseRow, 'asksDietary' | 'asksWorkplace' | 'question'>): CourseQuestions => ({
  dietary: row.asksDietary, workplace: row.asksWorkplace, question: row.question,
});

interface Registrations { counts: Map<string, RegistrationCounts>; mine: Map<string, MyCourseRegistration> }

function toCourse(viewer: ContentViewer, row: CourseRow, organizations: ContentOrganization[], registrations: Registrations): Course | null {
  if (!mayReadCourse(viewer, { organisationIds: organizations.map((o) => o.id) })) return null;
  const counts = registrations.counts.get(row.id) ?? { registered: 0, waiting: 0 };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    starts_at: new Date(row.startsAt).toISOString(),
    ends_at: new Date(row.endsAt).toISOString(),
    last_application_date: row.lastApplicationDate,
    organizations,
    can_edit: mayWriteCourses(viewer),
    seats: row.seats,
    seats_left: row.seats === null ? null : Math.max(0, row.seats - counts.registered),
    waiting_count: counts.waiting,
    questions: questionsOf(row),
    registration: registrations.mine.get(row.id) ?? null,
  };
}

export const courseColumns = [
  'id', 'title', 'description', 'location', 'startsAt', 'endsAt', 'lastApplicationDate', 'seats', 'asksDietary', 'asksWorkplace', 'question',
] as const;

/** GET courses: the courses the caller may see, by start. */
export async function listCourses(db: Database, viewer: ContentViewer): Promise<Course[]> {
  const [rows, organisations, counts, mine] = await Promise.all([
    db.selectFrom('courses').select(courseColumns).orderBy('startsAt').orderBy('id').execute(),
    organisationsOf(db, null),
    registrationCounts(db, null),
    registrationsOf(db, viewer.userId, null),
  ]);
  const courses: Course[] = [];
  for (const row of rows) {
    const course = toCourse(viewer, row, organisations.get(row.id) ?? [], { counts, mine });
    if (course) courses.push(course);
  }
  return courses;
}

export type OneCourse = { found: false } | { found: true; visible: false } | { found: true; visible: true; course: Course };

export async function findCourse(db: Database, viewer: ContentViewer, courseId: string): Promise<OneCourse> {
  const row = await db.selectFrom('courses').select(courseColumns).where('id', '=', courseId).executeTakeFirst();
  if (!row) return { found: false };
  const [organisations, counts, mine] = await Promise.all([
    organisationsOf(db, [courseId]), registrationCounts(db, [courseId]), registrationsOf(db, viewer.userId, [courseId]),
  ]);
  const course = toCourse(viewer, row, organisations.get(courseId) ?? [], { counts, mine });
  return course ? { found: true, visible: true, course } : { found: true, visible: false };
}

/** The organisations a course is for (its audience of spec §5). */
export async function courseOrganisationIds(db: Database, courseId: string): Promise<string[]> {
  const rows = await db.selectFrom('courseOrganisations').select('organisationId').where('courseId', '=', courseId).execute();
  return rows.map((row) => row.organisationId);
}

/** What a writer sets on a course (issue 9; seats and questions of issue 25 when the input has them). */
export type CourseValues = Omit<Insertable<CoursesTable>, 'id'>;

export async function courseExists(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Of the given organisations, those a course may be for: associations and the national level. */
export async function courseTargetOrganisations(db: Database, organisationIds: string[]): Promise<string[]> {
  const found = await db.selectFrom('organisations').select('id').where('id', 'in', organisationIds).where('kind', 'in', ['psychology', 'national']).execute();
  return found.map((row) => row.id);
}

async function writeOrganisations(db: Database, courseId: string, organisationIds: string[]) {
  if (organisationIds.length) {
    await db.insertInto('courseOrganisations').values(organisationIds.map((organisationId) => ({ courseId, organisationId }))).execute();
  }
}

/** A new course and its organisations, in one transaction. */
export async function createCourse(db: Database, id: string, values: CourseValues, organisationIds: string[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto('courses').values({ id, ...values }).execute();
    await writeOrganisations(trx, id, organisationIds);
  });
}

/**
 * A course's fields and organisations in place of the old, in one transaction that first locks
 * the course's row like a sign-up: more seats go to the waiting list's head at once.
 */
export async function updateCourse(db: Database, notices: CourseNotices, id: string, values: CourseValues, organisationIds: string[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.selectFrom('courses').select('id').where('id', '=', id).forUpdate().execute();
    await trx.updateTable('courses').set(values).where('id', '=', id).execute();
    await trx.deleteFrom('courseOrganisations').where('courseId', '=', id).execute();
    await writeOrganisations(trx, id, organisationIds);
    await offerFreedSeats(trx, notices, id, new Date());
  });
}

export async function deleteCourse(db: Database, id: string): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}
