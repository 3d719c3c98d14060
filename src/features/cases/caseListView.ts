import {
  askedPage, defaultCaseFilters, defaultCaseSort, FIRST_PAGE, hasActiveSearch, nextCaseSort,
  type CaseListFilters, type CaseSortColumn,
} from '../../domain/caseList';
import { searchToView, viewToSearch, type CaseListView } from '../../domain/caseListParams';
import type { CaseListContext } from './caseContext';
import { jsonEqual, reuseIfEqual } from './reuseUnchanged';

export type { CaseListView };

/**
 * The list view (filters, sort, page) relative to its context. Spec §4: choosing an organisation
 * sets the association filter, so in an organisation's list the association filter is that
 * organisation by default, and is not written into the URL.
 */
export function defaultFiltersFor(context: CaseListContext | null): CaseListFilters {
  return { ...defaultCaseFilters, statuses: [...defaultCaseFilters.statuses], association: context?.organisationId ?? null };
}

export function defaultViewFor(context: CaseListContext | null): CaseListView {
  return { filters: defaultFiltersFor(context), sort: { ...defaultCaseSort }, page: FIRST_PAGE };
}

function withoutContextAssociation(filters: CaseListFilters, context: CaseListContext | null): CaseListFilters {
  return context?.organisationId && filters.association === context.organisationId ? { ...filters, association: null } : filters;
}

/** The query string of a view ('' for the default view of its context). */
export function viewSearchFor(view: CaseListView, context: CaseListContext | null): string {
  return viewToSearch({ ...view, filters: withoutContextAssociation(view.filters, context) });
}

/**
 * The one reading of a case list's URL (ARCHITECTURE §3 "A list's view"): the query string's view;
 * the context's organisation fills an absent association filter.
 */
export function viewFromSearch(search: string, context: CaseListContext | null): CaseListView {
  const view = searchToView(search);
  if (view.filters.association === null && context?.organisationId) view.filters.association = context.organisationId;
  return view;
}

/** What a user did to the list's view (the page's intents). */
export type CaseViewChange =
  | { kind: 'filters'; filters: Partial<CaseListFilters> }
  | { kind: 'cleared' }
  | { kind: 'sort'; column: CaseSortColumn }
  | { kind: 'page'; page: number };

/**
 * The view after a user's change. Spec §4: a filter or sort change goes back to page 1; clearing
 * the filters resets page and sort; the same column flips, a new column starts descending. What
 * the change leaves alone keeps its object (a page change only slices the sorted, filtered list).
 */
export function viewAfter(view: CaseListView, change: CaseViewChange, context: CaseListContext | null): CaseListView {
  switch (change.kind) {
    case 'filters': return { ...view, filters: { ...view.filters, ...change.filters }, page: FIRST_PAGE };
    case 'cleared': return defaultViewFor(context);
    case 'sort': return { ...view, sort: nextCaseSort(view.sort, change.column), page: FIRST_PAGE };
    case 'page': return { ...view, page: askedPage(change.page) };
  }
}

/** Text typed with blanks the URL leaves out ('lön ' is ?sok=lön): otherwise the same view. */
function typedBlanksOnly(pending: CaseListView, url: CaseListView): boolean {
  const typed = pending.filters.text;
  return typed !== url.filters.text && typed.trim() === url.filters.text
    && jsonEqual({ ...pending, filters: { ...pending.filters, text: url.filters.text } }, url);
}

/**
 * A case list route reached (a link, a bookmark, back/forward, or the navigation a user's change
 * caused): the view is the URL's, and a pending change is over, unless it differs from the URL
 * only by the blanks being typed. Parts equal to the ones on screen keep their objects, so the
 * navigation a change caused computes and renders nothing again.
 */
export function followUrl(held: CaseListView, pending: CaseListView | null, url: CaseListView): { view: CaseListView; pendingView: CaseListView | null } {
  const shown = pending ?? held;
  const view = jsonEqual(shown, url) ? shown
    : jsonEqual(held, url) ? held
      : { filters: reuseIfEqual(shown.filters, url.filters), sort: reuseIfEqual(shown.sort, url.sort), page: url.page };
  return { view, pendingView: pending && typedBlanksOnly(pending, url) ? pending : null };
}

/** The view on screen: a user's change at once, else the URL's. */
export const shownView = (cases: { view: CaseListView; pendingView: CaseListView | null }) => cases.pendingView ?? cases.view;

/** The view on screen is its context's default (issue 38: the one view the first page shows). */
export const showsDefaultView = (cases: { view: CaseListView; pendingView: CaseListView | null; context: CaseListContext | null }) =>
  jsonEqual(shownView(cases), defaultViewFor(cases.context));

/** A search is active when the filters differ from the context's defaults ('Inga ärenden hittades'). */
export const isSearchActive = (filters: CaseListFilters, context: CaseListContext | null) =>
  hasActiveSearch(withoutContextAssociation(filters, context));
