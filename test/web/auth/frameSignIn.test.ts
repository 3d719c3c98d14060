import { webcrypto } from 'node:crypto';
import { frameSignIn, jwtClaims, openFrame } from '../../../src/auth/frameSignIn';
import { createAuthService, storedUserKey } from '../../../src/auth/authService';
import type { OidcEndpoints, PortalConfig } from '../../../src/api/types';

// jsdom has no SubtleCrypto: the PKCE challenge uses Node's (the browser's is the same API).
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const NOW = 1_800_000_000;
const ORIGIN = 'https://portal.test';
const endpoints: OidcEndpoints = {
  issuer: `${ORIGIN}/oidc`, authorization_endpoint: `${ORIGIN}/oidc/auth`, token_endpoint: `${ORIGIN}/oidc/token`,
};
const config = { oidc: { authority: `${ORIGIN}/oidc`, clientId: 'spa', scope: 'openid portal-api', metadata: endpoints } } as PortalConfig;

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const idToken = (claims: Record<string, unknown>) => `${b64url('{"alg":"RS256"}')}.${b64url(JSON.stringify(claims))}.signature`;
const goodClaims = { sub: 'user-1', iss: `${ORIGIN}/oidc`, aud: 'spa', exp: NOW + 300, iat: NOW, name: 'Åsa Öberg', auth_time: NOW, at_hash: 'x' };

/** The provider's side: the frame answers with the code and the state it was given (or what `answer` says). */
function provider(options: { answer?: (state: string) => string; claims?: Record<string, unknown>; tokenStatus?: number } = {}) {
  const seen: { authorize?: URL; tokenBody?: URLSearchParams } = {};
  const frame = jest.fn(async (url: string) => {
    seen.authorize = new URL(url);
    const state = seen.authorize.searchParams.get('state')!;
    return Object.fromEntries(new URLSearchParams(options.answer ? options.answer(state) : `code=the-code&state=${state}`));
  });
  const fetch = jest.fn(async (_url: string, init: { body: string }) => {
    seen.tokenBody = new URLSearchParams(init.body);
    const body = { access_token: 'access-1', id_token: idToken(options.claims ?? goodClaims), token_type: 'Bearer', expires_in: 900, scope: 'openid portal-api' };
    return { ok: (options.tokenStatus ?? 200) === 200, status: options.tokenStatus ?? 200, json: async () => body } as unknown as Response;
  });
  return { frame, fetch: fetch as unknown as typeof window.fetch, seen };
}

const deps = (p: ReturnType<typeof provider>) => ({ origin: ORIGIN, timeoutSeconds: 10, now: () => NOW, frame: p.frame, fetch: p.fetch });

describe('a new tab signs in silently without the sign-in library (issue 32, frameSignIn)', () => {
  test('asks for a code with PKCE S256 and prompt=none in the frame, exchanges it with the verifier, and gives the user as the library stores it', async () => {
    const p = provider();
    const user = await frameSignIn(config, endpoints, deps(p));
    const asked = p.seen.authorize!.searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      client_id: 'spa', redirect_uri: `${ORIGIN}/silent-renew.html`, response_type: 'code', scope: 'openid portal-api',
      code_challenge_method: 'S256', response_mode: 'web_message', prompt: 'none',
    });
    const verifier = p.seen.tokenBody!.get('code_verifier')!;
    const challenge = Buffer.from(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))).toString('base64url');
    expect(asked.get('code_challenge')).toBe(challenge);
    expect(Object.fromEntries(p.seen.tokenBody!)).toMatchObject({ grant_type: 'authorization_code', code: 'the-code', client_id: 'spa', redirect_uri: `${ORIGIN}/silent-renew.html` });
    expect(user).toMatchObject({ access_token: 'access-1', token_type: 'Bearer', expires_at: NOW + 900 });
    // The library's protocol claims are left out; names keep their letters.
    expect(user.profile).toEqual({ sub: 'user-1', iss: `${ORIGIN}/oidc`, aud: 'spa', exp: NOW + 300, iat: NOW, name: 'Åsa Öberg' });
  });

  test('an answer with another state is refused (no code exchanged)', async () => {
    const p = provider({ answer: () => 'code=the-code&state=someone-elses' });
    await expect(frameSignIn(config, endpoints, deps(p))).rejects.toThrow(/state/);
    expect(p.fetch).not.toHaveBeenCalled();
  });

  test('login_required (no provider session) fails the silent sign-in, so the sign-in redirect follows', async () => {
    const p = provider({ answer: (state) => `error=login_required&error_description=End-User+authentication+is+required&state=${state}` });
    await expect(frameSignIn(config, endpoints, deps(p))).rejects.toThrow('End-User authentication is required');
  });

  test('the login token checks of spec §5 hold: another issuer, an expired token, another audience are refused', async () => {
    for (const [claims, reason] of [
      [{ ...goodClaims, iss: 'https://evil.test/oidc' }, /issuer/],
      [{ ...goodClaims, exp: NOW - 3600 }, /expired/],
      [{ ...goodClaims, aud: 'another-client' }, /audience/],
      [{ ...goodClaims, sub: undefined }, /sub/],
    ] as const) {
      await expect(frameSignIn(config, endpoints, deps(provider({ claims })))).rejects.toThrow(reason);
    }
  });

  test('a refused code exchange fails', async () => {
    await expect(frameSignIn(config, endpoints, deps(provider({ tokenStatus: 400 })))).rejects.toThrow();
  });

  test('jwtClaims reads UTF-8', () => {
    expect(jwtClaims(idToken({ name: 'Åsa' }))).toEqual({ name: 'Åsa' });
  });
});

describe('the hidden frame takes only the provider page\'s answer from that frame and our origin (issue 32, openFrame)', () => {
  const frameOf = () => document.querySelector('iframe[title="silent-signin"]') as HTMLIFrameElement;
  const post = (data: unknown, origin: string, source: Window | null) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  const answer = { type: 'authorization_response', response: { code: 'the-code', state: 's1', extra: { not: 'text' } } };

  test('resolves with the response\'s text parameters and removes the frame', async () => {
    const answered = openFrame(`${ORIGIN}/oidc/auth?prompt=none`, ORIGIN, 10);
    expect(frameOf().src).toBe(`${ORIGIN}/oidc/auth?prompt=none`);
    post(answer, ORIGIN, frameOf().contentWindow);
    await expect(answered).resolves.toEqual({ code: 'the-code', state: 's1' });
    expect(frameOf()).toBeNull();
  });

  test('a message of another origin, of another window or of another kind is not the answer', async () => {
    const answered = openFrame(`${ORIGIN}/oidc/auth`, ORIGIN, 0.2);
    post(answer, 'https://evil.test', frameOf().contentWindow);
    post(answer, ORIGIN, window);
    post({ ...answer, type: 'something_else' }, ORIGIN, frameOf().contentWindow);
    await expect(answered).rejects.toThrow('IFrame timed out without a response');
    expect(frameOf()).toBeNull();
  });
});

describe('the sign-in module begins a new tab\'s silent sign-in at once and the sagas join it (issue 32)', () => {
  beforeEach(() => window.sessionStorage.clear());

  test('stored in the library\'s user store, held for http.ts, without loading the library; the sagas\' signinSilent gets the same sign-in', async () => {
    const p = provider();
    const loadOidc = jest.fn();
    const schedule = jest.fn();
    const auth = createAuthService(config, { origin: ORIGIN, loadOidc, schedule, now: () => NOW, frameDeps: { frame: p.frame, fetch: p.fetch } });
    auth.beginSilentSignIn();
    await expect(auth.signinSilent()).resolves.toEqual({ subject: 'user-1', expiresAt: new Date((NOW + 900) * 1000).toISOString() });
    expect(p.frame).toHaveBeenCalledTimes(1);
    expect(loadOidc).not.toHaveBeenCalled();
    expect(auth.getAccessToken()).toBe('access-1');
    expect(JSON.parse(window.sessionStorage.getItem(storedUserKey(config))!)).toMatchObject({ access_token: 'access-1', expires_at: NOW + 900, profile: { sub: 'user-1' } });
    expect(schedule).toHaveBeenCalled(); // the timer towards the library's load before the expiry notice
  });

  test('nothing begins while a valid token is stored', async () => {
    window.sessionStorage.setItem(storedUserKey(config), JSON.stringify({ access_token: 't', expires_at: NOW + 600, profile: { sub: 'user-1' } }));
    const p = provider();
    const auth = createAuthService(config, { origin: ORIGIN, loadOidc: jest.fn(), schedule: jest.fn(), now: () => NOW, frameDeps: { frame: p.frame, fetch: p.fetch } });
    auth.beginSilentSignIn();
    expect(p.frame).not.toHaveBeenCalled();
  });

  test('a failed early sign-in is the sagas\' failure (then the sign-in redirect), not a second attempt', async () => {
    const p = provider({ answer: (state) => `error=login_required&state=${state}` });
    const auth = createAuthService(config, { origin: ORIGIN, loadOidc: jest.fn(), schedule: jest.fn(), now: () => NOW, frameDeps: { frame: p.frame, fetch: p.fetch } });
    auth.beginSilentSignIn();
    await expect(auth.signinSilent()).rejects.toThrow('login_required');
    expect(p.frame).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(storedUserKey(config))).toBeNull();
  });
});
