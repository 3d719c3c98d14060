import type { Action } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { failureMessage, type HttpFailure, type HttpResult } from '../api/http';
import { failureState, type NetworkState } from '../api/networkState';

/** Why a read failed, as every read's failed action may want it. */
export interface ReadFailure {
  /** 'unauthorised' on a 401 (and on a 403 where the read says `forbiddenIsUnauthorised`), else 'error'. */
  status: Extract<NetworkState, 'error' | 'unauthorised'>;
  /** The failure's text ('Status 500: BOOM', or a thrown error's message). */
  message: string;
  /** The HTTP status of a 4xx answer; null when none came back (5xx and network failures throw, no token). */
  httpStatus: number | null;
  /** A 4xx answer's error code and `data` (e.g. a 400's Swedish message), else null. */
  errorCode: string | null;
  data: unknown;
}

export interface ReadEvents<T> {
  /** Put first; left out where the caller has put its own (e.g. before waiting for the user). */
  started?: Action;
  loaded: (data: T) => Action;
  failed: (failure: ReadFailure) => Action;
  /** A 403 means 'not for you' on this read (the view shows so), not a failure to try again. */
  forbiddenIsUnauthorised?: boolean;
}

/**
 * The loadable state's one pattern (issue 35), for every plain read: `started`, the call, then
 * `loaded` with the data or `failed` with why. Returns the data, or undefined after a failure.
 * `request` is called inside, so that anything it throws (no token, no service) is a failure too.
 * 'Försök igen' is the caller's trigger running this again (`loadRetried`, `retryOf`); polling,
 * push, locks and rollbacks stay sagas of their own.
 */
export function* loadEntity<T>(events: ReadEvents<T>, request: () => Promise<HttpResult<T>>) {
  if (events.started) yield put(events.started);
  let failure: unknown;
  try {
    const result: HttpResult<T> = yield call(request);
    if (result.ok) {
      yield put(events.loaded(result.data));
      return result.data;
    }
    failure = result;
  } catch (error) {
    failure = error;
  }
  const message = failureMessage(failure);
  // A 4xx answer comes back; anything else (5xx, network, no token) was thrown.
  const answer = (failure as HttpFailure).ok === false ? (failure as HttpFailure) : null;
  yield put(events.failed({
    status: answer?.status === 403 && events.forbiddenIsUnauthorised ? 'unauthorised' : failureState(message),
    message,
    httpStatus: answer?.status ?? null,
    errorCode: answer?.response?.errorCode ?? null,
    data: answer?.response?.data ?? null,
  }));
  return undefined;
}
