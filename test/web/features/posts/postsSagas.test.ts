import { runSaga } from 'redux-saga';
import { harness, session, fail, ok } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { tokenLoaded, tokenUnloaded } from '../../../../src/auth/authSlice';
import { userIdChanged } from '../../../../src/app/lifecycle';
import { selectionsUpdated } from '../../../../src/app/navigation/navigationSlice';
import { loadPosts, POSTS_RETRY_MS } from '../../../../src/features/posts/postsSagas';
import { selectIntranetUnreadCount } from '../../../../src/features/posts/selectors';
import { selectHeaderModel } from '../../../../src/features/header/selectors';
import { intranetPost, post, signedIn } from './contentFixtures';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('spec §4: when posts load', () => {
  test('posts load when the user first appears, for that user', async () => {
    const h = signedIn(demoUsers.medlem);
    h.api.posts.getPosts.mockResolvedValue(ok([post('p1'), post('p2', { is_read: true })]));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.posts.getPosts).toHaveBeenCalledWith(demoUsers.medlem.id);
    expect(h.state().posts.listStatus).toBe('success');
    expect(h.state().posts.list.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  test('a failed load puts postsLoadFailed with its declared payload, the message and the state only', async () => {
    const h = signedIn(demoUsers.medlem);
    h.api.posts.getPosts.mockResolvedValue(fail(403, 'FORBIDDEN'));
    const dispatched: { type: string; payload?: unknown }[] = [];
    await jest.advanceTimersByTimeAsync(0);
    runSaga({ getState: h.store.getState, dispatch: (a: { type: string; payload?: unknown }) => { dispatched.push(a); } }, loadPosts, h.services, { type: userIdChanged.type });
    await jest.advanceTimersByTimeAsync(0);
    expect(dispatched.find((a) => a.type === 'posts/postsLoadFailed')?.payload).toEqual({ message: 'Status 403: FORBIDDEN', status: 'error' });
  });

  test('posts retry after 1000 ms while the user is missing', async () => {
    const h = harness();
    h.api.posts.getPosts.mockResolvedValue(ok([post('p1')]));
    runSaga({ getState: h.store.getState, dispatch: h.store.dispatch }, loadPosts, h.services, { type: userIdChanged.type });
    await jest.advanceTimersByTimeAsync(POSTS_RETRY_MS * 3);
    expect(h.api.posts.getPosts).not.toHaveBeenCalled();
    h.store.dispatch({ type: 'user/userLoaded', payload: demoUsers.medlem });
    await jest.advanceTimersByTimeAsync(POSTS_RETRY_MS - 1);
    expect(h.api.posts.getPosts).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(h.api.posts.getPosts).toHaveBeenCalledWith(demoUsers.medlem.id);
  });

  test('posts reload when the user id changes, and are cleared on sign-out', async () => {
    const h = signedIn(demoUsers.medlem);
    h.api.posts.getPosts.mockResolvedValue(ok([post('p1')]));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.posts.getPosts).toHaveBeenCalledTimes(1);
    h.api.user.getMe.mockResolvedValue(ok(demoUsers.kanslist));
    h.api.posts.getPosts.mockResolvedValue(ok([intranetPost('k1')]));
    h.store.dispatch(tokenLoaded({ ...session, subject: demoUsers.kanslist.id }));
    await jest.advanceTimersByTimeAsync(300);
    expect(h.api.posts.getPosts).toHaveBeenLastCalledWith(demoUsers.kanslist.id);
    expect(h.state().posts.list.map((p) => p.id)).toEqual(['k1']);
    h.store.dispatch(tokenUnloaded());
    expect(h.state().posts.list).toEqual([]);
    expect(h.state().posts.listStatus).toBe('waiting');
  });
});

describe('spec §4: opening a post marks it as read', () => {
  async function withPosts(posts = [intranetPost('p1'), intranetPost('p2')]) {
    const h = signedIn(demoUsers.kanslist, '/kansliet/aktuellt');
    h.api.posts.getPosts.mockResolvedValue(ok(posts));
    await jest.advanceTimersByTimeAsync(0);
    return h;
  }

  test('the mark goes at once, before the call answers, and the Intranätet badge drops', async () => {
    const h = await withPosts();
    expect(selectIntranetUnreadCount(h.state())).toBe(2);
    const intranetBadge = () => selectHeaderModel(h.state()).menu.find((item) => item.key === 'intranet');
    expect(intranetBadge()).toMatchObject({ badge: 2 });
    let answer: (value: unknown) => void = () => {};
    h.api.posts.getPost.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    h.goTo('/kansliet/aktuellt/p1');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.posts.getPost).toHaveBeenCalledWith('p1', demoUsers.kanslist.id);
    expect(h.state().posts.list.find((p) => p.id === 'p1')!.is_read).toBe(true);
    expect(selectIntranetUnreadCount(h.state())).toBe(1);
    answer(ok({ ...intranetPost('p1'), body: 'Hela texten', is_read: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().posts.byId.p1).toMatchObject({ status: 'success', post: { body: 'Hela texten' } });
    expect(h.state().navigation.title).toBe('Nyhet p1 | Psykologförbundet');
  });

  test('the mark rolls back if the call fails', async () => {
    const h = await withPosts();
    h.api.posts.getPost.mockRejectedValue(new Error('Status 503'));
    h.goTo('/kansliet/aktuellt/p2');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().posts.list.find((p) => p.id === 'p2')!.is_read).toBe(false);
    expect(selectIntranetUnreadCount(h.state())).toBe(2);
    expect(h.state().posts.byId.p2.status).toBe('error');
  });

  test('a post the user may not see (403) is the unauthorised state; an already read post stays read', async () => {
    const h = await withPosts([intranetPost('p1', { is_read: true })]);
    h.api.posts.getPost.mockResolvedValue(fail(403, 'POST_FORBIDDEN'));
    h.goTo('/kansliet/aktuellt/p1');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().posts.byId.p1.status).toBe('unauthorised');
    expect(h.state().posts.list[0].is_read).toBe(true);
  });
});

describe('the news list search lives in the store and the URL', () => {
  test('typing writes ?sok= once typing pauses; opening a URL with ?sok= fills the search', async () => {
    const h = signedIn(demoUsers.medlem, '/aktuellt');
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch({ type: 'posts/newsSearchChanged', payload: 'lön' });
    await jest.advanceTimersByTimeAsync(299);
    expect(h.navigate).not.toHaveBeenCalledWith(expect.stringContaining('sok'), expect.anything());
    await jest.advanceTimersByTimeAsync(1);
    expect(h.navigate).toHaveBeenLastCalledWith('/aktuellt?sok=l%C3%B6n', { replace: true });
    h.goTo('/aktuellt?sok=kongress');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().posts.query).toBe('kongress');
  });

  test('a selections update without a post or a news list does nothing', async () => {
    const h = signedIn(demoUsers.medlem, '/arenden/mina');
    await jest.advanceTimersByTimeAsync(0);
    const calls = h.api.posts.getPosts.mock.calls.length;
    h.store.dispatch(selectionsUpdated(h.state().navigation.selections));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.posts.getPosts.mock.calls.length).toBe(calls);
    expect(h.api.posts.getPost).not.toHaveBeenCalled();
  });
});
