import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import { CASE_PAGE_ROUTE_IDS } from '../cases/caseContext';
import type { CasePageFlows } from './casePageFlows';

/** The case page's sagas travel with the case screens (the "cases" route chunk, ARCHITECTURE §3 "Lazy features"). */
const casePageFlows = lazyFlows<CasePageFlows>(() => import(/* webpackChunkName: "casePage" */ './casePageFlows'));

const toCasePage = (action: Action) => navigated.match(action) && CASE_PAGE_ROUTE_IDS.includes(action.payload.routeId);

/**
 * Waits for the first case page, then runs the case page's watchers (casePageFlows.ts) for the
 * rest of the session: the case page's every action comes from its own chunk's screens, so none
 * can arrive before they run (the first case route's selections are read from the store).
 */
export function* casePageSaga(services: Services) {
  yield take(toCasePage);
  yield call(casePageFlows.run, 'watchCasePage', services);
}
