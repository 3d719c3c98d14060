import { call, put, select, take } from 'redux-saga/effects';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import type { User } from '../../../api/types';
import type { RootState } from '../../../app/store';
import { failureMessage, type HttpResult } from '../../../api/http';
import { failureState } from '../../../api/networkState';
import { pageTitleSet, selectionsUpdated } from '../../../app/navigation/navigationSlice';
import { pageTitle } from '../../../app/routeTable';
import { waitForUser } from '../../user/userSagas';
import { casesChanged } from '../../cases/casesSlice';
import { caseLoaded, caseLoadFailed, caseLoadRequested, caseUnchanged } from '../casePageActions';
import type { CasePageState } from '../casePageSlice';
import { selectPage, listFollows, type CasePageDeps } from './workerSupport';

// Loading the case (leaving it: replyAndLeaving.ts)

/** Spec §2: after each navigation the selections are stored; a selected case is loaded unless it is the one shown. */
export function* loadSelectedCase(action: ReturnType<typeof selectionsUpdated>) {
  const { caseId } = action.payload;
  if (!caseId) return;
  const page: CasePageState = yield select(selectPage);
  if (page.caseId === caseId && page.status !== 'error' && page.status !== 'unauthorised') return;
  yield put(caseLoadRequested({ caseId }));
}

/**
 * The open case follows its colleagues (issue 21): when the list's poll (every 60 s, full or
 * delta, or at once on a push) says the case changed, it loads again in the background (the page
 * and the draft stay). A change is never dropped because the page is busy: a load already out may
 * have read the case before this change, so it is asked again (the older answer is dropped); a
 * change of ours in flight (or a lock being taken) is waited for, then the case loads.
 */
export function* followColleagues() {
  while (true) {
    const action: ReturnType<typeof casesChanged> = yield take(casesChanged.type);
    yield call(refreshIfChanged, action);
  }
}

export function* refreshIfChanged(action: ReturnType<typeof casesChanged>) {
  let page: CasePageState = yield select(selectPage);
  const { caseId } = page;
  if (!caseId || !action.payload.ids.includes(caseId)) return;
  while (page.status !== 'getting' && changeInFlight(page)) {
    yield take('*');
    page = yield select(selectPage);
    // Another case opened, or a load asked since (it reads this change): nothing left to do.
    if (page.caseId !== caseId || page.status === 'getting') return;
  }
  // A case that failed to load (a lost connection; no access, which this change may have granted) is asked again too.
  yield put(caseLoadRequested({ caseId }));
}

const changeInFlight = (page: CasePageState) =>
  page.lock.status === 'locking' || Object.values(page.busy).some((value) => value === true || (Array.isArray(value) && value.length > 0));

/** How often a load whose answer a local change overtook asks again before it keeps the local state. */
export const STALE_LOAD_RETRIES = 3;

/**
 * GET Case/Get/{id}: opening it marks the messages read, so the list's unread dot goes too. Asked
 * again with the ETag of the copy held, an unchanged case is a 304 and the copy stands (issue 35).
 *
 * An answer is the case as it stood when it was asked. A change of this page that lands while the
 * call is out (a note saved, a reply sent, a flag set: anything that changes the detail held) is
 * newer than that answer, so the answer is dropped and the case asked for again; it never replaces
 * the newer local state (issue 35: the note that vanished under load).
 */
export function* loadCase(deps: CasePageDeps, action: ReturnType<typeof caseLoadRequested>) {
  const { caseId } = action.payload;
  for (let attempt = 0; attempt <= STALE_LOAD_RETRIES; attempt += 1) {
    const asked: CasePageState = yield select(selectPage);
    let result: HttpResult<CaseDetail | null> | null = null;
    let thrown: unknown = null;
    try {
      result = yield call(deps.api.getCase, caseId, asked.detail ? asked.etag ?? null : null);
    } catch (error) {
      thrown = error;
    }
    const now: CasePageState = yield select(selectPage);
    if (now.caseId !== caseId) return;
    if (result?.ok && now.detail !== asked.detail) continue;
    if (result?.ok && result.status === 304 && now.detail) {
      yield put(caseUnchanged({ caseId }));
      return;
    }
    if (result?.ok && result.data) {
      const user: User = yield call(waitForUser);
      yield put(caseLoaded({ caseId, detail: result.data, userId: user.id, ...(result.etag ? { etag: result.etag } : {}) }));
      yield put(pageTitleSet(pageTitle(result.data.title)));
      // Opening it marked it read: a list that shows it unread polls at once (that read is no change of the case: changedIds).
      const unreadInList: boolean = yield select((state: RootState) => state.cases.items.some((c) => c.id === caseId && c.hasUnreadMessages));
      if (unreadInList) yield* listFollows();
      return;
    }
    const message = failureMessage(result ?? thrown);
    yield put(caseLoadFailed({
      caseId,
      status: failureState(message),
      error: { message, errorCode: result && !result.ok ? result.response.errorCode : null, httpStatus: result?.status ?? null },
    }));
    return;
  }
  // Local changes kept overtaking the answers: the page keeps its own state, the next change signal loads again.
  yield put(caseUnchanged({ caseId }));
}
