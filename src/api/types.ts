/**
 * The API's data transfer objects, shared by the SPA and the reference server (spec §3, §7).
 * Dates travel as ISO 8601 strings; a calendar date (deadline) as 'yyyy-MM-dd'.
 */

import type { CaseRole, CaseSummary, CaseType } from './shapes/cases';
import type { CodeTitle } from './shapes/common';

/** Issue 26: the parts a case list comes in (src/domain/caseListPart.ts: which case is in which). */
export const CASE_LIST_PARTS = ['open', 'closed'] as const;
export type CaseListPart = (typeof CASE_LIST_PARTS)[number];
/** Issue 38: the most cases `first` asks for (the SPA asks for a page, src/domain/caseList.ts CASE_PAGE_SIZE). */
export const CASE_LIST_FIRST_MAX = 100;

/**
 * What the open part's answer says about the closed part (its `rest`), so that counts and the
 * unread dot are right before the closed cases have arrived.
 */
export interface CaseListRest {
  part: CaseListPart;
  count: number;
  unread: number;
}

/** The all-zero id means "no user" and is treated as null (spec §3, §9). */
export const NULL_ID = '00000000-0000-0000-0000-000000000000';

/** The user and the associations: declared once, as schemas (./shapes/user.ts, ./shapes/associations.ts). */
export type {
  AssociationRef, AssociationRole, ChangePasswordResponse, GdprConsentResult, GdprStatus, NationalAssociationRef, UnionRepresentative, User, UserDetails,
} from './shapes/user';
export type { Association, AssociationSummary, AssociationsResponse, Workplace, WorkplacesResponse } from './shapes/associations';

export type { Page } from './shapes/content';

/** The body of every 4xx answer (ARCHITECTURE §4). */
export interface ApiErrorBody {
  errorCode: string;
  data?: unknown;
}

/** Runtime configuration of the SPA, served as /config.json. */
export interface PortalConfig {
  apiUrl: string;
  contentUrl: string;
  /**
   * `metadata`: the built-in provider's endpoints, from its discovery document (issue 32: the
   * sign-in needs no discovery round trip); absent with an external issuer, whose are discovered.
   */
  oidc: { authority: string; clientId: string; scope: string; metadata?: OidcEndpoints };
  devTools: boolean;
}

/** The discovery document's fields the sign-in library uses. */
export const OIDC_ENDPOINT_NAMES = ['issuer', 'authorization_endpoint', 'token_endpoint', 'end_session_endpoint', 'userinfo_endpoint', 'jwks_uri', 'revocation_endpoint'] as const;
export type OidcEndpoints = { [name in typeof OIDC_ENDPOINT_NAMES[number]]?: string } & { issuer: string; authorization_endpoint: string; token_endpoint: string };

// ---------------------------------------------------------------------------------------------
// Cases (spec §3 Case, §6, §7 case calls).

/** The case calls' shapes: declared once, as schemas (./shapes/cases.ts). */
export type {
  AssociationOption, CaseFile, CaseListQuery, CaseMessage, CasePreview, CaseRole, CaseStreamTicket, CaseSummary, CaseType, CaseTypesQuery, CaseTypesResponse,
  CaseUnreadResponse, CaseUser, CreatedCase,
} from './shapes/cases';
export type { CodeTitle, UserRef } from './shapes/common';

/**
 * One case of the SPA's lists: what a row, the filters and the header need (issue 13), read back
 * from a CaseListEntry (src/domain/caseListWire.ts). The preview's sender is known by name.
 */
export interface CaseListItem extends Omit<CaseSummary, 'shouldBeHandledByKanslist' | 'invitationFromBoardMember' | 'preview'> {
  preview: { sender: { id?: string; name: string }; text: string } | null;
}

/** A code on the wire: its index in the answer's `codes`, or the code itself when it is not there. */
export type WireCode = number | string;

/** The caller's own state of a case: 0, 1 (unread), or [unread, the lock holder's wire id, name]. */
export type CallerPart = 0 | 1 | [0 | 1, string, string];

/**
 * The part of a list entry that every caller shares, by position. Ids are wire ids (a uuid
 * without dashes, or '~' and the id), `created` is epoch seconds, and the trailing fields are left
 * out at their default 0: the preview's text; its sender (0: the owner, n: the n-th of `users`,
 * or a name); the sub-categories and the tags (codes); `users` flat as [id, name, 1 when
 * administrating, …]; `deadLine`; `flagged` (1); the association and the workplace as [id, name].
 */
export type SharedEntry = [
  id: string, title: string, type: WireCode, status: number, created: number | string, ownerId: string, ownerName: string,
  previewText?: string | 0, previewSender?: string | number, subs?: WireCode[] | 0, users?: (string | 0 | 1)[] | 0,
  tags?: WireCode[] | 0, deadLine?: string | 0, flagged?: 0 | 1, assoc?: [string, string] | 0, place?: [string, string] | 0,
];

/**
 * One case of GET Case/GetAll on the wire, lean (issue 13; src/domain/caseListWire.ts): a keyless
 * array, the caller's part first, then the shared part.
 */
export type CaseListEntry = [caller: CallerPart, ...shared: SharedEntry];

/**
 * GET Case/GetAll: every case the caller may view in the role and context (lean entries), the
 * case types of that list (the role's types, plus the types of the cases in it) and the tags (the
 * titles of the entries' codes). Sent with a strong ETag; If-None-Match with the same tag gets a
 * 304 without body.
 */
export interface CaseListResponse {
  cases: CaseListEntry[];
  /** The codes the entries point at by index: the catalogue's case types, sub-categories and tags. */
  codes?: string[];
  caseTypes: CaseType[];
  tags: CodeTitle[];
  /** The list's version: sent back as `since`, the next poll gets only what changed (issue 13). */
  cursor?: string;
  /** Issue 26: in the open part's answer, what the closed part holds. */
  rest?: CaseListRest;
  /**
   * Issue 38: in an answer to `first`, how many cases the default view holds (its rows are `cases`),
   * and how many of the open part's cases have a message the caller has not read (the header's dot
   * until the part arrives).
   */
  first?: { count: number; unread: number };
}

/** An event of the case stream: the ids of cases the caller may see that changed, and the version (never content). */
export interface CaseStreamEvent {
  ids: string[];
  version: string;
}

/**
 * GET Case/GetAll?since={cursor} when the server knows that version of the list: `cases` are the
 * cases changed or new since (closed ones included: closing is a change), `removed` the ids the
 * caller may no longer see, `caseTypes` only when they changed, `since` echoes the cursor sent.
 */
export interface CaseListDelta {
  cases: CaseListEntry[];
  codes?: string[];
  removed: string[];
  caseTypes?: CaseType[];
  tags: CodeTitle[];
  cursor: string;
  since: string;
  /** Issue 26: in the open part's answer, what the closed part holds. */
  rest?: CaseListRest;
}

/**
 * POST Case/Create, multipart: the form field `request` holds this JSON (as a text field or a
 * part of type application/json), and each attachment is one `files` part (pdf, jpeg, jpg, png;
 * at most MAX_CASE_FILES files of MAX_CASE_FILE_BYTES each, see src/domain/fileTypes.ts).
 * `role`/`organisationId` say in which role the case is created (as for Case/CaseTypes).
 * `associationId` may be left out where spec §5 selects it; the all-zero id means none.
 * Errors (400, nothing stored): CASE_TYPE_REQUIRED, TITLE_REQUIRED, MESSAGE_REQUIRED,
 * TITLE_TOO_LONG, MESSAGE_TOO_LONG, ROLE_NOT_ALLOWED, UNKNOWN_CASE_TYPE, CASE_TYPE_NOT_ALLOWED,
 * INVALID_SUB_CATEGORY, ASSOCIATION_REQUIRED, ASSOCIATION_NOT_ALLOWED, INVALID_ASSOCIATION,
 * WRONG_FILE_TYPE, FILE_TOO_LARGE, TOO_MANY_FILES, INVALID_REQUEST (missing or malformed
 * `request`), NOT_MULTIPART, VALIDATION_FAILED.
 */
export interface CaseCreateRequest {
  caseType: string;
  title: string;
  message: string;
  associationId?: string | null;
  subCategory?: string | null;
  role?: CaseRole;
  organisationId?: string | null;
}

/**
 * POST Case/CreateForAnotherUser (secretariat only, else 403): as Case/Create, in the member role
 * with that member's types; DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION without association (it
 * goes to the member's own). Unknown member: 404 USER_NOT_FOUND.
 */
export interface CaseCreateForAnotherUserRequest {
  userId: string;
  caseType: string;
  title: string;
  message: string;
  associationId?: string | null;
  subCategory?: string | null;
}

// The single case and the handling calls (issue 5).
export * from './caseHandlingTypes';

// Retention and legal holds (issue 37).
export * from './retentionTypes';
// Search in cases (issue 36).
export * from './caseSearchTypes';

// Members, employees, password and search (issue 11).
export * from './memberTypes';

// Who has looked: the access log (issue 37).
export * from './accessLogTypes';

// The register extract, 'Mina uppgifter' (issue 37).
export * from './registerExtractTypes';
export * from './memberErasureTypes';
