import type { PortalConfig } from '../api/types';
import type { OidcSession } from './oidcSession';
import { frameSignIn, type FrameSignInDeps } from './frameSignIn';
import { EXPIRY_NOTICE_SECONDS, SILENT_SIGNIN_TIMEOUT_SECONDS, sessionOf, type AuthEvent, type HeldToken, type SessionInfo } from './authSession';

export { EXPIRY_NOTICE_SECONDS, SILENT_SIGNIN_TIMEOUT_SECONDS, sessionOf, type AuthEvent, type HeldToken, type SessionInfo };

/**
 * The sign-in module. Tokens stay in session storage (oidc-client-ts's user store); the store only
 * learns that a session exists and when it expires.
 *
 * oidc-client-ts itself (oidcSession.ts) is a chunk of its own, about an eighth of the first route's
 * JavaScript, and a page load of a signed-in user with a valid token does not fetch it: the stored
 * token is read here from the library's user store, and a timer set from its expiry loads the
 * library shortly before the expiry notice (LIBRARY_LEAD_SECONDS before it), when the library's own
 * timers and silent renewal take over. Signing in, the sign-in callback, signing out and a call that
 * found no valid token (a 401: http.ts asks for a silent sign-in) load it when they start.
 *
 * A new tab (no token in its session storage) begins its silent sign-in from the entry, and with the
 * provider's endpoints in the configuration does it without the library (frameSignIn.ts, issue 32):
 * the token lands in the library's user store as a restored one would be there.
 */


export interface AuthService {
  /** The stored session if it is still valid, else null. */
  restore(): Promise<SessionInfo | null>;
  /** The current access token, or null: what api/http.ts sends. */
  getAccessToken(): string | null;
  /** A sign-in in a hidden frame (prompt=none); throws when it fails. Joins one begun by beginSilentSignIn. */
  signinSilent(): Promise<SessionInfo>;
  /**
   * Issue 32: a page load of a route that needs a session, without a valid stored token (a new
   * tab), starts its silent sign-in here, from the entry, while the app's modules still load and
   * run; the sagas' silent sign-in joins it. Nothing happens when a valid token is stored.
   */
  beginSilentSignIn(): void;
  /** Leaves for the provider's login page; `returnTo` comes back after sign-in. */
  signinRedirect(returnTo: string): Promise<void>;
  /** Completes the sign-in on /auth. */
  signinCallback(): Promise<{ session: SessionInfo; returnTo: string | null }>;
  /** Ends the session at the provider (id_token_hint) and lands on /auth/signed-out. */
  signoutRedirect(): Promise<void>;
  removeSession(): Promise<void>;
  subscribe(listener: (event: AuthEvent) => void): () => void;
}


/** A silent sign-in for a call that found no token: true when a token is there afterwards. */
export async function renewedSilently(auth: AuthService): Promise<boolean> {
  try {
    await auth.signinSilent();
    return auth.getAccessToken() !== null;
  } catch {
    return false;
  }
}
/** How long before the expiry notice the library starts to load: time to fetch its chunk. */
export const LIBRARY_LEAD_SECONDS = SILENT_SIGNIN_TIMEOUT_SECONDS;
/**
 * The timer towards the library's load wakes at least this often and compares with the clock, so
 * that a computer that slept past the moment loads the library when it wakes, not a timer's
 * remaining span later.
 */
export const LIBRARY_TIMER_STEP_SECONDS = 30;


/** A user as oidc-client-ts stores it (User.toStorageString), as far as the portal reads it. */
interface StoredUser {
  access_token: string;
  expires_at?: number;
  profile: { sub: string };
}


/** oidc-client-ts's key for the user: its store's prefix 'oidc.', then user:<authority>:<client id>. */
export const storedUserKey = (config: PortalConfig) => `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;

export function readStoredUser(text: string | null): StoredUser | null {
  if (!text) return null;
  try {
    const user = JSON.parse(text) as Partial<StoredUser> | null;
    if (typeof user?.access_token !== 'string' || typeof user.profile?.sub !== 'string') return null;
    if (user.expires_at !== undefined && typeof user.expires_at !== 'number') return null;
    return user as StoredUser;
  } catch {
    return null;
  }
}

const expired = (expiresAt: number | null | undefined, nowSeconds: number) => typeof expiresAt === 'number' && expiresAt <= nowSeconds;

export interface AuthServiceOptions {
  origin?: string;
  storage?: Storage;
  /** The library's chunk (tests pass their own). */
  loadOidc?: () => Promise<{ createOidcSession: typeof import('./oidcSession').createOidcSession }>;
  /** Runs `run` after `ms` milliseconds (the timer towards the library's load). */
  schedule?: (run: () => void, ms: number) => void;
  /** The time in epoch seconds. */
  now?: () => number;
  /** A new tab's first silent sign-in without the library (frameSignIn.ts; tests pass their own). */
  signInInFrame?: typeof frameSignIn;
  /** What frameSignIn is given besides the configuration (tests pass a frame and a fetch). */
  frameDeps?: Partial<FrameSignInDeps>;
}

const timeout = (run: () => void, ms: number) => { setTimeout(run, ms); };

export function createAuthService(config: PortalConfig, options: AuthServiceOptions = {}): AuthService {
  const {
    origin = window.location.origin,
    storage = window.sessionStorage,
    loadOidc = () => import(/* webpackChunkName: "oidc" */ './oidcSession'),
    schedule = timeout,
    now = () => Date.now() / 1000,
    signInInFrame = frameSignIn,
    frameDeps = {},
  } = options;
  const key = storedUserKey(config);
  let current: HeldToken | null = null;
  const listeners = new Set<(event: AuthEvent) => void>();
  let session: Promise<OidcSession> | null = null;
  /** The silent sign-in beginSilentSignIn started, until the next signinSilent takes it over. */
  let begun: Promise<SessionInfo> | null = null;

  const oidc = () => {
    if (!session) {
      session = loadOidc().then(({ createOidcSession }) => createOidcSession(config, origin, {
        onToken: (token) => { current = token; },
        emit: (event) => { for (const listener of [...listeners]) listener(event); },
      }));
      // A chunk that failed to load (offline) is fetched again by the next call.
      session.catch(() => { session = null; });
    }
    return session;
  };

  /** Loads the library LIBRARY_LEAD_SECONDS before the expiry notice of a token that expires at `expiresAt`. */
  const loadBeforeExpiryNotice = (expiresAt: number) => {
    const due = expiresAt - EXPIRY_NOTICE_SECONDS - LIBRARY_LEAD_SECONDS;
    const check = () => {
      if (session) return; // a sign-in, a sign-out or a silent sign-in loaded it already
      const left = due - now();
      if (left > 0) {
        schedule(check, Math.min(left, LIBRARY_TIMER_STEP_SECONDS) * 1000);
        return;
      }
      // Offline: try again a step later (a call meanwhile loads it through the silent sign-in).
      oidc().catch(() => schedule(check, LIBRARY_TIMER_STEP_SECONDS * 1000));
    };
    check();
  };

  const validStoredUser = () => {
    const user = readStoredUser(storage.getItem(key));
    return user && !expired(user.expires_at, now()) ? user : null;
  };

  return {
    async restore() {
      const stored = storage.getItem(key);
      const user = readStoredUser(stored);
      if (!user || expired(user.expires_at, now())) {
        if (stored !== null) storage.removeItem(key);
        current = null;
        return null;
      }
      begun = null; // a begun silent sign-in that has already stored its user: nothing to join
      current = { accessToken: user.access_token, expiresAt: user.expires_at ?? null };
      // Without an expiry there are no timers to set, and nothing to load before a sign-out.
      if (user.expires_at !== undefined) loadBeforeExpiryNotice(user.expires_at);
      return sessionOf(user);
    },
    getAccessToken() {
      if (!current || expired(current.expiresAt, now())) return null;
      return current.accessToken;
    },
    async signinSilent() {
      if (begun) {
        const started = begun;
        begun = null;
        return started;
      }
      return (await oidc()).signinSilent();
    },
    beginSilentSignIn() {
      if (begun || validStoredUser()) return;
      const endpoints = config.oidc.metadata;
      // With the provider's endpoints at hand, without the library (frameSignIn.ts); else through it.
      begun = endpoints
        ? signInInFrame(config, endpoints, { origin, timeoutSeconds: SILENT_SIGNIN_TIMEOUT_SECONDS, now, ...frameDeps }).then((user) => {
          storage.setItem(key, JSON.stringify(user));
          current = { accessToken: user.access_token, expiresAt: user.expires_at ?? null };
          if (user.expires_at !== undefined) loadBeforeExpiryNotice(user.expires_at);
          return sessionOf(user);
        })
        : oidc().then((library) => library.signinSilent());
      begun.catch(() => {}); // the sagas' signinSilent takes the failure over
    },
    signinRedirect: async (returnTo) => (await oidc()).signinRedirect(returnTo),
    signinCallback: async () => (await oidc()).signinCallback(),
    signoutRedirect: async () => (await oidc()).signoutRedirect(),
    async removeSession() {
      await (await oidc()).removeUser();
      current = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
