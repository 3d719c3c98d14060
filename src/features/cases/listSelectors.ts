import { createSelector } from '@reduxjs/toolkit';
import type { CasesRoot } from './casesState';
import type { CaseListItem, CaseType } from '../../api/types';
import { caseFilter, filterCases, lowerCasedTexts, pageOf, type CaseListFilters, type CaseListRow, type PageOfCases, type SearchTexts } from '../../domain/caseList';
import { PICKED_PAGES, pickedPage } from '../../domain/caseListFirstPage';
import { createCaseOrderKeeper, inDirection } from '../../domain/caseOrder';
import { swedishSortKey } from '../../domain/sorting';
import { isSearchActive, showsDefaultView } from './caseListView';
import {
  selectCaseContext, selectCaseFilters, selectCaseItems, selectCaseListComplete, selectCaseListPageNumber, selectCaseListPageSize, selectCaseSort,
} from './selectors';

/**
 * The list's derived data, in the case route group's chunk (the main bundle keeps selectors.ts).
 */

const caseOrderOf = createCaseOrderKeeper<CaseListItem>();
const selectSortColumn = (state: CasesRoot) => selectCaseSort(state).column;
const selectSortDirection = (state: CasesRoot) => selectCaseSort(state).direction;

/**
 * A page past the picked ones (below; ARCHITECTURE §6: under 5 ms over 10,000 cases) comes from
 * the whole order. A column's order is made once per list and kept across polls (only new or
 * changed cases are sorted in); a direction change reads that order backwards; a filter change
 * filters the sorted list again; a page change only slices.
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
const selectViewPage = createSelector(
  [selectFilteredCases, selectCaseListPageNumber, selectCaseListPageSize],
  (filtered, page, size) => pageOf(filtered, page, size),
);

/**
 * Issue 38: the page shown, for the first PICKED_PAGES pages of any view, is picked in one pass over
 * the list (pickedPage) without ordering it whole: at national scale that order took 100 to 250 ms
 * of a phone's main thread, at the open part's arrival to show the 20 rows already on screen, or at
 * the first "Nästa" or sort. Deeper pages use the whole order, kept across polls.
 */
const selectPickedPage = createSelector(
  [selectCaseItems, selectCaseFilters, selectCaseSort, selectCaseListPageNumber, selectCaseListPageSize],
  (items, filters, sort, page, size) => pickedPage(items, caseFilter(filters, cachedSearchTexts), sort, page, size),
);

/** The rows of the list page being shown (the list's page, not a case's page: casePage/selectors.ts selectCasePage). */
export const selectCaseListPage = (state: CasesRoot): PageOfCases<CaseListItem> =>
  (selectCaseListPageNumber(state) <= PICKED_PAGES ? selectPickedPage(state) : selectViewPage(state));

/** 'Inga ärenden hittades' rather than 'Du har inga ärenden' (spec §2). */
export const selectCaseSearchActive = createSelector([selectCaseFilters, selectCaseContext], (filters, context) => isSearchActive(filters, context));

export interface FilterOption {
  value: string;
  text: string;
}

type Group = 'types' | 'tags' | 'users' | 'associations' | 'owners';
type Add = (value: string, text: string) => void;

/** What one case adds to a group's options: (value, text) pairs. */
const contributions: Record<Group, (item: CaseListItem, add: Add) => void> = {
  types: (item, add) => add(item.caseType.type, item.caseType.title),
  tags: (item, add) => {
    for (const tag of item.tags) add(tag.type, tag.title);
  },
  users: (item, add) => {
    for (const u of item.users) if (u.isAdministrating) add(u.id, u.name);
  },
  associations: (item, add) => {
    if (item.association) add(item.association.id, item.association.name);
  },
  owners: (item, add) => add(item.ownerUser.id, item.ownerUser.name),
};

/**
 * The filter options of some groups, kept across polls (issue 13: a poll costs at most 5 ms of
 * main thread over 10,000 cases). Every (value, text) pair is counted (how many cases bring it); a
 * new list is compared with the last one by position and object identity (a merged delta keeps
 * every other case's object and place), so a poll that changed a few cases updates a few counts,
 * and a group whose values stayed the same keeps its sorted options. A list that differs in many
 * places is counted afresh. A value's text is the first one counted of those still brought.
 */
function createFilterOptionsKeeper<G extends Group>(kept: readonly G[]) {
  let held: readonly CaseListItem[] = [];
  const counts = new Map(kept.map((g) => [g, new Map<string, Map<string, number>>()]));
  const sorted = new Map(kept.map((g) => [g, [] as FilterOption[]]));
  const touched = new Set<G>(kept);
  const counter = (group: G, delta: number): Add => {
    const byValue = counts.get(group)!;
    return (value, text) => {
      const texts = byValue.get(value);
      const count = texts?.get(text);
      if (count !== undefined) {
        if (count + delta > 0) texts!.set(text, count + delta);
        else {
          texts!.delete(text);
          if (texts!.size === 0) byValue.delete(value);
          touched.add(group);
        }
      } else if (delta > 0) {
        if (texts) texts.set(text, delta);
        else byValue.set(value, new Map([[text, delta]]));
        touched.add(group);
      }
    };
  };
  const adders = kept.map((g) => [contributions[g], counter(g, 1)] as const);
  const removers = kept.map((g) => [contributions[g], counter(g, -1)] as const);
  const count = (item: CaseListItem, changes: typeof adders) => {
    for (const [contribute, change] of changes) contribute(item, change);
  };

  return (items: readonly CaseListItem[]): Record<G, FilterOption[]> => {
    const shared = Math.min(held.length, items.length);
    let differing = Math.abs(held.length - items.length);
    for (let i = 0; i < shared && differing <= items.length / 4; i += 1) if (held[i] !== items[i]) differing += 1;
    if (differing > items.length / 4) {
      for (const group of kept) counts.get(group)!.clear();
      for (const item of items) count(item, adders);
      kept.forEach((g) => touched.add(g));
    } else {
      for (let i = 0; i < shared; i += 1) {
        if (held[i] === items[i]) continue;
        count(held[i], removers);
        count(items[i], adders);
      }
      for (let i = shared; i < held.length; i += 1) count(held[i], removers);
      for (let i = shared; i < items.length; i += 1) count(items[i], adders);
    }
    held = items;
    for (const group of touched) {
      const next = bySwedishText([...counts.get(group)!].map(([value, texts]) => ({ value, text: texts.keys().next().value! })));
      const before = sorted.get(group)!;
      const same = next.length === before.length && next.every((o, i) => o.value === before[i].value && o.text === before[i].text);
      if (!same) sorted.set(group, next);
    }
    touched.clear();
    return Object.fromEntries(sorted) as Record<G, FilterOption[]>;
  };
}

/** Options in Swedish order of their texts, each text's key made once (not once per comparison). */
function bySwedishText(options: FilterOption[]): FilterOption[] {
  const keyed = options.map((option) => ({ option, key: swedishSortKey(option.text) }));
  keyed.sort((a, b) => (a.key === b.key ? 0 : a.key < b.key ? -1 : 1));
  return keyed.map(({ option }) => option);
}

const listOptionsOf = createFilterOptionsKeeper(['types', 'tags', 'users', 'associations']);
const ownerOptionsOf = createFilterOptionsKeeper(['owners']);

/**
 * The options of the case list filters (spec §2, §3 'filter options'), from the list itself; the
 * owners apart (caseOwnerOptions): thousands of them in the secretariat's list, made only when
 * that filter is used.
 */
export function caseFilterOptions(items: readonly CaseListItem[], caseTypes: readonly CaseType[]) {
  const options = listOptionsOf(items);
  // The list's case types first, in their order; then the types only cases bring.
  const types = new Map(caseTypes.map((t) => [t.type, t.title]));
  for (const option of options.types) if (!types.has(option.value)) types.set(option.value, option.text);
  return {
    types: [...types].map(([value, text]) => ({ value, text })),
    tags: options.tags,
    users: options.users,
    associations: options.associations,
  };
}

/** The option of one chosen value: the first case that brings it (none for no value, or one no case brings). */
function chosenOption(group: Group, items: readonly CaseListItem[], value: string | null | undefined): FilterOption[] {
  for (const item of value ? items : []) {
    let found: FilterOption | undefined;
    contributions[group](item, (v, text) => {
      if (v === value) found ??= { value, text };
    });
    if (found) return [found];
  }
  return [];
}

/**
 * Issue 38: while part of the list has not arrived, each select shows only its chosen value
 * (CaseFilters' `pending`), so only those options are made, not a count of the whole list
 * (11,000 cases at national scale, counted for nothing on the secretariat's first screen: a task
 * of 80 to 150 ms under 4× CPU slowdown).
 */
export function chosenFilterOptions(filters: CaseListFilters, items: readonly CaseListItem[], caseTypes: readonly CaseType[]): ReturnType<typeof caseFilterOptions> {
  const known = caseTypes.find((t) => t.type === filters.types[0]);
  return {
    types: known ? [{ value: known.type, text: known.title }] : chosenOption('types', items, filters.types[0]),
    tags: chosenOption('tags', items, filters.tags[0]),
    users: chosenOption('users', items, filters.users[0]),
    associations: chosenOption('associations', items, filters.association),
  };
}

/** The owner filter's options: every owner of the list, or with `only` that owner's option alone (none if the list has no case of theirs). */
export function caseOwnerOptions(items: readonly CaseListItem[], only?: string): FilterOption[] {
  return only === undefined ? ownerOptionsOf(items).owners : chosenOption('owners', items, only);
}

/**
 * Issue 34: the list holds no case at all, in any view (not a filter's empty result, nor a closed
 * part still to come): there is nothing to search, filter or sort, so the page says only that.
 */
export const selectCaseListHasNone = (state: CasesRoot) =>
  state.cases.status === 'success' && state.cases.items.length === 0 && (selectCaseListComplete(state) || state.cases.rest?.count === 0);

const selectShowsDefaultView = (state: CasesRoot) => showsDefaultView(state.cases);

/**
 * Issue 38: while only the default view's first page is held (caseFirstPage.ts), that view shows
 * its rows with the whole view's count; any other view (a filter, a sort, page 2) waits for the part.
 */
export const selectFirstPageCount = (state: CasesRoot): number | null =>
  (state.cases.firstPage && selectShowsDefaultView(state) ? state.cases.firstPage.count : null);
export const selectViewWaitsForPart = (state: CasesRoot): boolean => Boolean(state.cases.firstPage) && !selectShowsDefaultView(state);
