import { createReducer } from '@reduxjs/toolkit';
import type { RegisterExtract } from '../../api/registerExtractTypes';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';
import {
  extractDownloadFinished, extractDownloadRequested, extractRequested, extractRequestFailed, extractRequestSucceeded,
  extractsLoaded, extractsLoadFailed, extractsLoadStarted,
} from './registerExtractActions';

/**
 * "Mina uppgifter" (issue 37): the extracts of one subject at a time (the caller's own, or those made
 * by letter for the member whose page is open), when the next may be asked for, and each act's state.
 */
export interface RegisterExtractState {
  /** Whose extracts are held: null, the caller's own; else the member's id. */
  memberId: string | null;
  extracts: RegisterExtract[];
  nextAllowedAt: string | null;
  status: NetworkState;
  /** A request is out. */
  requesting: boolean;
  /** The last request's outcome: 'requested', or a refusal's text (null: a general failure), or none. */
  requestOutcome: null | { kind: 'requested' } | { kind: 'refused'; message: string | null };
  downloading: string | null;
  downloadFailed: string | null;
}

export const initialRegisterExtractState: RegisterExtractState = {
  memberId: null, extracts: [], nextAllowedAt: null, status: 'waiting', requesting: false, requestOutcome: null, downloading: null, downloadFailed: null,
};

export const registerExtractReducer = createReducer(initialRegisterExtractState, (builder) => {
  builder
    .addCase(extractsLoadStarted, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return { ...initialRegisterExtractState, memberId: payload.memberId, status: 'getting' };
      state.status = 'getting';
      return undefined;
    })
    .addCase(extractsLoaded, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.extracts = payload.extracts;
      state.nextAllowedAt = payload.nextAllowedAt;
      state.status = 'success';
    })
    .addCase(extractsLoadFailed, (state, { payload }) => {
      if (state.memberId === payload.memberId) state.status = payload.status;
    })
    .addCase(extractRequested, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.requesting = true;
      state.requestOutcome = null;
    })
    .addCase(extractRequestSucceeded, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      const { extract } = payload;
      state.requesting = false;
      state.requestOutcome = { kind: 'requested' };
      state.extracts = [extract, ...state.extracts.filter((e) => e.id !== extract.id)];
    })
    .addCase(extractRequestFailed, (state, { payload }) => {
      if (state.memberId !== payload.memberId) return;
      state.requesting = false;
      state.requestOutcome = { kind: 'refused', message: payload.message };
      if (payload.nextAllowedAt) state.nextAllowedAt = payload.nextAllowedAt;
    })
    .addCase(extractDownloadRequested, (state, { payload }) => {
      state.downloading = payload.id;
      state.downloadFailed = null;
    })
    .addCase(extractDownloadFinished, (state, { payload }) => {
      state.downloading = null;
      state.downloadFailed = payload.ok ? null : payload.id;
    })
    .addCase(tokenUnloaded, () => initialRegisterExtractState);
});

export const registerExtractLazySlice = registerLazySlice({ reducerPath: 'registerExtract', reducer: registerExtractReducer });

export const selectRegisterExtractState = (state: RootState): RegisterExtractState => state.registerExtract ?? initialRegisterExtractState;
