import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { NotificationSettingsRequest, NotificationSettingsResponse } from '../../api/notificationTypes';

export interface NotificationsApi {
  /** GET User/Notifications: the caller's own settings. */
  get(): Promise<HttpResult<NotificationSettingsResponse>>;
  /** PUT User/Notifications. */
  save(request: NotificationSettingsRequest): Promise<HttpResult<NotificationSettingsResponse>>;
}

export function createNotificationsApi(http: Http, config: PortalConfig): NotificationsApi {
  return {
    get: () => http.get<NotificationSettingsResponse>(`${config.apiUrl}/User/Notifications`),
    save: (request) => http.put<NotificationSettingsResponse>(`${config.apiUrl}/User/Notifications`, request),
  };
}
