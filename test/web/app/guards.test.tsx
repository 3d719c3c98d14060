import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../src/app/store';
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

  test("issue 34: 'Åtkomst nekad' and the not-found page name themselves in the tab, not the refused route", async () => {
    const denied = await renderApp('/kansliet', signedInState(demoUsers.medlem));
    await screen.findByRole('heading', { level: 1, name: 'Åtkomst nekad' });
    expect(denied.store.getState().navigation.title).toBe('Åtkomst nekad | Psykologförbundet');
    denied.unmount();
    const unknown = await renderApp('/arenden/okand', signedInState(demoUsers.medlem));
    await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' });
    expect(unknown.store.getState().navigation.title).toBe('Sidan finns inte | Psykologförbundet');
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

describe("issue 12: the secretariat picks an association from 'Föreningar och nätverk'", () => {
  test('the panel lists the associations (at most 3 per group) with the search box', async () => {
    const user = userEvent.setup();
    const base = makeStore().getState();
    const associations = ['Blekinge', 'Gotland', 'Kalmar län', 'Skåne'].map((name, i) => ({
      id: `a0000000-0000-4000-8000-00000000010${i}`, name: `Psykologföreningen i Region ${name}`, type: 'psychology' as const,
    }));
    await renderApp('/', signedInState(demoUsers.kanslist, { header: { ...base.header, associations: { status: 'success', items: associations } } }));
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    const panel = screen.getByRole('region', { name: 'Föreningar och nätverk' });
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Psykologföreningen i Region Blekinge', 'Psykologföreningen i Region Gotland', 'Psykologföreningen i Region Kalmar län',
    ]);
    await user.type(within(panel).getByRole('searchbox', { name: 'Sök förening eller nätverk' }), 'skåne');
    expect(within(panel).getByRole('link', { name: 'Psykologföreningen i Region Skåne' })).toHaveAttribute('href', `/organisation/${associations[3].id}`);
  });
});
