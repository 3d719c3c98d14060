import { typesWithSubCategories } from './caseCatalogue';

/**
 * Whether a case of this type has a category to tell (issue 34): its type offers sub-categories, or
 * it carries one (from a type it had before). A type without any shows no "Kategori" row at all.
 */
export function showsCategory(caseType: string, subCategories: readonly unknown[]): boolean {
  return subCategories.length > 0 || (typesWithSubCategories as string[]).includes(caseType);
}
