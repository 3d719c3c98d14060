import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NetworkFailure } from '../api/http';

/** Spec §8: every failure is logged and kept as the last network error. */
export interface NetworkLogState {
  lastError: NetworkFailure | null;
}

const networkSlice = createSlice({
  name: 'network',
  initialState: { lastError: null } as NetworkLogState,
  reducers: {
    networkFailed(state, action: PayloadAction<NetworkFailure>) {
      state.lastError = action.payload;
    },
  },
});

export const { networkFailed } = networkSlice.actions;
export const networkReducer = networkSlice.reducer;
