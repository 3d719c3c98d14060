/** The kinds of notice; each can be turned off on its own (settings, or the mail's unsubscribe link). Who gets which: src/domain/notifications.ts. */
export const NOTICE_KINDS = ['reply', 'closed', 'added', 'createdForYou', 'ownerReply', 'newCase', 'deadline', 'course'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A user's notice settings. */
export interface NotificationSettings {
  kinds: Record<NoticeKind, boolean>;
  /** The case lists the user follows (opt-in): keys of `followableLists`. */
  follows: string[];
  /** Handlers: the handler kinds once a day in one mail instead of one mail per event. */
  dailySummary: boolean;
}

/** A case list a handler may follow (src/domain/notifications.ts `followableLists`). */
export interface FollowableList { key: string; name: string }

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

/** A person whose mail does not arrive, as the secretariat sees them (protected identity: no address). */
export interface MailRecipientProblem {
  userId: string;
  name: string;
  memberNumber: string | null;
  /** The address concerned; null for a protected identity (nobody but the member sees it). */
  address: string | null;
  reason: string;
  at: string;
}

/** GET /api/Notifications/Delivery (issue 33): the secretariat's view of mail delivery. */
export interface MailDeliveryProblems {
  /** Failed attempts that were not a recipient's refusal for good (the relay refused, no connection): retried. */
  relay: { last24h: number; last7d: number; latest: { at: string; reason: string } | null };
  /** Mails waiting for another attempt after a failed one. */
  waiting: number;
  /** Addresses refused for good (5.1.x): no mail goes to them until the address changes or the mark is cleared. */
  bounced: MailRecipientProblem[];
  /** Mails given up (every attempt failed) or never sent (an address that is no address), the last 30 days. */
  failed: (MailRecipientProblem & { id: string })[];
}

/** PUT /api/User/Email: the own profile address (issue 33); the answer is the address stored. */
export interface ProfileEmailRequest { email: string }
export interface ProfileEmailResponse { email: string }
