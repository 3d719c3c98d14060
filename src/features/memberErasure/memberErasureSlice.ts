import { createReducer } from '@reduxjs/toolkit';
import type { MemberErasurePreview, MemberErasureResult } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';
import {
  memberErased, memberErasureCancelled, memberErasureConfirmed, memberErasureFailed, memberErasureOpened,
  memberErasurePreviewFailed, memberErasurePreviewLoaded, memberErasurePreviewStarted,
} from './memberErasureActions';

/**
 * Erasure of a former member (issue 37), for the member page of the secretariat's management: what
 * an erasure of the member shown would do (the server's preview), whether the confirmation is open,
 * and the erasure's outcome. One member at a time.
 */
export interface MemberErasureState {
  memberId: string | null;
  preview: MemberErasurePreview | null;
  status: NetworkState;
  dialogOpen: boolean;
  erasing: boolean;
  result: MemberErasureResult | null;
  /** The last erasure's failure: the server's error code, 'NETWORK' without one; null: none. */
  failure: string | null;
}

export const initialMemberErasureState: MemberErasureState = {
  memberId: null, preview: null, status: 'waiting', dialogOpen: false, erasing: false, result: null, failure: null,
};

export const memberErasureReducer = createReducer(initialMemberErasureState, (builder) => {
  builder
    .addCase(memberErasurePreviewStarted, (state, { payload }) => {
      // Another member: start afresh. The same member again (after an erasure): keep the result shown.
      if (state.memberId !== payload.memberId) return { ...initialMemberErasureState, memberId: payload.memberId, status: 'getting' };
      state.status = 'getting';
      return undefined;
    })
    .addCase(memberErasurePreviewLoaded, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.preview = payload;
      state.status = 'success';
    })
    .addCase(memberErasurePreviewFailed, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.status = payload.status;
    })
    .addCase(memberErasureOpened, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.dialogOpen = true;
      state.failure = null;
    })
    .addCase(memberErasureCancelled, (state) => {
      if (!state.erasing) state.dialogOpen = false;
    })
    .addCase(memberErasureConfirmed, (state) => {
      state.erasing = true;
      state.failure = null;
    })
    .addCase(memberErased, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.erasing = false;
      state.dialogOpen = false;
      state.result = payload;
      if (state.preview) state.preview = { ...state.preview, standing: 'erased' };
    })
    .addCase(memberErasureFailed, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.erasing = false;
      state.failure = payload.errorCode ?? 'NETWORK';
    })
    .addCase(tokenUnloaded, () => initialMemberErasureState);
});

export const memberErasureLazySlice = registerLazySlice({ reducerPath: 'memberErasure', reducer: memberErasureReducer });

export const selectMemberErasureState = (state: RootState): MemberErasureState => state.memberErasure ?? initialMemberErasureState;
