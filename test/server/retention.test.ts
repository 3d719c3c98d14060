import { randomUUID } from 'node:crypto';
import { addDays } from 'date-fns/addDays';
import { sql } from 'kysely';
import { startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { demoAccounts as d } from '../../server/db/seed';
import { runRetention, type RetentionOptions } from '../../server/retention/retentionRun';
import type { CaseDetail, LegalHoldResponse } from '../../src/api/types';

/**
 * Issue 37, retention (server/retention/, src/domain/retention.ts): closed cases are erased
 * CASE_RETENTION_DAYS after they closed, with the clock moved forward; a legal hold is skipped; a
 * failure mid-case leaves that case whole; sent notices go by their own period.
 */
let server: CaseHandlingServer;
beforeAll(async () => { server = await startCaseHandlingServer('retention'); }, 240_000);
afterAll(() => server.cleanUp());

const DAYS = 1095;
const lines: string[] = [];
const run = (now: Date, extra: Partial<RetentionOptions> = {}) => runRetention(server.db, {
  caseRetentionDays: DAYS, noticeRetentionDays: 90, now: () => now, blobs: server.blobs, log: (line) => lines.push(line), ...extra,
});
const closedAt = async (caseId: string) => new Date((await server.db.selectFrom('auditLogs').select((eb) => eb.fn.max('occurredAt').as('at'))
  .where('caseId', '=', caseId).where('eventType', '=', 'CASE_CLOSED').executeTakeFirstOrThrow()).at as Date);
/** Everything of a case, counted: the case row and every table that holds a part of it. */
const footprint = async (caseId: string) => {
  const count = async (table: 'cases' | 'messages' | 'notes' | 'files' | 'auditLogs' | 'caseUsers' | 'caseReads') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where(table === 'cases' ? 'id' : 'caseId', '=', caseId).executeTakeFirstOrThrow()).n);
  return {
    cases: await count('cases'), messages: await count('messages'), notes: await count('notes'), files: await count('files'),
    auditLogs: await count('auditLogs'), caseUsers: await count('caseUsers'), caseReads: await count('caseReads'),
  };
};
const openCases = async () => Number((await server.db.selectFrom('cases').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '<>', 3).executeTakeFirstOrThrow()).n);
let heldFiles = -1;
const closedIds = async () => (await server.db.selectFrom('cases').select('id').where('status', '=', 3).orderBy('id').execute()).map((r) => r.id);

describe('issue 37: retention of closed cases', () => {
  test('a closed case is kept until CASE_RETENTION_DAYS after it closed, and erased by the first run from then (isDueForErasure)', async () => {
    const id = server.fixtures.medlemClosed;
    const closed = await closedAt(id);
    const dayBefore = await run(addDays(closed, DAYS - 1), { dryRun: true });
    expect(dayBefore.cases.map((c) => c.caseId)).not.toContain(id);
    const due = await run(addDays(closed, DAYS), { dryRun: true });
    expect(due.cases.map((c) => c.caseId)).toContain(id);
    // A dry run erases nothing.
    expect((await footprint(id)).cases).toBe(1);
  });

  test('the case page of a closed case carries its closing time and the period, from which the SPA names the date', async () => {
    const res = await server.call('medlem', 'GET', `Case/Get/${server.fixtures.medlemClosed}`);
    const retention = (res.json() as CaseDetail).retention!;
    expect(retention).toEqual({ closedAt: (await closedAt(server.fixtures.medlemClosed)).toISOString(), retentionDays: 1095, legalHold: null, mayHold: false });
    const open = (await server.call('medlem', 'GET', `Case/Get/${server.fixtures.medlemCounselling}`)).json() as CaseDetail;
    expect(open.retention!.closedAt).toBeNull();
  });

  test('legal hold: a case under a hold is skipped by the run, every other closed case is erased with its messages, notes, files and history', async () => {
    const held = server.fixtures.medlemClosed;
    const placed = await server.call('kansli-styrelse', 'POST', `Case/${held}/LegalHold`);
    expect(placed.statusCode).toBe(200);
    expect((placed.json() as LegalHoldResponse).legalHold!.placedBy).toEqual({ id: d['kansli-styrelse'].id, name: 'Mikael Forsberg' });
    // Placing it again changes nothing; the audit log has it once, with who placed it.
    expect((await server.call('kansli-styrelse', 'POST', `Case/${held}/LegalHold`)).json()).toEqual(placed.json());
    const handlerView = (await server.call('kansli-styrelse', 'GET', `Case/Get/${held}`)).json() as CaseDetail;
    expect(handlerView.auditLogs!.filter((e) => e.eventType.startsWith('LEGAL_HOLD')).map((e) => [e.eventType, e.user?.id])).toEqual([['LEGAL_HOLD_PLACED', d['kansli-styrelse'].id]]);
    const seen = (await server.call('medlem', 'GET', `Case/Get/${held}`)).json() as CaseDetail;
    expect(seen.retention!.legalHold).toEqual({ placedAt: expect.any(String), placedBy: null });

    // A case whose erasure fails part-way (after its rows were deleted) is rolled back whole.
    const victim = (await closedIds()).find((id) => id !== held)!;
    const victimBefore = await footprint(victim);
    expect(victimBefore.messages).toBeGreaterThan(0);
    const openBefore = await openCases();
    const before = (await closedIds()).length;
    const heldBefore = await footprint(held);
    heldFiles = heldBefore.files;

    const result = await run(addDays(new Date(), DAYS + 400), {
      afterDelete: async (caseId) => { if (caseId === victim) throw new Error('killed mid-case'); },
    });
    expect(result.failed).toEqual([victim]);
    expect(result.cases).toHaveLength(before - 2);
    expect(await footprint(victim)).toEqual(victimBefore);
    expect(await server.db.selectFrom('caseErasures').select('id').where('caseId', '=', victim).execute()).toEqual([]);
    expect(await footprint(held)).toEqual(heldBefore);
    expect(await closedIds()).toEqual([held, victim].sort());
    expect(await openCases()).toBe(openBefore);
    // Nothing of an erased case is left in any table that holds a part of it.
    const erased = result.cases[0].caseId;
    expect(await footprint(erased)).toEqual({ cases: 0, messages: 0, notes: 0, files: 0, auditLogs: 0, caseUsers: 0, caseReads: 0 });
    // The log line counts, and names no content.
    expect(lines.at(-1)).toMatch(new RegExp(`^Gallring: gallrade ${before - 2} avslutade ärenden \\(\\d+ meddelanden, \\d+ anteckningar, \\d+ filer\\), \\d+ skickade notiser, \\d+ poster i åtkomstloggen och \\d+ registerutdrag; 1 ärenden misslyckades`));

    // The next run takes the one that failed; the held one stays until its hold is lifted.
    expect((await run(addDays(new Date(), DAYS + 400))).cases.map((c) => c.caseId)).toEqual([victim]);
    expect((await server.call('kansli-styrelse', 'POST', `Case/${held}/LegalHold/Lift`)).json()).toEqual({ legalHold: null });
    expect((await run(addDays(new Date(), DAYS + 400))).cases.map((c) => c.caseId)).toEqual([held]);
    expect(await closedIds()).toEqual([]);
  });

  test('the erasure record names the case and its dates, with counts and no content', async () => {
    const rows = await server.db.selectFrom('caseErasures').selectAll().execute();
    expect(rows.length).toBeGreaterThan(2);
    expect(Object.keys(rows[0]).sort()).toEqual(['caseId', 'closedAt', 'createdAt', 'erasedAt', 'files', 'id', 'messages', 'notes']);
    const held = rows.find((r) => r.caseId === server.fixtures.medlemClosed)!;
    expect(held.files).toBe(heldFiles);
    expect(heldFiles).toBeGreaterThan(0);
  });

  test('the files of an erased case leave the store when no other case uses their bytes', async () => {
    const unused = await sql<{ n: string }>`select count(*) as n from blobs b where not exists (select 1 from files f where f.blob_sha256 = b.sha256)`.execute(server.db);
    expect(Number(unused.rows[0].n)).toBe(0);
  });

  test('sent notices are pruned NOTICE_RETENTION_DAYS after they were sent; waiting ones stay', async () => {
    const now = new Date();
    const notice = (state: 'sent' | 'pending' | 'failed', sentDaysAgo: number | null) => ({
      id: randomUUID(), idempotencyKey: randomUUID(), kind: 'reply', recipientUserId: d.medlem.id, address: 'anna@example.org', caseId: null,
      subject: 'Ärende', textBody: 'x', htmlBody: 'x', state, createdAt: addDays(now, -(sentDaysAgo ?? 0) - 1),
      sentAt: sentDaysAgo === null ? null : addDays(now, -sentDaysAgo),
    });
    const rows = [notice('sent', 91), notice('sent', 89), notice('failed', 120), notice('pending', null)];
    await server.db.insertInto('notificationOutbox').values(rows).execute();
    const result = await run(now);
    expect(result.notices).toBe(2);
    const left = (await server.db.selectFrom('notificationOutbox').select('id').where('id', 'in', rows.map((r) => r.id)).execute()).map((r) => r.id);
    expect(left.sort()).toEqual([rows[1].id, rows[3].id].sort());
  });
});
