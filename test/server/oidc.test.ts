import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from './testDatabase';
import { hashPassword } from '../../server/auth/passwords';
import type { TokenVerifier } from '../../server/auth/tokens';
import { createBuiltInOidc, type BuiltInOidc } from '../../server/oidc';
import { createLoginThrottle, databaseFailureLog, type LoginThrottle } from '../../server/auth/loginThrottle';
import { KyselyAdapter } from '../../server/oidc/adapter';
import { CookieJar } from './cookieJar';
import { legacyKeysFileName, loadOrCreateKeys, type ProviderKeys } from '../../server/oidc/keys';
import { webMessagePage } from '../../server/oidc/webMessage';
import { createPortalMetrics } from '../../server/metrics/portalMetrics';

const publicUrl = 'http://portal.test';
const host = 'portal.test';
const userId = '5b0c4f0e-2a57-4c1e-9a8e-3c1d2f7a9b10';
const demoUsernames = ['medlem', 'medlem-flera', 'styrelse', 'nationell', 'ombud', 'kanslist', 'kansli-styrelse', 'ekonom', 'skyddad'];

// Migrating a fresh PGlite takes seconds on a busy machine.
jest.setTimeout(60_000);

let dataDir: string;
let db: Database;
let config: ServerConfig;
let oidc: BuiltInOidc;
let verifyToken: TokenVerifier;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-oidc-test-'));
  config = loadConfig({ PUBLIC_URL: publicUrl, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') });
  db = await openTestDatabase();
  await db.insertInto('users').values({
    id: userId, username: 'medlem', passwordHash: await hashPassword('demo', Buffer.from('0123456789abcdef')),
    firstname: 'Maja', lastname: 'Medlemsson', email: null, phone: null, memberNumber: null, city: null,
    workAssociationId: null, workplaceId: null,
  }).execute();
  ({ app, oidc, verifyToken } = await startApp());
});

afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startApp(throttle?: LoginThrottle) {
  const built = await createBuiltInOidc({ config, db, throttle });
  const verifier = built.verifyToken;
  const fastify = await buildApp({ db, config, verifyToken: verifier, oidc: built });
  return { app: fastify, oidc: built, verifyToken: verifier };
}

async function send(jar: CookieJar, options: { method?: 'GET' | 'POST'; url: string; form?: Record<string, string>; headers?: Record<string, string> }, target = app) {
  const url = new URL(options.url, publicUrl);
  expect(url.origin).toBe(publicUrl);
  const response = await target.inject({
    method: options.method ?? 'GET',
    url: `${url.pathname}${url.search}`,
    headers: {
      host,
      ...(jar.header ? { cookie: jar.header } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...options.headers,
    },
    payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
  });
  const header = response.headers['set-cookie'];
  jar.take(Array.isArray(header) ? header : header ? [header] : []);
  return response;
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(params: Record<string, string | undefined>) {
  const query = new URLSearchParams();
  const all: Record<string, string | undefined> = {
    client_id: config.clientId,
    redirect_uri: `${publicUrl}/auth`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: `openid ${config.apiScope}`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) query.set(key, value);
  return `/oidc/auth?${query}`;
}

function fragmentOf(location: string) {
  const url = new URL(location);
  return { base: `${url.origin}${url.pathname}`, search: url.search, params: new URLSearchParams(url.hash.slice(1)) };
}

/** Authorize, sign in on the login page, follow the provider back: the redirect to the portal. */
async function signIn(jar: CookieJar, { username = 'medlem', password = 'demo', redirectUri = `${publicUrl}/auth` } = {}, target = app) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const nonce = randomBytes(8).toString('hex');
  const start = await send(jar, { url: authorizeUrl({ code_challenge: challenge, state, nonce, redirect_uri: redirectUri }) }, target);
  expect(start.statusCode).toBe(303);
  const interaction = start.headers.location as string;
  expect(new URL(interaction, publicUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  const form = await send(jar, { url: interaction }, target);
  expect(form.statusCode).toBe(200);
  const login = await send(jar, { method: 'POST', url: interaction, form: { username, password } }, target);
  expect(login.statusCode).toBe(303);
  const resume = await send(jar, { url: login.headers.location as string }, target);
  expect(resume.statusCode).toBe(303);
  return { location: resume.headers.location as string, verifier, state, nonce };
}

async function exchange(jar: CookieJar, code: string, verifier: string, redirectUri = `${publicUrl}/auth`, target = app) {
  return send(jar, {
    method: 'POST', url: '/oidc/token',
    form: { client_id: config.clientId, redirect_uri: redirectUri, code_verifier: verifier, grant_type: 'authorization_code', code },
  }, target);
}

async function signInWithTokens(jar = new CookieJar()) {
  const { location, verifier } = await signIn(jar);
  const code = fragmentOf(location).params.get('code') as string;
  const tokens = await exchange(jar, code, verifier);
  expect(tokens.statusCode).toBe(200);
  return { jar, ...(tokens.json() as { access_token: string; id_token: string; expires_in: number; token_type: string }) };
}

describe('the built-in OpenID Connect provider under /oidc', () => {
  it('issue 38: its requests (answered before Fastify routes them) are counted under one route label of their own, never their path', async () => {
    const metrics = createPortalMetrics({ db });
    const built = await createBuiltInOidc({ config, db });
    const measured = await buildApp({ db, config, verifyToken: built.verifyToken, oidc: built, metrics });
    try {
      expect((await send(new CookieJar(), { url: '/oidc/.well-known/openid-configuration' }, measured)).statusCode).toBe(200);
      await send(new CookieJar(), { url: `/oidc/session/end?id_token_hint=${userId}` }, measured);
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/portal_http_request_duration_seconds_count\{route="\/oidc\/\*",method="GET",status="200"\} 1/);
      expect(text).not.toContain('route="unmatched"');
      expect(text).not.toContain(userId);
    } finally {
      await measured.close();
    }
  });

  it('publishes a discovery document for the issuer: code flow, PKCE S256 only, fragment response mode, end session', async () => {
    const res = await send(new CookieJar(), { url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(`${publicUrl}/oidc`);
    expect(oidc.issuer).toBe(`${publicUrl}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${publicUrl}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${publicUrl}/oidc/token`);
    expect(doc.end_session_endpoint).toBe(`${publicUrl}/oidc/session/end`);
    expect(doc.jwks_uri).toBe(`${publicUrl}/oidc/jwks`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.response_modes_supported).toContain('fragment');
    expect(doc.scopes_supported).toContain('openid');
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'name', 'given_name', 'family_name', 'preferred_username']));
  });

  it('publishes only public signing keys, the ones the API verifier gets', async () => {
    const res = await send(new CookieJar(), { url: '/oidc/jwks' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json() as { keys: Array<Record<string, unknown>> };
    expect(keys.map((k) => k.kid)).toEqual(oidc.jwks.keys.map((k) => k.kid));
    for (const key of [...keys, ...oidc.jwks.keys] as Array<Record<string, unknown>>) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256' });
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key[secret]).toBeUndefined();
    }
  });

  it('signs in with PKCE on the Swedish login page and issues a JWT access token that the API accepts', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const start = await send(jar, { url: authorizeUrl({ code_challenge: challenge, state: 'state-1', nonce: 'nonce-1' }) });
    expect(start.statusCode).toBe(303);
    const interaction = start.headers.location as string;
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await send(jar, { url: interaction });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toMatch(/<h1[^>]*>Logga in<\/h1>/);
    expect(page.body).toMatch(/<label for="username">Användarnamn<\/label>/);
    expect(page.body).toMatch(/<input id="username" name="username"/);
    expect(page.body).toMatch(/<label for="password">Lösenord<\/label>/);
    expect(page.body).toMatch(/<input id="password" name="password" type="password"/);
    expect(page.body).toMatch(/<button type="submit"[^>]*>Logga in<\/button>/);
    expect(page.body).toContain(`action="${interaction}"`);
    expect(page.body).not.toContain('role="alert"');

    const wrong = await send(jar, { method: 'POST', url: interaction, form: { username: 'medlem', password: 'fel' } });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toMatch(/<p class="error" id="login-error" role="alert">Fel användarnamn eller lösenord\.<\/p>/);
    expect(wrong.body).toMatch(/<input id="username" name="username" type="text" value="medlem"/);
    expect(wrong.body).toContain(`action="${interaction}"`);

    const right = await send(jar, { method: 'POST', url: interaction, form: { username: 'medlem', password: 'demo' } });
    expect(right.statusCode).toBe(303);
    expect(new URL(right.headers.location as string).pathname).toMatch(/^\/oidc\/auth\/[\w-]+$/);
    const back = await send(jar, { url: right.headers.location as string });
    expect(back.statusCode).toBe(303);
    const { base, search, params } = fragmentOf(back.headers.location as string);
    expect(base).toBe(`${publicUrl}/auth`);
    expect(search).toBe('');
    expect(params.get('state')).toBe('state-1');
    expect(params.get('iss')).toBe(`${publicUrl}/oidc`);
    const code = params.get('code') as string;
    expect(code).toBeTruthy();

    const tokens = await exchange(jar, code, verifier);
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBeLessThanOrEqual(900);
    expect(body.refresh_token).toBeUndefined();

    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt', kid: oidc.jwks.keys[0].kid });
    const access = decodeJwt(body.access_token);
    expect(access).toMatchObject({ iss: `${publicUrl}/oidc`, aud: config.apiAudience, sub: userId, client_id: config.clientId });
    expect(String(access.scope).split(' ')).toContain(config.apiScope);
    await expect(verifyToken(body.access_token)).resolves.toMatchObject({ sub: userId });

    const idToken = decodeJwt(body.id_token);
    expect(idToken).toMatchObject({
      iss: `${publicUrl}/oidc`, aud: config.clientId, sub: userId, nonce: 'nonce-1',
      name: 'Maja Medlemsson', given_name: 'Maja', family_name: 'Medlemsson', preferred_username: 'medlem',
    });

    const me = await app.inject({ method: 'GET', url: '/api/User/Me', headers: { host, authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: userId, name: 'Maja Medlemsson' });

    const again = await exchange(jar, code, verifier);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('lists the demo accounts and their password on the login page', async () => {
    const jar = new CookieJar();
    const start = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) });
    const page = await send(jar, { url: start.headers.location as string });
    expect(page.body).toMatch(/<h2[^>]*>Demokonton<\/h2>/);
    expect(page.body).toMatch(/lösenordet <strong class="password">demo<\/strong>/);
    for (const username of demoUsernames) expect(page.body).toContain(`<span class="username">${username}</span>`);
  });

  it('gives an unknown user the same Swedish message as a wrong password, and escapes what was typed', async () => {
    const jar = new CookieJar();
    const start = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) });
    const interaction = start.headers.location as string;
    const typed = '"><script>alert(1)</script>';
    const res = await send(jar, { method: 'POST', url: interaction, form: { username: typed, password: 'demo' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="alert">Fel användarnamn eller lösenord.</p>');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    const empty = await send(jar, { method: 'POST', url: interaction, form: {} });
    expect(empty.body).toContain('Fel användarnamn eller lösenord.');
  });

  it('a very long name is a wrong name, counted by the throttle by its hash; a name with NUL is refused as input: never a 500', async () => {
    const jar = new CookieJar();
    const start = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) });
    const interaction = start.headers.location as string;
    const long = await send(jar, { method: 'POST', url: interaction, form: { username: randomBytes(1600).toString('hex'), password: 'fel' } });
    expect(long.statusCode).toBe(200);
    expect(long.body).toContain('role="alert">Fel användarnamn eller lösenord.</p>');
    expect(await db.selectFrom('loginFailures').select('key').where('key', 'like', 'login:name:sha256:%').execute()).toHaveLength(1);
    const nul = await send(jar, { method: 'POST', url: interaction, form: { username: 'med\u0000lem', password: 'fel' } });
    expect(nul.statusCode).toBe(400);
  });

  it('refuses sign-in after too many failures for a name, with a Swedish message, until the window has passed', async () => {
    let now = 1_000_000;
    const throttled = await startApp(createLoginThrottle(databaseFailureLog(db, 'throttle-test'), { windowMs: 60_000, perNameAndAddress: 3, perAddress: 100, now: () => now }));
    try {
      const jar = new CookieJar();
      const start = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) }, throttled.app);
      const interaction = start.headers.location as string;
      const attempt = (username: string, password: string) => send(jar, { method: 'POST', url: interaction, form: { username, password } }, throttled.app);
      for (let i = 0; i < 3; i += 1) expect((await attempt('Medlem', 'fel')).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) await attempt('finns-inte', 'fel');

      for (const name of ['medlem', 'finns-inte']) {
        const refused = await attempt(name, 'demo');
        expect(refused.statusCode).toBe(429);
        expect(refused.body).toContain('role="alert">För många misslyckade inloggningar. Vänta en stund och försök igen.</p>');
        expect(refused.headers.location).toBeUndefined();
      }
      const otherName = await attempt('styrelse', 'fel');
      expect(otherName.statusCode).toBe(200);
      expect(otherName.body).toContain('role="alert">Fel användarnamn eller lösenord.</p>');

      now += 60_001;
      const jar2 = new CookieJar();
      const again = await send(jar2, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) }, throttled.app);
      const signedIn = await send(jar2, { method: 'POST', url: again.headers.location as string, form: { username: 'medlem', password: 'demo' } }, throttled.app);
      expect(signedIn.statusCode).toBe(303);
    } finally {
      await throttled.app.close();
    }
  });

  it('serves its pages without inline script or style, with the portal CSP and nosniff, and its own stylesheet', async () => {
    const jar = new CookieJar();
    const start = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) });
    const page = await send(jar, { url: start.headers.location as string });
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.body).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(page.body).toContain('<link rel="stylesheet" href="/oidc-assets/login.css">');
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self';/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-store');

    for (const url of ['/oidc/.well-known/openid-configuration', authorizeUrl({ code_challenge: pkcePair().challenge })]) {
      const res = await send(new CookieJar(), { url });
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }

    const css = await send(jar, { url: '/oidc-assets/login.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.card');
  });

  it('refuses an authorization request without code_challenge, or with the plain method', async () => {
    for (const params of [{ code_challenge_method: undefined }, { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }]) {
      const res = await send(new CookieJar(), { url: authorizeUrl(params) });
      expect(res.statusCode).toBe(303);
      const { base, params: answer } = fragmentOf(res.headers.location as string);
      expect(base).toBe(`${publicUrl}/auth`);
      expect(answer.get('error')).toBe('invalid_request');
      expect(answer.get('code')).toBeNull();
    }
  });

  it('refuses an unregistered redirect_uri with a Swedish error page', async () => {
    const res = await send(new CookieJar(), { url: authorizeUrl({ code_challenge: pkcePair().challenge, redirect_uri: 'http://evil.test/auth' }) });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('<html lang="sv">');
    expect(res.body).toMatch(/<h1[^>]*>Något gick fel<\/h1>/);
    expect(res.body).toContain('okänd returadress');
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it('refuses a code exchange with a wrong code_verifier', async () => {
    const jar = new CookieJar();
    const { location } = await signIn(jar);
    const code = fragmentOf(location).params.get('code') as string;
    const res = await exchange(jar, code, pkcePair().verifier);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('has devInteractions off: the login is the portal page under /oidc/interaction, and an unknown interaction is a Swedish error', async () => {
    const jar = new CookieJar();
    const start = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) });
    expect(start.headers.location).toMatch(/^\/oidc\/interaction\//);
    const page = await send(jar, { url: start.headers.location as string });
    expect(page.body).not.toMatch(/devInteractions|Sign-in|any password/i);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => { warnings.push(args.map(String).join(' ')); };
    try {
      await createBuiltInOidc({ config, db });
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((w) => /devInteractions/.test(w))).toEqual([]);
    const dev = await send(new CookieJar(), { url: '/interaction/anything' });
    expect(dev.statusCode).toBe(404);
    const unknown = await send(new CookieJar(), { url: '/oidc/interaction/unknown-uid' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('<html lang="sv">');
    expect(unknown.body).toContain('Något gick fel');
  });

  it('answers prompt=none with a code and no form when the session cookie is there, and login_required without it', async () => {
    const { jar } = await signInWithTokens();
    expect(jar.has('_session')).toBe(true);
    const { verifier, challenge } = pkcePair();
    const silentUri = `${publicUrl}/silent-renew.html`;
    const res = await send(jar, { url: authorizeUrl({ code_challenge: challenge, prompt: 'none', redirect_uri: silentUri, state: 'silent' }) });
    expect(res.statusCode).toBe(303);
    const { base, params } = fragmentOf(res.headers.location as string);
    expect(base).toBe(silentUri);
    expect(params.get('state')).toBe('silent');
    const tokens = await exchange(jar, params.get('code') as string, verifier, silentUri);
    expect(tokens.statusCode).toBe(200);
    await expect(verifyToken(tokens.json().access_token)).resolves.toMatchObject({ sub: userId });

    const anonymous = await send(new CookieJar(), { url: authorizeUrl({ code_challenge: challenge, prompt: 'none', redirect_uri: silentUri }) });
    expect(anonymous.statusCode).toBe(303);
    expect(fragmentOf(anonymous.headers.location as string).params.get('error')).toBe('login_required');
  });

  it('answers a new tab\'s silent sign-in (response_mode web_message) with a page that posts the response to the framing window for the redirect URI\'s origin only, its one script allowed by its hash (issue 32)', async () => {
    const { jar } = await signInWithTokens();
    const { verifier, challenge } = pkcePair();
    const silentUri = `${publicUrl}/silent-renew.html`;
    const posted = (body: string) => {
      const [, message, origin] = /window\.parent\.postMessage\((\{.*\}), (".*")\);/.exec(body)!;
      return { ...JSON.parse(message) as { type: string; response: Record<string, string> }, origin: JSON.parse(origin) as string };
    };
    const res = await send(jar, { url: authorizeUrl({ code_challenge: challenge, prompt: 'none', redirect_uri: silentUri, state: 'silent', response_mode: 'web_message' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = posted(res.body);
    expect(answer).toMatchObject({ type: 'authorization_response', origin: new URL(publicUrl).origin, response: { state: 'silent' } });
    const script = /<script>([\s\S]*)<\/script>/.exec(res.body)![1];
    const policy = String(res.headers['content-security-policy']).split(';').map((d) => d.trim());
    expect(policy.find((d) => d.startsWith('script-src'))!.split(' ')).toEqual(['script-src', "'self'", `'sha256-${createHash('sha256').update(script).digest('base64')}'`]);
    expect(policy).toContain("frame-ancestors 'self'");
    const tokens = await exchange(jar, answer.response.code, verifier, silentUri);
    expect(tokens.statusCode).toBe(200);
    await expect(verifyToken(tokens.json().access_token)).resolves.toMatchObject({ sub: userId });

    // No session: the same page with login_required, delivered with 200 (a 400 is logged by the browser on every signed-out visit).
    const anonymous = await send(new CookieJar(), { url: authorizeUrl({ code_challenge: challenge, prompt: 'none', redirect_uri: silentUri, response_mode: 'web_message' }) });
    expect(anonymous.statusCode).toBe(200);
    expect(posted(anonymous.body).response.error).toBe('login_required');
    // A redirect URI the client has not registered gets the error page, which posts nothing.
    const elsewhere = await send(jar, { url: authorizeUrl({ code_challenge: challenge, prompt: 'none', redirect_uri: 'https://evil.test/silent-renew.html', response_mode: 'web_message' }) });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).not.toContain('postMessage');
  });

  it('escapes what could end the web message page\'s script (issue 32)', () => {
    const page = webMessagePage('https://portal.test/silent-renew.html', { state: '</script><script>alert(1)</script>', error_description: 'a\u2028b & c' });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('\u2028');
    expect(page).toContain('"https://portal.test"');
  });

  it('sets its cookies SameSite=Lax and HttpOnly', async () => {
    const jar = new CookieJar();
    const start = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge }) });
    const cookies = [start.headers['set-cookie']].flat().filter(Boolean) as string[];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).toMatch(/httponly/i);
    }
  });

  it('ends the session with id_token_hint: an auto-submitted Swedish page, then the post_logout_redirect_uri', async () => {
    const { jar, id_token } = await signInWithTokens();
    const signedOut = `${publicUrl}/auth/signed-out`;
    const query = new URLSearchParams({ id_token_hint: id_token, post_logout_redirect_uri: signedOut, state: 'bye' });
    const page = await send(jar, { url: `/oidc/session/end?${query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toMatch(/<h1[^>]*>Loggar ut …<\/h1>/);
    expect(page.body).toMatch(/<button type="submit"[^>]*form="op.logoutForm"[^>]*name="logout" value="yes"[^>]*data-auto-submit="true"[^>]*>Logga ut<\/button>/);
    expect(page.body).toContain('<script src="/oidc-assets/logout.js"></script>');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self';/);

    const script = await send(jar, { url: '/oidc-assets/logout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("getElementById('logout-button')");
    expect(script.body).toContain('click()');

    // What the script does: submit the form with the button's logout=yes.
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(page.body)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    expect(action).toBe(`${publicUrl}/oidc/session/end/confirm`);
    const confirm = await send(jar, { method: 'POST', url: action, form: { xsrf, logout: 'yes' } });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${signedOut}?state=bye`);

    const silent = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge, prompt: 'none' }) });
    expect(fragmentOf(silent.headers.location as string).params.get('error')).toBe('login_required');
  });

  it('does not sign out by itself without a valid id_token_hint', async () => {
    const { jar } = await signInWithTokens();
    const page = await send(jar, { url: '/oidc/session/end' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<button[^>]*id="logout-button"[^>]*>Logga ut<\/button>/);
    expect(page.body).not.toContain('data-auto-submit');

    const { privateKey } = await generateKeyPair('RS256');
    const hint = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: oidc.jwks.keys[0].kid })
      .setIssuer(oidc.issuer).setAudience(config.clientId).setSubject(userId).setIssuedAt().setExpirationTime('5m')
      .sign(privateKey);
    const query = new URLSearchParams({ id_token_hint: hint, post_logout_redirect_uri: `${publicUrl}/utloggad` });
    const forged = await send(jar, { url: `/oidc/session/end?${query}`, headers: { accept: 'text/html' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toMatch(/^text\/html/);
    expect(forged.body).toContain('<html lang="sv">');
    expect(forged.body).toContain('Något gick fel');
    expect(forged.body).not.toContain('Loggar ut');
  });

  it('keeps its signing key and sessions across a restart, and shares them with every process on the database (issue 16)', async () => {
    const { jar, access_token } = await signInWithTokens();
    // The keys live in the database, not in a process's own data folder.
    expect(fs.existsSync(path.join(dataDir, legacyKeysFileName))).toBe(false);
    const stored = await db.selectFrom('providerKeys').select('keys').executeTakeFirstOrThrow();
    expect((stored.keys as { signing: { kid: string }[] }).signing.map((k) => k.kid)).toEqual(oidc.jwks.keys.map((k) => k.kid));

    const restarted = await startApp();
    try {
      expect(restarted.oidc.jwks.keys.map((k) => k.kid)).toEqual(oidc.jwks.keys.map((k) => k.kid));
      await expect(restarted.verifyToken(access_token)).resolves.toMatchObject({ sub: userId });
      const me = await restarted.app.inject({ method: 'GET', url: '/api/User/Me', headers: { host, authorization: `Bearer ${access_token}` } });
      expect(me.statusCode).toBe(200);

      const res = await send(jar, { url: authorizeUrl({ code_challenge: pkcePair().challenge, prompt: 'none' }) }, restarted.app);
      expect(res.statusCode).toBe(303);
      expect(fragmentOf(res.headers.location as string).params.get('code')).toBeTruthy();
    } finally {
      await restarted.app.close();
    }
  });

  it('a second process with a data folder of its own signs with the same key: its tokens verify on the first (issue 16)', async () => {
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-oidc-other-'));
    try {
      const other = await createBuiltInOidc({ config: { ...config, dataDir: otherDir }, db });
      const otherApp = await buildApp({ db, config: { ...config, dataDir: otherDir }, verifyToken: other.verifyToken, oidc: other });
      try {
        const jar = new CookieJar();
        const { location, verifier } = await signIn(jar, {}, otherApp);
        const code = fragmentOf(location).params.get('code') as string;
        const tokens = (await exchange(jar, code, verifier, undefined, otherApp)).json() as { access_token: string };
        await expect(verifyToken(tokens.access_token)).resolves.toMatchObject({ sub: userId });
      } finally {
        await otherApp.close();
      }
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('takes its keys from OIDC_KEYS when the deployment gives them, and refuses keys that are not keys', async () => {
    const secret = (await db.selectFrom('providerKeys').select('keys').executeTakeFirstOrThrow()).keys as ProviderKeys;
    const given = { ...secret, cookieKeys: ['c'.repeat(40)] };
    await expect(loadOrCreateKeys(db, { dataDir, secret: JSON.stringify(given) })).resolves.toEqual(given);
    await expect(loadOrCreateKeys(db, { dataDir, secret: '{"signing":[]}' })).rejects.toThrow(/OIDC_KEYS does not hold the provider's keys/);
  });

  it('takes over the keys an earlier version kept in the data folder, so nobody is signed out by the upgrade', async () => {
    const fresh = await openTestDatabase();
    const oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-oidc-legacy-'));
    try {
      const earlier = { signing: [{ ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)), kid: 'earlier', alg: 'RS256', use: 'sig' }], cookieKeys: ['k'.repeat(43)] };
      fs.writeFileSync(path.join(oldDir, legacyKeysFileName), JSON.stringify(earlier), { mode: 0o600 });
      expect((await loadOrCreateKeys(fresh, { dataDir: oldDir })).signing[0].kid).toBe('earlier');
      expect((await fresh.selectFrom('providerKeys').select('keys').executeTakeFirstOrThrow()).keys).toMatchObject({ signing: [{ kid: 'earlier' }] });
    } finally {
      await fresh.destroy();
      fs.rmSync(oldDir, { recursive: true, force: true });
    }
  });

  it('stores its data in oidc_payloads, honouring expiry, consumption and grant revocation', async () => {
    const adapter = new KyselyAdapter(db, 'AuthorizationCode');
    const payload = { jti: 'code-1', grantId: 'grant-1', params: { client_id: 'x', redirect_uri: 'y' }, kind: 'AuthorizationCode' };
    await adapter.upsert('code-1', payload, 60);
    expect(await adapter.find('code-1')).toEqual(payload);
    await adapter.consume('code-1');
    expect((await adapter.find('code-1'))?.consumed).toEqual(expect.any(Number));
    await adapter.upsert('code-1', payload, 60);
    expect((await adapter.find('code-1'))?.consumed).toEqual(expect.any(Number));
    await adapter.revokeByGrantId('grant-1');
    expect(await adapter.find('code-1')).toBeUndefined();

    await adapter.upsert('code-2', { ...payload, jti: 'code-2' }, 60);
    await db.updateTable('oidcPayloads').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', 'code-2').execute();
    expect(await adapter.find('code-2')).toBeUndefined();

    const sessions = new KyselyAdapter(db, 'Session');
    await sessions.upsert('s-1', { uid: 'uid-1', accountId: userId }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: userId });
    expect(await new KyselyAdapter(db, 'Grant').findByUid('uid-1')).toBeUndefined();
    await sessions.destroy('s-1');
    expect(await sessions.findByUid('uid-1')).toBeUndefined();

    const models = await db.selectFrom('oidcPayloads').select('model').distinct().execute();
    expect(models.map((m) => m.model)).toEqual(expect.arrayContaining(['Session', 'Grant']));
  });
});

describe('sign-out, userinfo, hostile parameters and forwarded headers (issue 14)', () => {
  async function signOut(jar: CookieJar, idToken: string) {
    const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${publicUrl}/auth/signed-out` });
    const page = await send(jar, { url: `/oidc/session/end?${query}` });
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(page.body)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] as string;
    const confirm = await send(jar, { method: 'POST', url: action, form: { xsrf, logout: 'yes' } });
    expect(confirm.statusCode).toBe(303);
  }

  it("after 'Logga ut' the API refuses that session's access token at once, with the RFC 6750 challenge", async () => {
    const { jar, access_token, id_token } = await signInWithTokens();
    const me = () => app.inject({ method: 'GET', url: '/api/User/Me', headers: { authorization: `Bearer ${access_token}` } });
    expect((await me()).statusCode).toBe(200);
    await signOut(jar, id_token);
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toMatch(/^Bearer realm="[^"]+", error="invalid_token"/);
  });

  it("signing out ends only that session's tokens: another session's token still works", async () => {
    const other = await signInWithTokens();
    const { jar, id_token } = await signInWithTokens();
    await signOut(jar, id_token);
    const res = await app.inject({ method: 'GET', url: '/api/User/Me', headers: { authorization: `Bearer ${other.access_token}` } });
    expect(res.statusCode).toBe(200);
  });

  it("answers userinfo for the SPA's access token with the ID token's claims, and 401 with a challenge without one", async () => {
    const doc = (await send(new CookieJar(), { url: '/oidc/.well-known/openid-configuration' })).json();
    expect(doc.userinfo_endpoint).toBe(`${publicUrl}/oidc/me`);
    const { access_token } = await signInWithTokens();
    const info = await app.inject({ method: 'GET', url: '/oidc/me', headers: { authorization: `Bearer ${access_token}` } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ sub: userId, name: 'Maja Medlemsson', given_name: 'Maja', family_name: 'Medlemsson', preferred_username: 'medlem' });
    expect(info.headers['cache-control']).toBe('no-store');
    const none = await app.inject({ method: 'GET', url: '/oidc/me' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="Medlemsportalen"');
    const bad = await app.inject({ method: 'GET', url: '/oidc/me', headers: { authorization: 'Bearer a.b.c' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('answers /oidc/auth and the token endpoint with a NUL in any parameter with a 400, never a 500', async () => {
    for (const params of [{ state: 'a\u0000b' }, { client_id: '\u0000' }, { nonce: '\u0000' }, { login_hint: 'x\u0000' }, { code_challenge: '\u0000' }]) {
      const res = await send(new CookieJar(), { url: authorizeUrl({ code_challenge: pkcePair().challenge, ...params }) });
      expect({ params, status: res.statusCode }).toEqual({ params, status: 400 });
    }
    const path = await send(new CookieJar(), { url: '/oidc/auth%00' });
    expect(path.statusCode).toBeLessThan(500);
    const token = await exchange(new CookieJar(), 'a\u0000b', 'verifier\u0000');
    expect(token.statusCode).toBe(400);
  });

  it('takes its URLs from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    const res = await app.inject({
      method: 'GET', url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.test');
    expect(res.json().token_endpoint).toBe(`${publicUrl}/oidc/token`);
  });
});
