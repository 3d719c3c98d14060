import { call, put, select } from 'redux-saga/effects';
import { REDIRECT_LIMIT } from '../routeTable';
import { redirectLimitReached, redirectStarted } from './navigationSlice';
import { selectRedirectCount } from './selectors';

/** How sagas move the router (index.tsx binds it to the app router's navigate, appRouter.tsx). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

/** A redirect by the app, counted against the router's redirect limit of 10 (spec §2). */
export function* redirectTo(navigate: Navigate, to: string) {
  const count: number = yield select(selectRedirectCount);
  if (count >= REDIRECT_LIMIT) {
    yield put(redirectLimitReached({ to }));
    return;
  }
  yield put(redirectStarted({ to }));
  yield call(navigate, to, { replace: true });
}
