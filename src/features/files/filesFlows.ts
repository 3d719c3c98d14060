import { call, delay, put, race, select, take } from 'redux-saga/effects';
import { END, eventChannel, type EventChannel } from 'redux-saga';
import type { DocumentDeleted, DocumentFile, DocumentUploadRequest } from '../../api/documentTypes';
import { failureMessage, UnauthorizedError, type HttpResult } from '../../api/http';
import { networkFailed } from '../../app/networkSlice';
import type { Services } from '../../app/services';
import { renewedSilently } from '../../auth/authService';
import type { RootState } from '../../app/store';
import { deviationReasons } from '../../domain/deviations';
import { documentViewToSearch } from '../../domain/documentListUrl';
import { defaultDocumentView, nextDocumentSort, type DocumentListView } from '../../domain/documents';
import { saveBlob } from '../../lib/saveBlob';
import { svDocuments as sv } from '../../text/svDocuments';
import { toastRequested } from '../toasts/toastsSlice';
import { chosenDocuments } from './chosenFiles';
import { isDocumentRoute, SECRETARIAT_AREA } from './documentRoutes';
import { createFilesTransfer, type DownloadedDocument, type FilesTransfer } from './filesTransfer';
import {
  deleteFailed, documentDeleted, documentFiltersChanged, documentFiltersCleared, documentSortRequested, publicToggleFailed, publicToggleSaved, uploadClosed, uploadFailed,
  uploadProgressed, uploadSucceeded, type deleteConfirmed, type downloadRequested, type FilesState, type publicToggled,
  type uploadSubmitted,
} from './filesSlice';

const t = sv.toasts;

/** The upload and download calls: the fake of a test, else made here (in the documents chunk). */
const transferOf = (services: Services): FilesTransfer => {
  services.api.files.transfer ??= createFilesTransfer(services.config);
  return services.api.files.transfer;
};
const selectFiles = (state: RootState) => state.files;

/** Typing in the search box writes the URL once the typing pauses. */
export const DOCUMENT_TEXT_URL_DELAY_MS = 300;

function* toast(text: string, type: 'info' | 'error' = 'info') {
  yield put(toastRequested({ text, type }));
}

function* recordFailure(method: string, url: string, error: unknown) {
  yield put(networkFailed({ method, url, status: null, errorCode: null, message: failureMessage(error), at: new Date().toISOString() }));
}

type ViewChange = ReturnType<typeof documentFiltersChanged> | ReturnType<typeof documentFiltersCleared> | ReturnType<typeof documentSortRequested>;

/** The view a user's change asks for: the URL's view, the box's typed text, and the change. */
function viewAfter(view: DocumentListView, typedText: string, change: ViewChange): DocumentListView {
  if (documentSortRequested.match(change)) return { filters: { ...view.filters, text: typedText }, sort: nextDocumentSort(view.sort, change.payload) };
  if (documentFiltersCleared.match(change)) return { ...view, filters: defaultDocumentView().filters };
  return { ...view, filters: { ...view.filters, text: typedText, ...change.payload } };
}

/**
 * The list's view is the URL's query string (a bookmark reproduces it; back/forward restore it):
 * a user's change navigates, and the slice follows the navigation. Typed text waits for a pause
 * and replaces the history entry.
 */
export function* navigateToView(services: Services, action: ViewChange) {
  const { routeId, location }: RootState['navigation'] = yield select((state: RootState) => state.navigation);
  if (!isDocumentRoute(routeId) || !location) return;
  const onlyText = documentFiltersChanged.match(action) && Object.keys(action.payload).length === 1 && 'text' in action.payload;
  if (onlyText) yield delay(DOCUMENT_TEXT_URL_DELAY_MS);
  const { view, typedText }: FilesState = yield select(selectFiles);
  const search = documentViewToSearch(viewAfter(view, typedText, action));
  if (search === location.search) return;
  yield call(services.navigate, `${location.pathname}${search}`, { replace: onlyText });
}

export type UploadEvent =
  | { kind: 'progress'; percent: number }
  | { kind: 'done'; result: HttpResult<DocumentFile> }
  | { kind: 'failed'; error: unknown };

/**
 * The upload as an event channel: the XMLHttpRequest's progress events, then its answer. Closing
 * the channel (cancel, leaving) aborts the request.
 */
export function uploadChannel(
  api: FilesTransfer, area: string, request: DocumentUploadRequest, file: File, getAccessToken: () => string | null,
): EventChannel<UploadEvent> {
  return eventChannel<UploadEvent>((emit) => {
    const handle = api.upload(area, request, file, getAccessToken, (percent) => emit({ kind: 'progress', percent }));
    handle.result.then(
      (result) => { emit({ kind: 'done', result }); emit(END); },
      (error: unknown) => { emit({ kind: 'failed', error }); emit(END); },
    );
    return () => handle.abort();
  });
}

/** Upload the chosen file with its tags and public flag; the bar follows the bytes sent; cancel aborts. */
export function* upload(services: Services, action: ReturnType<typeof uploadSubmitted>) {
  const { area, workplaceId } = action.payload;
  const { upload: form }: FilesState = yield select(selectFiles);
  const file = form.file ? chosenDocuments.get(form.file.id) : undefined;
  if (!form.file || !file || form.status !== 'uploading') {
    if (form.status === 'uploading') yield put(uploadFailed({ errorCode: null }));
    return;
  }
  const request: DocumentUploadRequest = {
    associationId: area === SECRETARIAT_AREA ? null : area, workplaceId, tags: form.tags, isPublic: form.isPublic,
  };
  const start = () => call(uploadChannel, transferOf(services), area, request, file, () => services.auth.getAccessToken());
  let channel: EventChannel<UploadEvent> = yield start();
  let shown = 0;
  let retried = false;
  try {
    while (true) {
      const { event, cancelled }: { event?: UploadEvent; cancelled?: unknown } = yield race({ event: take(channel), cancelled: take(uploadClosed.type) });
      if (cancelled || !event) return;
      if (event.kind === 'progress') {
        const percent = Math.floor(event.percent);
        if (percent > shown) {
          shown = percent;
          yield put(uploadProgressed({ percent }));
        }
      } else if (event.kind === 'done' && event.result.ok) {
        chosenDocuments.release(form.file.id);
        yield put(uploadSucceeded({ area, file: event.result.data }));
        yield* toast(t.uploaded);
        return;
      } else {
        // Spec §7: a call without a token tries again, once, after a silent sign-in.
        if (event.kind === 'failed' && event.error instanceof UnauthorizedError && !retried) {
          retried = true;
          channel.close();
          const renewed: boolean = yield call(renewedSilently, services.auth);
          if (renewed) {
            channel = yield start();
            continue;
          }
        }
        if (event.kind === 'failed') yield* recordFailure('POST', `DocumentManagement/${area === SECRETARIAT_AREA ? 'Secretariat' : 'Association'}/Upload`, event.error);
        yield put(uploadFailed({ errorCode: event.kind === 'done' && !event.result.ok ? event.result.response.errorCode : null }));
        yield* toast(t.uploadFailed, 'error');
        return;
      }
    }
  } finally {
    channel.close();
  }
}

export function* deleteDocument(services: Services, action: ReturnType<typeof deleteConfirmed>) {
  const { id, area } = action.payload;
  try {
    const result: HttpResult<DocumentDeleted> = yield call(services.api.files.deleteFile, area, id);
    if (!result.ok) throw new Error(failureMessage(result));
    yield put(documentDeleted({ id }));
    yield* toast(t.deleted);
  } catch {
    yield put(deleteFailed({ id }));
    yield* toast(t.deleteFailed, 'error');
  }
}

/**
 * Spec §8: optimistic (the slice has flipped it already), rolled back with a toast when the call
 * fails. A refusal for a deliberate deviation (only managers toggle the flag) names its reason.
 */
export function* togglePublic(services: Services, action: ReturnType<typeof publicToggled>) {
  const { id, area, isPublic } = action.payload;
  let reason: string | null = null;
  try {
    const result: HttpResult<DocumentFile> = yield call(services.api.files.setPublic, area, { fileId: id, isPublic });
    if (result.ok) {
      yield put(publicToggleSaved({ id, isPublic }));
      yield* toast(isPublic ? t.madePublic : t.madePrivate);
      return;
    }
    if (result.response.errorCode === 'PUBLIC_FLAG_MANAGERS_ONLY') reason = deviationReasons.PUBLIC_FLAG_MANAGERS_ONLY;
  } catch {
    // A thrown failure (5xx, network) is rolled back like a refusal.
  }
  yield put(publicToggleFailed({ id, isPublic }));
  const failed = isPublic ? t.makePublicFailed : t.makePrivateFailed;
  yield* toast(reason ? `${failed}. ${reason}` : failed, 'error');
}

/** The file is fetched with the bearer token in a header and saved under its original name. */
export function* download(services: Services, action: ReturnType<typeof downloadRequested>) {
  const { id, area, fileName } = action.payload;
  try {
    const transfer = transferOf(services);
    const file: DownloadedDocument = yield call([transfer, transfer.download], area, id, () => services.auth.getAccessToken());
    yield call(saveBlob, file.blob, file.fileName ?? fileName);
  } catch (error) {
    yield* recordFailure('GET', `DocumentManagement/.../DownloadFile/${id}`, error);
    yield* toast(t.downloadFailed, 'error');
  }
}

const flows = { navigateToView, upload, deleteDocument, togglePublic, download };
export type FilesFlows = typeof flows;
export default flows;
