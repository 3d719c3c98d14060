import { harness, session, fakeAuth, settle, ok, fail } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import {
  notificationDraftChanged, notificationSettingsSaveRequested, selectNotifications,
} from '../../../../src/features/notifications/notificationsSlice';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../../src/domain/notifications';
import type { NotificationSettingsResponse } from '../../../../src/api/notificationTypes';
import type { User } from '../../../../src/api/types';

const answer = (over: Partial<NotificationSettingsResponse> = {}): NotificationSettingsResponse => ({
  settings: DEFAULT_NOTIFICATION_SETTINGS, lists: [], address: 'anna@example.com', bounce: null, isHandler: false, ...over,
});

function signedIn(user: User, path: string) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  const api = { get: jest.fn(async () => ok(answer())), save: jest.fn(async (settings: unknown) => ok(answer({ settings: settings as NotificationSettingsResponse['settings'] }))) };
  (h.api as unknown as { notifications: typeof api }).notifications = api;
  h.goTo(path);
  return { h, api };
}

describe('issue 24: the e-mail notice settings', () => {
  test('/min-profil loads the own settings', async () => {
    const { h, api } = signedIn(demoUsers.medlem, '/min-profil');
    await settle();
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(selectNotifications(h.state())).toMatchObject({ status: 'success', draft: DEFAULT_NOTIFICATION_SETTINGS });
  });

  test('the secretariat, who has no /min-profil (spec §2), loads them on /aviseringar', async () => {
    const { api } = signedIn(demoUsers.kanslist, '/min-profil');
    await settle();
    expect(api.get).not.toHaveBeenCalled();
    const other = signedIn(demoUsers.kanslist, '/aviseringar');
    await settle();
    expect(other.api.get).toHaveBeenCalledTimes(1);
  });

  test('saving sends the draft once and keeps what the server answered', async () => {
    const { h, api } = signedIn(demoUsers.medlem, '/min-profil');
    await settle();
    const draft = { ...DEFAULT_NOTIFICATION_SETTINGS, kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, reply: false } };
    h.store.dispatch(notificationDraftChanged(draft));
    h.store.dispatch(notificationSettingsSaveRequested());
    h.store.dispatch(notificationSettingsSaveRequested());
    await settle();
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save).toHaveBeenCalledWith(draft);
    expect(selectNotifications(h.state())).toMatchObject({ save: 'saved', loaded: { settings: draft } });
  });

  test('a failed save keeps the draft as chosen and says so', async () => {
    const { h, api } = signedIn(demoUsers.medlem, '/min-profil');
    await settle();
    api.save.mockResolvedValueOnce(fail(400, 'X') as never);
    const draft = { ...DEFAULT_NOTIFICATION_SETTINGS, dailySummary: true };
    h.store.dispatch(notificationDraftChanged(draft));
    h.store.dispatch(notificationSettingsSaveRequested());
    await settle();
    expect(selectNotifications(h.state())).toMatchObject({ save: 'failed', draft });
  });
});
