import type { User } from '../api/types';
import { boardAssociationIds, organisationRoleWithheld } from './associationRoles';

/** Spec §1: board members must accept the GDPR information before using the portal. */
export function needsGdprConsent(user: User): boolean {
  return user.isBoardmember;
}

/** Board member of one of the target's organisations (psychology or national association). */
function sharesBoardOrganisation(actor: User, target: User): boolean {
  const boardOf = new Set(boardAssociationIds(actor));
  return [...target.psychologyAssociations, ...target.nationalAssociations].some((a) => boardOf.has(a.id));
}

/**
 * Who may read another user's profile (User/{id}/Get): oneself, the secretariat, economists, and the
 * boards of the user's associations; a protected identity only the first three (issue 22). A board
 * member who has not accepted the GDPR information yet gets GDPR_CONSENT_REQUIRED, as for every
 * call that returns member data (src/domain/memberSearch.ts).
 */
export function userReadRefusal(actor: User, target: User): 'USER_NOT_FOUND' | 'GDPR_CONSENT_REQUIRED' | null {
  if (actor.id === target.id || actor.isKanslist || actor.isEconomist) return null;
  if (target.protectedIdentity || !sharesBoardOrganisation(actor, target)) return 'USER_NOT_FOUND';
  return organisationRoleWithheld(actor) ? 'GDPR_CONSENT_REQUIRED' : null;
}

export function mayReadUser(actor: User, target: User): boolean {
  return userReadRefusal(actor, target) === null;
}

/** Spec §2: /min-profil is hidden for economists and secretariat staff. */
export function hasOwnProfile(user: User): boolean {
  return !user.isEconomist && !user.isKanslist;
}

/**
 * Who sees and clears mail delivery problems (issue 33): the secretariat, any of its staff (spec
 * §6's secretariat role, as for managing tags and case types; not only canManageSecretariat): it is
 * the secretariat members call when their mail does not come.
 */
export const mayReviewMailDelivery = (user: Pick<User, 'isKanslist'>) => user.isKanslist;
