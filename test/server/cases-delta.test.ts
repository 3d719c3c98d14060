import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { readDelta, readList } from './caseListSupport';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { loadUser } from '../../server/auth/loadUser';
import { caseList, newListCaches, snapshotXmin } from '../../server/cases/caseList';
import { loadCatalogue } from '../../server/cases/catalogue';
import { mergeDelta } from '../../src/features/cases/reuseUnchanged';
import { fromCaseListEntries } from '../../src/domain/caseListWire';
import type { CaseListDelta, CaseListItem } from '../../src/api/types';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';

/** Issue 13, delta polling: Case/GetAll?since={cursor} answers only what changed since that version. */

let server: TestServer;
const d = demoAccounts;
const secretariat = '/api/Case/GetAll?role=secretariat';
const context = { role: 'secretariat' as const, organisationId: null, workplaceId: null };

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
});
afterAll(() => server.close());

/** The lean wire form (issue 13) is what these tests are about: asked for by its media type (issue 21). */
async function get(username: DemoUsername, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { ...(await server.as(d[username].id)), accept: CASE_LIST_LEAN_MEDIA_TYPE, ...headers } });
}

const byId = (items: readonly CaseListItem[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));

/** The list read afresh: new caches, nothing patched or kept. */
async function freshList(username: DemoUsername = 'kanslist'): Promise<CaseListItem[]> {
  const user = (await loadUser(server.db, d[username].id))!;
  const answer = await caseList(server.db, newListCaches(), await loadCatalogue(server.db), user, context);
  return (readList(JSON.parse((await answer.body('identity')).toString()))).cases;
}

async function full(username: DemoUsername = 'kanslist') {
  const res = await get(username, secretariat);
  expect(res.statusCode).toBe(200);
  return readList(res.json());
}

// First in the file: its plan is the one after the seed's ANALYZE. Once the tests below have written
// hundreds of changes, autovacuum may analyse the change log again at any moment, and then a plan
// over the newest changes is the planner's guess of that moment (a CI run under load saw a hash join).
describe('a delta poll is planned with the snapshot\'s xmin as a value (the change log read by index, the cases by id)', () => {
  it('takes the xmin of a snapshot as PostgreSQL writes it, and refuses anything else', () => {
    expect(snapshotXmin('15580:15583:15580,15581')).toBe('15580');
    expect(snapshotXmin('742:742:')).toBe('742');
    for (const bad of ['', '15580', 'x:1:', '1;drop table cases:2:']) expect(() => snapshotXmin(bad)).toThrow(/Not a snapshot/);
  });

  it('reads few rows after the seed analysed the change logs: the plan of a delta uses the cases\' primary key', async () => {
    const { rows: [{ xmin }] } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(server.db);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select c.id from cases c
      where c.id in (select case_id from case_list.changes where xid >= ${xmin}::xid8)`.execute(server.db);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using cases_pkey/);
    expect(plan).not.toMatch(/Seq Scan on cases/);
  });
});

describe('Case/GetAll with a cursor (issue 13)', () => {
  it('the full list carries its cursor; a poll that sends it back gets only the case that changed', async () => {
    const first = await full();
    expect(first.cursor).toMatch(/^[\w-]+$/);
    const target = first.cases[2];
    await server.db.updateTable('cases').set({ flagged: !target.flagged }).where('id', '=', target.id).execute();
    const res = await get('kanslist', `${secretariat}&since=${first.cursor}`);
    expect(res.statusCode).toBe(200);
    const delta = readDelta(res.json());
    expect(delta.since).toBe(first.cursor);
    expect(delta.cursor).not.toBe(first.cursor);
    expect(delta.cases.map((c) => c.id)).toEqual([target.id]);
    expect(delta.cases[0].flagged).toBe(!target.flagged);
    expect(delta.removed).toEqual([]);
    expect(delta.caseTypes).toBeUndefined();
    // The cursor begins with the list's version, the ETag (server/cases/list/cursor.ts).
    expect(res.headers.etag).toBe(`"${delta.cursor.slice(0, 27)}"`);
  });

  it('304 stays for nothing new (If-None-Match with the cursor sent along)', async () => {
    const first = await get('kanslist', secretariat);
    const { cursor } = readList(first.json());
    const again = await get('kanslist', `${secretariat}&since=${cursor}`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('the delta is gzip-encoded for a browser, and small', async () => {
    const first = await full();
    const target = first.cases[5];
    await server.db.updateTable('cases').set({ title: 'Ändrad rubrik' }).where('id', '=', target.id).execute();
    const res = await get('kanslist', `${secretariat}&since=${first.cursor}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const delta = readDelta(JSON.parse(gunzipSync(res.rawPayload).toString()));
    expect(delta.cases).toEqual([expect.objectContaining({ id: target.id, title: 'Ändrad rubrik' })]);
    expect(res.rawPayload.length).toBeLessThan(2000);
  });

  it('closing a case is a change, not a removal (the client filters closed cases itself)', async () => {
    const first = await full();
    const target = first.cases.find((c) => c.status !== 3)!;
    await server.db.updateTable('cases').set({ status: 3 }).where('id', '=', target.id).execute();
    const delta = readDelta((await get('kanslist', `${secretariat}&since=${first.cursor}`)).json());
    expect(delta.cases).toEqual([expect.objectContaining({ id: target.id, status: 3 })]);
    expect(delta.removed).toEqual([]);
  });

  it('a case the caller may no longer see is in removed', async () => {
    const first = await full();
    const mine = await server.db.selectFrom('caseUsers').select('caseId').where('userId', '=', d.kanslist.id).execute();
    const target = first.cases.find((c) => !mine.some((m) => m.caseId === c.id))!;
    await server.db.updateTable('cases').set({ shouldBeHandledByKanslist: false }).where('id', '=', target.id).execute();
    const delta = readDelta((await get('kanslist', `${secretariat}&since=${first.cursor}`)).json());
    expect(delta.removed).toEqual([target.id]);
    expect(delta.cases).toEqual([]);
    await server.db.updateTable('cases').set({ shouldBeHandledByKanslist: true }).where('id', '=', target.id).execute();
  });

  it('a cursor of another list context, another caller, or one too old gets the full list', async () => {
    const mine = readList((await get('kanslist', '/api/Case/GetAll?role=member')).json());
    const other = await get('kanslist', `${secretariat}&since=${mine.cursor}`);
    expect(other.json()).not.toHaveProperty('since');
    expect(readList(other.json()).cases).toHaveLength((await freshList()).length);

    const colleague = await full('kansli-styrelse');
    expect((await get('kanslist', `${secretariat}&since=${colleague.cursor}`)).json()).not.toHaveProperty('since');

    const unknown = await get('kanslist', `${secretariat}&since=AAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.json()).not.toHaveProperty('since');
  });

  it('a poll reuses the caller it loaded only while nothing of it changed: a lost role is seen by the next poll', async () => {
    const etag = (await get('kanslist', secretariat)).headers.etag as string;
    expect((await get('kanslist', secretariat, { 'if-none-match': etag })).statusCode).toBe(304);
    const membership = await server.db.selectFrom('memberships').innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
      .selectAll('memberships').where('memberships.userId', '=', d.kanslist.id).where('organisations.kind', '=', 'secretariat').executeTakeFirstOrThrow();
    await server.db.deleteFrom('memberships').where('userId', '=', membership.userId).where('organisationId', '=', membership.organisationId).execute();
    try {
      expect((await get('kanslist', secretariat, { 'if-none-match': etag })).statusCode).toBe(403);
    } finally {
      await server.db.insertInto('memberships').values(membership).execute();
    }
    expect((await get('kanslist', secretariat, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('a renamed tag reaches the next poll (the catalogue is part of the context)', async () => {
    const first = await full();
    const tagged = first.cases.find((c) => c.tags.length > 0)!;
    const tag = tagged.tags[0];
    await server.db.updateTable('tags').set({ title: 'Nytt namn' }).where('type', '=', tag.type).execute();
    try {
      const after = await full();
      expect(after.cases.find((c) => c.id === tagged.id)!.tags).toContainEqual({ type: tag.type, title: 'Nytt namn' });
    } finally {
      await server.db.updateTable('tags').set({ title: tag.title }).where('type', '=', tag.type).execute();
    }
  });

  it('a malformed cursor is a 400, not a 500', async () => {
    const res = await get('kanslist', `${secretariat}&since=${encodeURIComponent('a"b')}`);
    expect(res.statusCode).toBe(400);
  });
});

/**
 * Issue 13: random sequences of changes, closes, reassignments and permission losses on the server;
 * after each poll the client's list (the deltas merged as the SPA's reducer merges them) equals a
 * full GetAll read afresh.
 */
describe('property: the deltas merged are the full list', () => {
  it('after every poll the merged list equals a full GetAll', async () => {
    const pool = (await server.db.selectFrom('cases').select('id').orderBy('id').limit(40).execute()).map((r) => r.id);
    const colleague = d['kansli-styrelse'].id;
    type Op =
      | { kind: 'flag' | 'close' | 'retitle' | 'lose' | 'gain' | 'assign' | 'unassign' | 'read'; at: number }
      | { kind: 'poll' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constantFrom('flag', 'close', 'retitle', 'lose', 'gain', 'assign', 'unassign', 'read'), at: fc.nat(pool.length - 1) }) as fc.Arbitrary<Op>,
      fc.constant({ kind: 'poll' } as Op),
    );
    const apply = async (o: Op, step: number) => {
      if (o.kind === 'poll') return;
      const id = pool[o.at];
      const cases = server.db.updateTable('cases').where('id', '=', id);
      switch (o.kind) {
        case 'flag': await server.db.updateTable('cases').set((eb) => ({ flagged: eb.not('flagged') })).where('id', '=', id).execute(); break;
        case 'close': await cases.set({ status: 3 }).execute(); break;
        case 'retitle': await cases.set({ title: `Rubrik ${step}` }).execute(); break;
        case 'lose': await cases.set({ shouldBeHandledByKanslist: false }).execute(); break;
        case 'gain': await cases.set({ shouldBeHandledByKanslist: true }).execute(); break;
        case 'assign':
          await server.db.insertInto('caseUsers').values({ caseId: id, userId: d.kanslist.id, isAdministrating: step % 2 === 0 })
            .onConflict((oc) => oc.columns(['caseId', 'userId']).doUpdateSet({ isAdministrating: step % 2 === 0 })).execute();
          await server.db.insertInto('caseUsers').values({ caseId: id, userId: colleague, isAdministrating: true }).onConflict((oc) => oc.doNothing()).execute();
          break;
        case 'unassign': await server.db.deleteFrom('caseUsers').where('caseId', '=', id).execute(); break;
        case 'read':
          await server.db.insertInto('caseReads').values({ caseId: id, userId: d.kanslist.id, readAt: new Date() })
            .onConflict((oc) => oc.columns(['caseId', 'userId']).doUpdateSet({ readAt: new Date() })).execute();
          break;
      }
    };

    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
      const start = await full();
      let held = start.cases;
      let { caseTypes } = start;
      let cursor = start.cursor!;
      let step = 0;
      for (const o of [...ops, { kind: 'poll' } as Op]) {
        step += 1;
        await apply(o, step);
        if (o.kind !== 'poll') continue;
        const res = await get('kanslist', `${secretariat}&since=${cursor}`);
        expect(res.statusCode).toBe(200);
        const delta = res.json() as CaseListDelta;
        expect(delta.since).toBe(cursor);
        caseTypes = delta.caseTypes ?? caseTypes;
        held = mergeDelta(held, fromCaseListEntries(delta.cases, { codes: delta.codes, caseTypes, tags: delta.tags }), delta.removed);
        cursor = delta.cursor;
        expect(byId(held)).toEqual(byId(await freshList()));
      }
    }), { numRuns: 12 });
  });
});
