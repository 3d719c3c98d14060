import { defaultStatusFilter } from './caseStatus';
import { nextSort, type Sort } from './sorting';

/** What the list rules need of a case (the list item DTO has more). */
export interface CaseListRow {
  id: string;
  title: string;
  created: string;
  deadLine: string | null;
  status: number;
  flagged: boolean;
  caseType: { type: string };
  tags: { type: string }[];
  users: { id: string; isAdministrating: boolean }[];
  ownerUser: { id: string; name: string };
  association: { id: string } | null;
}

/** Case list filters of spec §2 (forSecretariat is applied by the server's view rule). */
export interface CaseListFilters {
  types: string[];
  tags: string[];
  /** Administrating users. */
  users: string[];
  statuses: number[];
  isFlagged: boolean | null;
  hasDeadline: boolean | null;
  association: string | null;
  owner: string | null;
  /** Free text over title and owner's name. */
  text: string;
}

export type CaseSortColumn = 'created' | 'title' | 'deadLine';
export type CaseSort = Sort<CaseSortColumn>;

/** Spec §9: page size 20, pages start at 1. */
export const CASE_PAGE_SIZE = 20;
export const FIRST_PAGE = 1;

export const defaultCaseSort: CaseSort = { column: 'created', direction: 'desc' };

export const defaultCaseFilters: CaseListFilters = {
  types: [], tags: [], users: [], statuses: [...defaultStatusFilter],
  isFlagged: null, hasDeadline: null, association: null, owner: null, text: '',
};

/** Spec §4: for cases a new column starts descending, the same column flips. */
export const nextCaseSort = (current: CaseSort, column: CaseSortColumn) => nextSort(current, column, 'desc');

export function hasActiveSearch(filters: CaseListFilters): boolean {
  const d = defaultCaseFilters;
  return filters.types.length > 0 || filters.tags.length > 0 || filters.users.length > 0
    || filters.isFlagged !== null || filters.hasDeadline !== null || filters.association !== null
    || filters.owner !== null || filters.text.trim() !== ''
    || filters.statuses.length !== d.statuses.length || filters.statuses.some((s) => !d.statuses.includes(s));
}

/** The lower-cased title and owner's name of a case (the free-text filter). */
export type SearchTexts = (row: CaseListRow) => { title: string; owner: string };

export const lowerCasedTexts: SearchTexts = (row) => ({ title: row.title.toLocaleLowerCase('sv'), owner: row.ownerUser.name.toLocaleLowerCase('sv') });

const setOrNull = <T>(values: readonly T[]) => (values.length > 0 ? new Set(values) : null);

/**
 * The filters as one test (a list of 10,000 cases is tested on every filter change): filters not
 * in use are null and skipped. `textsOf` may serve the lower-cased texts from a cache.
 */
export function caseFilter(f: CaseListFilters, textsOf: SearchTexts = lowerCasedTexts): (row: CaseListRow) => boolean {
  const statuses = setOrNull(f.statuses);
  const types = setOrNull(f.types);
  const tags = setOrNull(f.tags);
  const users = setOrNull(f.users);
  const { isFlagged, hasDeadline, association, owner } = f;
  const text = f.text.trim().toLocaleLowerCase('sv');
  return (row) => {
    if (statuses !== null && !statuses.has(row.status)) return false;
    if (types !== null && !types.has(row.caseType.type)) return false;
    if (isFlagged !== null && row.flagged !== isFlagged) return false;
    if (hasDeadline !== null && (row.deadLine !== null) !== hasDeadline) return false;
    if (association !== null && row.association?.id !== association) return false;
    if (owner !== null && row.ownerUser.id !== owner) return false;
    if (tags !== null && !row.tags.some((t) => tags.has(t.type))) return false;
    if (users !== null && !row.users.some((u) => u.isAdministrating && users.has(u.id))) return false;
    if (text !== '') {
      const texts = textsOf(row);
      if (!texts.title.includes(text) && !texts.owner.includes(text)) return false;
    }
    return true;
  };
}

export function filterCases<R extends CaseListRow>(sorted: readonly R[], filters: CaseListFilters, textsOf?: SearchTexts): R[] {
  return sorted.filter(caseFilter(filters, textsOf));
}

export interface PageOfCases<R> {
  rows: R[];
  page: number;
  pageCount: number;
  /** Filtered size (spec §3, case list state). */
  total: number;
}

/** A page number as asked for: a whole number from 1 (anything else is page 1). */
export const askedPage = (page: number) => Math.max(FIRST_PAGE, Math.floor(page) || FIRST_PAGE);

/** The page shown of a view of `count` cases, and how many pages it has: a page past the end shows the last one. */
export function pageWithin(count: number, page: number, size = CASE_PAGE_SIZE): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(count / size));
  return { page: Math.min(askedPage(page), pageCount), pageCount };
}

/** The page, clamped into range (a page past the end after filtering shows the last one). */
export function pageOf<R>(rows: readonly R[], page: number, size = CASE_PAGE_SIZE): PageOfCases<R> {
  const { page: current, pageCount } = pageWithin(rows.length, page, size);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount, total: rows.length };
}
