import { call, delay, takeLatest } from 'redux-saga/effects';
import { tokenUnloaded } from '../../auth/authSlice';
import { sessionStarted } from '../../app/lifecycle';
import { lazyFlows } from '../../app/lazyFlows';
import type { Services } from '../../app/services';
import { waitForUser } from '../user/userSagas';
import { afterFirstRowsPainted } from './firstRows';
import type { CaseStreamFlows } from './caseStreamFlows';

/** The stream's flows come with its first ticket, after the list's first rows (issue 38: not in the first route's scripts). */
const streamFlows = lazyFlows<CaseStreamFlows>(() => import(/* webpackChunkName: "caseStream" */ './caseStreamFlows'));

/** A chunk that did not load is asked for again after this long (the poll serves meanwhile). */
export const FLOWS_RETRY_MS = 10_000;

/**
 * Push, with the poll as the floor (issue 35): while signed in, one case stream (server-sent
 * events) tells which cases the user may see changed, within seconds of the commit on any process.
 * Each event becomes the signal the poll makes: the list polls at once (a delta), and its answer
 * names the changed cases in `casesChanged`, so every open view (lists, the case page, homes, the
 * header's dot) follows; a changed case the list does not hold (a case opened from elsewhere) is
 * named in `casesChanged` directly. The 60-second poll goes on regardless: it is what keeps the
 * views right while the stream is down, buffered by a proxy, or reconnecting (after a reconnection
 * the list polls at once, its cursor resuming where it was). Started by a session, stopped when
 * the token is unloaded (a new sign-in opens a new stream).
 */
export function* caseStreamSaga(services: Services) {
  yield takeLatest([sessionStarted.type, tokenUnloaded.type], streamSession, services);
}

export function* streamSession(services: Services, action: { type: string }) {
  // No EventSource in this browser (or no cases API, as in some tests): the poll alone serves.
  if (action.type === tokenUnloaded.type || !services.api.cases?.openStream) return;
  yield call(waitForUser);
  // Issue 32: the session's first stream asks for its ticket once the list's first rows are painted.
  yield call(afterFirstRowsPainted);
  while (true) {
    try {
      yield call(streamFlows.run, 'streamLoop', services);
      return;
    } catch {
      yield delay(FLOWS_RETRY_MS);
    }
  }
}
