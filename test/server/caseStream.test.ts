import { sql } from 'kysely';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { TICKETS_PER_MINUTE } from '../../server/routes/caseStream';
import { startTestServer, type TestServer } from './helpers';
import { testPostgresUrl } from './testDatabase';
import { listening, openStream, ticketFor, until, type OpenedStream } from './caseStreamSupport';

/**
 * Issue 35, push: the case stream's access rules. A stream opens only with a single-use ticket
 * that a bearer call obtained; it names only cases its user may open (Case/Get answers them), never
 * content; it ends with its token.
 */
const d = demoAccounts;
let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer({
    seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined),
    // On PostgreSQL the streams hear the changes through the change feed, as every process does.
    ...(testPostgresUrl ? { changeFeed: { retryMs: 50 } } : {}),
  });
  base = await listening(server);
  if (server.changes) await until('the feed listens', () => server.changes!.mark('case_list') !== undefined, 10_000);
});
afterAll(() => server?.close());

const streams: OpenedStream[] = [];
afterEach(() => { for (const stream of streams.splice(0)) stream.close(); });
const open = async (userId: string, headers: Record<string, string> = {}) => {
  const stream = await openStream(`${base}/Case/Stream?ticket=${await ticketFor(server, base, userId)}`, headers);
  streams.push(stream);
  return stream;
};

describe('opening a stream', () => {
  it('without a ticket, with a made-up one, or with one used before: 401, and nothing is streamed', async () => {
    expect((await openStream(`${base}/Case/Stream`)).status).toBe(401);
    expect((await openStream(`${base}/Case/Stream?ticket=${'A'.repeat(43)}`)).status).toBe(401);
    const ticket = await ticketFor(server, base, d.kanslist.id);
    const first = await openStream(`${base}/Case/Stream?ticket=${ticket}`);
    streams.push(first);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const again = await openStream(`${base}/Case/Stream?ticket=${ticket}`);
    expect([again.status, again.body]).toEqual([401, expect.stringContaining('UNAUTHORIZED')]);
  });

  it('a ticket needs a bearer token: none is a 401, a token without the API scope a 403', async () => {
    expect((await fetch(`${base}/Case/Stream/Ticket`, { method: 'POST' })).status).toBe(401);
    const scopeless = await server.tokenFor(d.kanslist.id, { scope: 'openid' });
    expect((await fetch(`${base}/Case/Stream/Ticket`, { method: 'POST', headers: { authorization: `Bearer ${scopeless}` } })).status).toBe(403);
  });

  it('ends when its token expires', async () => {
    const token = await server.tokenFor(d.kanslist.id, { expiresIn: '2s' });
    const answer = await fetch(`${base}/Case/Stream/Ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const { ticket } = (await answer.json()) as { ticket: string };
    const stream = await openStream(`${base}/Case/Stream?ticket=${ticket}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('a browser\'s own reconnection (Last-Event-ID) is told to ask the list first: the stream keeps no history, the list\'s cursor resumes', async () => {
    const stream = await open(d.kanslist.id, { 'last-event-id': '12345' });
    await until('the resync', () => stream.events.length > 0);
    expect(stream.events[0]).toEqual({ event: 'resync', id: '12345', data: { version: '12345' } });
  });
});

describe('what a stream names', () => {
  it('over every demo account: exactly the changed cases that user may open (Case/Get answers them), ids and version only', async () => {
    const sample = (await sql<{ id: string }>`select id from (select distinct on (case_type, association_id, workplace_id, should_be_handled_by_kanslist, invitation_from_board_member, owner_user_id) id
        from cases order by case_type, association_id, workplace_id, should_be_handled_by_kanslist, invitation_from_board_member, owner_user_id, id) s order by id limit 120`.execute(server.db)).rows.map((r) => r.id);
    expect(sample.length).toBeGreaterThan(10);
    const accounts = Object.entries(d);
    const opened = await Promise.all(accounts.map(async ([name, account]) => ({ name, account, stream: await open(account.id) })));
    await server.db.updateTable('cases').set({ title: sql`title || ' '` }).where('id', 'in', sample).execute();
    let named = 0;
    for (const { name, account, stream } of opened) {
      const mayOpen: string[] = [];
      for (const id of sample) {
        const answer = await server.app.inject({ method: 'GET', url: `/api/Case/Get/${id}`, headers: await server.as(account.id) });
        if (answer.statusCode === 200) mayOpen.push(id);
      }
      if (mayOpen.length > 0) await until(`${name}'s event`, () => stream.events.length > 0);
      else await new Promise((resolve) => setTimeout(resolve, 200));
      const ids = stream.events.flatMap((e) => (e.data as { ids: string[] }).ids);
      expect({ name, ids: [...ids].sort() }).toEqual({ name, ids: [...mayOpen].sort() });
      for (const event of stream.events) expect(Object.keys(event.data as object).sort()).toEqual(['ids', 'version']);
      named += ids.length;
    }
    expect(named).toBeGreaterThan(0);
  });

  it('a case written in a transaction that is rolled back is never named', async () => {
    const stream = await open(d.kanslist.id);
    const { id } = await server.db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable('cases').set({ title: 'Aldrig' }).where('id', '=', id).execute();
      throw new Error('rolled back');
    }).catch(() => undefined);
    await server.db.updateTable('cases').set({ title: sql`title` }).where('id', '=', id).execute();
    await until('the committed change', () => stream.events.length > 0);
    expect(stream.events).toHaveLength(1);
  });
});

// Last: the storm leaves its user without tickets for this minute (the limit is the process's).
describe('a reconnect storm', () => {
  it('past the minute\'s tickets a 429 with Retry-After, while another user is served', async () => {
    const headers = await server.as(d.ekonom.id);
    const answers = [];
    for (let i = 0; i <= TICKETS_PER_MINUTE; i += 1) answers.push(await fetch(`${base}/Case/Stream/Ticket`, { method: 'POST', headers }));
    // The demo accounts' test took one of this user's tickets already.
    expect(answers.slice(0, TICKETS_PER_MINUTE - 1).every((a) => a.status === 201)).toBe(true);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fetch(`${base}/Case/Stream/Ticket`, { method: 'POST', headers: await server.as(d.medlem.id) })).status).toBe(201);
  });
});
