import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RegisterExtractFlows } from './registerExtractFlows';

const flows = lazyFlows<RegisterExtractFlows>(() => import(/* webpackChunkName: "registerExtract" */ './registerExtractFlows'));
export const loadRegisterExtractFlows = flows.load;

/** The views that show the own extracts: /min-profil, and /mina-uppgifter for those without a profile. */
export const EXTRACT_ROUTES = ['profile', 'registerExtract'];
export const showsExtracts = (action: Action) => navigated.match(action) && EXTRACT_ROUTES.includes(action.payload.routeId ?? '');
/** A member page (its route id ends so, routeTable.ts), where the secretariat's management has extracts made by letter. */
const opensMemberPage = (action: Action) => navigated.match(action) && (action.payload.routeId ?? '').endsWith('Member');

/**
 * "Mina uppgifter" (issue 37): waits for the first view that may show extracts (the own ones, or a
 * member page, where the flows show the management those made by letter and nobody else anything),
 * then runs the flows (registerExtractFlows.ts, a chunk of their own) for the rest of the session.
 */
export function* registerExtractSaga(services: Services) {
  yield take((a: Action) => showsExtracts(a) || opensMemberPage(a));
  yield call(flows.run, 'watchRegisterExtract', services);
}
