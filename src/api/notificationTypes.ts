import type { NotificationSettings } from './shapes/notifications';

/** The kinds of notice; each can be turned off on its own (settings, or the mail's unsubscribe link). Who gets which: src/domain/notifications.ts. */
export const NOTICE_KINDS = ['reply', 'closed', 'added', 'createdForYou', 'ownerReply', 'newCase', 'deadline', 'course'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The settings, the delivery view and the profile address: declared once, as schemas (./shapes/notifications.ts). */
export type {
  FollowableList, MailDeliveryProblems, MailRecipientProblem, NotificationSettings, NotificationSettingsResponse, ProfileEmailRequest, ProfileEmailResponse,
} from './shapes/notifications';

/** PUT /api/User/Notifications: the whole settings; the answer is as GET. */
export type NotificationSettingsRequest = NotificationSettings;
