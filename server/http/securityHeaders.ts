import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * No inline script but by hash on the silent sign-in's two frame pages (policyWithInlineScripts);
 * frames only from the portal's own origin (the hidden sign-in frame).
 * The login pages of the built-in provider post their form to the provider's own origin.
 */
export function contentSecurityPolicy(config: ServerConfig): string {
  const issuerOrigin = config.externalIssuer ? new URL(config.externalIssuer).origin : '';
  return [
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
}

/**
 * The policy of a page whose own inline scripts are allowed by their hashes (the silent sign-in's
 * pages, issue 32); every other page keeps "script-src 'self'" without exception.
 */
export function policyWithInlineScripts(config: ServerConfig, html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return contentSecurityPolicy(config).replace("script-src 'self'", ['script-src', "'self'", ...hashes].join(' '));
}

/**
 * The headers every response carries. Also set by the built-in OpenID Connect provider on its own
 * responses, which bypass Fastify's hooks (server/oidc).
 */
export function securityHeaders(config: ServerConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
}

export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const { 'content-security-policy': csp, ...others } = securityHeaders(config);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    for (const [name, value] of Object.entries(others)) reply.header(name, value);
    return payload;
  });
}
