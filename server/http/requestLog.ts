import type { FastifyInstance } from 'fastify';
import { routeLabel } from './routeLabel';

/** An incoming X-Request-Id worth keeping: 8–64 letters, digits, '.', '_' or '-' (a uuid, a proxy's id); anything else gets a new id. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request id a proxy or another process sent, so one id follows a request across processes; undefined when none or not a plain token. */
export function requestIdFrom(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : undefined;
}

/**
 * One JSON line per answered request when switched on (LOG_REQUESTS=true): the logger's `reqId`
 * (also sent as X-Request-Id), the signed-in user's id or null, method, route pattern (never the
 * path with its ids or query), status and milliseconds. Bodies, tokens and query strings are not
 * logged.
 */
export function installRequestLog(app: FastifyInstance, enabled: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (!enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({
      userId: (request as { userId?: string }).userId || null,
      method: request.method,
      route: routeLabel(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }, 'request');
  });
}
