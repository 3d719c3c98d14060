import type { User } from '../api/types';
import { CaseStatus } from './caseStatus';
import { CaseTypeCode, SubCategoryCode } from './caseCatalogue';
import type { Role } from './roles';

/**
 * Who may see, manage and reply to a case (spec §6). Pure functions over the `User` DTO and the
 * few facts of a case below: the server enforces them (and mirrors them in SQL for the lists),
 * the SPA uses the very same functions to decide what to show. A list item (`CaseListItem`) and
 * the full case both fit `CaseAccessFacts`.
 */
export interface CaseAccessFacts {
  caseType: { type: string };
  ownerUser: { id: string };
  association: { id: string } | null;
  workplace: { id: string } | null;
  shouldBeHandledByKanslist: boolean;
  invitationFromBoardMember: boolean;
  subCategories: { type: string }[];
  /** Users added to the case (administrators and invited users). */
  users: { id: string }[];
}

/** The case list context of spec §2: `/arenden/{caseRole}/{caseOrganizationId}/arbetsplats/{caseWorkplaceId}`. */
export interface CaseContext {
  role: Role;
  organisationId?: string | null;
  workplaceId?: string | null;
}

/** Spec §6: the board-related case types (both direct-contact types and board matter). */
export const BOARD_RELATED_CASE_TYPES: readonly string[] = [
  CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION,
  CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION,
  CaseTypeCode.BOARD_MATTER,
];

export const isBoardRelatedCaseType = (type: string) => BOARD_RELATED_CASE_TYPES.includes(type);

export { boardAssociationIds, organisationRoleWithheld, representedWorkplaceIds } from './associationRoles';
import { boardAssociationIds, organisationRoleWithheld, representedWorkplaceIds } from './associationRoles';

/**
 * The associations whose case lists the user may open in the organisation role: those they sit on
 * the board of, and the work association of the workplace they represent.
 */
export function handledOrganisationIds(user: User): string[] {
  const ids = boardAssociationIds(user);
  if (representedWorkplaceIds(user).length > 0 && user.workAssociation) ids.push(user.workAssociation.id);
  return [...new Set(ids)];
}

/** An association role: a board seat, or union representative of a workplace. */
export function handlesOrganisations(user: User): boolean {
  return boardAssociationIds(user).length > 0 || representedWorkplaceIds(user).length > 0;
}

/**
 * The case roles a user can take. Spec §6: economist over all, so an economist acts only as
 * economist; everybody else is a member, plus organisation and secretariat where they hold them.
 */
export function caseRolesOf(user: User): Role[] {
  if (user.isEconomist) return ['economist'];
  const roles: Role[] = ['member'];
  if (handlesOrganisations(user) && !organisationRoleWithheld(user)) roles.push('organization');
  if (user.isKanslist) roles.push('secretariat');
  return roles;
}

/**
 * Why the user may not act in this case role, or null if they may: GDPR_CONSENT_REQUIRED for the
 * organisation role of a board member who has not accepted yet, ROLE_NOT_ALLOWED otherwise.
 */
export function caseRoleRefusal(user: User, role: Role): 'GDPR_CONSENT_REQUIRED' | 'ROLE_NOT_ALLOWED' | null {
  if (caseRolesOf(user).includes(role)) return null;
  if (role === 'organization' && organisationRoleWithheld(user) && handlesOrganisations(user)) return 'GDPR_CONSENT_REQUIRED';
  return 'ROLE_NOT_ALLOWED';
}

/**
 * A case the user could view in the organisation role once they accept the GDPR information, but
 * not now: the 403 GDPR_CONSENT_REQUIRED rather than the 404 of a case they may not see.
 */
export function viewAwaitsGdprConsent(user: User, c: CaseAccessFacts): boolean {
  return organisationRoleWithheld(user) && !mayViewCase(user, c) && organisationMayView({ ...user, awaitsGdprConsent: undefined }, c);
}

/** The role used when a call names none: member (spec §4), economist for economists. */
export const defaultCaseRole = (user: User): Role => (user.isEconomist ? 'economist' : 'member');

export const isCaseOwner = (user: User, c: CaseAccessFacts) => c.ownerUser.id === user.id;
export const isAssignedToCase = (user: User, c: CaseAccessFacts) => c.users.some((u) => u.id === user.id);

/**
 * Spec §6, secretariat: a case flagged shouldBeHandledByKanslist, where the forSecretariat rule
 * hides board-related cases unless the board invited the secretariat; or a case the user was
 * added to (being added is itself an invitation).
 */
export function secretariatMayView(user: User, c: CaseAccessFacts): boolean {
  if (!user.isKanslist) return false;
  if (isAssignedToCase(user, c)) return true;
  return c.shouldBeHandledByKanslist && (!isBoardRelatedCaseType(c.caseType.type) || c.invitationFromBoardMember);
}

/** Spec §6, economist: only YOUR_MEMBERSHIP cases that are not about MEMBER_BENEFITS. */
export function economistMayView(user: User, c: CaseAccessFacts): boolean {
  return user.isEconomist
    && c.caseType.type === CaseTypeCode.YOUR_MEMBERSHIP
    && !c.subCategories.some((s) => s.type === SubCategoryCode.MEMBER_BENEFITS);
}

/** Spec §6, association roles: the case's association is one the user is on the board of, or its workplace one they represent. */
export function organisationMayView(user: User, c: CaseAccessFacts): boolean {
  if (organisationRoleWithheld(user)) return false;
  return (c.association !== null && boardAssociationIds(user).includes(c.association.id))
    || (c.workplace !== null && representedWorkplaceIds(user).includes(c.workplace.id));
}

/** Spec §6, members: only their own cases. */
export const memberMayView = (user: User, c: CaseAccessFacts) => isCaseOwner(user, c);

const viewRule: Record<Role, (user: User, c: CaseAccessFacts) => boolean> = {
  member: memberMayView,
  organization: organisationMayView,
  secretariat: secretariatMayView,
  economist: economistMayView,
};

/** The case lies inside the chosen organisation / workplace of a list (a narrowing, not a grant). */
export function caseMatchesContext(context: CaseContext, c: CaseAccessFacts): boolean {
  if (context.organisationId && c.association?.id !== context.organisationId) return false;
  if (context.workplaceId && c.workplace?.id !== context.workplaceId) return false;
  return true;
}

/** Whether the case belongs in the user's case list for this role and context (Case/GetAll). */
export function mayViewCaseInContext(user: User, context: CaseContext, c: CaseAccessFacts): boolean {
  return caseRolesOf(user).includes(context.role) && viewRule[context.role](user, c) && caseMatchesContext(context, c);
}

/** Whether the user may open the case at all (Case/Get): some role of theirs grants it, or they were added to it. */
export function mayViewCase(user: User, c: CaseAccessFacts): boolean {
  return isAssignedToCase(user, c) || caseRolesOf(user).some((role) => viewRule[role](user, c));
}

/**
 * Spec §6, managing: the secretariat (for cases it may see), board members / representatives for
 * their association's cases, economists for membership cases. A case owner cannot manage their
 * own case unless it is a board matter.
 */
export function mayManageCase(user: User, c: CaseAccessFacts): boolean {
  if (isCaseOwner(user, c) && c.caseType.type !== CaseTypeCode.BOARD_MATTER) return false;
  return secretariatMayView(user, c) || organisationMayView(user, c) || economistMayView(user, c);
}

/** Spec §6: those who manage a case may reply, and so may users added to it and its owner. */
export function mayReplyToCase(user: User, c: CaseAccessFacts): boolean {
  return isCaseOwner(user, c) || isAssignedToCase(user, c) || mayManageCase(user, c);
}

/**
 * Spec §4, §6: the lock is for those who reply as handlers: who may manage the case, or were added
 * to it. Its owner (who does not manage it) replies without one, and cannot keep handlers out.
 */
export function mayTakeCaseLock(user: User, c: CaseAccessFacts): boolean {
  return mayManageCase(user, c) || (isAssignedToCase(user, c) && !isCaseOwner(user, c));
}

/** Spec §6: notes and audit logs only for the roles the access check allows (those who manage the case). */
export const mayReadNotesAndAuditLogs = mayManageCase;

/** Spec §4: a case is locked only while CREATED and isLocked; then only the locker may reply. */
export function isLockedAgainst(user: User, c: { status: number; isLocked: boolean; lockedBy: { id: string } | null }): boolean {
  return c.status === CaseStatus.CREATED && c.isLocked && c.lockedBy !== null && c.lockedBy.id !== user.id;
}
