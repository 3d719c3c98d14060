import type { Action } from '@reduxjs/toolkit';
import { call, fork, select, takeLatest } from 'redux-saga/effects';
import type { AccessLogPage, User } from '../../api/types';
import { apiOf, type Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { retryOf } from '../../app/lifecycle';
import { navigated } from '../../app/navigation/navigationSlice';
import { ACCESS_LOG_PAGE_SIZE, mayReadAccessLog } from '../../domain/accessLog';
import { hasOwnProfile } from '../../domain/users';
import { waitForUser } from '../user/userSagas';
import { memberLoaded } from '../members/membersSlice';
import { selectMemberDetail } from '../members/selectors';
import {
  accessLogLoaded, accessLogLoadFailed, accessLogLoadStarted, accessLogMoreRequested, accessLogSubjectKey, type AccessLogSubject,
} from './accessLogActions';
import { selectAccessLogState, type AccessLogState } from './accessLogSlice';
import { createAccessLogApi, type AccessLogApi } from './accessLogApi';
import { loadEntity } from '../../app/loadEntity';

/* The access log's work (issue 37); accessLogSagas.ts starts it. */

/**
 * The log the current view shows: the own one on /min-profil (for those who have a profile), or
 * that of the member whose page is open when they have protected identity and the caller may read
 * it (the rule of src/domain/accessLog.ts; the server holds the same).
 */
function* currentSubject() {
  const user: User = yield call(waitForUser);
  const { routeId, params }: RootState['navigation'] = yield select((state: RootState) => state.navigation);
  if (routeId === 'profile') return hasOwnProfile(user) ? 'own' : null;
  const member: ReturnType<typeof selectMemberDetail> = yield select(selectMemberDetail);
  const shown = member.data;
  if (!params.memberId || !shown || shown.id !== params.memberId || shown.id === user.id) return null;
  return shown.protectedIdentity && mayReadAccessLog(user, shown) ? { memberId: shown.id } : null;
}

function* loadPage(services: Services, subject: AccessLogSubject, page: number) {
  const key = accessLogSubjectKey(subject);
  yield* loadEntity({
    started: accessLogLoadStarted({ key, page }),
    loaded: (result: AccessLogPage) => accessLogLoaded({ key, result }),
    failed: ({ status }) => accessLogLoadFailed({ key, page, status }),
    forbiddenIsUnauthorised: true,
  }, () => {
    const api: AccessLogApi = apiOf(services, 'accessLog', createAccessLogApi);
    const query = { page, size: ACCESS_LOG_PAGE_SIZE };
    return subject === 'own' ? api.own(query) : api.ofMember(subject.memberId, query);
  });
}

/** A view opened: its log from the first page. */
export function* loadFirst(services: Services) {
  const subject: AccessLogSubject | null = yield call(currentSubject);
  if (subject) yield call(loadPage, services, subject, 1);
}

/** 'Visa fler', and 'Försök igen' after a failed 'Visa fler': the next page of the log held; 'Försök igen' with nothing held: the first. */
export function* loadNext(services: Services) {
  const subject: AccessLogSubject | null = yield call(currentSubject);
  if (!subject) return;
  const log: AccessLogState = yield select(selectAccessLogState);
  if (log.key !== accessLogSubjectKey(subject) || log.entries.length === 0) {
    yield call(loadPage, services, subject, 1);
    return;
  }
  if (log.entries.length < log.total) yield call(loadPage, services, subject, log.page + 1);
}

const opens = (action: Action) => (navigated.match(action) && action.payload.routeId === 'profile') || memberLoaded.match(action);
const continues = (action: Action) => accessLogMoreRequested.match(action) || retryOf('accessLog')(action);

function* onAction(services: Services, action: Action) {
  if (opens(action)) yield call(loadFirst, services);
  else yield call(loadNext, services);
}

/** From the first view that shows a log on: a view opened loads its first page, 'Visa fler' and 'Försök igen' the next (the latest wins). */
export function* watchAccessLog(services: Services) {
  yield fork(loadFirst, services);
  yield takeLatest((action: Action) => opens(action) || continues(action), onAction, services);
}

const accessLogFlows = { watchAccessLog };
export type AccessLogFlows = typeof accessLogFlows;
export default accessLogFlows;
