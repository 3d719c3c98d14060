import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { CaseStatus } from '../../domain/caseStatus';

export const selectCasePage = (state: RootState) => state.casePage;
export const selectCaseDetail = (state: RootState) => state.casePage.detail;
export const selectCasePageStatus = (state: RootState) => state.casePage.status;
export const selectCasePageError = (state: RootState) => state.casePage.error;
export const selectCaseLock = (state: RootState) => state.casePage.lock;
export const selectReply = (state: RootState) => state.casePage.reply;
export const selectCaseBusy = (state: RootState) => state.casePage.busy;
export const selectAdministratorAlternatives = (state: RootState) => state.casePage.alternatives.role;
export const selectCaseTypeAlternatives = (state: RootState) => state.casePage.alternatives.category;
export const selectTagAlternatives = (state: RootState) => state.casePage.alternatives.tag;
export const selectSelectedTags = (state: RootState) => state.casePage.selectedTags;


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
