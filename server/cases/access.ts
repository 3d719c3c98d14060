import type { Database } from '../db/database';
import { forbidden, notFound } from '../http/errors';
import { mayViewCase, type CaseAccessFacts } from '../../src/domain/caseAccess';
import type { CaseRole, User } from '../../src/api/types';
import type { CaseContext } from '../../src/domain/caseAccess';
import { decideCaseListContext } from '../../src/domain/caseListContext';

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

/**
 * The list context of a case call (spec §2: case role, case organisation, case workplace), decided
 * by the one rule of src/domain/caseListContext.ts that the SPA's route guard uses too; here only
 * the facts it needs are read from the tables. A role the user does not hold is a 403; an
 * organisation or workplace that does not exist, or one the user may not open, a 404.
 */
export async function resolveCaseContext(
  db: Database, user: User, query: { role?: CaseRole; organisationId?: string; workplaceId?: string },
): Promise<CaseContext> {
  const [organisation, workplace] = await Promise.all([
    query.organisationId
      ? db.selectFrom('organisations').select(['id', 'kind']).where('id', '=', query.organisationId).executeTakeFirst()
      : undefined,
    query.workplaceId
      ? db.selectFrom('workplaces').select(['id', 'associationId']).where('id', '=', query.workplaceId).executeTakeFirst()
      : undefined,
  ]);
  const decision = decideCaseListContext(user, query, {
    organisation: query.organisationId ? (organisation ? { id: organisation.id, isAssociation: organisation.kind === 'psychology' || organisation.kind === 'national' } : null) : undefined,
    workplace: query.workplaceId ? (workplace ?? null) : undefined,
  });
  if (decision.ok) return decision.context;
  throw decision.status === 403 ? forbidden(decision.errorCode) : notFound(decision.errorCode);
}
