import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { DocumentScope } from '../../domain/documents';
import { documentRows, hasActiveDocumentSearch, inScope } from '../../domain/documentList';

export const selectFiles = (state: RootState) => state.files;
export const selectFilesArea = (state: RootState) => state.files.area;
export const selectFileItems = (state: RootState) => state.files.items;
export const selectFilesStatus = (state: RootState) => state.files.status;
export const selectFilesHttpStatus = (state: RootState) => state.files.httpStatus;
const selectViewOfUrl = (state: RootState) => state.files.view;
const selectTypedText = (state: RootState) => state.files.typedText;
/** The view a list shows: the URL's, with the search box's text as typed (the URL follows once typing pauses). */
export const selectDocumentView = createSelector([selectViewOfUrl, selectTypedText], (view, text) =>
  (text === view.filters.text ? view : { ...view, filters: { ...view.filters, text } }));
export const selectDocumentFilters = (state: RootState) => selectDocumentView(state).filters;
export const selectDocumentSort = (state: RootState) => state.files.view.sort;
export const selectUpload = (state: RootState) => state.files.upload;
export const selectConfirmingDelete = (state: RootState) => state.files.confirmingDelete;
export const selectDeleting = (state: RootState) => state.files.deleting;

export const selectDocumentSearchActive = createSelector([selectDocumentFilters], hasActiveDocumentSearch);

/** The rows of a list (spec §4, §5): the scope's files, filtered and sorted; memoized (the page keeps its scope object stable). */
export const makeSelectDocumentRows = () => createSelector(
  [selectFileItems, selectDocumentView, (_state: RootState, scope: DocumentScope) => scope],
  (items, view, scope) => documentRows(items, scope, view),
);

/** How many files the scope holds before filtering ('Du har inga dokument' against 'Inga dokument hittades'). */
export const makeSelectScopeCount = () => createSelector(
  [selectFileItems, (_state: RootState, scope: DocumentScope) => scope],
  (items, scope) => items.filter((file) => inScope(file, scope)).length,
);
