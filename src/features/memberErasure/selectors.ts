import { createSelector } from '@reduxjs/toolkit';
import { selectMemberErasureState } from './memberErasureSlice';

export { selectMemberErasureState } from './memberErasureSlice';

/**
 * What the member page shows of an erasure, for one member: whether to offer 'Radera tidigare
 * medlem' (the member has left), the confirmation's counts, and the outcome.
 */
export const makeSelectMemberErasureView = (memberId: string) => createSelector([selectMemberErasureState], (state) => {
  const mine = state.memberId === memberId;
  const preview = mine ? state.preview : null;
  return {
    preview,
    offer: preview?.standing === 'left' && !state.result,
    erased: mine && (state.result !== null || preview?.standing === 'erased'),
    justErased: mine && state.result !== null,
    dialogOpen: mine && state.dialogOpen,
    erasing: mine && state.erasing,
    failure: mine ? state.failure : null,
  };
});
export type MemberErasureView = ReturnType<ReturnType<typeof makeSelectMemberErasureView>>;

/** Whether the member shown has been erased (the member page offers no new case for a tombstone). */
export const selectMemberErased = (memberId: string) => (state: Parameters<typeof selectMemberErasureState>[0]): boolean => {
  const erasure = selectMemberErasureState(state);
  return erasure.memberId === memberId && (erasure.result !== null || erasure.preview?.standing === 'erased');
};
