import { UnauthorizedError, type HttpFailure, type HttpResult } from '../../api/http';
import type { DocumentFile, DocumentUploadRequest } from '../../api/documentTypes';
import type { ApiErrorBody, PortalConfig } from '../../api/types';
import { fileNameFromDisposition } from '../../lib/contentDisposition';
import type { FilesAreaKey } from './documentRoutes';
import { documentsBase } from './filesApi';

export interface DownloadedDocument {
  blob: Blob;
  /** The name of the answer's Content-Disposition (RFC 6266 filename*), when it sent one. */
  fileName: string | null;
}

/** An upload under way: its progress, its end, and how to abort it. */
export interface UploadHandle {
  /** Resolves with the answer (2xx or 4xx); rejects on a network failure, a 5xx or an abort. */
  result: Promise<HttpResult<DocumentFile>>;
  abort: () => void;
}

/** The calls that move bytes (in the documents chunk, not the first route's bundle). */
export interface FilesTransfer {
  /** GET .../DownloadFile/{id} as a blob, with the bearer token in a header (never in a URL). Throws on any failure. */
  download(area: FilesAreaKey, id: string, getAccessToken: () => string | null): Promise<DownloadedDocument>;
  /**
   * POST .../Upload through XMLHttpRequest, whose upload events report the bytes sent (fetch has
   * no upload progress): the `request` JSON and one `file` part.
   */
  upload(area: FilesAreaKey, request: DocumentUploadRequest, file: File, getAccessToken: () => string | null, onProgress: (percent: number) => void): UploadHandle;
}

export function createFilesTransfer(
  config: PortalConfig,
  fetchFn: typeof fetch = (...args) => fetch(...args),
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): FilesTransfer {
  const base = (area: FilesAreaKey) => documentsBase(config, area);
  const id = encodeURIComponent;
  return {
    async download(area, fileId, getAccessToken) {
      const token = getAccessToken();
      if (!token) throw new UnauthorizedError();
      const response = await fetchFn(`${base(area)}/DownloadFile/${id(fileId)}`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`Status ${response.status}: download failed`);
      return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
    },
    upload(area, request, file, getAccessToken, onProgress) {
      const xhr = createXhr();
      const result = new Promise<HttpResult<DocumentFile>>((resolve, reject) => {
        const token = getAccessToken();
        if (!token) {
          reject(new UnauthorizedError());
          return;
        }
        const form = new FormData();
        form.append('request', JSON.stringify(request));
        form.append('file', file, file.name);
        xhr.open('POST', `${base(area)}/Upload`);
        xhr.setRequestHeader('authorization', `Bearer ${token}`);
        xhr.setRequestHeader('accept', 'application/json');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
        };
        xhr.onload = () => {
          const body = parse(xhr.responseText);
          if (xhr.status >= 200 && xhr.status < 300) resolve({ ok: true, status: xhr.status, data: body as DocumentFile });
          else if (xhr.status >= 400 && xhr.status < 500) resolve(failure(xhr.status, body));
          else reject(new Error(`Status ${xhr.status}: upload failed`));
        };
        xhr.onerror = () => reject(new Error('Network failure: upload failed'));
        xhr.onabort = () => reject(new Error('Upload aborted'));
        xhr.send(form);
      });
      return { result, abort: () => xhr.abort() };
    },
  };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function failure(status: number, body: unknown): HttpFailure {
  const response: ApiErrorBody = typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).errorCode === 'string'
    ? { errorCode: (body as ApiErrorBody).errorCode, data: (body as ApiErrorBody).data ?? null }
    : { errorCode: `HTTP_${status}`, data: body ?? null };
  return { ok: false, status, response };
}
