import { jest } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTokenVerifier, TokenRefused, type TokenVerifier } from '../../server/auth/tokens';

/** The API's verifier keeps a token that passed by its text (issue 26: a third of a poll's work), never past its expiry. */
const issuer = 'http://portal.test/oidc';
const audience = 'portal-api';
const userId = '0c2f5b3e-8d7a-4a57-9d55-0f5f3c0b9a11';
let sign: (claims: { exp: number; scope?: string; jti?: string }) => Promise<string>;
let verify: TokenVerifier;
let revoked: Set<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256', use: 'sig' };
  revoked = new Set();
  verify = createTokenVerifier({ issuer, audience, scope: 'portal-api', jwks: { keys: [jwk] }, isActive: async (claims) => !revoked.has(claims.jti!) });
  sign = ({ exp, scope = 'openid portal-api', jti }) => new SignJWT({ scope, ...(jti ? { jti } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: 'k', typ: 'at+jwt' }).setSubject(userId).setIssuer(issuer).setAudience(audience)
    .setIssuedAt().setExpirationTime(exp).sign(privateKey);
});

afterEach(() => jest.useRealTimers());

const now = () => Math.floor(Date.now() / 1000);

it('a token that passed is refused once it has expired, though it was kept', async () => {
  const token = await sign({ exp: now() + 60, jti: 'a' });
  expect((await verify(token)).sub).toBe(userId);
  jest.useFakeTimers({ now: Date.now() + 66_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  await expect(verify(token)).rejects.toMatchObject({ error: 'invalid_token' });
});

it('a kept token is still asked about revocation each time', async () => {
  const token = await sign({ exp: now() + 60, jti: 'b' });
  await verify(token);
  revoked.add('b');
  await expect(verify(token)).rejects.toBeInstanceOf(TokenRefused);
});

it('a token one character off from a kept one is checked afresh, and refused', async () => {
  const token = await sign({ exp: now() + 60, jti: 'c' });
  await verify(token);
  const forged = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
  await expect(verify(forged)).rejects.toMatchObject({ error: 'invalid_token' });
});

it('a token without the API scope is refused every time, not kept', async () => {
  const token = await sign({ exp: now() + 60, scope: 'openid', jti: 'd' });
  await expect(verify(token)).rejects.toMatchObject({ error: 'insufficient_scope' });
  await expect(verify(token)).rejects.toMatchObject({ error: 'insufficient_scope' });
});
