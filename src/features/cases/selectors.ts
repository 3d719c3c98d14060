import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { caseListPath } from './caseContext';
import { awaitsPart, restUnread } from './caseListParts';
import { shownView } from './caseListView';

export const selectCases = (state: RootState) => state.cases;
export const selectCaseItems = (state: RootState) => state.cases.items;
export const selectCaseTypesOfList = (state: RootState) => state.cases.caseTypes;
export const selectCaseContext = (state: RootState) => state.cases.context;
/** The view on screen: a user's change at once (until its navigation), else the URL's. */
export const selectCaseView = (state: RootState) => shownView(state.cases);
/** The view the list's URL says. */
export const selectCaseViewOfUrl = (state: RootState) => state.cases.view;
export const selectCaseFilters = (state: RootState) => selectCaseView(state).filters;
export const selectCaseSort = (state: RootState) => selectCaseView(state).sort;
export const selectCaseListPageNumber = (state: RootState) => selectCaseView(state).page;
export const selectCaseListPageSize = (state: RootState) => state.cases.pageSize;
export const selectCaseListStatus = (state: RootState) => state.cases.status;
export const selectCaseListError = (state: RootState) => state.cases.error;
export const selectCaseListLastUpdated = (state: RootState) => state.cases.lastUpdated;
export const selectCaseOrganisation = (state: RootState) => state.cases.organisation;
export const selectCaseWorkplaces = (state: RootState) => state.cases.workplaces;
export const selectOpenCaseModal = (state: RootState) => state.cases.openModal;

const selectWatchedUnread = (state: RootState) => state.cases.watchedUnread;
const selectListParts = (state: RootState) => state.cases.parts;
const selectListRest = (state: RootState) => state.cases.rest;
const selectFirstPageUnread = (state: RootState) => state.cases.firstPage?.unread ?? 0;

/** Issue 26: the view shows closed cases and the closed part has not arrived (the list waits for it, counts are not shown). */
export const selectCaseListAwaitsClosed = (state: RootState) => awaitsPart(state.cases.parts, selectCaseFilters(state).statuses, 'closed');
/** Issue 26: the closed part's fetch failed while the view waits for it. */
export const selectClosedPartFailed = (state: RootState) => {
  const status = state.cases.parts?.closed.status;
  return status === 'error' || status === 'unauthorised';
};
/** Issue 26: every case of the list is held (the filters' options are made of them all). */
export const selectCaseListComplete = (state: RootState) => !state.cases.parts || state.cases.parts.closed.status === 'success';

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
export const selectCaseListItem = (state: RootState, id: string | null | undefined) =>
  (id ? state.cases.items.find((item) => item.id === id) ?? null : null);
