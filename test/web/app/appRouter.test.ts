import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { createAppRouter } from '../../../src/app/navigation/appRouter';
import { connectRouter } from '../../../src/app/navigation/connectRouter';
import { navigated } from '../../../src/app/navigation/navigationSlice';
import { buildRoutes } from '../../../src/app/routes';

const router = (path: string) => createAppRouter(createMemoryHistory({ initialEntries: [path], v5Compat: true }), buildRoutes({ devRoutes: false }));

describe('the portal router: declarative routes over a history the app holds', () => {
  test('its state names the location, the matched route and how the navigation came', () => {
    const r = router('/arenden/kansliet/arende/c1?flik=x');
    expect(r.state.location).toMatchObject({ pathname: '/arenden/kansliet/arende/c1', search: '?flik=x' });
    expect(r.state.matches.map((m) => m.route.id)).toEqual(['root', 'case']);
    expect(r.state.matches.at(-1)?.params).toMatchObject({ caseRole: 'kansliet', caseId: 'c1' });
    expect(r.state.historyAction).toBe('POP');
  });

  test('navigate pushes, replaces and steps through the history, and tells every subscriber', () => {
    const r = router('/');
    const heard: string[] = [];
    const stop = r.subscribe((state) => heard.push(`${state.historyAction} ${state.location.pathname}`));
    r.subscribe((state) => heard.push(`second ${state.location.pathname}`));
    r.navigate('/arenden/mina');
    r.navigate('/arenden/kansliet', { replace: true });
    r.navigate(-1);
    stop();
    r.navigate('/profil');
    expect(heard).toEqual([
      'PUSH /arenden/mina', 'second /arenden/mina',
      'REPLACE /arenden/kansliet', 'second /arenden/kansliet',
      'POP /', 'second /',
      'second /profil',
    ]);
  });

  test('connectRouter dispatches navigated for the first location and for each navigation, once each', () => {
    const r = router('/arenden/mina');
    const dispatched: unknown[] = [];
    connectRouter(r, ((action: unknown) => { dispatched.push(action); return action; }) as never);
    r.navigate('/arenden/mina?sida=2');
    expect(dispatched).toEqual([
      navigated({ pathname: '/arenden/mina', search: '', routeId: 'memberCases', params: {} }),
      navigated({ pathname: '/arenden/mina', search: '?sida=2', routeId: 'memberCases', params: {} }),
    ]);
  });
});

describe('issue 12: /components only where the developer tools are on', () => {
  const routeOf = (path: string, devRoutes: boolean) =>
    createAppRouter(createMemoryHistory({ initialEntries: [path], v5Compat: true }), buildRoutes({ devRoutes })).state.matches.at(-1)?.route.id;

  test('without the developer tools /components is the not-found page', () => {
    expect(routeOf('/components', false)).toBe('notFound');
  });

  test('with them it is the component showcase', () => {
    expect(routeOf('/components', true)).toBe('components');
  });
});
