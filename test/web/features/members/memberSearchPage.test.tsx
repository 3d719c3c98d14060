import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers } from '../../support/users';
import { memberSearchOpened, membersLoaded } from '../../../../src/features/members/membersSlice';
import { memberViewFromSearch } from '../../../../src/features/members/memberView';
import type { MemberListItem } from '../../../../src/api/types';

const row = (n: number, extra: Partial<MemberListItem> = {}): MemberListItem => ({
  id: `m${n}`, name: `Medlem ${n}`, firstname: 'Medlem', lastname: String(n), memberNumber: String(100000 + n), city: 'Visby',
  association: null, workplace: { id: 'w', name: 'Vårdcentralen' }, protectedIdentity: false, ...extra,
});

async function open(path: string) {
  const app = await renderApp(path, signedInState(demoUsers.kanslist));
  await screen.findByRole('heading', { level: 1, name: 'Sök medlem' });
  return app;
}

describe('member search page (issue 11)', () => {
  test("'Du har inga medlemmar' when the list is empty without a search", async () => {
    const { store } = await open('/medlemmar');
    act(() => { store.dispatch(membersLoaded({ members: [], total: 0, page: 1, size: 20 })); });
    expect(screen.getByText('Du har inga medlemmar')).toBeInTheDocument();
  });

  test("'Inga medlemmar hittades' after a search with no hits", async () => {
    const { store } = await open('/medlemmar?sok=zz');
    // What the saga does with the URL (no sagas here).
    act(() => {
      store.dispatch(memberSearchOpened({ context: { kind: 'all' }, view: memberViewFromSearch('?sok=zz') }));
      store.dispatch(membersLoaded({ members: [], total: 0, page: 1, size: 20 }));
    });
    expect(screen.getByText('Inga medlemmar hittades')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Sök på namn, medlemsnummer, ort eller arbetsplats' })).toHaveValue('zz');
  });

  test('the table: sorted by name ascending, each column header a sort button, links to the member page, protected identity marked', async () => {
    const { store, actions } = await open('/medlemmar');
    act(() => { store.dispatch(membersLoaded({ members: [row(1), row(2, { protectedIdentity: true, city: null, workplace: null })], total: 2, page: 1, size: 20 })); });
    const table = screen.getByRole('table', { name: 'Medlemmar' });
    expect(within(table).getByRole('columnheader', { name: /Namn/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Ort/ })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('link', { name: 'Medlem 1' })).toHaveAttribute('href', '/medlemmar/m1');
    expect(within(table).getByText('Skyddad identitet')).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Sortera på Ort' }));
    expect(actions.filter((a) => a.type === 'members/memberSortRequested').map((a) => a.payload)).toEqual(['city']);
  });

  test('a member may not search: Åtkomst nekad', async () => {
    await renderApp('/medlemmar', signedInState(demoUsers.medlem));
    expect(await screen.findByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeInTheDocument();
  });
});
