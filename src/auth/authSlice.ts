import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionInfo } from './authService';

/**
 * The token's status and expiry, never the tokens themselves (ARCHITECTURE §3).
 * - unknown: not yet checked at start-up
 * - none: no token
 * - signingIn: a silent sign-in (hidden frame) or the /auth callback is under way
 * - loaded: a token is there
 */
export type TokenStatus = 'unknown' | 'none' | 'signingIn' | 'loaded';

export interface AuthState {
  status: TokenStatus;
  expiresAt: string | null;
  subject: string | null;
  /** The full path kept when a silent sign-in failed; the user lands there after sign-in. */
  authRedirect: string | null;
  /** The auth error of spec §8 shown on /auth/error. */
  error: string | null;
  signingOut: boolean;
}

const initialState: AuthState = {
  status: 'unknown',
  expiresAt: null,
  subject: null,
  authRedirect: null,
  error: null,
  signingOut: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    tokenLoaded(state, action: PayloadAction<SessionInfo>) {
      state.status = 'loaded';
      state.expiresAt = action.payload.expiresAt;
      state.subject = action.payload.subject;
      state.error = null;
    },
    tokenNotFound(state) {
      state.status = 'none';
      state.expiresAt = null;
      state.subject = null;
    },
    silentSignInStarted(state) {
      state.status = 'signingIn';
    },
    /** A failed silent sign-in: the path is kept and the sign-in flow starts. */
    silentSignInFailed(state, action: PayloadAction<{ message: string; authRedirect: string }>) {
      state.status = 'none';
      state.authRedirect = action.payload.authRedirect;
    },
    callbackStarted(state) {
      state.status = 'signingIn';
    },
    callbackSucceeded(state, action: PayloadAction<{ session: SessionInfo; returnTo: string | null }>) {
      state.status = 'loaded';
      state.expiresAt = action.payload.session.expiresAt;
      state.subject = action.payload.session.subject;
      state.authRedirect = null;
      state.error = null;
    },
    signInFailed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'none';
      state.error = action.payload.message;
    },
    /** 'Logga in igen' on the error and signed-out pages. */
    signInRequested(state) {
      state.error = null;
    },
    tokenExpiring() {},
    tokenExpired() {},
    silentRenewFailed(_state, _action: PayloadAction<{ message: string }>) {},
    /** The token is gone (sign-out, expiry, removal): user, cases, posts and courses clear. */
    tokenUnloaded(state) {
      state.status = 'none';
      state.expiresAt = null;
      state.subject = null;
    },
    signOutRequested(state) {
      state.signingOut = true;
    },
    signOutFailed(state) {
      state.signingOut = false;
    },
  },
});

export const {
  tokenLoaded, tokenNotFound, silentSignInStarted, silentSignInFailed, callbackStarted, callbackSucceeded,
  signInFailed, signInRequested, tokenExpiring, tokenExpired, silentRenewFailed, tokenUnloaded,
  signOutRequested, signOutFailed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
