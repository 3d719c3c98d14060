import { call, delay, fork, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated, selectionsUpdated, type Selections } from '../../app/navigation/navigationSlice';
import { selectSelections } from '../../app/navigation/selectors';
import { apiOf, type Services } from '../../app/services';
import { createCasePageApi } from './casePageApi';
import { caseBackRequested, fileDownloadRequested, GO_BACK_DELAY_MS, replyStarted } from './casePageEvents';
import {
  administratorsSubmitted, alternativesRequested, caseCloseRequested, caseLoadRequested, categorySubmitted, deadlineChanged,
  deadlineClearRequested, flagToggled, legalHoldRequested, noteDeleteRequested, replyClosed, replySubmitted, secretariatInviteRequested, tagsSubmitted,
  usersInviteSubmitted,
} from './casePageActions';
import { releaseAllDraftFiles } from './fileRegistry';
import { followColleagues, loadCase, loadSelectedCase } from './workers/caseLoading';
import { unlockWhenPageHides } from './workers/caseLock';
import { downloadFile } from './workers/downloads';
import { afterReplyClosed, leaveIfLeaving, replySession, submitReply } from './workers/replyAndLeaving';
import type { CasePageDeps } from './workers/workerSupport';
import type { HandlerWorkers } from './workers/handlerWorkers';

const loadHandlerWorkers = () => import(/* webpackChunkName: "caseHandling" */ './workers/handlerWorkers');

/**
 * A handler's worker, from the "caseHandling" chunk (fetched with the handlers' tools as a handler's
 * case page loads, lazyHandlerTools.tsx): the watcher takes the action at once, so none is lost
 * while the chunk loads, and the worker runs once it is there.
 */
function handlerWork<K extends keyof HandlerWorkers>(name: K) {
  return function* handlerWorker(deps: CasePageDeps, action: Parameters<HandlerWorkers[K]>[1]) {
    const { default: workers }: { default: HandlerWorkers } = yield call(loadHandlerWorkers);
    yield call(workers[name] as (deps: CasePageDeps, action: Parameters<HandlerWorkers[K]>[1]) => Generator, deps, action);
  };
}

/**
 * The case page's sagas (loaded with the case screens, see casePageSagas.ts):
 * - load the case on navigation to a case route, and clean up on leaving it (spec §2);
 * - the lock handshake and its renewal while a reply is open (spec §4);
 * - sending replies and notes; the optimistic flag and deadline with rollback; closing; inviting;
 *   the administrators, category and tag modals; downloads.
 * The workers live in workers/, one module per area; workerSupport.ts holds what they share.
 */
function* watchCasePage(services: Services) {
  const deps: CasePageDeps = {
    api: apiOf(services, 'casePage', createCasePageApi),
    getAccessToken: () => services.auth.getAccessToken(),
  };
  yield takeEvery(navigated.type, leaveIfLeaving, deps);
  yield takeEvery(selectionsUpdated.type, loadSelectedCase);
  yield takeLatest(caseLoadRequested.type, loadCase, deps);
  yield takeLatest(replyStarted.type, replySession, deps);
  yield takeEvery(replyClosed.type, afterReplyClosed, deps);
  yield takeLeading(replySubmitted.type, submitReply, deps);
  yield takeEvery(noteDeleteRequested.type, handlerWork('deleteNote'), deps);
  yield takeEvery(flagToggled.type, handlerWork('saveFlag'), deps);
  yield takeEvery(deadlineChanged.type, handlerWork('saveDeadline'), deps);
  yield takeLeading(deadlineClearRequested.type, handlerWork('clearDeadline'), deps);
  yield takeLeading(caseCloseRequested.type, handlerWork('closeCase'), deps);
  yield takeLeading(legalHoldRequested.type, handlerWork('saveLegalHold'), deps);
  yield takeLeading(usersInviteSubmitted.type, handlerWork('inviteUsers'), deps);
  yield takeLeading(secretariatInviteRequested.type, handlerWork('inviteSecretariat'), deps);
  yield takeEvery(alternativesRequested.type, handlerWork('loadAlternatives'), deps);
  yield takeLeading(administratorsSubmitted.type, handlerWork('saveAdministrators'), deps);
  yield takeLeading(categorySubmitted.type, handlerWork('saveCategory'), deps);
  yield takeLeading(tagsSubmitted.type, handlerWork('saveTags'), deps);
  yield takeEvery(fileDownloadRequested.type, downloadFile, deps);
  yield takeEvery(tokenUnloaded.type, releaseAllDraftFiles);
  yield fork(followColleagues);
  yield fork(unlockWhenPageHides, deps);
  yield takeLatest(caseBackRequested.type, function* goBack(action: ReturnType<typeof caseBackRequested>) {
    yield delay(GO_BACK_DELAY_MS);
    yield call(services.navigate, action.payload.to);
  });
  // The first case route may have been reached (and its selections stored) before these watchers ran.
  const selections: Selections = yield select(selectSelections);
  if (selections.caseId) yield call(loadSelectedCase, selectionsUpdated(selections));
}

const casePageFlows = { watchCasePage };
export type CasePageFlows = typeof casePageFlows;
export default casePageFlows;
