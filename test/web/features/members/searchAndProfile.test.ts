import { selectProfile } from '../../../../src/features/profile/profileSlice';
import { harness, ok, fail, settle } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { searchSubmitted, searchTyped } from '../../../../src/features/search/searchSlice';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { SEARCH_DEBOUNCE_MS } from '../../../../src/features/search/searchSagas';
import { passwordChangeSubmitted } from '../../../../src/features/profile/profileSlice';
import { holdPasswords } from '../../../../src/features/profile/passwordDraft';
import type { SearchResult, User } from '../../../../src/api/types';

const empty: SearchResult = { term: 'anna', cases: [], members: [], posts: [], documents: [], courses: [] };

function setUp(user: User = demoUsers.medlem) {
  const h = harness({ preloaded: { user: { user, status: 'success', error: null } } as never });
  const search = { search: jest.fn(async () => ok(empty)) };
  const profile = { getDetails: jest.fn(async () => ok({ ...user, email: 'a@example.com', phone: null, city: 'Visby', memberNumber: '1' })), changePassword: jest.fn(async () => ok({ changed: true as const })) };
  Object.assign(h.services.api, { search, profile });
  return { ...h, search, profile };
}

afterEach(() => jest.useRealTimers());

describe('the header search', () => {
  test('Search/{term} once typing pauses, the newest term only', async () => {
    jest.useFakeTimers();
    const h = setUp();
    h.store.dispatch(searchTyped('an'));
    jest.advanceTimersByTime(200);
    h.store.dispatch(searchTyped('anna '));
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await settle();
    expect(h.search.search).toHaveBeenCalledTimes(1);
    expect(h.search.search).toHaveBeenCalledWith('anna');
    expect(h.state().search).toMatchObject({ status: 'success', result: empty });
  });

  test('no call for an empty term', async () => {
    jest.useFakeTimers();
    const h = setUp();
    h.store.dispatch(searchTyped('   '));
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    await settle();
    expect(h.search.search).not.toHaveBeenCalled();
  });
});

describe('issue 23: Enter in the header search', () => {
  test('leads to the results page, its term in the address', async () => {
    const h = setUp();
    h.store.dispatch(searchSubmitted('  anna  lind '));
    await settle();
    expect(h.services.navigate).toHaveBeenCalledWith('/sok?q=anna%20lind');
  });

  test("the results page's address is the search: its term is searched and shown in the field", async () => {
    const h = setUp();
    h.store.dispatch(navigated({ pathname: '/sok', search: '?q=anna%20lind', routeId: 'searchResults', params: {} }));
    await settle();
    expect(h.search.search).toHaveBeenCalledWith('anna lind');
    expect(h.state().search).toMatchObject({ text: 'anna lind', status: 'success' });
    h.store.dispatch(navigated({ pathname: '/nyheter', search: '?q=annat', routeId: 'news', params: {} }));
    await settle();
    expect(h.search.search).toHaveBeenCalledTimes(1);
    expect(h.state().search.text).toBe('anna lind');
  });

  test('an empty term goes nowhere', async () => {
    const h = setUp();
    h.store.dispatch(searchSubmitted('  '));
    await settle();
    expect(h.services.navigate).not.toHaveBeenCalled();
  });
});

describe('the profile', () => {
  test('/min-profil loads the own details (User/{id}/Get of oneself)', async () => {
    const h = setUp();
    h.goTo('/min-profil');
    await settle();
    expect(h.profile.getDetails).toHaveBeenCalledWith(demoUsers.medlem.id);
    expect(selectProfile(h.state()).details).toMatchObject({ email: 'a@example.com', city: 'Visby' });
  });

  test('the secretariat has no profile: nothing is loaded', async () => {
    const h = setUp(demoUsers.kanslist);
    h.goTo('/min-profil');
    await settle();
    expect(h.profile.getDetails).not.toHaveBeenCalled();
  });

  test('change password: the passwords go to the server but never into an action or the state', async () => {
    const h = setUp();
    const seen: unknown[] = [];
    h.store.subscribe(() => seen.push(h.state().profile));
    h.goTo('/min-profil'); // the form lives on /min-profil, whose first visit starts the profile's watchers
    await settle();
    holdPasswords({ currentPassword: 'demo', password: 'tre glada hästar' });
    h.store.dispatch(passwordChangeSubmitted());
    await settle();
    expect(h.profile.changePassword).toHaveBeenCalledWith({ currentPassword: 'demo', password: 'tre glada hästar' });
    expect(selectProfile(h.state()).password).toEqual({ status: 'success', errorCode: null, changed: true });
    expect(JSON.stringify(seen)).not.toContain('hästar');
  });

  test('change password refused: its error code, for a Swedish message', async () => {
    const h = setUp();
    h.profile.changePassword.mockResolvedValueOnce(fail(400, 'WRONG_CURRENT_PASSWORD') as never);
    h.goTo('/min-profil');
    await settle();
    holdPasswords({ currentPassword: 'x', password: 'tre glada hästar' });
    h.store.dispatch(passwordChangeSubmitted());
    await settle();
    expect(selectProfile(h.state()).password).toEqual({ status: 'error', errorCode: 'WRONG_CURRENT_PASSWORD', changed: false });
  });
});
