import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, organisationId, seedDatabase, type DemoUsername } from '../../server/db/seed';
import type { CourseNotices, CourseSeatOfferedEvent, CourseSignUpEvent } from '../../server/content/courseNotices';
import type { Course, CourseInput, CourseRegistrations, MyCourseRegistration, MyRegistrationItem } from '../../src/api/contentTypes';
import { swedishToday } from '../../src/domain/courseRegistration';

/**
 * Issue 25 on the server: who may sign up, when, the waiting list, the secretariat's list and its
 * CSV, protected identity, and the race for the last seat (on whichever engine the suite runs).
 */

let server: TestServer;
const d = demoAccounts;
const gotland = organisationId('Psykologföreningen i Region Gotland');
const offered: CourseSeatOfferedEvent[] = [];
const signedUp: CourseSignUpEvent[] = [];
const notices: CourseNotices = {
  courseSignedUp: async (_trx, event) => { signedUp.push(event); },
  courseSeatOffered: async (_trx, event) => { offered.push(event); },
  courseCancelled: async () => {},
};

let n = 0;
const nextId = () => `c0470000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const DAY = 24 * 3600_000;
const future = (days: number) => new Date(Date.now() + days * DAY);

/** A course straight in the database: by default for everyone, in a month, open to sign up. */
async function course(overrides: {
  seats?: number | null; organisationIds?: string[]; startsAt?: Date; lastApplicationDate?: string | null;
  asksDietary?: boolean; asksWorkplace?: boolean; question?: string | null;
} = {}): Promise<string> {
  const id = nextId();
  const startsAt = overrides.startsAt ?? future(30);
  await server.db.insertInto('courses').values({
    id, title: `Kurs ${n}`, description: 'Om kursen', location: 'Visby', startsAt, endsAt: new Date(startsAt.getTime() + 7 * 3600_000),
    lastApplicationDate: overrides.lastApplicationDate === undefined ? null : overrides.lastApplicationDate,
    seats: overrides.seats === undefined ? 5 : overrides.seats,
    asksDietary: overrides.asksDietary ?? false, asksWorkplace: overrides.asksWorkplace ?? false, question: overrides.question ?? null,
  }).execute();
  for (const organisationId of overrides.organisationIds ?? []) await server.db.insertInto('courseOrganisations').values({ courseId: id, organisationId }).execute();
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); }, courseNotices: notices });
});
afterAll(() => server.close());

const userId = (user: DemoUsername | string) => (user in d ? d[user as DemoUsername].id : user);
const call = async (user: DemoUsername | string, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: await server.as(userId(user)), ...(payload === undefined ? {} : { payload: payload as object }) });
const signUp = (user: DemoUsername | string, courseId: string, answers: unknown = {}) => call(user, 'POST', `/content/courses/${courseId}/registration`, answers);
const cancel = (user: DemoUsername | string, courseId: string) => call(user, 'DELETE', `/content/courses/${courseId}/registration`);
const listOf = async (courseId: string) => (await call('kanslist', 'GET', `/content/courses/${courseId}/registrations`)).json() as CourseRegistrations;
const rowCount = async () => Number((await server.db.selectFrom('courseRegistrations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('signing up (issue 25)', () => {
  it('a member signs up and the course says so: a seat, one seat fewer, and a second sign-up is refused', async () => {
    const id = await course({ seats: 3 });
    const res = await signUp('medlem', id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'registered', place: null, offered: false });
    const seen = (await call('medlem', 'GET', `/content/courses/${id}`)).json() as Course;
    expect(seen).toMatchObject({ seats: 3, seats_left: 2, waiting_count: 0, registration: { status: 'registered' } });
    expect(((await call('medlem-flera', 'GET', `/content/courses/${id}`)).json() as Course).registration).toBeNull();
    const again = await signUp('medlem', id);
    expect({ status: again.statusCode, code: again.json().errorCode }).toEqual({ status: 409, code: 'ALREADY_REGISTERED' });
    expect(signedUp.filter((e) => e.courseId === id)).toEqual([expect.objectContaining({ userId: d.medlem.id, status: 'registered' })]);
  });

  it('only users who may see a course (spec §5) may sign up for it', async () => {
    const id = await course({ organisationIds: [gotland] });
    const before = await rowCount();
    // medlem-flera belongs to Skåne, not Gotland; the secretariat sees every course but belongs to none of it.
    for (const user of ['medlem-flera', 'kanslist', 'ekonom'] as DemoUsername[]) {
      const res = await signUp(user, id);
      expect({ user, status: res.statusCode, code: res.json().errorCode }).toEqual({ user, status: 403, code: 'COURSE_SIGN_UP_FORBIDDEN' });
    }
    expect(await rowCount()).toBe(before);
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    expect((await signUp('medlem', 'c0470000-0000-4000-8000-999999999999')).statusCode).toBe(404);
    expect((await signUp('medlem', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('after the last application date the server refuses; the last day itself is open', async () => {
    const yesterday = swedishToday(new Date(Date.now() - DAY));
    const closed = await course({ lastApplicationDate: yesterday });
    const res = await signUp('medlem', closed);
    expect({ status: res.statusCode, code: res.json().errorCode }).toEqual({ status: 409, code: 'APPLICATION_CLOSED' });
    const lastDay = await course({ lastApplicationDate: swedishToday(new Date()) });
    expect((await signUp('medlem', lastDay)).statusCode).toBe(201);
  });

  it('once the course has started the server refuses to sign up and to cancel', async () => {
    const started = await course({ startsAt: new Date(Date.now() - 3600_000) });
    const res = await signUp('medlem', started);
    expect({ status: res.statusCode, code: res.json().errorCode }).toEqual({ status: 409, code: 'COURSE_STARTED' });
    await server.db.insertInto('courseRegistrations').values({ id: nextId(), courseId: started, userId: d.medlem.id, status: 'registered' }).execute();
    const cancelled = await cancel('medlem', started);
    expect({ status: cancelled.statusCode, code: cancelled.json().errorCode }).toEqual({ status: 409, code: 'COURSE_STARTED' });
    expect((await call('medlem', 'GET', `/content/courses/${started}`)).json().registration).toMatchObject({ status: 'registered' });
  });

  it('validates the answers a course asks for, with an error per field, and stores nothing on a refusal', async () => {
    const id = await course({ asksDietary: true, asksWorkplace: true, question: 'Vad vill du få ut av dagen?' });
    const before = await rowCount();
    const missing = await signUp('medlem', id, { dietary: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errorCode: 'WORKPLACE_REQUIRED', data: { fields: { workplace: 'WORKPLACE_REQUIRED', answer: 'ANSWER_REQUIRED' } } });
    const tooLong = await signUp('medlem', id, { dietary: 'x'.repeat(501), workplace: 'Visby lasarett', answer: 'Ny kunskap' });
    expect(tooLong.json().data.fields).toEqual({ dietary: 'DIETARY_TOO_LONG' });
    for (const body of [{ workplace: 'Visby', answer: 'Ja', extra: 'x' }, { workplace: 12, answer: 'Ja' }, ['a'], null]) {
      const res = await signUp('medlem', id, body);
      expect({ body, status: res.statusCode, code: res.json().errorCode }).toEqual({ body, status: 400, code: 'INVALID_REQUEST' });
    }
    expect(await rowCount()).toBe(before);
    const ok = await signUp('medlem', id, { dietary: ' Vegetarisk ', workplace: 'Visby lasarett', answer: 'Ny kunskap' });
    expect(ok.json()).toMatchObject({ dietary: 'Vegetarisk', workplace: 'Visby lasarett', answer: 'Ny kunskap' });
  });

  it('answers to questions the course does not ask are not stored', async () => {
    const id = await course();
    expect((await signUp('medlem', id, { dietary: 'Vegan', workplace: 'Visby' })).json()).toMatchObject({ dietary: null, workplace: null, answer: null });
  });
});

describe('the waiting list', () => {
  it('when full, a sign-up gets a place on the waiting list; a freed seat goes to the first, who is told', async () => {
    const id = await course({ seats: 1 });
    expect((await signUp('medlem', id)).json()).toMatchObject({ status: 'registered' });
    expect((await signUp('medlem-flera', id)).json()).toMatchObject({ status: 'waiting', place: 1 });
    expect((await signUp('nationell', id)).json()).toMatchObject({ status: 'waiting', place: 2 });
    expect((await call('ombud', 'GET', `/content/courses/${id}`)).json()).toMatchObject({ seats_left: 0, waiting_count: 2 });

    expect((await cancel('medlem', id)).statusCode).toBe(204);
    expect((await call('medlem-flera', 'GET', `/content/courses/${id}`)).json().registration).toMatchObject({ status: 'registered', offered: true, place: null });
    expect((await call('nationell', 'GET', `/content/courses/${id}`)).json().registration).toMatchObject({ status: 'waiting', place: 1 });
    expect(offered.filter((e) => e.courseId === id)).toEqual([expect.objectContaining({ userId: d['medlem-flera'].id })]);
  });

  it('cancelling a place on the waiting list moves those behind up and offers no seat', async () => {
    const id = await course({ seats: 1 });
    await signUp('medlem', id);
    await signUp('medlem-flera', id);
    await signUp('nationell', id);
    expect((await cancel('medlem-flera', id)).statusCode).toBe(204);
    expect((await call('nationell', 'GET', `/content/courses/${id}`)).json().registration).toMatchObject({ status: 'waiting', place: 1 });
    expect(offered.filter((e) => e.courseId === id)).toEqual([]);
    expect((await cancel('medlem-flera', id)).statusCode).toBe(404);
  });

  it('more seats on an edit go to the head of the waiting list', async () => {
    const id = await course({ seats: 1 });
    await signUp('medlem', id);
    await signUp('medlem-flera', id);
    await signUp('nationell', id);
    const current = (await call('kanslist', 'GET', `/content/courses/${id}`)).json() as Course;
    const edit: CourseInput = {
      title: current.title, description: current.description, location: current.location, starts_at: current.starts_at, ends_at: current.ends_at,
      last_application_date: null, target: { kind: 'everyone' }, seats: 2,
    };
    expect((await call('kanslist', 'PUT', `/content/courses/${id}`, edit)).statusCode).toBe(200);
    const list = await listOf(id);
    expect(list.participants.map((p) => p.user_id)).toEqual([d.medlem.id, d['medlem-flera'].id]);
    expect(list.waiting.map((p) => [p.user_id, p.place])).toEqual([[d.nationell.id, 1]]);
  });
});

describe('two members racing for the last seats: exactly the seats are given, the rest wait in order', () => {
  it('20 parallel sign-ups for 5 seats: 5 registered, 15 waiting at places 1–15', async () => {
    const id = await course({ seats: 5 });
    const members = await server.db.selectFrom('users').select('id').where('memberNumber', 'is not', null).where('protectedIdentity', '=', false)
      .orderBy('id').limit(20).execute();
    expect(members).toHaveLength(20);
    const answers = await Promise.all(members.map((m) => signUp(m.id, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const results = answers.map((a) => a.json() as MyCourseRegistration);
    expect(results.filter((r) => r.status === 'registered')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'waiting').map((r) => r.place).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const list = await listOf(id);
    expect(list.participants).toHaveLength(5);
    expect(list.waiting.map((p) => p.place)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('one seat left, two at once: one gets it and the other is first on the waiting list', async () => {
    const id = await course({ seats: 1 });
    const [a, b] = await Promise.all([signUp('medlem', id), signUp('medlem-flera', id)]);
    const statuses = [a.json(), b.json()].map((r: MyCourseRegistration) => [r.status, r.place]).sort();
    expect(statuses).toEqual([['registered', null], ['waiting', 1]]);
  });
});

describe('the secretariat\'s participant list (spec §6: courses are the secretariat\'s)', () => {
  it('lists participants and the waiting list; nobody else may', async () => {
    const id = await course({ seats: 1, asksDietary: true });
    await signUp('medlem', id, { dietary: 'Glutenfri' });
    await signUp('medlem-flera', id, { dietary: '' });
    const list = await listOf(id);
    expect(list).toMatchObject({ course_id: id, seats: 1 });
    expect(list.participants).toEqual([expect.objectContaining({ user_id: d.medlem.id, name: 'Anna Lindqvist', status: 'registered', dietary: 'Glutenfri' })]);
    expect(list.waiting).toEqual([expect.objectContaining({ user_id: d['medlem-flera'].id, status: 'waiting', place: 1 })]);
    for (const user of ['medlem', 'styrelse', 'nationell', 'ombud', 'ekonom', 'skyddad'] as DemoUsername[]) {
      for (const path of ['registrations', 'registrations.csv']) {
        expect({ user, path, status: (await call(user, 'GET', `/content/courses/${id}/${path}`)).statusCode }).toEqual({ user, path, status: 403 });
      }
      expect((await call(user, 'DELETE', `/content/courses/${id}/registrations/${d.medlem.id}`)).statusCode).toBe(403);
    }
    expect((await call('kanslist', 'GET', '/content/courses/c0470000-0000-4000-8000-999999999999/registrations')).statusCode).toBe(404);
  });

  it('removing one gives the freed seat to the first on the waiting list', async () => {
    const id = await course({ seats: 1 });
    await signUp('medlem', id);
    await signUp('medlem-flera', id);
    expect((await call('kanslist', 'DELETE', `/content/courses/${id}/registrations/${d.medlem.id}`)).statusCode).toBe(204);
    const list = await listOf(id);
    expect(list.participants.map((p) => p.user_id)).toEqual([d['medlem-flera'].id]);
    expect(list.waiting).toEqual([]);
    expect(offered.filter((e) => e.courseId === id).map((e) => e.userId)).toEqual([d['medlem-flera'].id]);
    expect((await call('kanslist', 'DELETE', `/content/courses/${id}/registrations/${d.medlem.id}`)).statusCode).toBe(404);
  });

  it('removing one once the course has started promotes nobody and offers no seat (issue 33)', async () => {
    const id = await course({ seats: 1 });
    await signUp('medlem', id);
    await signUp('medlem-flera', id);
    await server.db.updateTable('courses').set({ startsAt: new Date(Date.now() - 3600_000) }).where('id', '=', id).execute();
    expect((await call('kanslist', 'DELETE', `/content/courses/${id}/registrations/${d.medlem.id}`)).statusCode).toBe(204);
    const list = await listOf(id);
    expect(list.participants).toEqual([]);
    expect(list.waiting.map((p) => p.user_id)).toEqual([d['medlem-flera'].id]);
    expect(offered.filter((e) => e.courseId === id)).toEqual([]);
  });

  it('protected identity: a protected member\'s registration shows as name and member number only', async () => {
    const id = await course({ asksDietary: true, asksWorkplace: true });
    expect((await signUp('skyddad', id, { dietary: 'Laktosfri', workplace: 'Kalmar' })).statusCode).toBe(201);
    const [row] = (await listOf(id)).participants;
    expect(row).toMatchObject({ name: 'Nils Åkesson', protected_identity: true, email: null, dietary: null, workplace: null, answer: null });
    expect(row!.member_number).toEqual(expect.any(String));
    const csv = (await call('kanslist', 'GET', `/content/courses/${id}/registrations.csv`)).body;
    expect(csv).not.toContain('Laktosfri');
    expect(csv).not.toContain('Kalmar');
    // The member themself still sees their own answers.
    expect((await call('skyddad', 'GET', `/content/courses/${id}`)).json().registration).toMatchObject({ dietary: 'Laktosfri', workplace: 'Kalmar' });
  });

  it('exports the list as CSV: UTF-8 with a BOM, quoted where needed, formulas neutralised', async () => {
    const id = await course({ seats: 1, question: 'Förväntningar?' });
    await signUp('medlem', id, { answer: '=HYPERLINK("http://x","klicka")' });
    await signUp('medlem-flera', id, { answer: 'Lära mig; mer\n"om" ämnet' });
    const res = await call('kanslist', 'GET', `/content/courses/${id}/registrations.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="deltagare-.+\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Status;Plats i kön;Namn;Medlemsnummer;E-post;Anmäld;Kostönskemål;Arbetsplats;Svar på kursens fråga');
    expect(lines[1]).toMatch(/^Deltagare;;Anna Lindqvist;/);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://x"",""klicka"")"`);
    expect(res.body).toContain('Väntelista;1;Johan Bergström;');
    expect(res.body).toContain('"Lära mig; mer\n""om"" ämnet"');
  });
});

describe('GET courses/registrations/mine', () => {
  it('lists the caller\'s own sign-ups by course start, with the waiting place', async () => {
    const later = await course({ seats: 1, startsAt: future(60) });
    const sooner = await course({ seats: 1, startsAt: future(10) });
    await signUp('ombud', later);
    await signUp('styrelse', later);
    await signUp('styrelse', sooner);
    const mine = (await call('styrelse', 'GET', '/content/courses/registrations/mine')).json() as MyRegistrationItem[];
    const ours = mine.filter((item) => [later, sooner].includes(item.course.id));
    expect(ours.map((item) => [item.course.id, item.registration.status, item.registration.place])).toEqual([[sooner, 'registered', null], [later, 'waiting', 1]]);
  });
});

describe('the secretariat\'s course form: seats and questions', () => {
  const base: CourseInput = {
    title: 'Kurs med platser', description: 'Om kursen', location: 'Visby', starts_at: future(40).toISOString(), ends_at: future(40.2).toISOString(),
    last_application_date: null, target: { kind: 'everyone' },
  };
  it('stores seats and questions, and refuses bad ones with an error code (never coerced)', async () => {
    const res = await call('kanslist', 'POST', '/content/courses/create', { ...base, seats: 12, questions: { dietary: true, workplace: false, question: '  Varför?  ' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ seats: 12, seats_left: 12, questions: { dietary: true, workplace: false, question: 'Varför?' } });
    const bad: [unknown, number, string][] = [
      [{ seats: 0 }, 400, 'SEATS_INVALID'],
      [{ seats: 2.5 }, 400, 'SEATS_INVALID'],
      [{ seats: '5' }, 400, 'INVALID_REQUEST'],
      [{ questions: { dietary: 'yes', workplace: false, question: null } }, 400, 'INVALID_REQUEST'],
      [{ questions: { dietary: true, workplace: false, question: 'x'.repeat(501) } }, 400, 'QUESTION_TOO_LONG'],
    ];
    for (const [extra, status, code] of bad) {
      const refused = await call('kanslist', 'POST', '/content/courses/create', { ...base, ...(extra as object) });
      expect({ extra, status: refused.statusCode, code: refused.json().errorCode }).toEqual({ extra, status, code });
    }
  });

  it('a course created without seats has no limit and never a waiting list', async () => {
    const created = (await call('kanslist', 'POST', '/content/courses/create', base)).json() as Course;
    expect(created).toMatchObject({ seats: null, seats_left: null, questions: { dietary: false, workplace: false, question: null } });
    expect((await signUp('medlem', created.id)).json()).toMatchObject({ status: 'registered' });
  });
});
