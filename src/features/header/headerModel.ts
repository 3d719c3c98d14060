import type { AssociationSummary, User } from '../../api/types';
import { memberSearchRoute, memberSearchScope } from '../../domain/memberSearch';
import { mayUseSavedReplies } from '../../domain/savedReplyUnits';
import { mayViewStatistics } from '../../domain/statisticsLists';
import { caseRoleSegment } from '../../domain/roles';
import { isWorkplaceRepresentative } from '../../domain/roles';
import { initials } from '../../lib/initials';
import { hasOwnProfile, mayReviewMailDelivery } from '../../domain/users';
import { mayOpenRoute } from '../../domain/routeAccess';
import { boardAssociations } from '../../domain/associationRoles';
import { sv } from '../../text/sv';
import { swedishCompare } from '../../domain/sorting';

/**
 * The header's rules of spec §2 as one pure function of the user and a few flags, so that they
 * can be read, and tested, as a table.
 */

export const ASSOCIATIONS_PER_GROUP = 3;
export { ECONOMIST_HOME } from '../../app/routeTable';
import { ECONOMIST_HOME } from '../../app/routeTable';

export interface NavLink {
  key: string;
  text: string;
  href: string;
  external?: boolean;
  badge?: number;
}

export interface AssociationLink {
  id: string;
  name: string;
  href: string;
}

export interface AssociationGroup {
  key: 'psychology' | 'national';
  heading: string;
  items: AssociationLink[];
}

export type MenuItem =
  | ({ kind: 'link' } & NavLink)
  /** 'Ärenden': the case lists the user has (the same links as the case icon's menu). */
  | { kind: 'cases'; key: 'cases'; heading: string; links: NavLink[]; newCase: boolean }
  | { kind: 'workplacePicker'; key: 'myWorkplace'; text: string; associationId: string }
  | { kind: 'associations'; key: 'associations'; heading: string; groups: AssociationGroup[]; searchable: boolean; allLink: NavLink | null };

export interface HeaderModel {
  logoHref: string;
  /** null: no case icon (no user, or protected identity). */
  caseIcon: null | {
    unread: boolean;
    /** null: the icon shows no menu until GDPR consent is given. */
    menu: NavLink[] | null;
  };
  menu: MenuItem[];
  /** null without a user. */
  userMenu: null | { name: string; initials: string; items: NavLink[] };
}

export interface HeaderInput {
  user: User | null;
  hasGdprConsent: boolean;
  hasUnreadCases: boolean;
  /** Unread secretariat posts (the posts feature provides it). */
  intranetUnread: number;
  /** The external 'Se alla föreningar och nätverk' address (from the CMS), if any. */
  allAssociationsUrl: string | null;
  /** Every association (GET Association/GetAll): what the secretariat picks from. */
  allAssociations?: readonly AssociationSummary[];
  /** Open cases per association id in the secretariat's list: the associations that matter come first. */
  openCasesByAssociation?: Readonly<Record<string, number>>;
}

const h = sv.header;

export function memberSearchHref(user: User): string | null {
  const scope = memberSearchScope(user);
  return scope ? memberSearchRoute(scope) : null;
}

function caseMenu(user: User): NavLink[] {
  if (user.isEconomist) return [{ key: 'economist', text: h.economistCases, href: ECONOMIST_HOME }];
  const links: NavLink[] = [{ key: 'member', text: h.myCases, href: `/arenden/${caseRoleSegment.member}` }];
  for (const association of boardAssociations(user)) {
    links.push({ key: `organisation-${association.id}`, text: h.associationCases(association.name), href: `/arenden/${caseRoleSegment.organization}/${association.id}` });
  }
  if (isWorkplaceRepresentative(user) && user.workAssociation && user.workplace) {
    links.push({
      key: `workplace-${user.workplace.id}`,
      text: h.workplaceCases(user.workplace.name),
      href: `/arenden/${caseRoleSegment.organization}/${user.workAssociation.id}/arbetsplats/${user.workplace.id}`,
    });
  }
  if (user.isKanslist) links.push({ key: 'secretariat', text: h.secretariatCases, href: `/arenden/${caseRoleSegment.secretariat}` });
  return links;
}

/** 'Styrelsen': the board home of each association whose board the user sits on. */
function boardLinks(user: User): NavLink[] {
  // Only boards whose home the user may open (its board members, once GDPR is accepted).
  const boards = boardAssociations(user).filter((a) => mayOpenRoute(user, 'board', { organizationId: a.id }));
  return boards.map((a) => ({
    key: `board-${a.id}`,
    text: boards.length === 1 ? h.board : h.boardOf(a.name),
    href: `/organisation/${a.id}/styrelsen`,
  }));
}

const associationLink = (a: { id: string; name: string }): AssociationLink => ({ id: a.id, name: a.name, href: `/organisation/${a.id}` });

/**
 * Issue 23: the three the secretariat sees first are the associations that matter to it: its
 * own, then those with the most open cases in Kansliets list, then by name (the search finds
 * the rest).
 */
function secretariatOrder(list: readonly AssociationSummary[], user: User, weight: Readonly<Record<string, number>>): AssociationSummary[] {
  const own = new Set([...user.psychologyAssociations, ...user.nationalAssociations].map((a) => a.id));
  return [...list].sort((a, b) =>
    Number(own.has(b.id)) - Number(own.has(a.id))
    || (weight[b.id] ?? 0) - (weight[a.id] ?? 0)
    || swedishCompare(a.name, b.name));
}

/**
 * 'Mina föreningar och nätverk': the user's own associations. The secretariat's 'Föreningar och
 * nätverk' (issue 12): every association, to pick from.
 */
function associationsItem(user: User, allAssociationsUrl: string | null, allAssociations: readonly AssociationSummary[], weight: Readonly<Record<string, number>>): MenuItem | null {
  const psychology = user.isKanslist
    ? secretariatOrder(allAssociations.filter((a) => a.type === 'psychology'), user, weight).map(associationLink)
    : user.psychologyAssociations.map(associationLink);
  const national = user.isKanslist
    ? secretariatOrder(allAssociations.filter((a) => a.type === 'national'), user, weight).map(associationLink)
    : user.nationalAssociations.map(associationLink);
  if (psychology.length + national.length === 0 && !user.isKanslist) return null;
  const groups: AssociationGroup[] = [];
  if (psychology.length) groups.push({ key: 'psychology', heading: h.psychologyAssociations, items: psychology });
  if (national.length) groups.push({ key: 'national', heading: h.nationalAssociations, items: national });
  return {
    kind: 'associations',
    key: 'associations',
    heading: user.isKanslist ? h.associations : h.myAssociations,
    groups,
    searchable: psychology.length + national.length > ASSOCIATIONS_PER_GROUP,
    allLink: allAssociationsUrl ? { key: 'all', text: h.seeAllAssociations, href: allAssociationsUrl, external: true } : null,
  };
}

export function headerModel({ user, hasGdprConsent, hasUnreadCases, intranetUnread, allAssociationsUrl, allAssociations = [], openCasesByAssociation = {} }: HeaderInput): HeaderModel {
  if (!user) return { logoHref: '/', caseIcon: null, menu: [], userMenu: null };

  const memberSearch = memberSearchHref(user);
  const memberSearchLink: MenuItem | null = memberSearch ? { kind: 'link', key: 'memberSearch', text: h.memberSearch, href: memberSearch } : null;

  let menu: MenuItem[];
  if (user.isEconomist) {
    // Spec §2: economists see only Sök medlem.
    menu = memberSearchLink ? [memberSearchLink] : [];
  } else {
    menu = [{ kind: 'link', key: 'overview', text: h.overview, href: '/' }];
    // Spec §2: the case lists are for those who see the case icon's menu (not with protected
    // identity, not before GDPR consent); here they are named in words.
    if (!user.protectedIdentity && hasGdprConsent) menu.push({ kind: 'cases', key: 'cases', heading: h.cases, links: caseMenu(user), newCase: true });
    menu.push(
      { kind: 'link', key: 'news', text: h.news, href: '/aktuellt' },
      { kind: 'link', key: 'courses', text: h.courses, href: '/kurser' },
      // Issue 34: the user's own sign-ups and waiting places, a page of their own.
      { kind: 'link', key: 'myCourseRegistrations', text: h.myCourseRegistrations, href: '/kurser/mina-anmalningar' },
      { kind: 'link', key: 'documents', text: h.documents, href: '/dokument' },
    );
    for (const link of boardLinks(user)) menu.push({ kind: 'link', ...link });
    if (user.workAssociation?.hasMoreThanOneWorkplace) {
      menu.push({ kind: 'workplacePicker', key: 'myWorkplace', text: h.myWorkplace, associationId: user.workAssociation.id });
    }
    if (user.isKanslist) {
      menu.push({ kind: 'link', key: 'intranet', text: h.intranet, href: '/kansliet', badge: intranetUnread > 0 ? intranetUnread : undefined });
    }
    const associations = associationsItem(user, allAssociationsUrl, allAssociations, openCasesByAssociation);
    if (associations) menu.push(associations);
    if (memberSearchLink) menu.push(memberSearchLink);
  }

  const userItems: NavLink[] = [];
  if (hasOwnProfile(user)) userItems.push({ key: 'profile', text: h.profile, href: '/min-profil' });
  // Issue 24: who has no profile page (spec §2) sets their e-mail notices here.
  else userItems.push({ key: 'notifications', text: h.notifications, href: '/aviseringar' });
  // Issue 37: the register extract; on /min-profil for those who have one.
  if (!hasOwnProfile(user)) userItems.push({ key: 'registerExtract', text: h.registerExtract, href: '/mina-uppgifter' });
  // Issue 33: the secretariat sees here whether members' mail arrives.
  if (mayReviewMailDelivery(user)) userItems.push({ key: 'mailDelivery', text: h.mailDelivery, href: '/kansliet/e-post' });
  // Issue 36: saved replies, for those who handle cases.
  if (mayUseSavedReplies(user)) userItems.push({ key: 'savedReplies', text: h.savedReplies, href: '/svarsmallar' });
  // Issue 36: the numbers of the handler's lists.
  if (mayViewStatistics(user)) userItems.push({ key: 'statistics', text: h.statistics, href: '/statistik' });

  return {
    logoHref: user.isEconomist ? ECONOMIST_HOME : '/',
    caseIcon: user.protectedIdentity ? null : { unread: hasUnreadCases, menu: hasGdprConsent ? caseMenu(user) : null },
    menu,
    userMenu: { name: user.name, initials: initials(user.name), items: userItems },
  };
}

/** Spec §2, §5: the association search (case-insensitive on names), then at most 3 per group. */
export function visibleAssociationGroups(groups: AssociationGroup[], query: string): AssociationGroup[] {
  const needle = query.trim().toLocaleLowerCase('sv');
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.name.toLocaleLowerCase('sv').includes(needle)).slice(0, ASSOCIATIONS_PER_GROUP),
    }))
    .filter((group) => group.items.length > 0);
}
