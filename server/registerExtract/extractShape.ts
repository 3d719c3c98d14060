import { Type, type Static } from '@sinclair/typebox';
import { NullableString, StringEnum } from '../../src/api/shapes/common';
import { UserDetails } from '../../src/api/shapes/user';
import { CaseDetail } from '../../src/api/shapes/cases';
import { MyRegistrationItem } from '../../src/api/shapes/content';
import { NotificationSettingsResponse } from '../../src/api/shapes/notifications';
import { AccessLogEntry } from '../../src/api/shapes/accessLog';

/**
 * Issue 37: the JSON file of the register extract (data.json in the zip), declared once with
 * TypeBox. Each part is the shape of the member's own call that answers it (UserDetails of
 * User/{id}/Get, CaseDetail of Case/Get, …), so the file is what those calls would show and a test
 * validates a built extract against this schema.
 */
export const ExtractFile = Type.Object({
  id: Type.String(), fileName: Type.String(), pathInZip: Type.String(), caseId: Type.String(), messageId: Type.String(),
  contentType: Type.String(), size: Type.Number(), uploadedAt: Type.String(),
}, { additionalProperties: false });

export const ExtractNotice = Type.Object({
  id: Type.String(), kind: Type.String(), subject: Type.String(),
  state: StringEnum(['pending', 'held', 'sending', 'sent', 'bounced', 'failed', 'summarised'] as const),
  createdAt: Type.String(), sentAt: NullableString, caseId: NullableString,
}, { additionalProperties: false });

export const RegisterExtractData = Type.Object({
  format: Type.Literal('medlemsportalen-registerutdrag/1'),
  createdAt: Type.String(),
  memberId: Type.String(),
  profile: UserDetails,
  memberSince: Type.String(),
  gdprConsent: Type.Object({ given: Type.Boolean(), at: NullableString }, { additionalProperties: false }),
  memberships: Type.Array(Type.Object({
    organisationId: Type.String(), name: Type.String(),
    kind: StringEnum(['psychology', 'national', 'secretariat', 'economist'] as const),
    role: StringEnum(['Styrelsemedlem', 'Member'] as const),
  }, { additionalProperties: false })),
  representedWorkplaces: Type.Array(Type.Object({ id: Type.String(), name: Type.String() }, { additionalProperties: false })),
  cases: Type.Array(CaseDetail),
  files: Type.Array(ExtractFile),
  courseRegistrations: Type.Array(MyRegistrationItem),
  notificationSettings: NotificationSettingsResponse,
  notices: Type.Array(ExtractNotice),
  accessLog: Type.Array(AccessLogEntry),
}, { additionalProperties: false });

export type RegisterExtractData = Static<typeof RegisterExtractData>;
export type ExtractFile = Static<typeof ExtractFile>;
