import { screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInState } from '../../support/renderApp';
import { demoUsers, GOTLAND } from '../../support/users';
import { makeStore } from '../../../../src/app/store';
import { selectionsFromRoute } from '../../../../src/app/navigation/navigationSlice';
import { matchPath } from '../../support/fakeServices';
import type { PostsState } from '../../../../src/features/posts/postsSlice';
import { postLoaded, postsLoaded } from '../../../../src/features/posts/postsSlice';
import type { Post } from '../../../../src/api/contentTypes';
import { intranetPost, post } from './contentFixtures';

const initial = makeStore().getState();
const emptyPosts = initial.posts;
const withPosts = (list: Post[], extra: Partial<PostsState> = {}) => ({ posts: { ...emptyPosts, list, listStatus: 'success' as const, ...extra } });

/** The store as the navigation saga leaves it on this path (renderApp runs no sagas). */
async function openAt(path: string, state: ReturnType<typeof signedInState>) {
  const { routeId, params } = matchPath(path);
  const navigation = { ...initial.navigation, selections: selectionsFromRoute(routeId, params) };
  return renderApp(path, { ...state, navigation });
}

const gotlandPost = post('g1', { title: 'Årsmöte på Gotland', organizations: [{ id: GOTLAND, name: 'Psykologföreningen i Region Gotland', kind: 'psychology' }] });
const generalPost = post('a1', { title: 'Lönestatistiken publicerad', is_read: true });

describe('news lists (spec §2)', () => {
  test('/aktuellt lists the user\'s posts, unread ones marked, and no intranet posts', async () => {
    await openAt('/aktuellt', signedInState(demoUsers.medlem, withPosts([gotlandPost, generalPost, intranetPost('k1', { title: 'Intranät' })])));
    const list = screen.getByRole('list', { name: 'Nyheter' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Årsmöte på Gotland', 'Lönestatistiken publicerad']);
    expect(within(items[0]).getByText('Oläst')).toBeInTheDocument();
    expect(within(items[1]).queryByText('Oläst')).toBeNull();
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', '/aktuellt/g1');
  });

  test('an organisation\'s list shows only its own posts, linking below it', async () => {
    await openAt(`/organisation/${GOTLAND}/aktuellt`, signedInState(demoUsers.medlem, withPosts([gotlandPost, generalPost])));
    const links = within(screen.getByRole('list', { name: 'Nyheter' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/organisation/${GOTLAND}/aktuellt/g1`]);
  });

  test('\'Du har inga nyheter\' when empty, \'Inga nyheter hittades\' after a search with no hits', async () => {
    const empty = await openAt('/kansliet/aktuellt', signedInState(demoUsers.kanslist, withPosts([generalPost])));
    expect(screen.getByText('Du har inga nyheter')).toBeInTheDocument();
    empty.unmount();
    await openAt('/aktuellt?sok=finns+inte', signedInState(demoUsers.medlem, withPosts([generalPost])));
    expect(screen.getByText('Inga nyheter hittades')).toBeInTheDocument();
  });

  test('the text search matches title, preamble and place, case-insensitively with å, ä and ö', async () => {
    await openAt('/aktuellt?sok=%C3%85RSM%C3%96TE', signedInState(demoUsers.medlem, withPosts([gotlandPost, generalPost])));
    expect(within(screen.getByRole('list', { name: 'Nyheter' })).getAllByRole('listitem')).toHaveLength(1);
  });

  test('\'Skapa nyhet\' only for those who may write posts', async () => {
    const member = await openAt('/aktuellt', signedInState(demoUsers.medlem, withPosts([])));
    expect(screen.queryByRole('button', { name: 'Skapa nyhet' })).toBeNull();
    member.unmount();
    await openAt('/kansliet/aktuellt', signedInState(demoUsers.kanslist, withPosts([])));
    expect(screen.getByRole('button', { name: 'Skapa nyhet' })).toBeInTheDocument();
  });

  test('twenty posts a page, \'Visa fler nyheter\' shows the next twenty', async () => {
    const many = Array.from({ length: 45 }, (_, i) => post(`p${i}`, { title: `Nyhet ${i}` }));
    await openAt('/aktuellt', signedInState(demoUsers.medlem, withPosts(many)));
    expect(within(screen.getByRole('list', { name: 'Nyheter' })).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: /Visa fler nyheter/ }));
    expect(within(screen.getByRole('list', { name: 'Nyheter' })).getAllByRole('listitem')).toHaveLength(40);
  });
});

describe('a post page', () => {
  test('title, the date as \'d LLL yyyy\' in Swedish, preamble, body with its markup, where it was published, a way back', async () => {
    const { store, container } = await openAt(`/organisation/${GOTLAND}/aktuellt/g1`, signedInState(demoUsers.medlem, withPosts([gotlandPost])));
    act(() => { store.dispatch(postLoaded({ ...gotlandPost, published_at: '2026-03-03T10:00:00.000Z', body: 'Välkomna!\n\n- **Tid:** kl 18\n- [Anmälan](https://example.org/anmalan)' })); });
    expect(screen.getByRole('heading', { level: 1, name: 'Årsmöte på Gotland' })).toBeInTheDocument();
    expect(screen.getByText('Publicerad 3 mars 2026')).toBeInTheDocument();
    expect(screen.getByText('Tid:').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Anmälan' })).toHaveAttribute('href', 'https://example.org/anmalan');
    expect(container.querySelector('.post__places')).toHaveTextContent('Publicerad i: Psykologföreningen i Region Gotland');
    expect(screen.getByRole('link', { name: 'Tillbaka till Aktuellt' })).toHaveAttribute('href', `/organisation/${GOTLAND}/aktuellt`);
  });

  test('a post the user may not see shows \'Åtkomst nekad\'', async () => {
    await openAt('/aktuellt/x1', signedInState(demoUsers.medlem, withPosts([], {
      byId: { x1: { status: 'unauthorised', post: null, error: 'Status 403', markedRead: false } },
    })));
    expect(screen.getByRole('heading', { name: 'Åtkomst nekad' })).toBeInTheDocument();
  });

  test('a body with HTML or a javascript: link renders it as text', async () => {
    const { store, container } = await openAt('/aktuellt/a1', signedInState(demoUsers.medlem, withPosts([generalPost])));
    act(() => { store.dispatch(postsLoaded([generalPost])); store.dispatch(postLoaded({ ...generalPost, body: '<img src=x onerror="alert(1)"> [klick](javascript:alert(1))' })); });
    expect(container.querySelector('.markup img')).toBeNull();
    expect(container.querySelector('.markup a')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
  });
});
