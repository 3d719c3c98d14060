import { routeById } from '../../app/routeTable';
import type { CaseListQuery, User } from '../../api/types';
import { caseRoleSegment, type Role } from '../../domain/roles';

/**
 * The list context of spec §2: `/arenden/{caseRole}/{caseOrganizationId}/arbetsplats/{caseWorkplaceId}`,
 * as the API's CaseListQuery takes it. The case role defaults to member (spec §4).
 */
export interface CaseListContext {
  role: Role;
  organisationId: string | null;
  workplaceId: string | null;
}

/** The case list routes of spec §2 (the route table's ids). */
export const CASE_LIST_ROUTE_IDS: readonly string[] = [
  'memberCases', 'secretariatCases', 'economistCases', 'caseList', 'organisationCaseList', 'workplaceCaseList',
];
/** The single-case routes of spec §2. */
export const CASE_PAGE_ROUTE_IDS: readonly string[] = ['case', 'organisationCase', 'workplaceCase'];

export const isCaseListRoute = (routeId: string | null | undefined) => routeId != null && CASE_LIST_ROUTE_IDS.includes(routeId);
export const isCaseRoute = (routeId: string | null | undefined) =>
  routeId != null && (CASE_LIST_ROUTE_IDS.includes(routeId) || CASE_PAGE_ROUTE_IDS.includes(routeId));

const segments = Object.values(caseRoleSegment);
const roleOfSegment = (segment: string): Role | null =>
  (Object.keys(caseRoleSegment) as Role[]).find((role) => caseRoleSegment[role] === segment) ?? null;

/** The context a case route names; null for any other route, or an unknown caseRole segment. */
export function contextFromRoute(routeId: string | null | undefined, params: Record<string, string | undefined>): CaseListContext | null {
  if (!isCaseRoute(routeId)) return null;
  const segment = params.caseRole ?? routeById(routeId)?.fixedParams?.caseRole;
  if (!segment || !segments.includes(segment)) return null;
  return {
    role: roleOfSegment(segment)!,
    organisationId: params.caseOrganizationId ?? null,
    workplaceId: params.caseWorkplaceId ?? null,
  };
}

export const sameContext = (a: CaseListContext | null, b: CaseListContext | null) =>
  a === b || (a !== null && b !== null && a.role === b.role && a.organisationId === b.organisationId && a.workplaceId === b.workplaceId);

/**
 * The role used when none is named: member (spec §4), economist for economists (spec §6). The
 * same rule as domain/caseAccess.ts's defaultCaseRole (a test holds them equal), restated here so
 * that the main bundle does not carry the whole access module.
 */
export const defaultRoleOf = (user: Pick<User, 'isEconomist'>): Role => (user.isEconomist ? 'economist' : 'member');

/** Where the case polling starts before any case route was opened: member (economists: economist). */
export const defaultCaseContext = (user: User): CaseListContext => ({ role: defaultRoleOf(user), organisationId: null, workplaceId: null });

/** GET Case/GetAll's query for a context. */
export function contextQuery(context: CaseListContext): CaseListQuery {
  const query: CaseListQuery = { role: context.role };
  if (context.organisationId) query.organisationId = context.organisationId;
  if (context.workplaceId) query.workplaceId = context.workplaceId;
  return query;
}

/** The list route of a context (spec §2), without its query string. */
export function caseListPath(context: CaseListContext): string {
  let path = `/arenden/${caseRoleSegment[context.role]}`;
  if (context.organisationId) path += `/${context.organisationId}`;
  if (context.organisationId && context.workplaceId) path += `/arbetsplats/${context.workplaceId}`;
  return path;
}

/** The single-case route of a case opened from a list of this context (spec §2). */
export function casePath(context: CaseListContext, caseId: string): string {
  return `${caseListPath(context)}/arende/${caseId}`;
}

/**
 * What a home shows of the case lists (issue 12): Min översikt the user's own list (the polled
 * one; economists their own) and the counts of the lists they handle; a board home its
 * association's counts; the secretariat's homes the secretariat list's counts.
 */
/** Kansliets ärenden: the secretariat's list (spec §2, /arenden/kansliet). */
export const SECRETARIAT_LIST: CaseListContext = { role: 'secretariat', organisationId: null, workplaceId: null };

export function homeCaseLists(routeId: string | null | undefined, params: Record<string, string | undefined>, user: User, handled: readonly CaseListContext[]): { polled: CaseListContext | null; counted: CaseListContext[] } {
  switch (routeId) {
    case 'overview':
      // Issue 34: the secretariat's own work is on its overview too, first, as on Intranätet.
      return { polled: defaultCaseContext(user), counted: [...(user.isKanslist ? [SECRETARIAT_LIST] : []), ...handled] };
    case 'board':
      return { polled: null, counted: handled.filter((c) => c.organisationId === params.organizationId && c.workplaceId === null) };
    case 'secretariat':
    case 'secretariatBoard':
      return { polled: null, counted: user.isKanslist ? [SECRETARIAT_LIST] : [] };
    default:
      return { polled: null, counted: [] };
  }
}
