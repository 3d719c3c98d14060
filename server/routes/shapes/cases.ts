import { Type, type Static } from '@sinclair/typebox';
import type * as Dto from '../../../src/api/types';
import { CASE_LIST_PARTS } from '../../../src/domain/caseListPart';
import { CaseRole } from '../../../src/api/shapes/cases';
import { CodeTitle, IdName, Maybe, NullableString, OrNull, StringEnum, UserRef, Uuid, same } from './common';

export { CaseRole };

/** The case calls of spec §7 (issues 4, 5): requests and answers. Case/GetAll's answer is pre-built bytes (no schema, server/http/validation.ts). */
export const CaseListQuery = Type.Partial(Type.Object({
  role: CaseRole, organisationId: Uuid, workplaceId: Uuid, since: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  // Issue 26: one part of the list (server/cases/listPart.ts); without it, the whole list.
  part: StringEnum(CASE_LIST_PARTS),
}));
export const CaseTypesQuery = Type.Partial(Type.Object({ role: CaseRole, organisationId: Uuid }));
export const UserIdParams = Type.Object({ userId: Uuid });
export const CaseIdParams = Type.Object({ caseId: Uuid });

export const CaseType = Type.Object({
  type: Type.String(),
  title: Type.String(),
  subCategories: Type.Array(CodeTitle),
  nationalAssociations: Type.Array(IdName),
  psychologyAssociations: Type.Array(IdName),
});
export const CaseTypesResponse = Type.Object({ caseTypes: Type.Array(CaseType) });
export const CaseStreamTicket = Type.Object({ ticket: Type.String() });
export const CaseStreamQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 64 })) });
export const CaseUnreadResponse = Type.Object({
  lists: Type.Array(Type.Object({ role: CaseRole, organisationId: NullableString, workplaceId: NullableString, unread: Type.Number() })),
});

export const CaseUser = Type.Object({ id: Type.String(), name: Type.String(), isAdministrating: Type.Boolean() });
export const CaseFile = Type.Object({
  id: Type.String(), fileName: Type.String(), contentType: Type.String(), size: Type.Number(), uploadedAt: Type.String(), fileType: StringEnum(['case', 'note'] as const),
});
export const CaseMessage = Type.Object({ id: Type.String(), sender: UserRef, message: Type.String(), created: Type.String(), files: Type.Array(CaseFile) });
const caseSummaryProperties = {
  id: Type.String(),
  title: Type.String(),
  caseType: CodeTitle,
  status: Type.Number(),
  created: Type.String(),
  deadLine: NullableString,
  flagged: Type.Boolean(),
  tags: Type.Array(CodeTitle),
  subCategories: Type.Array(CodeTitle),
  users: Type.Array(CaseUser),
  ownerUser: UserRef,
  association: Maybe(IdName),
  workplace: Maybe(IdName),
  shouldBeHandledByKanslist: Type.Boolean(),
  invitationFromBoardMember: Type.Boolean(),
  preview: Maybe(Type.Object({ sender: UserRef, text: Type.String() })),
  hasUnreadMessages: Type.Boolean(),
  isLocked: Type.Boolean(),
  lockedBy: Maybe(UserRef),
};
export const CreatedCase = Type.Object({ ...caseSummaryProperties, messages: Type.Array(CaseMessage) });

export const CaseNote = Type.Object({ id: Type.String(), text: Type.String(), created: Type.String(), author: UserRef, files: Type.Array(CaseFile) });
export const AuditLogEntry = Type.Object({
  id: Type.String(), eventType: Type.String(), occurredAt: Type.String(), user: Maybe(UserRef), data: Type.Record(Type.String(), Type.Unknown()),
});
export const LegalHold = Type.Object({ placedAt: Type.String(), placedBy: Maybe(UserRef) });
export const CaseDetail = Type.Object({
  ...caseSummaryProperties,
  messages: Type.Array(CaseMessage),
  notes: Maybe(Type.Array(CaseNote)),
  auditLogs: Maybe(Type.Array(AuditLogEntry)),
  files: Type.Array(CaseFile),
  lockExpiresAt: NullableString,
  access: Type.Object({
    mayManage: Type.Boolean(),
    mayReply: Type.Boolean(),
    mayReadNotes: Type.Boolean(),
    mayInviteSecretariat: Type.Boolean(),
    mayManageTagsAndCaseType: Type.Optional(Type.Boolean()),
  }),
  retention: Type.Optional(Type.Object({
    closedAt: NullableString, retentionDays: Type.Number(), legalHold: Maybe(LegalHold), mayHold: Type.Boolean(),
  })),
});
export const LegalHoldResponse = Type.Object({ legalHold: Maybe(LegalHold) });
export const CaseMessageCreated = Type.Object({ message: CaseMessage, status: Type.Number() });
export const NotesResponse = Type.Object({ notes: Type.Array(CaseNote) });
export const AuditLogsResponse = Type.Object({ auditLogs: Type.Array(AuditLogEntry) });
export const AdministratorAlternativesResponse = Type.Object({ administratorAlternatives: Type.Array(UserRef) });
export const SetAdministratorsResponse = Type.Object({ administrators: Type.Array(CaseUser), users: Type.Optional(Type.Array(CaseUser)) });
export const LockState = Type.Object({ isLocked: Type.Boolean(), lockedBy: Maybe(UserRef), lockExpiresAt: NullableString });
export const CaseTypeAlternativesResponse = CaseTypesResponse;
export const SubCategoriesResponse = Type.Object({ subCategories: Type.Array(CodeTitle) });
export const TagsResponse = Type.Object({ tags: Type.Array(CodeTitle) });
export const FlagResponse = Type.Object({ flagged: Type.Boolean() });
export const DeadlineResponse = Type.Object({ deadLine: OrNull(Type.String()) });
export const CloseResponse = Type.Object({ status: Type.Number() });
export const CaseUsersResponse = Type.Object({ users: Type.Array(CaseUser) });
export const AddUserResponse = Type.Object({ users: Type.Array(CaseUser), addedUser: CaseUser });
export const InviteSecretariatResponse = Type.Object({ shouldBeHandledByKanslist: Type.Boolean(), invitationFromBoardMember: Type.Boolean() });

// The handling calls' bodies (issue 5), as the SPA sends them (src/api/caseHandlingTypes.ts).
const code = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,63}$' });
const codes = Type.Array(code, { uniqueItems: true, maxItems: 50 });
export const SetAdministratorsBody = Type.Object({ administratorUserIds: Type.Array(Uuid, { uniqueItems: true, maxItems: 100 }) });
/** `associationId` may be left out (no association), unlike the SPA's SetCaseTypeRequest, which always sends it. */
export const SetCaseTypeBody = Type.Object({ caseId: Uuid, caseType: code, associationId: Type.Optional(Type.Union([Uuid, Type.Null()])) });
export const SetSubCategoriesBody = Type.Object({ subCategories: codes });
export const SetTagsBody = Type.Object({ tags: codes });
export const FlagBody = Type.Object({ caseId: Uuid, flagged: Type.Boolean() });
export const DeadlineBody = Type.Object({ deadline: Type.String({ maxLength: 64 }) });
export const UserIdQuery = Type.Object({ userId: Uuid });

same<Static<typeof SetAdministratorsBody>, Dto.SetAdministratorsRequest>(true);
same<Static<typeof SetSubCategoriesBody>, Dto.SetSubCategoriesRequest>(true);
same<Static<typeof SetTagsBody>, Dto.SetTagsRequest>(true);
same<Static<typeof FlagBody>, Dto.FlagRequest>(true);
same<Static<typeof DeadlineBody>, Dto.SetDeadlineRequest>(true);
same<Static<typeof CaseTypesResponse>, Dto.CaseTypesResponse>(true);
same<Static<typeof CaseUnreadResponse>, Dto.CaseUnreadResponse>(true);
same<Static<typeof CaseStreamTicket>, Dto.CaseStreamTicket>(true);
same<Static<typeof CreatedCase>, Dto.CreatedCase>(true);
same<Static<typeof CaseDetail>, Dto.CaseDetail>(true);
same<Static<typeof CaseMessageCreated>, Dto.CaseMessageCreated>(true);
same<Static<typeof NotesResponse>, Dto.NotesResponse>(true);
same<Static<typeof AuditLogsResponse>, Dto.AuditLogsResponse>(true);
same<Static<typeof AdministratorAlternativesResponse>, Dto.AdministratorAlternativesResponse>(true);
same<Static<typeof SetAdministratorsResponse>, Dto.SetAdministratorsResponse>(true);
same<Static<typeof LockState>, Dto.LockState>(true);
same<Static<typeof SubCategoriesResponse>, Dto.SubCategoriesResponse>(true);
same<Static<typeof TagsResponse>, Dto.TagsResponse>(true);
same<Static<typeof FlagResponse>, Dto.FlagResponse>(true);
same<Static<typeof DeadlineResponse>, Dto.DeadlineResponse>(true);
same<Static<typeof CloseResponse>, Dto.CloseResponse>(true);
same<Static<typeof LegalHoldResponse>, Dto.LegalHoldResponse>(true);
same<Static<typeof AddUserResponse>, Dto.AddUserResponse>(true);
same<Static<typeof InviteSecretariatResponse>, Dto.InviteSecretariatResponse>(true);
