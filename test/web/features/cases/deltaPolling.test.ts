import type { CaseListDelta, CaseListResponse } from '../../../../src/api/types';
import type { HttpResult } from '../../../../src/api/http';
import { DECODE_SLICE, POLL_INTERVAL_MS } from '../../../../src/features/cases/casesSagas';
import { casesListDeltaLoaded, casesListLoaded, casesListRequested } from '../../../../src/features/cases/casesSlice';
import { mergeDelta } from '../../../../src/features/cases/reuseUnchanged';
import { rootReducer } from '../../../../src/app/reducers';
import { caseListEntryOf } from '../../../../src/domain/caseListWire';
import { caseFilterOptions, caseOwnerOptions } from '../../../../src/features/cases/listSelectors';
import { casesHarness, demoUsers, item, listResponse, ok, withEtag } from './support';

/** What the filter panel counts (CaseFilters: from the list and its case types). */
const optionsOf = (state: ReturnType<typeof rootReducer>) => caseFilterOptions(state.cases.items, state.cases.caseTypes);

/** Issue 13, delta polling: the poll sends the cursor it holds; the delta is merged into the list. */

async function flush() {
  for (let i = 0; i < 60; i += 1) await Promise.resolve();
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

const full = (cursor: string, n = 3): CaseListResponse => ({ ...listResponse([1, 2, 3].slice(0, n).map((i) => item(i))), cursor });
const delta = (over: Partial<CaseListDelta>): HttpResult<CaseListDelta> => ({
  ok: true, status: 200, etag: `"${over.cursor ?? 'v2'}"`, data: { cases: [], removed: [], tags: [], cursor: 'v2', since: 'v1', ...over },
});

describe('a large list arrives in two tasks (issue 13, total blocking time)', () => {
  const many = (n: number): CaseListResponse => ({ ...listResponse(Array.from({ length: n }, (_, i) => item(i + 1))), cursor: 'v1' });

  /** How many tasks after the one that read the answer the list is stored in. */
  async function tasksUntilStored(h: ReturnType<typeof casesHarness>) {
    await flush();
    let tasks = 0;
    while (h.state().cases.items.length === 0 && tasks < 100) {
      await jest.runOnlyPendingTimersAsync(); // the next task (a timer in jsdom)
      tasks += 1;
    }
    return tasks;
  }

  test('a list of more than DECODE_SLICE cases is stored in a later task than the one that read it', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    h.cases.getAll.mockResolvedValueOnce(ok(many(DECODE_SLICE + 1)));
    // Two slices, a task each, then the storing.
    expect(await tasksUntilStored(h)).toBe(3);
    expect(h.state().cases.items).toHaveLength(DECODE_SLICE + 1);
  });

  test('a list of more than DECODE_SLICE cases is decoded in slices, a task each, then stored', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    const count = 5 * DECODE_SLICE + 1;
    h.cases.getAll.mockResolvedValueOnce(ok(many(count)));
    // Each slice in a task after the one that read the answer, and then the storing.
    expect(await tasksUntilStored(h)).toBe(Math.ceil(count / DECODE_SLICE) + 1);
    const items = h.state().cases.items;
    expect(items).toHaveLength(count);
    expect(items[count - 1].id).toBe(item(count).id);
  });

  test('a list of at most DECODE_SLICE cases is stored at once', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    h.cases.getAll.mockResolvedValueOnce(ok(many(DECODE_SLICE)));
    await flush();
    expect(h.state().cases.items).toHaveLength(DECODE_SLICE);
  });
});

describe('delta polling (issue 13)', () => {
  test('the next poll sends the cursor of the list held as since', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    h.cases.getAll.mockResolvedValueOnce(withEtag(full('v1'), '"v1"'));
    await flush();
    expect(h.state().cases.cursor).toBe('v1');
    h.cases.getAll.mockResolvedValueOnce(delta({ cursor: 'v2', since: 'v1' }) as HttpResult<CaseListResponse>);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(h.cases.getAll).toHaveBeenLastCalledWith({ role: 'member', since: 'v1' }, '"v1"');
    expect(h.state().cases.cursor).toBe('v2');
  });

  test('a delta replaces the changed case, adds the new one and drops the removed one; the others keep their objects', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    h.cases.getAll.mockResolvedValueOnce(ok(full('v1')));
    await flush();
    const before = h.state().cases.items;
    h.cases.getAll.mockResolvedValueOnce(delta({
      cases: [item(2, { title: 'Ändrad' }), item(4)].map(caseListEntryOf), removed: [item(3).id], cursor: 'v2', since: 'v1',
    }) as HttpResult<CaseListResponse>);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    const after = h.state().cases.items;
    expect(after.map((c) => c.id)).toEqual([item(1).id, item(2).id, item(4).id]);
    expect(after[0]).toBe(before[0]);
    expect(after[1].title).toBe('Ändrad');
    expect(h.state().cases.caseTypes).toBe(h.state().cases.caseTypes);
  });

  test('an empty delta keeps the very same list (nothing re-renders)', () => {
    const context = { role: 'member' as const, organisationId: null, workplaceId: null };
    const loaded = rootReducer(rootReducer(undefined, casesListRequested({ context })), casesListLoaded({ context, cases: [item(1), item(2)], caseTypes: [], etag: '"v1"', cursor: 'v1', receivedAt: '2026-11-20T09:00:00Z' }));
    const same = rootReducer(loaded, casesListDeltaLoaded({
      context, since: 'v1', cases: [item(1)], removed: [], caseTypes: null, etag: '"v2"', cursor: 'v2', receivedAt: '2026-11-20T09:01:00Z',
    }));
    expect(same.cases.items).toBe(loaded.cases.items);
    expect(same.cases.lastUpdated).toBe('2026-11-20T09:00:00Z');
    expect(same.cases.cursor).toBe('v2');
  });

  test('a delta from another version than the one held is not applied', () => {
    const context = { role: 'member' as const, organisationId: null, workplaceId: null };
    const loaded = rootReducer(rootReducer(undefined, casesListRequested({ context })), casesListLoaded({ context, cases: [item(1)], caseTypes: [], etag: '"v1"', cursor: 'v1', receivedAt: '2026-11-20T09:00:00Z' }));
    const next = rootReducer(loaded, casesListDeltaLoaded({
      context, since: 'v0', cases: [item(5)], removed: [item(1).id], caseTypes: null, etag: '"v9"', cursor: 'v9', receivedAt: '2026-11-20T09:01:00Z',
    }));
    expect(next.cases).toBe(loaded.cases);
  });

  test('mergeDelta: a case that arrives equal keeps the held object', () => {
    const held = [item(1), item(2)];
    expect(mergeDelta(held, [{ ...item(2) }], [])).toBe(held);
    expect(mergeDelta(held, [], [item(2).id])).toEqual([held[0]]);
  });

  test('the filter options follow a delta: a new owner appears, a removed one goes, unchanged groups keep their arrays', () => {
    const context = { role: 'secretariat' as const, organisationId: null, workplaceId: null };
    const someone = { id: 'bbbbbbbb-0000-4000-8000-000000000077', name: 'Åsa Öberg' };
    const base = rootReducer(undefined, casesListRequested({ context }));
    const loaded = rootReducer(base, casesListLoaded({ context, cases: [item(1), item(2)], caseTypes: [], etag: null, cursor: 'v1', receivedAt: 'x' }));
    const before = optionsOf(loaded);
    const ownersBefore = caseOwnerOptions(loaded.cases.items);
    const added = rootReducer(loaded, casesListDeltaLoaded({
      context, since: 'v1', cases: [item(3, { ownerUser: someone })], removed: [], caseTypes: null, etag: null, cursor: 'v2', receivedAt: 'y',
    }));
    const after = optionsOf(added);
    expect(caseOwnerOptions(added.cases.items).map((o) => o.text)).toContain('Åsa Öberg');
    expect(after.tags).toBe(before.tags);
    const removed = rootReducer(added, casesListDeltaLoaded({
      context, since: 'v2', cases: [], removed: [item(3).id], caseTypes: null, etag: null, cursor: 'v3', receivedAt: 'z',
    }));
    expect(caseOwnerOptions(removed.cases.items)).toEqual(ownersBefore);
  });
});
