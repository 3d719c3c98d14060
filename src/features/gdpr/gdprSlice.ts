import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import { signOutRequested, tokenUnloaded } from '../../auth/authSlice';

export interface GdprState {
  /** null: not known (not checked yet, or no user). */
  hasApproved: boolean | null;
  status: NetworkState;
  modalOpen: boolean;
  error: string | null;
}

/** The errorCode with which the API refuses the organisation role's calls before consent (issue 14). */
export const GDPR_CONSENT_REQUIRED = 'GDPR_CONSENT_REQUIRED';

/**
 * A failure of any feature whose payload names GDPR_CONSENT_REQUIRED (its message is
 * 'Status 403: GDPR_CONSENT_REQUIRED', src/api/http.ts failureMessage): the API wants consent.
 */
export function isGdprConsentRefusal(action: UnknownAction): boolean {
  const { payload } = action as { payload?: unknown };
  if (payload === null || typeof payload !== 'object') return false;
  return Object.values(payload).some((value) => typeof value === 'string' && value.includes(GDPR_CONSENT_REQUIRED));
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
    // The API refused a call for want of consent: the GDPR modal asks for it.
    builder.addMatcher(isGdprConsentRefusal, (state) => {
      state.hasApproved = false;
      state.modalOpen = true;
    });
  },
});

export const {
  gdprNotRequired, gdprCheckStarted, gdprChecked, gdprCheckFailed, gdprAccepted, gdprConsentSaved, gdprConsentFailed, gdprDeclined,
} = gdprSlice.actions;
export const gdprReducer = gdprSlice.reducer;
