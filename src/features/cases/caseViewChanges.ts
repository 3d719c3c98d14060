import { createAction, original, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { CaseListFilters, CaseSortColumn } from '../../domain/caseList';
import { viewAfter, type CaseViewChange } from './caseListView';
import type { CasesState } from './casesState';

/**
 * The user's changes of a list's view (spec §4): on screen at once as `pendingView`, until the URL
 * says them (casesSagas.ts debouncedViewChanges navigates; casesSlice.ts follows `navigated`).
 */
export const caseFiltersChanged = createAction<Partial<CaseListFilters>>('cases/caseFiltersChanged');
/** Spec §4: clearing the filters resets page to 1 and sort to created descending. */
export const caseFiltersCleared = createAction('cases/caseFiltersCleared');
/** Spec §4: the same column flips, a new column starts descending. */
export const caseSortRequested = createAction<CaseSortColumn>('cases/caseSortRequested');
/** The list's page number (not a case's page). */
export const caseListPageChanged = createAction<number>('cases/caseListPageChanged');
/** Spec §4: changing workplace resets filters, page and sort: the saga goes to the workplace's list, whose URL has no view. */
export const caseWorkplaceChosen = createAction<{ workplaceId: string | null }>('cases/caseWorkplaceChosen');

function changeView(state: CasesState, change: CaseViewChange) {
  const base = original(state)!;
  state.pendingView = viewAfter(base.pendingView ?? base.view, change, base.context);
}

export function addViewChangeCases(builder: ActionReducerMapBuilder<CasesState>) {
  builder
    .addCase(caseFiltersChanged, (state, { payload }) => changeView(state, { kind: 'filters', filters: payload }))
    .addCase(caseFiltersCleared, (state) => changeView(state, { kind: 'cleared' }))
    .addCase(caseSortRequested, (state, { payload }) => changeView(state, { kind: 'sort', column: payload }))
    .addCase(caseListPageChanged, (state, { payload }) => changeView(state, { kind: 'page', page: payload }));
}
