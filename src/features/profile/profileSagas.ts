import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { ProfileFlows } from './profileFlows';

const flows = lazyFlows<ProfileFlows>(() => import(/* webpackChunkName: "profile" */ './profileFlows'));
const toProfile = (action: Action) => navigated.match(action) && action.payload.routeId === 'profile';

/**
 * /min-profil loads the own details; the change-password and e-mail forms post once per submit.
 * Waits for the first visit of /min-profil, then runs the watchers (profileFlows.ts) for the rest
 * of the session: the slice and the flows travel with the profile chunk.
 */
export function* profileSaga(services: Services) {
  yield take(toProfile);
  yield call(flows.run, 'watchProfile', services);
}
