import type { User } from '../../api/types';

/** Where the modal was opened from; on the profile page the back link is hidden (spec §2). */
export type CreationOrigin = 'header' | 'caseList' | 'profile' | 'memberPage';

/**
 * The facts of the case's owner that the creation rules need (spec §5): the work association
 * (auto-selected association) and the union representatives (receiver text). The signed-in user,
 * or on behalf of a member, that member.
 */
export interface CaseOwnerFacts {
  id: string;
  name: string;
  workAssociation: User['workAssociation'];
  unionRepresentatives: { id: string; name: string }[];
}

/** A member the secretariat can create a case for. */
export interface MemberChoice {
  id: string;
  name: string;
}

/** A chosen attachment as the store holds it: the File itself stays in the file registry. */
export interface AttachedFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export function ownerFactsOf(user: User): CaseOwnerFacts {
  const reps = user.unionRepresentatives.length > 0 ? user.unionRepresentatives : user.workplace?.unionRepresentatives ?? [];
  return {
    id: user.id,
    name: user.name,
    workAssociation: user.workAssociation,
    unionRepresentatives: reps.map((r) => ({ id: r.id, name: r.name })),
  };
}
