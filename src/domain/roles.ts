import type { User } from '../api/types';

/** The roles of spec §6. */
export type Role = 'member' | 'organization' | 'secretariat' | 'economist';

/** The `caseRole` segment of the case routes (spec §2) for each role. */
export const caseRoleSegment: Record<Role, string> = {
  member: 'mina',
  organization: 'organisation',
  secretariat: 'kansliet',
  economist: 'vasabyran',
};

export function roleFromSegment(segment: string | undefined): Role {
  const found = (Object.keys(caseRoleSegment) as Role[]).find((role) => caseRoleSegment[role] === segment);
  return found ?? 'member';
}

/** Spec §6: economist over all, secretariat over organisation, a board member acts for the organisation. */
export function activeRole(user: User): Role {
  if (user.isEconomist) return 'economist';
  if (user.isKanslist) return 'secretariat';
  if (user.isBoardmember) return 'organization';
  return 'member';
}

/** Spec §6: a workplace (union) representative is a user whose work-association role is board. */
export function isWorkplaceRepresentative(user: User): boolean {
  return user.workAssociation?.role === 'Styrelsemedlem';
}

/** Spec §6: the board role in the secretariat gives canManageSecretariat. */
export function canManageSecretariat(user: User): boolean {
  return user.canManageSecretariat;
}
