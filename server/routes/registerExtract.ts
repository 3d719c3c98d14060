import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { forbidden, HttpError, notFound } from '../http/errors';
import { actorOf } from '../cases/handling/caseRecord';
import { memberPlacement } from '../members/memberQueries';
import { logMemberRead } from '../accessLog/accessLogging';
import { extractDto, findExtract, lastOwnRequest, listExtracts, requestExtract } from '../registerExtract/extractStore';
import { extractQueueFor } from '../registerExtract/extractQueue';
import { contentDisposition } from '../files/download';
import { IdParams } from '../../src/api/shapes/common';
import { RegisterExtract, RegisterExtracts } from '../../src/api/shapes/registerExtract';
import { extractDay, extractTooSoonMessage, nextExtractAllowedAt } from '../registerExtract/extractDays';
import { extractRequestRefusal, mayDownloadExtract } from '../../src/domain/registerExtract';
import type { RegisterExtract as RegisterExtractDto, RegisterExtracts as RegisterExtractsDto } from '../../src/api/registerExtractTypes';

/**
 * Issue 37, the register extract ("Mina uppgifter"); the rules: src/domain/registerExtract.ts.
 * - GET User/Extracts: one's own extracts still there, and when the next may be asked for.
 * - POST User/Extract: asks for one (202); a second the same Swedish day is 429 EXTRACT_ALREADY_TODAY
 *   with a Swedish message naming the time of the next (and Retry-After).
 * - GET User/Extract/{id}/Download: the zip, to its member (or, made by letter, to the secretariat's
 *   management); another's, an expired, pending or made-up id is 404 EXTRACT_NOT_FOUND.
 * - GET and POST Members/{id}/Extract(s): the secretariat's management (canManageSecretariat) makes
 *   one for a member who asked by letter; the act is a read of the member's record in their access log.
 * Data gathering and rows: server/registerExtract/ (no query here).
 */
export function registerExtractRoutes(context: AppContext): FastifyPluginAsync {
  const { db } = context;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const queue = extractQueueFor(context);
    app.addHook('onClose', async () => { if (!context.extracts) await queue.stop(); });

    const nextAllowed = async (userId: string, now: Date): Promise<Date | null> => {
      const last = await lastOwnRequest(db, userId);
      return last && extractDay(last) === extractDay(now) ? nextExtractAllowedAt(now) : null;
    };

    const request = async (userId: string, requestedByUserId: string, byLetter: boolean): Promise<RegisterExtractDto> => {
      const now = new Date();
      const row = await requestExtract(db, { userId, requestedByUserId, byLetter, now }, (trx, id) => queue.enqueue(trx, id));
      if (!row) {
        const next = nextExtractAllowedAt(now);
        const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
        throw new HttpError(429, 'EXTRACT_ALREADY_TODAY', { message: extractTooSoonMessage(next), nextAllowedAt: next.toISOString() }, { 'retry-after': String(seconds) });
      }
      return extractDto(row);
    };

    app.get('/User/Extracts', { schema: { response: { 200: RegisterExtracts } } }, async (req): Promise<RegisterExtractsDto> => {
      const actor = await actorOf(db, req);
      const now = new Date();
      const next = await nextAllowed(actor.id, now);
      return { extracts: (await listExtracts(db, actor.id, now)).map(extractDto), nextAllowedAt: next?.toISOString() ?? null };
    });

    app.post('/User/Extract', { schema: { response: { 202: RegisterExtract } } }, async (req, reply) => {
      const actor = await actorOf(db, req);
      return reply.code(202).send(await request(actor.id, actor.id, false));
    });

    app.get('/User/Extract/:id/Download', { schema: { params: IdParams }, compress: false }, async (req, reply) => {
      const actor = await actorOf(db, req);
      const extract = await findExtract(db, req.params.id);
      if (!extract || extract.state !== 'ready' || !extract.expiresAt || extract.expiresAt <= new Date() || !mayDownloadExtract(actor, extract)) {
        throw notFound('EXTRACT_NOT_FOUND');
      }
      if (!(await context.blobs.exists(extract.blobSha256!))) throw notFound('EXTRACT_NOT_FOUND');
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(extract.size))
        .header('content-disposition', contentDisposition(`registerutdrag-${extractDay(extract.readyAt!)}.zip`))
        .header('x-content-type-options', 'nosniff')
        .send(context.blobs.read(extract.blobSha256!));
    });

    const reachableMember = async (req: { params: { id: string } } & Parameters<typeof actorOf>[1]) => {
      const actor = await actorOf(db, req);
      const placement = await memberPlacement(db, req.params.id);
      if (!placement) throw notFound('MEMBER_NOT_FOUND');
      const refusal = actor.id === placement.id ? 'EXTRACT_NOT_ALLOWED' : extractRequestRefusal(actor, placement);
      if (refusal === 'MEMBER_NOT_FOUND') throw notFound(refusal);
      if (refusal) throw forbidden(refusal);
      return { actor, placement };
    };

    app.get('/Members/:id/Extracts', { schema: { params: IdParams, response: { 200: RegisterExtracts } } }, async (req): Promise<RegisterExtractsDto> => {
      const { placement } = await reachableMember(req);
      return { extracts: (await listExtracts(db, placement.id, new Date(), { byLetterOnly: true })).map(extractDto), nextAllowedAt: null };
    });

    app.post('/Members/:id/Extract', { schema: { params: IdParams, response: { 202: RegisterExtract } } }, async (req, reply) => {
      const { actor, placement } = await reachableMember(req);
      // The secretariat's act is logged: a read of the member's record, in the member's own log.
      await logMemberRead(db, actor, placement);
      return reply.code(202).send(await request(placement.id, actor.id, true));
    });
  };
}
