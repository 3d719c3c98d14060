import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { CASE_LIST_UPDATE_DEBOUNCE_MS } from '../../../../src/features/cases/casesSagas';
import { TEXT_URL_DELAY_MS } from '../../../../src/features/cases/caseListFlows';
import { selectCaseView } from '../../../../src/features/cases/selectors';
import { matchPath } from '../../support/fakeServices';
import { casesHarness, type CasesHarness } from './support';
import { caseFiltersChanged, caseFiltersCleared, caseListPageChanged, caseSortRequested } from '../../../../src/features/cases/casesSlice';

/** Lets the sagas' promise chains run (fake timers do not hold promises). */
async function flush() {
  for (let i = 0; i < 60; i += 1) await Promise.resolve();
}

/** A member on /arenden/mina; the services' navigate moves the route (as the router would). */
async function onTheList(): Promise<CasesHarness> {
  const h = casesHarness({ navigate: (to) => h.store.dispatch(navigated(matchPath(to))) });
  h.store.dispatch(navigated(matchPath('/arenden/mina')));
  await flush();
  // The list's chunk loads once (a dynamic import, not a timer): a first change brings it.
  h.store.dispatch(caseListPageChanged(2));
  for (let i = 0; i < 50 && h.navigate.mock.calls.length === 0; i += 1) {
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS);
    await new Promise((resolve) => jest.requireActual<typeof globalThis>('timers').setImmediate(resolve));
  }
  expect(h.navigate).toHaveBeenCalledTimes(1);
  h.navigate.mockClear();
  return h;
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('spec §9: case list change updates debounced by 5 (ms)', () => {
  test('a burst of changes (filter clicks, a sort, a page) writes the URL once, 5 ms after the last change', async () => {
    const h = await onTheList();
    h.store.dispatch(caseFiltersChanged({ isFlagged: true }));
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS - 1);
    h.store.dispatch(caseFiltersChanged({ statuses: [1, 2, 3] }));
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS - 1);
    h.store.dispatch(caseSortRequested('title'));
    h.store.dispatch(caseListPageChanged(3));
    // The change shows at once; the URL, and with it the list's view, waits for the burst to end.
    const changed = { filters: { isFlagged: true, statuses: [1, 2, 3] }, sort: { column: 'title' }, page: 3 };
    expect(selectCaseView(h.state())).toMatchObject(changed);
    expect(h.state().cases.view).toMatchObject({ filters: { isFlagged: null }, page: 2 });
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS - 1);
    await flush();
    expect(h.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await flush();
    expect(h.navigate).toHaveBeenCalledTimes(1);
    expect(h.navigate).toHaveBeenCalledWith('/arenden/mina?status=1%2C2%2C3&flaggad=ja&sortera=title&ordning=fallande&sida=3', { replace: false });
    expect(h.state().cases.view).toMatchObject(changed);
    expect(h.state().cases.pendingView).toBeNull();
  });

  test('changes further apart than 5 ms are bursts of their own: each writes the URL', async () => {
    const h = await onTheList();
    h.store.dispatch(caseFiltersChanged({ isFlagged: true }));
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS);
    await flush();
    h.store.dispatch(caseFiltersCleared());
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS);
    await flush();
    expect(h.navigate.mock.calls.map(([to]) => to)).toEqual(['/arenden/mina?flaggad=ja', '/arenden/mina']);
  });

  test('typing alone waits for the pause and replaces the entry; a click in the same burst makes it a new entry', async () => {
    const h = await onTheList();
    h.store.dispatch(caseFiltersChanged({ text: 'l' }));
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS + 100);
    h.store.dispatch(caseFiltersChanged({ text: 'lö' }));
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS + TEXT_URL_DELAY_MS - 1);
    expect(h.navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await flush();
    expect(h.navigate.mock.calls).toEqual([['/arenden/mina?sok=l%C3%B6', { replace: true }]]);

    h.navigate.mockClear();
    h.store.dispatch(caseFiltersChanged({ text: 'lön' }));
    h.store.dispatch(caseFiltersChanged({ isFlagged: true }));
    await jest.advanceTimersByTimeAsync(CASE_LIST_UPDATE_DEBOUNCE_MS);
    await flush();
    expect(h.navigate.mock.calls).toEqual([['/arenden/mina?flaggad=ja&sok=l%C3%B6n', { replace: false }]]);
  });
});
