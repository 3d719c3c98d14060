import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * No inline script anywhere; frames only from the portal's own origin (the silent-renew frame).
 * The login pages of the built-in provider post their form to the provider's own origin.
 */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const issuerOrigin = config.externalIssuer ? new URL(config.externalIssuer).origin : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${issuerOrigin ? ` ${issuerOrigin}` : ''}`,
    `frame-src 'self'${issuerOrigin ? ` ${issuerOrigin}` : ''}`,
    "frame-ancestors 'self'",
    `form-action 'self'${issuerOrigin ? ` ${issuerOrigin}` : ''}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    return payload;
  });
}
