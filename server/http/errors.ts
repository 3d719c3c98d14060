import type { FastifyError, FastifyInstance } from 'fastify';

/** A 4xx answer with the body of ARCHITECTURE §4: `{ errorCode, data }`. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, readonly errorCode: string, readonly data?: unknown) {
    super(errorCode);
  }
}

export const badRequest = (errorCode: string, data?: unknown) => new HttpError(400, errorCode, data);
export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED');
export const forbidden = (errorCode = 'FORBIDDEN') => new HttpError(403, errorCode);
export const notFound = (errorCode = 'NOT_FOUND') => new HttpError(404, errorCode);
export const conflict = (errorCode: string, data?: unknown) => new HttpError(409, errorCode, data);

/** Every failure becomes a clear 4xx with an errorCode; only real faults are 500s. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ errorCode: error.errorCode, data: error.data ?? null });
    }
    if (error.validation) {
      return reply.code(400).send({ errorCode: 'VALIDATION_FAILED', data: { message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ errorCode: error.code ?? 'BAD_REQUEST', data: { message: error.message } });
    }
    request.log.error(error);
    return reply.code(500).send({ errorCode: 'INTERNAL_ERROR', data: null });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ errorCode: 'NOT_FOUND', data: { path: request.url } });
  });
}
