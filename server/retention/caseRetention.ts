import type { Database } from '../db/database';
import type { CaseRetention, LegalHold, User } from '../../src/api/types';
import { mayHoldCase } from '../../src/domain/retention';
import { loadLegalHold, retentionFacts } from './retentionStore';

/** A hold as the caller may see it: who placed it only for those who may read the case's notes. */
export async function legalHoldFor(db: Database, caseId: string, mayReadNotes: boolean): Promise<LegalHold | null> {
  const hold = await loadLegalHold(db, caseId);
  if (!hold) return null;
  const placedBy = mayReadNotes && hold.placedByUserId ? { id: hold.placedByUserId, name: hold.placedByName ?? '' } : null;
  return { placedAt: hold.placedAt.toISOString(), placedBy };
}

/** Case/Get's `retention` (issue 37) for the caller. */
export async function caseRetentionFor(db: Database, actor: User, caseId: string, mayReadNotes: boolean, retentionDays: number): Promise<CaseRetention> {
  const facts = await retentionFacts(db, caseId);
  return {
    closedAt: facts?.closedAt ? facts.closedAt.toISOString() : null,
    retentionDays,
    legalHold: await legalHoldFor(db, caseId, mayReadNotes),
    mayHold: mayHoldCase(actor),
  };
}
