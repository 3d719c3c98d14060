import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export const selectCases = (state: RootState) => state.cases;
export const selectCaseItems = (state: RootState) => state.cases.items;
export const selectCaseTypesOfList = (state: RootState) => state.cases.caseTypes;
export const selectCaseContext = (state: RootState) => state.cases.context;
export const selectCaseView = (state: RootState) => state.cases.view;
export const selectCaseFilters = (state: RootState) => state.cases.view.filters;
export const selectCaseSort = (state: RootState) => state.cases.view.sort;
export const selectCaseListPageNumber = (state: RootState) => state.cases.view.page;
export const selectCaseListPageSize = (state: RootState) => state.cases.pageSize;
export const selectCaseListStatus = (state: RootState) => state.cases.status;
export const selectCaseListError = (state: RootState) => state.cases.error;
export const selectCaseListLastUpdated = (state: RootState) => state.cases.lastUpdated;
export const selectCaseOrganisation = (state: RootState) => state.cases.organisation;
export const selectCaseWorkplaces = (state: RootState) => state.cases.workplaces;
export const selectOpenCaseModal = (state: RootState) => state.cases.openModal;

/** Spec §2: the header's case icon shows an unread dot when a case has an unread message. */
export const selectHasUnreadCases = createSelector([selectCaseItems], (items) => items.some((item) => item.hasUnreadMessages));

/** A list item by id (the case page shows the list's facts until the case has loaded). */
export const selectCaseListItem = (state: RootState, id: string | null | undefined) =>
  (id ? state.cases.items.find((item) => item.id === id) ?? null : null);
