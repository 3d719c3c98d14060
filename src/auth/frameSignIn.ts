import type { OidcEndpoints, PortalConfig } from '../api/types';
import { FILTERED_PROTOCOL_CLAIMS, idTokenProblem, TOKEN_LEEWAY_SECONDS } from './tokenChecks';

/**
 * A new tab's first silent sign-in without the sign-in library (issue 32). oidc-client-ts is about
 * 17 KB gzip, and a new tab has no token: fetching the library first put a round trip and an
 * eighth of the first screen's JavaScript before the first data call. This does the exchange
 * oidc-client-ts would do (authorization code with PKCE S256, prompt=none in a hidden frame, then
 * the token endpoint), but with response_mode web_message: the provider's answer page posts the code
 * to this window itself, where a fragment redirect to silent-renew.html cost one more round trip
 * before the token (a phone's 150 ms; issue 32). It does so with the endpoints the
 * configuration carries, checks the ID token as oidcSession.ts does (spec §5 login token checks,
 * the audience), and stores the user in the library's own user store and format, where the
 * library finds it when it loads (authService.ts loads it before the expiry notice, as for any
 * stored token). The state and the code verifier live only in this closure, never in storage.
 * Everything else (renewal, the sign-in redirect and callback, sign-out) stays with the library.
 */

/** What oidc-client-ts stores (User.toStorageString), the shape authService.ts reads back. */
export interface FrameUser {
  id_token: string;
  session_state: string | null;
  access_token: string;
  refresh_token?: string;
  token_type: string;
  scope?: string;
  profile: Record<string, unknown> & { sub: string };
  expires_at?: number;
}

export interface FrameSignInDeps {
  origin: string;
  /** Seconds before a frame that never answers counts as a failure (spec §9's silent sign-in time-out). */
  timeoutSeconds: number;
  now: () => number;
  fetch?: typeof fetch;
  /** Opens the frame at `url` and resolves with the authorization response its page posts back (tests pass their own). */
  frame?: (url: string, origin: string, timeoutSeconds: number) => Promise<AuthorizationResponse>;
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const random = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)));

/** The JWT's payload as JSON (UTF-8: names carry å, ä and ö). */
export function jwtClaims(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (!part) throw new Error('Invalid token: not a JWT');
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))) as unknown;
  if (typeof claims !== 'object' || claims === null) throw new Error('Invalid token: no claims');
  return claims as Record<string, unknown>;
}

/** What the provider's web_message page posts: the authorization response's parameters. */
export type AuthorizationResponse = Partial<Record<'code' | 'state' | 'session_state' | 'error' | 'error_description', string>>;

export async function frameSignIn(config: PortalConfig, endpoints: OidcEndpoints, deps: FrameSignInDeps): Promise<FrameUser> {
  const { origin, timeoutSeconds, now, fetch: post = window.fetch.bind(window), frame = openFrame } = deps;
  const redirectUri = `${origin}/silent-renew.html`;
  const state = random(16);
  const verifier = random(32);
  const challenge = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  const authorize = new URL(endpoints.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: config.oidc.clientId, redirect_uri: redirectUri, response_type: 'code', scope: config.oidc.scope,
    state, code_challenge: challenge, code_challenge_method: 'S256', response_mode: 'web_message', prompt: 'none',
  }).toString();

  const answer = await frame(authorize.toString(), origin, timeoutSeconds);
  if (answer.state !== state) throw new Error('No matching state found in storage');
  if (answer.error) throw new Error(answer.error_description ?? answer.error);
  const { code } = answer;
  if (!code) throw new Error('No code in response');

  const response = await post(endpoints.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier, client_id: config.oidc.clientId }).toString(),
  });
  const tokens = (await response.json()) as { access_token?: string; id_token?: string; token_type?: string; expires_in?: number; scope?: string; refresh_token?: string; error?: string; error_description?: string };
  if (!response.ok || typeof tokens.access_token !== 'string' || typeof tokens.id_token !== 'string') {
    throw new Error(tokens.error_description ?? tokens.error ?? `Token endpoint answered ${response.status}`);
  }

  const claims = jwtClaims(tokens.id_token);
  const problem = idTokenProblem(claims, config.oidc.authority, now(), TOKEN_LEEWAY_SECONDS);
  if (problem) throw new Error(`Invalid token: ${problem}`);
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audience.includes(config.oidc.clientId)) throw new Error('Invalid token: audience does not match');
  if (typeof claims.sub !== 'string') throw new Error('Invalid token: missing claim sub');
  const profile: FrameUser['profile'] = { ...claims, sub: claims.sub };
  for (const name of FILTERED_PROTOCOL_CLAIMS) delete profile[name];
  return {
    id_token: tokens.id_token,
    session_state: answer.session_state ?? null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type ?? 'Bearer',
    scope: tokens.scope,
    profile,
    expires_at: typeof tokens.expires_in === 'number' ? Math.floor(now()) + tokens.expires_in : undefined,
  };
}

/**
 * A hidden frame at `url`; resolves with the authorization response the provider's web_message page
 * posts, taking only a message of this origin from that frame, as oidc-client-ts's IFrameWindow does.
 */
export function openFrame(url: string, origin: string, timeoutSeconds: number): Promise<AuthorizationResponse> {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement('iframe');
    iframe.setAttribute('aria-hidden', 'true');
    iframe.title = 'silent-signin';
    Object.assign(iframe.style, { visibility: 'hidden', position: 'fixed', left: '-1000px', top: '0', width: '0', height: '0' });
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      iframe.remove();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; response?: unknown } | null;
      if (event.origin !== origin || event.source !== iframe.contentWindow || data?.type !== 'authorization_response') return;
      done();
      resolve(textsOf(data.response));
    };
    const timer = setTimeout(() => { done(); reject(new Error('IFrame timed out without a response')); }, timeoutSeconds * 1000);
    window.addEventListener('message', onMessage);
    // The address before the frame joins the page: appended first, the frame makes and loads an
    // empty document before it navigates, 15 to 39 ms of the main thread against 9 to 11 ms
    // (Chromium, five of each; issue 32, total blocking time).
    iframe.src = url;
    document.body.appendChild(iframe);
  });
}

/** The response's text parameters; anything else in the message is left out. */
function textsOf(response: unknown): AuthorizationResponse {
  if (typeof response !== 'object' || response === null) return {};
  return Object.fromEntries(Object.entries(response).filter(([, value]) => typeof value === 'string')) as AuthorizationResponse;
}
