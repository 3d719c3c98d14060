import { createAction, type ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { CasesState } from './casesState';

/** The homes' counts of the lists they show (issue 12), by list path; a count stays while a new one is fetched. */
export const casePlaceCountStarted = createAction<{ path: string }>('cases/casePlaceCountStarted');
export const casePlaceCounted = createAction<{ path: string; new: number; unread: number }>('cases/casePlaceCounted');
export const casePlaceCountFailed = createAction<{ path: string; status: 'error' | 'unauthorised' }>('cases/casePlaceCountFailed');

export function addPlaceCountCases(builder: ActionReducerMapBuilder<CasesState>) {
  builder
    .addCase(casePlaceCountStarted, (state, { payload }) => {
      const before = state.placeCounts[payload.path];
      state.placeCounts[payload.path] = { new: before?.new ?? 0, unread: before?.unread ?? 0, status: 'getting' };
    })
    .addCase(casePlaceCounted, (state, { payload }) => {
      const { path, ...counts } = payload;
      state.placeCounts[path] = { ...counts, status: 'success' };
    })
    .addCase(casePlaceCountFailed, (state, { payload }) => {
      const before = state.placeCounts[payload.path];
      state.placeCounts[payload.path] = { new: before?.new ?? 0, unread: before?.unread ?? 0, status: payload.status };
    });
}
