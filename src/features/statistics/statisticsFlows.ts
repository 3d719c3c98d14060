import type { Action } from '@reduxjs/toolkit';
import { call, fork, select, takeLatest } from 'redux-saga/effects';
import type { User } from '../../api/types';
import { apiOf, type Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { retryOf } from '../../app/lifecycle';
import { navigated } from '../../app/navigation/navigationSlice';
import { statisticsListKey, statisticsLists } from '../../domain/statisticsLists';
import { presetPeriod, type StatisticsPeriod } from '../../domain/statisticsPeriod';
import { formatSwedishDay } from '../../lib/swedishTime';
import { waitForUser } from '../user/userSagas';
import {
  statisticsCustomApplied, statisticsListChosen, statisticsLoaded, statisticsLoadFailed, statisticsLoadStarted, statisticsPresetChosen,
} from './statisticsActions';
import { selectStatistics, type StatisticsState } from './statisticsSlice';
import { createStatisticsApi, type StatisticsApi } from './statisticsApi';
import { loadEntity } from '../../app/loadEntity';

/* The statistics page's work (issue 36); statisticsSagas.ts starts it. */

/** Loads the numbers of the list and period picked (the user's first list until one is picked). */
export function* load(services: Services) {
  const user: User = yield call(waitForUser);
  const lists = statisticsLists(user);
  if (lists.length === 0) return;
  const state: StatisticsState = yield select(selectStatistics);
  const list = lists.find((l) => statisticsListKey(l) === state.listKey) ?? lists[0];
  let period: StatisticsPeriod;
  if (state.preset === 'custom') {
    if (state.problem || !state.custom.from) return;
    period = state.custom;
  } else {
    period = presetPeriod(state.preset, formatSwedishDay(new Date()));
  }
  const api: StatisticsApi = apiOf(services, 'statistics', createStatisticsApi);
  yield* loadEntity({
    started: statisticsLoadStarted({ key: statisticsListKey(list), ...period }),
    loaded: statisticsLoaded,
    // A 400 carries the server's Swedish message about the period.
    failed: ({ status, httpStatus, data }) => statisticsLoadFailed(httpStatus === 400 ? { status, message: (data as { message?: string } | null)?.message } : { status }),
  }, () => api.get(list, period));
}

const toPage = (action: Action) => navigated.match(action) && action.payload.routeId === 'statistics';
const reload = (action: Action) => toPage(action) || retryOf('statistics')(action) || statisticsListChosen.match(action)
  || statisticsCustomApplied.match(action) || (statisticsPresetChosen.match(action) && action.payload.preset !== 'custom');

/** From the first visit to /statistik on: a visit, 'Försök igen', a list or period picked load the numbers (the latest wins). */
export function* watchStatistics(services: Services) {
  const routeId: string | null = yield select((state: RootState) => state.navigation.routeId);
  if (routeId === 'statistics') yield fork(load, services);
  yield takeLatest(reload, load, services);
}

const statisticsFlows = { watchStatistics };
export type StatisticsFlows = typeof statisticsFlows;
export default statisticsFlows;
