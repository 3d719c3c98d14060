import { UserManager, WebStorageStateStore, type User as OidcUser, type UserManagerSettings } from 'oidc-client-ts';
import type { PortalConfig } from '../api/types';
import { EXPIRY_NOTICE_SECONDS, SILENT_SIGNIN_TIMEOUT_SECONDS, sessionOf, type AuthEvent, type HeldToken, type SessionInfo } from './authSession';
import { FILTERED_PROTOCOL_CLAIMS, idTokenProblem, TOKEN_LEEWAY_SECONDS } from './tokenChecks';

/**
 * oidc-client-ts behind the sign-in module (authService.ts), in a chunk of its own: authorization
 * code with PKCE, response_mode fragment, silent renewal in a hidden frame 60 s before expiry,
 * silent sign-in time-out 10 s. It loads when a sign-in, a sign-out or the token's timers need it,
 * not before the first screen of a signed-in user.
 */
export function oidcSettings(config: PortalConfig, origin: string): UserManagerSettings {
  return {
    authority: config.oidc.authority,
    // The built-in provider's endpoints come with the configuration: no discovery round trip (issue 32).
    ...(config.oidc.metadata ? { metadata: config.oidc.metadata } : {}),
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
    filterProtocolClaims: FILTERED_PROTOCOL_CLAIMS,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  };
}

export interface OidcSession {
  signinSilent(): Promise<SessionInfo>;
  signinRedirect(returnTo: string): Promise<void>;
  signinCallback(): Promise<{ session: SessionInfo; returnTo: string | null }>;
  signoutRedirect(): Promise<void>;
  removeUser(): Promise<void>;
}

export interface OidcHooks {
  /** The token held changed (a sign-in, a renewal, a removal). */
  onToken(token: HeldToken | null): void;
  /** The library's events, for the sagas (authSagas.ts watchAuthEvents). */
  emit(event: AuthEvent): void;
}

const heldToken = (user: OidcUser): HeldToken => ({ accessToken: user.access_token, expiresAt: user.expires_at ?? null });

export function createOidcSession(config: PortalConfig, origin: string, hooks: OidcHooks): OidcSession {
  // With a stored user, the manager's silent renewal reads it at once and sets the expiry timers.
  const manager = new UserManager(oidcSettings(config, origin));

  const check = (user: OidcUser) => {
    const problem = idTokenProblem(user.profile, config.oidc.authority, Date.now() / 1000, TOKEN_LEEWAY_SECONDS);
    if (problem) throw new Error(`Invalid token: ${problem}`);
  };

  manager.events.addUserLoaded((user) => {
    hooks.onToken(heldToken(user));
    hooks.emit({ type: 'loaded', session: sessionOf(user) });
  });
  manager.events.addUserUnloaded(() => {
    hooks.onToken(null);
    hooks.emit({ type: 'unloaded' });
  });
  manager.events.addAccessTokenExpiring(() => hooks.emit({ type: 'expiring' }));
  manager.events.addAccessTokenExpired(() => hooks.emit({ type: 'expired' }));
  manager.events.addSilentRenewError((error) => hooks.emit({ type: 'silentRenewError', message: error.message }));

  return {
    async signinSilent() {
      const user = await manager.signinSilent();
      if (!user) throw new Error('Not signed in');
      check(user);
      hooks.onToken(heldToken(user));
      return sessionOf(user);
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
      hooks.onToken(heldToken(user));
      const state = user.state as { returnTo?: unknown } | undefined;
      return { session: sessionOf(user), returnTo: typeof state?.returnTo === 'string' ? state.returnTo : null };
    },
    async signoutRedirect() {
      await manager.signoutRedirect();
    },
    async removeUser() {
      await manager.removeUser();
      hooks.onToken(null);
    },
  };
}
