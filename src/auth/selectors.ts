import type { RootState } from '../app/store';

export const selectAuth = (state: RootState) => state.auth;
export const selectTokenStatus = (state: RootState) => state.auth.status;
export const selectHasToken = (state: RootState) => state.auth.status === 'loaded';
export const selectAuthError = (state: RootState) => state.auth.error;
export const selectAuthRedirect = (state: RootState) => state.auth.authRedirect;
export const selectSigningOut = (state: RootState) => state.auth.signingOut;
