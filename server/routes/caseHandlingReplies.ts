import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../app';
import type { Database } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { readMultipart, registerCaseMultipart, type MultipartPayload } from '../cases/multipart';
import { actorOf, allow, loadCaseRecord, viewableCase, type CaseRecord } from '../cases/handling/caseRecord';
import { loadNotes } from '../cases/handling/caseDetail';
import { deleteNote, findNote, insertMessage, insertNote, setCaseStatus, withLockedCase } from '../cases/handling/handlingStore';
import { discardStaged, storeFiles } from '../cases/handling/caseFiles';
import { releaseCallersLock } from '../cases/handling/caseLock';
import { noticeCaseEvent } from '../notifications/caseNotices';
import { IdParams as idParams, NoContent } from '../../src/api/shapes/common';
import * as S from '../../src/api/shapes/cases';
import { isLockedAgainst, mayReadNotesAndAuditLogs, mayReplyToCase, mayViewCase } from '../../src/domain/caseAccess';
import { CASE_NOTE_MAX, CASE_REPLY_MAX, checkText, closedCaseRefuses, mayDeleteNote, statusAfterReply } from '../../src/domain/caseHandling';
import { caseAttachmentRules } from '../../src/domain/fileTypes';
import type { User } from '../../src/api/types';
import type { CaseMessageCreated, CaseNote, NotesResponse } from '../../src/api/caseHandlingTypes';

const caseIdParams = S.CaseIdParams;

/**
 * The `request` JSON of a multipart call must be an object; its text field is read by name (the
 * contract's `message` / `text`, or spec §7's capitalised `Message` / `Text`).
 */
function textField(raw: unknown, name: string): unknown {
  if (raw === undefined) throw badRequest('INVALID_REQUEST', { field: 'request', reason: 'MISSING' });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('INVALID_REQUEST', { field: 'request' });
  const r = raw as Record<string, unknown>;
  return r[name] ?? r[name[0].toUpperCase() + name.slice(1)];
}

function checked(raw: unknown, name: 'message' | 'text', max: number, codes: { required: string; tooLong: string }): string {
  const result = checkText(textField(raw, name), max, codes);
  if (!result.ok) throw badRequest(result.errorCode, result.errorCode === 'INVALID_REQUEST' ? { field: name } : result.data);
  return result.value;
}

/**
 * Writing on a case (spec §7, issue 5): Message/{caseId}/Create (multipart), Note/{caseId}/Get,
 * Note/{caseId}/Create (multipart), Note/{id}/Delete. Attachments go through the same multipart
 * reader, file checks and blob store as a new case's (server/cases/multipart.ts, server/files).
 */
export function caseHandlingReplyRoutes({ db, blobs: store, config }: AppContext): FastifyPluginAsync {
  /** Reads the multipart body, hands it to `use`, and removes whatever uploads were not committed. */
  async function withUpload<T>(request: FastifyRequest, use: (payload: MultipartPayload) => Promise<T>): Promise<T> {
    const payload = await readMultipart(request, store, caseAttachmentRules);
    try {
      return await use(payload);
    } finally {
      await discardStaged(store, payload);
    }
  }

  /**
   * Runs `act` in one transaction with the case row locked until its end (it was viewable a
   * moment ago; gone since: 404 CASE_NOT_FOUND).
   */
  function withLockedRow<T>(caseId: string, act: (trx: Database, current: CaseRecord) => Promise<T>): Promise<T> {
    return withLockedCase(db, caseId, async (trx, current) => {
      if (!current) throw notFound('CASE_NOT_FOUND');
      return act(trx, current);
    });
  }

  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    await registerCaseMultipart(app);

    /**
     * A reply (spec §4, §6): by those who may reply; refused on a closed case (409 CASE_CLOSED) and
     * while another holds the lock (409 IS_LOCKED with the holder). A reply by anyone but the owner
     * moves a new case to Pågående; the sender's lock is released and the case is read for them.
     */
    app.post('/Message/:caseId/Create', { schema: { response: { 201: S.CaseMessageCreated }, params: caseIdParams } }, async (request, reply) => {
      const actor = await actorOf(db, request);
      const record = await viewableCase(db, actor, request.params.caseId);
      allow(mayReplyToCase(actor, record), 'REPLY_NOT_ALLOWED');
      const created = await withUpload(request, async (payload): Promise<CaseMessageCreated> => {
        const text = checked(payload.request, 'message', CASE_REPLY_MAX, { required: 'MESSAGE_REQUIRED', tooLong: 'MESSAGE_TOO_LONG' });
        return withLockedRow(record.id, async (trx, current) => {
          if (closedCaseRefuses(current, 'reply')) throw conflict('CASE_CLOSED');
          if (isLockedAgainst(actor, { status: current.status, isLocked: current.lockedBy !== null, lockedBy: current.lockedBy })) {
            throw conflict('IS_LOCKED', { lockedBy: current.lockedBy });
          }
          const at = new Date();
          const messageId = randomUUID();
          await insertMessage(trx, { id: messageId, caseId: record.id, senderUserId: actor.id, body: text, createdAt: at });
          const files = await storeFiles(trx, store, payload.files, { kind: 'case', caseId: record.id, messageId }, actor.id, at);
          const status = statusAfterReply(current, actor.id);
          await setCaseStatus(trx, record.id, status, at);
          await releaseCallersLock(trx, record.id, actor.id);
          await noticeCaseEvent(trx, config.publicUrl, record.id, messageId, { type: 'reply', actorId: actor.id });
          return {
            message: { id: messageId, sender: { id: actor.id, name: actor.name }, message: text, created: at.toISOString(), files },
            status,
          };
        });
      });
      return reply.code(201).send(created);
    });

    /** Notes are for those who may read them (spec §6); others who may view the case get 403 NOTES_NOT_ALLOWED. */
    const notesCase = async (actor: User, caseId: string) => {
      const record = await viewableCase(db, actor, caseId);
      allow(mayReadNotesAndAuditLogs(actor, record), 'NOTES_NOT_ALLOWED');
      return record;
    };

    app.get('/Note/:caseId/Get', { schema: { response: { 200: S.NotesResponse }, params: caseIdParams } }, async (request): Promise<NotesResponse> => {
      const actor = await actorOf(db, request);
      const record = await notesCase(actor, request.params.caseId);
      return { notes: await loadNotes(db, record.id) };
    });

    app.post('/Note/:caseId/Create', { schema: { response: { 201: S.CaseNote }, params: caseIdParams } }, async (request, reply) => {
      const actor = await actorOf(db, request);
      const record = await notesCase(actor, request.params.caseId);
      const note = await withUpload(request, async (payload): Promise<CaseNote> => {
        const text = checked(payload.request, 'text', CASE_NOTE_MAX, { required: 'TEXT_REQUIRED', tooLong: 'TEXT_TOO_LONG' });
        return withLockedRow(record.id, async (trx, current) => {
          // Issue 34: notes are what a closed case still takes (src/domain/caseHandling.ts).
          if (closedCaseRefuses(current, 'note')) throw conflict('CASE_CLOSED');
          const at = new Date();
          const noteId = randomUUID();
          await insertNote(trx, { id: noteId, caseId: record.id, authorUserId: actor.id, text, createdAt: at });
          const files = await storeFiles(trx, store, payload.files, { kind: 'note', caseId: record.id, noteId }, actor.id, at);
          return { id: noteId, text, created: at.toISOString(), author: { id: actor.id, name: actor.name }, files };
        });
      });
      return reply.code(201).send(note);
    });

    /**
     * A note is deleted (with its files) by its author only (src/domain/caseHandling.ts). A note that
     * does not exist or belongs to a case the caller may not view: 404 NOTE_NOT_FOUND.
     */
    app.delete('/Note/:id/Delete', { schema: { response: { 204: NoContent }, params: idParams } }, async (request, reply) => {
      const actor = await actorOf(db, request);
      const note = await findNote(db, request.params.id);
      const record = note ? await loadCaseRecord(db, note.caseId) : null;
      if (!note || !record || !mayViewCase(actor, record)) throw notFound('NOTE_NOT_FOUND');
      allow(mayReadNotesAndAuditLogs(actor, record), 'NOTES_NOT_ALLOWED');
      allow(mayDeleteNote(actor, record, { author: { id: note.authorUserId } }), 'NOT_NOTE_AUTHOR');
      await deleteNote(db, note.id);
      return reply.code(204).send();
    });
  };
}
