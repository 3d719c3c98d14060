import type { Http, HttpResult } from '../../api/http';
import type { CaseSearchQuery, CaseSearchResult, PortalConfig } from '../../api/types';
import { queryString } from '../../api/queryString';

export interface CaseSearchApi {
  /** GET Case/Search (issue 36): one page of a case list's search. */
  search(query: CaseSearchQuery): Promise<HttpResult<CaseSearchResult>>;
}

export function createCaseSearchApi(http: Http, config: PortalConfig): CaseSearchApi {
  return { search: (query) => http.get<CaseSearchResult>(`${config.apiUrl}/Case/Search${queryString({ ...query })}`) };
}
