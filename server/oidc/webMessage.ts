import type { KoaContextWithOIDC, UnknownObject } from 'oidc-provider';
import type { ServerConfig } from '../config';
import { policyWithInlineScripts } from '../http/securityHeaders';

/**
 * The answer of a silent sign-in in the hidden frame with response_mode web_message (issue 32,
 * src/auth/frameSignIn.ts): a page that posts the authorization response to the window that framed
 * it, for the redirect URI's origin only, where a redirect to silent-renew.html would cost the
 * frame a second round trip. The shape is the web message draft's ({ type: 'authorization_response',
 * response }). oidc-provider's own implementation of that draft answers an error (login_required:
 * no session) with 400, which a browser logs as a failed load on every signed-out visit; this page
 * answers 200, as the page itself is delivered whatever the response says. The frame may only be
 * framed by the portal's own origin (the portal's frame-ancestors, kept), and its one script is
 * allowed by its hash.
 */
export function webMessagePage(redirectUri: string, response: Record<string, unknown>): string {
  const message = JSON.stringify({ type: 'authorization_response', response })
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const script = `window.parent.postMessage(${message}, ${JSON.stringify(new URL(redirectUri).origin)});`;
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Inloggning</title><script>${script}</script></head><body></body></html>`;
}

/** The response mode's handler, for Provider#registerResponseMode('web_message', …). */
export function webMessageResponseMode(config: ServerConfig) {
  return (ctx: KoaContextWithOIDC, redirectUri: string, response: UnknownObject) => {
    const html = webMessagePage(redirectUri, response);
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    ctx.set('content-security-policy', policyWithInlineScripts(config, html));
    ctx.body = html;
  };
}
