import { call, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { DocumentFilesResponse } from '../../api/documentTypes';
import type { User } from '../../api/types';
import { consentGiven, isAnotherUser, retryOf, userAppeared } from '../../app/lifecycle';
import { selectionsUpdated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { waitForUser } from '../user/userSagas';
import { lazyFlows } from '../../app/lazyFlows';
import { mayOpenDocumentArea } from '../../domain/documentArea';
import { documentPageContext, documentRouteFor, resolvedArea, SECRETARIAT_AREA, type FilesAreaKey } from './documentRoutes';
import type { FilesFlows } from './filesFlows';
import {
  deleteConfirmed, documentFiltersChanged, documentFiltersCleared, documentSortRequested, downloadRequested, filesLoadFailed,
  filesLoaded, filesRequested, publicToggled, uploadSubmitted,
} from './filesSlice';
import { loadEntity } from '../../app/loadEntity';
import { afterCaseListFirstRows } from '../cases/firstRows';

/** The upload, delete, public-flag and download flows load with the documents route group's chunk. */
const filesFlows = lazyFlows<FilesFlows>(() => import(/* webpackChunkName: "documents" */ './filesFlows'));
const runFlow = filesFlows.run;

/** GET DocumentManagement/Secretariat or DocumentManagement/Association/{id}. */
export function* loadFiles(services: Services, area: FilesAreaKey, offMainThread = false) {
  yield* loadEntity({
    started: filesRequested({ area }),
    loaded: ({ files }: DocumentFilesResponse) => filesLoaded({ area, files }),
    failed: ({ status, httpStatus }) => filesLoadFailed({ area, status, httpStatus }),
  }, () => services.api.files.getFiles(area, offMainThread));
}

const selectRoute = (state: RootState) => ({ routeId: state.navigation.routeId, params: state.navigation.params, pathname: state.navigation.location?.pathname ?? null });

/** The area of the document route on screen, or the user's own area elsewhere. */
function* currentArea() {
  const user: User = yield call(waitForUser);
  const { routeId, params }: ReturnType<typeof selectRoute> = yield select(selectRoute);
  const documentRoute = documentRouteFor(routeId);
  const context = documentPageContext(documentRoute ?? 'documents', documentRoute ? params : {});
  const area = context ? resolvedArea(context, user) : null;
  // An area the user may not open is not asked for (the page says so); the server would answer 403/404.
  if (!area || !mayOpenDocumentArea(user, area === SECRETARIAT_AREA ? { area: 'secretariat' } : { area: 'association', associationId: area })) return null;
  return area;
}

/**
 * The files feature's sagas (spec §4 App shell): files load when the user first appears and
 * reload when the user changes; a document route loads its area when it is entered (its query
 * string, the list view, does not reload). The flows of the document page run from its chunk.
 */
export function* filesSaga(services: Services) {
  let loadedPath: string | null = null;
  // The area being fetched: the user's arrival and a document route reached at the same start (a
  // deep link, F5) ask for the same list once (issue 21); the check is synchronous, not through the store.
  let inFlight: FilesAreaKey | null = null;
  function* loadOnce(area: FilesAreaKey, offMainThread = false) {
    if (inFlight === area) return;
    inFlight = area;
    try {
      yield call(loadFiles, services, area, offMainThread);
    } finally {
      if (inFlight === area) inFlight = null;
    }
  }
  // The first user appears (userIdChanged then follows with no previous user: not a reload), or another user signs in.
  // The GDPR consent given: the board's area opens (issue 21). 'Försök igen' asks for the area on screen again.
  const userArrived = (action: { type: string; payload?: unknown }) =>
    action.type === userAppeared.type || action.type === consentGiven.type || isAnotherUser(action) || retryOf('documents')(action);
  yield takeLatest(userArrived, function* loadForUser(action: { type: string }) {
    // Issue 38: the session's first load, on a case list's route, after the list's first rows.
    const behindList: boolean = action.type === userAppeared.type && (yield call(afterCaseListFirstRows));
    const area: FilesAreaKey | null = yield call(currentArea);
    if (area) yield call(loadOnce, area, behindList);
  });
  yield takeLatest(selectionsUpdated.type, function* loadForRoute() {
    const { routeId, pathname }: ReturnType<typeof selectRoute> = yield select(selectRoute);
    // A document route, or a home showing its place's documents (issue 12).
    if (!documentRouteFor(routeId)) {
      loadedPath = null;
      return;
    }
    if (pathname === loadedPath) return;
    loadedPath = pathname;
    const area: FilesAreaKey | null = yield call(currentArea);
    // The first user's load may be asking for this very area already.
    if (area) yield call(loadOnce, area);
  });
  yield takeLatest([documentFiltersChanged.type, documentFiltersCleared.type, documentSortRequested.type], runFlow, 'navigateToView', services);
  yield takeLatest(uploadSubmitted.type, runFlow, 'upload', services);
  yield takeEvery(deleteConfirmed.type, runFlow, 'deleteDocument', services);
  yield takeEvery(publicToggled.type, runFlow, 'togglePublic', services);
  yield takeEvery(downloadRequested.type, runFlow, 'download', services);
}
