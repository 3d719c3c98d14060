import { Type, type Static } from '@sinclair/typebox';
import type {
  MailDeliveryProblems as MailDeliveryProblemsDto, NotificationSettingsResponse as NotificationSettingsResponseDto, ProfileEmailRequest,
  ProfileEmailResponse as ProfileEmailResponseDto,
} from '../../../src/api/notificationTypes';
import { NOTICE_KINDS } from '../../../src/domain/notifications';
import { Maybe, NullableString, same } from './common';

/** The caller's notice settings (issue 24). */
const kinds = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<(typeof NOTICE_KINDS)[number], ReturnType<typeof Type.Boolean>>;
const NotificationSettings = Type.Object({ kinds: Type.Object(kinds), follows: Type.Array(Type.String()), dailySummary: Type.Boolean() });
/** Kinds left out keep what was saved: a page loaded before a kind was added still saves (issue 36 added two). */
export const NotificationSettingsBody = Type.Object({
  kinds: Type.Partial(Type.Object(kinds)),
  follows: Type.Array(Type.String({ pattern: '^(secretariat|economist|(association|workplace):[0-9a-fA-F-]{36})$' }), { maxItems: 100, uniqueItems: true }),
  dailySummary: Type.Boolean(),
});
export const NotificationSettingsResponse = Type.Object({
  settings: NotificationSettings,
  lists: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
  address: NullableString,
  bounce: Maybe(Type.Object({ address: Type.String(), reason: Type.String(), at: Type.String() })),
  isHandler: Type.Boolean(),
});

same<Static<typeof NotificationSettingsResponse>, NotificationSettingsResponseDto>(true);

/** Issue 33: the secretariat's view of mail delivery, and the own profile address. */
const MailRecipientProblemProps = {
  userId: Type.String(), name: Type.String(), memberNumber: NullableString, address: NullableString, reason: Type.String(), at: Type.String(),
};
export const MailDeliveryProblems = Type.Object({
  relay: Type.Object({ last24h: Type.Integer(), last7d: Type.Integer(), latest: Maybe(Type.Object({ at: Type.String(), reason: Type.String() })) }),
  waiting: Type.Integer(),
  bounced: Type.Array(Type.Object(MailRecipientProblemProps)),
  failed: Type.Array(Type.Object({ id: Type.String(), ...MailRecipientProblemProps })),
});
same<Static<typeof MailDeliveryProblems>, MailDeliveryProblemsDto>(true);

export const ProfileEmailBody = Type.Object({ email: Type.String({ maxLength: 1000 }) });
export const ProfileEmailResponse = Type.Object({ email: Type.String() });
same<Static<typeof ProfileEmailResponse>, ProfileEmailResponseDto>(true);
same<Static<typeof ProfileEmailBody>, ProfileEmailRequest>(true);
