import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { CaseListItem, CaseType } from '../../api/types';
import { filterCases, lowerCasedTexts, pageOf, type CaseListRow, type SearchTexts } from '../../domain/caseList';
import { createCaseOrderKeeper, inDirection } from '../../domain/caseOrder';
import { swedishCompare } from '../../domain/sorting';
import { caseListPath, casePath } from './caseContext';
import { isSearchActive, showsDefaultView, viewSearchFor } from './caseListView';
import {
  selectCaseContext, selectCaseFilters, selectCaseItems, selectCaseListComplete, selectCaseListPageNumber, selectCaseListPageSize, selectCaseSort, selectCaseViewOfUrl,
} from './selectors';

/**
 * The list's derived data, in the case route group's chunk (the main bundle keeps selectors.ts).
 */

const caseOrderOf = createCaseOrderKeeper<CaseListItem>();
const selectSortColumn = (state: RootState) => selectCaseSort(state).column;
const selectSortDirection = (state: RootState) => selectCaseSort(state).direction;

/**
 * The page of the list (ARCHITECTURE §6: under 5 ms over 10,000 cases). A column's order is made
 * once per list and kept across polls (only new or changed cases are sorted in); a direction
 * change reads that order backwards; a filter change filters the sorted list again; a page
 * change only slices.
 */
const selectCaseOrder = createSelector([selectCaseItems, selectSortColumn], (items, column) => caseOrderOf(items, column));
const selectSortedCases = createSelector([selectCaseOrder, selectSortDirection], (order, direction) => inDirection(order, direction));

/**
 * The lower-cased title and owner of a case, once per case object: the free-text filter without
 * lower-casing 10,000 titles again on every key press.
 */
const searchTexts = new WeakMap<CaseListRow, { title: string; owner: string }>();
const cachedSearchTexts: SearchTexts = (row) => {
  let texts = searchTexts.get(row);
  if (!texts) {
    texts = lowerCasedTexts(row);
    searchTexts.set(row, texts);
  }
  return texts;
};

const selectFilteredCases = createSelector([selectSortedCases, selectCaseFilters], (sorted, filters) => filterCases(sorted, filters, cachedSearchTexts));
/** The rows of the list page being shown (the list's page, not a case's page: casePage/selectors.ts selectCasePage). */
export const selectCaseListPage = createSelector(
  [selectFilteredCases, selectCaseListPageNumber, selectCaseListPageSize],
  (filtered, page, size) => pageOf(filtered, page, size),
);

/** 'Inga ärenden hittades' rather than 'Du har inga ärenden' (spec §2). */
export const selectCaseSearchActive = createSelector([selectCaseFilters, selectCaseContext], (filters, context) => isSearchActive(filters, context));

export interface FilterOption {
  value: string;
  text: string;
}

const byText = (a: FilterOption, b: FilterOption) => swedishCompare(a.text, b.text);

type Group = 'types' | 'tags' | 'users' | 'associations' | 'owners';
const groups: Group[] = ['types', 'tags', 'users', 'associations', 'owners'];

/** What one case adds to the filter options: [group, value, text] triples. */
function contributions(item: CaseListItem, add: (group: Group, value: string, text: string) => void) {
  add('types', item.caseType.type, item.caseType.title);
  for (const tag of item.tags) add('tags', tag.type, tag.title);
  for (const u of item.users) if (u.isAdministrating) add('users', u.id, u.name);
  if (item.association) add('associations', item.association.id, item.association.name);
  add('owners', item.ownerUser.id, item.ownerUser.name);
}

/**
 * The filter options kept across polls (issue 13: a poll costs at most 5 ms of main thread over
 * 10,000 cases). Every value is counted (how many cases bring it); a new list is compared with the
 * last one by position and object identity (a merged delta keeps every other case's object and
 * place), so a poll that changed a few cases updates a few counts, and a group whose values stayed
 * the same keeps its sorted options. A list that differs in many places is counted afresh.
 */
function createFilterOptionsKeeper() {
  let held: readonly CaseListItem[] = [];
  const counts = Object.fromEntries(groups.map((g) => [g, new Map<string, { value: string; text: string; count: number }>()])) as Record<Group, Map<string, { value: string; text: string; count: number }>>;
  const sorted = Object.fromEntries(groups.map((g) => [g, [] as FilterOption[]])) as Record<Group, FilterOption[]>;
  const touched = new Set<Group>(groups);
  const change = (delta: number) => (group: Group, value: string, text: string) => {
    const key = `${value}\u0000${text}`;
    const entry = counts[group].get(key);
    if (entry) {
      entry.count += delta;
      if (entry.count === 0) {
        counts[group].delete(key);
        touched.add(group);
      }
    } else if (delta > 0) {
      counts[group].set(key, { value, text, count: delta });
      touched.add(group);
    }
  };
  const add = change(1);
  const remove = change(-1);

  return (items: readonly CaseListItem[]): Record<Group, FilterOption[]> => {
    const shared = Math.min(held.length, items.length);
    let differing = Math.abs(held.length - items.length);
    for (let i = 0; i < shared && differing <= items.length / 4; i += 1) if (held[i] !== items[i]) differing += 1;
    if (differing > items.length / 4) {
      for (const group of groups) counts[group].clear();
      for (const item of items) contributions(item, add);
      groups.forEach((g) => touched.add(g));
    } else {
      for (let i = 0; i < shared; i += 1) {
        if (held[i] === items[i]) continue;
        contributions(held[i], remove);
        contributions(items[i], add);
      }
      for (let i = shared; i < held.length; i += 1) contributions(held[i], remove);
      for (let i = shared; i < items.length; i += 1) contributions(items[i], add);
    }
    held = items;
    for (const group of touched) {
      const byValue = new Map<string, string>();
      for (const { value, text } of counts[group].values()) if (!byValue.has(value)) byValue.set(value, text);
      const next = [...byValue].map(([value, text]) => ({ value, text })).sort(byText);
      const before = sorted[group];
      const same = next.length === before.length && next.every((o, i) => o.value === before[i].value && o.text === before[i].text);
      if (!same) sorted[group] = next;
    }
    touched.clear();
    return { ...sorted };
  };
}

const filterOptionsOf = createFilterOptionsKeeper();

/** The options of the case list filters (spec §2, §3 'filter options'), from the list itself. */
export function caseFilterOptions(items: readonly CaseListItem[], caseTypes: readonly CaseType[]) {
  const options = filterOptionsOf(items);
  // The list's case types first, in their order; then the types only cases bring.
  const types = new Map(caseTypes.map((t) => [t.type, t.title]));
  for (const option of options.types) if (!types.has(option.value)) types.set(option.value, option.text);
  return {
    types: [...types].map(([value, text]) => ({ value, text })),
    tags: options.tags,
    users: options.users,
    associations: options.associations,
    owners: options.owners,
  };
}


/** The list as it was left, with its filters, sort and page: its URL (the case page's way back). */
export const selectCaseListHref = createSelector([selectCaseContext, selectCaseViewOfUrl], (context, view) =>
  (context ? `${caseListPath(context)}${viewSearchFor(view, context)}` : null));

/** The route of a case in the current list context. */
export const selectCaseHref = (state: RootState, id: string) => (state.cases.context ? casePath(state.cases.context, id) : `/arenden/mina/arende/${id}`);

/**
 * Issue 34: the list holds no case at all, in any view (not a filter's empty result, nor a closed
 * part still to come): there is nothing to search, filter or sort, so the page says only that.
 */
export const selectCaseListHasNone = (state: RootState) =>
  state.cases.status === 'success' && state.cases.items.length === 0 && (selectCaseListComplete(state) || state.cases.rest?.count === 0);

const selectShowsDefaultView = (state: RootState) => showsDefaultView(state.cases);

/**
 * Issue 38: while only the default view's first page is held (caseFirstPage.ts), that view shows
 * its rows with the whole view's count; any other view (a filter, a sort, page 2) waits for the part.
 */
export const selectFirstPageCount = (state: RootState): number | null =>
  (state.cases.firstPage && selectShowsDefaultView(state) ? state.cases.firstPage.count : null);
export const selectViewWaitsForPart = (state: RootState): boolean => Boolean(state.cases.firstPage) && !selectShowsDefaultView(state);
