import type { FastifyRequest } from 'fastify';
import { mountPath } from '../oidc/paths';

/** The label of the sign-in provider's requests, which it answers before Fastify routes them. */
export const PROVIDER_ROUTE = `${mountPath}/*`;

/**
 * A request's route in the metrics and the log lines: its route pattern; the sign-in provider's
 * own requests one label of their own; any other path no route has (a 404) 'unmatched'. Never the
 * path itself, which may hold an id or a term (issue 38: no label with personal data).
 */
export function routeLabel(request: FastifyRequest): string {
  if (request.routeOptions.url !== undefined) return request.routeOptions.url;
  const path = request.originalUrl.split('?')[0];
  return path === mountPath || path.startsWith(`${mountPath}/`) ? PROVIDER_ROUTE : 'unmatched';
}
