import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { CaseStatus } from '../../domain/caseStatus';
import { initialCasePageState } from './casePageSlice';

/** The case page's state, or its initial state until the slice is injected (casePageSlice.ts). */
export const selectCasePage = (state: RootState) => state.casePage ?? initialCasePageState;
export const selectCaseDetail = (state: RootState) => selectCasePage(state).detail;
export const selectCasePageStatus = (state: RootState) => selectCasePage(state).status;
export const selectCasePageError = (state: RootState) => selectCasePage(state).error;
export const selectCaseLock = (state: RootState) => selectCasePage(state).lock;
export const selectReply = (state: RootState) => selectCasePage(state).reply;
export const selectCaseBusy = (state: RootState) => selectCasePage(state).busy;
export const selectAdministratorAlternatives = (state: RootState) => selectCasePage(state).alternatives.role;
export const selectCaseTypeAlternatives = (state: RootState) => selectCasePage(state).alternatives.category;
export const selectTagAlternatives = (state: RootState) => selectCasePage(state).alternatives.tag;
export const selectSelectedTags = (state: RootState) => selectCasePage(state).selectedTags;


/**
 * Who is replying to the case, when it is another user (spec §4: only while CREATED and locked):
 * from the lock handshake, or from the case as loaded.
 */
export const selectLockedByOther = createSelector([selectCaseLock, selectCaseDetail], (lock, detail) => {
  if (lock.status !== 'lockedByOther' || !lock.lockedBy) return null;
  if (detail && detail.status !== CaseStatus.CREATED) return null;
  return lock.lockedBy;
});

/** The administrators of the case (users added with isAdministrating). */
export const selectCaseAdministrators = createSelector([selectCaseDetail], (detail) => detail?.users.filter((u) => u.isAdministrating) ?? []);
