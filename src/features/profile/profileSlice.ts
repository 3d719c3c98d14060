import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserDetails } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';

/**
 * /min-profil (issue 11): the own contact details (User/{id}/Get of oneself) and the
 * change-password form's state. The passwords themselves never enter the store (passwordDraft.ts).
 */
export interface ProfileState {
  details: UserDetails | null;
  detailsStatus: NetworkState;
  password: { status: NetworkState; errorCode: string | null; changed: boolean };
  /** Issue 33: the own e-mail address's form (the address is no secret: it travels in the action). */
  email: { status: NetworkState; errorCode: string | null; saved: boolean };
}

export const initialProfileState: ProfileState = {
  details: null,
  detailsStatus: 'waiting',
  password: { status: 'waiting', errorCode: null, changed: false },
  email: { status: 'waiting', errorCode: null, saved: false },
};

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    profileDetailsLoadStarted(state) {
      state.detailsStatus = 'getting';
    },
    profileDetailsLoaded(state, action: PayloadAction<UserDetails>) {
      state.details = action.payload;
      state.detailsStatus = 'success';
    },
    profileDetailsLoadFailed(state, action: PayloadAction<{ status: 'error' | 'unauthorised' }>) {
      state.detailsStatus = action.payload.status;
    },
    /** Byt lösenord; a second submit while one is in flight is ignored. */
    passwordChangeSubmitted(state) {
      if (state.password.status === 'submitting') return;
      state.password = { status: 'submitting', errorCode: null, changed: false };
    },
    passwordChanged(state) {
      state.password = { status: 'success', errorCode: null, changed: true };
    },
    /** A Swedish message by its code; what was typed stays in the form. */
    passwordChangeFailed(state, action: PayloadAction<{ errorCode: string | null }>) {
      state.password = { status: 'error', errorCode: action.payload.errorCode, changed: false };
    },
    /** Spara e-postadress; a second submit while one is in flight is ignored. */
    emailChangeSubmitted(state, _action: PayloadAction<{ email: string }>) {
      if (state.email.status === 'submitting') return;
      state.email = { status: 'submitting', errorCode: null, saved: false };
    },
    emailChanged(state, action: PayloadAction<{ email: string }>) {
      state.email = { status: 'success', errorCode: null, saved: true };
      if (state.details) state.details.email = action.payload.email;
    },
    emailChangeFailed(state, action: PayloadAction<{ errorCode: string | null }>) {
      state.email = { status: 'error', errorCode: action.payload.errorCode, saved: false };
    },
    emailFormEdited(state) {
      if (state.email.status !== 'submitting') state.email = { status: 'waiting', errorCode: null, saved: false };
    },
    passwordFormEdited(state) {
      if (state.password.status !== 'submitting') state.password = { status: 'waiting', errorCode: null, changed: false };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialProfileState);
  },
});

export const {
  profileDetailsLoadStarted, profileDetailsLoaded, profileDetailsLoadFailed,
  passwordChangeSubmitted, passwordChanged, passwordChangeFailed, passwordFormEdited,
  emailChangeSubmitted, emailChanged, emailChangeFailed, emailFormEdited,
} = profileSlice.actions;
export const profileReducer = profileSlice.reducer;

/** A lazy slice (issue 36): its code travels with the profile route group's chunk, not the first route's. */
export const profileLazySlice = registerLazySlice({ reducerPath: 'profile', reducer: profileReducer });

export const selectProfile = (state: RootState): ProfileState => state.profile ?? initialProfileState;
