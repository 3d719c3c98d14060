import { harness, session, settle, fakeAuth } from '../support/fakeServices';
import { demoUsers } from '../support/users';
import { tokenLoaded, signOutRequested } from '../../../src/auth/authSlice';
import { safeReturnPath } from '../../../src/auth/authSagas';
import { sv } from '../../../src/text/sv';

afterEach(() => {
  jest.useRealTimers();
});

describe('spec §2 route rules: a missing token on a non-public route', () => {
  test('tries a silent sign-in; when it fails the full path is kept as authRedirect and the sign-in starts', async () => {
    const h = harness();
    await settle();
    h.goTo('/organisation/abc/aktuellt?sida=2');
    await settle();

    expect(h.services.auth.signinSilent).toHaveBeenCalledTimes(1);
    expect(h.state().auth.authRedirect).toBe('/organisation/abc/aktuellt?sida=2');
    expect(h.state().auth.status).toBe('none');
    expect(h.services.auth.signinRedirect).toHaveBeenCalledWith('/organisation/abc/aktuellt?sida=2');
  });

  test('a silent sign-in that works loads the token and does not leave for the login page', async () => {
    const auth = fakeAuth();
    auth.signinSilent.mockResolvedValue(session);
    const h = harness({ auth, user: demoUsers.medlem });
    await settle();
    h.goTo('/min-profil');
    await settle();

    expect(h.state().auth.status).toBe('loaded');
    expect(h.state().auth.expiresAt).toBe(session.expiresAt);
    expect(h.services.auth.signinRedirect).not.toHaveBeenCalled();
    expect(h.state().user.user?.id).toBe(demoUsers.medlem.id);
  });

  test('public routes are reached without any sign-in', async () => {
    const h = harness();
    await settle();
    for (const path of ['/auth/signed-out', '/utloggad', '/auth/error', '/finns-inte', '/components']) h.goTo(path);
    await settle();
    expect(h.services.auth.signinSilent).not.toHaveBeenCalled();
    expect(h.services.auth.signinRedirect).not.toHaveBeenCalled();
  });

  test('the stored session is restored at start, so a signed-in user is not sent to sign in', async () => {
    const auth = fakeAuth();
    auth.restore.mockResolvedValue(session);
    const h = harness({ auth, user: demoUsers.medlem });
    h.goTo('/');
    await settle();
    expect(h.state().auth.status).toBe('loaded');
    expect(auth.signinSilent).not.toHaveBeenCalled();
  });

  test('no token is ever kept in the store: only status, expiry and subject', async () => {
    const auth = fakeAuth();
    auth.restore.mockResolvedValue(session);
    const h = harness({ auth, user: demoUsers.medlem });
    await settle();
    expect(Object.keys(h.state().auth).sort()).toEqual(['authRedirect', 'error', 'expiresAt', 'signingOut', 'status', 'subject']);
    expect(JSON.stringify(h.state())).not.toMatch(/access_token|id_token|refresh_token/);
  });
});

describe('spec §4 login: the /auth callback', () => {
  test('completes the sign-in and lands on the kept path', async () => {
    const auth = fakeAuth();
    auth.signinCallback.mockResolvedValue({ session, returnTo: '/kurser/42' });
    const h = harness({ auth, user: demoUsers.medlem });
    await settle();
    h.goTo('/auth');
    await settle();
    expect(h.navigate).toHaveBeenCalledWith('/kurser/42', { replace: true });
    expect(h.state().navigation.location?.pathname).toBe('/kurser/42');
    expect(h.state().auth.status).toBe('loaded');
  });

  test('a failed callback shows the auth error of spec §8 on /auth/error', async () => {
    const auth = fakeAuth();
    auth.signinCallback.mockRejectedValue(new Error('No matching state found in storage'));
    const h = harness({ auth });
    await settle();
    h.goTo('/auth');
    await settle();
    expect(h.state().auth.error).toBe(sv.auth.errors.incorrectState);
    expect(h.state().navigation.location?.pathname).toBe('/auth/error');
  });

  test('the kept path may only be a path of the portal', () => {
    expect(safeReturnPath('https://evil.example/x')).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/auth/error')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('/arenden/mina?sida=2')).toBe('/arenden/mina?sida=2');
  });
});

describe('spec §4: on token unload', () => {
  async function signedIn(path: string) {
    jest.useFakeTimers();
    const auth = fakeAuth();
    auth.restore.mockResolvedValue(session);
    const h = harness({ auth, user: demoUsers.medlem });
    h.goTo(path);
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().user.user).not.toBeNull();
    return h;
  }

  test('user is cleared and, on a non-public route, the app goes to /auth/signed-out after 1 s', async () => {
    const h = await signedIn('/min-profil');
    h.services.auth.emit({ type: 'unloaded' });
    await jest.advanceTimersByTimeAsync(0);

    expect(h.state().auth.status).toBe('none');
    expect(h.state().user.user).toBeNull();
    expect(h.state().cases.items).toEqual([]);
    expect(h.state().navigation.location?.pathname).toBe('/min-profil');

    await jest.advanceTimersByTimeAsync(999);
    expect(h.state().navigation.location?.pathname).toBe('/min-profil');
    await jest.advanceTimersByTimeAsync(1);
    expect(h.state().navigation.location?.pathname).toBe('/auth/signed-out');
  });

  test('on a public route it stays where it is', async () => {
    const h = await signedIn('/sidan-finns-inte');
    h.services.auth.emit({ type: 'unloaded' });
    await jest.advanceTimersByTimeAsync(2000);
    expect(h.state().user.user).toBeNull();
    expect(h.state().navigation.location?.pathname).toBe('/sidan-finns-inte');
    expect(h.navigate).not.toHaveBeenCalled();
  });

  test('token expiry clears token and user (spec §4)', async () => {
    const h = await signedIn('/');
    h.services.auth.emit({ type: 'expired' });
    await jest.advanceTimersByTimeAsync(0);
    expect(h.services.auth.removeSession).toHaveBeenCalled();
    expect(h.state().auth.status).toBe('none');
    expect(h.state().user.user).toBeNull();
  });

  test('Logga ut ends the session at the provider and does not also redirect by itself', async () => {
    const h = await signedIn('/');
    h.store.dispatch(signOutRequested());
    await jest.advanceTimersByTimeAsync(2000);
    expect(h.services.auth.signoutRedirect).toHaveBeenCalledTimes(1);
    expect(h.state().user.user).toBeNull();
    expect(h.navigate).not.toHaveBeenCalledWith('/auth/signed-out', expect.anything());
  });

  test('a renewal reaches the store as a new expiry; the user is refreshed, not reloaded', async () => {
    const h = await signedIn('/');
    const renewed = { ...session, expiresAt: '2030-01-01T11:00:00.000Z' };
    h.services.auth.emit({ type: 'loaded', session: renewed });
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().auth.expiresAt).toBe(renewed.expiresAt);
    expect(h.state().user.status).toBe('success');
  });

  test('a sign-in within the second cancels the redirect', async () => {
    const h = await signedIn('/min-profil');
    h.services.auth.emit({ type: 'unloaded' });
    await jest.advanceTimersByTimeAsync(500);
    h.store.dispatch(tokenLoaded(session));
    await jest.advanceTimersByTimeAsync(1000);
    expect(h.state().navigation.location?.pathname).toBe('/min-profil');
  });
});

describe('spec §4 login: silent renewal in a hidden frame', () => {
  test('a token that arrives while the store knows none (e.g. the retry of http.ts) is loaded, and the user with it', async () => {
    const h = harness({ user: demoUsers.medlem });
    await settle();
    expect(h.state().auth.status).toBe('none');
    h.services.auth.emit({ type: 'loaded', session });
    await settle();
    expect(h.state().auth.status).toBe('loaded');
    expect(h.state().user.user?.id).toBe(demoUsers.medlem.id);
  });

  test('a sign-in the sagas run themselves is reported once', async () => {
    const auth = fakeAuth();
    auth.signinSilent.mockImplementation(async () => {
      auth.emit({ type: 'loaded', session });
      return session;
    });
    const h = harness({ auth, user: demoUsers.medlem });
    await settle();
    h.goTo('/min-profil');
    await settle();
    expect(h.actions.filter((type) => type === 'auth/tokenLoaded')).toHaveLength(1);
  });
});
