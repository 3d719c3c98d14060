import { createReducer } from '@reduxjs/toolkit';
import type { AccessLogEntry } from '../../api/types';
import type { NetworkState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';
import { accessLogLoaded, accessLogLoadFailed, accessLogLoadStarted } from './accessLogActions';

/**
 * "Vem har sett mina uppgifter" (issue 37): the log shown, one subject at a time (the own profile,
 * or a protected member's page), its pages so far (newest first) and the last load's state.
 */
export interface AccessLogState {
  /** accessLogSubjectKey of the log held; null before the first load. */
  key: string | null;
  entries: AccessLogEntry[];
  total: number;
  /** The last page added (0: none yet). */
  page: number;
  size: number;
  status: NetworkState;
  /** The page a load is for (1: the first, replaces; more: added below). */
  loadingPage: number;
}

export const initialAccessLogState: AccessLogState = { key: null, entries: [], total: 0, page: 0, size: 20, status: 'waiting', loadingPage: 0 };

export const accessLogReducer = createReducer(initialAccessLogState, (builder) => {
  builder
    .addCase(accessLogLoadStarted, (state, { payload }) => {
      if (state.key !== payload.key) return { ...initialAccessLogState, key: payload.key, status: 'getting', loadingPage: payload.page };
      state.status = 'getting';
      state.loadingPage = payload.page;
      return undefined;
    })
    .addCase(accessLogLoaded, (state, { payload }) => {
      if (state.key !== payload.key) return;
      const { result } = payload;
      // A later page of a log that grew meanwhile may repeat an entry: each is shown once.
      const held = result.page === 1 ? [] : state.entries;
      const seen = new Set(held.map((e) => e.id));
      state.entries = [...held, ...result.entries.filter((e) => !seen.has(e.id))];
      state.total = result.total;
      state.page = result.page;
      state.size = result.size;
      state.status = 'success';
      state.loadingPage = 0;
    })
    .addCase(accessLogLoadFailed, (state, { payload }) => {
      if (state.key !== payload.key) return;
      state.status = payload.status;
      state.loadingPage = 0;
    })
    .addCase(tokenUnloaded, () => initialAccessLogState);
});

export const accessLogLazySlice = registerLazySlice({ reducerPath: 'accessLog', reducer: accessLogReducer });

export const selectAccessLogState = (state: RootState): AccessLogState => state.accessLog ?? initialAccessLogState;
