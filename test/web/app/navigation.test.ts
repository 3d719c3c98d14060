import { harness, session, fakeAuth, settle, ok, fail, matchPath } from '../support/fakeServices';
import { demoUsers } from '../support/users';
import { menuToggled, workplacePickerOpened } from '../../../src/features/header/headerSlice';
import { navigated, emptySelections } from '../../../src/app/navigation/navigationSlice';
import { redirectTo } from '../../../src/app/navigation/navigator';
import { runSaga } from 'redux-saga';
import { rootReducer, type RootState } from '../../../src/app/reducers';
import type { Action } from '@reduxjs/toolkit';

function signedIn() {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  return harness({ auth, user: demoUsers.medlem });
}

describe('spec §2: after each navigation', () => {
  test('the route parameters are copied into the stored selections once the token has loaded', async () => {
    const auth = fakeAuth();
    let resolveRestore: (value: typeof session) => void = () => {};
    auth.restore.mockImplementation(() => new Promise((resolve) => { resolveRestore = resolve; }));
    const h = harness({ auth, user: demoUsers.medlem });
    h.goTo('/arenden/organisation/o1/arbetsplats/w1/arende/k1');
    await settle();
    expect(h.state().navigation.selections).toEqual(emptySelections);

    resolveRestore(session);
    await settle();
    expect(h.state().navigation.selections).toEqual({
      ...emptySelections, caseRole: 'organisation', caseOrganizationId: 'o1', caseWorkplaceId: 'w1', caseId: 'k1',
    });
  });

  test.each([
    ['/organisation/o1/arbetsplats/w1/aktuellt/p1', { organizationId: 'o1', workplaceId: 'w1', postId: 'p1' }],
    ['/kansliet/kurser/c1', { courseId: 'c1' }],
    ['/sidor/kontakt', { pageSlug: 'kontakt' }],
    ['/organisation/o1/dokument', { organizationId: 'o1', organizationFiles: 'o1' }],
    ['/kansliet/dokument', { organizationFiles: 'kansliet' }],
    ['/arenden/mina', { caseRole: 'mina' }],
    ['/arenden/vasabyran/arende/k9', { caseRole: 'vasabyran', caseId: 'k9' }],
  ])('%s → selections %j', async (path, expected) => {
    const h = signedIn();
    h.api.pages.getPage.mockResolvedValue(ok({ slug: 'kontakt', key: 'contact', link_text: 'Kontakt', title: 'Kontakta oss', body: '', external_url: null }));
    h.goTo(path);
    await settle();
    expect(h.state().navigation.selections).toEqual({ ...emptySelections, ...expected });
  });

  test('not under /auth', async () => {
    const h = signedIn();
    h.goTo('/organisation/o1');
    await settle();
    h.goTo('/auth/signed-out');
    await settle();
    expect(h.state().navigation.selections.organizationId).toBe('o1');
  });

  test("the page title is set: '{title} | {association name}'", async () => {
    const h = signedIn();
    h.goTo('/min-profil');
    await settle();
    expect(h.state().navigation.title).toBe('Min profil | Psykologförbundet');
    expect(h.services.setDocumentTitle).toHaveBeenLastCalledWith('Min profil | Psykologförbundet');
  });

  test("a CMS page's title is its own once it has loaded", async () => {
    const h = signedIn();
    h.api.pages.getPage.mockResolvedValue(ok({ slug: 'kontakt', key: 'contact', link_text: 'Kontakt', title: 'Kontakta oss', body: 'Hej', external_url: null }));
    h.goTo('/sidor/kontakt');
    await settle();
    expect(h.api.pages.getPage).toHaveBeenCalledWith('kontakt');
    expect(h.services.setDocumentTitle).toHaveBeenLastCalledWith('Kontakta oss | Psykologförbundet');
    expect(h.state().pages.bySlug.kontakt.status).toBe('success');
  });

  test('a path that matches a pattern but names nothing (/arenden/foo) has the not-found title', async () => {
    const h = signedIn();
    h.goTo('/arenden/foo');
    await settle();
    expect(h.state().navigation.title).toBe('Sidan finns inte | Psykologförbundet');
    h.goTo('/arenden/kansliet');
    await settle();
    expect(h.state().navigation.title).toBe('Kansliets ärenden | Psykologförbundet');
  });

  test('an unknown /sidor/{slug} is the not-found page, with its title', async () => {
    const h = signedIn();
    h.api.pages.getPage.mockResolvedValue(fail(404, 'PAGE_NOT_FOUND'));
    h.goTo('/sidor/finns-inte');
    await settle();
    expect(h.state().pages.bySlug['finns-inte']).toMatchObject({ notFound: true });
    expect(h.services.setDocumentTitle).toHaveBeenLastCalledWith('Sidan finns inte | Psykologförbundet');
  });

  test('a CMS page with only an external URL: /sidor/{slug} goes there', async () => {
    const h = signedIn();
    h.api.pages.getPage.mockResolvedValue(ok({ slug: 'forbundet', key: 'union', link_text: 'Förbundet', title: 'Förbundet', body: '', external_url: 'https://example.org/' }));
    h.goTo('/sidor/forbundet');
    await settle();
    expect(h.services.leaveFor).toHaveBeenCalledWith('https://example.org/');
  });

  test('the menu closes (and the workplace picker)', async () => {
    const h = signedIn();
    h.goTo('/');
    await settle();
    h.store.dispatch(menuToggled('main'));
    expect(h.state().header.openMenu).toBe('main');
    h.goTo('/min-profil');
    expect(h.state().header.openMenu).toBeNull();
    h.store.dispatch(workplacePickerOpened({ associationId: 'a' }));
    h.goTo('/');
    expect(h.state().header.workplacePicker.open).toBe(false);
  });
});

describe('spec §2: redirect limit for the router: 10', () => {
  test('the eleventh redirect in a row is refused and marks the limit; a navigation of the user resets it', async () => {
    let state: RootState = rootReducer(undefined, { type: '@@init' });
    const dispatched: Action[] = [];
    const dispatch = (action: Action) => { dispatched.push(action); state = rootReducer(state, action); };
    const navigate = jest.fn((to: string) => dispatch(navigated(matchPath(to))));
    const io = { dispatch, getState: () => state };

    for (let i = 0; i < 10; i += 1) await runSaga(io, redirectTo, navigate, i % 2 ? '/a' : '/b').toPromise();
    expect(navigate).toHaveBeenCalledTimes(10);
    expect(state.navigation.redirects.limitReached).toBe(false);

    await runSaga(io, redirectTo, navigate, '/c').toPromise();
    expect(navigate).toHaveBeenCalledTimes(10);
    expect(state.navigation.redirects.limitReached).toBe(true);

    dispatch(navigated(matchPath('/min-profil')));
    expect(state.navigation.redirects).toEqual({ pending: null, count: 0, limitReached: false });
  });
});
