import { CaseTypeCode, SubCategoryCode, tagCatalogue, typesWithTags } from '../../../src/domain/caseCatalogue';
import type { Random } from './random';
import type { SeedWorld } from './world';

/** The case types the secretariat (head office) handles. */
export const HEAD_OFFICE_TYPES: CaseTypeCode[] = [CaseTypeCode.COUNSELING, CaseTypeCode.YOUR_MEMBERSHIP, CaseTypeCode.OTHER];

export type Status = 1 | 2 | 3;

export interface CaseSpec {
  type: CaseTypeCode;
  status: Status;
  ownerId: string;
  /** Set when the secretariat created the case on behalf of the owner. */
  creatorId?: string;
  associationId?: string | null;
  workplaceId?: string | null;
  subCategories?: string[];
  tags?: string[];
  /** Administrators; otherwise picked from the pool. */
  admins?: string[];
  pool?: string[];
  flagged?: boolean;
  /** Deadline in days from the anchor (negative: past), null for none. */
  deadlineDays?: number | null;
  /** Whether the owner has an unread message (only when the last message is not the owner's). */
  ownerUnread?: boolean;
  ageDays?: number;
  /** For a closed case: how long after its creation it was closed. */
  closedAfterDays?: number;
  invitation?: boolean;
}

export function randomSubCategories(rng: Random, type: CaseTypeCode): string[] {
  if (type === CaseTypeCode.COUNSELING) {
    return rng.chance(0.85) ? [rng.pick([SubCategoryCode.SALARY, SubCategoryCode.WORK_ENVIRONMENT, SubCategoryCode.EMPLOYMENT_TERMS, SubCategoryCode.LICENSE])] : [];
  }
  if (type === CaseTypeCode.YOUR_MEMBERSHIP) {
    return rng.weighted<string[]>([
      [[SubCategoryCode.ECONOMY], 35],
      [[SubCategoryCode.MEMBER_BENEFITS], 20],
      [[SubCategoryCode.ECONOMY, SubCategoryCode.MEMBER_BENEFITS], 10],
      [[SubCategoryCode.MEMBERSHIP_CHANGE], 25],
      [[], 10],
    ]);
  }
  return [];
}

export function randomTags(rng: Random, type: CaseTypeCode): string[] {
  if (!typesWithTags.includes(type) || !rng.chance(0.35)) return [];
  const applicable = tagCatalogue.filter((t) => t.caseType === null || t.caseType === type).map((t) => t.type);
  return rng.sample(applicable, rng.chance(0.25) ? 2 : 1);
}

/** The people who handle a case of this kind, besides the owner. */
export function handlerPool(world: SeedWorld, type: CaseTypeCode, subCategories: string[], ownerId: string, associationId: string | null, workplaceId: string | null, rng: Random): string[] {
  switch (type) {
    case CaseTypeCode.YOUR_MEMBERSHIP:
      return !subCategories.includes(SubCategoryCode.MEMBER_BENEFITS) && rng.chance(0.6) ? world.economists : world.kanslister;
    case CaseTypeCode.COUNSELING:
    case CaseTypeCode.OTHER:
      return world.kanslister;
    default: {
      if (!associationId) return world.kanslister;
      const board = world.board(associationId, ownerId);
      if (workplaceId) {
        const reps = world.repsOf.get(workplaceId)!.filter((id) => id !== ownerId);
        return reps.length > 0 ? reps : board;
      }
      return board;
    }
  }
}
