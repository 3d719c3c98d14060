import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { PortalMetrics } from './portalMetrics';
import type { CpuShareToken } from './cpuShare';
import { unauthorized } from '../http/errors';
import { aroundEveryHandler } from '../http/aroundHandlers';
import { routeLabel } from '../http/routeLabel';

/**
 * Every answered request is counted by its route label (routeLabel: its route pattern, the sign-in
 * provider's '/oidc/*', 'unmatched' for a path no route has: a 404 of any path is one series),
 * with its time and its share of the process's CPU from its first hook.
 * A request Fastify does not answer still ends its CPU share, under its route: a stream (hijacked in
 * its handler: what it pushes later is the process's work, not its opening's, or every open stream
 * would take a share of every request's CPU for hours), a request hijacked in a hook (the sign-in
 * provider's) when its answer is written, and one whose client went away when the connection closes.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: PortalMetrics): void {
  const started = new WeakMap<FastifyRequest, CpuShareToken>();
  const endUnanswered = (request: FastifyRequest) => {
    const token = started.get(request);
    if (token) metrics.requestEnded(routeLabel(request), request.method, token);
  };
  app.addHook('onRequest', async (request, reply) => {
    started.set(request, metrics.requestStarted());
    reply.raw.once('close', () => endUnanswered(request));
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(routeLabel(request), request.method, reply.statusCode, reply.elapsedTime / 1000, started.get(request));
  });
  // A stream is opened once its handler has ended with the answer begun but not ended.
  aroundEveryHandler(app, {
    after(request, reply) {
      if (reply.sent && !reply.raw.writableEnded) endUnanswered(request);
    },
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics on the portal's own port, for a Prometheus with the bearer token METRICS_TOKEN
 * (`authorization` in its scrape config). Without a configured token the route does not exist.
 */
export function installMetricsRoute(app: FastifyInstance, metrics: PortalMetrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(given, token)) throw unauthorized(header ? 'invalid_token' : null);
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/**
 * A listener of its own for the metrics (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default),
 * without a token: for a Prometheus that reaches the process on a private network only.
 */
export async function startMetricsServer(metrics: PortalMetrics, port: number, host: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  await server.listen({ port, host });
  return server;
}
