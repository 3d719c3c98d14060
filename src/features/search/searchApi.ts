import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig, SearchResult } from '../../api/types';

export interface SearchApi {
  /** GET Search/{term} (never for an empty term, spec §7). */
  search(term: string): Promise<HttpResult<SearchResult>>;
}

export function createSearchApi(http: Http, config: PortalConfig): SearchApi {
  return { search: (term) => http.get<SearchResult>(`${config.apiUrl}/Search/${encodeURIComponent(term)}`) };
}
