import type { FollowableList, NotificationSettings } from '../domain/notifications';

/** GET /api/User/Notifications (issue 24): the caller's own notice settings and where mail goes. */
export interface NotificationSettingsResponse {
  settings: NotificationSettings;
  /** The case lists the caller handles and may follow. */
  lists: FollowableList[];
  /** The profile's e-mail address: the only address notices go to (null: none, and no mail). */
  address: string | null;
  /** The address last refused by the receiving server; no mail goes to it until the settings are saved again. */
  bounce: { address: string; reason: string; at: string } | null;
  /** Handler settings (following lists, the daily summary) apply. */
  isHandler: boolean;
}

/** PUT /api/User/Notifications: the whole settings; the answer is as GET. */
export type NotificationSettingsRequest = NotificationSettings;
