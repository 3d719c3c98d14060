import type { CaseRole } from './types';

/** How the hits can be ordered, in the order the page offers them. */
export const caseSearchSorts = ['relevance', 'date'] as const;
export type CaseSearchSort = (typeof caseSearchSorts)[number];

/** GET Case/Search (issue 36): a case list's context, the term, the order and the page. */
export interface CaseSearchQuery {
  role?: CaseRole;
  organisationId?: string;
  workplaceId?: string;
  q: string;
  sort?: CaseSearchSort;
  page?: number;
}

/** Where a hit is: what matched, and an excerpt of it with the matched words marked (plain text). */
export type CaseSearchSource = 'number' | 'title' | 'message' | 'note' | 'tag' | 'owner';

export interface CaseSearchPart {
  text: string;
  hit: boolean;
}

export interface CaseSearchHit {
  id: string;
  title: string;
  status: number;
  caseType: { type: string; title: string };
  ownerUser: { id: string; name: string };
  created: string;
  updated: string;
  source: CaseSearchSource;
  excerpt: CaseSearchPart[];
}

export interface CaseSearchResult {
  term: string;
  sort: CaseSearchSort;
  page: number;
  pageSize: number;
  total: number;
  hits: CaseSearchHit[];
}
