import { sql } from 'kysely';
import { d, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { testPostgresUrl } from './testDatabase';
import { composeDueSummaries, swedishDayAndHour } from '../../server/notifications/summaries';

/**
 * Issue 33, the daily summary (composeDueSummaries) at its edges, without a deliverer: the cut at
 * 07:00 Swedish time, one summary per handler and day, notices about cases erased since, a notice
 * that comes late, and held notices another process is composing. The demo seed; the held notices
 * are written straight into the outbox, dated by the test. Winter dates: Sweden is UTC+1.
 */
let server: CaseHandlingServer;
let n = 0;
const url = 'http://portal.test';

/** A notice held for the summary, written (created_at) at `createdAt`. */
async function hold(userId: string, caseId: string | null, createdAt: string): Promise<string> {
  n += 1;
  const id = `0b3c6f8e-7777-4a4a-8a8a-${String(n).padStart(12, '0')}`;
  await server.db.insertInto('notificationOutbox').values({
    id, idempotencyKey: `summaries-test:${n}`, kind: 'newCase', recipientUserId: userId, address: 'handler@example.com', caseId,
    subject: 'Nytt ärende', textBody: 'Hej!', htmlBody: '<p>Hej!</p>', state: 'held', createdAt: new Date(createdAt),
  }).execute();
  return id;
}
const stateOf = async (id: string) => (await server.db.selectFrom('notificationOutbox').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
const summaries = () => server.db.selectFrom('notificationOutbox').select(['idempotencyKey', 'recipientUserId', 'textBody', 'state'])
  .where('kind', '=', 'summary').orderBy('createdAt').orderBy('idempotencyKey').execute();
const compose = (at: string) => composeDueSummaries(server.db, url, new Date(at));

beforeAll(async () => { server = await startCaseHandlingServer('notifications-summaries'); });
afterAll(async () => { await server.cleanUp(); });
beforeEach(async () => { await server.db.deleteFrom('notificationOutbox').execute(); });

it("the summary's day and hour are Sweden's, in winter and in summer", () => {
  expect(swedishDayAndHour(new Date('2026-11-25T23:30:00Z'))).toEqual({ day: '2026-11-26', hour: 0, minute: 30 });
  expect(swedishDayAndHour(new Date('2026-06-30T05:07:00Z'))).toEqual({ day: '2026-06-30', hour: 7, minute: 7 });
});

it("the cut is 07:00:00 Swedish time to the millisecond, whatever second the summary is composed at", async () => {
  const lastMoment = await hold(d.kanslist.id, server.fixtures.medlemCounselling, '2026-11-25T05:59:59.999Z'); // 06:59:59.999 in Sweden
  const atSeven = await hold(d.kanslist.id, server.fixtures.medlemMembershipNew, '2026-11-25T06:00:00.000Z'); // 07:00:00.000
  expect(await compose('2026-11-25T06:00:30.500Z')).toBe(1); // 07:00:30.5
  expect([await stateOf(lastMoment), await stateOf(atSeven)]).toEqual(['summarised', 'held']);
});

it("today's summary holds what was written before 07:00 Swedish time; what came at 07:00 waits for tomorrow's, which goes out at 07:30", async () => {
  const before = server.fixtures.medlemCounselling;
  const after = server.fixtures.medlemMembershipNew;
  const early = await hold(d.kanslist.id, before, '2026-11-25T05:58:00Z'); // 06:58 in Sweden
  const atSeven = await hold(d.kanslist.id, after, '2026-11-25T06:00:00Z'); // 07:00 in Sweden
  expect(await compose('2026-11-25T08:30:00Z')).toBe(1); // 09:30
  expect([await stateOf(early), await stateOf(atSeven)]).toEqual(['summarised', 'held']);
  const [today] = await summaries();
  expect(today).toMatchObject({ idempotencyKey: `summary:2026-11-25:${d.kanslist.id}`, recipientUserId: d.kanslist.id, state: 'pending' });
  expect(today.textBody).toContain(`${url}/arenden/kansliet/arende/${before}\n`);
  expect(today.textBody).not.toContain(after);
  expect(today.textBody).toContain(`${url}/avisering/avsluta?u=${d.kanslist.id}&k=summary&t=`);
  expect(today.textBody).toContain(`${url}/aviseringar`);

  expect(await compose('2026-11-26T05:59:00Z')).toBe(0); // 06:59 the next day: not yet
  expect(await compose('2026-11-26T06:30:00Z')).toBe(1); // 07:30
  expect(await stateOf(atSeven)).toBe('summarised');
  const tomorrow = (await summaries())[1];
  expect(tomorrow.idempotencyKey).toBe(`summary:2026-11-26:${d.kanslist.id}`);
  expect(tomorrow.textBody).toContain(`/arende/${after}\n`);
});

it('one summary per handler and day: a notice dated before the cut that is written after the summary waits for the next day', async () => {
  await hold(d.kanslist.id, server.fixtures.medlemCounselling, '2026-11-24T12:00:00Z');
  expect(await compose('2026-11-25T08:30:00Z')).toBe(1);
  const late = await hold(d.kanslist.id, server.fixtures.medlemMembershipNew, '2026-11-25T05:30:00Z'); // a transaction begun at 06:30
  expect(await compose('2026-11-25T09:00:00Z')).toBe(0);
  expect(await stateOf(late)).toBe('held');
  expect(await compose('2026-11-26T06:30:00Z')).toBe(1);
  expect(await stateOf(late)).toBe('summarised');
  expect((await summaries()).map((s) => s.idempotencyKey)).toEqual([`summary:2026-11-25:${d.kanslist.id}`, `summary:2026-11-26:${d.kanslist.id}`]);
});

it('notices about cases erased since are left out; a handler with nothing else gets no summary, and those notices are not held again', async () => {
  const erasedOnly = await hold(d.ekonom.id, null, '2026-11-24T12:00:00Z');
  const erased = await hold(d.kanslist.id, null, '2026-11-24T12:00:00Z');
  const kept = await hold(d.kanslist.id, server.fixtures.medlemCounselling, '2026-11-24T12:30:00Z');
  expect(await compose('2026-11-25T08:30:00Z')).toBe(1);
  expect([await stateOf(erasedOnly), await stateOf(erased), await stateOf(kept)]).toEqual(['summarised', 'summarised', 'summarised']);
  const written = await summaries();
  expect(written.map((s) => s.recipientUserId)).toEqual([d.kanslist.id]);
  expect(written[0].textBody).toContain('Ärendena (logga in för att läsa):\nhttp://portal.test/arenden/kansliet/arende/');
  expect(written[0].textBody.match(/\/arende\//g)).toHaveLength(1);
  expect(await compose('2026-11-26T08:30:00Z')).toBe(0);
});

// Two connections: on the embedded database (one connection) the other process cannot be played.
const onPostgres = (name: string, body: () => Promise<void>) => {
  // Registered only where it runs: `npm test` runs this file on PostgreSQL too (test:server:postgres).
  if (testPostgresUrl) it(name, body);
};
onPostgres('held notices another process is composing are skipped, not summarised twice, and nothing fails', async () => {
  const row = await hold(d.kanslist.id, server.fixtures.medlemCounselling, '2026-11-24T12:00:00Z');
  const whileTaken = await server.db.transaction().execute(async (other) => {
    await sql`select id from notification_outbox where id = ${row} for update`.execute(other);
    return compose('2026-11-25T08:30:00Z');
  });
  expect(whileTaken).toBe(0);
  expect(await stateOf(row)).toBe('held');
  expect(await summaries()).toEqual([]);
  expect(await compose('2026-11-25T08:30:00Z')).toBe(1);
});
