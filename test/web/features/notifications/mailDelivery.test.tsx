import { selectProfile } from '../../../../src/features/profile/profileSlice';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { harness, session, fakeAuth, settle, ok, fail } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { selectNotifications } from '../../../../src/features/notifications/notificationsSlice';
import { MailDeliveryPage } from '../../../../src/features/notifications/pages/MailDeliveryPage';
import { ChangeEmailForm } from '../../../../src/features/profile/components/ChangeEmailForm';
import type { MailDeliveryProblems } from '../../../../src/api/notificationTypes';
import type { User } from '../../../../src/api/types';

/** Issue 33 in the SPA: the secretariat's E-postleveranser, and the profile's one address. */
const problems = (over: Partial<MailDeliveryProblems> = {}): MailDeliveryProblems => ({
  relay: { last24h: 3, last7d: 5, latest: { at: '2026-11-26T10:15:00.000Z', reason: '550 5.7.1 <…>: Relaying denied' } },
  waiting: 2,
  bounced: [
    { userId: 'u1', name: 'Anna Lindqvist', memberNumber: '1001', address: 'anna@example.com', reason: '550 5.1.1 No such user', at: '2026-11-25T08:00:00.000Z' },
    { userId: 'u2', name: 'Nils Åkesson', memberNumber: '1002', address: null, reason: '550 5.1.1 <…>: No such user', at: '2026-11-25T09:00:00.000Z' },
  ],
  failed: [{ id: 'o1', userId: 'u3', name: 'Bo Ek', memberNumber: null, address: 'a@x.se, b@x.se', reason: 'Adressen på profilen är ingen giltig e-postadress', at: '2026-11-24T08:00:00.000Z' }],
  ...over,
});

function signedIn(user: User, path: string) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  const api = {
    get: jest.fn(), save: jest.fn(),
    deliveryProblems: jest.fn(async () => ok(problems())),
    clearBounce: jest.fn(async () => ok(undefined)),
  };
  (h.api as unknown as { notifications: typeof api }).notifications = api;
  h.goTo(path);
  return { h, api };
}

describe('issue 33: E-postleveranser (/kansliet/e-post)', () => {
  test('the secretariat loads the delivery problems on the page; nobody else asks', async () => {
    const { h, api } = signedIn(demoUsers.kanslist, '/kansliet/e-post');
    await waitFor(() => expect(api.deliveryProblems).toHaveBeenCalledTimes(1));
    expect(selectNotifications(h.state()).delivery).toMatchObject({ status: 'success', problems: problems() });
    const member = signedIn(demoUsers.medlem, '/kansliet/e-post');
    await settle();
    expect(member.api.deliveryProblems).not.toHaveBeenCalled();
  });

  test('the page shows the counts, the marked addresses (a protected identity without one) and the mails given up', async () => {
    const { h } = signedIn(demoUsers.kanslist, '/kansliet/e-post');
    render(<Provider store={h.store}><MailDeliveryPage /></Provider>);
    expect(screen.getByRole('heading', { level: 1, name: 'E-postleveranser' })).toBeInTheDocument();
    expect(await screen.findByText('3 misslyckade försök det senaste dygnet, 5 den senaste veckan.')).toBeInTheDocument();
    expect(screen.getByText('2 mejl väntar på ett nytt försök.')).toBeInTheDocument();
    const bounced = screen.getByRole('region', { name: 'Adresser som inte finns' });
    expect(within(bounced).getByText('anna@example.com')).toBeInTheDocument();
    expect(within(bounced).getByText('Skyddad identitet')).toBeInTheDocument();
    const failed = screen.getByRole('region', { name: 'Mejl som inte skickades (30 dagar)' });
    expect(within(failed).getByText('a@x.se, b@x.se')).toBeInTheDocument();
  });

  test("'Ta bort markeringen' clears that member's mark once, says so and reads the list again", async () => {
    const { h, api } = signedIn(demoUsers.kanslist, '/kansliet/e-post');
    await waitFor(() => expect(selectNotifications(h.state()).delivery.status).toBe('success'));
    render(<Provider store={h.store}><MailDeliveryPage /></Provider>);
    api.deliveryProblems.mockResolvedValueOnce(ok(problems({ bounced: problems().bounced.slice(1) })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ta bort markeringen för Anna Lindqvist' }));
      await settle();
    });
    expect(api.clearBounce).toHaveBeenCalledTimes(1);
    expect(api.clearBounce).toHaveBeenCalledWith('u1');
    expect(api.deliveryProblems).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Markeringen är borttagen. Medlemmen får mejl igen.');
    expect(screen.queryByText('anna@example.com')).not.toBeInTheDocument();
  });

  test('a failed clearing says so and keeps the mark listed', async () => {
    const { h, api } = signedIn(demoUsers.kanslist, '/kansliet/e-post');
    await settle();
    api.clearBounce.mockResolvedValueOnce(fail(403, 'MAIL_DELIVERY_SECRETARIAT_ONLY') as never);
    render(<Provider store={h.store}><MailDeliveryPage /></Provider>);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ta bort markeringen för Anna Lindqvist' }));
      await settle();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Det gick inte att ta bort markeringen. Försök igen.');
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
  });
});

describe('issue 33: Byt e-postadress on /min-profil', () => {
  function profile() {
    const auth = fakeAuth();
    auth.restore.mockResolvedValue(session);
    const h = harness({ auth, user: demoUsers.medlem });
    const api = { getDetails: jest.fn(), changePassword: jest.fn(), changeEmail: jest.fn(async (request: { email: string }) => ok({ email: request.email.trim() })) };
    (h.api as unknown as { profile: typeof api }).profile = api;
    h.goTo('/min-profil'); // the form lives on /min-profil, whose first visit starts the profile's watchers
    render(<Provider store={h.store}><ChangeEmailForm current="anna@example.com" /></Provider>);
    return { h, api };
  }
  const type = (value: string) => fireEvent.change(screen.getByLabelText('E-postadress'), { target: { value } });
  const submit = async () => act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Spara e-postadress' }));
    await settle();
  });

  test.each([
    ['a@example.com, b@example.com'],
    ['a@example.com\nBcc: b@example.com'],
    ['Anna <a@example.com>'],
  ])('%j is refused at once with a Swedish message, and nothing is sent', async (value) => {
    const { api } = profile();
    type(value);
    await submit();
    expect(api.changeEmail).not.toHaveBeenCalled();
    const message = 'Skriv en e-postadress i rätt format, till exempel namn@exempel.se. Bara en adress, utan mellanslag, kommatecken eller namn.';
    expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByLabelText('E-postadress')).toHaveAttribute('aria-invalid', 'true');
  });

  test('one address is saved once, and the form says so', async () => {
    const { api, h } = profile();
    type('anna.ny@example.com');
    await submit();
    expect(api.changeEmail).toHaveBeenCalledTimes(1);
    expect(api.changeEmail).toHaveBeenCalledWith({ email: 'anna.ny@example.com' });
    expect(selectProfile(h.state()).email).toEqual({ status: 'success', errorCode: null, saved: true });
    expect(screen.getByRole('status')).toHaveTextContent('Din e-postadress är sparad.');
  });

  test("the server's refusal is shown by its code", async () => {
    const { api } = profile();
    api.changeEmail.mockResolvedValueOnce(fail(400, 'EMAIL_INVALID') as never);
    type('anna.ny@example.com');
    await submit();
    expect(screen.getByRole('link', { name: /Bara en adress/ })).toBeInTheDocument();
  });
});
