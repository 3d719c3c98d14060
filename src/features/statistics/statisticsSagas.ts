import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { StatisticsFlows } from './statisticsFlows';

const flows = lazyFlows<StatisticsFlows>(() => import(/* webpackChunkName: "statisticsFlows" */ './statisticsFlows'));

const toPage = (action: Action) => navigated.match(action) && action.payload.routeId === 'statistics';

/** Issue 36: waits for the first visit to /statistik, then runs its flows (statisticsFlows.ts); the main bundle keeps this alone. */
export function* statisticsSaga(services: Services) {
  yield take(toPage);
  yield call(flows.run, 'watchStatistics', services);
}
