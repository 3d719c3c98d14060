import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { unauthorized } from '../http/errors';
import { userRoutes } from './user';
import { caseRoutes } from './cases';
import { associationRoutes } from './association';
import { caseHandlingRoutes } from './caseHandling';
import { caseHandlingReplyRoutes } from './caseHandlingReplies';
import { caseHandlingLockRoutes } from './caseHandlingLocks';
import { caseHandlingAttributeRoutes } from './caseHandlingAttributes';
import { memberRoutes } from './members';
import { searchRoutes } from './search';
import { documentRoutes } from './documents';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, from a verified access token. */
    userId: string;
  }
}

/** The product API: every route needs a valid bearer token; answers are never cached. */
export function apiRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('userId', '');
    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      request.userId = await authenticate(request, deps);
    });
    await app.register(userRoutes(deps));
    await app.register(caseRoutes(deps));
    await app.register(associationRoutes(deps));
    await app.register(caseHandlingRoutes(deps));
    await app.register(caseHandlingReplyRoutes(deps));
    await app.register(caseHandlingLockRoutes(deps));
    await app.register(caseHandlingAttributeRoutes(deps));
    await app.register(memberRoutes(deps));
    await app.register(searchRoutes(deps));
    await app.register(documentRoutes(deps));
  };
}

export async function authenticate(request: FastifyRequest, deps: AppDeps): Promise<string> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]+)$/);
  if (!match) throw unauthorized();
  try {
    const claims = await deps.verifyToken(match[1]);
    return claims.sub;
  } catch {
    throw unauthorized();
  }
}
