import type { Http, HttpResult } from '../../api/http';
import type { ChangePasswordRequest, ChangePasswordResponse, PortalConfig, UserDetails } from '../../api/types';
import type { ProfileEmailRequest, ProfileEmailResponse } from '../../api/notificationTypes';

export interface ProfileApi {
  /** GET User/{id}/Get of oneself: the User with e-mail, phone and city. */
  getDetails(id: string): Promise<HttpResult<UserDetails>>;
  /** POST User/ChangePassword. */
  changePassword(request: ChangePasswordRequest): Promise<HttpResult<ChangePasswordResponse>>;
  /** PUT User/Email (issue 33): the own address. */
  changeEmail(request: ProfileEmailRequest): Promise<HttpResult<ProfileEmailResponse>>;
}

export function createProfileApi(http: Http, config: PortalConfig): ProfileApi {
  return {
    getDetails: (id) => http.get<UserDetails>(`${config.apiUrl}/User/${encodeURIComponent(id)}/Get`),
    changePassword: (request) => http.post<ChangePasswordResponse>(`${config.apiUrl}/User/ChangePassword`, request),
    changeEmail: (request) => http.put<ProfileEmailResponse>(`${config.apiUrl}/User/Email`, request),
  };
}
