import type { User } from '../api/types';
import { isWorkplaceRepresentative } from './roles';
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
  const boardOf = boardOrganisationIds(user)[0];
  if (boardOf) return { kind: 'organisation', organisationId: boardOf };
  if (isWorkplaceRepresentative(user) && user.workAssociation && user.workplace) {
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

function boardOrganisationIds(user: User): string[] {
  return [...user.psychologyAssociations, ...user.nationalAssociations].filter((a) => a.role === 'Styrelsemedlem').map((a) => a.id);
}

/** The secretariat and economists handle every organisation's members (spec §6). */
export function searchesAllMembers(user: User): boolean {
  return user.isKanslist || user.isEconomist;
}

/**
 * Spec §6, issue 11: who may list the members of a context. Everyone: the secretariat and the
 * economists (with no organisation chosen, across all organisations); an association's board
 * members: their association, its board and its workplaces; a workplace's union representative:
 * that workplace.
 */
export function mayListMembers(user: User, context: MemberContext): boolean {
  if (searchesAllMembers(user)) return true;
  if (context.kind === 'all') return false;
  if (boardOrganisationIds(user).includes(context.organisationId)) return true;
  return context.kind === 'workplace' && representsWorkplace(user, context.organisationId, context.workplaceId);
}

function representsWorkplace(user: User, organisationId: string, workplaceId: string): boolean {
  return isWorkplaceRepresentative(user) && user.workAssociation?.id === organisationId && user.workplace?.id === workplaceId;
}

/** Where a member is: what decides who reaches them. */
export interface MemberPlacement {
  id: string;
  /** Every organisation the member belongs to (memberships and work association). */
  organisationIds: string[];
  workAssociationId: string | null;
  workplaceId: string | null;
}

/**
 * Get one member by id with the search's rules: oneself, the secretariat and economists, the board
 * of one of the member's organisations, the representative of the member's workplace. Anyone
 * else gets the same 404 as for an unknown id.
 */
export function mayReachMember(user: User, member: MemberPlacement): boolean {
  if (user.id === member.id || searchesAllMembers(user)) return true;
  const boards = boardOrganisationIds(user);
  if (member.organisationIds.some((id) => boards.includes(id))) return true;
  return Boolean(member.workAssociationId && member.workplaceId && representsWorkplace(user, member.workAssociationId, member.workplaceId));
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

export const memberSortColumns = ['name', 'memberNumber', 'city', 'workplace'] as const;
export type MemberSortColumn = (typeof memberSortColumns)[number];
export type MemberSort = Sort<MemberSortColumn>;

export const DEFAULT_MEMBER_SORT: MemberSort = { column: 'name', direction: 'asc' };
export const MEMBER_PAGE_SIZE = 20;
export const MAX_MEMBER_PAGE_SIZE = 100;
/** The longest search text the server takes. */
export const MAX_MEMBER_SEARCH_LENGTH = 100;

export function nextMemberSort(current: MemberSort, column: MemberSortColumn): MemberSort {
  return nextSort(current, column, 'asc');
}

export function isMemberSortColumn(value: string | null | undefined): value is MemberSortColumn {
  return (memberSortColumns as readonly string[]).includes(value ?? '');
}

/**
 * Spec §5: member search matches case-insensitively (å, ä and ö too), against any field shown.
 * The server folds its columns the same way (migration 0006_members).
 */
export function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('sv').normalize('NFC').trim().replace(/\s+/g, ' ');
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
