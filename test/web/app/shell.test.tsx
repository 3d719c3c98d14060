import { gdprConsentSaved } from '../../../src/features/gdpr/gdprSlice';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInState } from '../support/renderApp';
import { demoUsers } from '../support/users';
import { makeStore } from '../../../src/app/store';
import { toastRequested } from '../../../src/features/toasts/toastsSlice';
import { toastShown } from '../../../src/features/toasts/toastsSlice';

const base = makeStore().getState();

describe('spec §2 app shell states', () => {
  test('a spinner (after 200 ms) while there is no token on a non-public route', async () => {
    jest.useFakeTimers();
    try {
      await renderApp('/min-profil', { auth: { ...base.auth, status: 'none' } }, { waitForScreen: false });
      expect(screen.queryByRole('status')).toBeNull();
      await act(async () => { jest.advanceTimersByTime(200); });
      expect(screen.getByRole('status')).toHaveTextContent('Laddar…');
      expect(screen.queryByRole('heading', { name: 'Min profil' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test("'Åtkomst nekad' with 'Du har inte behörighet att se den här sidan' when the user is unauthorised", async () => {
    await renderApp('/min-profil', { ...signedInState(demoUsers.medlem), user: { user: null, status: 'unauthorised', error: 'Status 401: UNAUTHORIZED' } });
    expect(await screen.findByRole('heading', { name: 'Åtkomst nekad' })).toBeInTheDocument();
    expect(screen.getByText('Du har inte behörighet att se den här sidan')).toBeInTheDocument();
  });

  test("'Något gick fel' when the user load failed, with the reload link", async () => {
    await renderApp('/', { ...signedInState(demoUsers.medlem), user: { user: null, status: 'error', error: 'Status 503' } });
    expect(await screen.findByRole('heading', { name: 'Något gick fel' })).toBeInTheDocument();
    expect(screen.getByText('Ett oväntat fel inträffade.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Försök att ladda om sidan.' })).toBeInTheDocument();
  });

  test('…but not under /auth', async () => {
    await renderApp('/auth/signed-out', { ...signedInState(demoUsers.medlem), user: { user: null, status: 'error', error: 'x' } });
    expect(await screen.findByRole('heading', { name: 'Du är utloggad' })).toBeInTheDocument();
    expect(screen.queryByText('Något gick fel')).toBeNull();
  });

  test('any other path shows the not-found page, without a token', async () => {
    await renderApp('/finns/inte', { auth: { ...base.auth, status: 'none' } });
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
  });

  test("/auth shows 'Loggar in...'", async () => {
    await renderApp('/auth', { auth: { ...base.auth, status: 'signingIn' } });
    expect(await screen.findByRole('heading', { name: 'Loggar in...' })).toBeInTheDocument();
  });

  test('/auth/error shows the auth error of spec §8', async () => {
    await renderApp('/auth/error', { auth: { ...base.auth, status: 'none', error: 'Incorrect state' } });
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('Incorrect state');
  });

  test('/auth/error opened with no error says so neutrally', async () => {
    await renderApp('/auth/error', { auth: { ...base.auth, status: 'none', error: null } });
    expect(await screen.findByRole('heading', { name: 'Inloggning' })).toBeInTheDocument();
    expect(screen.getByText('Det finns inget inloggningsfel att visa.')).toBeInTheDocument();
    expect(screen.queryByText('Not signed in')).toBeNull();
  });

  test('otherwise the routed page: a screen a later issue builds shows its Swedish heading', async () => {
    await renderApp('/kansliet/dokument', signedInState(demoUsers.kanslist));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dokument' })).toBeInTheDocument();
  });

  test('header, footer, toaster and the main landmark are always there', async () => {
    const { store } = await renderApp('/utloggad', { auth: { ...base.auth, status: 'none' } });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Psykologförbundet/);
    expect(screen.getByRole('region', { name: 'Meddelanden' })).toBeInTheDocument();
    act(() => {
      store.dispatch(toastRequested({ text: 'Ärendet avslutat.' }));
      store.dispatch(toastShown({ id: store.getState().toasts.queue[0].id }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ärendet avslutat.');
  });
});

describe('a new page takes the focus (screen readers and the keyboard start from it)', () => {
  test('another path moves focus to the main region; a new query string on the same path does not', async () => {
    const { router } = await renderApp('/kansliet/dokument', signedInState(demoUsers.kanslist));
    const skipLink = screen.getByRole('link', { name: 'Till innehållet' });
    skipLink.focus();
    await act(async () => { router.navigate('/kansliet/dokument?sida=2'); });
    expect(document.activeElement).toBe(skipLink);
    await act(async () => { router.navigate('/min-profil'); });
    expect(document.activeElement).toBe(screen.getByRole('main'));
    await act(async () => { router.navigate(-1); });
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('spec §2 header in the page', () => {
  test('the hamburger opens the main menu; Escape closes it and the focus returns to the toggle', async () => {
    const user = userEvent.setup();
    await renderApp('/', signedInState(demoUsers.medlem));
    const toggle = screen.getByRole('button', { name: 'Meny' });
    await user.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(nav).getByRole('link', { name: 'Min översikt' })).toBeVisible();
    expect(within(nav).getByRole('heading', { name: 'Mina föreningar och nätverk' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Psykologföreningar' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Nationella föreningar' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Meny' })).toHaveFocus();
  });

  test('the menu works with the keyboard alone: Enter opens, Tab reaches the links', async () => {
    const user = userEvent.setup();
    await renderApp('/', signedInState(demoUsers.kanslist));
    screen.getByRole('button', { name: 'Meny' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Min översikt' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mina ärenden' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Kansliets ärenden' })).toHaveFocus();
  });

  test('user menu: Min profil and Logga ut; Logga ut asks to sign out', async () => {
    const user = userEvent.setup();
    const { actions } = await renderApp('/', signedInState(demoUsers.medlem));
    await user.click(screen.getByRole('button', { name: 'Användarmeny för Anna Lindqvist' }));
    expect(screen.getByRole('link', { name: 'Min profil' })).toHaveAttribute('href', '/min-profil');
    await user.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(actions.map((a) => a.type)).toContain('auth/signOutRequested');
  });

  test('Min profil is hidden for the secretariat and economists', async () => {
    const user = userEvent.setup();
    await renderApp('/medlemmar', signedInState(demoUsers.kanslist));
    await user.click(screen.getByRole('button', { name: 'Användarmeny för Lena Ekström' }));
    expect(screen.queryByRole('link', { name: 'Min profil' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  });

  test('the case icon is hidden for protected identity, and has no menu before GDPR consent', async () => {
    await renderApp('/', signedInState(demoUsers.skyddad));
    expect(screen.queryByRole('button', { name: /Ärenden/ })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Ärenden' })).toBeNull();
  });

  test('a board member without consent sees the case icon but no case menu', async () => {
    await renderApp('/', signedInState(demoUsers.styrelse, { gdpr: { ...base.gdpr, hasApproved: false, modalOpen: true, status: 'success' } }));
    expect(screen.getByRole('img', { name: 'Ärenden' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ärenden' })).toBeNull();
  });

  test('the logo leads to / (economists: their case list)', async () => {
    const { unmount } = await renderApp('/', signedInState(demoUsers.medlem));
    expect(screen.getByRole('link', { name: 'Min sida, till startsidan' })).toHaveAttribute('href', '/');
    unmount();
    await renderApp('/arenden/vasabyran', signedInState(demoUsers.ekonom));
    expect(screen.getByRole('link', { name: 'Min sida, till startsidan' })).toHaveAttribute('href', '/arenden/vasabyran');
  });

  test("'Välj arbetsplats' opens from Min arbetsplats and closes the main menu behind it; one Escape closes it and gives the focus back to the menu toggle (issue 12)", async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/', signedInState(demoUsers['medlem-flera']));
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    await user.click(screen.getByRole('button', { name: 'Min arbetsplats' }));
    expect(store.getState().header.workplacePicker.open).toBe(true);
    expect(store.getState().header.openMenu).toBeNull();
    expect(screen.getByRole('button', { name: 'Meny' })).toHaveAttribute('aria-expanded', 'false');
    act(() => store.dispatch({ type: 'header/workplacesLoaded', payload: [{ id: 'w1', name: 'Lunds universitet' }, { id: 'w2', name: 'Region Skåne, Malmö' }] }));
    const dialog = await screen.findByRole('dialog', { name: 'Välj arbetsplats' });
    expect(within(dialog).getByText('Vilken arbetsplats vill du gå till?')).toBeInTheDocument();
    const wpAssociation = demoUsers['medlem-flera'].workAssociation!.id;
    expect(within(dialog).getByRole('link', { name: 'Lunds universitet' })).toHaveAttribute('href', `/organisation/${wpAssociation}/arbetsplats/w1`);
    // Escape on a modal <dialog> makes the browser fire 'cancel' (jsdom does not, so it is fired here).
    act(() => { dialog.dispatchEvent(new Event('cancel', { cancelable: true })); });
    await waitFor(() => expect(store.getState().header.workplacePicker.open).toBe(false));
    expect(store.getState().header.openMenu).toBeNull();
    expect(screen.getByRole('button', { name: 'Meny' })).toHaveFocus();
  });
});

describe('spec §2 GDPR modal', () => {
  const withoutConsent = () => signedInState(demoUsers.styrelse, { gdpr: { ...base.gdpr, hasApproved: false, modalOpen: true, status: 'success' } });

  test("'Välkommen till Min sida!': Godkänn accepts; Escape does not dismiss it", async () => {
    const user = userEvent.setup();
    const { actions } = await renderApp('/', withoutConsent());
    const dialog = await screen.findByRole('dialog', { name: 'Välkommen till Min sida!' });
    act(() => { dialog.dispatchEvent(new Event('cancel', { cancelable: true })); });
    expect(screen.getByRole('dialog', { name: 'Välkommen till Min sida!' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    expect(actions.map((a) => a.type)).toContain('gdpr/gdprAccepted');
    // While the answer is saved the buttons wait.
    expect(within(dialog).getByRole('button', { name: 'Sparar…' })).toBeDisabled();
  });

  test('after Godkänn the focus goes to the page\'s main region (the modal opened by itself), not to the footer', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp('/', withoutConsent());
    const dialog = await screen.findByRole('dialog', { name: 'Välkommen till Min sida!' });
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    act(() => { store.dispatch(gdprConsentSaved()); });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  test('cancel signs out', async () => {
    const user = userEvent.setup();
    const { actions } = await renderApp('/', withoutConsent());
    await user.click(screen.getByRole('button', { name: 'Avbryt och logga ut' }));
    expect(actions.map((a) => a.type)).toContain('gdpr/gdprDeclined');
    expect(screen.queryByRole('dialog', { name: 'Välkommen till Min sida!' })).toBeNull();
  });
});

describe('spec §2 footer and content pages', () => {
  const pages = [
    { slug: 'kontakt', key: 'contact', link_text: 'Kontakt', title: 'Kontakta oss', body: 'Första stycket.\n\nAndra <b>stycket</b>.', external_url: null },
    { slug: 'bli-medlem', key: 'membership', link_text: 'Bli medlem', title: 'Bli medlem', body: '', external_url: 'https://example.org/medlem' },
  ];

  test('footer links: internal /sidor/{slug} without an external URL, else the external URL', async () => {
    await renderApp('/utloggad', { pages: { list: pages, listStatus: 'success', bySlug: {} } });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/sidor/kontakt');
    expect(within(footer).getByRole('link', { name: 'Bli medlem' })).toHaveAttribute('href', 'https://example.org/medlem');
  });

  test('/sidor/{pageSlug} renders the page, its markup as text', async () => {
    await renderApp('/sidor/kontakt', signedInState(demoUsers.medlem, {
      pages: { list: pages, listStatus: 'success', bySlug: { kontakt: { status: 'success', page: pages[0], error: null } } },
      navigation: { ...base.navigation, selections: { ...base.navigation.selections, pageSlug: 'kontakt' } },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeInTheDocument();
    expect(screen.getByText('Första stycket.')).toBeInTheDocument();
    expect(screen.getByText('Andra <b>stycket</b>.')).toBeInTheDocument();
  });
});
