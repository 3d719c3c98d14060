/**
 * Spec §5 'Login token checks': issuer matches, not expired, not-before, required claims; failures
 * reject the login. Nonce and state are checked by oidc-client-ts. Spec §9: token leeway 60 s.
 */
export const TOKEN_LEEWAY_SECONDS = 60;

/** Protocol claims left out of the stored profile; nbf/exp/iss stay, so the checks below can run. */
export const FILTERED_PROTOCOL_CLAIMS = ['jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

export interface IdClaims {
  sub?: unknown;
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
  iat?: unknown;
  nbf?: unknown;
}

export function idTokenProblem(claims: IdClaims, expectedIssuer: string, nowSeconds: number, leeway = TOKEN_LEEWAY_SECONDS): string | null {
  for (const name of ['sub', 'iss', 'aud', 'exp', 'iat'] as const) {
    if (claims[name] === undefined || claims[name] === null || claims[name] === '') return `missing claim ${name}`;
  }
  if (stripSlash(String(claims.iss)) !== stripSlash(expectedIssuer)) return 'issuer does not match';
  if (typeof claims.exp !== 'number' || claims.exp + leeway < nowSeconds) return 'expired';
  if (typeof claims.nbf === 'number' && claims.nbf - leeway > nowSeconds) return 'not yet valid';
  return null;
}

const stripSlash = (value: string) => value.replace(/\/+$/, '');
