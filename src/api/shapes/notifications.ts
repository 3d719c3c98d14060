import { Type, type Static, type TBoolean } from '@sinclair/typebox';
import { NOTICE_KINDS, type NoticeKind } from '../notificationTypes';
import { Maybe, NullableString } from './common';

/** The caller's notice settings (issue 24), the secretariat's view of mail delivery and the own profile address (issue 33). */

const kinds = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<NoticeKind, TBoolean>;

/** A user's notice settings. */
export const NotificationSettings = Type.Object({
  kinds: Type.Object(kinds),
  /** The case lists the user follows (opt-in): keys of `followableLists`. */
  follows: Type.Array(Type.String()),
  /** Handlers: the handler kinds once a day in one mail instead of one mail per event. */
  dailySummary: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

/**
 * PUT /api/User/Notifications as the server reads it: the SPA sends the whole settings
 * (NotificationSettingsRequest), but kinds left out keep what was saved, so a page loaded before a
 * kind was added still saves (issue 36 added two).
 */
export const NotificationSettingsBody = Type.Object({
  kinds: Type.Partial(Type.Object(kinds)),
  follows: Type.Array(Type.String({ pattern: '^(secretariat|economist|(association|workplace):[0-9a-fA-F-]{36})$' }), { maxItems: 100, uniqueItems: true }),
  dailySummary: Type.Boolean(),
});

/** A case list a handler may follow (src/domain/notifications.ts `followableLists`). */
export const FollowableList = Type.Object({ key: Type.String(), name: Type.String() });
export type FollowableList = Static<typeof FollowableList>;

/** GET /api/User/Notifications (issue 24): the caller's own notice settings and where mail goes. */
export const NotificationSettingsResponse = Type.Object({
  settings: NotificationSettings,
  /** The case lists the caller handles and may follow. */
  lists: Type.Array(FollowableList),
  /** The profile's e-mail address: the only address notices go to (null: none, and no mail). */
  address: NullableString,
  /** The address last refused by the receiving server; no mail goes to it until the settings are saved again. */
  bounce: Maybe(Type.Object({ address: Type.String(), reason: Type.String(), at: Type.String() })),
  /** Handler settings (following lists, the daily summary) apply. */
  isHandler: Type.Boolean(),
});
export type NotificationSettingsResponse = Static<typeof NotificationSettingsResponse>;

/** A person whose mail does not arrive, as the secretariat sees them (protected identity: no address). */
const mailRecipientProblemProperties = {
  userId: Type.String(),
  name: Type.String(),
  memberNumber: NullableString,
  /** The address concerned; null for a protected identity (nobody but the member sees it). */
  address: NullableString,
  reason: Type.String(),
  at: Type.String(),
};
export const MailRecipientProblem = Type.Object(mailRecipientProblemProperties);
export type MailRecipientProblem = Static<typeof MailRecipientProblem>;

/** GET /api/Notifications/Delivery (issue 33): the secretariat's view of mail delivery. */
export const MailDeliveryProblems = Type.Object({
  /** Failed attempts that were not a recipient's refusal for good (the relay refused, no connection): retried. */
  relay: Type.Object({ last24h: Type.Integer(), last7d: Type.Integer(), latest: Maybe(Type.Object({ at: Type.String(), reason: Type.String() })) }),
  /** Mails waiting for another attempt after a failed one. */
  waiting: Type.Integer(),
  /** Addresses refused for good (5.1.x): no mail goes to them until the address changes or the mark is cleared. */
  bounced: Type.Array(MailRecipientProblem),
  /** Mails given up (every attempt failed) or never sent (an address that is no address), the last 30 days. */
  failed: Type.Array(Type.Object({ id: Type.String(), ...mailRecipientProblemProperties })),
});
export type MailDeliveryProblems = Static<typeof MailDeliveryProblems>;

/** PUT /api/User/Email: the own profile address (issue 33); the answer is the address stored. */
export const ProfileEmailRequest = Type.Object({ email: Type.String({ maxLength: 1000 }) });
export type ProfileEmailRequest = Static<typeof ProfileEmailRequest>;
export const ProfileEmailResponse = Type.Object({ email: Type.String() });
export type ProfileEmailResponse = Static<typeof ProfileEmailResponse>;
