import { sql } from 'kysely';
import type { Database } from '../db/database';
import { CaseEventType, CaseStatus } from '../../src/domain/caseStatus';

/**
 * The queries of retention (issue 37): when a case closed, its legal hold, erasing one case, the
 * erasure records and the pruning of sent notices. A case's closing time is its CASE_CLOSED event
 * (a closed case never opens again); a closed case without one (written before the audit log)
 * counts from its last change.
 */
export const closedAtSql = sql<Date>`coalesce((select max(a.occurred_at) from audit_logs a
  where a.case_id = c.id and a.event_type = ${CaseEventType.CASE_CLOSED}), c.updated_at)`;

export interface RetentionRow {
  id: string;
  status: number;
  createdAt: Date;
  closedAt: Date | null;
  legalHold: boolean;
}

/** Closed cases without a legal hold that closed at `cutoff` or before, oldest first. */
export async function closedBefore(db: Database, cutoff: Date): Promise<RetentionRow[]> {
  const { rows } = await sql<RetentionRow>`select * from (
      select c.id, c.status, c.created_at, ${closedAtSql} as closed_at, false as legal_hold
      from cases c
      where c.status = ${CaseStatus.CLOSED} and not exists (select 1 from case_legal_holds h where h.case_id = c.id)) t
    where t.closed_at <= ${cutoff} order by t.closed_at, t.id`.execute(db);
  return rows.map(withDates);
}

/** One case's facts for the retention rule; null when there is no such case. `forUpdate` locks its row. */
export async function retentionFacts(db: Database, caseId: string, options: { forUpdate?: boolean } = {}): Promise<RetentionRow | null> {
  const lock = options.forUpdate ? sql`for update of c` : sql``;
  const { rows } = await sql<RetentionRow>`select c.id, c.status, c.created_at,
      case when c.status = ${CaseStatus.CLOSED} then ${closedAtSql} end as closed_at,
      exists (select 1 from case_legal_holds h where h.case_id = c.id) as legal_hold
    from cases c where c.id = ${caseId} ${lock}`.execute(db);
  return rows[0] ? withDates(rows[0]) : null;
}

const withDates = (row: RetentionRow): RetentionRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  closedAt: row.closedAt === null ? null : new Date(row.closedAt),
});

export interface LegalHoldRow { placedAt: Date; placedByUserId: string | null; placedByName: string | null }

export async function loadLegalHold(db: Database, caseId: string): Promise<LegalHoldRow | null> {
  const row = await db.selectFrom('caseLegalHolds').leftJoin('users', 'users.id', 'caseLegalHolds.placedByUserId')
    .select(['caseLegalHolds.placedAt', 'caseLegalHolds.placedByUserId', 'users.firstname', 'users.lastname'])
    .where('caseLegalHolds.caseId', '=', caseId).executeTakeFirst();
  if (!row) return null;
  return {
    placedAt: new Date(row.placedAt),
    placedByUserId: row.placedByUserId,
    placedByName: row.firstname === null ? null : `${row.firstname} ${row.lastname ?? ''}`.trim(),
  };
}

/** Places a hold (a second placing keeps the first one's time and person); whether it was placed now. */
export async function placeLegalHold(trx: Database, caseId: string, userId: string, at: Date): Promise<boolean> {
  const placed = await trx.insertInto('caseLegalHolds').values({ caseId, placedByUserId: userId, placedAt: at })
    .onConflict((oc) => oc.column('caseId').doNothing()).returning('caseId').execute();
  return placed.length > 0;
}

/** Lifts a hold; whether there was one. */
export async function liftLegalHold(trx: Database, caseId: string): Promise<boolean> {
  const lifted = await trx.deleteFrom('caseLegalHolds').where('caseId', '=', caseId).returning('caseId').execute();
  return lifted.length > 0;
}

export interface ErasedCase { caseId: string; createdAt: Date; closedAt: Date; messages: number; notes: number; files: number }

/** How many messages, notes and files a case holds. */
export async function countParts(db: Database, caseId: string): Promise<Pick<ErasedCase, 'messages' | 'notes' | 'files'>> {
  const count = async (table: 'messages' | 'notes' | 'files') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('caseId', '=', caseId).executeTakeFirstOrThrow()).n);
  return { messages: await count('messages'), notes: await count('notes'), files: await count('files') };
}

/**
 * Erases one case inside the caller's transaction: the case row, and through its foreign keys its
 * messages, notes, files, users, tags, sub-categories, audit log, read marks and hold; the notices
 * that named it; and the `blobs` rows no other file uses (the blob sweeper then removes their
 * bytes). The case list's change log keeps the deletion (ids only), so every list drops the case.
 */
export async function eraseCase(trx: Database, facts: RetentionRow & { closedAt: Date }, at: Date): Promise<ErasedCase> {
  const erased: ErasedCase = { caseId: facts.id, createdAt: facts.createdAt, closedAt: facts.closedAt, ...(await countParts(trx, facts.id)) };
  const shas = (await trx.selectFrom('files').select('blobSha256').distinct().where('caseId', '=', facts.id).execute()).map((r) => r.blobSha256);
  const notices = await trx.deleteFrom('notificationOutbox').where('caseId', '=', facts.id).returning('id').execute();
  if (notices.length > 0) await trx.deleteFrom('notificationMailbox').where('outboxId', 'in', notices.map((r) => r.id)).execute();
  await trx.deleteFrom('cases').where('id', '=', facts.id).execute();
  if (shas.length > 0) {
    await trx.deleteFrom('blobs').where('sha256', 'in', shas)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('files').select('files.id').whereRef('files.blobSha256', '=', 'blobs.sha256'))))
      .execute();
  }
  await trx.insertInto('caseErasures').values({ ...erased, erasedAt: at }).execute();
  return erased;
}

/** Deletes the notices that were sent (or failed for good) before `cutoff`; returns how many. */
export async function pruneSentNotices(db: Database, cutoff: Date, options: { dryRun?: boolean } = {}): Promise<number> {
  const done = sql<boolean>`state not in ('pending', 'sending', 'held') and coalesce(sent_at, created_at) < ${cutoff}`;
  if (options.dryRun) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from notification_outbox where ${done}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`delete from notification_outbox where ${done} returning id`.execute(trx);
    if (rows.length > 0) await trx.deleteFrom('notificationMailbox').where('outboxId', 'in', rows.map((r) => r.id)).execute();
    return rows.length;
  });
}
