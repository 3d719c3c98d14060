import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { startMailBench, type MailBench } from './mailBench';
import type { NotificationSettingsResponse } from '../../src/api/notificationTypes';
import { mailCourseNotices } from '../../server/notifications/courseNotices';

/**
 * Issue 25 through issue 24's delivery: the app's default course listener mails the sign-up's
 * confirmation and the seat offered to the first on the waiting list, to the member's own address,
 * without the answers to the course's questions, unless the member turned 'course' off.
 */

let server: TestServer;
let bench: MailBench;
const d = demoAccounts;

let n = 0;
async function course(seats: number): Promise<string> {
  const id = `c0480000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const startsAt = new Date(Date.now() + 30 * 24 * 3600_000);
  await server.db.insertInto('courses').values({
    id, title: `Kursen om etik ${n}`, description: 'Om kursen', location: 'Visby', startsAt, endsAt: new Date(startsAt.getTime() + 7 * 3600_000),
    lastApplicationDate: null, seats, asksDietary: true, asksWorkplace: true, question: 'Vad vill du lära dig?',
  }).execute();
  return id;
}
const answers = { dietary: 'Hemlig glutenallergi', workplace: 'Hemliga vårdcentralen', answer: 'Mitt hemliga svar' };

const call = async (user: DemoUsername, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: await server.as(d[user].id), ...(payload ? { payload } : {}) });
const signUp = (user: DemoUsername, courseId: string) => call(user, 'POST', `/content/courses/${courseId}/registration`, answers);
const emailOf = async (user: DemoUsername) => (await server.db.selectFrom('users').select('email').where('id', '=', d[user].id).executeTakeFirstOrThrow()).email!;
const deliveredSince = (from: number) => bench.deliveredSince(from);
async function setCourseKind(user: DemoUsername, on: boolean) {
  const current = (await call(user, 'GET', '/api/User/Notifications')).json<NotificationSettingsResponse>();
  const saved = await call(user, 'PUT', '/api/User/Notifications', { ...current.settings, kinds: { ...current.settings.kinds, course: on } });
  expect(saved.statusCode).toBe(200);
  expect(saved.json<NotificationSettingsResponse>().settings.kinds.course).toBe(on);
}

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
  bench = await startMailBench(server.db);
});
afterAll(async () => {
  await bench.stop();
  await server.close();
});
beforeEach(async () => {
  await bench.deliverer.runOnce();
  await server.db.deleteFrom('notificationSettings').execute();
});

describe('course sign-up mail (issue 25 through issue 24)', () => {
  it('a sign-up mails a confirmation to the own address, with a link to the course and no answers to its questions', async () => {
    const id = await course(3);
    const from = bench.peer.received.length;
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[[await emailOf('medlem')], `Du är anmäld till Kursen om etik ${n}`]]);
    const [mail] = mails;
    expect(mail.body).toContain(`http://portal.test/kurser/${id}`);
    expect(mail.body).toMatch(/Content-Type: text\/plain/i);
    expect(mail.body).toMatch(/Content-Type: text\/html/i);
    for (const secret of Object.values(answers)) expect(mail.body).not.toContain(secret);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/portal\.test\/avisering\/avsluta\?u=[0-9a-f-]+&k=course&t=[A-Za-z0-9_-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a freed seat mails the first on the waiting list, once', async () => {
    const id = await course(1);
    const before = bench.peer.received.length;
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    expect((await signUp('medlem-flera', id)).statusCode).toBe(201);
    const confirmations = await deliveredSince(before);
    expect(confirmations.map((m) => [m.to, m.subject]).sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual([
      [[await emailOf('medlem')], `Du är anmäld till Kursen om etik ${n}`],
      [[await emailOf('medlem-flera')], `Du står på väntelistan till Kursen om etik ${n}`],
    ]);
    const from = bench.peer.received.length;
    expect((await call('medlem', 'DELETE', `/content/courses/${id}/registration`)).statusCode).toBe(204);
    const mails = (await deliveredSince(from)).filter((m) => !m.subject.startsWith('Du är avanmäld'));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[[await emailOf('medlem-flera')], `Du har fått en plats på Kursen om etik ${n}`]]);
    expect(mails[0].body).toContain(`http://portal.test/kurser/${id}`);
    for (const secret of Object.values(answers)) expect(mails[0].body).not.toContain(secret);
    const keys = await server.db.selectFrom('notificationOutbox').select('idempotencyKey').where('kind', '=', 'course').where('recipientUserId', '=', d['medlem-flera'].id).execute();
    expect(keys.map((k) => k.idempotencyKey.split(':')[0]).sort()).toEqual(['course-seat', 'course-signup']);
  });

  it('sign up, cancel, sign up again: a receipt for each, the second sign-up too (keyed by registration, not by course)', async () => {
    const id = await course(5);
    const from = bench.peer.received.length;
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    expect((await call('medlem', 'DELETE', `/content/courses/${id}/registration`)).statusCode).toBe(204);
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([
      [await emailOf('medlem'), `Du är anmäld till Kursen om etik ${n}`],
      [await emailOf('medlem'), `Du är avanmäld från Kursen om etik ${n}`],
      [await emailOf('medlem'), `Du är anmäld till Kursen om etik ${n}`],
    ]);
  });

  it('a cancellation gets a receipt (issue 34): to the own address, with the course link, without the answers, turned off with the course kind', async () => {
    const id = await course(5);
    expect((await signUp('medlem-flera', id)).statusCode).toBe(201);
    await bench.deliverer.runOnce();
    const from = bench.peer.received.length;
    expect((await call('medlem-flera', 'DELETE', `/content/courses/${id}/registration`)).statusCode).toBe(204);
    const [mail, ...more] = await deliveredSince(from);
    expect(more).toEqual([]);
    expect([mail.to, mail.subject]).toEqual([[await emailOf('medlem-flera')], `Du är avanmäld från Kursen om etik ${n}`]);
    expect(mail.body).toContain('Vi har tagit emot din avanmälan från kursen');
    expect(mail.body).toContain(`http://portal.test/kurser/${id}`);
    for (const secret of Object.values(answers)) expect(mail.body).not.toContain(secret);
    expect(mail.headers['list-unsubscribe']).toContain('k=course');
    const keys = await server.db.selectFrom('notificationOutbox').select('idempotencyKey').where('kind', '=', 'course').where('recipientUserId', '=', d['medlem-flera'].id).where('subject', 'like', 'Du är avanmäld%').execute();
    expect(keys.map((k) => k.idempotencyKey.split(':')[0])).toContain('course-cancel');

    await setCourseKind('medlem-flera', false);
    expect((await signUp('medlem-flera', id)).statusCode).toBe(201);
    await bench.deliverer.runOnce();
    const quiet = bench.peer.received.length;
    expect((await call('medlem-flera', 'DELETE', `/content/courses/${id}/registration`)).statusCode).toBe(204);
    expect(await deliveredSince(quiet)).toHaveLength(0);
  });

  it("turning the 'course' kind off stops the mail; on again, it comes", async () => {
    await setCourseKind('medlem', false);
    const id = await course(5);
    const from = bench.peer.received.length;
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    expect(await deliveredSince(from)).toHaveLength(0);
    await setCourseKind('medlem', true);
    expect((await call('medlem', 'DELETE', `/content/courses/${id}/registration`)).statusCode).toBe(204);
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    expect((await deliveredSince(from)).map((m) => m.subject)).toEqual([`Du är avanmäld från Kursen om etik ${n}`, `Du är anmäld till Kursen om etik ${n}`]);
  });

  it("the mail's one-click unsubscribe turns the 'course' kind off, and nothing else", async () => {
    const id = await course(5);
    const from = bench.peer.received.length;
    expect((await signUp('medlem-flera', id)).statusCode).toBe(201);
    const [mail] = await deliveredSince(from);
    const link = mail.headers['list-unsubscribe'].slice(1, -1).replace('http://portal.test', '');
    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mina kursanmälningar och platser från väntelistan');
    const done = await server.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    const after = (await call('medlem-flera', 'GET', '/api/User/Notifications')).json<NotificationSettingsResponse>();
    expect(after.settings.kinds).toEqual({ reply: true, closed: true, added: true, createdForYou: true, ownerReply: true, newCase: true, deadline: true, course: false });
  });
});

describe('which course mails are written', () => {
  it('an address refused for good gets no course mail; once the profile has another address, the new one does', async () => {
    const refused = (address: string) => server.db.insertInto('notificationSettings').values({ userId: d.medlem.id, bouncedAddress: address, bounceReason: '550 5.1.1', bouncedAt: new Date() })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ bouncedAddress: address })).execute();
    await refused(await emailOf('medlem'));
    const id = await course(5);
    const from = bench.peer.received.length;
    expect((await signUp('medlem', id)).statusCode).toBe(201);
    expect(await deliveredSince(from)).toHaveLength(0);
    await refused('an.older.address@example.com');
    expect((await call('medlem', 'DELETE', `/content/courses/${id}/registration`)).statusCode).toBe(204);
    expect((await deliveredSince(from)).map((m) => [m.to[0], m.subject])).toEqual([[await emailOf('medlem'), `Du är avanmäld från Kursen om etik ${n}`]]);
  });

  it('a registration is confirmed once, whether the sign-up is told as a seat or as a place on the waiting list', async () => {
    const id = await course(5);
    const registrationId = 'c0480000-0000-4000-8000-0000000000ff';
    const notices = mailCourseNotices('http://portal.test');
    const event = { registrationId, courseId: id, courseTitle: 'Kursen', userId: d.medlem.id };
    await server.db.transaction().execute(async (trx) => {
      await notices.courseSignedUp(trx, { ...event, status: 'registered' });
      await notices.courseSignedUp(trx, { ...event, status: 'waiting' });
      await notices.courseSignedUp(trx, { ...event, status: 'registered' });
    });
    const rows = await server.db.selectFrom('notificationOutbox').select('subject').where('idempotencyKey', 'like', `%:${registrationId}:%`).execute();
    expect(rows).toEqual([{ subject: 'Du är anmäld till Kursen' }]);
  });

  it('an event for an id that is nobody mails nobody and fails nothing', async () => {
    const id = await course(5);
    const nobody = 'c0480000-0000-4000-8000-0000000000fe';
    await server.db.transaction().execute((trx) => mailCourseNotices('http://portal.test').courseCancelled(trx, { registrationId: nobody, courseId: id, courseTitle: 'Kursen', userId: nobody }));
    expect(await server.db.selectFrom('notificationOutbox').select('id').where('recipientUserId', '=', nobody).execute()).toEqual([]);
  });
});
