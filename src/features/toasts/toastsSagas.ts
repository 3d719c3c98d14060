import { delay, put, race, select, take } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { toastClosed, toastLeaving, toastRemoved, toastRequested, toastShown, type Toast } from './toastsSlice';
import { selectNextToast } from './selectors';

/** Spec §9: toast display 5000 ms; toaster fade about 200 ms. */
export const TOAST_DISPLAY_MS = 5000;
export const TOAST_FADE_MS = 200;

/** Spec §4: toasts are queued and shown one at a time, each dropped after 5 s. */
export function* toastsSaga() {
  while (true) {
    const next: Toast | null = yield select(selectNextToast);
    if (!next) {
      yield take(toastRequested.type);
      continue;
    }
    yield put(toastShown({ id: next.id }));
    yield race({
      timeout: delay(TOAST_DISPLAY_MS),
      closed: take((action: Action) => toastClosed.match(action) && action.payload.id === next.id),
    });
    yield put(toastLeaving({ id: next.id }));
    yield delay(TOAST_FADE_MS);
    yield put(toastRemoved({ id: next.id }));
  }
}
