import { startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { demoAccounts as d } from '../../server/db/seed';
import type { CaseDetail } from '../../src/api/caseHandlingTypes';

/**
 * Issue 34 (src/domain/caseHandling.ts, CLOSED_CASE_ALLOWS): a closed case takes notes from its
 * handlers and nothing else; closing takes its flag off (CASE_UNFLAGGED before CASE_CLOSED).
 */
let server: CaseHandlingServer;
beforeAll(async () => { server = await startCaseHandlingServer('case-closed'); }, 240_000);
afterAll(() => server.cleanUp());

const detail = async (id: string) => (await server.call('kanslist', 'GET', `Case/Get/${id}`)).json() as CaseDetail;
const footprint = async (id: string) => JSON.stringify(await Promise.all([
  server.db.selectFrom('cases').selectAll().where('id', '=', id).execute(),
  server.db.selectFrom('caseUsers').selectAll().where('caseId', '=', id).execute(),
  server.db.selectFrom('caseTags').selectAll().where('caseId', '=', id).execute(),
  server.db.selectFrom('auditLogs').select(['eventType']).where('caseId', '=', id).execute(),
]));

describe('issue 34: what a closed case allows (closedCaseRefuses)', () => {
  test('closing a flagged case takes its flag off, with CASE_UNFLAGGED before CASE_CLOSED; its deadline stays', async () => {
    const id = server.fixtures.medlemMembershipNew;
    expect((await server.call('kanslist', 'PATCH', 'Case/Flag', { caseId: id, flagged: true })).statusCode).toBe(200);
    expect((await server.call('kanslist', 'POST', `Case/${id}/SetDeadLine`, { deadline: '2031-05-20' })).statusCode).toBe(200);
    expect((await server.call('kanslist', 'POST', `Case/${id}/Close`)).statusCode).toBe(200);
    const closed = await detail(id);
    expect([closed.status, closed.flagged, closed.deadLine]).toEqual([3, false, '2031-05-20']);
    expect(closed.auditLogs!.slice(-2).map((e) => [e.eventType, e.user?.id])).toEqual([['CASE_UNFLAGGED', d.kanslist.id], ['CASE_CLOSED', d.kanslist.id]]);
  });

  test('a handler may still write a note on a closed case', async () => {
    const id = server.fixtures.medlemClosed;
    const res = await server.form('kanslist', `Note/${id}/Create`, { text: 'Medlemmen ringde efter avslutet.' });
    expect(res.statusCode).toBe(201);
    expect((await detail(id)).notes!.map((n) => n.text)).toContain('Medlemmen ringde efter avslutet.');
  });

  test.each([
    ['a reply', () => server.form('kanslist', `Message/${server.fixtures.medlemClosed}/Create`, { message: 'Hej' })],
    ['a flag', () => server.call('kanslist', 'PATCH', 'Case/Flag', { caseId: server.fixtures.medlemClosed, flagged: true })],
    ['a deadline', () => server.call('kanslist', 'POST', `Case/${server.fixtures.medlemClosed}/SetDeadLine`, { deadline: '2031-01-01' })],
    ['an invitation', () => server.call('kanslist', 'PUT', `Case/${server.fixtures.medlemClosed}/AddUser?userId=${d['kansli-styrelse'].id}`)],
    ['administrators', () => server.call('kanslist', 'PUT', `Case/${server.fixtures.medlemClosed}/SetAdministrators`, { administratorUserIds: [d['kansli-styrelse'].id] })],
    ['tags', () => server.call('kanslist', 'POST', `Case/${server.fixtures.medlemClosed}/SetTags`, { tags: [] })],
    ['a category', () => server.call('kanslist', 'POST', `Case/${server.fixtures.medlemClosed}/SetSubCategories`, { subCategories: [] })],
    ['a case type', () => server.call('kanslist', 'POST', 'Case/SetCaseType', { caseId: server.fixtures.medlemClosed, caseType: 'COUNSELING', associationId: null })],
  ])('%s on a closed case is a 409 CASE_CLOSED and writes nothing', async (_what, call) => {
    const before = await footprint(server.fixtures.medlemClosed);
    const res = await call();
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'CASE_CLOSED']);
    expect(await footprint(server.fixtures.medlemClosed)).toEqual(before);
  });

  test('one who may not manage the case is refused as before, not told it is closed', async () => {
    const res = await server.call('medlem', 'PATCH', 'Case/Flag', { caseId: server.fixtures.medlemClosed, flagged: true });
    expect(res.statusCode).toBe(403);
  });
});
