import { shellView, shellViewToShow, type ShellFacts, type ShellView } from '../../../src/app/shell/shellView';
import { routeTable } from '../../../src/app/routeTable';
import { demoUsers } from '../support/users';

const profile = routeTable.find((route) => route.path === '/min-profil')!.id;
const signedOut = routeTable.find((route) => route.path === '/auth/signed-out')!.id;
const signedIn: ShellFacts = {
  routeId: profile, pathname: '/min-profil', hasToken: true, userStatus: 'success', user: demoUsers.medlem, params: {}, redirectLimitReached: false,
};

describe('spec §2: what the app shell shows (shellView)', () => {
  test.each<[string, Partial<ShellFacts>, ShellView]>([
    ['the routed page for a signed-in user who may open the route', {}, 'routed'],
    ['a spinner while there is no token on a non-public route', { hasToken: false, user: null, userStatus: 'waiting' }, 'spinner'],
    ['a public route without a token: the routed page', { routeId: signedOut, pathname: '/auth/signed-out', hasToken: false, user: null }, 'routed'],
    ["'Åtkomst nekad' when the user is unauthorised", { userStatus: 'unauthorised', user: null }, 'unauthorised'],
    ['the unexpected-error page when the user load failed', { userStatus: 'error', user: null }, 'error'],
    ['…but not under /auth', { userStatus: 'error', user: null, pathname: '/auth/other' }, 'routed'],
    ["'Åtkomst nekad' when the user may not open the route (the secretariat on Min profil)", { user: demoUsers.kanslist }, 'refused'],
    ['the error page once the redirect limit is reached, whatever else holds', { redirectLimitReached: true, hasToken: false }, 'error'],
    ['the routed page while the user loads (the page says it loads)', { userStatus: 'getting', user: null }, 'routed'],
  ])('%s', (_name, facts, view) => {
    expect(shellView({ ...signedIn, ...facts })).toBe(view);
  });
});

describe('issue 38: the routed page comes in a deferred render, anything else at once (shellViewToShow)', () => {
  test('the routed page waits for the deferred render: the view before it shows until then', () => {
    expect(shellViewToShow('routed', 'spinner')).toBe('spinner');
    expect(shellViewToShow('routed', 'routed')).toBe('routed');
  });

  test.each<ShellView>(['spinner', 'unauthorised', 'error', 'refused'])('%s shows at once, never the routed page held before', (live) => {
    expect(shellViewToShow(live, 'routed')).toBe(live);
  });
});
