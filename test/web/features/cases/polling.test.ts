import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { tokenUnloaded } from '../../../../src/auth/authSlice';
import { caseCreated } from '../../../../src/features/caseCreation/caseCreationActions';
import { caseListRefreshRequested } from '../../../../src/features/cases/casesSlice';
import { MAX_BACKOFF_MS, POLL_INTERVAL_MS, backoffMs } from '../../../../src/features/cases/casesSagas';
import { ServerError } from '../../../../src/api/http';
import type { User } from '../../../../src/api/types';
import { matchPath } from '../../support/fakeServices';
import { casesHarness, demoUsers, item, listResponse, notModified, ok, withEtag, type CasesHarness } from './support';

/** Lets the sagas' promise chains run (fake timers do not hold promises). */
async function flush() {
  for (let i = 0; i < 60; i += 1) await Promise.resolve();
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  visibility = 'visible';
  jest.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

async function started(user: User = demoUsers.medlem): Promise<CasesHarness> {
  const h = casesHarness({ user });
  await flush();
  return h;
}

const calls = (h: CasesHarness) => h.cases.getAll.mock.calls.length;

describe('spec §4, §9: Case/GetAll is polled every 60,000 ms while signed in', () => {
  test('the session starts the polling: a poll at once (member by default), then every 60 s', async () => {
    const h = await started();
    expect(calls(h)).toBe(1);
    expect(h.cases.getAll).toHaveBeenLastCalledWith({ role: 'member' }, null);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(calls(h)).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls(h)).toBe(2);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(calls(h)).toBe(3);
  });

  test('economists poll their own list (the economist role)', async () => {
    const h = await started(demoUsers.ekonom);
    expect(h.cases.getAll).toHaveBeenLastCalledWith({ role: 'economist' }, null);
  });

  test('no session, no polling', async () => {
    const h = casesHarness({ signedOut: true });
    await flush();
    await jest.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(calls(h)).toBe(0);
  });

  test('a created case restarts the polling: a poll at once, the next one 60 s later', async () => {
    const h = await started();
    await jest.advanceTimersByTimeAsync(30_000);
    h.store.dispatch(caseCreated({ id: 'x', title: 'Ny', caseType: 'OTHER' }));
    await flush();
    expect(calls(h)).toBe(2);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(calls(h)).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls(h)).toBe(3);
  });

  test('a refresh asked for (e.g. by the case page after closing a case) polls at once', async () => {
    const h = await started();
    h.store.dispatch(caseListRefreshRequested());
    await flush();
    expect(calls(h)).toBe(2);
  });

  test('sign-out stops the polling', async () => {
    const h = await started();
    h.store.dispatch(tokenUnloaded());
    await flush();
    await jest.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(calls(h)).toBe(1);
    expect(h.state().cases.items).toEqual([]);
  });

  test('ARCHITECTURE §7: paused while the tab is hidden, and a poll at once when it is shown again', async () => {
    const h = await started();
    setVisibility('hidden');
    await flush();
    await jest.advanceTimersByTimeAsync(5 * POLL_INTERVAL_MS);
    expect(calls(h)).toBe(1);
    setVisibility('visible');
    await flush();
    expect(calls(h)).toBe(2);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(calls(h)).toBe(3);
  });

  test('shown again within the minute also polls at once', async () => {
    const h = await started();
    await jest.advanceTimersByTimeAsync(10_000);
    setVisibility('hidden');
    await flush();
    setVisibility('visible');
    await flush();
    expect(calls(h)).toBe(2);
  });

  test('another list context (role, organisation, workplace) is fetched at once', async () => {
    const h = await started(demoUsers.kanslist);
    h.store.dispatch(navigated(matchPath('/arenden/kansliet')));
    await flush();
    await jest.advanceTimersByTimeAsync(0);
    await flush();
    // Issue 26: the secretariat's list comes in two parts, the open cases first; the closed ones when a view asks.
    // Issue 38: beside the open part, its default view's first page.
    expect(calls(h)).toBe(3);
    expect(h.cases.getAll.mock.calls.slice(1)).toEqual([[{ role: 'secretariat', part: 'open', first: 20 }, null], [{ role: 'secretariat', part: 'open' }, null]]);
    // Opening a case of that list, or a filter change in its URL, is the same context: no new
    // fetch of the list, only its closed part once a view shows closed cases.
    h.store.dispatch(navigated(matchPath(`/arenden/kansliet/arende/${item(1).id}`)));
    await flush();
    expect(calls(h)).toBe(3);
    h.store.dispatch(navigated(matchPath('/arenden/kansliet?status=3')));
    await flush();
    expect(h.cases.getAll.mock.calls.slice(3)).toEqual([[{ role: 'secretariat', part: 'closed' }, null]]);
  });
});

describe('ARCHITECTURE §6: a poll that finds nothing new changes nothing', () => {
  test('the ETag of the list held goes out as If-None-Match; a 304 dispatches nothing and leaves the state as it is', async () => {
    const h = casesHarness();
    h.cases.getAll.mockResolvedValueOnce(withEtag(listResponse([item(1), item(2)]), '"v1"')).mockResolvedValue(notModified());
    await flush();
    const state = h.state();
    const actionsBefore = h.actions.length;
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(h.cases.getAll).toHaveBeenLastCalledWith({ role: 'member' }, '"v1"');
    expect(h.actions.length).toBe(actionsBefore);
    expect(h.state()).toBe(state);
  });

  test('a 200 keeps the object identity of every unchanged case (and of the list when nothing changed)', async () => {
    const h = casesHarness();
    const first = [item(1), item(2), item(3)];
    h.cases.getAll
      .mockResolvedValueOnce(withEtag(listResponse(first), '"v1"'))
      .mockResolvedValueOnce(withEtag(listResponse([item(1), item(2, { flagged: true }), item(3)]), '"v2"'))
      .mockResolvedValueOnce(withEtag(listResponse([item(1), item(2, { flagged: true }), item(3)]), '"v3"'));
    await flush();
    const held = h.state().cases.items;
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    const next = h.state().cases.items;
    expect(next).not.toBe(held);
    expect(next[0]).toBe(held[0]);
    expect(next[2]).toBe(held[2]);
    expect(next[1]).not.toBe(held[1]);
    expect(next[1].flagged).toBe(true);
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(h.state().cases.items).toBe(next);
    expect(h.state().cases.etag).toBe('"v3"');
  });

  test('on failure the list stays, the error is marked and the polling backs off', async () => {
    const h = casesHarness();
    h.cases.getAll
      .mockResolvedValueOnce(ok(listResponse([item(1)])))
      .mockRejectedValueOnce(new ServerError(503, null, 'Status 503: unavailable'))
      .mockRejectedValueOnce(new ServerError(503, null, 'Status 503: unavailable'))
      .mockResolvedValue(ok(listResponse([item(1), item(2)])));
    await flush();
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(calls(h)).toBe(2);
    expect(h.state().cases).toMatchObject({ status: 'error', failures: 1, error: { message: 'Status 503: unavailable' } });
    expect(h.state().cases.items.map((c) => c.id)).toEqual([item(1).id]);
    // Backed off: 2 minutes after one failure, then 4 minutes.
    await jest.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS - 1);
    expect(calls(h)).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls(h)).toBe(3);
    expect(h.state().cases.failures).toBe(2);
    await jest.advanceTimersByTimeAsync(4 * POLL_INTERVAL_MS);
    expect(calls(h)).toBe(4);
    expect(h.state().cases).toMatchObject({ status: 'success', failures: 0, error: null });
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(calls(h)).toBe(5);
  });

  test('a 401 marks the list unauthorised (spec §4) and keeps it', async () => {
    const h = casesHarness();
    h.cases.getAll.mockResolvedValueOnce(ok(listResponse([item(1)]))).mockResolvedValueOnce({ ok: false, status: 401, response: { errorCode: 'UNAUTHORIZED' } });
    await flush();
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(h.state().cases.status).toBe('unauthorised');
    expect(h.state().cases.items).toHaveLength(1);
  });

  test('the back-off doubles up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000, MAX_BACKOFF_MS, MAX_BACKOFF_MS]);
  });
});

describe('issue 21: a refused page makes no call', () => {
  test('medlem on /arenden/kansliet: no Case/GetAll?role=secretariat (the page says Åtkomst nekad)', async () => {
    const h = casesHarness({ user: demoUsers.medlem });
    h.store.dispatch(navigated(matchPath('/arenden/kansliet')));
    await flush();
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(h.state().user.user?.id).toBe(demoUsers.medlem.id); // signed in, the polling running
    expect(h.cases.getAll.mock.calls.map((call) => call[0])).not.toContainEqual(expect.objectContaining({ role: 'secretariat' }));
  });
});
