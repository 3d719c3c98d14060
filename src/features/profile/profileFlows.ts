import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { navigated } from '../../app/navigation/navigationSlice';
import type { ChangePasswordResponse, User } from '../../api/types';
import type { HttpResult } from '../../api/http';
import { apiOf, type Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { waitForUser } from '../user/userSagas';
import { hasOwnProfile } from '../../domain/users';
import type { ProfileEmailResponse } from '../../api/notificationTypes';
import {
  emailChangeFailed, emailChangeSubmitted, emailChanged, passwordChangeFailed, passwordChangeSubmitted, passwordChanged, profileDetailsLoadFailed, profileDetailsLoadStarted, profileDetailsLoaded,
} from './profileSlice';
import { takePasswords } from './passwordDraft';
import { loadEntity } from '../../app/loadEntity';
import { createProfileApi, type ProfileApi } from './profileApi';

const profileApi = (services: Services): ProfileApi => apiOf(services, 'profile', createProfileApi);

/* The profile's work, with the profile route group's chunk; profileSagas.ts starts the watchers. */

/** Issue 33: the own address; the server checks it again and answers what it stored. */
export function* changeEmail(services: Services, action: ReturnType<typeof emailChangeSubmitted>) {
  try {
    const result: HttpResult<ProfileEmailResponse> = yield call(profileApi(services).changeEmail, { email: action.payload.email });
    if (result.ok) yield put(emailChanged({ email: result.data.email }));
    else yield put(emailChangeFailed({ errorCode: result.response.errorCode }));
  } catch {
    yield put(emailChangeFailed({ errorCode: null }));
  }
}

export function* loadDetailsOnProfile(services: Services) {
  const routeId: string | null = yield select((state: RootState) => state.navigation.routeId);
  if (routeId !== 'profile') return;
  const user: User = yield call(waitForUser);
  if (!hasOwnProfile(user)) return;
  yield* loadEntity({ started: profileDetailsLoadStarted(), loaded: profileDetailsLoaded, failed: ({ status }) => profileDetailsLoadFailed({ status }) }, () => profileApi(services).getDetails(user.id));
}

export function* changePassword(services: Services) {
  const passwords = takePasswords();
  if (!passwords) {
    yield put(passwordChangeFailed({ errorCode: null }));
    return;
  }
  try {
    const result: HttpResult<ChangePasswordResponse> = yield call(profileApi(services).changePassword, passwords);
    if (result.ok) yield put(passwordChanged());
    else yield put(passwordChangeFailed({ errorCode: result.response.errorCode }));
  } catch {
    yield put(passwordChangeFailed({ errorCode: null }));
  }
}

const toProfile = (action: Action) => navigated.match(action) && action.payload.routeId === 'profile';

/** The watchers, from the first visit of /min-profil on (profileSagas.ts): that visit loads at once. */
export function* watchProfile(services: Services) {
  yield fork(loadDetailsOnProfile, services);
  yield takeLatest(toProfile, loadDetailsOnProfile, services);
  yield takeLeading(passwordChangeSubmitted.type, changePassword, services);
  yield takeLeading(emailChangeSubmitted.type, changeEmail, services);
}

const profileFlows = { watchProfile };
export type ProfileFlows = typeof profileFlows;
export default profileFlows;
