import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { MailDeliveryProblems, NotificationSettingsRequest, NotificationSettingsResponse } from '../../api/notificationTypes';

export interface NotificationsApi {
  /** GET User/Notifications: the caller's own settings. */
  get(): Promise<HttpResult<NotificationSettingsResponse>>;
  /** PUT User/Notifications. */
  save(request: NotificationSettingsRequest): Promise<HttpResult<NotificationSettingsResponse>>;
  /** GET Notifications/Delivery (issue 33, the secretariat). */
  deliveryProblems(): Promise<HttpResult<MailDeliveryProblems>>;
  /** DELETE Notifications/Bounces/{userId} (issue 33, the secretariat). */
  clearBounce(userId: string): Promise<HttpResult<void>>;
}

export function createNotificationsApi(http: Http, config: PortalConfig): NotificationsApi {
  return {
    get: () => http.get<NotificationSettingsResponse>(`${config.apiUrl}/User/Notifications`),
    save: (request) => http.put<NotificationSettingsResponse>(`${config.apiUrl}/User/Notifications`, request),
    deliveryProblems: () => http.get<MailDeliveryProblems>(`${config.apiUrl}/Notifications/Delivery`),
    clearBounce: (userId) => http.delete<void>(`${config.apiUrl}/Notifications/Bounces/${encodeURIComponent(userId)}`),
  };
}
