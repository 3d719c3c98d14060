import type { User } from '../api/types';
import { boardAssociationIds, representedWorkplaceIds } from './associationRoles';
import { caseRoleRefusal, defaultCaseRole, handledOrganisationIds, type CaseContext } from './caseAccess';
import type { Role } from './roles';

/**
 * Spec §2 and §6, issue 27: who may open which case list. ONE rule, used by the server for every
 * case call that names a list context (Case/GetAll, Case/CaseTypes, Case/Create, through
 * server/cases/access.ts `resolveCaseContext`) and by the SPA's route guard (routeAccess.ts) and
 * the cases saga. The contexts: Mina (member), an association's list and a workplace's list in the
 * organisation role, Kansliets (secretariat), Vasabyråns (economist).
 *
 * - A role the user does not hold: 403 ROLE_NOT_ALLOWED (GDPR_CONSENT_REQUIRED for a board member
 *   or representative who has not accepted the GDPR information yet).
 * - In the organisation role, an organisation the user does not handle (not on its board, not the
 *   work association of the workplace they represent): 404 ORGANISATION_NOT_FOUND.
 * - In the organisation role, a workplace: only the board of its association, or its own union
 *   representative; a representative never opens a colleague workplace's list: 404 WORKPLACE_NOT_FOUND.
 *
 * The server hands in what the database says about the named organisation and workplace (`facts`);
 * the SPA knows only the ids of its path and leaves the facts out (taken to exist, the workplace
 * in the path's association). A pseudo-organisation (the secretariat's, the economists') stands for
 * its whole role: the context then names no organisation.
 */
export interface CaseListQuery {
  role?: Role;
  organisationId?: string | null;
  workplaceId?: string | null;
}

export interface CaseListFacts {
  /** The organisation the query names, as stored (null: there is none such). */
  organisation?: { id: string; isAssociation: boolean } | null;
  /** The workplace the query names, as stored (null: there is none such). */
  workplace?: { id: string; associationId: string } | null;
}

export type CaseListRefusal =
  | { status: 403; errorCode: 'GDPR_CONSENT_REQUIRED' | 'ROLE_NOT_ALLOWED' }
  | { status: 404; errorCode: 'ORGANISATION_NOT_FOUND' | 'WORKPLACE_NOT_FOUND' };

export type CaseListDecision = { ok: true; context: CaseContext } | ({ ok: false } & CaseListRefusal);

export function decideCaseListContext(user: User, query: CaseListQuery, facts: CaseListFacts = {}): CaseListDecision {
  const role = query.role ?? defaultCaseRole(user);
  const roleRefusal = caseRoleRefusal(user, role);
  if (roleRefusal) return { ok: false, status: 403, errorCode: roleRefusal };

  let organisationId: string | null = null;
  if (query.organisationId) {
    const organisation = facts.organisation === undefined ? { id: query.organisationId, isAssociation: true } : facts.organisation;
    if (!organisation) return { ok: false, status: 404, errorCode: 'ORGANISATION_NOT_FOUND' };
    if (role === 'organization' && !handledOrganisationIds(user).includes(organisation.id)) return { ok: false, status: 404, errorCode: 'ORGANISATION_NOT_FOUND' };
    if (organisation.isAssociation) organisationId = organisation.id;
  }

  let workplaceId: string | null = null;
  if (query.workplaceId) {
    const workplace = facts.workplace === undefined
      ? { id: query.workplaceId, associationId: query.organisationId ?? null }
      : facts.workplace;
    if (!workplace || (organisationId && workplace.associationId !== organisationId)) return { ok: false, status: 404, errorCode: 'WORKPLACE_NOT_FOUND' };
    if (role === 'organization' && !mayOpenWorkplaceList(user, workplace)) return { ok: false, status: 404, errorCode: 'WORKPLACE_NOT_FOUND' };
    workplaceId = workplace.id;
  }
  return { ok: true, context: { role, organisationId, workplaceId } };
}

/** The organisation role's workplace list: the board of the workplace's association, or the workplace's own representative. */
function mayOpenWorkplaceList(user: User, workplace: { id: string; associationId: string | null }): boolean {
  const boardOfItsAssociation = workplace.associationId !== null && boardAssociationIds(user).includes(workplace.associationId);
  return boardOfItsAssociation || representedWorkplaceIds(user).includes(workplace.id);
}

/** The SPA's question: may the user open the case list of this context (spec §2 case routes)? */
export function mayOpenCaseList(user: User, query: CaseListQuery & { role: Role }): boolean {
  return decideCaseListContext(user, query).ok;
}
