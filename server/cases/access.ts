import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { mayViewCase, type CaseAccessFacts } from '../../src/domain/caseAccess';
import type { User } from '../../src/api/types';

export type StoredCaseFacts = CaseAccessFacts & { id: string; status: number };

/** The facts the rules of spec §6 need about one case, straight from the tables; null if there is no such case. */
export async function loadCaseFacts(db: Database, caseId: string): Promise<StoredCaseFacts | null> {
  const row = await db.selectFrom('cases')
    .select(['id', 'caseType', 'status', 'ownerUserId', 'associationId', 'workplaceId', 'shouldBeHandledByKanslist', 'invitationFromBoardMember'])
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (!row) return null;
  const [subCategories, users] = await Promise.all([
    db.selectFrom('caseSubCategories').select('subCategory').where('caseId', '=', caseId).execute(),
    db.selectFrom('caseUsers').select('userId').where('caseId', '=', caseId).execute(),
  ]);
  return {
    id: row.id,
    status: row.status,
    caseType: { type: row.caseType },
    ownerUser: { id: row.ownerUserId },
    association: row.associationId ? { id: row.associationId } : null,
    workplace: row.workplaceId ? { id: row.workplaceId } : null,
    shouldBeHandledByKanslist: row.shouldBeHandledByKanslist,
    invitationFromBoardMember: row.invitationFromBoardMember,
    subCategories: subCategories.map((s) => ({ type: s.subCategory })),
    users: users.map((u) => ({ id: u.userId })),
  };
}

/**
 * For every call on one case (Case/Get and the handling calls of issue 5): the case if the user may
 * view it, otherwise the same 404 as for a case that does not exist (ARCHITECTURE §4).
 */
export async function requireViewableCase(db: Database, user: User, caseId: string): Promise<StoredCaseFacts> {
  const facts = await loadCaseFacts(db, caseId);
  if (!facts || !mayViewCase(user, facts)) throw notFound('CASE_NOT_FOUND');
  return facts;
}
