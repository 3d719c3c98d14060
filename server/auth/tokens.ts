import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { isUuid } from '../routes/schemas';
import { LruCache } from '../lib/lruCache';

const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  scope?: string;
  /** The token's id (RFC 9068), by which the built-in provider knows whether it was revoked. */
  jti?: string;
  /** When the token expires (epoch seconds): a case stream ends then (issue 35). */
  exp?: number;
}

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

/** Why a token is refused: for the RFC 6750 challenge (`insufficient_scope` is a 403, the rest 401). */
export class TokenRefused extends Error {
  constructor(readonly error: 'invalid_token' | 'insufficient_scope', message: string) {
    super(message);
  }
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's public keys (built-in provider), or where to fetch them (external issuer). */
  jwks: JSONWebKeySet | URL;
  /** The product API scope every access token must carry (spec §9). */
  scope: string;
  /** Whether the token is still valid at its issuer (not revoked by a sign-out); absent: no such check. */
  isActive?: (claims: AccessClaims) => Promise<boolean>;
}

/**
 * Checks a JWT access token of RFC 9068: signature, `typ: at+jwt`, issuer, audience, an expiry
 * (required) and not-before, the API scope, a subject that is a user id (a uuid), and, for the
 * built-in provider, that it was not revoked by signing out. Any failure throws TokenRefused.
 */
export function createTokenVerifier({ issuer, audience, jwks, scope, isActive }: VerifierOptions): TokenVerifier {
  const keys = jwks instanceof URL ? createRemoteJWKSet(jwks) : createLocalJWKSet(jwks);
  // The signature check is a third of a poll's work: a token that passed it is known by its exact
  // text until it expires (the same tolerance as jwtVerify's). Whether it was revoked is not cached
  // here: `isActive` is asked on every call (the built-in provider's answers from its own cache, which
  // the change feed's 'tokens' mark ends, server/oidc/index.ts).
  const verified = new LruCache<{ claims: AccessClaims; until: number }>(5_000);
  const checked = async (token: string): Promise<AccessClaims> => {
    const known = verified.get(token);
    if (known && Date.now() / 1000 < known.until) return known.claims;
    let payload;
    try {
      ({ payload } = await jwtVerify(token, keys, { issuer, audience, clockTolerance: CLOCK_TOLERANCE_SECONDS, typ: 'at+jwt', requiredClaims: ['exp', 'sub'] }));
    } catch (error) {
      throw new TokenRefused('invalid_token', (error as Error).message);
    }
    if (!isUuid(payload.sub)) throw new TokenRefused('invalid_token', 'The subject is not a user id');
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(scope)) throw new TokenRefused('insufficient_scope', `The token lacks the scope ${scope}`);
    const claims: AccessClaims = { sub: payload.sub.toLowerCase(), scope: payload.scope as string, jti: typeof payload.jti === 'string' ? payload.jti : undefined, exp: payload.exp };
    verified.set(token, { claims, until: payload.exp! + CLOCK_TOLERANCE_SECONDS });
    return claims;
  };
  return async (token) => {
    const claims = await checked(token);
    if (isActive && !(await isActive(claims))) throw new TokenRefused('invalid_token', 'The token was revoked');
    return claims;
  };
}
