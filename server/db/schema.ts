import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as Date or ISO string and read back as Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type OrganisationKind = 'psychology' | 'national' | 'secretariat' | 'economist';
export type MembershipRole = 'Styrelsemedlem' | 'Member';
export type FileKind = 'case' | 'note' | 'document';
export type DocumentArea = 'association' | 'secretariat';

export interface OrganisationsTable { id: string; kind: OrganisationKind; name: string; externalId: string | null; createdAt: Timestamp }
export interface WorkplacesTable { id: string; associationId: string; name: string; corporationName: string }
export interface UsersTable {
  id: string; username: string | null; passwordHash: string | null;
  firstname: string; lastname: string; email: string | null; phone: string | null;
  memberNumber: string | null; city: string | null;
  protectedIdentity: WithDefault<boolean>;
  workAssociationId: string | null; workplaceId: string | null;
  gdprConsentAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: Timestamp;
  /** Issue 37 (migration 0022): set when a former member is erased; the row is a tombstone from then on. */
  erasedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface MembershipsTable { userId: string; organisationId: string; role: MembershipRole }
export interface WorkplaceRepresentativesTable { workplaceId: string; userId: string }
export interface CaseTypesTable { type: string; title: string; sortOrder: number }
export interface CaseTypeSubCategoriesTable { caseType: string; type: string; title: string; sortOrder: number }
export interface TagsTable { type: string; title: string; caseType: string | null }
export interface CasesTable {
  id: string; title: string; caseType: string;
  status: WithDefault<number>;
  createdAt: Timestamp; updatedAt: Timestamp;
  /** A calendar date, 'yyyy-MM-dd'. */
  deadline: ColumnType<string | null, string | null | undefined, string | null>;
  flagged: WithDefault<boolean>;
  ownerUserId: string; createdByUserId: string;
  associationId: string | null; workplaceId: string | null;
  shouldBeHandledByKanslist: WithDefault<boolean>;
  invitationFromBoardMember: WithDefault<boolean>;
  lockedByUserId: string | null;
  lockExpiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Kept by triggers (migration 0002): a new value whenever anything a case list shows changes. */
  listVersion: ColumnType<string, never, never>;
  /** Kept by triggers (migration 0002): the newest message's time and sender. */
  lastMessageAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  lastMessageSenderUserId: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface CaseSubCategoriesTable { caseId: string; subCategory: string }
export interface CaseTagsTable { caseId: string; tagType: string }
export interface CaseUsersTable { caseId: string; userId: string; isAdministrating: WithDefault<boolean>; addedAt: Timestamp }
export interface MessagesTable { id: string; caseId: string; senderUserId: string; body: string; createdAt: Timestamp }
export interface NotesTable { id: string; caseId: string; authorUserId: string; text: string; createdAt: Timestamp }
export interface ProviderKeysTable { id: number; keys: unknown; createdAt: Generated<Date> }
export interface LoginFailuresTable { key: string; failedAt: Date }
export interface BlobsTable { sha256: string; size: ColumnType<string, number | string, number | string>; createdAt: Timestamp }
/** The bytes of blobs with DATABASE_URL (migration 0008). */
export interface BlobObjectsTable { key: string; size: ColumnType<string, number | string | undefined, number | string>; touchedAt: Timestamp }
export interface BlobChunksTable { key: string; seq: number; bytes: Uint8Array }
export interface FilesTable {
  id: string; blobSha256: string; fileName: string; contentType: string;
  size: ColumnType<string, number | string, number | string>;
  uploadedByUserId: string; uploadedAt: Timestamp; kind: FileKind;
  caseId: string | null; messageId: string | null; noteId: string | null;
}
export interface DocumentsTable {
  id: string; fileId: string; area: DocumentArea;
  associationId: string | null; workplaceId: string | null;
  isPublic: WithDefault<boolean>; tags: WithDefault<string[]>;
}
export interface AuditLogsTable {
  id: Generated<string>; caseId: string; eventType: string; userId: string | null;
  data: WithDefault<Record<string, unknown>>; occurredAt: Timestamp;
}
export interface CaseReadsTable { caseId: string; userId: string; readAt: Timestamp }
export interface PostsTable {
  id: string; title: string; preamble: WithDefault<string>; body: string;
  isBoardPost: WithDefault<boolean>; authorUserId: string | null; publishedAt: Timestamp;
}
export interface PostOrganisationsTable { postId: string; organisationId: string }
export interface PostWorkplacesTable { postId: string; workplaceId: string }
export interface PostReadsTable { postId: string; userId: string; readAt: Timestamp }
export interface CoursesTable {
  id: string; title: string; description: string; location: string;
  startsAt: Timestamp; endsAt: Timestamp;
  lastApplicationDate: ColumnType<string | null, string | null | undefined, string | null>;
  /** Issue 25: null is no limit. */
  seats: ColumnType<number | null, number | null | undefined, number | null>;
  asksDietary: WithDefault<boolean>; asksWorkplace: WithDefault<boolean>;
  question: ColumnType<string | null, string | null | undefined, string | null>;
}
/** Issue 25: a member's sign-up; `seq` orders the waiting list. */
export interface CourseRegistrationsTable {
  id: string; courseId: string; userId: string; status: 'registered' | 'waiting';
  seq: ColumnType<string, never, never>;
  registeredAt: Timestamp;
  offeredAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  dietary: string | null; workplace: string | null; answer: string | null;
}
export interface CourseOrganisationsTable { courseId: string; organisationId: string }
export interface PagesTable {
  slug: string; key: string; linkText: string; title: string; body: WithDefault<string>;
  externalUrl: string | null; sortOrder: number;
}
export interface MemberSearchVersionTable { id: number; version: ColumnType<string, string | number, string | number> }
export interface OidcPayloadsTable {
  model: string; id: string; payload: Record<string, unknown>;
  grantId: string | null; userCode: string | null; uid: string | null;
  expiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  consumedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
/** Issue 24 (migration 0010): notification settings, the outbox, the development mailbox. */
export type NotificationState = 'pending' | 'held' | 'sending' | 'sent' | 'bounced' | 'failed' | 'summarised';
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export interface NotificationSettingsTable {
  userId: string; kinds: WithDefault<Record<string, boolean>>; follows: WithDefault<string[]>; dailySummary: WithDefault<boolean>;
  bouncedAddress: string | null; bounceReason: string | null; bouncedAt: NullableTimestamp; updatedAt: Timestamp;
}
export interface NotificationOutboxTable {
  id: string; idempotencyKey: string; kind: string; recipientUserId: string; address: string; caseId: string | null;
  subject: string; textBody: string; htmlBody: string; unsubscribeUrl: string | null;
  state: WithDefault<NotificationState>; attempts: WithDefault<number>; nextAttemptAt: Timestamp;
  claimedUntil: NullableTimestamp; queuedAt: NullableTimestamp; lastError: string | null; createdAt: Timestamp; sentAt: NullableTimestamp;
}
export interface NotificationMailboxTable {
  id: Generated<string>; outboxId: string; recipient: string; subject: string; textBody: string; htmlBody: string;
  headers: Record<string, string>; deliveredAt: Timestamp;
}
export interface NotificationSecretTable { id: number; secret: string }
/** Issue 33 (migration 0014): failed attempts that are not a recipient's refusal for good. */
export type DeliveryFailureKind = 'relay' | 'connection' | 'recipient' | 'address';
export interface NotificationDeliveryFailuresTable { id: Generated<string>; outboxId: string | null; kind: DeliveryFailureKind; reason: string; at: WithDefault<Date> }

/** Issue 35 (migration 0015): single-use tickets that open a case stream; only the sha256 is kept. */
export interface StreamTicketsTable { ticketHash: string; userId: string; tokenId: string | null; tokenExpiresAt: Timestamp; expiresAt: Timestamp }

/** Issue 36 (migration 0018): a case's deadline whose reminder has been written. */
export interface DeadlineRemindersTable { caseId: string; deadline: string; remindedAt: WithDefault<Date> }

/** Issue 36 (migration 0019): saved replies, one unit each. */
export interface SavedRepliesTable {
  id: string; unit: string; title: string; body: string; updatedByUserId: string | null; updatedAt: WithDefault<Date>;
}

/** Issue 37 (migration 0017): legal holds, and what retention erased (no content). */
export interface CaseLegalHoldsTable { caseId: string; placedByUserId: string | null; placedAt: Timestamp }
export interface CaseErasuresTable {
  id: Generated<string>; caseId: string; createdAt: Timestamp; closedAt: Timestamp; erasedAt: Timestamp;
  messages: number; notes: number; files: number;
}

/** Issue 37 (migration 0020): who read a member's record or opened their case; append-only. */
export interface AccessLogTable {
  id: Generated<string>; subjectUserId: string; viewerUserId: string | null; viewerRole: string; viewerUnitId: string | null;
  viewerUnitName: string | null; objectKind: string; objectId: string; at: Timestamp; timeWindow: string | number;
}

/** Issue 37 (migration 0022): one row per erased former member; no name, no content. */
export interface MemberErasuresTable {
  id: Generated<string>; userId: string; erasedAt: Timestamp; erasedByUserId: string | null; counts: WithDefault<Record<string, number>>;
}

/** Issue 37, the register extract (migration 0021). */
export interface RegisterExtractsTable {
  id: string; userId: string; requestedByUserId: string | null; byLetter: WithDefault<boolean>;
  requestDay: ColumnType<string, string, string>; requestedAt: Timestamp;
  state: WithDefault<'pending' | 'ready'>; blobSha256: string | null;
  size: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  readyAt: NullableTimestamp; expiresAt: NullableTimestamp;
}

export interface DB {
  organisations: OrganisationsTable;
  workplaces: WorkplacesTable;
  users: UsersTable;
  memberships: MembershipsTable;
  workplaceRepresentatives: WorkplaceRepresentativesTable;
  caseTypes: CaseTypesTable;
  caseTypeSubCategories: CaseTypeSubCategoriesTable;
  tags: TagsTable;
  cases: CasesTable;
  caseSubCategories: CaseSubCategoriesTable;
  caseTags: CaseTagsTable;
  caseUsers: CaseUsersTable;
  messages: MessagesTable;
  notes: NotesTable;
  blobs: BlobsTable;
  blobObjects: BlobObjectsTable;
  blobChunks: BlobChunksTable;
  files: FilesTable;
  documents: DocumentsTable;
  auditLogs: AuditLogsTable;
  caseReads: CaseReadsTable;
  posts: PostsTable;
  postOrganisations: PostOrganisationsTable;
  postWorkplaces: PostWorkplacesTable;
  postReads: PostReadsTable;
  courses: CoursesTable;
  courseOrganisations: CourseOrganisationsTable;
  courseRegistrations: CourseRegistrationsTable;
  pages: PagesTable;
  oidcPayloads: OidcPayloadsTable;
  memberSearchVersion: MemberSearchVersionTable;
  providerKeys: ProviderKeysTable;
  loginFailures: LoginFailuresTable;
  notificationSettings: NotificationSettingsTable;
  notificationOutbox: NotificationOutboxTable;
  notificationMailbox: NotificationMailboxTable;
  notificationSecret: NotificationSecretTable;
  notificationDeliveryFailures: NotificationDeliveryFailuresTable;
  streamTickets: StreamTicketsTable;
  deadlineReminders: DeadlineRemindersTable;
  savedReplies: SavedRepliesTable;
  caseLegalHolds: CaseLegalHoldsTable;
  caseErasures: CaseErasuresTable;
  accessLog: AccessLogTable;
  registerExtracts: RegisterExtractsTable;
  memberErasures: MemberErasuresTable;
}
