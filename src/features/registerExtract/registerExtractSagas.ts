import type { Action } from '@reduxjs/toolkit';
import { call, select, take } from 'redux-saga/effects';
import type { User } from '../../api/types';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import { mayOrderExtractByLetter } from '../../domain/registerExtract';
import { memberLoaded } from '../members/membersSlice';
import { selectUser } from '../user/selectors';
import type { RegisterExtractFlows } from './registerExtractFlows';

const flows = lazyFlows<RegisterExtractFlows>(() => import(/* webpackChunkName: "registerExtract" */ './registerExtractFlows'));
export const loadRegisterExtractFlows = flows.load;

/** The views that show the extracts: /min-profil, and /mina-uppgifter for those without a profile. */
export const EXTRACT_ROUTES = ['profile', 'registerExtract'];
export const showsExtracts = (action: Action) => navigated.match(action) && EXTRACT_ROUTES.includes(action.payload.routeId ?? '');

/**
 * "Mina uppgifter" (issue 37): waits for the first view that shows extracts (the own ones, or for the
 * secretariat's management a member page, where extracts are made by letter), then runs the flows
 * (registerExtractFlows.ts, a chunk of their own) for the rest of the session.
 */
export function* registerExtractSaga(services: Services) {
  for (;;) {
    const action: Action = yield take((a: Action) => showsExtracts(a) || memberLoaded.match(a));
    const user: User | null = yield select(selectUser);
    if (showsExtracts(action) || (memberLoaded.match(action) && user && mayOrderExtractByLetter(user, action.payload.id))) break;
  }
  yield call(flows.run, 'watchRegisterExtract', services);
}
