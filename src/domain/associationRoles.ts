import type { User } from '../api/types';

/** Who acts for an association (spec §6), apart from the case rules so that the first route can use them (issue 12). */

/**
 * Spec §1: a board member who has not accepted the GDPR information yet does not act in the
 * organisation role: the server answers such calls with 403 GDPR_CONSENT_REQUIRED.
 */
export const organisationRoleWithheld = (user: User): boolean => user.awaitsGdprConsent === true;

/** Psychology and national associations where the user sits on the board. */
export function boardAssociations(user: User): User['psychologyAssociations'] {
  return [...user.psychologyAssociations, ...user.nationalAssociations].filter((a) => a.role === 'Styrelsemedlem');
}

/** The ids of `boardAssociations`. */
export function boardAssociationIds(user: User): string[] {
  return boardAssociations(user).map((a) => a.id);
}

/** Workplaces the user is a union representative of (the user is among its representatives). */
export function representedWorkplaceIds(user: User): string[] {
  const place = user.workplace;
  return place && place.unionRepresentatives.some((r) => r.id === user.id) ? [place.id] : [];
}

