import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { harness, session, fakeAuth, settle, ok } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { selectNotifications } from '../../../../src/features/notifications/notificationsSlice';
import { NotificationSettingsForm } from '../../../../src/features/notifications/components/NotificationSettingsForm';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../../src/domain/notifications';
import type { NotificationSettingsResponse } from '../../../../src/api/notificationTypes';

const answer = (over: Partial<NotificationSettingsResponse> = {}): NotificationSettingsResponse => ({
  settings: DEFAULT_NOTIFICATION_SETTINGS, lists: [], address: 'anna@example.com', bounce: null, isHandler: false, ...over,
});

describe('issues 24 and 25: the course notice in the settings form', () => {
  test("a member can turn the course mails off ('course' kind) and the save sends it", async () => {
    const auth = fakeAuth();
    auth.restore.mockResolvedValue(session);
    const h = harness({ auth, user: demoUsers.medlem });
    const api = { get: jest.fn(async () => ok(answer())), save: jest.fn(async (settings: unknown) => ok(answer({ settings: settings as NotificationSettingsResponse['settings'] }))) };
    (h.api as unknown as { notifications: typeof api }).notifications = api;
    h.goTo('/min-profil');
    await settle();
    render(<Provider store={h.store}><NotificationSettingsForm /></Provider>);
    const box = screen.getByRole('checkbox', { name: 'Mina kursanmälningar och platser från väntelistan' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
      await settle();
    });
    expect(api.save).toHaveBeenCalledWith({ ...DEFAULT_NOTIFICATION_SETTINGS, kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, course: false } });
    expect(selectNotifications(h.state()).loaded?.settings.kinds.course).toBe(false);
  });
});

describe('issue 36: the deadline reminder and the case created for you in the settings form', () => {
  const renderFor = async (user: (typeof demoUsers)[keyof typeof demoUsers], isHandler: boolean) => {
    const auth = fakeAuth();
    auth.restore.mockResolvedValue(session);
    const h = harness({ auth, user });
    const api = { get: jest.fn(async () => ok(answer({ isHandler }))), save: jest.fn(async (settings: unknown) => ok(answer({ isHandler, settings: settings as NotificationSettingsResponse['settings'] }))) };
    (h.api as unknown as { notifications: typeof api }).notifications = api;
    h.goTo(isHandler ? '/aviseringar' : '/min-profil');
    await settle();
    render(<Provider store={h.store}><NotificationSettingsForm /></Provider>);
    return api;
  };

  test('a handler can turn the deadline reminder off; a member is not offered it but is offered the case created for them', async () => {
    const api = await renderFor(demoUsers.kanslist, true);
    const box = screen.getByRole('checkbox', { name: 'Påminnelse dagen före ett ärendes sista dag' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }));
      await settle();
    });
    expect(api.save).toHaveBeenCalledWith({ ...DEFAULT_NOTIFICATION_SETTINGS, kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, deadline: false } });
  });

  test('a member sees "När ett ärende skapas åt mig" and no deadline reminder', async () => {
    await renderFor(demoUsers.medlem, false);
    expect(screen.getByRole('checkbox', { name: 'När ett ärende skapas åt mig' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Påminnelse dagen före ett ärendes sista dag' })).toBeNull();
  });
});
