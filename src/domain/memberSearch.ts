import type { User } from '../api/types';
import { isWorkplaceRepresentative } from './roles';

/**
 * Who may search members, and where (spec §6): the secretariat and economists across all
 * organisations; association board members within their association; a workplace (union)
 * representative within their workplace. Ordinary members do not search members.
 */
export type MemberSearchScope =
  | { kind: 'all'; area: 'secretariat' | 'economist' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'workplace'; organisationId: string; workplaceId: string };

export function memberSearchScope(user: User): MemberSearchScope | null {
  if (user.isEconomist) return { kind: 'all', area: 'economist' };
  if (user.isKanslist) return { kind: 'all', area: 'secretariat' };
  const boardOf = [...user.psychologyAssociations, ...user.nationalAssociations].find((a) => a.role === 'Styrelsemedlem');
  if (boardOf) return { kind: 'organisation', organisationId: boardOf.id };
  if (isWorkplaceRepresentative(user) && user.workAssociation && user.workplace) {
    return { kind: 'workplace', organisationId: user.workAssociation.id, workplaceId: user.workplace.id };
  }
  return null;
}
