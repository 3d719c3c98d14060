import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  scope?: string;
}

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's public keys (built-in provider), or where to fetch them (external issuer). */
  jwks: JSONWebKeySet | URL;
}

/** Checks signature, issuer, audience, expiry and not-before of a JWT access token. */
export function createTokenVerifier({ issuer, audience, jwks }: VerifierOptions): TokenVerifier {
  const keys = jwks instanceof URL ? createRemoteJWKSet(jwks) : createLocalJWKSet(jwks);
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { issuer, audience, clockTolerance: 5 });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('Token has no subject');
    return { sub: payload.sub, scope: typeof payload.scope === 'string' ? payload.scope : undefined };
  };
}
