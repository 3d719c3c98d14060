import type { User } from '../api/types';

/** Spec §1: board members must accept the GDPR information before using the portal. */
export function needsGdprConsent(user: User): boolean {
  return user.isBoardmember;
}

/** Board member of one of the target's organisations (psychology or national association). */
function sharesBoardOrganisation(actor: User, target: User): boolean {
  const boardOf = new Set(
    [...actor.psychologyAssociations, ...actor.nationalAssociations]
      .filter((a) => a.role === 'Styrelsemedlem')
      .map((a) => a.id),
  );
  return [...target.psychologyAssociations, ...target.nationalAssociations].some((a) => boardOf.has(a.id));
}

/** Who may read another user's profile: oneself, the secretariat, economists, and the boards of the user's associations. */
export function mayReadUser(actor: User, target: User): boolean {
  return actor.id === target.id || actor.isKanslist || actor.isEconomist || sharesBoardOrganisation(actor, target);
}

/** Spec §2: /min-profil is hidden for economists and secretariat staff. */
export function hasOwnProfile(user: User): boolean {
  return !user.isEconomist && !user.isKanslist;
}
