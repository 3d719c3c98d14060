import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer } from '../../../../src/app/reducers';
import { caseListRefreshRequested, casesListLoaded } from '../../../../src/features/cases/casesSlice';
import { CaseRow } from '../../../../src/features/cases/components/CaseRow';
import { demoUsers, flush, item, kanslist, listResponse, renderPortal, uuid, KALMAR } from './support';

const rows = () => screen.queryAllByTestId('case-row');
const titles = () => rows().map((row) => within(row).getByRole('heading').textContent);
const filters = () => screen.getByRole('region', { name: 'Filtrera ärenden' });
const sortButton = (name: RegExp) => within(screen.getByRole('group', { name: 'Sortera' })).getByRole('button', { name });

/** 45 cases: 30 new or in progress, 15 closed; every third flagged, every fifth with a deadline. */
const many = Array.from({ length: 45 }, (_, i) => item(i + 1, {
  status: i < 30 ? (i % 2 === 0 ? 1 : 2) : 3,
  flagged: i % 3 === 0,
  deadLine: i % 5 === 0 ? `2026-12-${String((i % 28) + 1).padStart(2, '0')}` : null,
}));

describe('spec §2: the member case list /arenden/mina', () => {
  test("lists the member's cases, newest first, 20 per page from page 1, new and in progress by default", async () => {
    const { router } = await renderPortal('/arenden/mina', { list: many });
    expect(screen.getByRole('heading', { level: 1, name: 'Mina ärenden' })).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    expect(titles()[0]).toBe('Ärende 030');
    expect(titles()[19]).toBe('Ärende 011');
    expect(screen.getByText('Visar 1–20 av 30 ärenden')).toBeInTheDocument();
    const status = within(filters()).getByRole('group', { name: 'Status' });
    expect(within(status).getByRole('checkbox', { name: 'Nytt' })).toBeChecked();
    expect(within(status).getByRole('checkbox', { name: 'Pågående' })).toBeChecked();
    expect(within(status).getByRole('checkbox', { name: 'Avslutade' })).not.toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  test('status labels Nytt, Pågående, Avslutat', async () => {
    await renderPortal('/arenden/mina?status=1,2,3', { list: [item(1, { status: 1 }), item(2, { status: 2 }), item(3, { status: 3 })] });
    expect(rows().map((row) => within(row).getByText(/^(Nytt|Pågående|Avslutat)$/).textContent)).toEqual(['Avslutat', 'Pågående', 'Nytt']);
  });

  test('a page of 20: page 2 shows the next 20, in the store and in the URL', async () => {
    const user = userEvent.setup();
    const { router, state } = await renderPortal('/arenden/mina?status=1,2,3', { list: many });
    await user.click(within(screen.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Nästa' }));
    await flush();
    expect(state().cases.view.page).toBe(2);
    expect(router.state.location.search).toBe('?status=1%2C2%2C3&sida=2');
    expect(titles()[0]).toBe('Ärende 025');
    expect(screen.getByText('Visar 21–40 av 45 ärenden')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Sida 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('sorting: created descending by default; the same column flips; a new column starts descending', async () => {
    const user = userEvent.setup();
    const list = [item(1, { title: 'Bok' }), item(2, { title: 'Äpple' }), item(3, { title: 'Ankare' })];
    const { router, state } = await renderPortal('/arenden/mina', { list });
    expect(sortButton(/Skapad/)).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Ankare', 'Äpple', 'Bok']);
    await user.click(sortButton(/Rubrik/));
    await flush();
    expect(state().cases.view.sort).toEqual({ column: 'title', direction: 'desc' });
    expect(titles()).toEqual(['Äpple', 'Bok', 'Ankare']);
    expect(router.state.location.search).toBe('?sortera=title&ordning=fallande');
    await user.click(sortButton(/Rubrik/));
    await flush();
    expect(titles()).toEqual(['Ankare', 'Bok', 'Äpple']);
    expect(sortButton(/Rubrik/)).toHaveAccessibleName('Sortera på Rubrik, nu stigande');
    // Issue 34: deadlines are the handlers' (src/domain/caseMarks.ts): no 'Sista dag' sort in a member's own list.
    expect(screen.queryByRole('button', { name: /Sista dag/ })).toBeNull();
  });

  test('issue 34: a handler\'s list sorts by Sista dag, a new column descending', async () => {
    const user = userEvent.setup();
    const { state } = await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list: [item(1), item(2)] });
    await user.click(sortButton(/Sista dag/));
    await flush();
    expect(state().cases.view.sort).toEqual({ column: 'deadLine', direction: 'desc' });
  });

  test('issue 34: a member\'s own list shows no flag, tag or deadline, whatever a server sent', async () => {
    await renderPortal('/arenden/mina', { list: [item(1, { flagged: true, deadLine: '2026-12-24', tags: [{ type: 'URGENT', title: 'Brådskande' }] })] });
    expect(within(rows()[0]).queryByText('Flaggat')).toBeNull();
    expect(within(rows()[0]).queryByText('Brådskande')).toBeNull();
    expect(within(rows()[0]).queryByText(/Sista dag/)).toBeNull();
  });

  test('a filter change goes back to page 1', async () => {
    const user = userEvent.setup();
    const { state } = await renderPortal('/arenden/kansliet?sida=2', { user: demoUsers.kanslist, list: many });
    expect(state().cases.view.page).toBe(2);
    await user.selectOptions(within(filters()).getByLabelText('Flaggade'), 'Flaggade');
    await flush();
    expect(state().cases.view).toMatchObject({ page: 1, filters: { isFlagged: true } });
    expect(rows().length).toBe(10);
  });

  test.each([
    ['Ärendetyp', 'Ditt medlemskap', [item(1, { caseType: { type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap' } }), item(2)], ['Ärende 001']],
    ['Tagg', 'Brådskande', [item(1, { tags: [{ type: 'URGENT', title: 'Brådskande' }] }), item(2)], ['Ärende 001']],
    ['Ansvarig', 'Lena Ekström', [item(1), item(2, { users: [{ ...kanslist, isAdministrating: true }] }), item(3, { users: [{ ...kanslist, isAdministrating: false }] })], ['Ärende 002']],
    ['Flaggade', 'Inte flaggade', [item(1, { flagged: true }), item(2)], ['Ärende 002']],
    ['Sista dag', 'Med sista dag', [item(1, { deadLine: '2026-12-01' }), item(2)], ['Ärende 001']],
    ['Förening', 'Psykologföreningen i Region Kalmar län', [item(1, { association: { id: KALMAR, name: 'Psykologföreningen i Region Kalmar län' } }), item(2)], ['Ärende 001']],
  ])("spec §2 filter %s (in the secretariat's list)", async (label, option, list, expected) => {
    const user = userEvent.setup();
    await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list });
    // Issue 26: approaching a filter asks for the closed part its options are made of too.
    await user.hover(within(filters()).getByLabelText(label));
    await flush();
    await user.selectOptions(within(filters()).getByLabelText(label), option);
    await flush();
    expect(titles()).toEqual(expected);
  });

  test("issue 23: a member's own list is simple: search, status and sort; the handlers' filters are not there (issue 34: the search is 'Sök på rubrik', no member to search for)", async () => {
    await renderPortal('/arenden/mina', { list: many });
    const panel = within(filters());
    expect(panel.getByLabelText('Sök på rubrik')).toBeInTheDocument();
    expect(panel.queryByLabelText('Sök på rubrik eller medlem')).toBeNull();
    expect(panel.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(panel.queryAllByRole('combobox')).toEqual([]);
    expect(sortButton(/Skapad/)).toBeInTheDocument();
  });

  test("spec §2 filter owner (in the secretariat's list)", async () => {
    const user = userEvent.setup();
    const other = { id: uuid(7, 'a'), name: 'Östen Öberg' };
    await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list: [item(1), item(2, { ownerUser: other })] });
    await user.click(within(filters()).getByLabelText('Medlem'));
    await user.selectOptions(within(filters()).getByLabelText('Medlem'), 'Östen Öberg');
    await flush();
    expect(titles()).toEqual(['Ärende 002']);
  });

  test('issue 13: the owner filter holds its options (thousands in the secretariat\'s list) only once the select is approached or focused', async () => {
    const other = { id: uuid(7, 'a'), name: 'Östen Öberg' };
    await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list: [item(1), item(2, { ownerUser: other })] });
    const owner = within(filters()).getByLabelText('Medlem');
    expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alla medlemmar']);
    // Approaching it also asks for the closed part, whose owners are options too (issue 26).
    await act(async () => owner.focus());
    await flush();
    expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Alla medlemmar', 'Östen Öberg']));
  });

  test("'Du har inga ärenden' when the list is empty; 'Inga ärenden hittades' after a search with no hits", async () => {
    const user = userEvent.setup();
    const first = await renderPortal('/arenden/mina', { list: [] });
    expect(screen.getByText('Du har inga ärenden')).toBeInTheDocument();
    // Issue 34: a list with no case at all has nothing to search, filter or sort, and no "0 ärenden" count.
    expect(screen.queryByRole('search', { name: 'Sök i ärenden' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sök på rubrik')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rensa filter' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0 ärenden/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sortera' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nytt ärende' })).toBeInTheDocument();
    first.unmount();
    await renderPortal('/arenden/mina', { list: [item(1)] });
    await user.type(within(filters()).getByLabelText('Sök på rubrik'), 'finns inte');
    await flush();
    expect(screen.getByText('Inga ärenden hittades')).toBeInTheDocument();
  });

  test('spec §4: clearing the filters resets page to 1 and sort to created descending', async () => {
    const user = userEvent.setup();
    const { state, router } = await renderPortal('/arenden/mina?flaggad=ja&sortera=title&ordning=stigande&sida=2', { list: many });
    expect(state().cases.view).toMatchObject({ page: 2, sort: { column: 'title', direction: 'asc' }, filters: { isFlagged: true } });
    await user.click(within(filters()).getByRole('button', { name: 'Rensa filter' }));
    await flush();
    expect(state().cases.view).toEqual({
      page: 1, sort: { column: 'created', direction: 'desc' },
      filters: { types: [], tags: [], users: [], statuses: [1, 2], isFlagged: null, hasDeadline: null, association: null, owner: null, text: '' },
    });
    expect(router.state.location.search).toBe('');
    expect(within(filters()).getByRole('button', { name: 'Rensa filter' })).toBeDisabled();
  });

  test('the view lives in the URL: a bookmark reproduces it, back and forward restore it', async () => {
    const user = userEvent.setup();
    const { router, state, cases } = await renderPortal('/arenden/mina?status=3&sortera=title&ordning=stigande', { list: many });
    const requests = cases.getAll.mock.calls.length;
    expect(state().cases.view).toMatchObject({ filters: { statuses: [3] }, sort: { column: 'title', direction: 'asc' } });
    expect(titles()[0]).toBe('Ärende 031');
    expect(within(filters()).getByRole('checkbox', { name: 'Avslutade' })).toBeChecked();

    await user.click(within(filters()).getByRole('checkbox', { name: 'Nytt' }));
    await flush();
    expect(router.state.location.search).toBe('?status=1%2C3&sortera=title&ordning=stigande');
    await act(async () => { await router.navigate(-1); });
    await flush();
    expect(state().cases.view.filters.statuses).toEqual([3]);
    expect(within(filters()).getByRole('checkbox', { name: 'Nytt' })).not.toBeChecked();
    await act(async () => { await router.navigate(1); });
    await flush();
    expect(state().cases.view.filters.statuses).toEqual([1, 3]);
    expect(within(filters()).getByRole('checkbox', { name: 'Nytt' })).toBeChecked();
    // A view is a selection of the list held: no request.
    expect(cases.getAll.mock.calls.length).toBe(requests);
  });

  test('typing in the search box filters at once and writes the URL when the typing pauses (replacing, not pushing)', async () => {
    const user = userEvent.setup();
    const { router, state } = await renderPortal('/arenden/mina', { list: [item(1, { title: 'Lön' }), item(2, { title: 'Arbetsmiljö' })] });
    const box = within(filters()).getByLabelText('Sök på rubrik');
    await user.type(box, 'lön ');
    expect(box).toHaveValue('lön ');
    expect(state().cases.view.filters.text).toBe('');
    expect(titles()).toEqual(['Lön']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(router.state.location.search).toBe('?sok=l%C3%B6n');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(state().cases.view.filters.text).toBe('lön');
    // The URL does not take the space the user is typing: the box keeps it.
    expect(box).toHaveValue('lön ');
    expect(box).toHaveFocus();
  });

  test('an unread marker per case, and the header case icon shows the unread dot', async () => {
    await renderPortal('/arenden/mina', { list: [item(1, { hasUnreadMessages: true }), item(2)] });
    expect(within(rows()[1]).getByRole('img', { name: 'Oläst meddelande' })).toBeInTheDocument();
    expect(within(rows()[0]).queryByRole('img', { name: 'Oläst meddelande' })).toBeNull();
    expect(screen.getByTestId('case-unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ärenden, du har olästa meddelanden' })).toBeInTheDocument();
  });

  test('spec §4: which cases are locked, and by whom (only while new)', async () => {
    await renderPortal('/arenden/kansliet', {
      user: demoUsers.kanslist,
      list: [
        item(1, { isLocked: true, lockedBy: { id: uuid(5, 'b'), name: 'Mikael Forsberg' } }),
        item(2, { isLocked: true, lockedBy: kanslist }),
        item(3, { status: 2, isLocked: true, lockedBy: { id: uuid(5, 'b'), name: 'Mikael Forsberg' } }),
      ],
    });
    expect(within(rows()[0]).queryByText(/Låst/)).toBeNull();
    expect(within(rows()[1]).getByText('Låst av dig')).toBeInTheDocument();
    expect(within(rows()[2]).getByText('Låst av Mikael Forsberg')).toBeInTheDocument();
  });

  test('spec §9 dates, issue 21: created and the deadline as d LLL yyyy in Swedish', async () => {
    await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list: [item(1, { created: '2026-03-03T10:00:00Z', deadLine: '2026-12-24' })] });
    expect(within(rows()[0]).getByText('3 mars 2026')).toHaveAttribute('datetime', '2026-03-03T10:00:00Z');
    expect(within(rows()[0]).getByText('24 dec. 2026')).toHaveAttribute('datetime', '2026-12-24');
  });

  test('rows link to the case route of the list they are in (spec §2)', async () => {
    await renderPortal(`/arenden/organisation/${KALMAR}`, { user: demoUsers.ombud, list: [item(1, { association: { id: KALMAR, name: 'Kalmar' } })] });
    expect(within(rows()[0]).getByRole('link', { name: 'Ärende 001' })).toHaveAttribute('href', `/arenden/organisation/${KALMAR}/arende/${item(1).id}`);
  });
});

describe('spec §2, §4: the lists of every role', () => {
  test('the secretariat list: forSecretariat is set, the role goes to the server', async () => {
    const { state, cases } = await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list: [item(1)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Kansliets ärenden' })).toBeInTheDocument();
    expect(state().cases).toMatchObject({ forSecretariat: true, context: { role: 'secretariat', organisationId: null } });
    expect(cases.getAll).toHaveBeenCalledWith({ role: 'secretariat', part: 'open' }, null);
    expect(screen.getByRole('link', { name: 'Skapa ärende åt medlem' })).toHaveAttribute('href', '/medlemmar');
  });

  test('the economist list /arenden/vasabyran', async () => {
    const { cases } = await renderPortal('/arenden/vasabyran', { user: demoUsers.ekonom, list: [item(1, { caseType: { type: 'YOUR_MEMBERSHIP', title: 'Ditt medlemskap' } })] });
    expect(screen.getByRole('heading', { level: 1, name: 'Vasabyråns ärenden' })).toBeInTheDocument();
    expect(cases.getAll).toHaveBeenLastCalledWith({ role: 'economist' }, null);
  });

  test("an organisation's list sets the association filter, names the organisation, and is not in the URL", async () => {
    const { state, cases, router } = await renderPortal(`/arenden/organisation/${KALMAR}`, { user: demoUsers.ombud, list: [item(1, { association: { id: KALMAR, name: 'Kalmar' } })] });
    expect(state().cases.view.filters.association).toBe(KALMAR);
    expect(cases.getAll).toHaveBeenLastCalledWith({ role: 'organization', organisationId: KALMAR }, null);
    expect(within(screen.getByRole('main')).getByText('Psykologföreningen i Region Kalmar län')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Ärende 001')).toBeInTheDocument();
  });

  test('spec §4: changing workplace resets filters, page and sort (and goes to the workplace list)', async () => {
    const user = userEvent.setup();
    const workplace = { id: uuid(1, 'd'), name: 'Västervik' };
    const h = await renderPortal(`/arenden/organisation/${KALMAR}?flaggad=ja&sortera=title&sida=2`, { user: demoUsers.ombud, list: many, workplaces: [workplace] });
    expect(h.state().cases.view).toMatchObject({ page: 2, filters: { isFlagged: true }, sort: { column: 'title' } });
    await user.selectOptions(screen.getByLabelText('Arbetsplats'), 'Västervik');
    await flush();
    expect(h.router.state.location.pathname).toBe(`/arenden/organisation/${KALMAR}/arbetsplats/${workplace.id}`);
    expect(h.router.state.location.search).toBe('');
    expect(h.state().cases.view).toEqual({
      page: 1, sort: { column: 'created', direction: 'desc' },
      filters: { types: [], tags: [], users: [], statuses: [1, 2], isFlagged: null, hasDeadline: null, association: KALMAR, owner: null, text: '' },
    });
    expect(h.cases.getAll).toHaveBeenLastCalledWith({ role: 'organization', organisationId: KALMAR, workplaceId: workplace.id }, null);
  });

  test('a list of a role the user does not hold is not shown', async () => {
    await renderPortal('/arenden/kansliet', { user: demoUsers.medlem });
    expect(screen.getByRole('heading', { name: 'Åtkomst nekad' })).toBeInTheDocument();
  });

  test('an unknown case role is the not-found page', async () => {
    await renderPortal('/arenden/okand', { user: demoUsers.medlem });
    expect(screen.getByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
  });

  test('a failed poll keeps the list on screen with a notice', async () => {
    const h = await renderPortal('/arenden/mina', { list: [item(1)] });
    h.cases.getAll.mockResolvedValue({ ok: false, status: 503, response: { errorCode: 'HTTP_503' } });
    await act(async () => { h.store.dispatch(caseListRefreshRequested()); });
    await flush();
    expect(screen.getByText('Det gick inte att hämta ärendena. Vi försöker igen strax. Du ser det som hämtades senast.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    expect(titles()).toEqual(['Ärende 001']);
  });

  test('a change of the list state that leaves its cases as they were renders no row again (the rows are memoized on the route\'s one context object)', async () => {
    // A memo component's fibers call its inner function, taken when they mount: spied before.
    const memoized = CaseRow as unknown as { type: (props: unknown) => unknown };
    const rendered = jest.spyOn(memoized, 'type');
    try {
      const h = await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list: [item(1), item(2), item(3)] });
      expect(titles()).toEqual(['Ärende 003', 'Ärende 002', 'Ärende 001']);
      const before = rendered.mock.calls.length;
      expect(before).toBeGreaterThanOrEqual(3);
      h.cases.getAll.mockResolvedValue({ ok: false, status: 503, response: { errorCode: 'HTTP_503' } });
      await act(async () => { h.store.dispatch(caseListRefreshRequested()); });
      await flush();
      expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
      expect(rendered.mock.calls.length - before).toBe(0);
    } finally {
      rendered.mockRestore();
    }
  });

  test('issue 23: a failed first load says so without a count above it ("0 ärenden"), and offers to try again at once', async () => {
    const user = userEvent.setup();
    const h = await renderPortal('/arenden/mina', {
      configure: (fake) => fake.cases.getAll.mockResolvedValue({ ok: false, status: 503, response: { errorCode: 'HTTP_503' } } as never),
    });
    await flush();
    expect(screen.getByText(/Det gick inte att hämta ärendena/)).toBeInTheDocument();
    expect(screen.queryByText(/0 ärenden/)).not.toBeInTheDocument();
    expect(screen.queryByText('Du har inga ärenden')).not.toBeInTheDocument();
    const calls = h.cases.getAll.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await flush();
    expect(h.cases.getAll.mock.calls.length).toBeGreaterThan(calls);
  });

  test("issue 23: 'Åtkomst nekad' and the not-found page offer a way on: back and home", async () => {
    await renderPortal('/arenden/kansliet', { user: demoUsers.medlem });
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });
});

describe('ARCHITECTURE §3: a recorded action log replays the list view', () => {
  test('the actions of a session replay through the root reducer to the same cases state', async () => {
    const user = userEvent.setup();
    const { actions, state } = await renderPortal('/arenden/mina', { list: many });
    await user.click(sortButton(/Rubrik/));
    await user.click(within(filters()).getByRole('checkbox', { name: 'Avslutade' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Sida 2' }));
    await flush();
    const replayed = actions.reduce((s, action) => rootReducer(s, action as never), rootReducer(undefined, { type: '@@INIT' }));
    expect(replayed.cases).toEqual(state().cases);
    expect(replayed.cases.view).toMatchObject({ page: 2, sort: { column: 'title', direction: 'desc' }, filters: { statuses: [1, 2, 3] } });
    expect(JSON.parse(JSON.stringify(actions))).toEqual(actions);
  });

  test('the loaded list is part of the log (casesListLoaded)', async () => {
    const { actions } = await renderPortal('/arenden/mina', { list: [item(1)] });
    expect(actions.map((a) => a.type)).toContain(casesListLoaded.type);
  });
});

describe('issue 13: the list page while it loads, and what it says of itself', () => {
  const labels = () => within(filters()).getAllByRole('combobox').map((select) => select.id && document.querySelector(`label[for="${select.id}"]`)?.textContent);

  test('spec §3: the list shows when it was last updated, as Uppdaterad HH:mm', async () => {
    await renderPortal('/arenden/mina', { list: [item(1)] });
    expect(screen.getByText(/^Uppdaterad \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  test("spec §4: the closed cases are counted in the plural, 'Avslutade'", async () => {
    await renderPortal('/arenden/mina', { list: [item(1)] });
    const status = within(filters()).getByRole('group', { name: 'Status' });
    expect(within(status).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Nytt', 'Pågående', 'Avslutade']);
  });

  test('placeholders of the final rows hold the place of the list until the first answer (no spinner, nothing moves)', async () => {
    let answer!: (value: unknown) => void;
    await renderPortal('/arenden/kansliet', {
      user: demoUsers.kanslist,
      configure: (h) => h.cases.getAll.mockImplementation(() => new Promise((resolve) => { answer = resolve; }) as never),
    });
    const placeholder = screen.getByTestId('case-list-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(within(placeholder).getAllByRole('listitem', { hidden: true })).toHaveLength(20);
    expect(screen.getByRole('status')).toHaveTextContent('Laddar…');
    const before = labels();
    // The first answer is the default view's first page (issue 38); the open part comes after it.
    await act(async () => { answer({ ok: true, status: 200, data: { ...listResponse([item(1, { tags: [{ type: 'URGENT', title: 'Brådskande' }] })], []), first: { count: 1, unread: 0 } } }); });
    await flush();
    expect(screen.queryByTestId('case-list-placeholder')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    // The filter panel shows the same filters before and after its options arrived.
    expect(labels()).toEqual(before);
    expect(before).toEqual(['Ärendetyp', 'Tagg', 'Ansvarig', 'Flaggade', 'Sista dag', 'Förening', 'Medlem']);
  });
});
