import type { CaseListDelta, CaseListResponse, User } from '../../../../src/api/types';
import type { HttpResult } from '../../../../src/api/http';
import type { CaseListPart } from '../../../../src/domain/caseListPart';
import { caseListEntryOf } from '../../../../src/domain/caseListWire';
import { rootReducer } from '../../../../src/app/reducers';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { caseListPartWanted, casesListDeltaLoaded, casesListLoaded, casesListRequested, casesListUnchanged, caseFiltersChanged } from '../../../../src/features/cases/casesSlice';
import { POLL_INTERVAL_MS } from '../../../../src/features/cases/casesSagas';
import { selectHasUnreadCases, selectCaseListAwaitsClosed } from '../../../../src/features/cases/selectors';
import { selectCaseListPage } from '../../../../src/features/cases/listSelectors';
import { matchPath } from '../../support/fakeServices';
import { casesHarness, demoUsers, item, listResponse, ok, withEtag, type CasesHarness } from './support';

/** Issue 26: the secretariat's list in two parts, the open cases first, the closed ones behind them. */

async function flush() {
  for (let round = 0; round < 4; round += 1) {
    for (let i = 0; i < 60; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(10);
  }
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

const kanslist: User = demoUsers.kanslist;
const context = { role: 'secretariat' as const, organisationId: null, workplaceId: null };
const open = [item(1), item(2, { status: 2 }), item(3)];
const closed = [item(4, { status: 3 }), item(5, { status: 3, hasUnreadMessages: true })];
const rest = { part: 'closed' as const, count: closed.length, unread: 1 };

const partOf = (query: unknown) => (query as { part?: CaseListPart }).part;
const ids = (items: { id: string }[]) => items.map((c) => c.id).sort();

/** A fake server in parts; the closed part's answer waits for `release` when held back. */
function partsServer(h: CasesHarness, holdClosed = false) {
  let release: () => void = () => undefined;
  const gate = holdClosed ? new Promise<void>((resolve) => { release = resolve; }) : Promise.resolve();
  h.cases.getAll.mockImplementation(async (query: unknown): Promise<HttpResult<CaseListResponse | null>> => {
    if (partOf(query) === 'open') return withEtag({ ...listResponse(open), cursor: 'o1', rest }, '"o1"');
    if (partOf(query) === 'closed') {
      await gate;
      return withEtag({ ...listResponse(closed), cursor: 'c1' }, '"c1"');
    }
    return ok(listResponse([]));
  });
  return { release: () => release() };
}

async function onSecretariatList(path = '/arenden/kansliet', holdClosed = false) {
  const h = casesHarness({ user: kanslist });
  const server = partsServer(h, holdClosed);
  h.store.dispatch(navigated(matchPath(path)));
  await flush();
  return { h, server };
}

describe('the list in parts (issue 26)', () => {
  test('counts right before the rest arrives: the open cases are shown, the closed part\'s unread case lights the dot', async () => {
    const { h, server } = await onSecretariatList('/arenden/kansliet', true);
    const state = h.state();
    expect(ids(state.cases.items)).toEqual(ids(open));
    expect(state.cases.status).toBe('success');
    expect(state.cases.parts?.closed.status).toBe('waiting');
    expect(state.cases.rest).toEqual(rest);
    expect(selectCaseListPage(state).total).toBe(open.length);
    expect(selectHasUnreadCases(state)).toBe(true);
    expect(selectCaseListAwaitsClosed(state)).toBe(false);
    h.store.dispatch(caseListPartWanted({ part: 'closed' }));
    await flush();
    expect(h.state().cases.parts?.closed.status).toBe('getting');
    server.release();
    await flush();
    expect(ids(h.state().cases.items)).toEqual(ids([...open, ...closed]));
    expect(selectCaseListPage(h.state()).total).toBe(open.length);
    expect(selectHasUnreadCases(h.state())).toBe(true);
  });

  test('the closed part waits until a view asks for it: polls of the default view ask for the open part only', async () => {
    const { h } = await onSecretariatList();
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await flush();
    // The first poll also asks for the default view's first page (issue 38), the next one does not.
    const parts = h.cases.getAll.mock.calls.map(([query]) => [partOf(query), (query as { first?: number }).first]).filter(([part]) => part);
    expect(parts).toEqual([['open', 20], ['open', undefined], ['open', undefined]]);
    expect(h.state().cases.parts?.closed.status).toBe('waiting');
  });

  test('a filter on closed cases fetches them: the list waits for them, then shows them; a failed fetch is tried again by the next poll', async () => {
    const h = casesHarness({ user: kanslist });
    let closedAnswers = 0;
    h.cases.getAll.mockImplementation(async (query: unknown) => {
      if (partOf(query) === 'open') return ok({ ...listResponse(open), cursor: 'o1', rest });
      if (partOf(query) === 'closed') {
        closedAnswers += 1;
        return closedAnswers === 1 ? { ok: false, status: 500, response: { errorCode: 'INTERNAL_ERROR' } } as HttpResult<null> : ok({ ...listResponse(closed), cursor: 'c1' });
      }
      return ok(listResponse([]));
    });
    h.store.dispatch(navigated(matchPath('/arenden/kansliet')));
    await flush();
    const calls = h.cases.getAll.mock.calls.length;
    h.store.dispatch(caseFiltersChanged({ statuses: [3] }));
    expect(selectCaseListAwaitsClosed(h.state())).toBe(true);
    await flush();
    expect(h.cases.getAll.mock.calls.length).toBe(calls + 1);
    expect(h.cases.getAll).toHaveBeenLastCalledWith({ role: 'secretariat', part: 'closed' }, null);
    expect(h.state().cases.parts?.closed.status).toBe('error');
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await flush();
    expect(h.cases.getAll).toHaveBeenLastCalledWith({ role: 'secretariat', part: 'closed' }, null);
    expect(selectCaseListAwaitsClosed(h.state())).toBe(false);
    expect(ids(selectCaseListPage(h.state()).rows)).toEqual(ids(closed));
  });

  test('a list opened on closed cases asks for both parts at once', async () => {
    const { h, server } = await onSecretariatList('/arenden/kansliet?status=3', true);
    const parts = h.cases.getAll.mock.calls.map(([query]) => partOf(query)).filter(Boolean);
    expect(parts).toEqual(['open', 'closed']);
    expect(selectCaseListAwaitsClosed(h.state())).toBe(true);
    server.release();
    await flush();
    expect(ids(selectCaseListPage(h.state()).rows)).toEqual(ids(closed));
  });

  test('the closed part\'s first answer is no change signal (casesChanged is for changes of a list held)', async () => {
    const { h } = await onSecretariatList('/arenden/kansliet?status=3');
    expect(h.actions.filter((a) => a.type === 'cases/casesChanged')).toEqual([]);
  });

  test('a poll sends each part its own ETag and cursor', async () => {
    const { h } = await onSecretariatList('/arenden/kansliet?status=3');
    h.cases.getAll.mockClear();
    h.cases.getAll.mockResolvedValue({ ok: true, status: 304, data: null });
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    await flush();
    expect(h.cases.getAll.mock.calls).toEqual([
      [{ role: 'secretariat', part: 'open', since: 'o1' }, '"o1"'],
      [{ role: 'secretariat', part: 'closed', since: 'c1' }, '"c1"'],
    ]);
  });
});

describe('a poll\'s delta merges into both parts (issue 26)', () => {
  const requested = (part: CaseListPart) => casesListRequested({ context, part });
  const loaded = (part: CaseListPart, cases: typeof open, cursor: string) =>
    casesListLoaded({ context, part, cases, caseTypes: [], etag: `"${cursor}"`, cursor, receivedAt: '2026-11-20T09:00:00Z' });
  const delta = (part: CaseListPart, since: string, cursor: string, over: { cases?: typeof open; removed?: string[] }) =>
    casesListDeltaLoaded({ context, part, since, cursor, etag: `"${cursor}"`, cases: over.cases ?? [], removed: over.removed ?? [], caseTypes: null, receivedAt: '2026-11-20T09:01:00Z' });
  const both = [requested('open'), loaded('open', open, 'o1'), requested('closed'), loaded('closed', closed, 'c1')]
    .reduce(rootReducer, rootReducer(undefined, casesListRequested({ context })));
  const movedClosed = item(2, { status: 3 });
  const movedOpen = item(4, { status: 2 });
  const shown = (state: ReturnType<typeof rootReducer>) => ids(state.cases.items);

  test('a case closed: the closed part\'s delta first, then the open part\'s removal', () => {
    const first = rootReducer(both, delta('closed', 'c1', 'c2', { cases: [movedClosed] }));
    expect(first.cases.items.find((c) => c.id === movedClosed.id)?.status).toBe(3);
    const second = rootReducer(first, delta('open', 'o1', 'o2', { removed: [movedClosed.id] }));
    expect(shown(second)).toEqual(ids([...open, ...closed]));
    expect(second.cases.items.find((c) => c.id === movedClosed.id)?.status).toBe(3);
  });

  test('a case closed: the open part\'s removal first, then the closed part\'s delta; it never vanishes', () => {
    const first = rootReducer(both, delta('open', 'o1', 'o2', { removed: [movedClosed.id] }));
    expect(shown(first)).toEqual(ids([...open, ...closed]));
    expect(first.cases.parts?.closed.pending).toEqual([movedClosed.id]);
    const second = rootReducer(first, delta('closed', 'c1', 'c2', { cases: [movedClosed] }));
    expect(shown(second)).toEqual(ids([...open, ...closed]));
    expect(second.cases.items.find((c) => c.id === movedClosed.id)?.status).toBe(3);
    expect(second.cases.parts?.closed.pending).toEqual([]);
  });

  test('a case reopened, in either order', () => {
    const closedFirst = [delta('closed', 'c1', 'c2', { removed: [movedOpen.id] }), delta('open', 'o1', 'o2', { cases: [movedOpen] })].reduce(rootReducer, both);
    const openFirst = [delta('open', 'o1', 'o2', { cases: [movedOpen] }), delta('closed', 'c1', 'c2', { removed: [movedOpen.id] })].reduce(rootReducer, both);
    for (const state of [closedFirst, openFirst]) {
      expect(shown(state)).toEqual(ids([...open, ...closed]));
      expect(state.cases.items.find((c) => c.id === movedOpen.id)?.status).toBe(2);
    }
  });

  test('a case that left the list goes once the other part\'s answer does not hold it (a delta or a 304)', () => {
    const gone = item(1);
    const removed = rootReducer(both, delta('open', 'o1', 'o2', { removed: [gone.id] }));
    expect(shown(removed)).toContain(gone.id);
    expect(shown(rootReducer(removed, delta('closed', 'c1', 'c2', { cases: [] })))).not.toContain(gone.id);
    expect(shown(rootReducer(removed, casesListUnchanged({ context, part: 'closed' })))).not.toContain(gone.id);
  });

  test('before the closed part is held, a case closed leaves the list at once', () => {
    const onlyOpen = [requested('open'), loaded('open', open, 'o1')].reduce(rootReducer, rootReducer(undefined, casesListRequested({ context })));
    const next = rootReducer(onlyOpen, delta('open', 'o1', 'o2', { removed: [movedClosed.id] }));
    expect(shown(next)).toEqual(ids(open.filter((c) => c.id !== movedClosed.id)));
  });

  test('a delta entry read back: the wire form of a closed case is merged into the closed part', () => {
    const entry = caseListEntryOf(movedClosed);
    expect(entry).toBeDefined();
  });
});

export type { CaseListDelta };
