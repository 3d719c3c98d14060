import { jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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

it('a token that passed is kept by its text: the next check gives the same claims without checking the signature again', async () => {
  const token = await sign({ exp: now() + 60, jti: 'e' });
  const first = await verify(token);
  expect(await verify(token)).toBe(first);
});

it('a kept token is kept only until its expiry and the clock tolerance (5 s), then checked afresh', async () => {
  const token = await sign({ exp: now() + 60, jti: 'f' });
  const first = await verify(token);
  jest.useFakeTimers({ now: Date.now() + 63_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  expect(await verify(token)).toBe(first);
  jest.useFakeTimers({ now: Date.now() + 4_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  await expect(verify(token)).rejects.toMatchObject({ error: 'invalid_token' });
});

it('a token without any scope claim is refused as lacking the API scope, not as an error', async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier({ issuer, audience, scope: 'portal-api', jwks: { keys: [jwk] } });
  const token = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k', typ: 'at+jwt' }).setSubject(userId)
    .setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime(now() + 60).sign(privateKey);
  await expect(verifier(token)).rejects.toMatchObject({ error: 'insufficient_scope', message: 'The token lacks the scope portal-api' });
});

it('the claims carry the subject as the user id in lower case, however the issuer wrote it, and a token id only when it is a string', async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier({ issuer, audience, scope: 'portal-api', jwks: { keys: [jwk] } });
  const token = await new SignJWT({ scope: 'portal-api', jti: 7 as unknown as string }).setProtectedHeader({ alg: 'RS256', kid: 'k', typ: 'at+jwt' })
    .setSubject(userId.toUpperCase()).setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime(now() + 60).sign(privateKey);
  const claims = await verifier(token);
  expect(claims).toEqual({ sub: userId, scope: 'portal-api', jti: undefined, exp: expect.any(Number) });
});

it("an external issuer's keys are fetched from its jwks_uri", async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'x', alg: 'RS256', use: 'sig' };
  const keysServer = http.createServer((_req, res) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ keys: [jwk] })); });
  await new Promise<void>((resolve) => keysServer.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = keysServer.address() as AddressInfo;
    const verifier = createTokenVerifier({ issuer, audience, scope: 'portal-api', jwks: new URL(`http://127.0.0.1:${port}/jwks`) });
    const token = await new SignJWT({ scope: 'openid portal-api' }).setProtectedHeader({ alg: 'RS256', kid: 'x', typ: 'at+jwt' })
      .setSubject(userId).setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime(now() + 60).sign(privateKey);
    expect((await verifier(token)).sub).toBe(userId);
  } finally {
    await new Promise((resolve) => keysServer.close(resolve));
  }
});

it('a kept token is refused from the very moment its expiry plus the tolerance is reached, as a fresh check refuses it', async () => {
  const exp = now() + 60;
  const token = await sign({ exp, jti: 'g' });
  await verify(token);
  jest.useFakeTimers({ now: (exp + 5) * 1000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  await expect(verify(token)).rejects.toMatchObject({ error: 'invalid_token' });
});

it('a validly signed token whose subject is not a user id is refused as invalid_token, saying so', async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier({ issuer, audience, scope: 'portal-api', jwks: { keys: [jwk] } });
  const token = await new SignJWT({ scope: 'portal-api' }).setProtectedHeader({ alg: 'RS256', kid: 'k', typ: 'at+jwt' })
    .setSubject('someone').setIssuer(issuer).setAudience(audience).setIssuedAt().setExpirationTime(now() + 60).sign(privateKey);
  await expect(verifier(token)).rejects.toMatchObject({ error: 'invalid_token', message: 'The subject is not a user id' });
});
