import type { Http, HttpResult } from '../../api/http';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../domain/caseListSpec';
import type {
  Association, CaseListDelta, CaseListQuery, CaseListResponse, CaseUnreadResponse, PortalConfig, WorkplacesResponse,
} from '../../api/types';

/** A query string of the defined values only. */
export function queryString(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The lean list first; a server that does not know it answers the spec's shape, which the saga reads too. */
const LEAN_ACCEPT = `${CASE_LIST_LEAN_MEDIA_TYPE}, application/json;q=0.9`;

export interface CasesApi {
  /**
   * GET Case/GetAll (spec §7). With the ETag of the list held, the poll sets If-None-Match itself:
   * an unchanged list answers 304 without body (ARCHITECTURE §6, §7). With `since` (the cursor
   * held) the answer is a delta when the server knows that version (issue 13).
   */
  getAll(query: CaseListQuery, etag: string | null): Promise<HttpResult<CaseListResponse | CaseListDelta | null>>;
  /** GET Case/Unread (ours, issue 21): the unread cases of every list the caller works in. */
  getUnread(): Promise<HttpResult<CaseUnreadResponse>>;
  /** GET Association/{id}/Get: the organisation of a list (its name). */
  getAssociation(id: string): Promise<HttpResult<Association>>;
  /** GET Association/{id}/Workplaces/GetAll: the workplaces a list can narrow to. */
  getWorkplaces(id: string): Promise<HttpResult<WorkplacesResponse>>;
}

export function createCasesApi(http: Http, config: PortalConfig): CasesApi {
  const api = config.apiUrl;
  return {
    // The lean entries (issue 13) by their media type (issue 21: the spec's shape is the default).
    getAll: (query, etag) => http.get<CaseListResponse | CaseListDelta | null>(
      `${api}/Case/GetAll${queryString({ ...query })}`,
      { headers: etag ? { accept: LEAN_ACCEPT, 'if-none-match': etag } : { accept: LEAN_ACCEPT } },
    ),
    getUnread: () => http.get<CaseUnreadResponse>(`${api}/Case/Unread`),
    getAssociation: (id) => http.get<Association>(`${api}/Association/${encodeURIComponent(id)}/Get`),
    getWorkplaces: (id) => http.get<WorkplacesResponse>(`${api}/Association/${encodeURIComponent(id)}/Workplaces/GetAll`),
  };
}
