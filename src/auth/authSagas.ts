import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Services } from '../app/services';
import type { RootState } from '../app/store';
import { navigated } from '../app/navigation/navigationSlice';
import { redirectTo } from '../app/navigation/navigator';
import { selectCurrentPath, selectIsPublicRoute } from '../app/navigation/selectors';
import { isPublicRoute } from '../app/routeTable';
import type { AuthEvent, SessionInfo } from './authService';
import { authErrorText } from './authErrors';
import {
  callbackStarted, callbackSucceeded, signInFailed, signInRequested, signOutFailed, signOutRequested, silentRenewFailed,
  silentSignInFailed, silentSignInStarted, tokenExpired, tokenExpiring, tokenLoaded, tokenNotFound, tokenUnloaded,
  type TokenStatus,
} from './authSlice';

/** Spec §9: sign-out redirect delay 1000 ms. */
export const SIGNED_OUT_REDIRECT_MS = 1000;
export const SIGNED_OUT_PATH = '/auth/signed-out';
export const AUTH_ERROR_PATH = '/auth/error';

/**
 * Sign-in and the token's life (spec §2 route rules, §4 login):
 * - at start the stored session is restored, or none;
 * - a non-public route without a token tries a silent sign-in; if that fails the full path is
 *   kept as authRedirect and the sign-in (redirect with PKCE) starts;
 * - /auth completes the sign-in and goes back to the kept path;
 * - the sign-in library's events (renewal, expiry, removal) reach the store through a channel;
 * - when the token is unloaded, on a non-public route, the app goes to /auth/signed-out after 1 s;
 * - Logga ut ends the session at the provider.
 */
export function* authSaga(services: Services) {
  yield fork(watchAuthEvents, services);
  yield takeEvery(navigated.type, onNavigated, services);
  yield takeLeading(signInRequested.type, startSignIn, services);
  yield takeLeading(tokenUnloaded.type, afterTokenUnloaded, services);
  yield takeLeading(signOutRequested.type, signOut, services);
  yield call(restoreSession, services);
}

function* restoreSession(services: Services) {
  try {
    const session: SessionInfo | null = yield call(services.auth.restore);
    yield put(session ? tokenLoaded(session) : tokenNotFound());
  } catch {
    yield put(tokenNotFound());
  }
}

const selectStatus = (state: RootState): TokenStatus => state.auth.status;

function* waitForRestore() {
  let status: TokenStatus = yield select(selectStatus);
  while (status === 'unknown') {
    yield take([tokenLoaded.type, tokenNotFound.type]);
    status = yield select(selectStatus);
  }
  return status;
}

function* onNavigated(services: Services, action: ReturnType<typeof navigated>) {
  if (action.payload.routeId === 'authCallback') {
    yield call(completeSignIn, services);
    return;
  }
  if (isPublicRoute(action.payload.routeId)) return;
  const status: TokenStatus = yield call(waitForRestore);
  if (status !== 'none') return; // loaded, or a sign-in already under way
  yield call(silentSignIn, services);
}

/** A missing token on a non-public route: silent sign-in, else keep the path and sign in. */
export function* silentSignIn(services: Services) {
  yield put(silentSignInStarted());
  try {
    const session: SessionInfo = yield call(services.auth.signinSilent);
    yield put(tokenLoaded(session));
  } catch (error) {
    const authRedirect: string = yield select(selectCurrentPath);
    yield put(silentSignInFailed({ message: authErrorText(error, true), authRedirect }));
    try {
      yield call(services.auth.signinRedirect, authRedirect);
    } catch (redirectError) {
      yield put(signInFailed({ message: authErrorText(redirectError) }));
      yield call(redirectTo, services.navigate, AUTH_ERROR_PATH);
    }
  }
}

function* completeSignIn(services: Services) {
  yield put(callbackStarted());
  try {
    const result: { session: SessionInfo; returnTo: string | null } = yield call(services.auth.signinCallback);
    yield put(callbackSucceeded(result));
    yield call(redirectTo, services.navigate, safeReturnPath(result.returnTo));
  } catch (error) {
    yield put(signInFailed({ message: authErrorText(error) }));
    yield call(redirectTo, services.navigate, AUTH_ERROR_PATH);
  }
}

/** Only a path of this portal, never another origin, and never back into /auth. */
export function safeReturnPath(returnTo: string | null): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/auth')) return '/';
  return returnTo;
}

function* startSignIn(services: Services) {
  try {
    yield call(services.auth.signinRedirect, '/');
  } catch (error) {
    yield put(signInFailed({ message: authErrorText(error) }));
  }
}

/** Spec §4: on token unload, on a non-public route, after 1 s the app goes to /auth/signed-out. */
function* afterTokenUnloaded(services: Services) {
  const signingOut: boolean = yield select((state: RootState) => state.auth.signingOut);
  if (signingOut) return; // the provider's end-session page takes over
  const { loaded } = yield race({ wait: delay(SIGNED_OUT_REDIRECT_MS), loaded: take([tokenLoaded.type, callbackSucceeded.type]) });
  if (loaded) return;
  const isPublic: boolean = yield select(selectIsPublicRoute);
  if (isPublic) return;
  yield call(redirectTo, services.navigate, SIGNED_OUT_PATH);
}

function* signOut(services: Services) {
  try {
    yield call(services.auth.signoutRedirect);
  } catch {
    // The provider could not be reached: end the session here at least.
    yield put(signOutFailed());
    yield call(services.auth.removeSession);
    yield call(redirectTo, services.navigate, SIGNED_OUT_PATH);
  }
}

function authChannel(services: Services): EventChannel<AuthEvent> {
  return eventChannel((emit) => services.auth.subscribe(emit), buffers.expanding<AuthEvent>(10));
}

function* watchAuthEvents(services: Services) {
  const channel: EventChannel<AuthEvent> = yield call(authChannel, services);
  try {
    while (true) {
      const event: AuthEvent = yield take(channel);
      yield call(onAuthEvent, services, event);
    }
  } finally {
    channel.close();
  }
}

function* onAuthEvent(services: Services, event: AuthEvent) {
  switch (event.type) {
    case 'loaded': {
      // A renewal, or a silent sign-in that http.ts started: the store learns the token and its
      // expiry. Sign-ins the sagas start (status signingIn) report it themselves.
      const current: { status: TokenStatus; expiresAt: string | null } = yield select((state: RootState) => state.auth);
      if (current.status === 'signingIn') break;
      if (current.status !== 'loaded' || current.expiresAt !== event.session.expiresAt) yield put(tokenLoaded(event.session));
      break;
    }
    case 'unloaded': {
      const status: TokenStatus = yield select(selectStatus);
      if (status === 'loaded') yield put(tokenUnloaded());
      break;
    }
    case 'expiring':
      yield put(tokenExpiring());
      break;
    case 'expired':
      // Spec §4: on expiry token and user are cleared.
      yield put(tokenExpired());
      yield call(services.auth.removeSession);
      break;
    case 'silentRenewError':
      yield put(silentRenewFailed({ message: event.message }));
      break;
  }
}
