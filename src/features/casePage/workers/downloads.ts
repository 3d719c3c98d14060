import { call, put } from 'redux-saga/effects';
import { failureMessage } from '../../../api/http';
import { networkFailed } from '../../../app/networkSlice';
import { svCasePage as sv } from '../../../text/svCasePage';
import type { DownloadedFile } from '../casePageApi';
import { fileDownloadRequested } from '../casePageEvents';
import { saveBlob } from '../../../lib/saveBlob';
import { toast, type CasePageDeps } from './workerSupport';

const t = sv.casePage.toasts;

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
