import {
  createAuthService, EXPIRY_NOTICE_SECONDS, LIBRARY_LEAD_SECONDS, readStoredUser, storedUserKey, type AuthEvent,
} from '../../../src/auth/authService';
import type { OidcHooks, OidcSession } from '../../../src/auth/oidcSession';
import type { PortalConfig } from '../../../src/api/types';

const config = { oidc: { authority: 'https://portal.test/oidc', clientId: 'spa', scope: 'openid' } } as PortalConfig;
const NOW = 1_800_000_000;
const key = storedUserKey(config);
const stored = (expiresAt: number) => JSON.stringify({ access_token: 'token-1', expires_at: expiresAt, profile: { sub: 'user-1' } });

function setUp() {
  const storage = window.sessionStorage;
  storage.clear();
  let hooks: OidcHooks | null = null;
  const library: jest.Mocked<OidcSession> = {
    signinSilent: jest.fn(), signinRedirect: jest.fn(), signinCallback: jest.fn(), signoutRedirect: jest.fn(), removeUser: jest.fn(),
  };
  // The wall clock (`now`) and the timers' clock (`uptime`): a computer asleep moves the first only.
  let now = NOW;
  let uptime = 0;
  const timers: { run: () => void; at: number }[] = [];
  /** Lets `to - now` seconds pass awake (epoch seconds) and runs the timers due by then. */
  const advanceTo = async (to: number) => {
    uptime += to - now;
    now = to;
    for (let due = timers.find((timer) => timer.at <= uptime); due; due = timers.find((timer) => timer.at <= uptime)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
      await Promise.resolve();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const loadOidc = jest.fn(async () => ({
    createOidcSession: (_config: PortalConfig, _origin: string, given: OidcHooks) => { hooks = given; return library; },
  }));
  const schedule = (run: () => void, ms: number) => { timers.push({ run, at: uptime + ms / 1000 }); };
  const auth = createAuthService(config, { origin: 'https://portal.test', storage, loadOidc, schedule, now: () => now });
  return { auth, storage, library, loadOidc, timers, advanceTo, sleepUntil: (to: number) => { now = to; }, hooks: () => hooks! };
}

describe('the sign-in module loads oidc-client-ts only when it is needed (issue 13, the first route)', () => {
  test('a stored session is restored from the library\'s user store without loading the library', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW + 3600));
    await expect(t.auth.restore()).resolves.toEqual({ subject: 'user-1', expiresAt: new Date((NOW + 3600) * 1000).toISOString() });
    expect(t.auth.getAccessToken()).toBe('token-1');
    expect(t.loadOidc).not.toHaveBeenCalled();
  });

  test('a page load with a valid token does not load the library; a timer loads it shortly before the expiry notice (spec §9: 60 s before expiry)', async () => {
    const t = setUp();
    const expiresAt = NOW + 3600;
    const due = expiresAt - EXPIRY_NOTICE_SECONDS - LIBRARY_LEAD_SECONDS;
    t.storage.setItem(key, stored(expiresAt));
    await t.auth.restore();
    await t.advanceTo(NOW + 600);
    expect(t.loadOidc).not.toHaveBeenCalled();
    await t.advanceTo(due - 1);
    expect(t.loadOidc).not.toHaveBeenCalled();
    await t.advanceTo(due);
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
    expect(t.timers).toHaveLength(0);
  });

  test('a computer that slept past the moment loads the library when it wakes, within one timer step', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW + 3600));
    await t.auth.restore();
    t.sleepUntil(NOW + 3590); // asleep: the pending timer's span did not run down
    await t.advanceTo(NOW + 3590 + 30);
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
  });

  test('a token already inside the expiry notice loads the library at once', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW + EXPIRY_NOTICE_SECONDS));
    await t.auth.restore();
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
  });

  test('a library that failed to load before the expiry notice is fetched again a step later', async () => {
    const t = setUp();
    t.loadOidc.mockRejectedValueOnce(new Error('offline'));
    t.storage.setItem(key, stored(NOW + 30));
    await t.auth.restore();
    await t.advanceTo(NOW);
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
    await t.advanceTo(NOW + 30);
    expect(t.loadOidc).toHaveBeenCalledTimes(2);
  });

  test('a stored token without an expiry sets no timer and loads nothing', async () => {
    const t = setUp();
    t.storage.setItem(key, JSON.stringify({ access_token: 'token-1', profile: { sub: 'user-1' } }));
    await expect(t.auth.restore()).resolves.toEqual({ subject: 'user-1', expiresAt: null });
    expect(t.timers).toHaveLength(0);
    expect(t.loadOidc).not.toHaveBeenCalled();
  });

  test('a call that found no valid token (a 401) loads the library for the silent sign-in, and the timer then loads nothing more', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW + 3600));
    await t.auth.restore();
    await t.auth.signinSilent();
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
    await t.advanceTo(NOW + 3600);
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
  });

  test('an expired stored session is removed: no session, no token, nothing loaded', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW - 1));
    await expect(t.auth.restore()).resolves.toBeNull();
    expect(t.storage.getItem(key)).toBeNull();
    expect(t.auth.getAccessToken()).toBeNull();
    expect(t.timers).toHaveLength(0);
    expect(t.loadOidc).not.toHaveBeenCalled();
  });

  test('a stored value that is not a user counts as none', () => {
    expect(readStoredUser('not json')).toBeNull();
    expect(readStoredUser(JSON.stringify({ access_token: 1, profile: { sub: 'u' } }))).toBeNull();
    expect(readStoredUser(JSON.stringify({ access_token: 't', profile: {} }))).toBeNull();
    expect(readStoredUser(JSON.stringify({ access_token: 't', profile: { sub: 'u' } }))).toEqual({ access_token: 't', profile: { sub: 'u' } });
  });

  test('the token expires with its expiry time, without the library', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW));
    await expect(t.auth.restore()).resolves.toBeNull();
    expect(t.auth.getAccessToken()).toBeNull();
  });

  test('signing in loads the library once and hands over; its events and tokens reach the module', async () => {
    const t = setUp();
    const events: AuthEvent[] = [];
    t.auth.subscribe((event) => events.push(event));
    await t.auth.signinRedirect('/arenden/mina');
    await t.auth.signinSilent();
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
    expect(t.library.signinRedirect).toHaveBeenCalledWith('/arenden/mina');
    expect(t.library.signinSilent).toHaveBeenCalledTimes(1);

    t.hooks().onToken({ accessToken: 'renewed', expiresAt: NOW + 60 });
    t.hooks().emit({ type: 'expiring' });
    expect(t.auth.getAccessToken()).toBe('renewed');
    expect(events).toEqual([{ type: 'expiring' }]);

    await t.auth.removeSession();
    expect(t.library.removeUser).toHaveBeenCalledTimes(1);
    expect(t.auth.getAccessToken()).toBeNull();
  });

  test('a library chunk that failed to load is fetched again by the next sign-in', async () => {
    const t = setUp();
    t.loadOidc.mockRejectedValueOnce(new Error('offline'));
    await expect(t.auth.signinRedirect('/')).rejects.toThrow('offline');
    await t.auth.signinRedirect('/');
    expect(t.loadOidc).toHaveBeenCalledTimes(2);
    expect(t.library.signinRedirect).toHaveBeenCalledTimes(1);
  });
});
