import { gunzipSync } from 'node:zlib';
import { startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { demoAccounts as d, type DemoUsername } from '../../server/db/seed';
import { CASE_LIST_LEAN_MEDIA_TYPE, type SpecCase } from '../../src/domain/caseListSpec';
import { fromCaseListEntries } from '../../src/domain/caseListWire';
import type { CaseListItem, CaseListResponse } from '../../src/api/types';
import type { CaseDetail } from '../../src/api/caseHandlingTypes';

/**
 * Issue 34, src/domain/caseMarks.ts: the handlers' marks (flag, tags, deadline) reach only those
 * who handle the case. Its owner gets the spec's Case with them neutral, in Case/Get and in every
 * form of Case/GetAll (the spec's shape, the lean entries, gzip or not, deltas), whatever the list
 * engine's shared caches hold from a handler's list; a handler still gets them.
 */
let server: CaseHandlingServer;
let caseId: string;
const marked = { flagged: true, deadLine: '2031-05-20', tags: ['URGENT'] };
const neutral = { flagged: false, deadLine: null, tags: [] };

beforeAll(async () => {
  server = await startCaseHandlingServer('case-marks');
  caseId = server.fixtures.medlemMembershipNew;
  expect((await server.call('kanslist', 'PATCH', 'Case/Flag', { caseId, flagged: true })).statusCode).toBe(200);
  expect((await server.call('kanslist', 'POST', `Case/${caseId}/SetDeadLine`, { deadline: marked.deadLine })).statusCode).toBe(200);
  expect((await server.call('kanslist', 'POST', `Case/${caseId}/SetTags`, { tags: marked.tags })).statusCode).toBe(200);
});
afterAll(() => server.cleanUp());

const marksOf = (c: { flagged: boolean; deadLine: string | null; tags: { type: string }[] }) => ({ flagged: c.flagged, deadLine: c.deadLine, tags: c.tags.map((t) => t.type) });

type Form = 'spec' | 'lean' | 'lean-gzip' | 'spec-gzip';
const FORMS: Form[] = ['lean-gzip', 'spec', 'lean', 'spec-gzip'];

async function listOf(who: DemoUsername, role: string, form: Form, since?: string): Promise<{ cases: CaseListItem[]; cursor: string }> {
  const headers: Record<string, string> = { ...(await server.as(d[who].id)) };
  if (form.startsWith('lean')) headers.accept = CASE_LIST_LEAN_MEDIA_TYPE;
  if (form.endsWith('gzip')) headers['accept-encoding'] = 'gzip';
  const url = `/api/Case/GetAll?role=${role}${since ? `&since=${encodeURIComponent(since)}` : ''}`;
  const res = await server.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.payload;
  const body = JSON.parse(text) as CaseListResponse & { cursor: string };
  const cases = form.startsWith('lean')
    ? fromCaseListEntries(body.cases, { codes: body.codes, caseTypes: body.caseTypes ?? [], tags: body.tags ?? [] })
    : (body.cases as unknown as SpecCase[]).map((c) => ({ ...c, caseType: { type: c.caseType.type, title: c.caseType.title } }) as CaseListItem);
  return { cases, cursor: body.cursor };
}

async function detailOf(who: DemoUsername, id: string): Promise<CaseDetail> {
  const res = await server.call(who, 'GET', `Case/Get/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as CaseDetail;
}

describe('issue 34: the handlers\' marks reach only those who handle the case (mayReadHandlingMarks)', () => {
  test('a handler\'s list and Case/Get carry the flag, tags and deadline', async () => {
    for (const form of FORMS) {
      const found = (await listOf('kanslist', 'secretariat', form)).cases.find((c) => c.id === caseId)!;
      expect([form, marksOf(found)]).toEqual([form, marked]);
    }
    expect(marksOf(await detailOf('kanslist', caseId))).toEqual(marked);
    expect(marksOf(await detailOf('ekonom', caseId))).toEqual(marked);
  });

  test('the owner\'s list, in every form, and Case/Get have them neutral, after a handler\'s list filled the caches', async () => {
    for (const form of FORMS) {
      const found = (await listOf('medlem', 'member', form)).cases.find((c) => c.id === caseId)!;
      expect([form, marksOf(found)]).toEqual([form, neutral]);
    }
    const detail = await detailOf('medlem', caseId);
    expect(marksOf(detail)).toEqual(neutral);
    expect([detail.notes, detail.auditLogs]).toEqual([null, null]);
  });

  test('the handler still gets them after the owner\'s lists were built (nothing neutral leaks the other way)', async () => {
    for (const form of FORMS) {
      const found = (await listOf('kanslist', 'secretariat', form)).cases.find((c) => c.id === caseId)!;
      expect([form, marksOf(found)]).toEqual([form, marked]);
    }
  });

  test('a delta poll: the owner gets the changed case neutral, the handler with its new deadline', async () => {
    const owner = await listOf('medlem', 'member', 'lean');
    const handler = await listOf('kanslist', 'secretariat', 'lean');
    expect((await server.call('kanslist', 'POST', `Case/${caseId}/SetDeadLine`, { deadline: '2031-06-01' })).statusCode).toBe(200);
    const ownerDelta = await listOf('medlem', 'member', 'lean-gzip', owner.cursor);
    expect(ownerDelta.cases.map((c) => [c.id, marksOf(c)])).toEqual([[caseId, neutral]]);
    const specDelta = await listOf('medlem', 'member', 'spec', owner.cursor);
    expect(specDelta.cases.map((c) => [c.id, marksOf(c)])).toEqual([[caseId, neutral]]);
    const handlerDelta = await listOf('kanslist', 'secretariat', 'lean', handler.cursor);
    expect(marksOf(handlerDelta.cases.find((c) => c.id === caseId)!)).toEqual({ ...marked, deadLine: '2031-06-01' });
  });

  test('the rule is who handles the case, not the list: a board member\'s own board matter shows its flag in Mina ärenden', async () => {
    const boardMatter = server.fixtures.styrelseBoardMatter;
    expect((await server.call('styrelse', 'PATCH', 'Case/Flag', { caseId: boardMatter, flagged: true })).statusCode).toBe(200);
    const found = (await listOf('styrelse', 'member', 'lean-gzip')).cases.find((c) => c.id === boardMatter)!;
    expect(found.flagged).toBe(true);
    expect((await detailOf('styrelse', boardMatter)).flagged).toBe(true);
  });
});
