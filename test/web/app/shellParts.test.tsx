import { act, screen } from '@testing-library/react';
import { renderApp, signedInState } from '../support/renderApp';
import { demoUsers } from '../support/users';

let mockFooterRenders = 0;
jest.mock('../../../src/app/shell/Footer', () => ({
  Footer: () => {
    mockFooterRenders += 1;
    return <footer>sidfot</footer>;
  },
}));

/**
 * The shell renders again on every navigation (a list's page or filter is its query string); its
 * other parts are elements made once (App.tsx), so they do not render again with it.
 */
describe('the shell\'s parts around the page', () => {
  test('do not render again when the shell follows a navigation', async () => {
    const { router } = await renderApp('/', signedInState(demoUsers.medlem));
    expect(screen.getByText('sidfot')).toBeInTheDocument();
    const before = mockFooterRenders;
    expect(before).toBeGreaterThan(0);
    await act(async () => { await router.navigate('/?sida=2'); });
    await act(async () => { await router.navigate('/min-profil'); });
    expect(router.state.location.pathname).toBe('/min-profil');
    expect(mockFooterRenders).toBe(before);
  });
});
