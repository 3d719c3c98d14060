import { call, delay, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { User } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { callbackSucceeded, tokenLoaded } from '../../auth/authSlice';
import { sessionStarted, userAppeared, userIdChanged } from '../../app/lifecycle';
import { redirectTo } from '../../app/navigation/navigator';
import { selectRouteMarkers } from '../../app/navigation/selectors';
import type { Services } from '../../app/services';
import { userLoaded, userLoadFailed, userLoadStarted, userRefreshed } from './userSlice';
import { selectUser } from './selectors';

/** Spec §9: background user refresh 200 ms. */
export const BACKGROUND_REFRESH_MS = 200;
export { ECONOMIST_HOME } from '../../app/routeTable';
import { ECONOMIST_HOME } from '../../app/routeTable';

/**
 * Spec §4 'App shell': with a token and no user, the user loads (and the session's features
 * start); with a user, it is refreshed in the background after 200 ms. When the user first
 * appears or its id changes, the features hear of it. An economist goes to their case list once
 * the profile has loaded (spec §2).
 */
export function* userSaga(services: Services) {
  yield takeLatest([tokenLoaded.type, callbackSucceeded.type], onToken, services);
}

function* onToken(services: Services) {
  const existing: User | null = yield select(selectUser);
  if (existing) {
    yield delay(BACKGROUND_REFRESH_MS);
    yield call(refreshUser, services);
  } else {
    yield call(loadUser, services);
  }
}

export function* loadUser(services: Services) {
  yield put(sessionStarted());
  yield put(userLoadStarted());
  let result: HttpResult<User>;
  try {
    result = yield call(services.api.user.getMe);
  } catch (error) {
    const message = failureMessage(error);
    yield put(userLoadFailed({ message, status: failureState(message) }));
    return;
  }
  if (!result.ok) {
    const message = failureMessage(result);
    yield put(userLoadFailed({ message, status: failureState(message) }));
    return;
  }
  yield call(applyUser, services, result.data, 'load');
}

function* refreshUser(services: Services) {
  let result: HttpResult<User>;
  try {
    result = yield call(services.api.user.getMe);
  } catch {
    return; // a failed background refresh keeps the user on screen (and is logged by http.ts)
  }
  if (result.ok) yield call(applyUser, services, result.data, 'refresh');
}

function* applyUser(services: Services, user: User, how: 'load' | 'refresh') {
  const previous: User | null = yield select(selectUser);
  yield put(how === 'load' ? userLoaded(user) : userRefreshed(user));
  if (!previous) yield put(userAppeared({ userId: user.id }));
  if (previous?.id !== user.id) yield put(userIdChanged({ previousUserId: previous?.id ?? null, userId: user.id }));
  if (how === 'load' && user.isEconomist) yield fork(redirectEconomist, services);
}

/** Spec §2: economists land on their case list once the profile has loaded (economist routes stay). */
function* redirectEconomist(services: Services) {
  const markers: string[] = yield select(selectRouteMarkers);
  if (markers.includes('economist')) return;
  yield call(redirectTo, services.navigate, ECONOMIST_HOME);
}

/** For tests and callers that need to wait for the user. */
export function* waitForUser() {
  let user: User | null = yield select(selectUser);
  while (!user) {
    yield take([userLoaded.type, userRefreshed.type]);
    user = yield select(selectUser);
  }
  return user;
}
