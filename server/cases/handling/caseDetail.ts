import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Catalogue } from '../catalogue';
import { loadSharedItems } from '../listItems';
import { caseRetentionFor } from '../../retention/caseRetention';
import type { CaseRecord } from './caseRecord';
import { mayManageCase, mayReadNotesAndAuditLogs, mayReplyToCase } from '../../../src/domain/caseAccess';
import { mayInviteSecretariat, mayManageTagsAndCaseType } from '../../../src/domain/caseHandling';
import { caseAsSeenBy } from '../../../src/domain/caseMarks';
import type { CaseFile, CaseMessage, CaseUser, User } from '../../../src/api/types';
import type { AuditLogEntry, CaseAccess, CaseDetail, CaseNote } from '../../../src/api/caseHandlingTypes';

/** What the caller may do with the case (CaseDetail.access), by the rules of src/domain. */
export function caseAccessOf(actor: User, record: CaseRecord): CaseAccess {
  return {
    mayManage: mayManageCase(actor, record),
    mayReply: mayReplyToCase(actor, record),
    mayReadNotes: mayReadNotesAndAuditLogs(actor, record),
    mayInviteSecretariat: mayInviteSecretariat(actor, record),
    mayManageTagsAndCaseType: mayManageTagsAndCaseType(actor, record),
  };
}

/**
 * The caller has read the case as it stands (case_reads; the lists' unread marker clears). Written
 * only when the case is unread for the caller, so reading a case already read changes nothing and
 * sends no change notice (issue 35: no echo). The mark is at least the newest message's time, so a
 * clock behind the database's cannot leave the case unread. True when it wrote.
 */
export async function markRead(db: Database, caseId: string, userId: string, at: Date = new Date()): Promise<boolean> {
  const { numAffectedRows } = await sql`insert into case_reads (case_id, user_id, read_at)
      select c.id, ${userId}, greatest(${at}::timestamptz, c.last_message_at) from cases c
      left join case_reads r on r.case_id = c.id and r.user_id = ${userId}
      where c.id = ${caseId} and c.last_message_at is not null and c.last_message_sender_user_id is distinct from ${userId}
        and (r.read_at is null or c.last_message_at > r.read_at)
    on conflict (case_id, user_id) do update set read_at = excluded.read_at`.execute(db);
  return (numAffectedRows ?? 0n) > 0n;
}

/**
 * The version of a case as one caller sees it (Case/Get's ETag): a hash of the caller and of every
 * field they are shown, so any change they could see (a message, a note, a lock, a mark) is a new
 * version, and one caller's tag never stands for another's.
 */
export function caseDetailVersion(userId: string, detail: CaseDetail): string {
  return createHash('sha256').update(userId).update('\0').update(JSON.stringify(detail)).digest('base64url').slice(0, 32);
}

interface FileRow {
  id: string;
  fileName: string;
  contentType: string;
  size: string;
  uploadedAt: Date;
  kind: 'case' | 'note';
  messageId: string | null;
  noteId: string | null;
}

const fileDto = (f: FileRow): CaseFile => ({
  id: f.id, fileName: f.fileName, contentType: f.contentType, size: Number(f.size),
  uploadedAt: new Date(f.uploadedAt).toISOString(), fileType: f.kind,
});

/** The case's files: message attachments, and note files when asked for. */
async function loadFiles(db: Database, caseId: string, withNotes: boolean): Promise<FileRow[]> {
  return db.selectFrom('files')
    .select(['id', 'fileName', 'contentType', 'size', 'uploadedAt', 'kind', 'messageId', 'noteId'])
    .where('caseId', '=', caseId)
    .where('kind', 'in', withNotes ? ['case', 'note'] : ['case'])
    .orderBy('uploadedAt').orderBy('id')
    .execute() as Promise<FileRow[]>;
}

const byKey = <K extends string>(rows: FileRow[], key: 'messageId' | 'noteId') => {
  const map = new Map<K, CaseFile[]>();
  for (const row of rows) {
    const owner = row[key] as K | null;
    if (owner) map.set(owner, [...(map.get(owner) ?? []), fileDto(row)]);
  }
  return map;
};

/** The case's messages, oldest first, with their attachments. */
export async function loadMessages(db: Database, caseId: string, files?: FileRow[]): Promise<CaseMessage[]> {
  const rows = await db.selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.senderUserId')
    .select(['messages.id', 'messages.body', 'messages.createdAt', 'messages.senderUserId', 'users.firstname', 'users.lastname'])
    .where('messages.caseId', '=', caseId)
    .orderBy('messages.createdAt').orderBy('messages.id')
    .execute();
  const filesOf = byKey<string>(files ?? await loadFiles(db, caseId, false), 'messageId');
  return rows.map((m) => ({
    id: m.id,
    sender: { id: m.senderUserId, name: `${m.firstname} ${m.lastname}` },
    message: m.body,
    created: new Date(m.createdAt).toISOString(),
    files: filesOf.get(m.id) ?? [],
  }));
}

/** The case's notes, oldest first, with their files. */
export async function loadNotes(db: Database, caseId: string, files?: FileRow[]): Promise<CaseNote[]> {
  const rows = await db.selectFrom('notes')
    .innerJoin('users', 'users.id', 'notes.authorUserId')
    .select(['notes.id', 'notes.text', 'notes.createdAt', 'notes.authorUserId', 'users.firstname', 'users.lastname'])
    .where('notes.caseId', '=', caseId)
    .orderBy('notes.createdAt').orderBy('notes.id')
    .execute();
  const filesOf = byKey<string>(files ?? (await loadFiles(db, caseId, true)).filter((f) => f.kind === 'note'), 'noteId');
  return rows.map((n) => ({
    id: n.id,
    text: n.text,
    created: new Date(n.createdAt).toISOString(),
    author: { id: n.authorUserId, name: `${n.firstname} ${n.lastname}` },
    files: filesOf.get(n.id) ?? [],
  }));
}

/** The case's audit log, oldest first. */
export async function loadAuditLogs(db: Database, caseId: string): Promise<AuditLogEntry[]> {
  const rows = await db.selectFrom('auditLogs')
    .leftJoin('users', 'users.id', 'auditLogs.userId')
    .select(['auditLogs.id', 'auditLogs.eventType', 'auditLogs.occurredAt', 'auditLogs.userId', 'auditLogs.data', 'users.firstname', 'users.lastname'])
    .where('auditLogs.caseId', '=', caseId)
    .orderBy('auditLogs.occurredAt').orderBy('auditLogs.id')
    .execute();
  return rows.map((a) => ({
    id: String(a.id),
    eventType: a.eventType,
    occurredAt: new Date(a.occurredAt).toISOString(),
    user: a.userId ? { id: a.userId, name: `${a.firstname ?? ''} ${a.lastname ?? ''}`.trim() } : null,
    data: a.data ?? {},
  }));
}

/** The users of the case (administrators and invited users), in the order they were added. */
export async function loadCaseUsers(db: Database, caseId: string): Promise<CaseUser[]> {
  const rows = await db.selectFrom('caseUsers')
    .innerJoin('users', 'users.id', 'caseUsers.userId')
    .select(['caseUsers.userId', 'caseUsers.isAdministrating', 'users.firstname', 'users.lastname'])
    .where('caseUsers.caseId', '=', caseId)
    .orderBy('caseUsers.addedAt').orderBy('caseUsers.userId')
    .execute();
  return rows.map((u) => ({ id: u.userId, name: `${u.firstname} ${u.lastname}`, isAdministrating: u.isAdministrating }));
}

/** Whether the case has a message the caller has not read (the rule of the case lists). */
async function hasUnread(db: Database, caseId: string, userId: string): Promise<boolean> {
  const { rows } = await sql<{ unread: boolean }>`select (c.last_message_at is not null and c.last_message_sender_user_id is distinct from ${userId}
      and (r.read_at is null or c.last_message_at > r.read_at)) as unread
    from cases c left join case_reads r on r.case_id = c.id and r.user_id = ${userId} where c.id = ${caseId}`.execute(db);
  return rows[0]?.unread ?? false;
}

/**
 * The full case for the caller (GET Case/Get and the calls that answer with it): the list item's
 * fields, messages, files, and notes and audit log only for those who may read them (else null);
 * the handlers' marks (flag, tags, deadline) likewise, else neutral (src/domain/caseMarks.ts).
 */
export async function buildCaseDetail(
  db: Database, catalogue: Catalogue, actor: User, record: CaseRecord, options: { retentionDays: number },
): Promise<CaseDetail> {
  const access = caseAccessOf(actor, record);
  const files = await loadFiles(db, record.id, access.mayReadNotes);
  const [shared] = await loadSharedItems(db, catalogue, [record.id]);
  const messages = await loadMessages(db, record.id, files.filter((f) => f.kind === 'case'));
  const notes = access.mayReadNotes ? await loadNotes(db, record.id, files.filter((f) => f.kind === 'note')) : null;
  const auditLogs = access.mayReadNotes ? await loadAuditLogs(db, record.id) : null;
  return {
    ...caseAsSeenBy(actor, shared.item),
    hasUnreadMessages: await hasUnread(db, record.id, actor.id),
    isLocked: record.lockedBy !== null,
    lockedBy: record.lockedBy,
    messages,
    notes,
    auditLogs,
    files: files.map(fileDto),
    lockExpiresAt: record.lockExpiresAt,
    access,
    retention: await caseRetentionFor(db, actor, record.id, access.mayReadNotes, options.retentionDays),
  };
}
