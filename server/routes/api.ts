import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext, AppDeps } from '../app';
import { bearerChallenge, HttpError, unauthorized } from '../http/errors';
import { TokenRefused, type AccessClaims } from '../auth/tokens';
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
import { notificationSettingsRoutes } from '../notifications/settingsRoutes';
import { caseStreamTicketRoutes } from './caseStream';
import { savedReplyRoutes } from '../savedReplies/savedRepliesRoutes';
import { caseRetentionRoutes } from './caseRetention';
import { accessLogRoutes } from './accessLog';
import { registerExtractRoutes } from './registerExtract';
import { memberErasureRoutes } from '../members/memberErasureRoutes';
import { caseSearchRoutes } from './caseSearch';
import { statisticsRoutes } from '../cases/statistics/statisticsRoutes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, from a verified access token. */
    userId: string;
    /** The verified token's claims (issue 35: a stream ticket carries its expiry and id). */
    accessClaims: AccessClaims | null;
  }
}

/** The product API: every route needs a valid bearer token; answers are never cached. */
export function apiRoutes(deps: AppContext): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('userId', '');
    app.decorateRequest('accessClaims', null);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      request.accessClaims = await verifiedClaims(request, deps);
      request.userId = request.accessClaims.sub;
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
    await app.register(notificationSettingsRoutes(deps));
    await app.register(caseStreamTicketRoutes(deps));
    await app.register(savedReplyRoutes(deps));
    await app.register(caseRetentionRoutes(deps));
    await app.register(accessLogRoutes(deps));
    await app.register(registerExtractRoutes(deps));
    await app.register(memberErasureRoutes(deps));
    await app.register(caseSearchRoutes(deps));
    await app.register(statisticsRoutes(deps));
  };
}

/**
 * The user id of the request's bearer token, or a 401 with the challenge of RFC 6750 §3: no error
 * code without an Authorization header, invalid_request for a malformed one, invalid_token for a
 * token that is refused (and 403 insufficient_scope for one without the API scope).
 */
export async function authenticate(request: FastifyRequest, deps: Pick<AppDeps, 'verifyToken' | 'config'>): Promise<string> {
  return (await verifiedClaims(request, deps)).sub;
}

/** The claims of the request's bearer token, refused as `authenticate` says. */
export async function verifiedClaims(request: FastifyRequest, deps: Pick<AppDeps, 'verifyToken' | 'config'>): Promise<AccessClaims> {
  const header = request.headers.authorization;
  if (header === undefined) throw unauthorized(null);
  const match = header.match(/^Bearer ([A-Za-z0-9._~+/=-]+)$/);
  if (!match) throw unauthorized('invalid_request', 'Expected a bearer token');
  try {
    return await deps.verifyToken(match[1]);
  } catch (error) {
    if (error instanceof TokenRefused && error.error === 'insufficient_scope') {
      throw new HttpError(403, 'INSUFFICIENT_SCOPE', null, { 'www-authenticate': bearerChallenge('insufficient_scope', { scope: deps.config.apiScope }) });
    }
    throw unauthorized('invalid_token', error instanceof TokenRefused ? error.message : undefined);
  }
}
