import type { User } from '../api/types';
import { CASE_PAGE_SIZE } from './caseList';
import { MAX_CASE_SEARCH_LENGTH } from './caseSearchUrl';
import { searchesAllMembers } from './memberSearch';

/**
 * Search in cases (issue 36, 'Sök i ärenden'): full text over what a case list shows and holds.
 * A case matches by its number (its id, or the id's first eight characters), its title, any of its
 * messages, the owner's name and, for whoever may read them, its notes and tag names. Which cases
 * are searched is exactly the list's: the same context and visibility rules (server:
 * server/cases/search/caseSearch.ts over visibleCasesWhere).
 */

export const CASE_SEARCH_PAGE_SIZE = CASE_PAGE_SIZE;

export const CASE_SEARCH_TOO_LONG = 'SEARCH_TERM_TOO_LONG';
export const caseSearchTooLongText = `Sökordet får vara högst ${MAX_CASE_SEARCH_LENGTH} tecken.`;

/** A case number as typed: the whole id, or its first eight characters (at least). */
export function caseNumberPrefix(term: string): string | null {
  const t = term.toLowerCase();
  return /^[0-9a-f]{8}(-?[0-9a-f-]{0,28})?$/.test(t) && t.length <= 36 ? t : null;
}

/**
 * Protected identity (issue 11, 22): the owner's name finds their cases only for the owner and for
 * those who may find a protected identity by name at all (the secretariat and the economists, whose
 * member search covers every member); for anyone else the name is not searched.
 */
export function mayMatchOwnerName(viewer: User, owner: { id: string; protectedIdentity: boolean }): boolean {
  return !owner.protectedIdentity || owner.id === viewer.id || searchesAllMembers(viewer);
}
