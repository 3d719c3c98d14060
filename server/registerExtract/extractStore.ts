import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { RegisterExtract } from '../../src/api/registerExtractTypes';
import { extractDay } from './extractDays';
import { inTransaction } from '../db/afterCommit';

/**
 * The rows of the register extract (issue 37, migration 0021): asking for one, listing a member's,
 * finding one to download, marking one ready, and the retention run's pruning. No route handler
 * touches the table but through here.
 */

export interface ExtractRow {
  id: string;
  userId: string;
  /** The member themself, or (by letter) the secretariat's manager who had it made; null once that person is erased. */
  requestedByUserId: string | null;
  byLetter: boolean;
  state: 'pending' | 'ready';
  blobSha256: string | null;
  size: number | null;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const columns = ['id', 'userId', 'requestedByUserId', 'byLetter', 'state', 'blobSha256', 'size', 'requestedAt', 'readyAt', 'expiresAt'] as const;
const toRow = (r: { id: string; userId: string; requestedByUserId: string | null; byLetter: boolean; state: 'pending' | 'ready'; blobSha256: string | null; size: string | null; requestedAt: Date; readyAt: Date | null; expiresAt: Date | null }): ExtractRow => ({
  ...r, size: r.size === null ? null : Number(r.size), requestedAt: new Date(r.requestedAt), readyAt: r.readyAt && new Date(r.readyAt), expiresAt: r.expiresAt && new Date(r.expiresAt),
});

export const extractDto = (row: ExtractRow): RegisterExtract => ({
  id: row.id,
  state: row.state,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  size: row.size,
  byLetter: row.byLetter,
});

/**
 * Writes a new request in the caller's transaction. A member's own second request of the same
 * Swedish day is refused by the partial unique index (null: refused); one made by letter always
 * goes in. The caller queues the job in the same transaction.
 */
export async function insertExtractRequest(
  trx: Database, request: { userId: string; requestedByUserId: string | null; byLetter: boolean; now: Date },
): Promise<ExtractRow | null> {
  const { rows } = await sql<{ id: string }>`insert into register_extracts (id, user_id, requested_by_user_id, by_letter, request_day, requested_at)
    values (${randomUUID()}, ${request.userId}, ${request.requestedByUserId}, ${request.byLetter}, ${extractDay(request.now)}::date, ${request.now})
    on conflict (user_id, request_day) where not by_letter do nothing returning id`.execute(trx);
  if (rows.length === 0) return null;
  return findExtract(trx, rows[0].id);
}

/**
 * A request and its job in one transaction (insertExtractRequest, then `enqueue` with the same
 * transaction when the request went in); null: refused, nothing queued.
 */
export async function requestExtract(
  db: Database, request: { userId: string; requestedByUserId: string; byLetter: boolean; now: Date },
  enqueue: (trx: Database, extractId: string) => Promise<void>,
): Promise<ExtractRow | null> {
  return inTransaction(db, async (trx) => {
    const inserted = await insertExtractRequest(trx, request);
    if (inserted) await enqueue(trx, inserted.id);
    return inserted;
  });
}

/** The member's last own request (for the time of the next). */
export async function lastOwnRequest(db: Database, userId: string): Promise<Date | null> {
  const row = await db.selectFrom('registerExtracts').select('requestedAt').where('userId', '=', userId).where('byLetter', '=', false)
    .orderBy('requestedAt', 'desc').limit(1).executeTakeFirst();
  return row ? new Date(row.requestedAt) : null;
}

export async function findExtract(db: Database, id: string): Promise<ExtractRow | null> {
  const row = await db.selectFrom('registerExtracts').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** A member's extracts still there (pending, or ready and not expired), newest first. */
export async function listExtracts(db: Database, userId: string, now: Date, options: { byLetterOnly?: boolean } = {}): Promise<ExtractRow[]> {
  let query = db.selectFrom('registerExtracts').select(columns).where('userId', '=', userId)
    .where((eb) => eb.or([eb('state', '=', 'pending'), eb('expiresAt', '>', now)]));
  if (options.byLetterOnly) query = query.where('byLetter', '=', true);
  return (await query.orderBy('requestedAt', 'desc').orderBy('id').execute()).map(toRow);
}

/** The extracts still to be built (the embedded queue's start, after a kill). */
export async function pendingExtractIds(db: Database): Promise<string[]> {
  return (await db.selectFrom('registerExtracts').select('id').where('state', '=', 'pending').orderBy('requestedAt').execute()).map((r) => r.id);
}

/**
 * Makes a built zip the extract's, in the caller's transaction: the blob's row (so the sweeper
 * keeps its bytes) and the ready mark in one commit. Only a pending row is marked: a second worker
 * that built the same extract finds it ready and its copy is left to the sweeper. True if marked.
 */
export async function markExtractReady(
  trx: Database, id: string, blob: { sha256: string; size: number }, readyAt: Date, expiresAt: Date,
): Promise<boolean> {
  await trx.insertInto('blobs').values({ sha256: blob.sha256, size: blob.size, createdAt: readyAt })
    .onConflict((oc) => oc.column('sha256').doNothing()).execute();
  const { numUpdatedRows } = await trx.updateTable('registerExtracts')
    .set({ state: 'ready', blobSha256: blob.sha256, size: blob.size, readyAt, expiresAt })
    .where('id', '=', id).where('state', '=', 'pending').executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}

/**
 * The retention run's part: deletes the extracts past their 7 days and the rows of their blobs that
 * nothing else references (the sweeper then removes the bytes). Returns how many (a dry run counts).
 */
export async function pruneExtracts(db: Database, now: Date, options: { dryRun?: boolean } = {}): Promise<number> {
  if (options.dryRun) {
    return Number((await db.selectFrom('registerExtracts').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'ready').where('expiresAt', '<=', now).executeTakeFirstOrThrow()).n);
  }
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('registerExtracts').where('state', '=', 'ready').where('expiresAt', '<=', now)
      .returning('blobSha256').execute();
    const hashes = [...new Set(gone.map((g) => g.blobSha256!).filter(Boolean))];
    if (hashes.length > 0) {
      await trx.deleteFrom('blobs').where('sha256', 'in', hashes)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('files').select('files.id').whereRef('files.blobSha256', '=', 'blobs.sha256'))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('registerExtracts').select('registerExtracts.id').whereRef('registerExtracts.blobSha256', '=', 'blobs.sha256'))))
        .execute();
    }
    return gone.length;
  });
}
