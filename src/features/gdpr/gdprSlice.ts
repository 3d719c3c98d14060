import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import { signOutRequested, tokenUnloaded } from '../../auth/authSlice';

export interface GdprState {
  /** null: not known (not checked yet, or no user). */
  hasApproved: boolean | null;
  status: NetworkState;
  modalOpen: boolean;
  error: string | null;
}

const initialState: GdprState = { hasApproved: null, status: 'waiting', modalOpen: false, error: null };

const gdprSlice = createSlice({
  name: 'gdpr',
  initialState,
  reducers: {
    /** Users who need no consent (not board members) count as having given it. */
    gdprNotRequired(state) {
      state.hasApproved = true;
      state.status = 'success';
      state.modalOpen = false;
    },
    gdprCheckStarted(state) {
      state.status = 'getting';
    },
    gdprChecked(state, action: PayloadAction<{ hasApprovedGdprPolicies: boolean }>) {
      state.status = 'success';
      state.hasApproved = action.payload.hasApprovedGdprPolicies;
      state.modalOpen = !action.payload.hasApprovedGdprPolicies;
    },
    gdprCheckFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      state.status = action.payload.status;
      state.error = action.payload.message;
    },
    /** Godkänn. */
    gdprAccepted(state) {
      state.status = 'submitting';
      state.error = null;
    },
    gdprConsentSaved(state) {
      state.status = 'success';
      state.hasApproved = true;
      state.modalOpen = false;
    },
    gdprConsentFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      state.status = action.payload.status;
      state.error = action.payload.message;
    },
    /** Cancel: signs out (spec §2). */
    gdprDeclined(state) {
      state.modalOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signOutRequested, (state) => {
      state.modalOpen = false;
    });
    builder.addCase(tokenUnloaded, () => initialState);
  },
});

export const {
  gdprNotRequired, gdprCheckStarted, gdprChecked, gdprCheckFailed, gdprAccepted, gdprConsentSaved, gdprConsentFailed, gdprDeclined,
} = gdprSlice.actions;
export const gdprReducer = gdprSlice.reducer;
