import type { User } from '../api/types';

/** The associations the user belongs to: memberships of either kind and the work association. */
export function ownAssociationIds(user: User): string[] {
  const ids = [...user.psychologyAssociations, ...user.nationalAssociations].map((a) => a.id);
  if (user.workAssociation) ids.push(user.workAssociation.id);
  return [...new Set(ids)];
}

/**
 * Who may read an association and its workplaces (Association/{id}/Get, the case list filters):
 * those who belong to it, and those who handle every association, the secretariat and economists.
 */
export function mayReadAssociation(user: User, associationId: string): boolean {
  return user.isKanslist || user.isEconomist || ownAssociationIds(user).includes(associationId);
}

/**
 * Who may list every association (GET Association/GetAll, issue 12): those who handle every
 * association, the secretariat ('Föreningar och nätverk' in the header) and the economists.
 */
export function mayListAllAssociations(user: User): boolean {
  return user.isKanslist || user.isEconomist;
}
