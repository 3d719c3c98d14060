import type { FastifyInstance, FastifyRequest } from 'fastify';
import { aroundEveryHandler } from './aroundHandlers';

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests whose work has not ended yet (a shutdown closes the database only after them). */
    inFlight: InFlight;
  }
}

export interface InFlight {
  /** How many requests are still at work. */
  readonly count: number;
  /** Work of this request Fastify does not see (a request hijacked in a hook): it counts until the function returned is called. */
  hold(request: FastifyRequest): () => void;
  /** Resolves true once no request is at work, or false after `timeoutMs` with some still at work. */
  idle(timeoutMs: number): Promise<boolean>;
}

/** Marks, in a route's config, a handler this module counts. */
const TRACKED = Symbol('in-flight handler');

interface Work {
  /** Held by `hold` or by its running handler. */
  pending: number;
  /** Its handler has returned or failed. */
  handled: boolean;
  /** Its connection closed (answered, or the client went away). */
  closed: boolean;
}

/**
 * Issue 38, a rolling restart: `app.close()` resolves once every connection has closed, and a
 * client that went away closed its connection while its handler may still be running (waiting on a
 * query, say). Closing the database then fails that handler's next query: an error logged for a
 * request nobody waits for, and a write cut between two statements. So a request counts from its
 * first hook until its answer is written (onResponse), or, when the client went away first, until
 * its handler has ended (or the error that ended it was handled, or what held it let go).
 */
export function installInFlight(app: FastifyInstance): void {
  const working = new Map<FastifyRequest, Work>();
  let waiters: (() => void)[] = [];
  const settle = (request: FastifyRequest) => {
    if (!working.delete(request) || working.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  // A closed request whose handler has yet to run (the client left during a hook) is still at work.
  const awaitsHandler = (request: FastifyRequest, work: Work) => !work.handled && (request.routeOptions.config as { [TRACKED]?: boolean })[TRACKED] === true;
  const settleIfDone = (request: FastifyRequest) => {
    const work = working.get(request);
    if (work && work.closed && work.pending === 0 && !awaitsHandler(request, work)) settle(request);
  };

  app.decorate('inFlight', {
    get count() { return working.size; },
    hold(request: FastifyRequest) {
      const work = working.get(request);
      if (!work) return () => {};
      work.pending += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        work.pending -= 1;
        settleIfDone(request);
      };
    },
    idle(timeoutMs: number) {
      if (working.size === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  } satisfies InFlight);

  app.addHook('onRequest', async (request, reply) => {
    const work: Work = { pending: 0, handled: false, closed: false };
    working.set(request, work);
    reply.raw.once('close', () => {
      work.closed = true;
      settleIfDone(request);
    });
  });
  app.addHook('onResponse', async (request) => settle(request));
  // An error of a request whose client is gone is answered to nobody: no onResponse follows.
  app.addHook('onError', async (request, reply) => { if (reply.raw.destroyed) settle(request); });
  aroundEveryHandler(app, {
    before(request) {
      const work = working.get(request);
      if (work) work.pending += 1;
    },
    after(request) {
      const work = working.get(request);
      if (!work) return;
      work.pending -= 1;
      work.handled = true;
      settleIfDone(request);
    },
  });
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, [TRACKED]: true } as typeof route.config;
  });
}
