import type { Action } from '@reduxjs/toolkit';
import { channel, type Channel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { HttpResult } from '../../api/http';
import type { RegisterExtract, RegisterExtracts, ExtractTooSoonData } from '../../api/registerExtractTypes';
import type { User } from '../../api/types';
import { apiOf, type Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { retryOf } from '../../app/lifecycle';
import { navigated } from '../../app/navigation/navigationSlice';
import { mayOrderExtractByLetter } from '../../domain/registerExtract';
import { saveBlob } from '../../lib/saveBlob';
import { memberLoaded } from '../members/membersSlice';
import { selectMemberDetail } from '../members/selectors';
import { waitForUser } from '../user/userSagas';
import {
  extractDownloadFinished, extractDownloadRequested, extractRequested, extractRequestFailed, extractRequestSucceeded,
  extractsLoaded, extractsLoadFailed, extractsLoadStarted, type ExtractSubject,
} from './registerExtractActions';
import { selectRegisterExtractState, type RegisterExtractState } from './registerExtractSlice';
import { createRegisterExtractApi, type RegisterExtractApi } from './registerExtractApi';
import { EXTRACT_ROUTES, showsExtracts } from './registerExtractSagas';
import { loadEntity, type ReadFailure } from '../../app/loadEntity';

/* The register extract's work (issue 37); registerExtractSagas.ts starts it. */

/** While an extract is being built, the list is asked again this often (the e-mail says so too). */
export const EXTRACT_POLL_MS = 5000;

const registerExtractApi = (services: Services): RegisterExtractApi => apiOf(services, 'registerExtract', createRegisterExtractApi);

/**
 * The extracts the current view shows: the own ones on /min-profil and /mina-uppgifter; on a member
 * page whose member has loaded, those made by letter for that member, for the secretariat's
 * management only (the rule of src/domain/registerExtract.ts; the server holds the same). Null: none.
 */
function* currentSubject() {
  const user: User = yield call(waitForUser);
  const { routeId, params }: RootState['navigation'] = yield select((state: RootState) => state.navigation);
  if (EXTRACT_ROUTES.includes(routeId ?? '')) return { memberId: null };
  const detail: ReturnType<typeof selectMemberDetail> = yield select(selectMemberDetail);
  const shown = detail.data;
  if (!params.memberId || !shown || shown.id !== params.memberId) return null;
  return mayOrderExtractByLetter(user, shown.id) ? { memberId: shown.id } : null;
}
const sameSubject = (a: ExtractSubject | null, b: ExtractSubject | null) => a !== null && b !== null && a.memberId === b.memberId;

export function* loadExtracts(services: Services, subject: ExtractSubject) {
  const { memberId } = subject;
  const events = {
    started: extractsLoadStarted({ memberId }),
    loaded: (list: RegisterExtracts) => extractsLoaded({ memberId, ...list }),
    failed: ({ status }: ReadFailure) => extractsLoadFailed({ memberId, status }),
    forbiddenIsUnauthorised: true,
  };
  yield* loadEntity(events, () => {
    const api = registerExtractApi(services);
    return memberId === null ? api.list() : api.listFor(memberId);
  });
}

/** While one is pending and its view is open: the list again every few seconds, until it is ready. */
function* followPending(services: Services, subject: ExtractSubject) {
  for (;;) {
    const { extracts, memberId }: RegisterExtractState = yield select(selectRegisterExtractState);
    const shown: ExtractSubject | null = yield call(currentSubject);
    if (memberId !== subject.memberId || !sameSubject(shown, subject) || !extracts.some((e) => e.state === 'pending')) return;
    // A move to another view ends this at the top of the loop; one that keeps the view waits afresh.
    const { moved } = yield race({ wait: delay(EXTRACT_POLL_MS), moved: take(navigated.type) });
    if (!moved) yield call(loadExtracts, services, subject);
  }
}

/** Who follows a pending extract: one follower at a time (the newest), whether a view's load or a request started it. */
type Follows = Channel<ExtractSubject>;

function* loadAndFollow(services: Services, follows: Follows) {
  const subject: ExtractSubject | null = yield call(currentSubject);
  if (!subject) return;
  yield call(loadExtracts, services, subject);
  yield put(follows, subject);
}

export function* requestExtract(services: Services, follows: Follows, { payload }: ReturnType<typeof extractRequested>) {
  const { memberId } = payload;
  try {
    const api = registerExtractApi(services);
    const result: HttpResult<RegisterExtract> = yield memberId === null ? call(api.request) : call(api.requestFor, memberId);
    if (result.ok) {
      yield put(extractRequestSucceeded({ memberId, extract: result.data }));
      yield put(follows, payload);
      return;
    }
    const data = result.status === 429 ? (result.response.data as ExtractTooSoonData | null) : null;
    yield put(extractRequestFailed({ memberId, message: data?.message ?? null, nextAllowedAt: data?.nextAllowedAt ?? null }));
  } catch {
    yield put(extractRequestFailed({ memberId, message: null, nextAllowedAt: null }));
  }
}

export function* downloadExtract(services: Services, { payload }: ReturnType<typeof extractDownloadRequested>) {
  try {
    const file: { blob: Blob; fileName: string } = yield call(registerExtractApi(services).download, payload.id, () => services.auth.getAccessToken());
    yield call(saveBlob, file.blob, file.fileName);
    yield put(extractDownloadFinished({ id: payload.id, ok: true }));
  } catch {
    yield put(extractDownloadFinished({ id: payload.id, ok: false }));
  }
}

/**
 * From the first view on: each opening (and 'Försök igen') loads the list of the view's subject; a
 * request, then following it until ready; downloads.
 */
export function* watchRegisterExtract(services: Services) {
  // A channel, not an action: following is the flows' own business, not something QA's log replays.
  const follows: Follows = yield call(channel);
  yield takeLatest(follows, followPending, services);
  yield fork(loadAndFollow, services, follows);
  yield takeLatest((a: Action) => showsExtracts(a) || memberLoaded.match(a) || retryOf('registerExtract')(a), loadAndFollow, services, follows);
  yield takeLatest(extractRequested.type, requestExtract, services, follows);
  yield takeEvery(extractDownloadRequested.type, downloadExtract, services);
}

const registerExtractFlows = { watchRegisterExtract };
export type RegisterExtractFlows = typeof registerExtractFlows;
export default registerExtractFlows;
