import { addDays } from 'date-fns/addDays';
import { addMinutes } from 'date-fns/addMinutes';
import { sql } from 'kysely';
import { startCaseHandlingServer, accounts, type CaseHandlingServer } from './caseHandlingFixtures';
import { demoAccounts as d, demoOrganisations as org, type DemoUsername } from '../../server/db/seed';
import { recordAccess } from '../../server/accessLog/accessLogStore';
import { runRetention } from '../../server/retention/retentionRun';
import type { AccessLogPage } from '../../src/api/types';

/**
 * Issue 37, "Vem har sett mina uppgifter" (server/accessLog/, src/domain/accessLog.ts): what each
 * read path writes and what it never writes (the owner's own reads, a refused read), the dedupe
 * window, who reads a log (the member their own without names; the secretariat's management a
 * protected member's with names; everyone else refused), that no call changes the log, and its
 * pruning by the retention run. The expected answers are written out from the issue and spec §6.
 */
let server: CaseHandlingServer;
beforeAll(async () => { server = await startCaseHandlingServer('access-log'); }, 240_000);
afterAll(() => server.cleanUp());

const entriesOf = async (subject: string) => server.db.selectFrom('accessLog').selectAll().where('subjectUserId', '=', subject).orderBy('id').execute();
const clear = () => server.db.deleteFrom('accessLog').execute();
const ownLog = async (who: DemoUsername, query = '') => {
  const res = await server.call(who, 'GET', `User/AccessLog${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as AccessLogPage;
};

describe('what is logged', () => {
  beforeEach(clear);

  test('Case/Get by a handler is one entry in the owner\'s log: the secretariat, Kansliet, the case; a re-read in the window is the same entry', async () => {
    const id = server.fixtures.medlemCounselling;
    for (let i = 0; i < 3; i += 1) expect((await server.call('kanslist', 'GET', `Case/Get/${id}`)).statusCode).toBe(200);
    const rows = await entriesOf(d.medlem.id);
    expect(rows.map((r) => [r.viewerUserId, r.viewerRole, r.viewerUnitName, r.objectKind, r.objectId]))
      .toEqual([[d.kanslist.id, 'secretariat', 'Kansliet', 'case', id]]);
  });

  test('a 304 of Case/Get (the page\'s copy unchanged) is an opening too', async () => {
    const id = server.fixtures.medlemCounselling;
    const first = await server.call('kanslist', 'GET', `Case/Get/${id}`);
    await clear();
    const again = await server.app.inject({ method: 'GET', url: `/api/Case/Get/${id}`, headers: { ...(await server.as(d.kanslist.id)), 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(await entriesOf(d.medlem.id)).toHaveLength(1);
  });

  test('the owner\'s own reads are never logged: Case/Get, Members/{id}/Get and User/{id}/Get of oneself', async () => {
    expect((await server.call('medlem', 'GET', `Case/Get/${server.fixtures.medlemCounselling}`)).statusCode).toBe(200);
    expect((await server.call('medlem', 'GET', `Members/${d.medlem.id}/Get`)).statusCode).toBe(200);
    expect((await server.call('medlem', 'GET', `User/${d.medlem.id}/Get`)).statusCode).toBe(200);
    expect(await server.db.selectFrom('accessLog').selectAll().execute()).toEqual([]);
  });

  test('a refused read writes nothing', async () => {
    expect((await server.call('medlem-flera', 'GET', `Case/Get/${server.fixtures.medlemCounselling}`)).statusCode).toBe(404);
    expect((await server.call('medlem', 'GET', `Members/${d['medlem-flera'].id}/Get`)).statusCode).toBe(404);
    expect((await server.call('ekonom', 'GET', `Case/Get/${server.fixtures.memberBenefits}`)).statusCode).toBe(404);
    expect(await server.db.selectFrom('accessLog').selectAll().execute()).toEqual([]);
  });

  test('the member page (Members/{id}/Get) and User/{id}/Get of another are reads of the member\'s record, one entry in the window', async () => {
    expect((await server.call('ekonom', 'GET', `Members/${d.medlem.id}/Get`)).statusCode).toBe(200);
    expect((await server.call('ekonom', 'GET', `User/${d.medlem.id}/Get`)).statusCode).toBe(200);
    expect((await entriesOf(d.medlem.id)).map((r) => [r.viewerUserId, r.viewerRole, r.viewerUnitName, r.objectKind, r.objectId]))
      .toEqual([[d.ekonom.id, 'economist', 'Vasabyrån', 'member', d.medlem.id]]);
  });

  test('a board and a workplace representative are logged with their association and workplace', async () => {
    const stockholmOwner = (await server.db.selectFrom('cases').select('ownerUserId').where('id', '=', server.fixtures.stockholmNew).executeTakeFirstOrThrow()).ownerUserId;
    expect((await server.call('styrelse', 'GET', `Case/Get/${server.fixtures.stockholmNew}`)).statusCode).toBe(200);
    expect((await entriesOf(stockholmOwner)).map((r) => [r.viewerRole, r.viewerUnitId, r.viewerUnitName]))
      .toEqual([['board', org.styrelseBoardOf.id, org.styrelseBoardOf.name]]);
    const kalmarOwner = (await server.db.selectFrom('cases').select('ownerUserId').where('id', '=', server.fixtures.kalmarWorkplace).executeTakeFirstOrThrow()).ownerUserId;
    expect((await server.call('ombud', 'GET', `Case/Get/${server.fixtures.kalmarWorkplace}`)).statusCode).toBe(200);
    // ombud sits on Kalmar's board too: the board is named first, as spec §6's rules are read.
    expect((await entriesOf(kalmarOwner)).map((r) => [r.viewerRole, r.viewerUnitName])).toEqual([['board', org.ombudWorkAssociation.name]]);
  });

  test('the secretariat opening skyddad\'s record is logged for skyddad', async () => {
    expect((await server.call('kanslist', 'GET', `Members/${d.skyddad.id}/Get`)).statusCode).toBe(200);
    expect((await entriesOf(d.skyddad.id)).map((r) => [r.viewerUserId, r.objectKind])).toEqual([[d.kanslist.id, 'member']]);
  });

  test('dedupe: one entry per viewer, member and object in each 10-minute window of the clock; the next window is a new entry', async () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const entry = (when: Date, objectId = server.fixtures.medlemCounselling) => recordAccess(server.db, {
      subjectUserId: d.medlem.id, viewerUserId: d.kanslist.id, viewer: { role: 'secretariat', unitId: null, unitName: 'Kansliet' }, object: 'case', objectId, at: when,
    });
    expect(await entry(at)).toBe(true);
    expect(await entry(addMinutes(at, 9))).toBe(false);
    expect(await entry(addMinutes(at, 9), server.fixtures.medlemClosed)).toBe(true);
    expect(await entry(addMinutes(at, 10))).toBe(true);
    expect(await entriesOf(d.medlem.id)).toHaveLength(3);
  });
});

describe('reading the log', () => {
  beforeAll(async () => {
    await clear();
    await server.call('kanslist', 'GET', `Case/Get/${server.fixtures.medlemCounselling}`);
    await server.call('ekonom', 'GET', `Members/${d.medlem.id}/Get`);
    await server.call('kanslist', 'GET', `Members/${d.skyddad.id}/Get`);
  });

  test('User/AccessLog: one\'s own log, newest first, the viewer as role and unit, never by name, the case by its title', async () => {
    const log = await ownLog('medlem');
    expect(log.total).toBe(2);
    expect(log.entries.map((e) => [e.role, e.unit, e.viewerName, e.what])).toEqual([
      ['economist', 'Vasabyrån', null, 'member'],
      ['secretariat', 'Kansliet', null, 'case'],
    ]);
    const title = (await server.db.selectFrom('cases').select('title').where('id', '=', server.fixtures.medlemCounselling).executeTakeFirstOrThrow()).title;
    expect(log.entries[1]).toMatchObject({ caseId: server.fixtures.medlemCounselling, caseTitle: title });
    expect(JSON.stringify(log)).not.toMatch(/Ekström|Sjöberg|de300000-0000-4000-8000-00000000000[68]/);
  });

  test('paged: size and page', async () => {
    const all = await ownLog('medlem');
    const second = await ownLog('medlem', '?size=1&page=2');
    expect(second).toEqual({ entries: [all.entries[1]], total: 2, page: 2, size: 1 });
    expect((await server.call('medlem', 'GET', 'User/AccessLog?size=101')).statusCode).toBe(400);
  });

  test('nobody looked: an empty log', async () => {
    expect(await ownLog('medlem-flera')).toEqual({ entries: [], total: 0, page: 1, size: 20 });
  });

  test('the secretariat\'s management reads skyddad\'s log with names', async () => {
    const res = await server.call('kansli-styrelse', 'GET', `Members/${d.skyddad.id}/AccessLog`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AccessLogPage).entries.map((e) => [e.role, e.unit, e.viewerName, e.what]))
      .toEqual([['secretariat', 'Kansliet', 'Lena Ekström', 'member']]);
  });

  // Members/{id}/AccessLog: skyddad (protected) and medlem, every demo account.
  type Expected = 200 | [403, 'ACCESS_LOG_NOT_ALLOWED'] | [404, 'MEMBER_NOT_FOUND'];
  const refused: Expected = [403, 'ACCESS_LOG_NOT_ALLOWED'];
  const hidden: Expected = [404, 'MEMBER_NOT_FOUND'];
  const table: Record<'skyddad' | 'medlem', Record<DemoUsername, Expected>> = {
    skyddad: {
      medlem: hidden, 'medlem-flera': hidden, styrelse: hidden, nationell: hidden, ombud: hidden,
      kanslist: refused, 'kansli-styrelse': 200, ekonom: refused, skyddad: 200,
    },
    // Not protected: the secretariat's management has no reading of it; the member has their own.
    // nationell sits on the board of one of medlem's national associations: reaches medlem, not the log.
    medlem: {
      medlem: 200, 'medlem-flera': hidden, styrelse: hidden, nationell: refused, ombud: hidden,
      kanslist: refused, 'kansli-styrelse': refused, ekonom: refused, skyddad: hidden,
    },
  };
  const rows = (['skyddad', 'medlem'] as const).flatMap((subject) => accounts.map((account) => [subject, account] as const));
  it.each(rows)('GET Members/{%s}/AccessLog as %s', async (subject, account) => {
    const res = await server.call(account, 'GET', `Members/${d[subject].id}/AccessLog`);
    const got: Expected = res.statusCode === 200 ? 200 : [res.statusCode, res.json().errorCode] as Expected;
    expect(got).toEqual(table[subject][account]);
    // The member's own reading never names anyone.
    if (got === 200 && account === subject) expect((res.json() as AccessLogPage).entries.every((e) => e.viewerName === null)).toBe(true);
  });

  test('an id of no member is the 404 of a hidden one', async () => {
    const res = await server.call('kansli-styrelse', 'GET', 'Members/00000000-0000-4000-8000-00000000abcd/AccessLog');
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'MEMBER_NOT_FOUND']);
  });
});

describe('the log cannot be changed', () => {
  test('no route writes to it: only GETs are registered on the access log\'s paths', () => {
    const methods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
    for (const url of ['/api/User/AccessLog', `/api/Members/${d.skyddad.id}/AccessLog`]) {
      for (const method of methods) expect({ url, method, registered: server.app.hasRoute({ method, url: url.replace(d.skyddad.id, ':id') }) }).toEqual({ url, method, registered: false });
    }
  });

  test('the database refuses an update of an entry; forgetting an erased viewer is the one change it allows', async () => {
    await clear();
    await server.call('kanslist', 'GET', `Case/Get/${server.fixtures.medlemCounselling}`);
    const [row] = await entriesOf(d.medlem.id);
    await expect(sql`update access_log set viewer_role = 'board' where id = ${row.id}`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`update access_log set at = now() - interval '1 day', viewer_user_id = null where id = ${row.id}`.execute(server.db)).rejects.toThrow(/append-only/);
    await sql`update access_log set viewer_user_id = null where id = ${row.id}`.execute(server.db);
    expect((await entriesOf(d.medlem.id))[0]).toEqual({ ...row, viewerUserId: null });
  });
});

describe('retention', () => {
  test('entries older than ACCESS_LOG_RETENTION_DAYS are pruned by the retention run and counted in its line; newer ones stay', async () => {
    await clear();
    const now = new Date();
    const entry = (daysAgo: number) => recordAccess(server.db, {
      subjectUserId: d.medlem.id, viewerUserId: d.kanslist.id, viewer: { role: 'secretariat', unitId: null, unitName: 'Kansliet' }, object: 'member', objectId: d.medlem.id, at: addDays(now, -daysAgo),
    });
    await entry(731);
    await entry(729);
    await entry(100);
    const lines: string[] = [];
    const options = { caseRetentionDays: 100_000, noticeRetentionDays: 100_000, now: () => now, log: (line: string) => lines.push(line) };
    expect((await runRetention(server.db, { ...options, dryRun: true })).accessLog).toBe(1);
    expect(await entriesOf(d.medlem.id)).toHaveLength(3);
    const result = await runRetention(server.db, options);
    expect(result.accessLog).toBe(1);
    expect(lines.at(-1)).toMatch(/, 1 poster i åtkomstloggen och \d+ registerutdrag\.$/);
    expect((await entriesOf(d.medlem.id)).map((r) => Math.round((now.getTime() - new Date(r.at).getTime()) / 86_400_000))).toEqual([729, 100]);
    // A shorter period (ACCESS_LOG_RETENTION_DAYS=365) takes the next.
    expect((await runRetention(server.db, { ...options, accessLogRetentionDays: 365 })).accessLog).toBe(1);
    expect(await entriesOf(d.medlem.id)).toHaveLength(1);
  });

  test('ACCESS_LOG_RETENTION_DAYS is read by the configuration, default 730', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(loadConfig({}).accessLogRetentionDays).toBe(730);
    expect(loadConfig({ ACCESS_LOG_RETENTION_DAYS: '365' }).accessLogRetentionDays).toBe(365);
  });
});
