import {
  defaultCaseFilters, defaultCaseSort, FIRST_PAGE, hasActiveSearch, type CaseListFilters,
} from '../../domain/caseList';
import { searchToView, viewToSearch, type CaseListView } from '../../domain/caseListParams';
import type { CaseListContext } from './caseContext';

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

/** Reads a view from a query string; the context's organisation fills an absent association filter. */
export function viewFromSearch(search: string, context: CaseListContext | null): CaseListView {
  const view = searchToView(search);
  if (view.filters.association === null && context?.organisationId) view.filters.association = context.organisationId;
  return view;
}

/** Two views that write the same query string are the same view. */
export const sameView = (a: CaseListView, b: CaseListView, context: CaseListContext | null) =>
  viewSearchFor(a, context) === viewSearchFor(b, context);

/** A search is active when the filters differ from the context's defaults ('Inga ärenden hittades'). */
export const isSearchActive = (filters: CaseListFilters, context: CaseListContext | null) =>
  hasActiveSearch(withoutContextAssociation(filters, context));
