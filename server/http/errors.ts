import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { clientWentAway } from './disconnects';

/** A 4xx answer with the body of ARCHITECTURE §4: `{ errorCode, data }` (and headers of its own, e.g. WWW-Authenticate). */
export class HttpError extends Error {
  constructor(readonly statusCode: number, readonly errorCode: string, readonly data?: unknown, readonly headers?: Record<string, string>) {
    super(errorCode);
  }
}

/** The realm of the API's bearer challenges (RFC 6750 §3). */
export const AUTH_REALM = 'Medlemsportalen';

/**
 * The `WWW-Authenticate: Bearer` challenge of RFC 6750 §3: without an error code when the request
 * carried no token at all (§3.1 says it should not have one then), otherwise with it.
 */
export function bearerChallenge(error?: 'invalid_request' | 'invalid_token' | 'insufficient_scope', details: { description?: string; scope?: string } = {}): string {
  const params = [`realm="${AUTH_REALM}"`];
  if (error) params.push(`error="${error}"`);
  if (error && details.description) params.push(`error_description="${details.description.replace(/["\\]/g, '')}"`);
  if (details.scope) params.push(`scope="${details.scope}"`);
  return `Bearer ${params.join(', ')}`;
}

export const badRequest = (errorCode: string, data?: unknown) => new HttpError(400, errorCode, data);
/** 401: by default the token was no good (invalid_token); `null` when no token was sent. */
export const unauthorized = (error: 'invalid_request' | 'invalid_token' | null = 'invalid_token', description?: string) =>
  new HttpError(401, 'UNAUTHORIZED', undefined, { 'www-authenticate': bearerChallenge(error ?? undefined, { description }) });
export const forbidden = (errorCode = 'FORBIDDEN') => new HttpError(403, errorCode);
export const notFound = (errorCode = 'NOT_FOUND') => new HttpError(404, errorCode);
export const conflict = (errorCode: string, data?: unknown) => new HttpError(409, errorCode, data);
/** 507: the server could not store what the client sent (a full disk); the client is not to blame. */
export const insufficientStorage = () => new HttpError(507, 'INSUFFICIENT_STORAGE');

/**
 * Every 5xx leaves a trace: the request id (the logger's reqId), the route and the error, at level
 * error. A client that went away is no server error: server/http/disconnects.ts logs it once.
 */
function logServerError(request: FastifyRequest, status: number, error: unknown) {
  if (clientWentAway(request, error)) return;
  request.log.error({ method: request.method, route: request.routeOptions?.url ?? request.url, status, err: error }, 'server error');
}

/** Every failure becomes a clear 4xx with an errorCode; only real faults are 5xx, and those are logged. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', bearerChallenge('invalid_token'));
      if (error.statusCode >= 500) logServerError(request, error.statusCode, error);
      return reply.code(error.statusCode).send({ errorCode: error.errorCode, data: error.data ?? null });
    }
    if (error.validation) {
      return reply.code(400).send({ errorCode: 'VALIDATION_FAILED', data: { message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      if (status === 401) reply.header('www-authenticate', bearerChallenge('invalid_token'));
      return reply.code(status).send({ errorCode: error.code ?? 'BAD_REQUEST', data: { message: error.message } });
    }
    logServerError(request, status, error);
    return reply.code(status).send({ errorCode: 'INTERNAL_ERROR', data: null });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ errorCode: 'NOT_FOUND', data: { path: request.url } });
  });
}
