import { autoSelectedAssociationId } from '../../domain/autoAssociation';
import { SubCategoryCode } from '../../domain/caseCatalogue';
import type { CaseCreationState, FormEntry } from './caseCreationSlice';

/**
 * Step 2's start for a type (spec §5): the auto-selected association (for the owner: the user,
 * or the member on whose behalf the case is created) and, for economists, the fixed sub-category
 * ECONOMY.
 */
export function formEntryFor(creation: Pick<CaseCreationState, 'caseTypes' | 'role' | 'forAnotherUser' | 'owner'>, code: string): FormEntry | null {
  const type = creation.caseTypes.find((t) => t.type === code);
  if (!type) return null;
  const economy = type.subCategories.some((s) => s.type === SubCategoryCode.ECONOMY);
  return {
    caseType: code,
    subCategory: creation.role === 'economist' && !creation.forAnotherUser && economy ? SubCategoryCode.ECONOMY : null,
    associationId: autoSelectedAssociationId({ workAssociation: creation.owner?.workAssociation ?? null }, type, { forAnotherUser: creation.forAnotherUser }),
  };
}

/** Spec §2: with a type chosen beforehand (that may be created) or only one type, step 1 is skipped. */
export function directEntry(creation: Pick<CaseCreationState, 'caseTypes' | 'role' | 'forAnotherUser' | 'owner' | 'preselectedType'>): FormEntry | null {
  const { caseTypes, preselectedType } = creation;
  const code = caseTypes.some((t) => t.type === preselectedType) ? preselectedType : caseTypes.length === 1 ? caseTypes[0].type : null;
  return code ? formEntryFor(creation, code) : null;
}
