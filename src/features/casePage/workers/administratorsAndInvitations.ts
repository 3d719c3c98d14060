import { fork, put } from 'redux-saga/effects';
import type {
  CaseUsersResponse, InviteSecretariatResponse, SetAdministratorsResponse,
} from '../../../api/caseHandlingTypes';
import type { HttpResult } from '../../../api/http';
import { svCasePage as sv } from '../../../text/svCasePage';
import { caseModalClosed } from '../../cases/caseModals';
import {
  administratorsSubmitted, administratorsUpdateFailed, administratorsUpdated, secretariatInvited, secretariatInviteFailed,
  secretariatInviteRequested, usersInvited, usersInviteFailed, usersInviteSubmitted,
} from '../casePageActions';
import { refreshAuditLogs } from './notesAndAuditLog';
import { attempt, toast, listFollows, type CasePageDeps } from './workerSupport';

const t = sv.casePage.toasts;

// The role modal: the case's administrators (its alternatives: modalAlternatives.ts)

export function* saveAdministrators(deps: CasePageDeps, action: ReturnType<typeof administratorsSubmitted>) {
  const { caseId, userIds } = action.payload;
  const result: HttpResult<SetAdministratorsResponse> | null = yield* attempt(
    deps.api.setAdministrators, caseId, { administratorUserIds: userIds },
  );
  if (result?.ok) {
    yield put(administratorsUpdated({ caseId, administrators: result.data.administrators, ...(result.data.users ? { users: result.data.users } : {}) }));
    yield put(caseModalClosed('role'));
    yield* toast(t.administratorsUpdated);
    yield* listFollows();
    yield fork(refreshAuditLogs, deps, caseId);
  } else {
    yield put(administratorsUpdateFailed({ caseId }));
    yield* toast(t.administratorsFailed, 'error');
  }
}

// Inviting users and the secretariat

/** PUT Case/{id}/AddUser?userId= for each chosen user, one after the other. */
export function* inviteUsers(deps: CasePageDeps, action: ReturnType<typeof usersInviteSubmitted>) {
  const { caseId, userIds } = action.payload;
  let users: CaseUsersResponse['users'] | null = null;
  for (const userId of userIds) {
    const result: HttpResult<CaseUsersResponse> | null = yield* attempt(deps.api.addUser, caseId, userId);
    if (!result?.ok) {
      yield put(usersInviteFailed({ caseId, users }));
      if (users) yield* listFollows(); // the users invited before the failure
      yield* toast(t.inviteFailed, 'error');
      return;
    }
    users = result.data.users;
  }
  if (!users) return;
  yield put(usersInvited({ caseId, users }));
  yield* listFollows();
  yield* toast(userIds.length === 1 ? t.userInvited : t.usersInvited);
  yield fork(refreshAuditLogs, deps, caseId);
}

/** Spec §4: a failed invitation of the secretariat resets invitationFromBoardMember to false. */
export function* inviteSecretariat(deps: CasePageDeps, action: ReturnType<typeof secretariatInviteRequested>) {
  const { caseId } = action.payload;
  const result: HttpResult<InviteSecretariatResponse> | null = yield* attempt(deps.api.inviteSecretariat, caseId);
  if (result?.ok) {
    yield put(secretariatInvited({ caseId, ...result.data }));
    yield* listFollows();
    yield* toast(t.secretariatInvited);
  } else {
    yield put(secretariatInviteFailed({ caseId }));
    yield* toast(t.secretariatInviteFailed, 'error');
  }
}
