import { createSelector } from '@reduxjs/toolkit';
import type { CasesRoot } from './casesState';
import { caseListPath } from './caseContext';
import { awaitsPart, restUnread } from './caseListParts';
import { shownView } from './caseListView';

export const selectCases = (state: CasesRoot) => state.cases;
export const selectCaseItems = (state: CasesRoot) => state.cases.items;
export const selectCaseTypesOfList = (state: CasesRoot) => state.cases.caseTypes;
export const selectCaseContext = (state: CasesRoot) => state.cases.context;
/** The view on screen: a user's change at once (until its navigation), else the URL's. */
export const selectCaseView = (state: CasesRoot) => shownView(state.cases);
/** The view the list's URL says. */
export const selectCaseViewOfUrl = (state: CasesRoot) => state.cases.view;
export const selectCaseFilters = (state: CasesRoot) => selectCaseView(state).filters;
export const selectCaseSort = (state: CasesRoot) => selectCaseView(state).sort;
export const selectCaseListPageNumber = (state: CasesRoot) => selectCaseView(state).page;
export const selectCaseListPageSize = (state: CasesRoot) => state.cases.pageSize;
export const selectCaseListStatus = (state: CasesRoot) => state.cases.status;
export const selectCaseListError = (state: CasesRoot) => state.cases.error;
export const selectCaseWorkplaces = (state: CasesRoot) => state.cases.workplaces;
export const selectOpenCaseModal = (state: CasesRoot) => state.cases.openModal;

const selectWatchedUnread = (state: CasesRoot) => state.cases.watchedUnread;
const selectListParts = (state: CasesRoot) => state.cases.parts;
const selectListRest = (state: CasesRoot) => state.cases.rest;
const selectFirstPageUnread = (state: CasesRoot) => state.cases.firstPage?.unread ?? 0;

/** Issue 26: the view shows closed cases and the closed part has not arrived (the list waits for it, counts are not shown). */
export const selectCaseListAwaitsClosed = (state: CasesRoot) => awaitsPart(state.cases.parts, selectCaseFilters(state).statuses, 'closed');
/** Issue 26: the closed part's fetch failed while the view waits for it. */
export const selectClosedPartFailed = (state: CasesRoot) => {
  const status = state.cases.parts?.closed.status;
  return status === 'error' || status === 'unauthorised';
};
/** Issue 26: every case of the list is held (the filters' options are made of them all). */
export const selectCaseListComplete = (state: CasesRoot) => !state.cases.parts || state.cases.parts.closed.status === 'success';

/**
 * Spec §2: the header's case icon shows an unread dot when a case has an unread message; issue 21:
 * in any list the user works in. The polled list speaks for itself (it is the freshest, e.g. just
 * after a case was opened); the other lists by their counts from Case/Unread.
 */
export const selectHasUnreadCases = createSelector(
  [selectCaseItems, selectCaseContext, selectWatchedUnread, selectListParts, selectListRest, selectFirstPageUnread],
  (items, context, watched, parts, rest, firstPageUnread) => {
    // Issue 26: before the closed part has arrived, its unread cases are counted in the open part's
    // answer; issue 38: before the open part has, in the first page's answer.
    if (firstPageUnread > 0 || restUnread(parts, rest) > 0 || items.some((item) => item.hasUnreadMessages)) return true;
    const polled = context ? caseListPath(context) : null;
    return Object.entries(watched ?? {}).some(([path, unread]) => path !== polled && unread > 0);
  },
);

/** A list item by id (the case page shows the list's facts until the case has loaded). */
export const selectCaseListItem = (state: CasesRoot, id: string | null | undefined) =>
  (id ? state.cases.items.find((item) => item.id === id) ?? null : null);
