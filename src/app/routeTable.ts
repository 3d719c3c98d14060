import { sv } from '../text/sv';

/**
 * The route table of spec §2: every route, its public flag, its markers and its title. Pure data
 * (no React) so that sagas, selectors and tests use it; routes.tsx maps each id to its screen.
 */

export type RouteMarker = 'board' | 'secretariat' | 'overview' | 'economist';

/** The lazy chunk a screen lives in (one per route group, ARCHITECTURE §6). */
export type RouteGroup = 'shell' | 'overview' | 'organisation' | 'secretariat' | 'news' | 'courses' | 'documents' | 'members' | 'content' | 'cases' | 'casePage' | 'profile' | 'statistics' | 'components';

export interface RouteDef {
  id: string;
  /** react-router pattern. */
  path: string;
  title: string;
  group: RouteGroup;
  public?: boolean;
  markers?: RouteMarker[];
  /** Only in development builds and where /config.json turns the developer tools on. */
  devOnly?: boolean;
  /** Parameters implied by a fixed path (e.g. caseRole 'mina' for /arenden/mina). */
  fixedParams?: Record<string, string>;
}

const t = sv.titles;
const org = '/organisation/:organizationId';
const board = `${org}/styrelsen`;
const workplace = `${org}/arbetsplats/:workplaceId`;
const kansliet = '/kansliet';
const kanslietBoard = `${kansliet}/styrelsen`;

export const routeTable = [
  { id: 'overview', path: '/', title: t.overview, group: 'overview', markers: ['overview'] },

  { id: 'organisation', path: org, title: t.organisation, group: 'organisation' },
  { id: 'board', path: board, title: t.board, group: 'organisation', markers: ['board'] },
  { id: 'boardNews', path: `${board}/aktuellt`, title: t.news, group: 'news', markers: ['board'] },
  { id: 'boardPost', path: `${board}/aktuellt/:postId`, title: t.post, group: 'news', markers: ['board'] },
  { id: 'boardDocuments', path: `${board}/dokument`, title: t.documents, group: 'documents', markers: ['board'] },
  { id: 'organisationNews', path: `${org}/aktuellt`, title: t.news, group: 'news' },
  { id: 'organisationPost', path: `${org}/aktuellt/:postId`, title: t.post, group: 'news' },
  { id: 'organisationDocuments', path: `${org}/dokument`, title: t.documents, group: 'documents' },
  { id: 'organisationCourses', path: `${org}/kurser`, title: t.courses, group: 'courses' },
  { id: 'organisationCourse', path: `${org}/kurser/:courseId`, title: t.course, group: 'courses' },
  { id: 'organisationMembers', path: `${org}/medlemmar`, title: t.memberSearch, group: 'members' },
  { id: 'organisationMembersMember', path: `${org}/medlemmar/:memberId`, title: t.member, group: 'members' },
  { id: 'workplace', path: workplace, title: t.workplace, group: 'organisation' },
  { id: 'workplaceNews', path: `${workplace}/aktuellt`, title: t.news, group: 'news' },
  { id: 'workplacePost', path: `${workplace}/aktuellt/:postId`, title: t.post, group: 'news' },
  { id: 'workplaceDocuments', path: `${workplace}/dokument`, title: t.documents, group: 'documents' },
  { id: 'workplaceMembers', path: `${workplace}/medlemmar`, title: t.memberSearch, group: 'members' },
  { id: 'workplaceMembersMember', path: `${workplace}/medlemmar/:memberId`, title: t.member, group: 'members' },

  { id: 'contentPage', path: '/sidor/:pageSlug', title: t.contentPage, group: 'content' },

  { id: 'economistMembers', path: '/vasabyran/medlemmar', title: t.memberSearch, group: 'members', markers: ['economist'] },
  { id: 'economistMembersMember', path: '/vasabyran/medlemmar/:memberId', title: t.member, group: 'members', markers: ['economist'] },

  { id: 'secretariat', path: kansliet, title: t.intranet, group: 'secretariat', markers: ['secretariat'] },
  { id: 'secretariatBoard', path: kanslietBoard, title: t.board, group: 'secretariat', markers: ['secretariat', 'board'] },
  { id: 'secretariatBoardNews', path: `${kanslietBoard}/aktuellt`, title: t.news, group: 'news', markers: ['secretariat', 'board'] },
  { id: 'secretariatBoardPost', path: `${kanslietBoard}/aktuellt/:postId`, title: t.post, group: 'news', markers: ['secretariat', 'board'] },
  { id: 'secretariatBoardDocuments', path: `${kanslietBoard}/dokument`, title: t.documents, group: 'documents', markers: ['secretariat', 'board'] },
  { id: 'secretariatNews', path: `${kansliet}/aktuellt`, title: t.news, group: 'news', markers: ['secretariat'] },
  { id: 'secretariatPost', path: `${kansliet}/aktuellt/:postId`, title: t.post, group: 'news', markers: ['secretariat'] },
  { id: 'secretariatDocuments', path: `${kansliet}/dokument`, title: t.documents, group: 'documents', markers: ['secretariat'] },
  { id: 'secretariatCourses', path: `${kansliet}/kurser`, title: t.courses, group: 'courses', markers: ['secretariat'] },
  { id: 'secretariatCourse', path: `${kansliet}/kurser/:courseId`, title: t.course, group: 'courses', markers: ['secretariat'] },
  { id: 'secretariatMembers', path: `${kansliet}/medlemmar`, title: t.memberSearch, group: 'members', markers: ['secretariat'] },
  { id: 'secretariatMembersMember', path: `${kansliet}/medlemmar/:memberId`, title: t.member, group: 'members', markers: ['secretariat'] },

  { id: 'news', path: '/aktuellt', title: t.news, group: 'news' },
  { id: 'post', path: '/aktuellt/:postId', title: t.post, group: 'news' },
  { id: 'documents', path: '/dokument', title: t.documents, group: 'documents' },
  { id: 'courses', path: '/kurser', title: t.courses, group: 'courses' },
  // Issue 34: a page of its own (a static segment, chosen before /kurser/:courseId).
  { id: 'myCourseRegistrations', path: '/kurser/mina-anmalningar', title: t.myCourseRegistrations, group: 'courses' },
  { id: 'course', path: '/kurser/:courseId', title: t.course, group: 'courses' },

  { id: 'memberCases', path: '/arenden/mina', title: t.memberCases, group: 'cases', fixedParams: { caseRole: 'mina' } },
  { id: 'secretariatCases', path: '/arenden/kansliet', title: t.secretariatCases, group: 'cases', markers: ['secretariat'], fixedParams: { caseRole: 'kansliet' } },
  { id: 'economistCases', path: '/arenden/vasabyran', title: t.economistCases, group: 'cases', markers: ['economist'], fixedParams: { caseRole: 'vasabyran' } },
  { id: 'caseList', path: '/arenden/:caseRole', title: t.cases, group: 'cases' },
  { id: 'organisationCaseList', path: '/arenden/:caseRole/:caseOrganizationId', title: t.cases, group: 'cases' },
  { id: 'workplaceCaseList', path: '/arenden/:caseRole/:caseOrganizationId/arbetsplats/:caseWorkplaceId', title: t.cases, group: 'cases' },
  { id: 'case', path: '/arenden/:caseRole/arende/:caseId', title: t.case, group: 'casePage' },
  { id: 'organisationCase', path: '/arenden/:caseRole/:caseOrganizationId/arende/:caseId', title: t.case, group: 'casePage' },
  { id: 'workplaceCase', path: '/arenden/:caseRole/:caseOrganizationId/arbetsplats/:caseWorkplaceId/arende/:caseId', title: t.case, group: 'casePage' },

  { id: 'secretariatMemberSearch', path: '/medlemmar', title: t.memberSearch, group: 'members', markers: ['secretariat'] },
  { id: 'secretariatMemberSearchMember', path: '/medlemmar/:memberId', title: t.member, group: 'members', markers: ['secretariat'] },
  { id: 'profile', path: '/min-profil', title: t.profile, group: 'profile' },
  { id: 'notifications', path: '/aviseringar', title: t.notifications, group: 'profile' },
  // Issue 37: the register extract for those without a profile page (reached from the user menu; on /min-profil it is a section).
  { id: 'registerExtract', path: '/mina-uppgifter', title: t.registerExtract, group: 'profile' },
  // Issue 33: the secretariat's view of mail delivery problems (reached from its user menu).
  { id: 'mailDelivery', path: '/kansliet/e-post', title: t.mailDelivery, group: 'profile', markers: ['secretariat'] },
  // Issue 36: a handler's saved replies, their own and their units' (reached from the user menu).
  { id: 'savedReplies', path: '/svarsmallar', title: t.savedReplies, group: 'profile' },
  // Issue 36: a handler's case statistics, per list (reached from the user menu).
  { id: 'statistics', path: '/statistik', title: t.statistics, group: 'statistics' },
  // Issue 23: the header search's results on a page of their own (Enter in the search field).
  { id: 'searchResults', path: '/sok', title: t.searchResults, group: 'members' },

  { id: 'components', path: '/components', title: t.components, group: 'components', public: true, devOnly: true },
  { id: 'authCallback', path: '/auth', title: t.signingIn, group: 'shell', public: true },
  { id: 'authError', path: '/auth/error', title: t.authError, group: 'shell', public: true },
  { id: 'signedOut', path: '/auth/signed-out', title: t.signedOut, group: 'shell', public: true },
  { id: 'signedOutAlias', path: '/utloggad', title: t.signedOut, group: 'shell', public: true },
  { id: 'notFound', path: '*', title: t.notFound, group: 'shell', public: true },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routeTable)[number]['id'];

const byId = new Map<string, RouteDef>(routeTable.map((route) => [route.id, route]));

export function routeById(id: string | null | undefined): RouteDef | undefined {
  return id ? byId.get(id) : undefined;
}

/** Routes without the public flag need a token; an unknown route id counts as not public. */
export function isPublicRoute(id: string | null | undefined): boolean {
  return routeById(id)?.public === true;
}

/** The case lists and the case page: two chunks, one caseRole segment. */
const isCaseRoute = (route: RouteDef) => route.group === 'cases' || route.group === 'casePage';

/** Spec §2: the case routes' caseRole decides the secretariat and economist markers too. */
export function routeMarkers(id: string | null | undefined, params: Record<string, string | undefined> = {}): RouteMarker[] {
  const route = routeById(id);
  if (!route) return [];
  const markers = new Set<RouteMarker>(route.markers ?? []);
  if (isCaseRoute(route)) {
    const caseRole = params.caseRole ?? route.fixedParams?.caseRole;
    if (caseRole === 'kansliet') markers.add('secretariat');
    if (caseRole === 'vasabyran') markers.add('economist');
  }
  return [...markers];
}

/** The caseRole segments of spec §2 ('caseRole values seen: mina, organisation, kansliet, vasabyran'). */
export const CASE_ROLE_SEGMENTS = ['mina', 'organisation', 'kansliet', 'vasabyran'];

/**
 * A path can match a route's pattern and still name nothing (/arenden/foo): such a path is the
 * not-found page, with its title.
 */
export function namesSomething(id: string | null | undefined, params: Record<string, string | undefined>): boolean {
  const route = routeById(id);
  if (!route) return false;
  if (isCaseRoute(route)) {
    const caseRole = params.caseRole ?? route.fixedParams?.caseRole;
    return caseRole !== undefined && CASE_ROLE_SEGMENTS.includes(caseRole);
  }
  return true;
}

/** Everything under /auth: no selections, no title bookkeeping beyond the page's own. */
export function isUnderAuth(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/** Spec §2: 'Redirect limit for the router: 10'. */
export const REDIRECT_LIMIT = 10;

/** Spec §1: '{title} | {association name}'. */
export function pageTitle(title: string): string {
  return `${title} | ${sv.app.associationName}`;
}

/** Spec §2: an economist's home is their case list. */
export const ECONOMIST_HOME = '/arenden/vasabyran';
