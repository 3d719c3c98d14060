import { matchRoutes } from 'react-router';
import pageLoad from '../../../src/app/pageLoadChunks.json';
import { routeTable, type RouteDef } from '../../../src/app/routeTable';
import { screenChunks } from '../../../src/app/screenChunks';

describe('the declared chunk groups of a signed-in page load of the first route (npm run size counts them)', () => {
  test('the first route\'s own screen chunk is declared, and it is a screen chunk', () => {
    const [match] = matchRoutes((routeTable as readonly RouteDef[]).filter((route) => !route.devOnly), pageLoad.firstRoute) ?? [];
    const group = match?.route.group;
    expect(group).toBeDefined();
    expect(pageLoad.signedInPageLoad).toContain(group);
    expect(Object.keys(screenChunks)).toContain(group);
  });

  test('a chunk group is either fetched by the page load or says when it loads, not both', () => {
    const both = pageLoad.signedInPageLoad.filter((group) => group in pageLoad.notAtPageLoad);
    expect(both).toEqual([]);
    expect(Object.keys(pageLoad.notAtPageLoad)).toContain('oidc');
  });
});
