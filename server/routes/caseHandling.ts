import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app';
import { notFound } from '../http/errors';
import { loadCatalogue } from '../cases/catalogue';
import { actorOf, allow, loadCaseRecord, viewableCase } from '../cases/handling/caseRecord';
import { buildCaseDetail, caseDetailVersion, loadAuditLogs, markRead } from '../cases/handling/caseDetail';
import { etagMatches, etagOf } from '../cases/caseList';
import { sendStoredFile } from '../cases/handling/caseFiles';
import { findCaseFile } from '../cases/handling/handlingStore';
import { logCaseOpening } from '../accessLog/accessLogging';
import { IdParams as idParams } from '../../src/api/shapes/common';
import * as S from '../../src/api/shapes/cases';
import { mayReadNotesAndAuditLogs, mayViewCase } from '../../src/domain/caseAccess';
import type { AuditLogsResponse, CaseDetail } from '../../src/api/caseHandlingTypes';

/**
 * Reading one case (spec §7, issue 5): Case/Get/{id}, Case/{id}/AuditLogs, Case/DownloadFile/{id}
 * and Note/DownloadFile/{id}. Every call checks spec §6 for that case on the server
 * (src/domain/caseAccess.ts); one who may not view the case gets the 404 of a missing one.
 */
export function caseHandlingRoutes({ db, blobs: store, changes, config }: AppContext): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/Case/Get/:id', { schema: { response: { 200: S.CaseDetail }, params: idParams } }, async (request, reply) => {
      const actor = await actorOf(db, request);
      const record = await viewableCase(db, actor, request.params.id);
      // Issue 37: an opening by anyone but the owner goes into the owner's access log (one entry
      // per viewer and case in each 10-minute window: a page that reloads the case is one entry).
      await logCaseOpening(db, actor, record);
      // Opening the case reads it: its unread marker clears in the lists. A GET that wrote the
      // mark has changed what this process's lists kept: they ask the database again at once.
      if (await markRead(db, record.id, actor.id)) changes?.touch(actor.id);
      const detail: CaseDetail = await buildCaseDetail(db, await loadCatalogue(db), actor, record, { retentionDays: config.caseRetentionDays });
      // Issue 35: the case as this caller sees it, versioned: unchanged since the caller's copy, a 304.
      const version = caseDetailVersion(actor.id, detail);
      reply.header('etag', etagOf(version, 'identity')).header('cache-control', 'no-store');
      // A 304 has no body, which the 200 schema's typing cannot say.
      if (etagMatches(request.headers['if-none-match'], version)) return (reply as FastifyReply).code(304).send();
      return detail;
    });

    app.get('/Case/:id/AuditLogs', { schema: { response: { 200: S.AuditLogsResponse }, params: idParams } }, async (request): Promise<AuditLogsResponse> => {
      const actor = await actorOf(db, request);
      const record = await viewableCase(db, actor, request.params.id);
      allow(mayReadNotesAndAuditLogs(actor, record), 'AUDIT_LOGS_NOT_ALLOWED');
      return { auditLogs: await loadAuditLogs(db, record.id) };
    });

    /**
     * A file of a case: message attachments for those who may view the case ('case'), note files
     * for those who may read its notes ('note'). An unknown id, a file of another kind or of a case
     * the caller may not view: 404 FILE_NOT_FOUND.
     */
    const download = (kind: 'case' | 'note') => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const actor = await actorOf(db, request);
      const file = await findCaseFile(db, request.params.id, kind);
      const record = file?.caseId ? await loadCaseRecord(db, file.caseId) : null;
      if (!file || !record || !mayViewCase(actor, record)) throw notFound('FILE_NOT_FOUND');
      if (kind === 'note') allow(mayReadNotesAndAuditLogs(actor, record), 'NOTES_NOT_ALLOWED');
      return sendStoredFile(reply, store, file);
    };

    app.get('/Case/DownloadFile/:id', { schema: { params: idParams }, compress: false }, download('case'));
    app.get('/Note/DownloadFile/:id', { schema: { params: idParams }, compress: false }, download('note'));
  };
}
