import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { delay, put, select, take } from 'redux-saga/effects';
import { LOCK_RENEW_SECONDS, type LockConflictData, type LockState } from '../../../api/caseHandlingTypes';
import type { UserRef } from '../../../api/types';
import type { HttpResult } from '../../../api/http';
import { lockAcquired, lockFailed, lockLost, lockRefused, lockReleased, lockRenewed, lockRequested } from '../casePageActions';
import { attempt, selectPage, listFollows, type CasePageDeps } from './workerSupport';

// The lock handshake, its renewal while a reply is open, and unlocking (spec §4)

const lockHolderOf = (data: unknown): UserRef | null => {
  const lockedBy = (data as LockConflictData | null)?.lockedBy;
  return lockedBy && typeof lockedBy.id === 'string' ? lockedBy : null;
};

/** POST Case/{id}/Lock. True when this user holds the lock afterwards. */
export function* lockHandshake(deps: CasePageDeps, caseId: string, userId: string) {
  yield put(lockRequested({ caseId }));
  const result: HttpResult<LockState> | null = yield* attempt(deps.api.lock, caseId);
  if (result?.ok) {
    yield put(lockAcquired({ caseId, lock: result.data }));
    yield* listFollows();
    return true;
  }
  const holder = result && result.response.errorCode === 'IS_LOCKED' ? lockHolderOf(result.response.data) : null;
  if (holder && holder.id === userId) {
    yield put(lockAcquired({ caseId, lock: { isLocked: true, lockedBy: holder, lockExpiresAt: null } }));
    return true;
  }
  if (holder) {
    yield put(lockRefused({ caseId, lockedBy: holder }));
    return false;
  }
  yield put(lockFailed({ caseId }));
  return false;
}

/** While the reply is open: renew the lease; a failed renewal tries again next time (the lease outlasts one miss). */
export function* renewLock(deps: CasePageDeps, caseId: string, userId: string) {
  while (true) {
    yield delay(LOCK_RENEW_SECONDS * 1000);
    const result: HttpResult<LockState> | null = yield* attempt(deps.api.lock, caseId);
    if (result?.ok) {
      yield put(lockRenewed({ caseId, lock: result.data }));
      if (!result.data.isLocked) return; // no longer new: nothing left to hold
      continue;
    }
    const holder = result && result.response.errorCode === 'IS_LOCKED' ? lockHolderOf(result.response.data) : null;
    if (holder && holder.id !== userId) {
      yield put(lockLost({ caseId, lockedBy: holder }));
      return;
    }
  }
}

/** POST Case/{id}/Unlock (only the holder may; a free case is a no-op). */
export function* unlock(deps: CasePageDeps, caseId: string, report: boolean) {
  const result: HttpResult<LockState | null> | null = yield* attempt(deps.api.unlock, caseId);
  if (report && result?.ok) yield put(lockReleased({ caseId }));
  if (result?.ok) yield* listFollows();
}

/** The page going away (closing the tab, reloading, typing another address) as a saga channel. */
function pageHideChannel(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onHide = () => emit(true);
    target.addEventListener('pagehide', onHide);
    return () => target.removeEventListener('pagehide', onHide);
  }, buffers.sliding<true>(1));
}

/**
 * Closing the tab while holding the lock: Unlock in a request that outlives the page, rather than
 * leaving the case locked for others until the lease lapses. Should the page come back (the
 * back-forward cache), the open reply's renewal takes the lock again.
 */
export function* unlockWhenPageHides(deps: CasePageDeps, hides: EventChannel<true> = pageHideChannel()) {
  try {
    while (true) {
      yield take(hides);
      const page: ReturnType<typeof selectPage> = yield select(selectPage);
      if (page.caseId && page.lock.status === 'held') yield* attempt(deps.api.unlock, page.caseId, { outlivesPage: true });
    }
  } finally {
    hides.close();
  }
}
