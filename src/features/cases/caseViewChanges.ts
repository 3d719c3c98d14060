import { original, type PayloadAction } from '@reduxjs/toolkit';
import type { CaseListFilters, CaseSortColumn } from '../../domain/caseList';
import { viewAfter, type CaseViewChange } from './caseListView';
import type { CasesState } from './casesState';

function changeView(state: CasesState, change: CaseViewChange) {
  const base = original(state)!;
  state.pendingView = viewAfter(base.pendingView ?? base.view, change, base.context);
}

/**
 * The user's changes of a list's view (spec §4), reducers of the cases slice (casesSlice.ts): on
 * screen at once as `pendingView`, until the URL says them (casesSagas.ts debouncedViewChanges
 * navigates; casesSlice.ts follows `navigated`).
 */
export const viewChangeReducers = {
  caseFiltersChanged(state: CasesState, action: PayloadAction<Partial<CaseListFilters>>) {
    changeView(state, { kind: 'filters', filters: action.payload });
  },
  /** Spec §4: clearing the filters resets page to 1 and sort to created descending. */
  caseFiltersCleared(state: CasesState) {
    changeView(state, { kind: 'cleared' });
  },
  /** Spec §4: the same column flips, a new column starts descending. */
  caseSortRequested(state: CasesState, action: PayloadAction<CaseSortColumn>) {
    changeView(state, { kind: 'sort', column: action.payload });
  },
  /** The list's page number (not a case's page). */
  caseListPageChanged(state: CasesState, action: PayloadAction<number>) {
    changeView(state, { kind: 'page', page: action.payload });
  },
  /** Spec §4: changing workplace resets filters, page and sort: the saga goes to the workplace's list, whose URL has no view. */
  caseWorkplaceChosen(_state: CasesState, _action: PayloadAction<{ workplaceId: string | null }>) {},
};
