import type { Member, MemberStanding } from '../api/types';

export type { MemberStanding } from '../api/types';

/**
 * Issue 37, erasure of a former member: one set of rules for the server (who may erase, whom) and
 * the SPA (whether the member page offers 'Radera tidigare medlem'). ARCHITECTURE §1 "Erasure of a
 * former member".
 */

/** The name every view shows for an erased member: the tombstone's first and last name make it. */
export const FORMER_MEMBER_NAME = 'Tidigare medlem';
export const FORMER_MEMBER_FIRSTNAME = 'Tidigare';
export const FORMER_MEMBER_LASTNAME = 'medlem';

/** Spec §6: only the secretariat's management (canManageSecretariat) erases a former member. */
export function mayEraseFormerMember(user: { isKanslist: boolean; canManageSecretariat: boolean }): boolean {
  return user.isKanslist && user.canManageSecretariat;
}

/**
 * A member who has left: a member (a member number) with no membership row left: no local or
 * national association, not in the secretariat or the economists. The register ends a member's
 * memberships when they leave; a row with a membership is still someone's colleague or member.
 * An erased row (a tombstone) has left and cannot be erased again.
 */
export function memberStanding(member: { memberships: number; erasedAt: Date | string | null }): MemberStanding {
  if (member.erasedAt !== null) return 'erased';
  return member.memberships === 0 ? 'left' : 'member';
}

export type MemberErasureRefusal = 'MEMBER_ERASURE_NOT_ALLOWED' | 'MEMBER_HAS_NOT_LEFT' | 'MEMBER_ALREADY_ERASED';

/** Why an erasure is refused (null: allowed): the caller's right first, then the member's standing; never oneself. */
export function memberErasureRefusal(
  user: { id: string; isKanslist: boolean; canManageSecretariat: boolean },
  member: { id: string; standing: MemberStanding },
): MemberErasureRefusal | null {
  if (!mayEraseFormerMember(user) || user.id === member.id) return 'MEMBER_ERASURE_NOT_ALLOWED';
  if (member.standing === 'erased') return 'MEMBER_ALREADY_ERASED';
  if (member.standing !== 'left') return 'MEMBER_HAS_NOT_LEFT';
  return null;
}

/**
 * The member as the server keeps them after the erasure (the tombstone): the name 'Tidigare
 * medlem', every personal field empty. The member page shows it at once (the server no longer
 * answers Members/{id}/Get for a row without a member number).
 */
export function erasedMember(member: Member): Member {
  return {
    ...member,
    name: FORMER_MEMBER_NAME, firstname: FORMER_MEMBER_FIRSTNAME, lastname: FORMER_MEMBER_LASTNAME,
    username: null, memberNumber: null, email: null, phone: null, city: null, protectedIdentity: false,
    association: null, workplace: null, unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [],
  };
}
