import { gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers';
import { readDelta, readList } from './caseListSupport';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';
import type { CaseListRest } from '../../src/domain/caseListPart';

/** Issue 26: Case/GetAll?part=open|closed, the secretariat's list in two parts (lean media type). */

let server: TestServer;
const kanslist = demoAccounts.kanslist;
const list = '/api/Case/GetAll?role=secretariat';
const open = `${list}&part=open`;
const closed = `${list}&part=closed`;

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
});
afterAll(() => server.close());

async function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { ...(await server.as(kanslist.id)), accept: CASE_LIST_LEAN_MEDIA_TYPE, ...headers } });
}

async function read(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return { ...readList(res.json()), etag: res.headers.etag as string, rest: (res.json() as { rest?: CaseListRest }).rest };
}

const ids = (cases: { id: string }[]) => cases.map((c) => c.id).sort();

describe('Case/GetAll in parts (issue 26)', () => {
  it('the open part holds the cases that are not closed, the closed part the closed ones: together the whole list', async () => {
    const [whole, first, rest] = await Promise.all([read(list), read(open), read(closed)]);
    expect(first.cases.length).toBeGreaterThan(0);
    expect(rest.cases.length).toBeGreaterThan(0);
    expect(first.cases.every((c) => c.status !== 3)).toBe(true);
    expect(rest.cases.every((c) => c.status === 3)).toBe(true);
    expect(ids([...first.cases, ...rest.cases])).toEqual(ids(whole.cases));
    expect(whole.rest).toBeUndefined();
    expect(rest.rest).toBeUndefined();
  });

  it('a full list is laid out one case per line, compressed or not, so the SPA can parse it a slice per task (issue 38)', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const res = await get(open, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      const text = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
      const lines = text.split('\n');
      expect(lines[0]).toBe('{"cases":[');
      expect(lines.at(-1)!.startsWith('],"caseTypes":')).toBe(true);
      const entries = lines.slice(1, -1).map((line, i, all) => JSON.parse(i < all.length - 1 ? line.replace(/,$/, '') : line) as { id: string });
      expect(entries.map((entry) => entry.id)).toEqual((JSON.parse(text) as { cases: { id: string }[] }).cases.map((c) => c.id));
      expect(entries.length).toBeGreaterThan(1);
    }
  });

  it('the open part carries the closed part\'s count and unread cases before that part is asked for', async () => {
    const first = await read(open);
    const rest = await read(closed);
    expect(first.rest).toEqual({ part: 'closed', count: rest.cases.length, unread: rest.cases.filter((c) => c.hasUnreadMessages).length });
  });

  it('each part has its own ETag: 304 per part, and the open part\'s changes when a closed case changes', async () => {
    const first = await read(open);
    const rest = await read(closed);
    expect(first.etag).not.toBe(rest.etag);
    expect((await get(open, { 'if-none-match': first.etag })).statusCode).toBe(304);
    expect((await get(closed, { 'if-none-match': rest.etag })).statusCode).toBe(304);
    const target = rest.cases[0];
    await server.db.updateTable('cases').set({ flagged: !target.flagged }).where('id', '=', target.id).execute();
    const again = await get(`${open}&since=${first.cursor}`, { 'if-none-match': first.etag });
    expect(again.statusCode).toBe(200);
    const delta = readDelta(again.json());
    expect(delta.cases).toEqual([]);
    expect(delta.removed).toEqual([]);
    expect((again.json() as { rest: CaseListRest }).rest.count).toBe(rest.cases.length);
    const closedDelta = readDelta((await get(`${closed}&since=${rest.cursor}`, { 'if-none-match': rest.etag })).json());
    expect(closedDelta.cases.map((c) => c.id)).toEqual([target.id]);
  });

  it('a case that is closed leaves the open part\'s delta as removed and enters the closed part\'s as changed', async () => {
    const first = await read(open);
    const rest = await read(closed);
    const target = first.cases[0];
    await server.db.updateTable('cases').set({ status: 3 }).where('id', '=', target.id).execute();
    const openRes = await get(`${open}&since=${first.cursor}`, { 'accept-encoding': 'gzip' });
    expect(openRes.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(openRes.rawPayload).toString()) as { rest: CaseListRest };
    const openDelta = readDelta(body);
    expect(openDelta.removed).toEqual([target.id]);
    expect(openDelta.cases).toEqual([]);
    expect(body.rest.count).toBe(rest.cases.length + 1);
    const closedDelta = readDelta((await get(`${closed}&since=${rest.cursor}`)).json());
    expect(closedDelta.cases).toEqual([expect.objectContaining({ id: target.id, status: 3 })]);
    expect(closedDelta.removed).toEqual([]);
  });

  it('an unknown part is refused with 400 VALIDATION_FAILED', async () => {
    for (const part of ['all', 'OPEN', '', 'open,closed']) {
      const res = await get(`${list}&part=${encodeURIComponent(part)}`);
      expect({ part, status: res.statusCode, code: res.json().errorCode }).toEqual({ part, status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('the spec\'s default answer is unchanged: without part, every case, no rest', async () => {
    const res = await server.app.inject({ method: 'GET', url: list, headers: await server.as(kanslist.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('rest');
    const rest = await read(closed);
    const first = await read(open);
    expect((res.json() as { cases: unknown[] }).cases).toHaveLength(first.cases.length + rest.cases.length);
  });
});
