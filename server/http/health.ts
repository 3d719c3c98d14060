import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on readiness answers 503, so a load balancer sends no new requests (SIGTERM, server/index.ts). */
    startDraining(): void;
  }
}

/** How long readiness waits for the database before calling this process not ready. */
const READY_TIMEOUT_MS = 2000;

/**
 * For a load balancer (issue 16): GET /health/live is 200 while the process runs; GET
 * /health/ready is 200 while it answers requests and reaches its database, 503 once it drains
 * for a shutdown or when the database does not answer. Neither needs a token or says more.
 */
export function installHealth(app: FastifyInstance, db: Database): void {
  let draining = false;
  app.decorate('startDraining', () => { draining = true; });

  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    const reached = await Promise.race([
      sql`select 1`.execute(db).then(() => true, () => false),
      new Promise<boolean>((resolve) => setTimeout(resolve, READY_TIMEOUT_MS, false).unref()),
    ]);
    return reached ? { status: 'ready' } : reply.code(503).send({ status: 'database unreachable' });
  });
}
