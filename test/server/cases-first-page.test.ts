import { gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './helpers';
import { readList } from './caseListSupport';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';
import { CASE_PAGE_SIZE, defaultCaseFilters, defaultCaseSort, filterCases, pageOf } from '../../src/domain/caseList';
import { sortCases } from '../../src/domain/caseOrder';
import { CaseStatus } from '../../src/domain/caseStatus';
import { CASE_LIST_FIRST_MAX } from '../../src/api/types';
import { loadUser } from '../../server/auth/loadUser';
import { caseList, newListCaches } from '../../server/cases/caseList';
import { loadCatalogue } from '../../server/cases/catalogue';
import type { CaseListScope } from '../../server/cases/visibility';

/**
 * Issue 38, the first page first: Case/GetAll?part=open&first=N answers the N cases the list's
 * default view shows first (the rows of the first screen) and that view's count, while the part
 * comes beside it.
 */

let server: TestServer;
const kanslist = demoAccounts.kanslist;
const list = '/api/Case/GetAll?role=secretariat';
const open = `${list}&part=open`;
const firstPage = `${open}&first=${CASE_PAGE_SIZE}`;

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
});
afterAll(() => server.close());

async function get(url: string, headers: Record<string, string> = {}, as: string = kanslist.id) {
  return server.app.inject({ method: 'GET', url, headers: { ...(await server.as(as)), accept: CASE_LIST_LEAN_MEDIA_TYPE, ...headers } });
}

async function read(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return { ...readList(res.json()), first: (res.json() as { first?: { count: number; unread: number } }).first, res };
}

/** Page 1 of the default view as the SPA's selectors make it from the open part. */
async function shownFromThePart() {
  const part = await read(open);
  return pageOf(sortCases(filterCases(part.cases, defaultCaseFilters), defaultCaseSort), 1, CASE_PAGE_SIZE);
}

describe('Case/GetAll?part=open&first=N (issue 38, the first page first)', () => {
  it('answers the rows page 1 of the default view shows, as the open part would give them, and that view\'s count', async () => {
    const [page, shown] = await Promise.all([read(firstPage), shownFromThePart()]);
    expect(shown.total).toBeGreaterThan(CASE_PAGE_SIZE);
    expect(page.cases).toEqual(shown.rows);
    expect(page.first!.count).toBe(shown.total);
    // The rows' case types come along (their titles), and the role's.
    for (const item of page.cases) expect(page.caseTypes.map((t) => t.type)).toContain(item.caseType.type);
  });

  it('tells how many of the open part\'s cases the caller has not read, beyond the page too (the header\'s dot until the part arrives)', async () => {
    const [page, part] = await Promise.all([read(firstPage), read(open)]);
    const unread = part.cases.filter((c) => c.hasUnreadMessages);
    const shownIds = new Set(page.cases.map((c) => c.id));
    expect(unread.filter((c) => !shownIds.has(c.id)).length).toBeGreaterThan(0);
    expect(page.first!.unread).toBe(unread.length);
  });

  it('is no version of the list: no ETag, no cursor, no closed part\'s numbers', async () => {
    const page = await read(firstPage);
    expect(page.res.headers.etag).toBeUndefined();
    expect(page.cursor).toBeUndefined();
    expect(page.rest).toBeUndefined();
  });

  it('follows the list: a newly closed case leaves it, and the count with it', async () => {
    const before = await read(firstPage);
    const target = before.cases[0];
    await server.db.updateTable('cases').set({ status: CaseStatus.CLOSED }).where('id', '=', target.id).execute();
    const after = await read(firstPage);
    expect(after.cases.map((c) => c.id)).not.toContain(target.id);
    expect(after.first!.count).toBe(before.first!.count - 1);
    expect(after.cases).toEqual((await shownFromThePart()).rows);
  });

  it('comes gzip-encoded when asked for, and smaller N gives the first N', async () => {
    const res = await get(`${open}&first=3`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    const three = readList(JSON.parse(gunzipSync(res.rawPayload).toString()));
    expect(three.cases).toEqual((await shownFromThePart()).rows.slice(0, 3));
  });

  it('is refused with 400 VALIDATION_FAILED outside the open part\'s lean first answer', async () => {
    const refused = [
      `${list}&first=20`, `${list}&part=closed&first=20`, `${open}&first=20&since=abc`, `${open}&first=0`, `${open}&first=${CASE_LIST_FIRST_MAX + 1}`,
      `${open}&first=x`, `${open}&first=2.5`, `/api/Case/GetAll?role=organization&organisationId=${demoAccounts.styrelse.id}&part=open&first=20`,
    ];
    for (const url of refused) {
      const res = await get(url);
      expect({ url, status: res.statusCode, code: res.json().errorCode }).toEqual({ url, status: 400, code: 'VALIDATION_FAILED' });
    }
    const specShape = await server.app.inject({ method: 'GET', url: firstPage, headers: await server.as(kanslist.id) });
    expect({ status: specShape.statusCode, code: specShape.json().errorCode }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('is refused where the list is: a member asking for the secretariat\'s first page gets its 403', async () => {
    const res = await get(firstPage, {}, demoAccounts.medlem.id);
    expect(res.statusCode).toBe(403);
  });

  it('on a process new to the list, builds the items of the page\'s rows only, not of the whole open part (issue 38: 3.5 s at scale 50)', async () => {
    const caches = newListCaches();
    const openPart: CaseListScope = { role: 'secretariat', organisationId: null, workplaceId: null, part: 'open' };
    const user = (await loadUser(server.db, kanslist.id))!;
    const answer = await caseList(server.db, caches, await loadCatalogue(server.db), user, openPart);
    const page = readList(JSON.parse((await answer.firstPage(5, 'identity')).toString()));
    expect(page.cases).toEqual((await shownFromThePart()).rows.slice(0, 5));
    expect(caches.items.size).toBe(5);
    // Once the part's items are built, the order is read from them: the same page.
    await answer.body('identity');
    expect(caches.items.size).toBeGreaterThan(CASE_PAGE_SIZE);
    const again = await caseList(server.db, caches, await loadCatalogue(server.db), user, openPart);
    expect(readList(JSON.parse((await again.firstPage(5, 'identity')).toString())).cases).toEqual(page.cases);
  });
});
