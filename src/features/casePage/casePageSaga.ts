import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import { CASE_PAGE_ROUTE_IDS } from '../cases/caseContext';

type Workers = (services: Services) => Generator;

/**
 * The case page's sagas travel with the case screens (the "cases" route chunk, ARCHITECTURE §6:
 * the first route's budget): the main bundle keeps only this watcher. A module built as CommonJS
 * may arrive wrapped once more under jest's native dynamic import ({ default: exports }).
 */
export async function loadCasePageWorkers(): Promise<Workers> {
  const loaded: Partial<typeof import('./casePageWorkers')> & { default?: typeof import('./casePageWorkers') } =
    await import(/* webpackChunkName: "cases" */ './casePageWorkers');
  return (loaded.casePageWorkers ?? loaded.default!.casePageWorkers) as Workers;
}

const toCasePage = (action: Action) => navigated.match(action) && CASE_PAGE_ROUTE_IDS.includes(action.payload.routeId);

/** Waits for the first case page, then runs the case page's sagas (casePageWorkers.ts) for the rest of the session. */
export function* casePageSaga(services: Services) {
  yield take(toCasePage);
  const workers: Workers = yield call(loadCasePageWorkers);
  yield call(workers, services);
}
