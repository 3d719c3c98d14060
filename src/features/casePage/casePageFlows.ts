import { call, delay, fork, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated, selectionsUpdated, type Selections } from '../../app/navigation/navigationSlice';
import { selectSelections } from '../../app/navigation/selectors';
import type { Services } from '../../app/services';
import { createCasePageApi } from './casePageApi';
import { caseBackRequested, fileDownloadRequested, GO_BACK_DELAY_MS, replyStarted } from './casePageEvents';
import {
  administratorsSubmitted, alternativesRequested, caseCloseRequested, caseLoadRequested, categorySubmitted, deadlineChanged,
  deadlineClearRequested, flagToggled, legalHoldRequested, noteDeleteRequested, replyClosed, replySubmitted, secretariatInviteRequested, tagsSubmitted,
  usersInviteSubmitted,
} from './casePageActions';
import { releaseAllDraftFiles } from './fileRegistry';
import { inviteSecretariat, inviteUsers, saveAdministrators } from './workers/administratorsAndInvitations';
import { clearDeadline, closeCase, saveCategory, saveDeadline, saveFlag, saveTags } from './workers/caseAttributes';
import { followColleagues, loadCase, loadSelectedCase } from './workers/caseLoading';
import { saveLegalHold } from './workers/legalHold';
import { unlockWhenPageHides } from './workers/caseLock';
import { downloadFile } from './workers/downloads';
import { loadAlternatives } from './workers/modalAlternatives';
import { deleteNote } from './workers/notesAndAuditLog';
import { afterReplyClosed, leaveIfLeaving, replySession, submitReply } from './workers/replyAndLeaving';
import type { CasePageDeps } from './workers/workerSupport';

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
  yield takeLeading(legalHoldRequested.type, saveLegalHold, deps);
  yield takeLeading(usersInviteSubmitted.type, inviteUsers, deps);
  yield takeLeading(secretariatInviteRequested.type, inviteSecretariat, deps);
  yield takeEvery(alternativesRequested.type, loadAlternatives, deps);
  yield takeLeading(administratorsSubmitted.type, saveAdministrators, deps);
  yield takeLeading(categorySubmitted.type, saveCategory, deps);
  yield takeLeading(tagsSubmitted.type, saveTags, deps);
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
