/**
 * The single case and the calls handlers make on it (spec §3 Case, §4, §6, §7; issue 5).
 * Re-exported from ./types. 4xx bodies are `{ errorCode, data }` as everywhere (ARCHITECTURE §4).
 */
import type { CaseFile, CaseMessage, CaseRetention, CaseSummary, CaseType, CaseUser, CodeTitle, UserRef } from './types';

/** How long a lock lasts without renewal; the holder's open reply renews it well before (spec §4, issue 5). */
export const LOCK_LEASE_SECONDS = 120;
/** The SPA renews a held lock this often while the reply is open. */
export const LOCK_RENEW_SECONDS = 45;

export interface CaseNote {
  id: string;
  text: string;
  created: string;
  author: UserRef;
  files: CaseFile[];
}

export interface AuditLogEntry {
  id: string;
  eventType: string;
  occurredAt: string;
  user: UserRef | null;
  /** Event details, e.g. USER_ADDED {addedUserId, isAdministrating}, CHANGED_CASE_TYPE {fromCaseType, toCaseType}. */
  data: Record<string, unknown>;
}

/** What the caller may do with this case, decided on the server by the rules of src/domain/caseAccess.ts. */
export interface CaseAccess {
  mayManage: boolean;
  mayReply: boolean;
  mayReadNotes: boolean;
  /** A board member (or representative) handling an association case may invite the secretariat. */
  mayInviteSecretariat: boolean;
  /**
   * Added in issue 5 (always sent by the server): spec §6 'Manage tags and case types: secretariat'.
   * TagAlternatives/SetTags and ChangeCaseTypeAlternatives/SetCaseType answer 403 SECRETARIAT_ONLY
   * to other handlers (src/domain/caseHandling.ts, mayManageTagsAndCaseType).
   */
  mayManageTagsAndCaseType?: boolean;
}

/**
 * GET Case/Get/{id}: the full case for one who may view it (404 CASE_NOT_FOUND otherwise, whether
 * it does not exist or may not be seen). Opening it marks its messages read for the caller.
 * `messages` oldest first; `notes` and `auditLogs` are null unless access.mayReadNotes; `files`
 * are all files the caller may see (message files, and note files marked fileType 'note').
 */
export interface CaseDetail extends CaseSummary {
  messages: CaseMessage[];
  notes: CaseNote[] | null;
  auditLogs: AuditLogEntry[] | null;
  files: CaseFile[];
  /** When the current lock lapses unless renewed (ISO), null without a lock. */
  lockExpiresAt: string | null;
  access: CaseAccess;
  /** Issue 37: when the case closed, the retention period and any legal hold (always sent by the server). */
  retention?: CaseRetention;
}

/** POST Message/{caseId}/Create, multipart: `request` = this JSON, plus `files` parts (as Case/Create). Answer: CaseMessageCreated. */
export interface MessageCreateRequest {
  message: string;
}
/** A reply by someone other than the owner moves a new case to Pågående; the lock is released. */
export interface CaseMessageCreated {
  message: CaseMessage;
  status: number;
}

/** POST Note/{caseId}/Create, multipart: `request` = this JSON, plus `files` parts. Answer: CaseNote. */
export interface NoteCreateRequest {
  text: string;
}
/** GET Note/{caseId}/Get. 403 NOTES_NOT_ALLOWED for those who may not read notes. */
export interface NotesResponse {
  notes: CaseNote[];
}
/** GET Case/{id}/AuditLogs. 403 AUDIT_LOGS_NOT_ALLOWED likewise. */
export interface AuditLogsResponse {
  auditLogs: AuditLogEntry[];
}

/** GET Case/{id}/GetAdministratorAlternatives: who may be made responsible (handlers of the case's area). */
export interface AdministratorAlternativesResponse {
  administratorAlternatives: UserRef[];
}
/** PUT Case/{id}/SetAdministrators. */
export interface SetAdministratorsRequest {
  administratorUserIds: string[];
}
export interface SetAdministratorsResponse {
  administrators: CaseUser[];
  /**
   * Added in issue 5 (always sent by the server): every user of the case after the change, as
   * CaseDetail.users. Administrators left out of the list are taken off the case.
   */
  users?: CaseUser[];
}

/**
 * POST Case/{id}/Lock: takes or renews the lock (a lease of LOCK_LEASE_SECONDS). Only a CREATED
 * case can be locked. Another holder: 409 `{ errorCode: 'IS_LOCKED', data: { lockedBy: UserRef } }`.
 * POST Case/{id}/Unlock: only the holder (403 NOT_LOCK_HOLDER); unlocking a free case is a no-op.
 * (Issue 5 server:) Lock needs the right to reply (403 REPLY_NOT_ALLOWED). On a case that is not
 * CREATED there is nothing to lock: Lock answers 200 with isLocked false, and the reply may open
 * (a message to a closed case is then refused with 409 CASE_CLOSED).
 */
export interface LockState {
  isLocked: boolean;
  lockedBy: UserRef | null;
  lockExpiresAt: string | null;
}
export interface LockConflictData {
  lockedBy: UserRef;
}

/** GET Case/{id}/ChangeCaseTypeAlternatives. */
export interface CaseTypeAlternativesResponse {
  caseTypes: CaseType[];
}
/**
 * POST Case/SetCaseType: tags that do not belong to the new type are removed; audit CHANGED_CASE_TYPE. Answer: CaseDetail.
 * (Issue 5 server:) caseType must be one of ChangeCaseTypeAlternatives, which offers only the head
 * office's types (counselling, membership, other) for a case of one of them, and nothing for
 * association and board cases; associationId must be null (or the all-zero id). Sub-categories of
 * the old type are removed too.
 */
export interface SetCaseTypeRequest {
  caseId: string;
  caseType: string;
  associationId: string | null;
}
/** POST Case/{id}/SetSubCategories. */
export interface SetSubCategoriesRequest {
  subCategories: string[];
}
export interface SubCategoriesResponse {
  subCategories: CodeTitle[];
}
/** GET Case/{id}/TagAlternatives (empty for types without tags) and POST Case/{id}/SetTags. */
export interface TagsResponse {
  tags: CodeTitle[];
}
export interface SetTagsRequest {
  tags: string[];
}

/** PATCH Case/Flag. Audit CASE_FLAGGED / CASE_UNFLAGGED. */
export interface FlagRequest {
  caseId: string;
  flagged: boolean;
}
export interface FlagResponse {
  flagged: boolean;
}

/** POST Case/{id}/SetDeadLine ('yyyy-MM-dd') and POST Case/{id}/ClearDeadLine. */
export interface SetDeadlineRequest {
  deadline: string;
}
export interface DeadlineResponse {
  deadLine: string | null;
}

/** POST Case/{id}/Close: status Avslutat, lock released; audit CASE_CLOSED. */
export interface CloseResponse {
  status: number;
}

export interface CaseUsersResponse {
  users: CaseUser[];
}

/**
 * PUT Case/{id}/AddUser?userId=…: audit USER_ADDED. (Issue 5 server:) the user must be one of the
 * case's GetAdministratorAlternatives and not its owner (400 USER_NOT_ALLOWED); adding someone who
 * is already on the case changes nothing. Spec §3 Invitation: the answer names the addedUser.
 */
export interface AddUserResponse extends CaseUsersResponse {
  addedUser: CaseUser;
}

/** PUT Case/{id}/InviteTheSecretariat. */
export interface InviteSecretariatResponse {
  shouldBeHandledByKanslist: boolean;
  invitationFromBoardMember: boolean;
}

/**
 * The errorCodes of the calls above (added in issue 5, for the SPA's branches; 4xx bodies are
 * `{ errorCode, data }`):
 * - 404 CASE_NOT_FOUND (no such case, or the caller may not view it: never a hint it exists),
 *   NOTE_NOT_FOUND, FILE_NOT_FOUND (likewise for note and file ids).
 * - 403 NOT_CASE_HANDLER (may view, may not manage), REPLY_NOT_ALLOWED, NOTES_NOT_ALLOWED,
 *   AUDIT_LOGS_NOT_ALLOWED, NOT_NOTE_AUTHOR, SECRETARIAT_ONLY (tags and case type),
 *   INVITE_NOT_ALLOWED, NOT_LOCK_HOLDER.
 * - 409 IS_LOCKED (data: LockConflictData), CASE_CLOSED (reply to a closed case), LOCK_CONTENDED
 *   (the lock changed hands several times during one Lock call; try again).
 * - 400 VALIDATION_FAILED (malformed id, body or query), INVALID_REQUEST (multipart `request`
 *   missing or not JSON), MESSAGE_REQUIRED, MESSAGE_TOO_LONG, TEXT_REQUIRED, TEXT_TOO_LONG,
 *   WRONG_FILE_TYPE, FILE_TOO_LARGE, TOO_MANY_FILES, NOT_MULTIPART, INVALID_DEADLINE,
 *   UNKNOWN_CASE_TYPE, CASE_TYPE_NOT_ALLOWED, ASSOCIATION_NOT_ALLOWED, INVALID_SUB_CATEGORY,
 *   INVALID_TAG, USER_NOT_ALLOWED (not among the case's administrator alternatives).
 */
export type CaseHandlingErrorCode =
  | 'CASE_NOT_FOUND' | 'NOTE_NOT_FOUND' | 'FILE_NOT_FOUND'
  | 'NOT_CASE_HANDLER' | 'REPLY_NOT_ALLOWED' | 'NOTES_NOT_ALLOWED' | 'AUDIT_LOGS_NOT_ALLOWED' | 'NOT_NOTE_AUTHOR'
  | 'SECRETARIAT_ONLY' | 'INVITE_NOT_ALLOWED' | 'NOT_LOCK_HOLDER'
  | 'IS_LOCKED' | 'CASE_CLOSED' | 'LOCK_CONTENDED'
  | 'VALIDATION_FAILED' | 'INVALID_REQUEST' | 'MESSAGE_REQUIRED' | 'MESSAGE_TOO_LONG' | 'TEXT_REQUIRED' | 'TEXT_TOO_LONG'
  | 'WRONG_FILE_TYPE' | 'FILE_TOO_LARGE' | 'TOO_MANY_FILES' | 'NOT_MULTIPART' | 'INVALID_DEADLINE'
  | 'UNKNOWN_CASE_TYPE' | 'CASE_TYPE_NOT_ALLOWED' | 'ASSOCIATION_NOT_ALLOWED' | 'INVALID_SUB_CATEGORY' | 'INVALID_TAG'
  | 'USER_NOT_ALLOWED';
