import type { Action } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type {
  AuditLogsResponse, CaseDetail, CaseMessageCreated, CaseNote, CaseUsersResponse, CloseResponse, DeadlineResponse, FlagResponse,
  InviteSecretariatResponse, LockConflictData, LockState, SetAdministratorsResponse, SubCategoriesResponse, TagsResponse,
} from '../../api/caseHandlingTypes';
import { LOCK_RENEW_SECONDS } from '../../api/caseHandlingTypes';
import type { CaseListItem, User, UserRef } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated, pageTitleSet, selectionsUpdated, type Selections } from '../../app/navigation/navigationSlice';
import { selectSelections } from '../../app/navigation/selectors';
import { networkFailed } from '../../app/networkSlice';
import { pageTitle } from '../../app/routeTable';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { CaseStatus } from '../../domain/caseStatus';
import { svCasePage as sv } from '../../text/svCasePage';
import { toastRequested } from '../toasts/toastsSlice';
import { waitForUser } from '../user/userSagas';
import { caseListItemUpdated, caseListRefreshRequested, casesListLoaded } from '../cases/casesSlice';
import { caseModalClosed, type CaseModal } from '../cases/caseModals';
import { CASE_PAGE_ROUTE_IDS } from '../cases/caseContext';
import { createCasePageApi, type CasePageApi, type DownloadedFile } from './casePageApi';
import { fileDownloadRequested, replyStarted } from './casePageEvents';
import {
  administratorsSubmitted, administratorsUpdateFailed, administratorsUpdated, alternativesFailed, alternativesLoaded, alternativesRequested, auditLogsLoaded, caseClosed, caseCloseFailed, caseCloseRequested, caseLeft, caseLoaded, caseLoadFailed, caseLoadRequested, caseTypeChanged, categorySubmitFinished, categorySubmitted, deadlineChanged, deadlineClearFailed, deadlineClearRequested, deadlineCleared, deadlineRolledBack, deadlineSaved, flagReverted, flagSaved, flagToggled, lockAcquired, lockFailed, lockLost, lockRefused, lockReleased, lockRenewed, lockRequested, noteCreated, noteCreateFailed, noteDeleted, noteDeleteFailed, noteDeleteRequested, replyClosed, replyFailed, replyOpened, replySent, replySubmitted, secretariatInvited, secretariatInviteFailed, secretariatInviteRequested, subCategoriesChanged, tagsChanged, tagsChangeFailed, tagsSubmitted, usersInvited, usersInviteFailed, usersInviteSubmitted,
} from './casePageActions';
import { injectCasePageReducer, type CasePageModal, type CasePageState, type ModalAlternatives, type ReplyMode } from './casePageSlice';
import { draftFilesByIds, releaseAllDraftFiles } from './fileRegistry';
import { selectCasePage } from './selectors';
import { saveBlob } from './saveBlob';

const t = sv.casePage.toasts;

/** What the case page's sagas use of the outside world (tests hand in fakes). */
export interface CasePageDeps {
  api: CasePageApi;
  /** The current access token, for downloads (never stored, never in a URL). */
  getAccessToken: () => string | null;
}
const CASE_MODALS: CaseModal[] = ['role', 'tag', 'category'];

// This module arrives with the case route chunk: so does the case page's state.
injectCasePageReducer();

const selectPage = selectCasePage;
const selectDetailOf = (caseId: string) => (state: RootState) => (selectCasePage(state).caseId === caseId ? selectCasePage(state).detail : null);

function* toast(text: string, type: 'info' | 'error' = 'info') {
  yield put(toastRequested({ text, type }));
}

/** Keeps the case lists in step with a change made on the case page (spec: the list reflects it). */
function* updateListItem(id: string, changes: Partial<CaseListItem>) {
  yield put(caseListItemUpdated({ id, changes }));
}

/** Any call: its result, or null when it threw (a 5xx, no network, no token; http.ts has logged it). */
function* attempt<T>(fn: (...args: never[]) => Promise<HttpResult<T>>, ...args: unknown[]) {
  try {
    const result: HttpResult<T> = yield call(fn as (...a: unknown[]) => Promise<HttpResult<T>>, ...args);
    return result;
  } catch {
    return null;
  }
}

/**
 * The case page's sagas (loaded with the case screens, see casePageSaga.ts):
 * - load the case on navigation to a case route, and clean up on leaving it (spec §2);
 * - the lock handshake and its renewal while a reply is open (spec §4);
 * - sending replies and notes; the optimistic flag and deadline with rollback; closing; inviting;
 *   the administrators, category and tag modals; downloads.
 */
export function* casePageWorkers(services: Services) {
  const deps: CasePageDeps = {
    api: services.api.casePage ?? createCasePageApi(services.http, services.config),
    getAccessToken: () => services.auth.getAccessToken(),
  };
  yield takeEvery(navigated.type, leaveIfLeaving, deps);
  yield takeEvery(selectionsUpdated.type, loadSelectedCase);
  yield takeLatest(caseLoadRequested.type, loadCase, deps);
  yield takeLatest(replyStarted.type, replySession, deps);
  yield takeEvery(replyClosed.type, afterReplyClosed, deps);
  yield takeLeading(replySubmitted.type, submitReply, deps);
  yield takeEvery(noteDeleteRequested.type, deleteNote, deps);
  yield takeEvery(flagToggled.type, saveFlag, deps);
  yield takeEvery(deadlineChanged.type, saveDeadline, deps);
  yield takeLeading(deadlineClearRequested.type, clearDeadline, deps);
  yield takeLeading(caseCloseRequested.type, closeCase, deps);
  yield takeLeading(usersInviteSubmitted.type, inviteUsers, deps);
  yield takeLeading(secretariatInviteRequested.type, inviteSecretariat, deps);
  yield takeEvery(alternativesRequested.type, loadAlternatives, deps);
  yield takeLeading(administratorsSubmitted.type, saveAdministrators, deps);
  yield takeLeading(categorySubmitted.type, saveCategory, deps);
  yield takeLeading(tagsSubmitted.type, saveTags, deps);
  yield takeEvery(fileDownloadRequested.type, downloadFile, deps);
  yield takeEvery(tokenUnloaded.type, releaseAllDraftFiles);
  yield takeLatest(casesListLoaded.type, refreshIfListChanged);
  // The first case route may have been reached (and its selections stored) before these watchers ran.
  const selections: Selections = yield select(selectSelections);
  if (selections.caseId) yield call(loadSelectedCase, selectionsUpdated(selections));
}

// ---------------------------------------------------------------------------------------------
// Loading and leaving

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

/** POST Case/{id}/Unlock (only the holder may; a free case is a no-op). */
function* unlock(deps: CasePageDeps, caseId: string, report: boolean) {
  const result: HttpResult<LockState | null> | null = yield* attempt(deps.api.unlock, caseId);
  if (report && result?.ok) yield put(lockReleased({ caseId }));
  if (result?.ok) yield* updateListItem(caseId, { isLocked: false, lockedBy: null });
}

// ---------------------------------------------------------------------------------------------
// The lock handshake and the reply session

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
    yield* updateListItem(caseId, { isLocked: result.data.isLocked, lockedBy: result.data.lockedBy });
    return true;
  }
  const holder = result && result.response.errorCode === 'IS_LOCKED' ? lockHolderOf(result.response.data) : null;
  if (holder && holder.id === userId) {
    yield put(lockAcquired({ caseId, lock: { isLocked: true, lockedBy: holder, lockExpiresAt: null } }));
    return true;
  }
  if (holder) {
    yield put(lockRefused({ caseId, lockedBy: holder }));
    yield* updateListItem(caseId, { isLocked: true, lockedBy: holder });
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
    yield* updateListItem(caseId, {
      status, isLocked: false, lockedBy: null, preview: { sender: result.data.message.sender, text: result.data.message.message },
    });
  } else {
    yield put(replyFailed({ caseId }));
    yield* toast(t.messageFailed, 'error');
  }
}

// ---------------------------------------------------------------------------------------------
// Notes and the audit log

export function* deleteNote(deps: CasePageDeps, action: ReturnType<typeof noteDeleteRequested>) {
  const { caseId, noteId } = action.payload;
  const result: HttpResult<null> | null = yield* attempt(deps.api.deleteNote, noteId);
  if (result?.ok) {
    yield put(noteDeleted({ caseId, noteId }));
    yield* toast(t.noteDeleted);
  } else {
    yield put(noteDeleteFailed({ caseId, noteId }));
    yield* toast(t.noteDeleteFailed, 'error');
  }
}

/** The audit log again after a change that writes an event (only for those who may read it). */
function* refreshAuditLogs(deps: CasePageDeps, caseId: string) {
  const detail: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (!detail?.access.mayReadNotes || detail.auditLogs === null) return;
  const result: HttpResult<AuditLogsResponse> | null = yield* attempt(deps.api.getAuditLogs, caseId);
  if (result?.ok) yield put(auditLogsLoaded({ caseId, auditLogs: result.data.auditLogs }));
}

// ---------------------------------------------------------------------------------------------
// Flag and deadline: optimistic, rolled back when the call fails (spec §4)

export function* saveFlag(deps: CasePageDeps, action: ReturnType<typeof flagToggled>) {
  const { caseId, flagged } = action.payload;
  yield* updateListItem(caseId, { flagged });
  const result: HttpResult<FlagResponse> | null = yield* attempt(deps.api.setFlag, { caseId, flagged });
  if (result?.ok) {
    const saved = result.data?.flagged ?? flagged;
    yield put(flagSaved({ caseId, flagged: saved }));
    yield* toast(saved ? t.flagged : t.unflagged);
    yield fork(refreshAuditLogs, deps, caseId);
  } else {
    yield put(flagReverted({ caseId, flagged: !flagged }));
    yield* updateListItem(caseId, { flagged: !flagged });
    yield* toast(flagged ? t.flagFailed : t.unflagFailed, 'error');
  }
}

export function* saveDeadline(deps: CasePageDeps, action: ReturnType<typeof deadlineChanged>) {
  const { caseId, deadLine: deadline, previous } = action.payload;
  yield* updateListItem(caseId, { deadLine: deadline });
  const result: HttpResult<DeadlineResponse> | null = yield* attempt(deps.api.setDeadline, caseId, deadline);
  if (result?.ok) {
    yield put(deadlineSaved({ caseId, deadLine: result.data?.deadLine ?? deadline }));
  } else {
    // Spec §8: if a deadline update fails the old deadline is restored.
    yield put(deadlineRolledBack({ caseId, deadLine: previous }));
    yield* updateListItem(caseId, { deadLine: previous });
    yield* toast(t.deadlineFailed, 'error');
  }
}

/** Spec §4: clearing calls the server, sets the deadline to null and refreshes the case list in the background. */
export function* clearDeadline(deps: CasePageDeps, action: ReturnType<typeof deadlineClearRequested>) {
  const { caseId } = action.payload;
  const result: HttpResult<DeadlineResponse> | null = yield* attempt(deps.api.clearDeadline, caseId);
  if (result?.ok) {
    yield put(deadlineCleared({ caseId }));
    yield* updateListItem(caseId, { deadLine: null });
    yield put(caseListRefreshRequested());
  } else {
    yield put(deadlineClearFailed({ caseId }));
    yield* toast(t.deadlineClearFailed, 'error');
  }
}

/** Spec §4: closing sets Avslutat, refreshes the list and the audit log. */
export function* closeCase(deps: CasePageDeps, action: ReturnType<typeof caseCloseRequested>) {
  const { caseId } = action.payload;
  const result: HttpResult<CloseResponse> | null = yield* attempt(deps.api.close, caseId);
  if (result?.ok) {
    const status = result.data?.status ?? CaseStatus.CLOSED;
    yield put(caseClosed({ caseId, status }));
    yield* toast(t.closed);
    yield* updateListItem(caseId, { status, isLocked: false, lockedBy: null });
    yield put(caseListRefreshRequested());
    yield call(refreshAuditLogs, deps, caseId);
  } else {
    yield put(caseCloseFailed({ caseId }));
    yield* toast(t.closeFailed, 'error');
  }
}

// ---------------------------------------------------------------------------------------------
// Inviting users and the secretariat

/** PUT Case/{id}/AddUser?userId= for each chosen user, one after the other. */
export function* inviteUsers(deps: CasePageDeps, action: ReturnType<typeof usersInviteSubmitted>) {
  const { caseId, userIds } = action.payload;
  let users: CaseUsersResponse['users'] | null = null;
  for (const userId of userIds) {
    const result: HttpResult<CaseUsersResponse> | null = yield* attempt(deps.api.addUser, caseId, userId);
    if (!result?.ok) {
      yield put(usersInviteFailed({ caseId, users }));
      if (users) yield* updateListItem(caseId, { users });
      yield* toast(t.inviteFailed, 'error');
      return;
    }
    users = result.data.users;
  }
  if (!users) return;
  yield put(usersInvited({ caseId, users }));
  yield* updateListItem(caseId, { users });
  yield* toast(userIds.length === 1 ? t.userInvited : t.usersInvited);
  yield fork(refreshAuditLogs, deps, caseId);
}

/** Spec §4: a failed invitation of the secretariat resets invitationFromBoardMember to false. */
export function* inviteSecretariat(deps: CasePageDeps, action: ReturnType<typeof secretariatInviteRequested>) {
  const { caseId } = action.payload;
  const result: HttpResult<InviteSecretariatResponse> | null = yield* attempt(deps.api.inviteSecretariat, caseId);
  if (result?.ok) {
    yield put(secretariatInvited({ caseId, ...result.data }));
    yield* updateListItem(caseId, { ...result.data });
    yield* toast(t.secretariatInvited);
  } else {
    yield put(secretariatInviteFailed({ caseId }));
    yield* updateListItem(caseId, { invitationFromBoardMember: false });
    yield* toast(t.secretariatInviteFailed, 'error');
  }
}

// ---------------------------------------------------------------------------------------------
// The role (administrators), category and tag modals

/** The alternatives of a modal, loaded when it opens. */
export function* loadAlternatives(deps: CasePageDeps, action: ReturnType<typeof alternativesRequested>) {
  const { caseId, modal } = action.payload;
  const load: Record<CasePageModal, () => Promise<HttpResult<unknown>>> = {
    role: () => deps.api.getAdministratorAlternatives(caseId),
    category: () => deps.api.getCaseTypeAlternatives(caseId),
    tag: () => deps.api.getTagAlternatives(caseId),
  };
  let result: HttpResult<unknown> | null = null;
  let thrown: unknown = null;
  try {
    result = yield call(load[modal]);
  } catch (error) {
    thrown = error;
  }
  if (result?.ok) {
    const data = result.data as { administratorAlternatives?: unknown; caseTypes?: unknown; tags?: unknown };
    const items = (modal === 'role' ? data.administratorAlternatives : modal === 'category' ? data.caseTypes : data.tags) ?? [];
    yield put(alternativesLoaded({ caseId, modal, items: items as ModalAlternatives[CasePageModal]['items'] }));
  } else {
    yield put(alternativesFailed({ caseId, modal, status: failureState(failureMessage(result ?? thrown)) }));
  }
}

export function* saveAdministrators(deps: CasePageDeps, action: ReturnType<typeof administratorsSubmitted>) {
  const { caseId, userIds } = action.payload;
  const result: HttpResult<SetAdministratorsResponse> | null = yield* attempt(
    deps.api.setAdministrators, caseId, { administratorUserIds: userIds },
  );
  if (result?.ok) {
    yield put(administratorsUpdated({ caseId, administrators: result.data.administrators, ...(result.data.users ? { users: result.data.users } : {}) }));
    yield put(caseModalClosed('role'));
    yield* toast(t.administratorsUpdated);
    const detail: CaseDetail | null = yield select(selectDetailOf(caseId));
    if (detail) yield* updateListItem(caseId, { users: detail.users });
    yield fork(refreshAuditLogs, deps, caseId);
  } else {
    yield put(administratorsUpdateFailed({ caseId }));
    yield* toast(t.administratorsFailed, 'error');
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The category modal: a new case type first (POST Case/SetCaseType: spec §4,
 * the selected tags reset), then the sub-categories (POST Case/{id}/SetSubCategories).
 */
export function* saveCategory(deps: CasePageDeps, action: ReturnType<typeof categorySubmitted>) {
  const { caseId, caseType, subCategories } = action.payload;
  const before: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (!before) return;
  let ok = true;
  if (caseType !== before.caseType.type) {
    // The types a case may change to are the head office's, which have no association.
    const result: HttpResult<CaseDetail> | null = yield* attempt(deps.api.setCaseType, { caseId, caseType, associationId: null });
    if (result?.ok) {
      yield put(caseTypeChanged({ caseId, detail: result.data }));
      yield* toast(t.caseTypeChanged);
      const { caseType: type, tags, subCategories: subs, association } = result.data;
      yield* updateListItem(caseId, { caseType: type, tags, subCategories: subs, association });
    } else {
      ok = false;
      yield* toast(t.caseTypeFailed, 'error');
    }
  }
  const now: CaseDetail | null = yield select(selectDetailOf(caseId));
  if (ok && now && !sameSet(now.subCategories.map((s) => s.type), subCategories)) {
    const result: HttpResult<SubCategoriesResponse> | null = yield* attempt(deps.api.setSubCategories, caseId, { subCategories });
    if (result?.ok) {
      yield put(subCategoriesChanged({ caseId, subCategories: result.data.subCategories }));
      yield* updateListItem(caseId, { subCategories: result.data.subCategories });
    } else {
      ok = false;
      yield* toast(t.categoryFailed, 'error');
    }
  }
  yield put(categorySubmitFinished({ caseId }));
  if (ok) {
    yield put(caseModalClosed('category'));
    yield fork(refreshAuditLogs, deps, caseId);
  }
}

export function* saveTags(deps: CasePageDeps, action: ReturnType<typeof tagsSubmitted>) {
  const { caseId, tags } = action.payload;
  const result: HttpResult<TagsResponse> | null = yield* attempt(deps.api.setTags, caseId, { tags });
  if (result?.ok) {
    yield put(tagsChanged({ caseId, tags: result.data.tags }));
    yield put(caseModalClosed('tag'));
    yield* updateListItem(caseId, { tags: result.data.tags });
  } else {
    yield put(tagsChangeFailed({ caseId }));
    yield* toast(t.tagsFailed, 'error');
  }
}

// ---------------------------------------------------------------------------------------------
// Downloads: the blob is fetched with the bearer token in a header and saved; no token in a URL.

export function* downloadFile(deps: CasePageDeps, action: ReturnType<typeof fileDownloadRequested>) {
  const { fileId, kind, fileName } = action.payload;
  try {
    const file: DownloadedFile = yield call(deps.api.downloadFile, kind, fileId, deps.getAccessToken);
    yield call(saveBlob, file.blob, file.fileName ?? fileName);
  } catch (error) {
    const message = failureMessage(error);
    yield put(networkFailed({
      method: 'GET', url: `${kind === 'note' ? 'Note' : 'Case'}/DownloadFile/${fileId}`, status: null, errorCode: null, message, at: new Date().toISOString(),
    }));
    yield* toast(t.downloadFailed, 'error');
  }
}
