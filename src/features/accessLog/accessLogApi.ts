import type { Http, HttpResult } from '../../api/http';
import { queryString } from '../../api/queryString';
import type { AccessLogPage, AccessLogQuery, PortalConfig } from '../../api/types';

export interface AccessLogApi {
  /** GET User/AccessLog: one's own log. */
  own(query: AccessLogQuery): Promise<HttpResult<AccessLogPage>>;
  /** GET Members/{id}/AccessLog: a protected member's log, for the secretariat's management. */
  ofMember(memberId: string, query: AccessLogQuery): Promise<HttpResult<AccessLogPage>>;
}

export function createAccessLogApi(http: Http, config: PortalConfig): AccessLogApi {
  const api = config.apiUrl;
  return {
    own: (query) => http.get<AccessLogPage>(`${api}/User/AccessLog${queryString({ ...query })}`),
    ofMember: (memberId, query) => http.get<AccessLogPage>(`${api}/Members/${encodeURIComponent(memberId)}/AccessLog${queryString({ ...query })}`),
  };
}
