import type { Database } from '../db/database';
import type { ContentOrganization, Course } from '../../src/api/contentTypes';
import { mayReadCourse, mayWriteCourses, type ContentViewer } from '../../src/domain/contentAccess';

interface CourseRow {
  id: string; title: string; description: string; location: string;
  startsAt: Date; endsAt: Date; lastApplicationDate: string | null;
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

function toCourse(viewer: ContentViewer, row: CourseRow, organizations: ContentOrganization[]): Course | null {
  if (!mayReadCourse(viewer, { organisationIds: organizations.map((o) => o.id) })) return null;
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
  };
}

const courseColumns = ['id', 'title', 'description', 'location', 'startsAt', 'endsAt', 'lastApplicationDate'] as const;

/** GET courses: the courses the caller may see, by start. */
export async function listCourses(db: Database, viewer: ContentViewer): Promise<Course[]> {
  const [rows, organisations] = await Promise.all([
    db.selectFrom('courses').select(courseColumns).orderBy('startsAt').orderBy('id').execute(),
    organisationsOf(db, null),
  ]);
  const courses: Course[] = [];
  for (const row of rows) {
    const course = toCourse(viewer, row, organisations.get(row.id) ?? []);
    if (course) courses.push(course);
  }
  return courses;
}

export type OneCourse = { found: false } | { found: true; visible: false } | { found: true; visible: true; course: Course };

export async function findCourse(db: Database, viewer: ContentViewer, courseId: string): Promise<OneCourse> {
  const row = await db.selectFrom('courses').select(courseColumns).where('id', '=', courseId).executeTakeFirst();
  if (!row) return { found: false };
  const course = toCourse(viewer, row, (await organisationsOf(db, [courseId])).get(courseId) ?? []);
  return course ? { found: true, visible: true, course } : { found: true, visible: false };
}
