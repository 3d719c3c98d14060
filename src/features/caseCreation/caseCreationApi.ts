import type { Http, HttpResult } from '../../api/http';
import type {
  CaseCreateForAnotherUserRequest, CaseCreateRequest, CaseTypesQuery, CaseTypesResponse, CreatedCase, PortalConfig, User,
} from '../../api/types';
import { queryString } from '../../api/queryString';

export interface CaseCreationApi {
  /** GET Case/CaseTypes: the types the user may create in a role (and organisation). */
  getCaseTypes(query: CaseTypesQuery): Promise<HttpResult<{ caseTypes: CaseTypesResponse['caseTypes'] }>>;
  /** GET Case/CreateForAnotherUser/{userId}/CaseTypes: the member's types (secretariat). */
  getCaseTypesForUser(userId: string): Promise<HttpResult<CaseTypesResponse>>;
  /** GET User/{id}/Get: the member a case is created for (their union representatives). */
  getUser(id: string): Promise<HttpResult<User>>;
  /** POST multipart Case/Create: a field `request` with the JSON, one `files` part per attachment. */
  create(request: CaseCreateRequest, files: File[]): Promise<HttpResult<CreatedCase>>;
  /** POST multipart Case/CreateForAnotherUser (secretariat). */
  createForAnotherUser(request: CaseCreateForAnotherUserRequest, files: File[]): Promise<HttpResult<CreatedCase>>;
}

export function multipart(request: unknown, files: File[]): FormData {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export function createCaseCreationApi(http: Http, config: PortalConfig): CaseCreationApi {
  const api = config.apiUrl;
  return {
    getCaseTypes: (query) => http.get<CaseTypesResponse>(`${api}/Case/CaseTypes${queryString({ role: query.role, organisationId: query.organisationId })}`),
    getCaseTypesForUser: (userId) => http.get<CaseTypesResponse>(`${api}/Case/CreateForAnotherUser/${encodeURIComponent(userId)}/CaseTypes`),
    getUser: (id) => http.get<User>(`${api}/User/${encodeURIComponent(id)}/Get`),
    create: (request, files) => http.postForm<CreatedCase>(`${api}/Case/Create`, multipart(request, files)),
    createForAnotherUser: (request, files) => http.postForm<CreatedCase>(`${api}/Case/CreateForAnotherUser`, multipart(request, files)),
  };
}
