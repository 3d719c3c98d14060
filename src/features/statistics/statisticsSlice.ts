import { createReducer } from '@reduxjs/toolkit';
import type { NetworkState } from '../../api/networkState';
import type { StatisticsResponse } from '../../api/statisticsTypes';
import { statisticsPeriodProblem, type StatisticsPeriodProblem, type StatisticsPreset } from '../../domain/statisticsPeriod';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';
import {
  statisticsCustomApplied, statisticsCustomChanged, statisticsListChosen, statisticsLoaded, statisticsLoadFailed, statisticsLoadStarted,
  statisticsPresetChosen,
} from './statisticsActions';

/** /statistik (issue 36): the list and period picked, and the numbers loaded for them. */
export interface StatisticsState {
  /** null: the user's first list. */
  listKey: string | null;
  preset: StatisticsPreset;
  /** The custom period's fields as typed, and what the period rule says of them once applied. */
  custom: { from: string; to: string };
  problem: StatisticsPeriodProblem | null;
  /** A refusal's message from the server (a period the rule let through here but not there). */
  serverMessage: string | null;
  status: NetworkState;
  numbers: StatisticsResponse | null;
}

export const initialStatisticsState: StatisticsState = {
  listKey: null, preset: 'weeks4', custom: { from: '', to: '' }, problem: null, serverMessage: null, status: 'waiting', numbers: null,
};

export const statisticsReducer = createReducer(initialStatisticsState, (builder) => {
  builder
    .addCase(statisticsListChosen, (state, { payload }) => {
      state.listKey = payload.key;
    })
    .addCase(statisticsPresetChosen, (state, { payload }) => {
      state.preset = payload.preset;
      state.problem = null;
      if (payload.preset === 'custom' && state.numbers && !state.custom.from) state.custom = { from: state.numbers.from, to: state.numbers.to };
    })
    .addCase(statisticsCustomChanged, (state, { payload }) => {
      state.custom[payload.field] = payload.value;
    })
    .addCase(statisticsCustomApplied, (state) => {
      state.problem = statisticsPeriodProblem(state.custom);
    })
    .addCase(statisticsLoadStarted, (state) => {
      state.status = 'getting';
      state.serverMessage = null;
    })
    .addCase(statisticsLoaded, (state, { payload }) => {
      state.status = 'success';
      state.numbers = payload;
    })
    .addCase(statisticsLoadFailed, (state, { payload }) => {
      state.status = payload.status;
      state.serverMessage = payload.message ?? null;
    })
    .addCase(tokenUnloaded, () => initialStatisticsState);
});

export const statisticsLazySlice = registerLazySlice({ reducerPath: 'statistics', reducer: statisticsReducer });

export const selectStatistics = (state: RootState) => state.statistics ?? initialStatisticsState;
