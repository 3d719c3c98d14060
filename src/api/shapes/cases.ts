import { Type, type Static } from '@sinclair/typebox';
import { CASE_LIST_FIRST_MAX, CASE_LIST_PARTS } from '../types';
import { CodeTitle, IdName, Maybe, NullableString, OrNull, StringEnum, UserRef, Uuid } from './common';

/**
 * The case calls of spec §7 (issues 4, 5, 37): requests and answers. Case/GetAll's answer is
 * pre-built bytes (no schema, server/http/validation.ts; its lean wire types are in ../types.ts).
 * 4xx bodies are `{ errorCode, data }` as everywhere (ARCHITECTURE §4).
 */

/** A case role of the API (spec §6), the `role` query parameter of the case calls. */
export const CaseRole = StringEnum(['member', 'organization', 'secretariat', 'economist'] as const);
export type CaseRole = Static<typeof CaseRole>;

/**
 * Query of GET Case/GetAll, the list context of spec §2. `role` defaults to member (economist for
 * economists); a role the user does not hold is a 403 ROLE_NOT_ALLOWED. `organisationId` narrows the
 * list to cases of that association (in the organisation role it must be one the user handles, or
 * 404); `workplaceId` narrows to cases of that workplace. Malformed values: 400 VALIDATION_FAILED.
 */
export const CaseListQuery = Type.Partial(Type.Object({
  role: CaseRole,
  organisationId: Uuid,
  workplaceId: Uuid,
  /**
   * Delta polling (issue 13): the `cursor` of the list the client holds. When the server knows that
   * version of this list, the answer is a CaseListDelta; otherwise (too old, another context or
   * caller, another server process) the full list. A poll with an up-to-date If-None-Match still gets 304.
   */
  since: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  /** Issue 26 (with the lean media type): one part of the list, the open or the closed cases (server/cases/listPart.ts); without it, the whole list. */
  part: StringEnum(CASE_LIST_PARTS),
  /**
   * Issue 38, the first page first (with `part=open` and the lean media type, without `since` or an
   * organisation): only the first `first` cases of the list's default view, that view's count
   * (`first.count`) and the open part's unread cases (`first.unread`, the header's dot), for the rows
   * of a first screen before the part. No ETag, no cursor.
   */
  first: Type.Integer({ minimum: 1, maximum: CASE_LIST_FIRST_MAX }),
}));
export type CaseListQuery = Static<typeof CaseListQuery>;

/** Query of GET Case/CaseTypes: the types the caller may create in this role (and organisation). */
export const CaseTypesQuery = Type.Partial(Type.Object({ role: CaseRole, organisationId: Uuid }));
export type CaseTypesQuery = Static<typeof CaseTypesQuery>;
export const UserIdParams = Type.Object({ userId: Uuid });
export const CaseIdParams = Type.Object({ caseId: Uuid });

/** An association a new case can be addressed to. */
export const AssociationOption = IdName;
export type AssociationOption = Static<typeof AssociationOption>;

/**
 * A case type (spec §3): its sub-categories and, for the caller (or the member on whose behalf
 * the case is created), the associations a new case of this type can be addressed to. Empty
 * lists: the case goes to the union's head office (or, on behalf of a member writing to the
 * psychology association, to the member's own association).
 */
export const CaseType = Type.Object({
  type: Type.String(),
  title: Type.String(),
  subCategories: Type.Array(CodeTitle),
  nationalAssociations: Type.Array(AssociationOption),
  psychologyAssociations: Type.Array(AssociationOption),
});
export type CaseType = Static<typeof CaseType>;

/** GET Case/CaseTypes and GET Case/CreateForAnotherUser/{userId}/CaseTypes. */
export const CaseTypesResponse = Type.Object({ caseTypes: Type.Array(CaseType) });
export type CaseTypesResponse = Static<typeof CaseTypesResponse>;

/**
 * POST Case/Stream/Ticket (ours, issue 35): a single-use ticket that opens the caller's case stream
 * (GET Case/Stream?ticket=…, server-sent events) within seconds; EventSource sends no bearer token.
 */
export const CaseStreamTicket = Type.Object({ ticket: Type.String() });
export type CaseStreamTicket = Static<typeof CaseStreamTicket>;
export const CaseStreamQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 64 })) });

/**
 * GET Case/Unread (ours, issue 21): for every list the caller works in (src/domain/caseHomes.ts
 * watchedCaseLists), how many of its cases have an unread message. The header's dot reads it.
 */
export const CaseUnreadResponse = Type.Object({
  lists: Type.Array(Type.Object({ role: CaseRole, organisationId: NullableString, workplaceId: NullableString, unread: Type.Number() })),
});
export type CaseUnreadResponse = Static<typeof CaseUnreadResponse>;

export const CaseUser = Type.Object({ id: Type.String(), name: Type.String(), isAdministrating: Type.Boolean() });
export type CaseUser = Static<typeof CaseUser>;

/** A file of a case: a message attachment ('case') or a note file ('note'). */
export const CaseFile = Type.Object({
  id: Type.String(), fileName: Type.String(), contentType: Type.String(), size: Type.Number(), uploadedAt: Type.String(), fileType: StringEnum(['case', 'note'] as const),
});
export type CaseFile = Static<typeof CaseFile>;

export const CaseMessage = Type.Object({ id: Type.String(), sender: UserRef, message: Type.String(), created: Type.String(), files: Type.Array(CaseFile) });
export type CaseMessage = Static<typeof CaseMessage>;

/** The newest message of a case, shortened. */
export const CasePreview = Type.Object({ sender: UserRef, text: Type.String() });
export type CasePreview = Static<typeof CasePreview>;

/**
 * A case's own facts (Case/Get and Case/Create build on it), no messages or notes.
 * `status` is a CaseStatus (1 Nytt, 2 Pågående, 3 Avslutat, 4 undefined); `created` an ISO time,
 * `deadLine` 'yyyy-MM-dd' or null; `hasUnreadMessages` for the caller; `isLocked`/`lockedBy`
 * only while a lock is held.
 */
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
  preview: Maybe(CasePreview),
  hasUnreadMessages: Type.Boolean(),
  isLocked: Type.Boolean(),
  lockedBy: Maybe(UserRef),
};
export const CaseSummary = Type.Object(caseSummaryProperties);
export type CaseSummary = Static<typeof CaseSummary>;

/** The answer of Case/Create and Case/CreateForAnotherUser: the new case with its first message. */
export const CreatedCase = Type.Object({ ...caseSummaryProperties, messages: Type.Array(CaseMessage) });
export type CreatedCase = Static<typeof CreatedCase>;

export const CaseNote = Type.Object({ id: Type.String(), text: Type.String(), created: Type.String(), author: UserRef, files: Type.Array(CaseFile) });
export type CaseNote = Static<typeof CaseNote>;

export const AuditLogEntry = Type.Object({
  id: Type.String(),
  eventType: Type.String(),
  occurredAt: Type.String(),
  user: Maybe(UserRef),
  /** Event details, e.g. USER_ADDED {addedUserId, isAdministrating}, CHANGED_CASE_TYPE {fromCaseType, toCaseType}. */
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

/** Issue 37: a legal hold: the retention job keeps the case until it is lifted. `placedBy` only for those who may read the case's notes. */
export const LegalHold = Type.Object({ placedAt: Type.String(), placedBy: Maybe(UserRef) });
export type LegalHold = Static<typeof LegalHold>;

/** Case/Get's `retention`: the facts of the rule in src/domain/retention.ts (the SPA computes the date with it). */
export const CaseRetention = Type.Object({
  /** When the case closed (ISO); null while it is open. */
  closedAt: NullableString,
  /** The portal's CASE_RETENTION_DAYS. */
  retentionDays: Type.Number(),
  legalHold: Maybe(LegalHold),
  /** The caller may place and lift a hold (canManageSecretariat). */
  mayHold: Type.Boolean(),
});
export type CaseRetention = Static<typeof CaseRetention>;

/** POST Case/{id}/LegalHold and POST Case/{id}/LegalHold/Lift. */
export const LegalHoldResponse = Type.Object({ legalHold: Maybe(LegalHold) });
export type LegalHoldResponse = Static<typeof LegalHoldResponse>;

/** What the caller may do with this case, decided on the server by the rules of src/domain/caseAccess.ts. */
export const CaseAccess = Type.Object({
  mayManage: Type.Boolean(),
  mayReply: Type.Boolean(),
  mayReadNotes: Type.Boolean(),
  /** A board member (or representative) handling an association case may invite the secretariat. */
  mayInviteSecretariat: Type.Boolean(),
  /**
   * Added in issue 5 (always sent by the server): spec §6 'Manage tags and case types: secretariat'.
   * TagAlternatives/SetTags and ChangeCaseTypeAlternatives/SetCaseType answer 403 SECRETARIAT_ONLY
   * to other handlers (src/domain/caseHandling.ts, mayManageTagsAndCaseType).
   */
  mayManageTagsAndCaseType: Type.Optional(Type.Boolean()),
});
export type CaseAccess = Static<typeof CaseAccess>;

/**
 * GET Case/Get/{id}: the full case for one who may view it (404 CASE_NOT_FOUND otherwise, whether
 * it does not exist or may not be seen). Opening it marks its messages read for the caller.
 * `messages` oldest first; `notes` and `auditLogs` are null unless access.mayReadNotes; `files`
 * are all files the caller may see (message files, and note files marked fileType 'note').
 */
export const CaseDetail = Type.Object({
  ...caseSummaryProperties,
  messages: Type.Array(CaseMessage),
  notes: Maybe(Type.Array(CaseNote)),
  auditLogs: Maybe(Type.Array(AuditLogEntry)),
  files: Type.Array(CaseFile),
  /** When the current lock lapses unless renewed (ISO), null without a lock. */
  lockExpiresAt: NullableString,
  access: CaseAccess,
  /** Issue 37: when the case closed, the retention period and any legal hold (always sent by the server). */
  retention: Type.Optional(CaseRetention),
});
export type CaseDetail = Static<typeof CaseDetail>;

/** A reply by someone other than the owner moves a new case to Pågående; the lock is released. */
export const CaseMessageCreated = Type.Object({ message: CaseMessage, status: Type.Number() });
export type CaseMessageCreated = Static<typeof CaseMessageCreated>;
/** GET Note/{caseId}/Get. 403 NOTES_NOT_ALLOWED for those who may not read notes. */
export const NotesResponse = Type.Object({ notes: Type.Array(CaseNote) });
export type NotesResponse = Static<typeof NotesResponse>;
/** GET Case/{id}/AuditLogs. 403 AUDIT_LOGS_NOT_ALLOWED likewise. */
export const AuditLogsResponse = Type.Object({ auditLogs: Type.Array(AuditLogEntry) });
export type AuditLogsResponse = Static<typeof AuditLogsResponse>;
/** GET Case/{id}/GetAdministratorAlternatives: who may be made responsible (handlers of the case's area). */
export const AdministratorAlternativesResponse = Type.Object({ administratorAlternatives: Type.Array(UserRef) });
export type AdministratorAlternativesResponse = Static<typeof AdministratorAlternativesResponse>;
export const SetAdministratorsResponse = Type.Object({
  administrators: Type.Array(CaseUser),
  /**
   * Added in issue 5 (always sent by the server): every user of the case after the change, as
   * CaseDetail.users. Administrators left out of the list are taken off the case.
   */
  users: Type.Optional(Type.Array(CaseUser)),
});
export type SetAdministratorsResponse = Static<typeof SetAdministratorsResponse>;

/**
 * POST Case/{id}/Lock: takes or renews the lock (a lease of LOCK_LEASE_SECONDS). Only a CREATED
 * case can be locked. Another holder: 409 `{ errorCode: 'IS_LOCKED', data: { lockedBy: UserRef } }`.
 * POST Case/{id}/Unlock: only the holder (403 NOT_LOCK_HOLDER); unlocking a free case is a no-op.
 * (Issue 5 server:) Lock needs the right to reply (403 REPLY_NOT_ALLOWED). On a case that is not
 * CREATED there is nothing to lock: Lock answers 200 with isLocked false, and the reply may open
 * (a message to a closed case is then refused with 409 CASE_CLOSED).
 */
export const LockState = Type.Object({ isLocked: Type.Boolean(), lockedBy: Maybe(UserRef), lockExpiresAt: NullableString });
export type LockState = Static<typeof LockState>;

/** GET Case/{id}/ChangeCaseTypeAlternatives. */
export const CaseTypeAlternativesResponse = CaseTypesResponse;
export type CaseTypeAlternativesResponse = Static<typeof CaseTypeAlternativesResponse>;
export const SubCategoriesResponse = Type.Object({ subCategories: Type.Array(CodeTitle) });
export type SubCategoriesResponse = Static<typeof SubCategoriesResponse>;
/** GET Case/{id}/TagAlternatives (empty for types without tags) and POST Case/{id}/SetTags. */
export const TagsResponse = Type.Object({ tags: Type.Array(CodeTitle) });
export type TagsResponse = Static<typeof TagsResponse>;
export const FlagResponse = Type.Object({ flagged: Type.Boolean() });
export type FlagResponse = Static<typeof FlagResponse>;
export const DeadlineResponse = Type.Object({ deadLine: OrNull(Type.String()) });
export type DeadlineResponse = Static<typeof DeadlineResponse>;
/** POST Case/{id}/Close: status Avslutat, lock released; audit CASE_CLOSED. */
export const CloseResponse = Type.Object({ status: Type.Number() });
export type CloseResponse = Static<typeof CloseResponse>;
export const CaseUsersResponse = Type.Object({ users: Type.Array(CaseUser) });
export type CaseUsersResponse = Static<typeof CaseUsersResponse>;
/**
 * PUT Case/{id}/AddUser?userId=…: audit USER_ADDED. (Issue 5 server:) the user must be one of the
 * case's GetAdministratorAlternatives and not its owner (400 USER_NOT_ALLOWED); adding someone who
 * is already on the case changes nothing. Spec §3 Invitation: the answer names the addedUser.
 */
export const AddUserResponse = Type.Object({ users: Type.Array(CaseUser), addedUser: CaseUser });
export type AddUserResponse = Static<typeof AddUserResponse>;
/** PUT Case/{id}/InviteTheSecretariat. */
export const InviteSecretariatResponse = Type.Object({ shouldBeHandledByKanslist: Type.Boolean(), invitationFromBoardMember: Type.Boolean() });
export type InviteSecretariatResponse = Static<typeof InviteSecretariatResponse>;

// The handling calls' bodies (issue 5).
const code = Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,63}$' });
const codes = Type.Array(code, { uniqueItems: true, maxItems: 50 });
/** PUT Case/{id}/SetAdministrators. */
export const SetAdministratorsRequest = Type.Object({ administratorUserIds: Type.Array(Uuid, { uniqueItems: true, maxItems: 100 }) });
export type SetAdministratorsRequest = Static<typeof SetAdministratorsRequest>;
/**
 * POST Case/SetCaseType: tags that do not belong to the new type are removed; audit CHANGED_CASE_TYPE. Answer: CaseDetail.
 * (Issue 5 server:) caseType must be one of ChangeCaseTypeAlternatives, which offers only the head
 * office's types (counselling, membership, other) for a case of one of them, and nothing for
 * association and board cases; associationId must be null (or the all-zero id). Sub-categories of
 * the old type are removed too. The server takes `associationId` left out (no association); the
 * SPA always sends it (SetCaseTypeRequest).
 */
export const SetCaseTypeBody = Type.Object({ caseId: Uuid, caseType: code, associationId: Type.Optional(Type.Union([Uuid, Type.Null()])) });
export type SetCaseTypeRequest = Required<Static<typeof SetCaseTypeBody>>;
/** POST Case/{id}/SetSubCategories. */
export const SetSubCategoriesRequest = Type.Object({ subCategories: codes });
export type SetSubCategoriesRequest = Static<typeof SetSubCategoriesRequest>;
export const SetTagsRequest = Type.Object({ tags: codes });
export type SetTagsRequest = Static<typeof SetTagsRequest>;
/** PATCH Case/Flag. Audit CASE_FLAGGED / CASE_UNFLAGGED. */
export const FlagRequest = Type.Object({ caseId: Uuid, flagged: Type.Boolean() });
export type FlagRequest = Static<typeof FlagRequest>;
/** POST Case/{id}/SetDeadLine ('yyyy-MM-dd') and POST Case/{id}/ClearDeadLine. */
export const SetDeadlineRequest = Type.Object({ deadline: Type.String({ maxLength: 64 }) });
export type SetDeadlineRequest = Static<typeof SetDeadlineRequest>;
export const UserIdQuery = Type.Object({ userId: Uuid });
