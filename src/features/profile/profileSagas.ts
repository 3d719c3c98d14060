import type { Action } from '@reduxjs/toolkit';
import { takeLatest, takeLeading } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { ProfileFlows } from './profileFlows';
import { emailChangeSubmitted, passwordChangeSubmitted } from './profileSlice';

const flows = lazyFlows<ProfileFlows>(() => import(/* webpackChunkName: "profile" */ './profileFlows'));
const toProfile = (action: Action) => navigated.match(action) && action.payload.routeId === 'profile';

/** /min-profil loads the own details; the change-password and e-mail forms post once per submit (profileFlows.ts). */
export function* profileSaga(services: Services) {
  yield takeLatest(toProfile, flows.run, 'loadDetailsOnProfile', services);
  yield takeLeading(passwordChangeSubmitted.type, flows.run, 'changePassword', services);
  yield takeLeading(emailChangeSubmitted.type, flows.run, 'changeEmail', services);
}
