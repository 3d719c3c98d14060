import { searchTerm } from '../../domain/search';

/** The search results page (issue 23): its route, and its address holding the term (/sok?q=…). */
export const RESULTS_ROUTE_ID = 'searchResults';

export const resultsPath = (term: string) => `/sok?q=${encodeURIComponent(term)}`;

/** The term of the results page's query string, the one place it is read; null without one. */
export const resultsTermOf = (search: string): string | null => searchTerm(new URLSearchParams(search).get('q') ?? '');
