import type { Http, HttpResult } from '../../api/http';
import type { GdprConsentResult, GdprStatus, PortalConfig } from '../../api/types';

export interface GdprApi {
  getStatus(): Promise<HttpResult<GdprStatus>>;
  consent(answer: boolean): Promise<HttpResult<GdprConsentResult>>;
}

export function createGdprApi(http: Http, config: PortalConfig): GdprApi {
  return {
    getStatus: () => http.get<GdprStatus>(`${config.apiUrl}/User/Gdpr`),
    consent: (answer) => http.post<GdprConsentResult>(`${config.apiUrl}/User/Gdpr/Consent/${answer ? 'true' : 'false'}`),
  };
}
