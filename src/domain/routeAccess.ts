import type { User } from '../api/types';
import { mayReadAssociation } from './associationAccess';
import { organisationRoleWithheld, boardAssociationIds } from './caseAccess';
import { mayOpenCaseList } from './caseListContext';
import { mayUseSavedReplies } from './savedReplyUnits';
import { mayViewStatistics } from './statisticsLists';
import { mayReadAssociationDocuments, mayReadBoardDocuments, mayReadWorkplaceDocuments } from './documentAccess';
import { mayListMembers, memberContextOfRoute } from './memberSearch';
import { caseRoleSegment, roleFromSegment, type Role } from './roles';
import { hasOwnProfile, mayReviewMailDelivery } from './users';

/**
 * Spec §2 and §6: who may open which route. One pure rule, `mayOpenRoute(user, routeId, params)`,
 * that the shell applies to every routed page ('Åtkomst nekad' otherwise) and that agrees with
 * what the server answers for the calls the page makes: it is built from the same domain rules
 * (associationAccess, caseAccess, documentAccess, memberSearch, users).
 *
 * - Public routes (sign-in pages, not found, the component showcase) and the pages for everyone
 *   (overview, own news, own documents, courses, content pages) open for any signed-in user.
 * - An organisation's pages: those who may read the association (its members, the secretariat,
 *   the economists); its documents by the document rules; its member search by the member rules.
 * - The board's pages (/organisation/{id}/styrelsen…): its board members, once they have accepted
 *   the GDPR information (spec §1).
 * - A workplace's pages: those who may read its association; its documents and member search by
 *   their own rules.
 * - The secretariat's pages (/kansliet…, /medlemmar, /arenden/kansliet): the secretariat; its
 *   board part only with canManageSecretariat.
 * - The economists' pages (/vasabyran/medlemmar, /arenden/vasabyran): the economists.
 * - Case lists and cases: the case role of the path must be one the user holds (caseRolesOf);
 *   in the organisation role only an organisation the user handles, and a workplace of an
 *   association whose board they sit on or that they represent: the one rule of
 *   caseListContext.ts, which Case/GetAll applies too. Which case the
 *   user may see is the server's answer for that case.
 * - /min-profil: not for economists and the secretariat.
 */
export type RouteParams = Record<string, string | undefined>;

const everyone = (): boolean => true;
const secretariat = (user: User) => user.isKanslist;
const secretariatBoard = (user: User) => user.isKanslist && user.canManageSecretariat;
const economist = (user: User) => user.isEconomist;

/** The board of the association in the path, with the GDPR information accepted. */
function boardOf(user: User, params: RouteParams): boolean {
  return params.organizationId !== undefined && !organisationRoleWithheld(user) && boardAssociationIds(user).includes(params.organizationId);
}

function association(user: User, params: RouteParams): boolean {
  return params.organizationId !== undefined && mayReadAssociation(user, params.organizationId);
}

function members(routeId: string) {
  return (user: User, params: RouteParams): boolean => {
    const context = memberContextOfRoute(routeId, params);
    return context !== null && mayListMembers(user, context);
  };
}

const CASE_ROLE_OF_FIXED_ROUTE: Record<string, string> = { memberCases: 'mina', secretariatCases: 'kansliet', economistCases: 'vasabyran' };

/** Spec §2 case routes: the list context of the path, by the one rule Case/GetAll applies (caseListContext.ts). */
export function mayOpenCaseContext(user: User, context: { role: Role; organisationId?: string | null; workplaceId?: string | null }): boolean {
  return mayOpenCaseList(user, context);
}

function cases(routeId: string) {
  return (user: User, params: RouteParams): boolean => {
    const segment = params.caseRole ?? CASE_ROLE_OF_FIXED_ROUTE[routeId];
    // A segment that names no case role is the not-found page's, not a refusal.
    if (!Object.values(caseRoleSegment).includes(segment ?? '')) return true;
    return mayOpenCaseContext(user, {
      role: roleFromSegment(segment),
      organisationId: params.caseOrganizationId ?? null,
      workplaceId: params.caseWorkplaceId ?? null,
    });
  };
}

type Rule = (user: User, params: RouteParams) => boolean;

const rules: Record<string, Rule> = {
  overview: everyone,

  organisation: association,
  organisationNews: association,
  organisationPost: association,
  organisationCourses: association,
  organisationCourse: association,
  organisationDocuments: (user, params) => params.organizationId !== undefined && mayReadAssociationDocuments(user, params.organizationId),
  organisationMembers: members('organisationMembers'),
  organisationMembersMember: members('organisationMembersMember'),

  board: boardOf,
  boardNews: boardOf,
  boardPost: boardOf,
  boardDocuments: (user, params) => params.organizationId !== undefined && mayReadBoardDocuments(user, params.organizationId),

  workplace: association,
  workplaceNews: association,
  workplacePost: association,
  workplaceDocuments: (user, params) =>
    params.organizationId !== undefined && params.workplaceId !== undefined && mayReadWorkplaceDocuments(user, params.organizationId, params.workplaceId),
  workplaceMembers: members('workplaceMembers'),
  workplaceMembersMember: members('workplaceMembersMember'),

  contentPage: everyone,

  economistMembers: economist,
  economistMembersMember: economist,

  secretariat,
  secretariatBoard,
  secretariatBoardNews: secretariatBoard,
  secretariatBoardPost: secretariatBoard,
  secretariatBoardDocuments: secretariatBoard,
  secretariatNews: secretariat,
  secretariatPost: secretariat,
  secretariatDocuments: secretariat,
  secretariatCourses: secretariat,
  secretariatCourse: secretariat,
  secretariatMembers: secretariat,
  secretariatMembersMember: secretariat,
  secretariatMemberSearch: secretariat,
  secretariatMemberSearchMember: secretariat,

  news: everyone,
  post: everyone,
  documents: everyone,
  courses: everyone,
  course: everyone,
  myCourseRegistrations: everyone,

  memberCases: cases('memberCases'),
  secretariatCases: cases('secretariatCases'),
  economistCases: cases('economistCases'),
  caseList: cases('caseList'),
  organisationCaseList: cases('organisationCaseList'),
  workplaceCaseList: cases('workplaceCaseList'),
  case: cases('case'),
  organisationCase: cases('organisationCase'),
  workplaceCase: cases('workplaceCase'),

  profile: hasOwnProfile,
  // Issue 24: notice settings for everyone, the secretariat and economists included (they have no /min-profil).
  notifications: everyone,
  // Issue 37: one's own register extract, for everyone (on /min-profil for those who have one).
  registerExtract: everyone,
  // Issue 33: mail delivery problems, the secretariat's (the server's rule).
  mailDelivery: mayReviewMailDelivery,
  // Issue 36: saved replies, for those who handle cases (the server's rule).
  savedReplies: mayUseSavedReplies,
  // Issue 36: statistics, for who has a list to count (the server's rule).
  statistics: mayViewStatistics,
  searchResults: everyone,

  components: everyone,
  authCallback: everyone,
  authError: everyone,
  signedOut: everyone,
  signedOutAlias: everyone,
  notFound: everyone,
};

/** The route ids this rule knows: every id of the route table (a test holds the two together). */
export const guardedRouteIds = Object.keys(rules);

/** Whether the signed-in user may open the route with these path parameters; an unknown route id is refused. */
export function mayOpenRoute(user: User, routeId: string, params: RouteParams = {}): boolean {
  const rule = rules[routeId];
  return rule ? rule(user, params) : false;
}
