import type { CaseSearchSort } from '../api/caseSearchTypes';
import { FIRST_PAGE } from './caseList';

export { caseSearchSorts, type CaseSearchSort } from '../api/caseSearchTypes';

/**
 * Search in cases (issue 36): the search of a case list as its URL holds it, and the term's own
 * limits. Apart from the search's other rules (caseSearch.ts), since the eager saga reads a list's
 * URL for a term and so this module travels in the main bundle.
 */

/** Longer terms are refused (400 SEARCH_TERM_TOO_LONG); the field takes no more. */
export const MAX_CASE_SEARCH_LENGTH = 200;

/** The term as searched: blanks collapsed; '' when there is nothing to search for. */
export const caseSearchTerm = (raw: string): string => raw.replace(/\s+/g, ' ').trim();

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
