import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers } from '../../support/users';
import type { AccessLogEntry, Member } from '../../../../src/api/types';
import { initialAccessLogState, type AccessLogState } from '../../../../src/features/accessLog/accessLogSlice';
import { accessLogLoaded, accessLogMoreRequested } from '../../../../src/features/accessLog/accessLogActions';
import { initialMembersState } from '../../../../src/features/members/membersSlice';
import { loadRetried } from '../../../../src/app/lifecycle';
import { formatDateTime } from '../../../../src/lib/dates';

/** Issue 37: 'Vem har sett mina uppgifter' on /min-profil, and a protected member's log on the member page (real store and routes, no sagas). */
const CASE_ID = '11111111-1111-4111-8111-111111111111';
const entries: AccessLogEntry[] = [
  { id: '3', at: '2026-11-28T09:15:00.000Z', role: 'board', unit: 'Psykologföreningen i Region Gotland', viewerName: null, what: 'member', caseId: null, caseTitle: null },
  { id: '2', at: '2026-11-27T13:40:00.000Z', role: 'secretariat', unit: 'Kansliet', viewerName: null, what: 'case', caseId: CASE_ID, caseTitle: 'Fråga om lön' },
  { id: '1', at: '2026-11-20T08:00:00.000Z', role: 'secretariat', unit: 'Kansliet', viewerName: null, what: 'case', caseId: '22222222-2222-4222-8222-222222222222', caseTitle: null },
];
const held = (over: Partial<AccessLogState> = {}): AccessLogState => ({ ...initialAccessLogState, key: 'own', entries, total: 3, page: 1, status: 'success', ...over });
const profile = (log: AccessLogState) => renderApp('/min-profil', signedInState(demoUsers.medlem, { accessLog: log }));
const section = () => screen.getByRole('region', { name: 'Vem har sett mina uppgifter' });

describe("issue 37: 'Vem har sett mina uppgifter' on /min-profil", () => {
  test('each entry says what was read, by which role and unit (never a name), and when; the own case is a link to it', async () => {
    await profile(held());
    const items = within(section()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `Läste dina medlemsuppgifterStyrelseledamot, Psykologföreningen i Region Gotland${formatDateTime(entries[0].at)}`,
      `Öppnade ditt ärende Fråga om lönHandläggare, Kansliet${formatDateTime(entries[1].at)}`,
      `Öppnade ett ärende som sedan har gallratsHandläggare, Kansliet${formatDateTime(entries[2].at)}`,
    ]);
    expect(within(items[1]).getByRole('link', { name: 'Fråga om lön' })).toHaveAttribute('href', `/arenden/mina/arende/${CASE_ID}`);
    expect(within(items[0]).getByText(formatDateTime(entries[0].at)).tagName).toBe('TIME');
    expect(within(section()).getByText('Visar 3 av 3')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });

  test("'Visa fler' while more are left, by keyboard; the focus moves to the first entry added", async () => {
    const user = userEvent.setup();
    const { store, actions } = await profile(held({ total: 4 }));
    const more = within(section()).getByRole('button', { name: 'Visa fler' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(actions.map((a) => a.type)).toContain(accessLogMoreRequested.type);
    const fourth: AccessLogEntry = { ...entries[2], id: '0', at: '2026-11-19T08:00:00.000Z' };
    await act(async () => { store.dispatch(accessLogLoaded({ key: 'own', result: { entries: [fourth], total: 4, page: 2, size: 3 } })); });
    const items = within(section()).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3]).toHaveFocus();
    expect(within(section()).queryByRole('button', { name: 'Visa fler' })).toBeNull();
  });

  test('empty: nobody else has looked', async () => {
    await profile(held({ entries: [], total: 0 }));
    expect(within(section()).getByText('Ingen annan har sett dina uppgifter.')).toBeInTheDocument();
    expect(within(section()).queryByRole('list')).toBeNull();
  });

  test("a failed load says so with 'Försök igen', which asks for the log again", async () => {
    const user = userEvent.setup();
    const { actions } = await profile(held({ entries: [], total: 0, status: 'error' }));
    expect(within(section()).getByText('Det gick inte att hämta loggen.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Försök igen: Vem har sett mina uppgifter' }));
    expect(actions).toContainEqual(loadRetried({ what: 'accessLog' }));
  });

  test('loading: a spinner named for the log', async () => {
    await profile({ ...initialAccessLogState, key: 'own', status: 'getting', loadingPage: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(within(section()).getByRole('status')).toHaveTextContent('Hämtar loggen');
  });
});

describe("a protected member's page for the secretariat's management", () => {
  const skyddad = { ...demoUsers.skyddad, memberNumber: '100009', city: null, association: null, workplace: null, email: null, phone: null } as unknown as Member;
  const log = (user: typeof demoUsers.kanslist) => renderApp(`/medlemmar/${skyddad.id}`, signedInState(user, {
    members: { ...initialMembersState, member: { id: skyddad.id, data: skyddad, status: 'success', error: null } },
    accessLog: held({ key: `member:${skyddad.id}`, entries: [{ ...entries[0], role: 'secretariat', unit: 'Kansliet', viewerName: 'Lena Ekström' }, { ...entries[1], viewerName: null, caseTitle: null }], total: 2 }),
  }));

  test('kansli-styrelse sees who, by name, and what', async () => {
    await log(demoUsers['kansli-styrelse']);
    const region = await screen.findByRole('region', { name: 'Vem har sett medlemmens uppgifter' });
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent?.replace(/\d{4}-\d\d-\d\d \d\d:\d\d$/, ''))).toEqual([
      'Läste medlemsuppgifternaLena Ekström (Handläggare, Kansliet)',
      'Öppnade ett av medlemmens ärendenTidigare medlem (Handläggare, Kansliet)',
    ]);
  });

  test('a handler without canManageSecretariat sees no log', async () => {
    await log(demoUsers.kanslist);
    expect(await screen.findByRole('heading', { name: skyddad.name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vem har sett medlemmens uppgifter' })).toBeNull();
  });
});
