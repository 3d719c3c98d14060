/** How the hits can be ordered, in the order the page offers them. */
export const caseSearchSorts = ['relevance', 'date'] as const;
export type CaseSearchSort = (typeof caseSearchSorts)[number];

/** GET Case/Search (issue 36), its query and answer: declared once, as schemas (./shapes/caseSearch.ts). */
export type { CaseSearchHit, CaseSearchPart, CaseSearchQuery, CaseSearchResult, CaseSearchSource } from './shapes/caseSearch';
