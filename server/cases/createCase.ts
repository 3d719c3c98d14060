import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { BlobStore } from '../files/blobStore';
import { badRequest } from '../http/errors';
import type { StagedFile } from './multipart';
import type { Catalogue } from './catalogue';
import { loadSharedItems } from './listItems';
import { noticeCaseEvent } from '../notifications/caseNotices';
import type { CaseCreateFields, ResolvedCase } from '../../src/domain/caseCreation';
import { CaseEventType } from '../../src/domain/caseStatus';
import type { CaseRole, CreatedCase, User } from '../../src/api/types';
import { inTransaction } from '../db/afterCommit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[A-Z][A-Z0-9_]{0,63}$/;
const ROLES: CaseRole[] = ['member', 'organization', 'secretariat', 'economist'];

export interface ParsedCreateRequest {
  fields: CaseCreateFields;
  role?: CaseRole;
  organisationId: string | null;
  userId?: string;
}

const invalid = (field: string) => badRequest('INVALID_REQUEST', { field });

/**
 * The shape of the `request` JSON of Case/Create and Case/CreateForAnotherUser (src/api/types.ts).
 * Missing texts are let through as empty, so the rules give their own errorCode (TITLE_REQUIRED …).
 */
export function parseCreateRequest(raw: unknown, forAnotherUser: boolean): ParsedCreateRequest {
  if (raw === undefined) throw badRequest('INVALID_REQUEST', { field: 'request', reason: 'MISSING' });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('request');
  const r = raw as Record<string, unknown>;
  const text = (field: string): string => {
    const value = r[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw invalid(field);
    return value;
  };
  const optional = (field: string, pattern: RegExp): string | null => {
    const value = r[field];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' || !pattern.test(value)) throw invalid(field);
    return value;
  };
  const caseType = text('caseType');
  if (caseType !== '' && !CODE.test(caseType)) throw invalid('caseType');
  const fields: CaseCreateFields = {
    caseType,
    title: text('title'),
    message: text('message'),
    associationId: optional('associationId', UUID),
    subCategory: optional('subCategory', CODE),
  };
  let role: CaseRole | undefined;
  if (r.role !== undefined && r.role !== null) {
    if (!ROLES.includes(r.role as CaseRole)) throw invalid('role');
    role = r.role as CaseRole;
  }
  const parsed: ParsedCreateRequest = { fields, role, organisationId: optional('organisationId', UUID) };
  if (forAnotherUser) {
    const userId = optional('userId', UUID);
    if (!userId) throw invalid('userId');
    parsed.userId = userId;
  }
  return parsed;
}

export interface NewCase {
  actor: User;
  owner: User;
  forAnotherUser: boolean;
  resolved: ResolvedCase;
  files: StagedFile[];
  /** Where people reach the portal: the links of the notices of the new case (issue 24). */
  publicUrl: string;
}

/**
 * Stores a new case with its first message, attachments, sub-category and audit event in one
 * transaction. The blobs are committed to the store first (content-addressed, so a failed
 * transaction leaves at most an unreferenced file, never a row without its bytes).
 */
export async function storeNewCase(db: Database, store: BlobStore, catalogue: Catalogue, input: NewCase): Promise<CreatedCase> {
  const { actor, owner, resolved, files } = input;
  for (const file of files) await store.commit(file.blob);

  const caseId = randomUUID();
  const messageId = randomUUID();
  const fileIds = files.map(() => randomUUID());
  const created = await inTransaction(db, async (trx) => {
    const now = new Date();
    await trx.insertInto('cases').values({
      id: caseId,
      title: resolved.title,
      caseType: resolved.caseType,
      status: 1,
      createdAt: now,
      updatedAt: now,
      ownerUserId: owner.id,
      createdByUserId: actor.id,
      associationId: resolved.associationId,
      workplaceId: resolved.workplaceId,
      shouldBeHandledByKanslist: resolved.shouldBeHandledByKanslist,
      lockedByUserId: null,
    }).execute();
    await trx.insertInto('messages').values({ id: messageId, caseId, senderUserId: actor.id, body: resolved.message, createdAt: now }).execute();
    if (files.length) {
      await trx.insertInto('blobs')
        .values(files.map((f) => ({ sha256: f.blob.sha256, size: f.blob.size })))
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
      await trx.insertInto('files').values(files.map((f, i) => ({
        id: fileIds[i], blobSha256: f.blob.sha256, fileName: f.fileName, contentType: f.contentType, size: f.blob.size,
        uploadedByUserId: actor.id, uploadedAt: now, kind: 'case' as const, caseId, messageId, noteId: null,
      }))).execute();
    }
    if (resolved.subCategory) await trx.insertInto('caseSubCategories').values({ caseId, subCategory: resolved.subCategory }).execute();
    await trx.insertInto('auditLogs').values({
      caseId,
      eventType: input.forAnotherUser ? CaseEventType.CREATED_FOR_ANOTHER_USER : CaseEventType.CREATED,
      userId: actor.id,
      data: input.forAnotherUser ? { ownerUserId: owner.id } : {},
      occurredAt: now,
    }).execute();
    // The sender has read what they wrote.
    await trx.insertInto('caseReads').values({ caseId, userId: actor.id, readAt: now }).execute();
    await noticeCaseEvent(trx, input.publicUrl, caseId, caseId, { type: 'created', actorId: actor.id });
    return now;
  });

  const [shared] = await loadSharedItems(db, catalogue, [caseId]);
  return {
    ...shared.item,
    hasUnreadMessages: false,
    isLocked: false,
    lockedBy: null,
    messages: [{
      id: messageId,
      sender: { id: actor.id, name: actor.name },
      message: resolved.message,
      created: created.toISOString(),
      files: files.map((f, i) => ({
        id: fileIds[i], fileName: f.fileName, contentType: f.contentType, size: f.blob.size,
        uploadedAt: created.toISOString(), fileType: 'case' as const,
      })),
    }],
  };
}
