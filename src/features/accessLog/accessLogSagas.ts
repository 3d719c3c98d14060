import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import { memberLoaded } from '../members/membersActions';
import type { AccessLogFlows } from './accessLogFlows';

const flows = lazyFlows<AccessLogFlows>(() => import(/* webpackChunkName: "accessLog" */ './accessLogFlows'));
export const loadAccessLogFlows = flows.load;

/** The first view that shows a log: /min-profil, or the page of a member with protected identity. */
const showsLog = (action: Action) => (navigated.match(action) && action.payload.routeId === 'profile')
  || (memberLoaded.match(action) && action.payload.protectedIdentity);

/**
 * "Vem har sett mina uppgifter" (issue 37): waits for the first view that shows an access log, then
 * runs the flows (accessLogFlows.ts) for the rest of the session; the main bundle keeps this alone.
 */
export function* accessLogSaga(services: Services) {
  yield take(showsLog);
  yield call(flows.run, 'watchAccessLog', services);
}
