import type { CaseListItem, User } from '../api/types';
import { boardAssociations, organisationRoleWithheld, representedWorkplaceIds } from './associationRoles';
import { CaseStatus } from './caseStatus';
import type { Role } from './roles';
import { compareCodeUnits } from './sorting';

/** A case list a user handles (issue 12): an association's (its board) or a workplace's (its representative). */
export interface HandledCaseList {
  role: Role;
  organisationId: string | null;
  workplaceId: string | null;
  /** The association's or the workplace's name. */
  name: string;
}

/**
 * Spec §6 through the same rules as the server's case contexts: the board member's associations
 * and the representative's workplace, in the organisation role (not while the GDPR information
 * waits for acceptance: the server would refuse the role).
 */
export function handledCaseLists(user: User): HandledCaseList[] {
  if (user.isEconomist || organisationRoleWithheld(user)) return [];
  const lists: HandledCaseList[] = boardAssociations(user).map(({ id, name }) => ({ role: 'organization', organisationId: id, workplaceId: null, name }));
  if (user.workAssociation && user.workplace && representedWorkplaceIds(user).includes(user.workplace.id)) {
    lists.push({ role: 'organization', organisationId: user.workAssociation.id, workplaceId: user.workplace.id, name: user.workplace.name });
  }
  return lists;
}

/** A list the header's unread dot watches (issue 21). */
export interface WatchedCaseList {
  role: Role;
  organisationId: string | null;
  workplaceId: string | null;
}

/**
 * Spec §2 (the case icon's unread dot when a case has an unread message), issue 21: every list the
 * user works in: the own cases (the economists' list for an economist), the secretariat's list,
 * and the lists handled as a board member or workplace representative. A protected identity has
 * no case icon, so nothing is watched for it.
 */
export function watchedCaseLists(user: User): WatchedCaseList[] {
  if (user.protectedIdentity) return [];
  const own: WatchedCaseList = { role: user.isEconomist ? 'economist' : 'member', organisationId: null, workplaceId: null };
  const secretariat: WatchedCaseList[] = user.isKanslist && !user.isEconomist ? [{ role: 'secretariat', organisationId: null, workplaceId: null }] : [];
  return [own, ...secretariat, ...handledCaseLists(user).map(({ role, organisationId, workplaceId }) => ({ role, organisationId, workplaceId }))];
}

/** A list's counts on a home: new cases (status Ny, spec §4) and cases with an unread message. */
export interface CaseCounts {
  new: number;
  unread: number;
}

export function caseCounts(cases: readonly Pick<CaseListItem, 'status' | 'hasUnreadMessages'>[]): CaseCounts {
  let fresh = 0;
  let unread = 0;
  for (const c of cases) {
    if (c.status === CaseStatus.CREATED) fresh += 1;
    if (c.hasUnreadMessages) unread += 1;
  }
  return { new: fresh, unread };
}

/** Min översikt's cases: the open ones (not closed), unread first, then the newest first. */
export function openCasesUnreadFirst<C extends Pick<CaseListItem, 'status' | 'hasUnreadMessages' | 'created'>>(cases: readonly C[]): C[] {
  return cases
    .filter((c) => c.status !== CaseStatus.CLOSED)
    .sort((a, b) => Number(b.hasUnreadMessages) - Number(a.hasUnreadMessages) || compareCodeUnits(b.created, a.created));
}
