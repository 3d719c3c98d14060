import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeLabel } from './routeLabel';

/** Node's and the stream libraries' ways of saying that the other end went away. */
const DISCONNECT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'FST_ERR_CTP_BODY_TOO_LARGE_ABORTED']);

/** An error that only says the client disconnected ("premature close", a reset socket). */
export function isDisconnect(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && DISCONNECT_CODES.has(code)) || /^premature close$/i.test(error.message) || error.message === 'aborted';
}

/**
 * The logger's hook (pino `hooks.logMethod`): an error-level line whose error is a client's
 * disconnect is dropped. @fastify/compress logs such an error at level error, without route or
 * status, when a client goes away in the middle of a compressed answer; the request's own line
 * (installDisconnectLog) says what happened instead.
 */
export function dropDisconnectErrors(this: unknown, args: unknown[], method: (...a: unknown[]) => void, level: number): void {
  const [first] = args;
  if (level >= 50 && first instanceof Error && ((first as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE' || /^premature close$/i.test(first.message))) return;
  method.apply(this, args);
}

/**
 * A failure that only says this request's client went away: a disconnect error while its socket
 * is closed (a database connection reset, with the client still there, is a real fault).
 */
export const clientWentAway = (request: FastifyRequest, error: unknown) => isDisconnect(error) && request.raw.socket?.destroyed === true;

/**
 * A client that closes its connection before the answer is written (a closed tab, a cancelled
 * download or upload) is logged once, at info, as what it is: 'client disconnected' with the
 * request id, method, route and user, never as an error. At the default level (error) there is
 * no line at all; with LOG_REQUESTS it stands beside the request lines.
 */
export function installDisconnectLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.once('close', () => {
      // writableEnded, not writableFinished: an injected request (no real socket) is never "finished".
      if (reply.raw.writableEnded) return;
      request.log.info({
        userId: (request as { userId?: string }).userId || null,
        method: request.method,
        route: routeLabel(request),
        status: reply.raw.headersSent ? reply.statusCode : null,
      }, 'client disconnected');
    });
  });
}
