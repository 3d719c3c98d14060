import { call, put, select } from 'redux-saga/effects';
import type { CaseDetail } from '../../../api/caseHandlingTypes';
import type { User } from '../../../api/types';
import { failureMessage, type HttpResult } from '../../../api/http';
import { failureState } from '../../../api/networkState';
import { pageTitleSet, selectionsUpdated } from '../../../app/navigation/navigationSlice';
import { pageTitle } from '../../../app/routeTable';
import { waitForUser } from '../../user/userSagas';
import { casesListLoaded } from '../../cases/casesSlice';
import { caseLoaded, caseLoadFailed, caseLoadRequested } from '../casePageActions';
import type { CasePageState } from '../casePageSlice';
import { selectPage, updateListItem, type CasePageDeps } from './workerSupport';

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
 * The case polling (every 60 s) also keeps the open case fresh: when its list item says there is
 * an unread message (someone else wrote), or shows another lock than the page, the case loads
 * again in the background (the page and the draft stay; not while a change of ours is in flight).
 */
export function* refreshIfListChanged(action: ReturnType<typeof casesListLoaded>) {
  const page: CasePageState = yield select(selectPage);
  const detail = page.detail;
  if (!detail || page.status !== 'success' || page.lock.status === 'locking') return;
  if (Object.entries(page.busy).some(([, value]) => value === true || (Array.isArray(value) && value.length > 0))) return;
  const item = action.payload.cases.find((c) => c.id === detail.id);
  if (!item) return;
  const lockDiffers = item.isLocked !== detail.isLocked || (item.lockedBy?.id ?? null) !== (detail.lockedBy?.id ?? null);
  if (item.hasUnreadMessages || lockDiffers || item.status !== detail.status) yield put(caseLoadRequested({ caseId: detail.id }));
}

/** GET Case/Get/{id}: opening it marks the messages read, so the list's unread dot goes too. */
export function* loadCase(deps: CasePageDeps, action: ReturnType<typeof caseLoadRequested>) {
  const { caseId } = action.payload;
  let result: HttpResult<CaseDetail> | null = null;
  let thrown: unknown = null;
  try {
    result = yield call(deps.api.getCase, caseId);
  } catch (error) {
    thrown = error;
  }
  if (result?.ok) {
    const user: User = yield call(waitForUser);
    yield put(caseLoaded({ caseId, detail: result.data, userId: user.id }));
    yield put(pageTitleSet(pageTitle(result.data.title)));
    yield* updateListItem(caseId, { hasUnreadMessages: false });
    return;
  }
  const message = failureMessage(result ?? thrown);
  yield put(caseLoadFailed({
    caseId,
    status: failureState(message),
    error: { message, errorCode: result && !result.ok ? result.response.errorCode : null, httpStatus: result?.status ?? null },
  }));
}
