import { CASE_PAGE_SIZE, defaultCaseFilters } from './caseList';

/** What choosing the first page needs of a case. */
export interface FirstPageCase {
  id: string;
  /** ISO time, as the list's wire form carries it. */
  created: string;
  status: number;
}

/**
 * The first page of a list's default view, and how many cases that view holds (issue 38, "the
 * first page first"): spec §4's default status filter (Nytt, Pågående), the default sort (newest
 * first; cases created the same millisecond by id, as caseOrder.ts orders them), page 1. The same
 * rows the SPA's selectors show for that view (filterCases, sortCases, pageOf; the test holds them
 * to it), picked in one pass without sorting the whole list, so the server can answer the rows of a
 * list of 70,000 cases before the list itself. A view with an association filter (an
 * organisation's list) is not the default of these filters.
 */
export function defaultViewFirstPage<R extends FirstPageCase>(rows: Iterable<R>, size = CASE_PAGE_SIZE): { rows: R[]; count: number } {
  const statuses = new Set<number>(defaultCaseFilters.statuses);
  const top: R[] = [];
  let count = 0;
  for (const row of rows) {
    if (!statuses.has(row.status)) continue;
    count += 1;
    if (top.length === size) {
      if (!comesFirst(row, top[size - 1])) continue;
      top.pop();
    }
    let at = top.length;
    top.push(row);
    while (at > 0 && comesFirst(row, top[at - 1])) {
      top[at] = top[at - 1];
      at -= 1;
    }
    top[at] = row;
  }
  return { rows: top, count };
}

/** Newest first; the same millisecond by id, ascending (caseOrder.ts keeps ties in the created order's id order). */
const comesFirst = (a: FirstPageCase, b: FirstPageCase) => (a.created !== b.created ? a.created > b.created : a.id < b.id);
