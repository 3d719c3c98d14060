import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from './testDatabase';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';
import { createBuiltInOidc } from '../../server/oidc';
import { passwordProblem } from '../../src/domain/password';
import { deviationReasons } from '../../src/domain/deviations';

/**
 * User/ChangePassword (issue 11): the built-in sign-in's password, through the real login page
 * of the provider: a wrong current password and a weak password change nothing; after a change
 * the new password signs in and the old one does not.
 */
const publicUrl = 'http://portal.test';
const userId = '5b0c4f0e-2a57-4c1e-9a8e-3c1d2f7a9b11';
let dataDir: string;
let db: Database;
let config: ServerConfig;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-password-test-'));
  config = loadConfig({ PUBLIC_URL: publicUrl, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') });
  db = await openTestDatabase();
  await db.insertInto('users').values({
    id: userId, username: 'medlem', passwordHash: await hashPassword('demo', Buffer.from('0123456789abcdef')),
    firstname: 'Maja', lastname: 'Medlemsson', email: null, phone: null, memberNumber: '100001', city: null,
    workAssociationId: null, workplaceId: null,
  }).execute();
  const oidc = await createBuiltInOidc({ config, db });
  app = await buildApp({ db, config, verifyToken: oidc.verifyToken, oidc });
});

afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A browser of its own: cookies carried by hand. */
function browser() {
  const cookies = new Map<string, string>();
  const take = (response: LightMyRequestResponse) => {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      if (value === '' || /expires=.*1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  return async (options: { method?: 'GET' | 'POST'; url: string; form?: Record<string, string> }) => {
    const url = new URL(options.url, publicUrl);
    const response = await app.inject({
      method: options.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers: {
        host: 'portal.test',
        ...(cookies.size ? { cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
    });
    take(response);
    return response;
  };
}

/** Signs in on the login page: the access token, or null when the login page refuses. */
async function signIn(password: string): Promise<string | null> {
  const send = browser();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: config.clientId, redirect_uri: `${publicUrl}/auth`, response_type: 'code', response_mode: 'fragment',
    scope: `openid ${config.apiScope}`, state: 'state1', nonce: 'nonce1', code_challenge_method: 'S256',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  const start = await send({ url: `/oidc/auth?${query}` });
  const interaction = start.headers.location as string;
  await send({ url: interaction });
  const login = await send({ method: 'POST', url: interaction, form: { username: 'medlem', password } });
  if (login.statusCode !== 303) {
    expect(login.body).toContain('Fel användarnamn eller lösenord.');
    return null;
  }
  const resume = await send({ url: login.headers.location as string });
  const code = new URLSearchParams(new URL(resume.headers.location as string).hash.slice(1)).get('code')!;
  const tokens = await send({
    method: 'POST', url: '/oidc/token',
    form: { client_id: config.clientId, redirect_uri: `${publicUrl}/auth`, code_verifier: verifier, grant_type: 'authorization_code', code },
  });
  return (tokens.json() as { access_token: string }).access_token;
}

const change = (token: string, body: unknown) => app.inject({
  method: 'POST', url: '/api/User/ChangePassword', headers: { host: 'portal.test', authorization: `Bearer ${token}` }, payload: body as object,
});

describe('User/ChangePassword', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signIn('demo'))!;
    expect(token).toBeTruthy();
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const res = await change(token, { currentPassword: 'wrong', password: 'en mycket bra fras' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('WRONG_CURRENT_PASSWORD');
    expect(await signIn('en mycket bra fras')).toBeNull();
  });

  it.each([
    ['under 12 characters', 'kort123', 'PASSWORD_TOO_SHORT'],
    ['a common password', 'password1234', 'PASSWORD_TOO_COMMON'],
    ['a common Swedish password', 'Lösenord2024!', 'PASSWORD_TOO_COMMON'],
    ['one character repeated', 'aaaaaaaaaaaaaa', 'PASSWORD_TOO_COMMON'],
  ])('refuses a weak password: %s', async (_what, password, code) => {
    const res = await change(token, { currentPassword: 'demo', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe(code);
    expect(passwordProblem(password)).toBe(code);
  });

  it('deliberate deviation: spec §7\'s {password} alone is refused with CURRENT_PASSWORD_REQUIRED and its reason in Swedish, and changes nothing', async () => {
    for (const body of [{ password: 'en mycket bra fras' }, { password: 'en mycket bra fras', currentPassword: '' }]) {
      const res = await change(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errorCode: 'CURRENT_PASSWORD_REQUIRED', data: { message: deviationReasons.CURRENT_PASSWORD_REQUIRED } });
      expect(res.json().data.message).toMatch(/nuvarande lösenord/);
    }
    expect(await signIn('en mycket bra fras')).toBeNull();
  });

  it('refuses a body without a password, or of other types', async () => {
    expect((await change(token, { currentPassword: 'demo' })).json().errorCode).toBe('VALIDATION_FAILED');
    expect((await change(token, { password: 1, currentPassword: 'demo' })).statusCode).toBe(400);
  });

  it('success: the new password signs in through the login page and the old one does not', async () => {
    const res = await change(token, { currentPassword: 'demo', password: 'Vårens långa promenader' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: true });
    expect(await signIn('demo')).toBeNull();
    const again = await signIn('Vårens långa promenader');
    expect(again).toBeTruthy();
  });

  it('lets a demo account go back to the published demo password (demo seed only)', async () => {
    const token2 = (await signIn('Vårens långa promenader'))!;
    expect((await change(token2, { currentPassword: 'Vårens långa promenader', password: 'demo' })).statusCode).toBe(200);
    expect(await signIn('demo')).toBeTruthy();
    expect((await change(token2, { currentPassword: 'demo', password: 'demo2' })).json().errorCode).toBe('PASSWORD_TOO_SHORT');
  });

  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/User/ChangePassword', headers: { host: 'portal.test' }, payload: { currentPassword: 'demo', password: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('stored passwords (scrypt, issue 11)', () => {
  const salt = Buffer.from('fedcba9876543210');

  it('a password is the same whether typed composed or decomposed (å as one character or a and a ring): both are taken as NFC', async () => {
    const composed = 'Vårens långa promenader';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(composed, await hashPassword(decomposed, salt))).toBe(true);
    expect(await verifyPassword(decomposed, await hashPassword(composed, salt))).toBe(true);
    expect(await verifyPassword('Varens langa promenader', await hashPassword(composed, salt))).toBe(false);
  });

  it('no stored password, another scheme, or a stored value without salt or key never verifies', async () => {
    const stored = await hashPassword('demo', salt);
    const [, saltHex, keyHex] = stored.split('$');
    const unsalted = await hashPassword('demo', Buffer.alloc(0));
    expect(await verifyPassword('demo', stored)).toBe(true);
    for (const value of [null, `bcrypt$${saltHex}$${keyHex}`, unsalted, `scrypt$${saltHex}$`, `scrypt$${saltHex}`, '']) {
      expect({ value, verified: await verifyPassword('demo', value) }).toEqual({ value, verified: false });
    }
  });

  it('a stored key that is not 32 bytes of hex never verifies, whatever the password (an empty key once let any password in)', async () => {
    const [, saltHex, keyHex] = (await hashPassword('demo', salt)).split('$');
    const malformed = [
      'scrypt$00$zz', 'scrypt$00$0', 'scrypt$zz$zz', `scrypt$${saltHex}$${keyHex.slice(0, 32)}`, `scrypt$${saltHex}$${keyHex}00`,
      `scrypt$${saltHex}$${keyHex.slice(0, 63)}`, `scrypt$${saltHex}x$${keyHex}`, `scrypt$${saltHex}$${keyHex}$extra`,
    ];
    for (const value of malformed) {
      for (const password of ['demo', 'anything', '']) {
        expect({ value, password, verified: await verifyPassword(password, value) }).toEqual({ value, password, verified: false });
      }
    }
  });

  it('a salt or a key with a character that is no hex digit anywhere, or a salt of odd length, never verifies, and never fails', async () => {
    // Decoding hex stops at the first character that is not a digit of it, and drops an odd last one:
    // each value below would otherwise verify "demo" with the true salt, or compare keys of two lengths and throw.
    const [, saltHex, keyHex] = (await hashPassword('demo', salt)).split('$');
    const malformed = [
      `scrypt$${saltHex}0$${keyHex}`, `scrypt$${saltHex}zz$${keyHex}`, `scrypt$${saltHex}$zz${keyHex.slice(2)}`, `scrypt$${saltHex}$${keyHex.slice(0, 62)}zz`,
    ];
    for (const value of malformed) {
      expect({ value, verified: await verifyPassword('demo', value).catch((error: unknown) => String(error)) }).toEqual({ value, verified: false });
    }
  });
});
