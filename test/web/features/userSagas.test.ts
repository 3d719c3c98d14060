import { harness, session, fakeAuth, fail, ok } from '../support/fakeServices';
import { demoUsers } from '../support/users';
import { tokenLoaded } from '../../../src/auth/authSlice';
import { BACKGROUND_REFRESH_MS } from '../../../src/features/user/userSagas';
import { userIdChanged, userAppeared, sessionStarted } from '../../../src/app/lifecycle';
import type { User } from '../../../src/api/types';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function signedInHarness(user: User, path = '/') {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  h.goTo(path);
  return { h };
}

describe('spec §4 app shell: user load and refresh', () => {
  test('with a token and no user, User/Me loads: getting, then success', async () => {
    const { h } = signedInHarness(demoUsers.medlem);
    expect(h.state().user.status).toBe('waiting');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.user.getMe).toHaveBeenCalledTimes(1);
    expect(h.state().user.status).toBe('success');
    expect(h.state().user.user).toEqual(demoUsers.medlem);
  });

  test('the session start, the first appearance and the id change of the user are announced, in order', async () => {
    const { h } = signedInHarness(demoUsers.medlem);
    await jest.advanceTimersByTimeAsync(0);
    const order = [sessionStarted.type, 'user/userLoadStarted', 'user/userLoaded', userAppeared.type, userIdChanged.type];
    expect(h.actions.filter((type) => order.includes(type))).toEqual(order);

    // A background refresh with the same user announces nothing new.
    h.store.dispatch(tokenLoaded({ ...session, expiresAt: '2030-01-01T11:00:00.000Z' }));
    await jest.advanceTimersByTimeAsync(200);
    expect(h.actions.filter((type) => type === userAppeared.type || type === userIdChanged.type)).toHaveLength(2);
  });

  test("a 401 ('Status 401') makes the user unauthorised; another failure an error", async () => {
    const { h } = signedInHarness(demoUsers.medlem);
    h.api.user.getMe.mockResolvedValueOnce(fail(401, 'UNAUTHORIZED'));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().user.status).toBe('unauthorised');

    const second = signedInHarness(demoUsers.medlem).h;
    second.api.user.getMe.mockRejectedValueOnce(new Error('Status 503: INTERNAL_ERROR'));
    await jest.advanceTimersByTimeAsync(0);
    expect(second.state().user.status).toBe('error');
  });

  test('with a user, a new token refreshes the user in the background after 200 ms', async () => {
    const { h } = signedInHarness(demoUsers.medlem);
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.user.getMe).toHaveBeenCalledTimes(1);

    const renamed = { ...demoUsers.medlem, name: 'Anna Lind' };
    h.api.user.getMe.mockResolvedValueOnce(ok(renamed));
    h.store.dispatch(tokenLoaded({ ...session, expiresAt: '2030-01-01T11:00:00.000Z' }));
    await jest.advanceTimersByTimeAsync(BACKGROUND_REFRESH_MS - 1);
    expect(h.api.user.getMe).toHaveBeenCalledTimes(1);
    expect(h.state().user.status).toBe('success');
    await jest.advanceTimersByTimeAsync(1);
    expect(h.api.user.getMe).toHaveBeenCalledTimes(2);
    expect(h.state().user.user?.name).toBe('Anna Lind');
    // In the background: the status never went back to getting.
    expect(h.state().user.status).toBe('success');
    expect(BACKGROUND_REFRESH_MS).toBe(200);
  });

  test('a failed background refresh keeps the user', async () => {
    const { h } = signedInHarness(demoUsers.medlem);
    await jest.advanceTimersByTimeAsync(0);
    h.api.user.getMe.mockResolvedValueOnce(fail(500, 'X'));
    h.store.dispatch(tokenLoaded({ ...session, expiresAt: '2030-01-01T11:00:00.000Z' }));
    await jest.advanceTimersByTimeAsync(200);
    expect(h.state().user.user).toEqual(demoUsers.medlem);
    expect(h.state().user.status).toBe('success');
  });
});

describe('spec §2: an economist is redirected to their case list after the profile loads', () => {
  test('from the overview to /arenden/vasabyran', async () => {
    const { h } = signedInHarness(demoUsers.ekonom, '/');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.navigate).toHaveBeenCalledWith('/arenden/vasabyran', { replace: true });
    expect(h.state().navigation.location?.pathname).toBe('/arenden/vasabyran');
  });

  test('an economist route (member search) is kept', async () => {
    const { h } = signedInHarness(demoUsers.ekonom, '/vasabyran/medlemmar');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  test('nobody else is redirected', async () => {
    for (const user of [demoUsers.medlem, demoUsers.kanslist, demoUsers.styrelse]) {
      const { h } = signedInHarness(user, '/');
      await jest.advanceTimersByTimeAsync(0);
      expect(h.navigate).not.toHaveBeenCalled();
    }
  });
});
