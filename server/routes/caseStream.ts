import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { HttpError, unauthorized } from '../http/errors';
import { loadUser } from '../auth/loadUser';
import { issueTicket, redeemTicket } from '../cases/stream/streamTickets';
import { reconnectLimit } from '../cases/stream/reconnectLimit';
import { resyncEvent, type CaseStreams } from '../cases/stream/caseStreams';
import * as S from '../../src/api/shapes/cases';
import type { CaseStreamTicket } from '../../src/api/types';

/** Tickets a user may take a minute, on one process (a browser needs one per (re)connection). */
export const TICKETS_PER_MINUTE = 20;
/** Stream openings a client address may try a minute, on one process. */
export const OPENINGS_PER_MINUTE = 60;
/** How long the browser waits before it reconnects by itself (the SPA's saga reconnects with a new ticket). */
const RETRY_MS = 5_000;

const tooMany = (seconds: number) => new HttpError(429, 'TOO_MANY_STREAMS', { retryAfter: seconds }, { 'retry-after': String(seconds) });

/**
 * POST Case/Stream/Ticket (issue 35), behind the API's bearer check: a single-use ticket for the
 * caller's case stream, bound to the token's user, id and expiry (server/cases/stream/streamTickets.ts).
 */
export function caseStreamTicketRoutes({ db }: AppContext): FastifyPluginAsync {
  const limited = reconnectLimit(TICKETS_PER_MINUTE);
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/Case/Stream/Ticket', { schema: { response: { 201: S.CaseStreamTicket } } }, async (request, reply): Promise<CaseStreamTicket> => {
      const wait = limited(request.userId);
      if (wait > 0) throw tooMany(wait);
      const claims = request.accessClaims!;
      const tokenExpiresAt = new Date((claims.exp ?? Date.now() / 1000) * 1000);
      const ticket = await issueTicket(db, { userId: request.userId, tokenId: claims.jti ?? null, tokenExpiresAt });
      reply.code(201);
      return { ticket };
    });
  };
}

/**
 * GET Case/Stream?ticket=… (issue 35): the caller's case stream, server-sent events. Outside the
 * API's bearer check (EventSource sends no Authorization header): the ticket is the credential,
 * redeemed once. 401 without a valid ticket, 429 (Retry-After) in a reconnect storm, 503 while this
 * process hears no changes (the poll serves). It ends when the token expires or is revoked, when
 * the process loses its change feed, and when the process stops.
 */
export function caseStreamRoutes({ db }: AppContext, streams: CaseStreams): FastifyPluginAsync {
  const limited = reconnectLimit(OPENINGS_PER_MINUTE);
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onClose', async () => streams.closeAll());
    app.get('/Case/Stream', { schema: { querystring: S.CaseStreamQuery } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const wait = limited(request.ip);
      if (wait > 0) throw tooMany(wait);
      const grant = request.query.ticket ? await redeemTicket(db, request.query.ticket) : null;
      if (!grant) throw unauthorized('invalid_token', 'No valid stream ticket');
      const actor = await loadUser(db, grant.userId);
      if (!actor) throw unauthorized('invalid_token');
      if (!streams.listening()) throw new HttpError(503, 'STREAM_UNAVAILABLE');

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive',
        'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff',
        ...(reply.getHeader('access-control-allow-origin') ? { 'access-control-allow-origin': String(reply.getHeader('access-control-allow-origin')) } : {}),
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      // A browser's own reconnection names the last event it had: the stream keeps no history, so it is told to ask the list (its cursor resumes exactly).
      const lastEventId = request.headers['last-event-id'];
      if (typeof lastEventId === 'string' && lastEventId !== '') raw.write(resyncEvent(lastEventId.replace(/[^\w:-]/g, '').slice(0, 40)));
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        remove();
        clearTimeout(expiry);
        raw.end();
      };
      const remove = streams.add({ actor, tokenId: grant.tokenId, write: (chunk) => { if (!ended) raw.write(chunk); }, end });
      const expiry = setTimeout(end, Math.max(0, grant.tokenExpiresAt.getTime() - Date.now()));
      expiry.unref();
      request.raw.on('close', end);
    });
  };
}
