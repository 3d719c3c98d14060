import type { User } from '../api/types';
import { ownAssociationIds } from './associationAccess';
import { boardAssociationIds } from './associationRoles';

/**
 * Spec §2 and §6: whose documents /dokument shows. The secretariat sees the secretariat area;
 * others their association: the one whose board they sit on (they manage its documents), else
 * their work association, else the first association they belong to. Kept apart from
 * documentAccess.ts: the files saga of the first route's bundle needs only this.
 */
export function ownDocumentArea(user: User): { area: 'secretariat' } | { area: 'association'; associationId: string } | null {
  if (user.isKanslist) return { area: 'secretariat' };
  const associations = [...user.psychologyAssociations, ...user.nationalAssociations];
  const associationId = boardAssociationIds(user)[0] ?? user.workAssociation?.id ?? associations[0]?.id;
  return associationId ? { area: 'association', associationId } : null;
}

/**
 * Whether the user may open an area's list at all (documentAccess.ts has the full rules; this is
 * the same answer, from the few facts it needs): the secretariat's for the secretariat, an
 * association's for the secretariat and those who belong to it.
 */
export function mayOpenDocumentArea(user: User, area: { area: 'secretariat' } | { area: 'association'; associationId: string }): boolean {
  if (area.area === 'secretariat') return user.isKanslist;
  return user.isKanslist || ownAssociationIds(user).includes(area.associationId);
}
