import type { Action } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import type { RegisterExtract, RegisterExtracts, ExtractTooSoonData } from '../../api/registerExtractTypes';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { retryOf } from '../../app/lifecycle';
import { navigated } from '../../app/navigation/navigationSlice';
import { saveBlob } from '../../lib/saveBlob';
import {
  extractDownloadFinished, extractDownloadRequested, extractRequested, extractRequestFailed, extractRequestSucceeded,
  extractsLoaded, extractsLoadFailed, extractsLoadStarted,
} from './registerExtractActions';
import { selectRegisterExtractState, type RegisterExtractState } from './registerExtractSlice';
import { createRegisterExtractApi, type RegisterExtractApi } from './registerExtractApi';
import { EXTRACT_ROUTES, showsExtracts } from './registerExtractSagas';

/* The register extract's work (issue 37); registerExtractSagas.ts starts it. */

/** While an extract is being built, the list is asked again this often (the e-mail says so too). */
export const EXTRACT_POLL_MS = 5000;

const apiOf = (services: Services): RegisterExtractApi => services.api.registerExtract ?? createRegisterExtractApi(services.http, services.config);
const onExtractRoute = (state: RootState) => EXTRACT_ROUTES.includes(state.navigation.routeId ?? '');

export function* loadExtracts(services: Services) {
  yield put(extractsLoadStarted());
  try {
    const result: HttpResult<RegisterExtracts> = yield call(apiOf(services).list);
    if (result.ok) yield put(extractsLoaded(result.data));
    else yield put(extractsLoadFailed({ status: result.status === 403 ? 'unauthorised' : failureState(failureMessage(result)) }));
  } catch (error) {
    yield put(extractsLoadFailed({ status: failureState(failureMessage(error)) }));
  }
}

/** While one is pending and the view is open: the list again every few seconds, until it is ready. */
function* followPending(services: Services) {
  for (;;) {
    const { extracts }: RegisterExtractState = yield select(selectRegisterExtractState);
    const open: boolean = yield select(onExtractRoute);
    if (!open || !extracts.some((e) => e.state === 'pending')) return;
    const { left } = yield race({ wait: delay(EXTRACT_POLL_MS), left: take((a: Action) => navigated.match(a) && !showsExtracts(a)) });
    if (left) return;
    yield call(loadExtracts, services);
  }
}

function* loadAndFollow(services: Services) {
  yield call(loadExtracts, services);
  yield call(followPending, services);
}

export function* requestExtract(services: Services) {
  try {
    const result: HttpResult<RegisterExtract> = yield call(apiOf(services).request);
    if (result.ok) {
      yield put(extractRequestSucceeded(result.data));
      yield call(followPending, services);
      return;
    }
    const data = result.status === 429 ? (result.response.data as ExtractTooSoonData | null) : null;
    yield put(extractRequestFailed({ message: data?.message ?? null, nextAllowedAt: data?.nextAllowedAt ?? null }));
  } catch {
    yield put(extractRequestFailed({ message: null, nextAllowedAt: null }));
  }
}

export function* downloadExtract(services: Services, { payload }: ReturnType<typeof extractDownloadRequested>) {
  try {
    const file: { blob: Blob; fileName: string } = yield call(apiOf(services).download, payload.id, () => services.auth.getAccessToken());
    yield call(saveBlob, file.blob, file.fileName);
    yield put(extractDownloadFinished({ id: payload.id, ok: true }));
  } catch {
    yield put(extractDownloadFinished({ id: payload.id, ok: false }));
  }
}

/** From the first view on: each opening (and 'Försök igen') loads the list; a request, then following it until ready; downloads. */
export function* watchRegisterExtract(services: Services) {
  yield fork(loadAndFollow, services);
  yield takeLatest((a: Action) => showsExtracts(a) || retryOf('registerExtract')(a), loadAndFollow, services);
  yield takeLatest(extractRequested.type, requestExtract, services);
  yield takeEvery(extractDownloadRequested.type, downloadExtract, services);
}

const registerExtractFlows = { watchRegisterExtract };
export type RegisterExtractFlows = typeof registerExtractFlows;
export default registerExtractFlows;
