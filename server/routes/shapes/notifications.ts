import { Type, type Static } from '@sinclair/typebox';
import type { NotificationSettingsResponse as NotificationSettingsResponseDto } from '../../../src/api/notificationTypes';
import { NOTICE_KINDS } from '../../../src/domain/notifications';
import { Maybe, NullableString, same } from './common';

/** The caller's notice settings (issue 24). */
const kinds = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, Type.Boolean()])) as Record<(typeof NOTICE_KINDS)[number], ReturnType<typeof Type.Boolean>>;
const NotificationSettings = Type.Object({ kinds: Type.Object(kinds), follows: Type.Array(Type.String()), dailySummary: Type.Boolean() });
export const NotificationSettingsBody = Type.Object({
  kinds: Type.Object(kinds),
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
