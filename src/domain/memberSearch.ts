import type { User } from '../api/types';
import { MAX_MEMBER_PAGE_SIZE, MAX_MEMBER_SEARCH_LENGTH, memberSortColumns, type MemberSortColumn } from '../api/memberTypes';
import { boardAssociationIds, organisationRoleWithheld, representedWorkplaceIds } from './associationRoles';
import { nextSort, type Sort } from './sorting';

/**
 * Who may search members, and where (spec §6): the secretariat and economists across all
 * organisations; association board members within their association; a workplace (union)
 * representative within their workplace. Ordinary members do not search members.
 */
export type MemberSearchScope =
  | { kind: 'all'; area: 'secretariat' | 'economist' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'workplace'; organisationId: string; workplaceId: string };

/** The user's home scope: where the header's 'Sök medlem' leads. */
export function memberSearchScope(user: User): MemberSearchScope | null {
  if (user.isEconomist) return { kind: 'all', area: 'economist' };
  if (user.isKanslist) return { kind: 'all', area: 'secretariat' };
  const boardOf = boardAssociationIds(user)[0];
  if (boardOf) return { kind: 'organisation', organisationId: boardOf };
  if (user.workAssociation && user.workplace && representsWorkplace(user, user.workAssociation.id, user.workplace.id)) {
    return { kind: 'workplace', organisationId: user.workAssociation.id, workplaceId: user.workplace.id };
  }
  return null;
}

/**
 * Where a member search looks: every member (no organisation chosen), an association's members,
 * its board, or one of its workplaces (Association/{id}/Members/Get?context=…).
 */
export type MemberContext =
  | { kind: 'all' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'board'; organisationId: string }
  | { kind: 'workplace'; organisationId: string; workplaceId: string };

/** The secretariat and economists handle every organisation's members (spec §6). */
export function searchesAllMembers(user: User): boolean {
  return user.isKanslist || user.isEconomist;
}

/**
 * Why a call that returns member data is refused (issue 22), mirroring the case roles
 * (caseAccess.caseRoleRefusal): GDPR_CONSENT_REQUIRED when the user reaches those members only
 * through the organisation role (a board seat, a represented workplace) and has not accepted the
 * GDPR information yet (spec §1), as Case/GetAll in that role; otherwise the call's own refusal.
 */
export type MemberDataRefusal = 'GDPR_CONSENT_REQUIRED' | 'MEMBER_SEARCH_NOT_ALLOWED' | 'MEMBER_NOT_FOUND';

const throughOrganisationRole = (user: User, reaches: boolean, otherwise: MemberDataRefusal): MemberDataRefusal | null => {
  if (!reaches) return otherwise;
  return organisationRoleWithheld(user) ? 'GDPR_CONSENT_REQUIRED' : null;
};

/**
 * Spec §6, issue 11, issue 22: who may list the members of a context. The secretariat and the
 * economists everywhere (with no organisation chosen, across all organisations); an association's
 * board members their association, its board and its workplaces; a workplace's union
 * representative (listed among its representatives) that workplace, and nothing more of the
 * association. The organisation role's lists wait for the GDPR consent.
 */
export function memberListRefusal(user: User, context: MemberContext): MemberDataRefusal | null {
  if (searchesAllMembers(user)) return null;
  if (context.kind === 'all') return 'MEMBER_SEARCH_NOT_ALLOWED';
  const reaches = boardAssociationIds(user).includes(context.organisationId)
    || (context.kind === 'workplace' && representsWorkplace(user, context.organisationId, context.workplaceId));
  return throughOrganisationRole(user, reaches, 'MEMBER_SEARCH_NOT_ALLOWED');
}

export function mayListMembers(user: User, context: MemberContext): boolean {
  return memberListRefusal(user, context) === null;
}

/** A union representative of this workplace of this association (ARCHITECTURE: the workplace's representatives). */
function representsWorkplace(user: User, organisationId: string, workplaceId: string): boolean {
  return user.workAssociation?.id === organisationId && representedWorkplaceIds(user).includes(workplaceId);
}

/**
 * Issue 22: a member with protected identity appears in no list scoped to an association or a
 * workplace (it would tell exactly the place nobody may learn); only the search over every member
 * (the secretariat's and the economists') finds them, by name and member number.
 */
export function appearsInMemberList(context: MemberContext, member: { protectedIdentity: boolean }): boolean {
  return context.kind === 'all' || !member.protectedIdentity;
}

/** Where a member is: what decides who reaches them. */
export interface MemberPlacement {
  id: string;
  /** Every organisation the member belongs to (memberships and work association). */
  organisationIds: string[];
  workAssociationId: string | null;
  workplaceId: string | null;
  protectedIdentity: boolean;
}

/**
 * Get one member by id with the search's rules: oneself, the secretariat and economists, the board
 * of one of the member's organisations, the representative of the member's workplace; a protected
 * identity only oneself, the secretariat and the economists. Anyone else gets the same 404 as for
 * an unknown id; the organisation role waits for the GDPR consent.
 */
export function memberReachRefusal(user: User, member: MemberPlacement): MemberDataRefusal | null {
  if (user.id === member.id || searchesAllMembers(user)) return null;
  if (member.protectedIdentity) return 'MEMBER_NOT_FOUND';
  const boards = boardAssociationIds(user);
  const reaches = member.organisationIds.some((id) => boards.includes(id))
    || Boolean(member.workAssociationId && member.workplaceId && representsWorkplace(user, member.workAssociationId, member.workplaceId));
  return throughOrganisationRole(user, reaches, 'MEMBER_NOT_FOUND');
}

export function mayReachMember(user: User, member: MemberPlacement): boolean {
  return memberReachRefusal(user, member) === null;
}

/** The member search of a route (spec §2 member routes), or null for another route. */
export function memberContextOfRoute(routeId: string | null, params: Record<string, string | undefined>): MemberContext | null {
  switch (routeId) {
    case 'secretariatMemberSearch':
    case 'secretariatMembers':
    case 'economistMembers':
    case 'secretariatMemberSearchMember':
    case 'secretariatMembersMember':
    case 'economistMembersMember':
      return { kind: 'all' };
    case 'organisationMembers':
    case 'organisationMembersMember':
      return params.organizationId ? { kind: 'organisation', organisationId: params.organizationId } : null;
    case 'workplaceMembers':
    case 'workplaceMembersMember':
      return params.organizationId && params.workplaceId
        ? { kind: 'workplace', organisationId: params.organizationId, workplaceId: params.workplaceId }
        : null;
    default:
      return null;
  }
}

/** The search route of a context's member page ('Tillbaka till sökningen'). */
export function memberSearchPath(routeId: string, params: Record<string, string | undefined>): string {
  switch (routeId) {
    case 'secretariatMembersMember': return '/kansliet/medlemmar';
    case 'economistMembersMember': return '/vasabyran/medlemmar';
    case 'organisationMembersMember': return `/organisation/${params.organizationId}/medlemmar`;
    case 'workplaceMembersMember': return `/organisation/${params.organizationId}/arbetsplats/${params.workplaceId}/medlemmar`;
    default: return '/medlemmar';
  }
}

// ---------------------------------------------------------------------------------------------
// Sorting and paging (spec §4, §9): members sort by name ascending; a new column starts ascending,
// the same column flips.

export { memberSortColumns, type MemberSortColumn, MAX_MEMBER_PAGE_SIZE, MAX_MEMBER_SEARCH_LENGTH };
export type MemberSort = Sort<MemberSortColumn>;

export const DEFAULT_MEMBER_SORT: MemberSort = { column: 'name', direction: 'asc' };
export const MEMBER_PAGE_SIZE = 20;

export function nextMemberSort(current: MemberSort, column: MemberSortColumn): MemberSort {
  return nextSort(current, column, 'asc');
}

/**
 * Spec §5: member search matches case-insensitively (å, ä and ö too), against any field shown.
 * The server folds its columns the same way (migration 0006_members). Split and joined rather than
 * replaced: V8 makes a global replace's result a rope of a node per match, which the server's member
 * snapshot would hold for each of its 75,000 members until a search flattened it (issue 38).
 */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('sv').normalize('NFC').trim().split(/\s+/).join(' ');
}

/** The member search of a scope as a context. */
export function contextOfScope(scope: MemberSearchScope): MemberContext {
  switch (scope.kind) {
    case 'all': return { kind: 'all' };
    case 'organisation': return { kind: 'organisation', organisationId: scope.organisationId };
    case 'workplace': return { kind: 'workplace', organisationId: scope.organisationId, workplaceId: scope.workplaceId };
  }
}

/** The member search route of a scope (the header's 'Sök medlem'). */
export function memberSearchRoute(scope: MemberSearchScope): string {
  switch (scope.kind) {
    case 'all':
      return scope.area === 'economist' ? '/vasabyran/medlemmar' : '/medlemmar';
    case 'organisation':
      return `/organisation/${scope.organisationId}/medlemmar`;
    case 'workplace':
      return `/organisation/${scope.organisationId}/arbetsplats/${scope.workplaceId}/medlemmar`;
  }
}

/** A member's page below a member search route. */
export const memberPagePath = (searchRoute: string, memberId: string) => `${searchRoute}/${memberId}`;
