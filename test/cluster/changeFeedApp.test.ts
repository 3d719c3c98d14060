import pg from 'pg';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';
import { startTestServer, type TestServer } from '../server/helpers';
import { counted, moved, terminateListener, until } from './feedSupport';
import { listening, openStream, ticketFor } from '../server/caseStreamSupport';

/**
 * Issue 26, cheap on every process: what a process keeps with the change feed (server/db/changeFeed.ts)
 * and when it lets go of it.
 */
const d = demoAccounts;
const list = '/api/Case/GetAll?role=secretariat';

describe('Case/GetAll on a process with the change feed', () => {
  const count = counted();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined),
      changeFeed: { retryMs: 50 },
      appDatabase: count.appDatabase,
    });
  });
  afterAll(() => server?.close());

  const listPoll = async (url: string, userId: string, etag?: string) => server.app.inject({
    method: 'GET', url, headers: { ...(await server.as(userId)), accept: CASE_LIST_LEAN_MEDIA_TYPE, ...(etag ? { 'if-none-match': etag } : {}) },
  });
  const poll = (etag?: string) => listPoll(list, d.kanslist.id, etag);
  // Issue 38: a member's list (the cases they own) is kept until a notice names them.
  const memberPoll = (etag?: string) => listPoll('/api/Case/GetAll?role=member', d.medlem.id, etag);

  it('an unchanged poll asks the database nothing', async () => {
    const first = await poll();
    expect(first.statusCode).toBe(200);
    const before = count.queries();
    const again = await poll(first.headers.etag as string);
    expect(again.statusCode).toBe(304);
    expect(count.queries() - before).toBe(0);
  });

  it('a case another process writes is in the next poll once its notice is heard', async () => {
    const first = await poll();
    const mark = server.changes!.mark('case_list');
    const { id } = await server.db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await server.db.updateTable('cases').set({ title: 'Skrivet av en annan process' }).where('id', '=', id).execute();
    await until('the notice is heard', moved(server.changes!, 'case_list', mark));
    const next = await poll(first.headers.etag as string);
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('Skrivet av en annan process');
  });

  it("issue 38: a write to another member's case costs the member's next poll no query; a write to their own is in it", async () => {
    const first = await memberPoll();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    await memberPoll(etag);
    const others = await server.db.selectFrom('cases').select('id').where('ownerUserId', '!=', d.medlem.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const mark = server.changes!.mark('case_list');
    await server.db.updateTable('cases').set({ title: 'Någon annans ärende' }).where('id', '=', others.id).execute();
    await until('the notice is heard', moved(server.changes!, 'case_list', mark));
    const before = count.queries();
    expect((await memberPoll(etag)).statusCode).toBe(304);
    expect(count.queries() - before).toBe(0);

    const own = await server.db.selectFrom('cases').select('id').where('ownerUserId', '=', d.medlem.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const markAgain = server.changes!.mark('case_list');
    await server.db.updateTable('cases').set({ title: 'Medlemmens eget ärende, ändrat' }).where('id', '=', own.id).execute();
    await until('the notice is heard', moved(server.changes!, 'case_list', markAgain));
    const next = await memberPoll(etag);
    expect(next.statusCode).toBe(200);
    expect(next.body).toContain('Medlemmens eget ärende, ändrat');
  });
});

describe('issue 35: case streams on a process with the change feed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined), changeFeed: { retryMs: 50 } });
  });
  afterAll(() => server?.close());

  it('a process that loses its listening connection ends its streams (the browsers poll and reconnect), and opens new ones once it listens again', async () => {
    const base = await listening(server);
    await until('the feed listens', () => server.changes!.mark('case_list') !== undefined);
    const stream = await openStream(`${base}/Case/Stream?ticket=${await ticketFor(server, base, d.kanslist.id)}`);
    expect(stream.status).toBe(200);
    let ended = false;
    void stream.ended.then(() => { ended = true; });
    await terminateListener(server.db);
    await until('the stream ends', () => ended);
    await until('the feed listens again', () => server.changes!.mark('case_list') !== undefined);
    const again = await openStream(`${base}/Case/Stream?ticket=${await ticketFor(server, base, d.kanslist.id)}`);
    expect(again.status).toBe(200);
    again.close();
  });
});

describe('a write this process answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The feed listens on a database where nothing is written: no notice ever comes, so only the
    // process's own answer to the write can tell it that what it kept is stale.
    const elsewhere = async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' });
      await client.connect();
      return client;
    };
    server = await startTestServer({
      seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined),
      changeFeed: { connect: elsewhere, retryMs: 50 },
    });
  });
  afterAll(() => server?.close());

  it('is in its next poll at once, without waiting for a notice', async () => {
    const headers = { ...(await server.as(d.kanslist.id)), accept: CASE_LIST_LEAN_MEDIA_TYPE };
    const first = await server.app.inject({ method: 'GET', url: list, headers });
    const { id } = await server.db.selectFrom('cases').select('id')
      .where('shouldBeHandledByKanslist', '=', true).where('status', '<', 3).where('lockedByUserId', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const locked = await server.app.inject({ method: 'POST', url: `/api/Case/${id}/Lock`, headers: await server.as(d.kanslist.id) });
    expect(locked.statusCode).toBe(200);
    const next = await server.app.inject({ method: 'GET', url: list, headers: { ...headers, 'if-none-match': first.headers.etag as string } });
    expect(next.statusCode).toBe(200);
  });

  it('issue 35: a Case/Get that writes the read mark is in its next poll at once (the GET invalidates what the process kept)', async () => {
    const headers = { ...(await server.as(d.kanslist.id)), accept: CASE_LIST_LEAN_MEDIA_TYPE };
    const { id } = await server.db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true)
      .where('lastMessageAt', 'is not', null).where('lastMessageSenderUserId', '!=', d.kanslist.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await server.db.deleteFrom('caseReads').where('caseId', '=', id).where('userId', '=', d.kanslist.id).execute();
    server.changes!.touch(); // no notice comes here: the test's own write is told by hand
    const first = await server.app.inject({ method: 'GET', url: list, headers });
    expect(first.body).toContain(id.replaceAll('-', ''));
    const read = await server.app.inject({ method: 'GET', url: `/api/Case/Get/${id}`, headers: await server.as(d.kanslist.id) });
    expect(read.statusCode).toBe(200);
    const next = await server.app.inject({ method: 'GET', url: list, headers: { ...headers, 'if-none-match': first.headers.etag as string } });
    expect(next.statusCode).toBe(200);
    // Read once more: nothing is written, and what the process kept stands (a 304, no echo).
    await server.app.inject({ method: 'GET', url: `/api/Case/Get/${id}`, headers: await server.as(d.kanslist.id) });
    const after = await server.app.inject({ method: 'GET', url: list, headers: { ...headers, 'if-none-match': next.headers.etag as string } });
    expect(after.statusCode).toBe(304);
  });

  it('through /content as through /api (whatever the route): a write moves the marks, a read does not', async () => {
    const headers = await server.as(d.kanslist.id);
    await until('the feed listens', () => server.changes!.mark('case_list') !== undefined);
    const before = server.changes!.mark('case_list');
    const read = await server.app.inject({ method: 'GET', url: '/content/courses', headers });
    expect(read.statusCode).toBe(200);
    expect(server.changes!.mark('case_list')).toBe(before);
    const written = await server.app.inject({
      method: 'POST', url: '/content/posts/create', headers, payload: { title: 'Rubrik', preamble: 'Ingress', body: 'Brödtext', target: { kind: 'everyone' } },
    });
    expect(written.statusCode).toBe(201);
    expect(server.changes!.mark('case_list')).not.toBe(before);
  });
});
