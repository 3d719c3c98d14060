import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { CaseListItem } from '../../api/types';
import { filterCases, lowerCasedTexts, pageOf, type CaseListRow, type SearchTexts } from '../../domain/caseList';
import { createCaseOrderKeeper, inDirection } from '../../domain/caseOrder';
import { swedishCollator } from '../../domain/sorting';
import { caseListPath, casePath } from './caseContext';
import { isSearchActive, viewSearchFor } from './caseListView';
import {
  selectCaseContext, selectCaseFilters, selectCaseItems, selectCasePageNumber, selectCasePageSize, selectCaseSort, selectCaseTypesOfList, selectCaseView,
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
export const selectCasePage = createSelector(
  [selectFilteredCases, selectCasePageNumber, selectCasePageSize],
  (filtered, page, size) => pageOf(filtered, page, size),
);

/** 'Inga ärenden hittades' rather than 'Du har inga ärenden' (spec §2). */
export const selectCaseSearchActive = createSelector([selectCaseFilters, selectCaseContext], (filters, context) => isSearchActive(filters, context));

export interface FilterOption {
  value: string;
  text: string;
}

const byText = (a: FilterOption, b: FilterOption) => swedishCollator.compare(a.text, b.text);

function distinct(items: readonly CaseListItem[], pick: (item: CaseListItem, add: (value: string, text: string) => void) => void): FilterOption[] {
  const seen = new Map<string, string>();
  const add = (value: string, text: string) => { if (!seen.has(value)) seen.set(value, text); };
  for (const item of items) pick(item, add);
  return [...seen].map(([value, text]) => ({ value, text })).sort(byText);
}

/** The options of the case list filters (spec §2, §3 'filter options'), from the list itself. */
export const selectCaseFilterOptions = createSelector([selectCaseItems, selectCaseTypesOfList], (items, caseTypes) => {
  const types = new Map(caseTypes.map((t) => [t.type, t.title]));
  for (const item of items) if (!types.has(item.caseType.type)) types.set(item.caseType.type, item.caseType.title);
  return {
    types: [...types].map(([value, text]) => ({ value, text })),
    tags: distinct(items, (item, add) => item.tags.forEach((tag) => add(tag.type, tag.title))),
    users: distinct(items, (item, add) => item.users.forEach((u) => { if (u.isAdministrating) add(u.id, u.name); })),
    associations: distinct(items, (item, add) => { if (item.association) add(item.association.id, item.association.name); }),
    owners: distinct(items, (item, add) => add(item.ownerUser.id, item.ownerUser.name)),
  };
});


/** The list as it was left, with its filters, sort and page (the case page's way back). */
export const selectCaseListHref = createSelector([selectCaseContext, selectCaseView], (context, view) =>
  (context ? `${caseListPath(context)}${viewSearchFor(view, context)}` : null));

/** The route of a case in the current list context. */
export const selectCaseHref = (state: RootState, id: string) => (state.cases.context ? casePath(state.cases.context, id) : `/arenden/mina/arende/${id}`);
