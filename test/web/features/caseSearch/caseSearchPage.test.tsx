import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../../../src/api/http';
import type { CaseSearchHit, CaseSearchQuery, CaseSearchResult } from '../../../../src/api/types';
import { demoUsers, flush, item, ok, renderPortal, uuid, type CasesHarness } from '../cases/support';

const hit = (n: number, over: Partial<CaseSearchHit> = {}): CaseSearchHit => ({
  id: uuid(n), title: `Ärende ${n}`, status: 2, caseType: { type: 'COUNSELING', title: 'Rådgivning' },
  ownerUser: { id: uuid(900), name: 'Maria Medlem' }, created: '2026-11-01T10:00:00.000Z', updated: '2026-11-20T10:00:00.000Z',
  source: 'message', excerpt: [{ text: 'Jag vill ta ut ', hit: false }, { text: 'semestern', hit: true }, { text: ' i juli', hit: false }], ...over,
});

const answer = (query: CaseSearchQuery, hits: CaseSearchHit[], total = hits.length): CaseSearchResult =>
  ({ term: query.q, sort: query.sort ?? 'relevance', page: query.page ?? 1, pageSize: 20, total, hits });

function withSearch(respond: (query: CaseSearchQuery) => HttpResult<CaseSearchResult>) {
  const search = jest.fn(async (query: CaseSearchQuery) => respond(query));
  return { search, configure: (h: CasesHarness) => { (h.services.api as unknown as Record<string, unknown>).caseSearch = { search }; } };
}

const box = () => screen.getByRole('searchbox', { name: 'Sök i ärenden' });
const results = () => screen.getByRole('region', { name: /träff|Sökresultat/ });

describe("issue 36: 'Sök i ärenden' on a case list", () => {
  test('kanslist searches the secretariat\'s list: the term goes into the URL and the hits show where the word is, marked', async () => {
    const user = userEvent.setup();
    const api = withSearch((query) => ok(answer(query, [hit(1)])));
    const { router } = await renderPortal('/arenden/kansliet', { user: demoUsers.kanslist, list: [item(1), item(2)], configure: api.configure });
    await user.type(box(), 'semester');
    await user.click(screen.getByRole('button', { name: 'Sök' }));
    await flush();
    expect(router.state.location.search).toBe('?sokord=semester');
    // The hits are a chunk of their own: the first search loads it.
    expect(await screen.findByRole('heading', { level: 2, name: '1 träff för ”semester”' }, { timeout: 5000 })).toBeInTheDocument();
    expect(api.search).toHaveBeenLastCalledWith({ role: 'secretariat', q: 'semester', sort: 'relevance', page: 1 });
    const row = within(results()).getAllByRole('listitem')[0];
    expect(within(row).getByRole('link', { name: 'Ärende 1' })).toHaveAttribute('href', `/arenden/kansliet/arende/${uuid(1)}`);
    expect(row.querySelector('mark')?.textContent).toBe('semestern');
    expect(within(row).getByText(/Meddelande/)).toBeInTheDocument();
    // The list's filters give way to the hits.
    expect(screen.queryByRole('region', { name: 'Filtrera ärenden' })).toBeNull();
  });

  test('an excerpt is text: markup in a message is shown as written, never as HTML', async () => {
    const api = withSearch((query) => ok(answer(query, [hit(1, { excerpt: [{ text: '<img src=x onerror=alert(1)> ', hit: false }, { text: 'lön', hit: true }] })])));
    const { container } = await renderPortal('/arenden/kansliet?sokord=l%C3%B6n', { user: demoUsers.kanslist, configure: api.configure });
    await flush();
    expect(await screen.findByText('<img src=x onerror=alert(1)>', { exact: false }, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  test('a bookmarked search opens with its term, order and page, and asks the server for exactly that', async () => {
    const api = withSearch((query) => ok(answer(query, [hit(21)], 45)));
    await renderPortal('/arenden/kansliet?sokord=l%C3%B6n&traffordning=datum&traffsida=2', { user: demoUsers.kanslist, configure: api.configure });
    await flush();
    expect(await screen.findByRole('heading', { level: 2, name: 'Visar 21–21 av 45 träffar för ”lön”' }, { timeout: 5000 })).toBeInTheDocument();
    expect(api.search).toHaveBeenLastCalledWith({ role: 'secretariat', q: 'lön', sort: 'date', page: 2 });
    expect(box()).toHaveValue('lön');
    expect(screen.getByRole('combobox', { name: 'Sortera träffar' })).toHaveValue('date');
  });

  test('sorting by date and paging go through the URL like the list\'s filters', async () => {
    const user = userEvent.setup();
    const api = withSearch((query) => ok(answer(query, Array.from({ length: 20 }, (_, i) => hit(i + 1)), 45)));
    const { router } = await renderPortal('/arenden/kansliet?sokord=l%C3%B6n', { user: demoUsers.kanslist, configure: api.configure });
    await screen.findByRole('combobox', { name: 'Sortera träffar' }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortera träffar' }), 'date');
    await flush();
    expect(new URLSearchParams(router.state.location.search).get('traffordning')).toBe('datum');
    await user.click(within(screen.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Nästa' }));
    await flush();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sokord: 'lön', traffordning: 'datum', traffsida: '2' });
    expect(api.search).toHaveBeenLastCalledWith({ role: 'secretariat', q: 'lön', sort: 'date', page: 2 });
  });

  test('no hits is a clear empty state in Swedish; a refused term shows the server\'s reason', async () => {
    const api = withSearch((query) => (query.q === 'zzz'
      ? ok(answer(query, []))
      : { ok: false, status: 400, response: { errorCode: 'SEARCH_TERM_TOO_LONG', data: { message: 'Sökordet får vara högst 200 tecken.' } } }));
    const { router } = await renderPortal('/arenden/mina?sokord=zzz', { configure: api.configure });
    expect(await screen.findByText('Inga ärenden hittades för ”zzz”.', {}, { timeout: 5000 })).toBeInTheDocument();
    await act(async () => { await router.navigate('/arenden/mina?sokord=annat'); });
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent('Sökordet får vara högst 200 tecken.');
  });

  test("'Visa hela listan' takes the term out of the URL and the list is back, its own filters kept", async () => {
    const user = userEvent.setup();
    const api = withSearch((query) => ok(answer(query, [hit(1)])));
    const { router } = await renderPortal('/arenden/mina?status=1%2C2%2C3&sokord=l%C3%B6n', { list: [item(1), item(2)], configure: api.configure });
    await screen.findByRole('heading', { level: 2, name: '1 träff för ”lön”' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Visa hela listan' }));
    await flush();
    expect(router.state.location.search).toBe('?status=1%2C2%2C3');
    expect(box()).toHaveValue('');
    expect(screen.getAllByTestId('case-row')).toHaveLength(2);
  });
});
