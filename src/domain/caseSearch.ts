import type { User } from '../api/types';
import { CASE_PAGE_SIZE, FIRST_PAGE } from './caseList';
import { searchesAllMembers } from './memberSearch';

/**
 * Search in cases (issue 36, 'Sök i ärenden'): full text over what a case list shows and holds.
 * A case matches by its number (its id, or the id's first eight characters), its title, any of its
 * messages, the owner's name and, for whoever may read them, its notes and tag names. Which cases
 * are searched is exactly the list's: the same context and visibility rules (server:
 * server/cases/search/caseSearch.ts over visibleCasesWhere).
 */

/** Longer terms are refused (400 SEARCH_TERM_TOO_LONG); the field takes no more. */
export const MAX_CASE_SEARCH_LENGTH = 200;
export const CASE_SEARCH_PAGE_SIZE = CASE_PAGE_SIZE;

export const caseSearchSorts = ['relevance', 'date'] as const;
export type CaseSearchSort = (typeof caseSearchSorts)[number];

export const CASE_SEARCH_TOO_LONG = 'SEARCH_TERM_TOO_LONG';
export const caseSearchTooLongText = `Sökordet får vara högst ${MAX_CASE_SEARCH_LENGTH} tecken.`;

/** The term as searched: blanks collapsed; '' when there is nothing to search for. */
export const caseSearchTerm = (raw: string): string => raw.replace(/\s+/g, ' ').trim();

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

/** The search of a list, as its URL holds it (bookmarkable, like the filters). */
export interface CaseSearchView {
  term: string;
  sort: CaseSearchSort;
  page: number;
}

const keys = { term: 'sokord', sort: 'traffordning', page: 'traffsida' } as const;

/** The search in a case list's query string; a term of '' means no search. */
export function caseSearchFromUrl(search: string): CaseSearchView {
  const params = new URLSearchParams(search);
  const page = Number(params.get(keys.page));
  return {
    term: caseSearchTerm(params.get(keys.term) ?? '').slice(0, MAX_CASE_SEARCH_LENGTH),
    sort: params.get(keys.sort) === 'datum' ? 'date' : 'relevance',
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/**
 * The list's query string with this search (or without any, for a term of ''): only what differs
 * from the defaults is written; the list's own view (its filters) is kept as it was.
 */
export function caseSearchUrl(listSearch: string, view: CaseSearchView): string {
  const params = new URLSearchParams(listSearch);
  for (const key of Object.values(keys)) params.delete(key);
  const term = caseSearchTerm(view.term);
  if (term) {
    params.set(keys.term, term);
    if (view.sort === 'date') params.set(keys.sort, 'datum');
    if (view.page > FIRST_PAGE) params.set(keys.page, String(view.page));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
