import { askedPage, CASE_PAGE_SIZE, defaultCaseFilters, pageWithin, type CaseSort, type PageOfCases } from './caseList';
import { swedishSortKey } from './sorting';

/** What choosing the default view's first page needs of a case. */
export interface FirstPageCase {
  id: string;
  /** ISO time, as the list's wire form carries it. */
  created: string;
  status: number;
}

/** What choosing a page of any sort needs of a case. */
export interface PickableCase extends FirstPageCase {
  title: string;
  deadLine: string | null;
}

/**
 * How deep a view's pages are picked without ordering the whole list: ten pages, the 200 first
 * cases of the view kept in one pass. A page past it takes the whole order (caseOrder.ts).
 */
export const PICKED_PAGES = 10;

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
  const { first, count } = firstOf(rows, (row) => statuses.has(row.status), newestFirst, size);
  return { rows: first, count };
}

/**
 * A page of a view, any filter (`keep`), sort and direction of spec §4, picked in one pass (issue
 * 38: the secretariat's "Nästa", a filter or a sort over 11,000 cases without ordering them all):
 * the same rows, clamping and count as pageOf over the filtered list in caseOrder.ts's order (the
 * test holds them to it). For pages up to PICKED_PAGES; deeper pages cost a kept row each.
 */
export function pickedPage<R extends PickableCase>(rows: Iterable<R>, keep: (row: R) => boolean, sort: CaseSort, page: number, size = CASE_PAGE_SIZE): PageOfCases<R> {
  const { first, count } = firstOf(rows, keep, comesFirstIn(sort), askedPage(page) * size);
  const { page: current, pageCount } = pageWithin(count, page, size);
  return { rows: first.slice((current - 1) * size, current * size), page: current, pageCount, total: count };
}

type ComesFirst<R> = (a: R, b: R) => boolean;

/** The `limit` (at least 1) first rows that `keep` keeps, in order, and how many it keeps in all. */
function firstOf<R>(rows: Iterable<R>, keep: (row: R) => boolean, comesFirst: ComesFirst<R>, limit: number): { first: R[]; count: number } {
  const first: R[] = [];
  let count = 0;
  for (const row of rows) {
    if (!keep(row)) continue;
    count += 1;
    if (first.length === limit) {
      if (!comesFirst(row, first[limit - 1])) continue;
      first.pop();
    }
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (comesFirst(first[middle], row)) low = middle + 1;
      else high = middle;
    }
    first.splice(low, 0, row);
  }
  return { first, count };
}

/** Spec §4's ties: newest first; the same millisecond by id, ascending (as caseOrder.ts orders them). */
const newestFirst = (a: FirstPageCase, b: FirstPageCase) => (a.created !== b.created ? a.created > b.created : a.id < b.id);

/**
 * Spec §4's order of one column and direction as caseOrder.ts makes it: titles in Swedish order
 * (swedishSortKey), cases without deadline last in either direction, ties newest first.
 */
function comesFirstIn(sort: CaseSort): ComesFirst<PickableCase> {
  const ascending = sort.direction === 'asc';
  if (sort.column === 'created') return ascending ? (a, b) => (a.created !== b.created ? a.created < b.created : a.id < b.id) : newestFirst;
  if (sort.column === 'title') {
    return (a, b) => {
      const ka = swedishSortKey(a.title);
      const kb = swedishSortKey(b.title);
      return ka !== kb ? (ka < kb) === ascending : newestFirst(a, b);
    };
  }
  return (a, b) => {
    if (a.deadLine === b.deadLine) return newestFirst(a, b);
    if (a.deadLine === null || b.deadLine === null) return b.deadLine === null;
    return (a.deadLine < b.deadLine) === ascending;
  };
}
