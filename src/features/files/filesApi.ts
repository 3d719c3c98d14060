import type { Http, HttpResult } from '../../api/http';
import type { DocumentDeleted, DocumentFile, DocumentFilesResponse, DocumentPublicRequest } from '../../api/documentTypes';
import type { PortalConfig } from '../../api/types';
import { SECRETARIAT_AREA, type FilesAreaKey } from './documentRoutes';
import type { FilesTransfer } from './filesTransfer';

/** The DocumentManagement calls of spec §7 (src/api/documentTypes.ts). */
export interface FilesApi {
  /** `offMainThread`: read in a worker, when no screen waits for it (issue 38: 1,894 documents at national scale). */
  getFiles(area: FilesAreaKey, offMainThread?: boolean): Promise<HttpResult<DocumentFilesResponse>>;
  deleteFile(area: FilesAreaKey, id: string): Promise<HttpResult<DocumentDeleted>>;
  setPublic(area: FilesAreaKey, request: DocumentPublicRequest): Promise<HttpResult<DocumentFile>>;
  /** Upload and download (filesTransfer.ts): created with the documents chunk when absent; tests hand in a fake here. */
  transfer?: FilesTransfer;
}

/** The base path of an area's calls. */
export const documentsBase = (config: PortalConfig, area: FilesAreaKey) =>
  `${config.apiUrl}/DocumentManagement/${area === SECRETARIAT_AREA ? 'Secretariat' : 'Association'}`;

export function createFilesApi(http: Http, config: PortalConfig): FilesApi {
  const base = (area: FilesAreaKey) => documentsBase(config, area);
  const id = encodeURIComponent;
  return {
    getFiles: (area, offMainThread) => http.get(area === SECRETARIAT_AREA ? base(area) : `${base(area)}/${id(area)}`, { offMainThread }),
    deleteFile: (area, fileId) => http.delete(`${base(area)}/${id(fileId)}/Delete`),
    setPublic: (area, request) => http.patch(`${base(area)}/isPublic`, request),
  };
}
