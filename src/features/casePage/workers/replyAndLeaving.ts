import type { Action } from '@reduxjs/toolkit';
import { call, fork, put, race, select, take } from 'redux-saga/effects';
import type { CaseDetail, CaseMessageCreated, CaseNote } from '../../../api/caseHandlingTypes';
import type { User } from '../../../api/types';
import type { HttpResult } from '../../../api/http';
import { tokenUnloaded } from '../../../auth/authSlice';
import { navigated } from '../../../app/navigation/navigationSlice';
import type { RootState } from '../../../app/store';
import { CaseStatus } from '../../../domain/caseStatus';
import { svCasePage as sv } from '../../../text/svCasePage';
import { waitForUser } from '../../user/userSagas';
import { caseModalClosed, type CaseModal } from '../../cases/caseModals';
import { CASE_PAGE_ROUTE_IDS } from '../../cases/caseContext';
import { replyStarted } from '../casePageEvents';
import {
  caseClosed, caseLeft, noteCreated, noteCreateFailed, replyClosed, replyFailed, replyOpened, replySent, replySubmitted,
} from '../casePageActions';
import type { CasePageState, ReplyMode } from '../casePageSlice';
import { draftFilesByIds, releaseAllDraftFiles } from '../fileRegistry';
import { lockHandshake, renewLock, unlock } from './caseLock';
import { attempt, selectDetailOf, selectPage, toast, listFollows, type CasePageDeps } from './workerSupport';

const t = sv.casePage.toasts;
const CASE_MODALS: CaseModal[] = ['role', 'tag', 'category'];

// The reply session (its lock: caseLock.ts)

/** Whether a reply in this mode locks the case first: a message to a new case (spec §4: locked only while CREATED). */
export const replyNeedsLock = (mode: ReplyMode, detail: CaseDetail) => mode === 'message' && detail.status === CaseStatus.CREATED;

const replyEnders: string[] = [replyClosed.type, replySent.type, caseLeft.type, caseClosed.type];
const endsReply = (caseId: string) => (action: Action) => tokenUnloaded.match(action)
  || (replyEnders.includes(action.type) && (action as ReturnType<typeof replyClosed>).payload.caseId === caseId);

/**
 * Spec §4: starting a reply locks the case first. Free or held by this user: the reply opens and
 * the lock is renewed every LOCK_RENEW_SECONDS while it is open. IS_LOCKED naming another user:
 * the reply stays closed and the page says who is replying.
 */
export function* replySession(deps: CasePageDeps, action: ReturnType<typeof replyStarted>) {
  const { caseId, mode } = action.payload;
  const detail: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (!detail || mode === 'none') return;
  const user: User = yield call(waitForUser);
  if (!replyNeedsLock(mode, detail)) {
    yield put(replyOpened({ caseId, mode }));
    return;
  }
  const held: boolean = yield call(lockHandshake, deps, caseId, user.id);
  if (!held) return;
  const still: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (!still) {
    // Left while the lock was being taken.
    yield fork(unlock, deps, caseId, false);
    return;
  }
  yield put(replyOpened({ caseId, mode }));
  const page: CasePageState = yield select(selectPage);
  if (page.lock.status !== 'held') return; // no longer new: nothing to lock
  yield race({ renewing: call(renewLock, deps, caseId, user.id), ended: take(endsReply(caseId)) });
}

/** Closing the reply cancelled the draft (the reducer); a case this user holds is unlocked. */
export function* afterReplyClosed(deps: CasePageDeps, action: ReturnType<typeof replyClosed>) {
  releaseAllDraftFiles();
  const page: CasePageState = yield select(selectPage);
  if (page.caseId !== action.payload.caseId) return;
  if (page.lock.status === 'held') yield call(unlock, deps, action.payload.caseId, true);
}

/** Sends the draft: a message (Message/Create) or a note (Note/Create). A failure keeps the draft. */
export function* submitReply(deps: CasePageDeps, action: ReturnType<typeof replySubmitted>) {
  const { caseId } = action.payload;
  const page: CasePageState = yield select(selectPage);
  if (page.caseId !== caseId || !page.detail) return;
  const { mode, text, files } = page.reply;
  const chosen = draftFilesByIds(files.map((file) => file.id));
  if (mode === 'note') {
    const result: HttpResult<CaseNote> | null = yield* attempt(deps.api.createNote, caseId, { text }, chosen);
    if (result?.ok) {
      yield put(noteCreated({ caseId, note: result.data }));
      releaseAllDraftFiles();
      yield* toast(t.noteSaved);
    } else {
      yield put(noteCreateFailed({ caseId }));
      yield* toast(t.noteFailed, 'error');
    }
    return;
  }
  const result: HttpResult<CaseMessageCreated> | null = yield* attempt(deps.api.createMessage, caseId, { message: text }, chosen);
  if (result?.ok) {
    const status = result.data.status ?? CaseStatus.IN_PROGRESS;
    yield put(replySent({ caseId, message: result.data.message, status }));
    releaseAllDraftFiles();
    yield* toast(t.messageSent);
    yield* listFollows();
  } else {
    yield put(replyFailed({ caseId }));
    yield* toast(t.messageFailed, 'error');
  }
}

// Leaving the case

/**
 * Spec §2, before leaving a case page: a case this user holds is unlocked and the unsent draft is
 * cancelled. Runs on every navigation; staying on the same case (another URL shape, a query
 * string) is not leaving.
 */
export function* leaveIfLeaving(deps: CasePageDeps, action: ReturnType<typeof navigated>) {
  const { routeId, params } = action.payload;
  const page: CasePageState = yield select(selectPage);
  if (!page.caseId) return;
  if (CASE_PAGE_ROUTE_IDS.includes(routeId) && params.caseId === page.caseId) return;
  yield call(leaveCase, deps, page);
}

export function* leaveCase(deps: CasePageDeps, page: CasePageState) {
  const caseId = page.caseId!;
  // 'locking': the Lock call may still win on the server; unlocking a free case is a no-op.
  const mayHoldLock = page.lock.status === 'held' || page.lock.status === 'locking';
  const openModal: string | null = yield select((state: RootState) => state.cases.openModal);
  for (const modal of CASE_MODALS) if (openModal === modal) yield put(caseModalClosed(modal));
  yield put(caseLeft({ caseId }));
  releaseAllDraftFiles();
  if (mayHoldLock) yield fork(unlock, deps, caseId, false);
}
