import { createAuthService, readStoredUser, storedUserKey, type AuthEvent } from '../../../src/auth/authService';
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
  const idle: (() => void)[] = [];
  const loadOidc = jest.fn(async () => ({
    createOidcSession: (_config: PortalConfig, _origin: string, given: OidcHooks) => { hooks = given; return library; },
  }));
  const auth = createAuthService(config, { origin: 'https://portal.test', storage, loadOidc, whenIdle: (run) => idle.push(run), now: () => NOW });
  return { auth, storage, library, loadOidc, idle, hooks: () => hooks! };
}

describe('the sign-in module loads oidc-client-ts only when it is needed (issue 13, the first route)', () => {
  test('a stored session is restored from the library\'s user store without loading the library', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW + 3600));
    await expect(t.auth.restore()).resolves.toEqual({ subject: 'user-1', expiresAt: new Date((NOW + 3600) * 1000).toISOString() });
    expect(t.auth.getAccessToken()).toBe('token-1');
    expect(t.loadOidc).not.toHaveBeenCalled();
  });

  test('once the page is idle the library loads, for the expiry timers and the silent renewal', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW + 3600));
    await t.auth.restore();
    expect(t.idle).toHaveLength(1);
    t.idle[0]();
    await Promise.resolve();
    expect(t.loadOidc).toHaveBeenCalledTimes(1);
  });

  test('an expired stored session is removed: no session, no token, nothing loaded', async () => {
    const t = setUp();
    t.storage.setItem(key, stored(NOW - 1));
    await expect(t.auth.restore()).resolves.toBeNull();
    expect(t.storage.getItem(key)).toBeNull();
    expect(t.auth.getAccessToken()).toBeNull();
    expect(t.idle).toHaveLength(0);
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
