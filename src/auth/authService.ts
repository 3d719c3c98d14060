import { UserManager, WebStorageStateStore, type User as OidcUser, type UserManagerSettings } from 'oidc-client-ts';
import type { PortalConfig } from '../api/types';
import { idTokenProblem, TOKEN_LEEWAY_SECONDS } from './tokenChecks';

/**
 * The sign-in module (oidc-client-ts): authorization code with PKCE, response_mode fragment,
 * silent renewal in a hidden frame 60 s before expiry, silent sign-in time-out 10 s. Tokens stay
 * in session storage here; the store only learns that a session exists and when it expires.
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

export interface AuthService {
  /** The stored session if it is still valid, else null. */
  restore(): Promise<SessionInfo | null>;
  /** The current access token, or null: what api/http.ts sends. */
  getAccessToken(): string | null;
  /** A sign-in in a hidden frame (prompt=none); throws when it fails. */
  signinSilent(): Promise<SessionInfo>;
  /** Leaves for the provider's login page; `returnTo` comes back after sign-in. */
  signinRedirect(returnTo: string): Promise<void>;
  /** Completes the sign-in on /auth. */
  signinCallback(): Promise<{ session: SessionInfo; returnTo: string | null }>;
  /** Ends the session at the provider (id_token_hint) and lands on /auth/signed-out. */
  signoutRedirect(): Promise<void>;
  removeSession(): Promise<void>;
  subscribe(listener: (event: AuthEvent) => void): () => void;
}

export const SILENT_SIGNIN_TIMEOUT_SECONDS = 10;
export const EXPIRY_NOTICE_SECONDS = 60;

export function oidcSettings(config: PortalConfig, origin: string): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    redirect_uri: `${origin}/auth`,
    silent_redirect_uri: `${origin}/silent-renew.html`,
    post_logout_redirect_uri: `${origin}/auth/signed-out`,
    response_type: 'code',
    response_mode: 'fragment',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRY_NOTICE_SECONDS,
    silentRequestTimeoutInSeconds: SILENT_SIGNIN_TIMEOUT_SECONDS,
    monitorSession: false,
    loadUserInfo: false,
    // Keep nbf/exp/iss in the profile so that the login token checks of spec §5 can run.
    filterProtocolClaims: ['jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'],
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
}

function toSession(user: OidcUser): SessionInfo {
  return {
    expiresAt: user.expires_at ? new Date(user.expires_at * 1000).toISOString() : null,
    subject: user.profile.sub,
  };
}

export function createAuthService(config: PortalConfig, origin = window.location.origin): AuthService {
  const manager = new UserManager(oidcSettings(config, origin));
  let current: OidcUser | null = null;

  const check = (user: OidcUser) => {
    const problem = idTokenProblem(user.profile, config.oidc.authority, Date.now() / 1000, TOKEN_LEEWAY_SECONDS);
    if (problem) throw new Error(`Invalid token: ${problem}`);
  };

  manager.events.addUserLoaded((user) => { current = user; });
  manager.events.addUserUnloaded(() => { current = null; });

  return {
    async restore() {
      const user = await manager.getUser();
      if (!user || user.expired) {
        if (user) await manager.removeUser();
        current = null;
        return null;
      }
      current = user;
      return toSession(user);
    },
    getAccessToken() {
      if (!current || current.expired) return null;
      return current.access_token;
    },
    async signinSilent() {
      const user = await manager.signinSilent();
      if (!user) throw new Error('Not signed in');
      check(user);
      current = user;
      return toSession(user);
    },
    async signinRedirect(returnTo) {
      await manager.signinRedirect({ state: { returnTo } });
    },
    async signinCallback() {
      const user = await manager.signinCallback();
      if (!user) throw new Error('No user in callback');
      try {
        check(user);
      } catch (error) {
        await manager.removeUser();
        throw error;
      }
      current = user;
      const state = user.state as { returnTo?: unknown } | undefined;
      return { session: toSession(user), returnTo: typeof state?.returnTo === 'string' ? state.returnTo : null };
    },
    async signoutRedirect() {
      await manager.signoutRedirect();
    },
    async removeSession() {
      await manager.removeUser();
      current = null;
    },
    subscribe(listener) {
      const onLoaded = (user: OidcUser) => listener({ type: 'loaded', session: toSession(user) });
      const onUnloaded = () => listener({ type: 'unloaded' });
      const onExpiring = () => listener({ type: 'expiring' });
      const onExpired = () => listener({ type: 'expired' });
      const onRenewError = (error: Error) => listener({ type: 'silentRenewError', message: error.message });
      manager.events.addUserLoaded(onLoaded);
      manager.events.addUserUnloaded(onUnloaded);
      manager.events.addAccessTokenExpiring(onExpiring);
      manager.events.addAccessTokenExpired(onExpired);
      manager.events.addSilentRenewError(onRenewError);
      return () => {
        manager.events.removeUserLoaded(onLoaded);
        manager.events.removeUserUnloaded(onUnloaded);
        manager.events.removeAccessTokenExpiring(onExpiring);
        manager.events.removeAccessTokenExpired(onExpired);
        manager.events.removeSilentRenewError(onRenewError);
      };
    },
  };
}
