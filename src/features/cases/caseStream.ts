import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, put, select, take, takeLatest } from 'redux-saga/effects';
import type { HttpResult } from '../../api/http';
import type { CaseStreamTicket } from '../../api/types';
import { tokenUnloaded } from '../../auth/authSlice';
import { sessionStarted } from '../../app/lifecycle';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { waitForUser } from '../user/userSagas';
import type { CaseStreamMessage } from './casesApi';
import { caseListRefreshRequested, casesChanged } from './casesSlice';
import { afterFirstRowsPainted } from './firstRows';

/** After a failed or ended stream the next try waits 1, 2, 4 … s, at most a minute (the poll serves meanwhile). */
export const STREAM_RETRY_MS = 1_000;
export const MAX_STREAM_RETRY_MS = 60_000;
/** A stream that stayed open this long was healthy: the next failure starts from the shortest wait again. */
export const HEALTHY_STREAM_MS = 30_000;

export const streamRetryMs = (failures: number) => Math.min(STREAM_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_STREAM_RETRY_MS);

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

function streamChannel(services: Services, ticket: string): EventChannel<CaseStreamMessage> {
  return eventChannel((emit) => {
    const connection = services.api.cases.openStream!(ticket, emit);
    return () => connection.close();
  });
}

export function* streamSession(services: Services, action: { type: string }) {
  // No EventSource in this browser (or no cases API, as in some tests): the poll alone serves.
  if (action.type === tokenUnloaded.type || !services.api.cases?.openStream) return;
  yield call(waitForUser);
  // Issue 32: the session's first stream asks for its ticket once the list's first rows are painted.
  yield call(afterFirstRowsPainted);
  let failures = 0;
  let opened = 0;
  while (true) {
    const wait: number = yield call(streamOnce, services, opened > 0);
    if (wait < 0) {
      failures = 0;
    } else {
      failures += 1;
    }
    opened += 1;
    yield delay(wait >= 0 ? Math.max(wait, streamRetryMs(failures)) : STREAM_RETRY_MS);
  }
}

/**
 * One stream, from its ticket until it fails or ends. Returns how long to wait before the next
 * (the server's Retry-After, or 0 for the back-off), or -1 after a healthy stream.
 */
export function* streamOnce(services: Services, reconnecting: boolean) {
  let result: HttpResult<CaseStreamTicket>;
  try {
    result = yield call(services.api.cases.streamTicket);
  } catch {
    return 0;
  }
  if (!result.ok) {
    const retryAfter = (result.response.data as { retryAfter?: unknown } | null)?.retryAfter;
    return result.status === 429 && typeof retryAfter === 'number' ? retryAfter * 1000 : 0;
  }
  const channel: EventChannel<CaseStreamMessage> = yield call(streamChannel, services, result.data.ticket);
  let openedAt: number | null = null;
  try {
    while (true) {
      const message: CaseStreamMessage = yield take(channel);
      if (message.type === 'open') {
        openedAt = Date.now();
        // What changed while no stream was open: the list's cursor resumes it.
        if (reconnecting) yield put(caseListRefreshRequested());
      } else if (message.type === 'resync') {
        yield put(caseListRefreshRequested());
      } else if (message.type === 'cases') {
        yield call(followPushed, message.ids);
      } else {
        return openedAt !== null && Date.now() - openedAt >= HEALTHY_STREAM_MS ? -1 : 0;
      }
    }
  } finally {
    channel.close();
  }
}

/** The list learns the changes of the cases it holds from its own poll (casesChanged from its answer); the rest are named at once. */
export function* followPushed(ids: string[]) {
  if (ids.length === 0) return;
  const held: Set<string> = yield select((state: RootState) => new Set(state.cases.items.map((item) => item.id)));
  const elsewhere = ids.filter((id) => !held.has(id));
  if (elsewhere.length < ids.length) yield put(caseListRefreshRequested());
  if (elsewhere.length > 0) yield put(casesChanged({ ids: elsewhere }));
}
