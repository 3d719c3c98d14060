import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SavedReply } from '../../api/savedReplyTypes';
import type { User } from '../../api/types';
import type { HttpResult } from '../../api/http';
import { apiOf, type Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { retryOf } from '../../app/lifecycle';
import { navigated } from '../../app/navigation/navigationSlice';
import { mayUseSavedReplies } from '../../domain/savedReplyUnits';
import { waitForUser } from '../user/userSagas';
import {
  savedRepliesLoaded, savedRepliesLoadFailed, savedRepliesLoadStarted, savedRepliesWanted, savedReplyDeleted, savedReplyDeleteFailed, 
  savedReplyDeleteRequested, savedReplySaved, savedReplySaveFailed, savedReplySaveRequested, type SavedReplyProblems,
} from './savedRepliesActions';
import { selectSavedReplies, type SavedRepliesState } from './savedRepliesSlice';
import { loadEntity } from '../../app/loadEntity';
import { createSavedRepliesApi, type SavedRepliesApi } from './savedRepliesApi';

const savedRepliesApi = (services: Services): SavedRepliesApi => apiOf(services, 'savedReplies', createSavedRepliesApi);

/* The saved replies' work (issue 36); savedRepliesSagas.ts takes the actions. */

/** Loads the caller's replies: on /svarsmallar always, for the case page's picker only when not loaded yet. */
export function* load(services: Services, action?: { type: string }) {
  const user: User = yield call(waitForUser);
  if (!mayUseSavedReplies(user)) return;
  const { status }: SavedRepliesState = yield select(selectSavedReplies);
  if (action?.type === savedRepliesWanted.type && (status === 'success' || status === 'getting')) return;
  yield* loadEntity({ started: savedRepliesLoadStarted(), loaded: savedRepliesLoaded, failed: ({ status }) => savedRepliesLoadFailed({ status }) }, () => savedRepliesApi(services).list());
}

/** Saves the editor's reply (the reducer let it through: no problem the rule finds). A 400 names its fields. */
export function* save(services: Services) {
  const { editor }: SavedRepliesState = yield select(selectSavedReplies);
  if (!editor?.saving) return;
  try {
    const result: HttpResult<SavedReply> = yield editor.id
      ? call(savedRepliesApi(services).update, editor.id, { title: editor.title, body: editor.body })
      : call(savedRepliesApi(services).create, { unit: editor.unit, title: editor.title, body: editor.body });
    if (result.ok) yield put(savedReplySaved(result.data));
    else {
      const problems = result.response.errorCode === 'SAVED_REPLY_INVALID' ? (result.response.data as SavedReplyProblems) : null;
      yield put(savedReplySaveFailed({ problems }));
    }
  } catch {
    yield put(savedReplySaveFailed({ problems: null }));
  }
}

/** Removes one reply; a 404 (removed elsewhere) counts as done. */
export function* remove(services: Services, action: ReturnType<typeof savedReplyDeleteRequested>) {
  try {
    const result: HttpResult<void> = yield call(savedRepliesApi(services).remove, action.payload.id);
    if (result.ok || result.status === 404) yield put(savedReplyDeleted({ id: action.payload.id }));
    else yield put(savedReplyDeleteFailed());
  } catch {
    yield put(savedReplyDeleteFailed());
  }
}

const toPage = (action: Action) => navigated.match(action) && action.payload.routeId === 'savedReplies';

/**
 * The watchers, from the first page that uses saved replies on (savedRepliesSagas.ts): /svarsmallar
 * and its 'Försök igen' load them (the case page's picker asks through the eager saga, `load`); a
 * save and a removal run once each.
 */
export function* watchSavedReplies(services: Services) {
  const routeId: string | null = yield select((state: RootState) => state.navigation.routeId);
  if (routeId === 'savedReplies') yield fork(load, services);
  yield takeLatest((action: Action) => toPage(action) || retryOf('savedReplies')(action), load, services);
  yield takeLeading(savedReplySaveRequested.type, save, services);
  yield takeLeading(savedReplyDeleteRequested.type, remove, services);
}

const savedRepliesFlows = { watchSavedReplies, load };
export type SavedRepliesFlows = typeof savedRepliesFlows;
export default savedRepliesFlows;
