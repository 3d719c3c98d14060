import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface AroundHandler {
  /** Runs just before the route's handler. */
  before?(request: FastifyRequest, reply: FastifyReply): void;
  /** Runs once the handler has ended: returned, thrown, or its promise settled. */
  after(request: FastifyRequest, reply: FastifyReply): void;
}

/**
 * Wraps the handler of every route registered from now on. Sync stays sync: a handler that returns
 * its answer, or answers with `reply.send` and returns nothing, keeps its way of answering.
 */
export function aroundEveryHandler(app: FastifyInstance, around: AroundHandler): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = function wrapped(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      around.before?.(request, reply);
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        around.after(request, reply);
        throw error;
      }
      if (result && typeof (result as Promise<unknown>).then === 'function') return (result as Promise<unknown>).finally(() => around.after(request, reply));
      around.after(request, reply);
      return result;
    } as typeof route.handler;
  });
}
