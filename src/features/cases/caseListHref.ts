import { createSelector } from '@reduxjs/toolkit';
import { caseListPath } from './caseContext';
import { viewSearchFor } from './caseListView';
import { selectCaseContext, selectCaseViewOfUrl } from './selectors';

/**
 * The list as it was left, with its filters, sort and page: its URL (the case page's way back).
 * A module of its own: a case page opened from a notice mail carries none of the lists' code, and
 * the main bundle none of the case page's.
 */
export const selectCaseListHref = createSelector([selectCaseContext, selectCaseViewOfUrl], (context, view) =>
  (context ? `${caseListPath(context)}${viewSearchFor(view, context)}` : null));
