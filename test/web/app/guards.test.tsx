import { screen } from '@testing-library/react';
import { renderApp, signedInState } from '../support/renderApp';
import { demoUsers, STOCKHOLM } from '../support/users';

/** Issue 12: the shell applies the route rule (src/domain/routeAccess.ts) to every routed page. */
describe("issue 12: 'Åtkomst nekad' from the shell", () => {
  test.each([
    ['/kansliet'],
    ['/medlemmar'],
    ['/vasabyran/medlemmar'],
    [`/organisation/${STOCKHOLM}/styrelsen`],
  ])("a member opening %s gets 'Åtkomst nekad'", async (path) => {
    await renderApp(path, signedInState(demoUsers.medlem));
    expect(await screen.findByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeInTheDocument();
    expect(screen.getByText('Du har inte behörighet att se den här sidan')).toBeInTheDocument();
  });

  test("the secretariat opening /min-profil gets 'Åtkomst nekad'", async () => {
    await renderApp('/min-profil', signedInState(demoUsers.kanslist));
    expect(await screen.findByRole('heading', { level: 1, name: 'Åtkomst nekad' })).toBeInTheDocument();
  });

  test('the secretariat opens /kansliet/dokument: the page, not the refusal', async () => {
    await renderApp('/kansliet/dokument', signedInState(demoUsers.kanslist));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokument' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Åtkomst nekad' })).toBeNull();
  });

  test('the board member opens their board home', async () => {
    await renderApp(`/organisation/${STOCKHOLM}/styrelsen`, signedInState(demoUsers.styrelse));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Åtkomst nekad');
  });
});
