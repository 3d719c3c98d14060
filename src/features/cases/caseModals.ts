import { createAction, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { caseCreationClosed, caseCreationOpened } from '../caseCreation/caseCreationActions';
import type { CasesState } from './casesState';

/**
 * Spec §4: only one of the create-case, role, tag and category modals is open at a time. The one
 * open is `state.cases.openModal`; opening one closes any other. The case-creation modal opens
 * with its own action (caseCreationOpened), which sets 'createCase' here too.
 */
export type CaseModal = 'createCase' | 'role' | 'tag' | 'category';

export const caseModalOpened = createAction<CaseModal>('cases/modalOpened');
/** Closes the named modal (if it is the open one). */
export const caseModalClosed = createAction<CaseModal>('cases/modalClosed');

export function addModalCases(builder: ActionReducerMapBuilder<CasesState>) {
  builder
    .addCase(caseModalOpened, (state, { payload }) => { state.openModal = payload; })
    .addCase(caseModalClosed, (state, { payload }) => { if (state.openModal === payload) state.openModal = null; })
    .addCase(caseCreationOpened, (state) => { state.openModal = 'createCase'; })
    .addCase(caseCreationClosed, (state) => { if (state.openModal === 'createCase') state.openModal = null; });
}
