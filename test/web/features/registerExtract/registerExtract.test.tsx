import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { harness, ok, fail, settle } from '../../support/fakeServices';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers } from '../../support/users';
import type { RegisterExtract, RegisterExtracts } from '../../../../src/api/registerExtractTypes';
import type { Member, User } from '../../../../src/api/types';
import { initialMembersState } from '../../../../src/features/members/membersSlice';
import { loadMemberFlows } from '../../../../src/features/members/membersSagas';
import { loadRegisterExtractFlows } from '../../../../src/features/registerExtract/registerExtractSagas';
import { EXTRACT_POLL_MS } from '../../../../src/features/registerExtract/registerExtractFlows';
import { extractDownloadRequested, extractRequested, extractRequestSucceeded, extractsLoaded } from '../../../../src/features/registerExtract/registerExtractActions';
import { initialRegisterExtractState, selectRegisterExtractState, type RegisterExtractState } from '../../../../src/features/registerExtract/registerExtractSlice';
import { loadRetried } from '../../../../src/app/lifecycle';
import { formatSwedishDateTime } from '../../../../src/lib/swedishTime';

/** Issue 37 in the SPA: "Mina uppgifter", the register extract: its flows over a real store and a fake API, and its section. */
const pending: RegisterExtract = { id: 'e1', state: 'pending', requestedAt: '2026-11-28T09:00:00.000Z', readyAt: null, expiresAt: null, size: null, byLetter: false };
const ready: RegisterExtract = { ...pending, state: 'ready', readyAt: '2026-11-28T09:01:00.000Z', expiresAt: '2026-12-05T09:01:00.000Z', size: 48_213 };
const someMember = { ...demoUsers.medlem, memberNumber: '100001', city: null, association: null, workplace: null, email: null, phone: null } as unknown as Member;
const tomorrow = new Date(Date.now() + 12 * 60 * 60 * 1000).toISOString();

function setUp(user: User, lists: RegisterExtracts[]) {
  const h = harness({ preloaded: { user: { user, status: 'success', error: null } } as never });
  let n = 0;
  const registerExtract = {
    list: jest.fn(async () => ok(lists[Math.min(n++, lists.length - 1)])),
    request: jest.fn(async () => ok(pending)),
    listFor: jest.fn(async (_memberId: string) => ok({ extracts: [], nextAllowedAt: null } as RegisterExtracts)),
    requestFor: jest.fn(async (_memberId: string) => ok({ ...pending, id: 'letter1', byLetter: true })),
    download: jest.fn(async (_id: string, _token: () => string | null) => ({ blob: new Blob(['zip']), fileName: 'registerutdrag-2026-11-28.zip' })),
  };
  const members = { search: jest.fn(), getMember: jest.fn(async (id: string) => ok({ ...someMember, id })) };
  Object.assign(h.services.api, { registerExtract, members });
  return { ...h, registerExtract };
}
const extracts = (h: { state: () => unknown }) => selectRegisterExtractState(h.state() as never);
const until = async (check: () => boolean) => {
  for (let i = 0; i < 80 && !check(); i += 1) await settle();
};

beforeAll(() => Promise.all([loadRegisterExtractFlows(), loadMemberFlows()]));

describe('the flows', () => {
  test('opening /min-profil loads the extracts', async () => {
    const h = setUp(demoUsers.medlem, [{ extracts: [ready], nextAllowedAt: null }]);
    h.goTo('/min-profil');
    await until(() => extracts(h).status === 'success');
    expect(h.registerExtract.list).toHaveBeenCalledTimes(1);
    expect(extracts(h).extracts).toEqual([ready]);
  });

  test('the secretariat (no profile page) has it on /mina-uppgifter', async () => {
    const h = setUp(demoUsers.kanslist, [{ extracts: [], nextAllowedAt: null }]);
    h.goTo('/mina-uppgifter');
    await until(() => extracts(h).status === 'success');
    expect(h.registerExtract.list).toHaveBeenCalled();
  });

  test('a request adds the pending extract; a second the same day keeps the server\'s Swedish message and the next time', async () => {
    const h = setUp(demoUsers.medlem, [{ extracts: [], nextAllowedAt: null }]);
    h.goTo('/min-profil');
    await until(() => extracts(h).status === 'success');
    h.store.dispatch(extractRequested({ memberId: null }));
    await until(() => extracts(h).requestOutcome !== null);
    expect(extracts(h).requestOutcome).toEqual({ kind: 'requested' });
    expect(extracts(h).extracts[0]).toEqual(pending);
    const message = 'Du har redan beställt ett registerutdrag i dag. Nästa kan beställas 2026-11-29 kl. 00:00.';
    h.registerExtract.request.mockResolvedValueOnce({ ok: false, status: 429, response: { errorCode: 'EXTRACT_ALREADY_TODAY', data: { message, nextAllowedAt: tomorrow } } } as never);
    h.store.dispatch(extractRequested({ memberId: null }));
    await until(() => extracts(h).requestOutcome?.kind === 'refused');
    expect(extracts(h).requestOutcome).toEqual({ kind: 'refused', message });
    expect(extracts(h).nextAllowedAt).toBe(tomorrow);
  });

  describe('following a pending extract', () => {
    beforeEach(() => { jest.useFakeTimers({ now: new Date('2026-11-28T09:00:30Z') }); });
    afterEach(() => { jest.useRealTimers(); });

    test('the list is asked again every EXTRACT_POLL_MS while one is pending, and no more once it is ready', async () => {
      const h = setUp(demoUsers.medlem, [{ extracts: [], nextAllowedAt: null }, { extracts: [pending], nextAllowedAt: tomorrow }, { extracts: [ready], nextAllowedAt: tomorrow }]);
      h.goTo('/min-profil');
      await jest.advanceTimersByTimeAsync(0);
      h.store.dispatch(extractRequested({ memberId: null }));
      await jest.advanceTimersByTimeAsync(EXTRACT_POLL_MS - 1);
      expect(h.registerExtract.list).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(h.registerExtract.list).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(EXTRACT_POLL_MS);
      expect(h.registerExtract.list).toHaveBeenCalledTimes(3);
      expect(extracts(h).extracts).toEqual([ready]);
      await jest.advanceTimersByTimeAsync(5 * EXTRACT_POLL_MS);
      expect(h.registerExtract.list).toHaveBeenCalledTimes(3);
    });

    test('a pending extract is followed once: opening its view again while the request follows it does not ask twice as often', async () => {
      const h = setUp(demoUsers.medlem, [{ extracts: [], nextAllowedAt: null }, { extracts: [pending], nextAllowedAt: tomorrow }]);
      h.goTo('/min-profil');
      await jest.advanceTimersByTimeAsync(0);
      h.store.dispatch(extractRequested({ memberId: null }));
      await jest.advanceTimersByTimeAsync(0);
      h.goTo('/mina-uppgifter');
      await jest.advanceTimersByTimeAsync(0);
      const afterOpening = h.registerExtract.list.mock.calls.length;
      await jest.advanceTimersByTimeAsync(4 * EXTRACT_POLL_MS);
      expect(h.registerExtract.list.mock.calls.length - afterOpening).toBe(4);
    });
  });

  test('a failed load is retried by \'Försök igen\'', async () => {
    const h = setUp(demoUsers.medlem, []);
    h.registerExtract.list.mockResolvedValueOnce(fail(500, 'BOOM') as never).mockResolvedValueOnce(ok({ extracts: [ready], nextAllowedAt: null }) as never);
    h.goTo('/min-profil');
    await until(() => extracts(h).status === 'error');
    h.store.dispatch(loadRetried({ what: 'registerExtract' }));
    await until(() => extracts(h).status === 'success');
    expect(extracts(h).extracts).toEqual([ready]);
  });

  test('a download fetches the zip with the token and saves it; a failure is told', async () => {
    const h = setUp(demoUsers.medlem, [{ extracts: [ready], nextAllowedAt: null }]);
    const create = jest.fn(() => 'blob:x');
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    h.goTo('/min-profil');
    await until(() => extracts(h).status === 'success');
    h.store.dispatch(extractDownloadRequested({ id: 'e1' }));
    await until(() => h.registerExtract.download.mock.calls.length > 0 && extracts(h).downloading === null);
    expect(h.registerExtract.download).toHaveBeenCalledWith('e1', expect.any(Function));
    expect(create).toHaveBeenCalled();
    h.registerExtract.download.mockRejectedValueOnce(new Error('Status 404: download failed'));
    h.store.dispatch(extractDownloadRequested({ id: 'e1' }));
    await until(() => extracts(h).downloadFailed === 'e1');
    expect(extracts(h).downloadFailed).toBe('e1');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('the section on /min-profil', () => {
  const profile = (state: Partial<RegisterExtractState>) => renderApp('/min-profil', signedInState(demoUsers.medlem, { registerExtract: { ...initialRegisterExtractState, ...state } }));
  const section = () => screen.getByRole('region', { name: 'Registerutdrag' });

  test('a ready extract: when, size, when it is deleted, and a download button named by its date', async () => {
    const user = userEvent.setup();
    const { actions } = await profile({ status: 'success', extracts: [ready] });
    const item = within(section()).getByRole('listitem');
    expect(item).toHaveTextContent(`Klart ${formatSwedishDateTime(ready.readyAt!)} · 47 kB · Raderas ${formatSwedishDateTime(ready.expiresAt!)}`);
    await user.click(within(item).getByRole('button', { name: `Hämta zip-fil med registerutdraget från ${formatSwedishDateTime(ready.readyAt!)}` }));
    expect(actions).toContainEqual(extractDownloadRequested({ id: 'e1' }));
  });

  test('asking: the button dispatches; after today\'s request it is off with the time of the next beside it', async () => {
    const user = userEvent.setup();
    const { actions, store } = await profile({ status: 'success', extracts: [] });
    expect(within(section()).getByText('Du har inga registerutdrag.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Beställ registerutdrag' }));
    expect(actions.map((a) => a.type)).toContain(extractRequested.type);
    expect(within(section()).getByRole('button', { name: 'Beställer …' })).toBeDisabled();
    await act(async () => {
      store.dispatch(extractRequestSucceeded({ memberId: null, extract: pending }));
      store.dispatch(extractsLoaded({ memberId: null, extracts: [pending], nextAllowedAt: tomorrow }));
    });
    expect(within(section()).getByRole('status')).toHaveTextContent('Ditt registerutdrag beställs. Du får ett e-postmeddelande när det är klart.');
    const button = within(section()).getByRole('button', { name: 'Beställ registerutdrag' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(`Du har redan beställt ett utdrag i dag. Nästa kan beställas ${formatSwedishDateTime(tomorrow)}.`);
    expect(within(section()).getByText('Byggs – du får ett e-postmeddelande när det är klart')).toBeInTheDocument();
  });

  test('a failed load says so with \'Försök igen\'', async () => {
    const user = userEvent.setup();
    const { actions } = await profile({ status: 'error', extracts: [] });
    expect(within(section()).getByText('Det gick inte att hämta dina registerutdrag.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Försök igen' }));
    expect(actions).toContainEqual(loadRetried({ what: 'registerExtract' }));
  });
});

describe("the member page: an extract by letter, for the secretariat's management", () => {
  const letter: RegisterExtract = { ...ready, id: 'letter1', byLetter: true };

  test("kansli-styrelse on a member's page: that member's extracts made by letter are loaded, and a request is made for that member", async () => {
    const h = setUp(demoUsers['kansli-styrelse'], [{ extracts: [], nextAllowedAt: null }]);
    h.registerExtract.listFor.mockResolvedValue(ok({ extracts: [letter], nextAllowedAt: null }) as never);
    h.goTo(`/medlemmar/${someMember.id}`);
    await until(() => extracts(h).status === 'success');
    expect(h.registerExtract.listFor).toHaveBeenCalledWith(someMember.id);
    expect(h.registerExtract.list).not.toHaveBeenCalled();
    expect(extracts(h)).toMatchObject({ memberId: someMember.id, extracts: [letter] });
    h.store.dispatch(extractRequested({ memberId: someMember.id }));
    await until(() => extracts(h).requestOutcome !== null);
    expect(h.registerExtract.requestFor).toHaveBeenCalledWith(someMember.id);
    expect(h.registerExtract.request).not.toHaveBeenCalled();
    expect(extracts(h).extracts[0]).toMatchObject({ id: 'letter1', byLetter: true });
  });

  test('mayOrderExtractByLetter: a handler without canManageSecretariat asks for no extracts on a member page', async () => {
    const h = setUp(demoUsers.kanslist, [{ extracts: [], nextAllowedAt: null }]);
    h.goTo(`/medlemmar/${someMember.id}`);
    for (let i = 0; i < 10; i += 1) await settle();
    expect(h.registerExtract.listFor).not.toHaveBeenCalled();
    expect(extracts(h).status).toBe('waiting');
  });

  test("the subjects are kept apart: the own list after a member's is loaded afresh, and a late answer for the other is dropped", async () => {
    const h = setUp(demoUsers['kansli-styrelse'], [{ extracts: [ready], nextAllowedAt: null }]);
    h.registerExtract.listFor.mockResolvedValue(ok({ extracts: [letter], nextAllowedAt: null }) as never);
    h.goTo(`/medlemmar/${someMember.id}`);
    await until(() => extracts(h).memberId === someMember.id && extracts(h).status === 'success');
    h.goTo('/mina-uppgifter');
    await until(() => extracts(h).memberId === null && extracts(h).status === 'success');
    expect(extracts(h).extracts).toEqual([ready]);
    h.store.dispatch(extractsLoaded({ memberId: someMember.id, extracts: [letter], nextAllowedAt: null }));
    expect(extracts(h).extracts).toEqual([ready]);
  });

  const page = (user: User, state: Partial<RegisterExtractState>) => renderApp(`/medlemmar/${someMember.id}`, signedInState(user, {
    members: { ...initialMembersState, member: { id: someMember.id, data: someMember, status: 'success', error: null } },
    registerExtract: { ...initialRegisterExtractState, ...state },
  }));

  test("the section names the member, asks for that member's extract and lists the ready one to download", async () => {
    const user = userEvent.setup();
    const { actions } = await page(demoUsers['kansli-styrelse'], { memberId: someMember.id, status: 'success', extracts: [letter] });
    const region = await screen.findByRole('region', { name: 'Registerutdrag per brev' });
    expect(region).toHaveTextContent(`Har ${someMember.name} begärt sitt registerutdrag per brev?`);
    expect(within(region).getByRole('heading', { name: 'Registerutdrag beställda per brev' })).toBeInTheDocument();
    // Every extract here is by letter: the list does not say so on each.
    expect(within(region).getByRole('listitem')).not.toHaveTextContent('Beställt per brev via kansliet');
    await user.click(within(region).getByRole('button', { name: 'Beställ registerutdrag åt medlemmen' }));
    expect(actions).toContainEqual(extractRequested({ memberId: someMember.id }));
    await user.click(within(region).getByRole('button', { name: `Hämta zip-fil med registerutdraget från ${formatSwedishDateTime(letter.readyAt!)}` }));
    expect(actions).toContainEqual(extractDownloadRequested({ id: 'letter1' }));
  });

  test("another subject's list held is not shown while the member's loads", async () => {
    await page(demoUsers['kansli-styrelse'], { memberId: null, status: 'success', extracts: [ready] });
    const region = await screen.findByRole('region', { name: 'Registerutdrag per brev' });
    expect(within(region).queryByRole('listitem')).toBeNull();
  });

  test('a handler without canManageSecretariat has no such section', async () => {
    await page(demoUsers.kanslist, {});
    expect(await screen.findByRole('heading', { name: someMember.name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registerutdrag per brev' })).toBeNull();
  });
});
