import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RegisterExtractFlows } from './registerExtractFlows';

const flows = lazyFlows<RegisterExtractFlows>(() => import(/* webpackChunkName: "registerExtract" */ './registerExtractFlows'));
export const loadRegisterExtractFlows = flows.load;

/** The views that show the extracts: /min-profil, and /mina-uppgifter for those without a profile. */
export const EXTRACT_ROUTES = ['profile', 'registerExtract'];
export const showsExtracts = (action: Action) => navigated.match(action) && EXTRACT_ROUTES.includes(action.payload.routeId ?? '');

/**
 * "Mina uppgifter" (issue 37): waits for the first view that shows the extracts, then runs the flows
 * (registerExtractFlows.ts, a chunk of their own) for the rest of the session.
 */
export function* registerExtractSaga(services: Services) {
  yield take(showsExtracts);
  yield call(flows.run, 'watchRegisterExtract', services);
}
