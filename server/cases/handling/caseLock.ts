import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, forbidden } from '../../http/errors';
import { loadCaseRecord, type CaseRecord } from './caseRecord';
import { CaseStatus } from '../../../src/domain/caseStatus';
import { mayTakeCaseLock } from '../../../src/domain/caseAccess';
import { LOCK_LEASE_SECONDS, type LockState } from '../../../src/api/caseHandlingTypes';
import type { User } from '../../../src/api/types';

const free: LockState = { isLocked: false, lockedBy: null, lockExpiresAt: null };
const lease = sql<Date>`now() + make_interval(secs => ${LOCK_LEASE_SECONDS})`;

/**
 * Takes or renews the lock of a case for the caller (spec §4; a lease of LOCK_LEASE_SECONDS).
 *
 * Atomic by construction: one conditional UPDATE takes the lock only if, in the row as it stands
 * when the statement runs, nobody holds it, the caller holds it, or the holder's lease has lapsed.
 * On PostgreSQL a second concurrent UPDATE waits for the first's row lock and then re-checks its
 * WHERE against the new row, so of many concurrent calls exactly one wins; there is no read before
 * the write that could go stale. Only after a failed UPDATE is the case read, to name the holder.
 * A case that is not new has nothing to lock: the answer is the free state.
 *
 * Only handlers take locks (src/domain/caseAccess.ts mayTakeCaseLock): anyone else who may reply
 * (the owner) is told the lock as it stands (409 IS_LOCKED naming the holder, or the free state)
 * and nothing is taken, so an owner renewing Lock every 120 s cannot keep handlers out.
 */
export async function lockCase(db: Database, record: CaseRecord, actor: User): Promise<LockState> {
  if (!mayTakeCaseLock(actor, record)) {
    if (record.status === CaseStatus.CREATED && record.lockedBy && record.lockedBy.id !== actor.id) {
      throw conflict('IS_LOCKED', { lockedBy: record.lockedBy });
    }
    return free;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const taken = await db.updateTable('cases')
      .set({ lockedByUserId: actor.id, lockExpiresAt: lease })
      .where('id', '=', record.id)
      .where('status', '=', CaseStatus.CREATED)
      .where((eb) => eb.or([
        eb('lockedByUserId', 'is', null),
        eb('lockedByUserId', '=', actor.id),
        eb('lockExpiresAt', '<=', sql<Date>`now()`),
      ]))
      .returning('lockExpiresAt')
      .executeTakeFirst();
    if (taken) {
      return { isLocked: true, lockedBy: { id: actor.id, name: actor.name }, lockExpiresAt: new Date(taken.lockExpiresAt!).toISOString() };
    }
    const now = await loadCaseRecord(db, record.id);
    if (!now || now.status !== CaseStatus.CREATED) return free;
    if (now.lockedBy && now.lockedBy.id !== actor.id) throw conflict('IS_LOCKED', { lockedBy: now.lockedBy });
    // Released between the UPDATE and the read: try again.
  }
  throw conflict('LOCK_CONTENDED');
}

/**
 * Releases the caller's lock. Only the holder may unlock (403 NOT_LOCK_HOLDER while another holds
 * it); unlocking a free case (or one whose lease has lapsed) changes nothing.
 */
export async function unlockCase(db: Database, record: CaseRecord, actor: User): Promise<LockState> {
  const released = await db.updateTable('cases')
    .set({ lockedByUserId: null, lockExpiresAt: null })
    .where('id', '=', record.id)
    .where('lockedByUserId', '=', actor.id)
    .returning('id')
    .executeTakeFirst();
  if (released) return free;
  const now = await loadCaseRecord(db, record.id);
  if (now?.lockedBy && now.lockedBy.id !== actor.id) throw forbidden('NOT_LOCK_HOLDER');
  return free;
}

/** Releases a lock the caller holds, inside a write that ends their reply (message sent, case closed). */
export async function releaseCallersLock(trx: Database, caseId: string, userId: string): Promise<void> {
  await trx.updateTable('cases')
    .set({ lockedByUserId: null, lockExpiresAt: null })
    .where('id', '=', caseId)
    .where('lockedByUserId', '=', userId)
    .execute();
}
