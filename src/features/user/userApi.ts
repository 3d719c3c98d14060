import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig, User } from '../../api/types';

export interface UserApi {
  getMe(): Promise<HttpResult<User>>;
}

export function createUserApi(http: Http, config: PortalConfig): UserApi {
  return {
    getMe: () => http.get<User>(`${config.apiUrl}/User/Me`),
  };
}
