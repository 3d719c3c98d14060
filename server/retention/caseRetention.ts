import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { CaseRetention, LegalHold, User } from '../../src/api/types';
import { CaseStatus } from '../../src/domain/caseStatus';
import { mayHoldCase } from '../../src/domain/retention';
import { closedAtSql, loadLegalHold } from './retentionStore';

const holdOf = (placedAt: Date | string, placedById: string | null, placedByName: string | null, mayReadNotes: boolean): LegalHold => ({
  placedAt: new Date(placedAt).toISOString(),
  placedBy: mayReadNotes && placedById ? { id: placedById, name: placedByName ?? '' } : null,
});

/** A hold as the caller may see it: who placed it only for those who may read the case's notes. */
export async function legalHoldFor(db: Database, caseId: string, mayReadNotes: boolean): Promise<LegalHold | null> {
  const hold = await loadLegalHold(db, caseId);
  return hold && holdOf(hold.placedAt, hold.placedByUserId, hold.placedByName, mayReadNotes);
}

interface RetentionRow { closedAt: Date | string | null; placedAt: Date | string | null; placedById: string | null; placedByName: string | null }

/** Case/Get's `retention` (issue 37) for the caller, in one query: the closing time (as the job reads it) and any hold. */
export async function caseRetentionFor(db: Database, actor: User, caseId: string, mayReadNotes: boolean, retentionDays: number): Promise<CaseRetention> {
  const { rows } = await sql<RetentionRow>`select
      case when c.status = ${CaseStatus.CLOSED} then ${closedAtSql} end as closed_at,
      h.placed_at, h.placed_by_user_id as placed_by_id, u.firstname || ' ' || u.lastname as placed_by_name
    from cases c left join case_legal_holds h on h.case_id = c.id left join users u on u.id = h.placed_by_user_id
    where c.id = ${caseId}`.execute(db);
  const row = rows[0];
  return {
    closedAt: row?.closedAt ? new Date(row.closedAt).toISOString() : null,
    retentionDays,
    legalHold: row?.placedAt ? holdOf(row.placedAt, row.placedById, row.placedByName, mayReadNotes) : null,
    mayHold: mayHoldCase(actor),
  };
}
