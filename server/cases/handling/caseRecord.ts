import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { loadUser } from '../../auth/loadUser';
import { loadCaseFacts, type StoredCaseFacts } from '../access';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { mayViewCase, viewAwaitsGdprConsent } from '../../../src/domain/caseAccess';
import type { User, UserRef } from '../../../src/api/types';

/**
 * One case as the handling calls need it: the facts the rules of spec §6 read (with its status),
 * its deadline and flag, and its lock as it stands right now.
 */
export interface CaseRecord extends StoredCaseFacts {
  deadLine: string | null;
  flagged: boolean;
  /** The holder while a lock is held (spec §4: only while CREATED, and a lapsed lease is no lock). */
  lockedBy: UserRef | null;
  /** When the held lock lapses (ISO), null without a lock. */
  lockExpiresAt: string | null;
}

/**
 * SQL: the case `c` is locked right now. The same test as the case lists (server/cases/caseList.ts),
 * so Case/Get, Lock and GetAll agree: only while CREATED, and a lease counts until it lapses (every
 * lock has an expiry: migration 0003).
 */
export const lockHeldSql = sql<boolean>`(c.status = 1 and c.locked_by_user_id is not null and c.lock_expires_at > now())`;

interface StateRow {
  deadline: string | null;
  flagged: boolean;
  lockedByUserId: string | null;
  lockedByName: string | null;
  lockExpiresAt: Date | string | null;
}

/**
 * The case, or null when there is none: the facts of server/cases/access.ts (the same the lists'
 * rules use) plus deadline, flag and lock. `forUpdate` first locks the case row until the end of
 * the transaction, so that a check (status, lock) and the write that depends on it cannot be
 * separated by another writer.
 */
export async function loadCaseRecord(db: Database, id: string, options: { forUpdate?: boolean } = {}): Promise<CaseRecord | null> {
  if (options.forUpdate) {
    const { rows } = await sql`select id from cases where id = ${id} for update`.execute(db);
    if (rows.length === 0) return null;
  }
  const facts = await loadCaseFacts(db, id);
  if (!facts) return null;
  const { rows } = await sql<StateRow>`select c.deadline, c.flagged,
      case when ${lockHeldSql} then c.locked_by_user_id end as locked_by_user_id,
      case when ${lockHeldSql} then (select u.firstname || ' ' || u.lastname from users u where u.id = c.locked_by_user_id) end as locked_by_name,
      case when ${lockHeldSql} then c.lock_expires_at end as lock_expires_at
    from cases c where c.id = ${id}`.execute(db);
  const state = rows[0];
  if (!state) return null;
  return {
    ...facts,
    deadLine: state.deadline,
    flagged: state.flagged,
    lockedBy: state.lockedByUserId ? { id: state.lockedByUserId, name: state.lockedByName ?? '' } : null,
    lockExpiresAt: state.lockExpiresAt ? new Date(state.lockExpiresAt).toISOString() : null,
  };
}

/** The signed-in user (spec §3 User), from the verified token's subject. */
export async function actorOf(db: Database, request: FastifyRequest): Promise<User> {
  const user = await loadUser(db, request.userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * The case if the actor may view it (spec §6). A case that does not exist and one the actor may
 * not view give the same 404 CASE_NOT_FOUND, so an id never hints that a case exists.
 */
export async function viewableCase(db: Database, actor: User, id: string, options: { forUpdate?: boolean } = {}): Promise<CaseRecord> {
  const record = await loadCaseRecord(db, id, options);
  if (record && viewAwaitsGdprConsent(actor, record)) throw forbidden('GDPR_CONSENT_REQUIRED');
  if (!record || !mayViewCase(actor, record)) throw notFound('CASE_NOT_FOUND');
  return record;
}

/** A rule of spec §6 for one who may view the case: 403 with this errorCode when it does not hold. */
export function allow(rule: boolean, errorCode: string): void {
  if (!rule) throw forbidden(errorCode);
}
