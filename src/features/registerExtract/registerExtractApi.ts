import { UnauthorizedError, type Http, type HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { RegisterExtract, RegisterExtracts } from '../../api/registerExtractTypes';
import { fileNameFromDisposition } from '../../lib/contentDisposition';

export interface RegisterExtractApi {
  /** GET User/Extracts. */
  list(): Promise<HttpResult<RegisterExtracts>>;
  /** POST User/Extract: 202, or 429 EXTRACT_ALREADY_TODAY with the Swedish message and the next time. */
  request(): Promise<HttpResult<RegisterExtract>>;
  /** GET Members/{id}/Extracts: those the secretariat's management made by letter for the member. */
  listFor(memberId: string): Promise<HttpResult<RegisterExtracts>>;
  /** POST Members/{id}/Extract: one by letter (202), logged in the member's access log. */
  requestFor(memberId: string): Promise<HttpResult<RegisterExtract>>;
  /** GET User/Extract/{id}/Download: the zip, fetched with the token in a header. */
  download(id: string, getAccessToken: () => string | null): Promise<{ blob: Blob; fileName: string }>;
}

export function createRegisterExtractApi(http: Http, config: PortalConfig, fetchFn: typeof fetch = (...args) => fetch(...args)): RegisterExtractApi {
  const api = config.apiUrl;
  return {
    list: () => http.get<RegisterExtracts>(`${api}/User/Extracts`),
    request: () => http.post<RegisterExtract>(`${api}/User/Extract`),
    listFor: (memberId) => http.get<RegisterExtracts>(`${api}/Members/${encodeURIComponent(memberId)}/Extracts`),
    requestFor: (memberId) => http.post<RegisterExtract>(`${api}/Members/${encodeURIComponent(memberId)}/Extract`),
    async download(id, getAccessToken) {
      const token = getAccessToken();
      if (!token) throw new UnauthorizedError();
      const response = await fetchFn(`${api}/User/Extract/${encodeURIComponent(id)}/Download`, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`Status ${response.status}: download failed`);
      return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'registerutdrag.zip' };
    },
  };
}
