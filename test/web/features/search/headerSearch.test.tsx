import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult, User } from '../../../../src/api/types';
import { searchAnswered, searchStarted } from '../../../../src/features/search/searchSlice';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers } from '../../support/users';

const nothing: SearchResult = { term: 'xyzzy', cases: [], members: [], posts: [], documents: [], courses: [] };

/** The portal with the header search opened, a term typed and its answer arrived (no sagas: the answer is dispatched). */
async function searched(user: User, result: SearchResult) {
  const { store } = await renderApp('/', signedInState(user));
  const u = userEvent.setup();
  await u.click(screen.getByRole('button', { name: 'Sök i portalen' }));
  await u.type(screen.getByRole('searchbox', { name: 'Sök ärenden, medlemmar och mer' }), result.term);
  act(() => {
    store.dispatch(searchStarted());
    store.dispatch(searchAnswered(result));
  });
  return screen.getByRole('search');
}

describe('spec §2, §7 Search/{term}: the header search', () => {
  test("a term with no hits shows 'Inga {group} hittades' for each group searched (not 'Inga träffar')", async () => {
    const search = await searched(demoUsers.kanslist, nothing);
    const texts = (await within(search).findAllByRole('listitem')).map((li) => li.textContent);
    expect(texts).toEqual([
      'Inga ärenden hittades', 'Inga medlemmar hittades', 'Inga nyheter hittades', 'Inga dokument hittades', 'Inga kurser hittades',
    ]);
    expect(within(search).queryByText('Inga träffar')).toBeNull();
  });

  test('a member, who searches no members, is not told about members', async () => {
    const search = await searched(demoUsers.medlem, nothing);
    expect(await within(search).findByText('Inga ärenden hittades')).toBeInTheDocument();
    expect(within(search).queryByText('Inga medlemmar hittades')).toBeNull();
  });

  test('with hits, the groups with hits are shown and no empty text', async () => {
    const result: SearchResult = { ...nothing, courses: [{ id: 'c1', title: 'Xyzzy-kursen', href: '/kurser/c1' }] };
    const search = await searched(demoUsers.medlem, result);
    expect(await within(search).findByRole('link', { name: 'Xyzzy-kursen' })).toHaveAttribute('href', '/kurser/c1');
    expect(within(search).queryByText(/hittades/)).toBeNull();
  });
});
