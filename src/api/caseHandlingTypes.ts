/**
 * The single case and the calls handlers make on it (spec §3 Case, §4, §6, §7; issue 5).
 * Re-exported from ./types. 4xx bodies are `{ errorCode, data }` as everywhere (ARCHITECTURE §4).
 */
import type { UserRef } from './shapes/common';

/** How long a lock lasts without renewal; the holder's open reply renews it well before (spec §4, issue 5). */
export const LOCK_LEASE_SECONDS = 120;
/** The SPA renews a held lock this often while the reply is open. */
export const LOCK_RENEW_SECONDS = 45;

/** The single case and the handling calls' bodies and answers: declared once, as schemas (./shapes/cases.ts). */
export type {
  AddUserResponse, AdministratorAlternativesResponse, AuditLogEntry, AuditLogsResponse, CaseAccess, CaseDetail, CaseMessageCreated, CaseNote, CaseTypeAlternativesResponse,
  CaseUsersResponse, CloseResponse, DeadlineResponse, FlagRequest, FlagResponse, InviteSecretariatResponse, LockState, NotesResponse, SetAdministratorsRequest,
  SetAdministratorsResponse, SetCaseTypeRequest, SetDeadlineRequest, SetSubCategoriesRequest, SetTagsRequest, SubCategoriesResponse, TagsResponse,
} from './shapes/cases';

/** POST Message/{caseId}/Create, multipart: `request` = this JSON, plus `files` parts (as Case/Create). Answer: CaseMessageCreated. */
export interface MessageCreateRequest {
  message: string;
}
/** POST Note/{caseId}/Create, multipart: `request` = this JSON, plus `files` parts. Answer: CaseNote. */
export interface NoteCreateRequest {
  text: string;
}
/** 409 IS_LOCKED's data (POST Case/{id}/Lock; LockState in ./shapes/cases.ts). */
export interface LockConflictData {
  lockedBy: UserRef;
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
