import { Type, type Static } from '@sinclair/typebox';
import type * as Dto from '../../../src/api/documentTypes';
import type * as Types from '../../../src/api/types';
import type { NotificationSettingsResponse as NotificationSettingsResponseDto } from '../../../src/api/notificationTypes';
import { NOTICE_KINDS } from '../../../src/domain/notifications';
import { IdName, Maybe, NullableString, StringEnum, Uuid, same } from './common';

/** Documents (issue 9), associations and workplaces, the notice settings (issue 24). */
export const DocumentFile = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  uploadedBy: Type.Object({ name: Type.String() }),
  uploadedAt: Type.String(),
  tags: Type.Array(Type.String()),
  workplace: Maybe(Type.Object({ id: Type.String() })),
  workplaceId: NullableString,
  isPublic: Type.Boolean(),
  associationId: NullableString,
  size: Type.Number(),
});
export const DocumentFilesResponse = Type.Object({ files: Type.Array(DocumentFile) });
export const DocumentDeleted = Type.Object({ id: Type.String() });
export const DocumentPublicBody = Type.Object({ fileId: Uuid, isPublic: Type.Boolean() });

export const Association = Type.Object({
  id: Type.String(),
  externalId: NullableString,
  name: Type.String(),
  type: StringEnum(['psychology', 'national', 'secretariat', 'economist'] as const),
  role: Type.Unsafe<Types.AssociationRole | null>({ type: ['string', 'null'], enum: ['Styrelsemedlem', 'Member', null] }),
});
export const AssociationsResponse = Type.Object({
  associations: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), type: StringEnum(['psychology', 'national'] as const) })),
});
export const WorkplacesResponse = Type.Object({ workplaces: Type.Array(IdName) });

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

same<Static<typeof DocumentFilesResponse>, Dto.DocumentFilesResponse>(true);
same<Static<typeof DocumentFile>, Dto.DocumentFile>(true);
same<Static<typeof DocumentDeleted>, Dto.DocumentDeleted>(true);
same<Static<typeof DocumentPublicBody>, Dto.DocumentPublicRequest>(true);
same<Static<typeof Association>, Types.Association>(true);
same<Static<typeof AssociationsResponse>, Types.AssociationsResponse>(true);
same<Static<typeof WorkplacesResponse>, Types.WorkplacesResponse>(true);
same<Static<typeof NotificationSettingsResponse>, NotificationSettingsResponseDto>(true);
