import type { PayloadAction } from '@reduxjs/toolkit';
import type { CasesState } from './casesState';

/** The homes' counts of the lists they show (issue 12), by list path, reducers of the cases slice; a count stays while a new one is fetched. */
export const placeCountReducers = {
  casePlaceCountStarted(state: CasesState, action: PayloadAction<{ path: string }>) {
    const before = state.placeCounts[action.payload.path];
    state.placeCounts[action.payload.path] = { new: before?.new ?? 0, unread: before?.unread ?? 0, status: 'getting' };
  },
  casePlaceCounted(state: CasesState, action: PayloadAction<{ path: string; new: number; unread: number }>) {
    const { path, ...counts } = action.payload;
    state.placeCounts[path] = { ...counts, status: 'success' };
  },
  casePlaceCountFailed(state: CasesState, action: PayloadAction<{ path: string; status: 'error' | 'unauthorised' }>) {
    const before = state.placeCounts[action.payload.path];
    state.placeCounts[action.payload.path] = { new: before?.new ?? 0, unread: before?.unread ?? 0, status: action.payload.status };
  },
};
