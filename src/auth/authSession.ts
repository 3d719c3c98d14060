/**
 * What the sign-in module (authService.ts) and its library's chunk (oidcSession.ts) share: kept
 * here so that neither imports the other's values (no import cycle; issue 35).
 */

/** What the store may know about a session: no tokens. */
export interface SessionInfo {
  /** ISO time the access token expires, or null when the provider gave no expiry. */
  expiresAt: string | null;
  /** The signed-in user's id (the token's subject). */
  subject: string;
}

export type AuthEvent =
  | { type: 'loaded'; session: SessionInfo }
  | { type: 'unloaded' }
  | { type: 'expiring' }
  | { type: 'expired' }
  | { type: 'silentRenewError'; message: string };

export const SILENT_SIGNIN_TIMEOUT_SECONDS = 10;

/** Spec §9: the expiry notice comes 60 s before the access token expires. */
export const EXPIRY_NOTICE_SECONDS = 60;

/** The access token held for api/http.ts, and when it expires (epoch seconds). */
export interface HeldToken {
  accessToken: string;
  expiresAt: number | null;
}

export function sessionOf(user: { expires_at?: number; profile: { sub: string } }): SessionInfo {
  return {
    expiresAt: user.expires_at ? new Date(user.expires_at * 1000).toISOString() : null,
    subject: user.profile.sub,
  };
}
