import { UnauthorizedError, type Http, type HttpResult } from '../../api/http';
import type {
  AdministratorAlternativesResponse, AuditLogsResponse, CaseDetail, CaseMessageCreated, CaseNote, CaseTypeAlternativesResponse,
  AddUserResponse, CloseResponse, DeadlineResponse, FlagRequest, FlagResponse, InviteSecretariatResponse, LockState,
  MessageCreateRequest, NoteCreateRequest, SetAdministratorsRequest, SetAdministratorsResponse, SetCaseTypeRequest,
  SetSubCategoriesRequest, SetTagsRequest, SubCategoriesResponse, TagsResponse,
} from '../../api/caseHandlingTypes';
import type { LegalHoldResponse, PortalConfig } from '../../api/types';
import { fileNameFromDisposition } from '../../lib/contentDisposition';

/** A message attachment ('case') or a note file ('note'): they download from different paths. */
export type CaseFileKind = 'case' | 'note';

export interface DownloadedFile {
  blob: Blob;
  /** The file name of the answer's Content-Disposition, when it sent one. */
  fileName: string | null;
}

/** The calls of the single case page (spec §7, src/api/caseHandlingTypes.ts). */
export interface CasePageApi {
  /** GET Case/Get/{id}; with the ETag of the copy held, a 304 (data null) when the case is unchanged for the caller. */
  getCase(id: string, etag: string | null): Promise<HttpResult<CaseDetail | null>>;
  createMessage(caseId: string, request: MessageCreateRequest, files: File[]): Promise<HttpResult<CaseMessageCreated>>;
  createNote(caseId: string, request: NoteCreateRequest, files: File[]): Promise<HttpResult<CaseNote>>;
  deleteNote(noteId: string): Promise<HttpResult<null>>;
  getAuditLogs(caseId: string): Promise<HttpResult<AuditLogsResponse>>;
  getAdministratorAlternatives(caseId: string): Promise<HttpResult<AdministratorAlternativesResponse>>;
  setAdministrators(caseId: string, request: SetAdministratorsRequest): Promise<HttpResult<SetAdministratorsResponse>>;
  /** POST Case/{id}/Lock: 409 IS_LOCKED names the holder (data, not an exception). */
  lock(caseId: string): Promise<HttpResult<LockState>>;
  /** `outlivesPage`: sent as the page goes away (closing the tab), so the request must outlive it. */
  unlock(caseId: string, options?: { outlivesPage: boolean }): Promise<HttpResult<LockState | null>>;
  getCaseTypeAlternatives(caseId: string): Promise<HttpResult<CaseTypeAlternativesResponse>>;
  setCaseType(request: SetCaseTypeRequest): Promise<HttpResult<CaseDetail>>;
  setSubCategories(caseId: string, request: SetSubCategoriesRequest): Promise<HttpResult<SubCategoriesResponse>>;
  getTagAlternatives(caseId: string): Promise<HttpResult<TagsResponse>>;
  setTags(caseId: string, request: SetTagsRequest): Promise<HttpResult<TagsResponse>>;
  close(caseId: string): Promise<HttpResult<CloseResponse>>;
  setFlag(request: FlagRequest): Promise<HttpResult<FlagResponse>>;
  addUser(caseId: string, userId: string): Promise<HttpResult<AddUserResponse>>;
  inviteSecretariat(caseId: string): Promise<HttpResult<InviteSecretariatResponse>>;
  setDeadline(caseId: string, deadline: string): Promise<HttpResult<DeadlineResponse>>;
  clearDeadline(caseId: string): Promise<HttpResult<DeadlineResponse>>;
  /** Issue 37: POST Case/{id}/LegalHold, or …/LegalHold/Lift. */
  setLegalHold(caseId: string, hold: boolean): Promise<HttpResult<LegalHoldResponse>>;
  /**
   * GET Case/DownloadFile/{id} or Note/DownloadFile/{id} as a blob, with the bearer token in the
   * header (never in a URL). Throws on any failure.
   */
  downloadFile(kind: CaseFileKind, fileId: string, getAccessToken: () => string | null): Promise<DownloadedFile>;
}

/** multipart/form-data: the field `request` with the JSON, one `files` part per attachment. */
export function multipartRequest(request: unknown, files: File[]): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export { fileNameFromDisposition };

export function createCasePageApi(http: Http, config: PortalConfig, fetchFn: typeof fetch = (...args) => fetch(...args)): CasePageApi {
  const api = config.apiUrl;
  const id = encodeURIComponent;
  const c = (caseId: string, rest: string) => `${api}/Case/${id(caseId)}/${rest}`;
  return {
    getCase: (caseId, etag) => http.get(`${api}/Case/Get/${id(caseId)}`, etag ? { headers: { 'if-none-match': etag } } : undefined),
    createMessage: (caseId, request, files) => http.postForm(`${api}/Message/${id(caseId)}/Create`, multipartRequest(request, files)),
    createNote: (caseId, request, files) => http.postForm(`${api}/Note/${id(caseId)}/Create`, multipartRequest(request, files)),
    deleteNote: (noteId) => http.delete(`${api}/Note/${id(noteId)}/Delete`),
    getAuditLogs: (caseId) => http.get(c(caseId, 'AuditLogs')),
    getAdministratorAlternatives: (caseId) => http.get(c(caseId, 'GetAdministratorAlternatives')),
    setAdministrators: (caseId, request) => http.put(c(caseId, 'SetAdministrators'), request),
    lock: (caseId) => http.post(c(caseId, 'Lock')),
    unlock: (caseId, options) => http.post(c(caseId, 'Unlock'), undefined, options?.outlivesPage ? { keepalive: true, retry: false } : undefined),
    getCaseTypeAlternatives: (caseId) => http.get(c(caseId, 'ChangeCaseTypeAlternatives')),
    setCaseType: (request) => http.post(`${api}/Case/SetCaseType`, request),
    setSubCategories: (caseId, request) => http.post(c(caseId, 'SetSubCategories'), request),
    getTagAlternatives: (caseId) => http.get(c(caseId, 'TagAlternatives')),
    setTags: (caseId, request) => http.post(c(caseId, 'SetTags'), request),
    close: (caseId) => http.post(c(caseId, 'Close')),
    setFlag: (request) => http.patch(`${api}/Case/Flag`, request),
    addUser: (caseId, userId) => http.put(`${c(caseId, 'AddUser')}?userId=${id(userId)}`),
    inviteSecretariat: (caseId) => http.put(c(caseId, 'InviteTheSecretariat')),
    setDeadline: (caseId, deadline) => http.post(c(caseId, 'SetDeadLine'), { deadline }),
    clearDeadline: (caseId) => http.post(c(caseId, 'ClearDeadLine')),
    setLegalHold: (caseId, hold) => http.post(c(caseId, hold ? 'LegalHold' : 'LegalHold/Lift')),
    async downloadFile(kind, fileId, getAccessToken) {
      const token = getAccessToken();
      if (!token) throw new UnauthorizedError();
      const response = await fetchFn(`${api}/${kind === 'note' ? 'Note' : 'Case'}/DownloadFile/${id(fileId)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`Status ${response.status}: download failed`);
      return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
    },
  };
}
