import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, demoOrganisations, organisationId, seedDatabase, type DemoUsername } from '../../server/db/seed';
import type { Course, CourseInput } from '../../src/api/contentTypes';

let server: TestServer;
const d = demoAccounts;
const org = demoOrganisations;
const gotland = organisationId('Psykologföreningen i Region Gotland');

const courseIds = {
  everyone: 'c0450000-0000-4000-8000-000000000001',
  gotland: 'c0450000-0000-4000-8000-000000000002',
  national: 'c0450000-0000-4000-8000-000000000003',
  stockholmOrKalmar: 'c0450000-0000-4000-8000-000000000004',
};
type Kind = keyof typeof courseIds;
const kinds = Object.keys(courseIds) as Kind[];

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      const base = { description: 'Om kursen', location: 'Stockholm', startsAt: new Date('2027-03-01T08:00:00Z'), endsAt: new Date('2027-03-01T15:00:00Z'), lastApplicationDate: '2027-02-15' };
      for (const kind of kinds) await db.insertInto('courses').values({ ...base, id: courseIds[kind], title: `Kurs ${kind}` }).execute();
      await db.insertInto('courseOrganisations').values([
        { courseId: courseIds.gotland, organisationId: gotland },
        { courseId: courseIds.national, organisationId: org.nationellBoardOf.id },
        { courseId: courseIds.stockholmOrKalmar, organisationId: org.styrelseBoardOf.id },
        { courseId: courseIds.stockholmOrKalmar, organisationId: org.ombudWorkAssociation.id },
      ]).execute();
    },
  });
});
afterAll(() => server.close());

const get = async (user: DemoUsername, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...(await server.as(d[user].id)), ...headers } });

/** Spec §5: no organisations, everyone; else members of one of them. The secretariat, who writes courses, sees all. */
const visibility: Record<DemoUsername, Kind[]> = {
  medlem: ['everyone', 'gotland', 'national'],
  'medlem-flera': ['everyone'],
  styrelse: ['everyone', 'stockholmOrKalmar'],
  nationell: ['everyone', 'national'],
  ombud: ['everyone', 'stockholmOrKalmar'],
  kanslist: kinds,
  'kansli-styrelse': kinds,
  ekonom: ['everyone'],
  skyddad: ['everyone', 'stockholmOrKalmar'],
};

describe('courses: visibility of spec §5 for the list and single courses', () => {
  test.each(Object.keys(visibility) as DemoUsername[])('%s sees exactly the courses of their organisations', async (user) => {
    const list = (await get(user, '/content/courses')).json() as Course[];
    const seen = new Set(list.map((c) => c.id));
    expect(kinds.filter((kind) => seen.has(courseIds[kind]))).toEqual(visibility[user]);
    for (const kind of kinds) {
      const res = await get(user, `/content/courses/${courseIds[kind]}`);
      expect({ kind, status: res.statusCode }).toEqual({ kind, status: visibility[user].includes(kind) ? 200 : 403 });
    }
  });

  it('lists by start date with organisations and the last application date', async () => {
    const list = (await get('medlem', '/content/courses')).json() as Course[];
    const starts = list.map((c) => c.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(list.find((c) => c.id === courseIds.gotland)).toMatchObject({
      last_application_date: '2027-02-15', organizations: [{ id: gotland, kind: 'psychology' }], can_edit: false,
    });
  });

  it('an unknown course is a 404, a malformed id a 400, no token a 401', async () => {
    expect((await get('medlem', '/content/courses/c0450000-0000-4000-8000-999999999999')).statusCode).toBe(404);
    expect((await get('medlem', '/content/courses/x')).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/content/courses' })).statusCode).toBe(401);
  });
});

describe('GET courses answers with an ETag and honours If-None-Match', () => {
  it('304 while nothing changed, a new list after a change', async () => {
    const first = await get('medlem', '/content/courses');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('medlem', '/content/courses', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('nationell', '/content/courses', { 'if-none-match': etag })).statusCode).toBe(200);
    await server.db.updateTable('courses').set({ title: 'Ändrad' }).where('id', '=', courseIds.everyone).execute();
    const changed = await get('medlem', '/content/courses', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

const input = (overrides: Partial<CourseInput> = {}): CourseInput => ({
  title: 'Ny kurs', description: 'Beskrivning', location: 'Göteborg',
  starts_at: '2027-05-10T07:00:00.000Z', ends_at: '2027-05-10T15:00:00.000Z', last_application_date: '2027-04-30',
  target: { kind: 'organization', organization_id: gotland }, ...overrides,
});
const countCourses = async () => Number((await server.db.selectFrom('courses').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const createAs = async (user: DemoUsername, body: CourseInput = input()) =>
  server.app.inject({ method: 'POST', url: '/content/courses/create', headers: await server.as(d[user].id), payload: body });

describe('courses: only the secretariat writes them (spec §6)', () => {
  test.each(Object.keys(visibility) as DemoUsername[])('%s creating a course', async (user) => {
    const before = await countCourses();
    const res = await createAs(user);
    const allowed = user === 'kanslist' || user === 'kansli-styrelse';
    expect(res.statusCode).toBe(allowed ? 201 : 403);
    expect(await countCourses()).toBe(before + (allowed ? 1 : 0));
  });

  it('a course for Gotland is found by Gotland\'s member', async () => {
    const created = (await createAs('kanslist', input({ title: 'Kurs för Gotland' }))).json() as Course;
    expect(((await get('medlem', '/content/courses')).json() as Course[]).map((c) => c.id)).toContain(created.id);
    expect(((await get('medlem-flera', '/content/courses')).json() as Course[]).map((c) => c.id)).not.toContain(created.id);
  });

  it('every field is validated with an error code, and nothing is stored', async () => {
    const before = await countCourses();
    const cases: [Partial<CourseInput>, string][] = [
      [{ title: '' }, 'TITLE_REQUIRED'],
      [{ description: ' ' }, 'DESCRIPTION_REQUIRED'],
      [{ location: '' }, 'LOCATION_REQUIRED'],
      [{ starts_at: '2027-13-01T00:00' }, 'STARTS_AT_INVALID'],
      [{ ends_at: '2027-05-09T07:00:00.000Z' }, 'ENDS_BEFORE_START'],
      [{ last_application_date: '2027-05-11' }, 'APPLICATION_DATE_AFTER_START'],
      [{ last_application_date: '30/4' }, 'APPLICATION_DATE_INVALID'],
      [{ target: { kind: 'board', organization_id: gotland } }, 'TARGET_UNKNOWN'],
      [{ target: { kind: 'organization', organization_id: organisationId('Kansliet') } }, 'TARGET_UNKNOWN'],
    ];
    for (const [overrides, code] of cases) {
      const res = await createAs('kanslist', input(overrides));
      expect({ code: res.json().errorCode, status: res.statusCode }).toEqual({ code, status: 400 });
    }
    expect(await countCourses()).toBe(before);
  });

  it('edit and delete for the secretariat only', async () => {
    const created = (await createAs('kanslist')).json() as Course;
    const denied = await server.app.inject({ method: 'PUT', url: `/content/courses/${created.id}`, headers: await server.as(d.styrelse.id), payload: input({ title: 'Kapad' }) });
    expect(denied.statusCode).toBe(403);
    const edited = await server.app.inject({ method: 'PUT', url: `/content/courses/${created.id}`, headers: await server.as(d.kanslist.id), payload: input({ title: 'Ändrad kurs', target: { kind: 'everyone' } }) });
    expect(edited.json()).toMatchObject({ title: 'Ändrad kurs', organizations: [] });
    expect((await server.app.inject({ method: 'DELETE', url: `/content/courses/${created.id}`, headers: await server.as(d.medlem.id) })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'DELETE', url: `/content/courses/${created.id}`, headers: await server.as(d.kanslist.id) })).statusCode).toBe(204);
    expect((await get('kanslist', `/content/courses/${created.id}`)).statusCode).toBe(404);
  });
});
