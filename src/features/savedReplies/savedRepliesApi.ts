import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { SavedRepliesResponse, SavedReply, SavedReplyCreateRequest, SavedReplyUpdateRequest } from '../../api/savedReplyTypes';

export interface SavedRepliesApi {
  /** GET SavedReplies: the caller's units and replies. */
  list(): Promise<HttpResult<SavedRepliesResponse>>;
  /** POST SavedReplies. */
  create(request: SavedReplyCreateRequest): Promise<HttpResult<SavedReply>>;
  /** PUT SavedReplies/{id}. */
  update(id: string, request: SavedReplyUpdateRequest): Promise<HttpResult<SavedReply>>;
  /** DELETE SavedReplies/{id}. */
  remove(id: string): Promise<HttpResult<void>>;
}

export function createSavedRepliesApi(http: Http, config: PortalConfig): SavedRepliesApi {
  const base = `${config.apiUrl}/SavedReplies`;
  return {
    list: () => http.get<SavedRepliesResponse>(base),
    create: (request) => http.post<SavedReply>(base, request),
    update: (id, request) => http.put<SavedReply>(`${base}/${encodeURIComponent(id)}`, request),
    remove: (id) => http.delete<void>(`${base}/${encodeURIComponent(id)}`),
  };
}
