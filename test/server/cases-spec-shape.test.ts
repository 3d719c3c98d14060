import { gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { CASE_LIST_LEAN_MEDIA_TYPE, type SpecCase } from '../../src/domain/caseListSpec';
import type { CaseType } from '../../src/api/types';

/**
 * Issue 21: GET Case/GetAll answers the spec's shape by default (spec §3 Case objects and
 * caseTypes); the lean entries only for a client that asks for them by their media type. Each
 * representation has its own ETag (Vary: Accept); delta polls work in both.
 */
let server: TestServer;
const d = demoAccounts;
const secretariat = '/api/Case/GetAll?role=secretariat';
const lean = { accept: CASE_LIST_LEAN_MEDIA_TYPE };

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
});
afterAll(() => server.close());

async function get(username: DemoUsername, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { ...(await server.as(d[username].id)), ...headers } });
}

const SPEC_FIELDS = ['id', 'title', 'caseType', 'status', 'created', 'deadLine', 'flagged', 'hasUnreadMessages', 'tags', 'subCategories', 'users', 'ownerUser',
  'association', 'workplace', 'isLocked', 'lockedBy', 'preview'];

describe('issue 21: Case/GetAll keeps the spec\'s shape by default', () => {
  test('spec §3, §7: `cases` as Case objects with the spec\'s field names, and `caseTypes`', async () => {
    const res = await get('kanslist', secretariat);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { cases: SpecCase[]; caseTypes: CaseType[] };
    expect(body.cases.length).toBeGreaterThan(0);
    for (const c of body.cases.slice(0, 50)) {
      expect(Array.isArray(c)).toBe(false);
      expect(Object.keys(c)).toEqual(expect.arrayContaining(SPEC_FIELDS));
      expect(c.caseType).toEqual(expect.objectContaining({ type: expect.any(String), title: expect.any(String), subCategories: expect.any(Array), nationalAssociations: expect.any(Array), psychologyAssociations: expect.any(Array) }));
      expect(c.ownerUser).toEqual({ id: expect.any(String), name: expect.any(String) });
      expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(c.created))).toBe(false);
    }
    expect(body.caseTypes.length).toBeGreaterThan(0);
    expect(res.headers.vary).toMatch(/accept(,|$)/);
  });

  test('the lean entries for a client that asks for them; the two have different ETags and each 304s only its own', async () => {
    const spec = await get('kanslist', secretariat);
    const leaner = await get('kanslist', secretariat, lean);
    expect(Array.isArray((leaner.json() as { cases: unknown[] }).cases[0])).toBe(true);
    expect(leaner.headers.etag).not.toBe(spec.headers.etag);
    expect((await get('kanslist', secretariat, { 'if-none-match': spec.headers.etag as string })).statusCode).toBe(304);
    expect((await get('kanslist', secretariat, { ...lean, 'if-none-match': leaner.headers.etag as string })).statusCode).toBe(304);
    expect((await get('kanslist', secretariat, { 'if-none-match': leaner.headers.etag as string })).statusCode).toBe(200);
    expect((await get('kanslist', secretariat, { ...lean, 'if-none-match': spec.headers.etag as string })).statusCode).toBe(200);
    // Both describe the same cases.
    const ids = (body: { cases: unknown[] }, read: (c: unknown) => string) => body.cases.map(read).sort();
    expect(ids(spec.json(), (c) => (c as SpecCase).id)).toEqual(ids(leaner.json(), (c) => {
      const wire = (c as unknown[])[1] as string;
      return wire.length === 32 ? `${wire.slice(0, 8)}-${wire.slice(8, 12)}-${wire.slice(12, 16)}-${wire.slice(16, 20)}-${wire.slice(20)}` : wire.replace(/^~/, '');
    }));
  });

  test('a delta poll in the spec\'s shape: the changed case as a Case object, `removed` and `since`', async () => {
    const first = (await get('kanslist', secretariat)).json() as { cases: SpecCase[]; cursor: string };
    const target = first.cases[0];
    const flagged = await server.app.inject({
      method: 'PATCH', url: '/api/Case/Flag', headers: { ...(await server.as(d['kansli-styrelse'].id)), 'content-type': 'application/json' },
      payload: { caseId: target.id, flagged: !target.flagged },
    });
    expect(flagged.statusCode).toBe(200);
    const res = await get('kanslist', `${secretariat}&since=${first.cursor}`, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    const delta = JSON.parse(gunzipSync(res.rawPayload).toString()) as { cases: SpecCase[]; removed: string[]; since: string };
    expect(delta.since).toBe(first.cursor);
    expect(delta.removed).toEqual([]);
    expect(delta.cases.find((c) => c.id === target.id)).toEqual(expect.objectContaining({ id: target.id, flagged: !target.flagged, caseType: expect.objectContaining({ subCategories: expect.any(Array) }) }));
  });
});
