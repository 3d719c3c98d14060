import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpResult } from '../../../../src/api/http';
import type { CaseListItem, CaseListResponse, User } from '../../../../src/api/types';
import { userIdChanged } from '../../../../src/app/lifecycle';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { selectFirstPageCount, selectViewWaitsForPart } from '../../../../src/features/cases/listSelectors';
import { selectHasUnreadCases } from '../../../../src/features/cases/selectors';
import { casesFirstPageLoaded, casesFirstPageShown, FIRST_PAGE_SHOWN_WAIT_MS, waitForFirstPagePaint } from '../../../../src/features/cases/caseFirstPage';
import { runSaga } from 'redux-saga';
import { casesListLoaded } from '../../../../src/features/cases/casesSlice';
import { coursesLoadStarted } from '../../../../src/features/courses/coursesSlice';
import { filesRequested } from '../../../../src/features/files/filesSlice';
import { matchPath } from '../../support/fakeServices';
import { casesHarness, demoUsers, flush, item, listResponse, ok, renderPortal, type CasesHarness } from './support';

/**
 * Issue 38, the first page first: a list in parts opened on its default view asks for that view's
 * first page, shows those rows with the view's count, asks for its open part once they are painted,
 * and the part then takes their place.
 */

type Query = { part?: string; first?: number };

/** 45 open cases (three pages) by the default sort: the first page is the 20 newest. */
const open = Array.from({ length: 45 }, (_, i) => item(i + 1, { status: i % 2 === 0 ? 1 : 2, created: new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString() }));
const newestFirst = [...open].sort((a, b) => (a.created < b.created ? 1 : -1));
const firstPageAnswer = (unread = 0): CaseListResponse => ({ ...listResponse(newestFirst.slice(0, 20)), first: { count: open.length, unread } });

/** Fakes of the App shell's courses and documents calls, in the harness's services. */
function shellApis(h: CasesHarness) {
  const courses = { getCourses: jest.fn(async (_etag: string | null, _offMainThread?: boolean) => ok([])) };
  const files = { getFiles: jest.fn(async (_area: string, _offMainThread?: boolean) => ok({ files: [] })) };
  Object.assign(h.services.api, { courses, files });
  return { courses, files };
}

/** A fake server whose open part waits for `releasePart`; the first page answers at once (or fails). */
function server(h: CasesHarness, firstPage: () => Promise<HttpResult<CaseListResponse | null>> = async () => ok(firstPageAnswer())) {
  let releasePart!: () => void;
  const gate = new Promise<void>((resolve) => { releasePart = resolve; });
  h.cases.getAll.mockImplementation(async (query: unknown): Promise<HttpResult<CaseListResponse | null>> => {
    const { part, first } = query as Query;
    if (part === 'open' && first) return firstPage();
    if (part === 'open') {
      await gate;
      return ok({ ...listResponse(open), cursor: 'o1', rest: { part: 'closed', count: 0, unread: 0 } });
    }
    return ok({ ...listResponse([]), cursor: 'c1' });
  });
  return { releasePart: () => releasePart() };
}

async function settleSagas() {
  for (let round = 0; round < 6; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The page has shown the first page's rows (as CaseListPage does), then past their paint (a frame and a task, or 100 ms where no frame comes), settled. */
async function pastThePaint(h: CasesHarness) {
  if (h.state().cases.firstPage) h.store.dispatch(casesFirstPageShown());
  await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
  await settleSagas();
}

/** The real store and sagas with the fake server, on a route; the open part held back until released. */
async function openedOn(path: string, options: { user?: User; firstPage?: () => Promise<HttpResult<CaseListResponse | null>>; partFirst?: boolean } = {}) {
  const h = casesHarness({ user: options.user ?? demoUsers.kanslist });
  const { releasePart } = server(h, options.firstPage);
  if (options.partFirst) releasePart();
  h.store.dispatch(navigated(matchPath(path)));
  await settleSagas();
  return { h, releasePart };
}

const ids = (items: readonly { id: string }[]) => items.map((c) => c.id);
const parts = (h: CasesHarness) => h.cases.getAll.mock.calls.filter(([query]) => (query as Query).part === 'open' && (query as Query).first === undefined);
const firstCalls = (h: CasesHarness) => h.cases.getAll.mock.calls.filter(([query]) => (query as Query).first !== undefined);

describe('the first page first (issue 38)', () => {
  test('the default view asks for its first page before the open part, shows it with the view\'s count, and the part takes its place keeping the same cases\' objects', async () => {
    const { h, releasePart } = await openedOn('/arenden/kansliet');
    expect(firstCalls(h)).toEqual([[{ role: 'secretariat', part: 'open', first: 20 }, null]]);
    const shown = h.state().cases;
    expect(ids(shown.items)).toEqual(ids(newestFirst.slice(0, 20)));
    expect(shown.firstPage).toEqual({ count: 45, unread: 0 });
    expect(shown.status).toBe('getting');
    expect(selectFirstPageCount(h.state())).toBe(45);
    const heldObjects = new Map(shown.items.map((c) => [c.id, c]));
    releasePart();
    await pastThePaint(h);
    const after = h.state().cases;
    expect(after.firstPage).toBeUndefined();
    expect(after.status).toBe('success');
    expect(after.items).toHaveLength(45);
    expect(after.items.filter((c) => heldObjects.get(c.id) === c)).toHaveLength(20);
    expect(selectFirstPageCount(h.state())).toBeNull();
    // The first answer of a list is no change of it (issue 21's one signal).
    expect(h.actions.some((a) => a.type === 'cases/casesChanged')).toBe(false);
  });

  test('the part is asked for once the page has shown the first page\'s rows and they are painted, and not before', async () => {
    let answerFirst!: () => void;
    const held = new Promise<void>((resolve) => { answerFirst = resolve; });
    const { h } = await openedOn('/arenden/kansliet', { firstPage: async () => { await held; return ok(firstPageAnswer()); }, partFirst: true });
    expect(parts(h)).toHaveLength(0);
    answerFirst();
    await settleSagas();
    expect(h.state().cases.firstPage).toEqual({ count: 45, unread: 0 });
    // A frame has come and gone, but the rows are not on screen yet: the part waits.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    await settleSagas();
    expect(parts(h)).toHaveLength(0);
    await pastThePaint(h);
    expect(parts(h)).toHaveLength(1);
    expect(h.state().cases.items).toHaveLength(45);
  });

  test('on a case list\'s route the App shell\'s courses and documents are asked for once the first page\'s rows are painted, not before, and read in a worker', async () => {
    const asked = (h: CasesHarness) => h.actions.filter((a) => a.type === coursesLoadStarted.type || a.type === filesRequested.type).map((a) => a.type);
    const { h, releasePart } = await openedOn('/arenden/kansliet');
    const { courses, files } = shellApis(h);
    expect(h.state().cases.firstPage).toBeDefined();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(asked(h)).toEqual([]);
    await pastThePaint(h);
    expect(asked(h).sort()).toEqual([coursesLoadStarted.type, filesRequested.type].sort());
    // No screen waits for them: off the main thread (issue 38, api/answersOffThread.ts).
    expect(courses.getCourses).toHaveBeenCalledWith(null, true);
    expect(files.getFiles).toHaveBeenCalledWith(expect.any(String), true);
    releasePart();
    await settleSagas();
  });

  test('elsewhere (the overview, which shows courses) they are asked for at once, before the list has answered, on the page', async () => {
    const h = casesHarness({ user: demoUsers.kanslist });
    const { courses, files } = shellApis(h);
    server(h);
    h.cases.getAll.mockImplementation(() => new Promise(() => undefined));
    h.store.dispatch(navigated(matchPath('/')));
    await settleSagas();
    expect(h.state().cases.lastUpdated).toBeNull();
    expect(h.actions.some((a) => a.type === coursesLoadStarted.type)).toBe(true);
    expect(h.actions.some((a) => a.type === filesRequested.type)).toBe(true);
    // The overview waits for them: read on the page, without a worker to start first.
    expect(courses.getCourses).toHaveBeenCalledWith(null, false);
    expect(files.getFiles).toHaveBeenCalledWith(expect.any(String), false);
  });

  test('after the rows are shown the part waits two frames, so the first one\'s paint is on screen before the part is asked for', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const { h, releasePart } = await openedOn('/arenden/kansliet');
      releasePart();
      h.store.dispatch(casesFirstPageShown());
      await settleSagas();
      expect(parts(h)).toHaveLength(0);
      // A frame runs every callback asked for before it (the courses and documents wait for these rows too).
      const frame = () => frames.splice(0).forEach((callback) => callback(0));
      frame();
      await settleSagas();
      expect(parts(h)).toHaveLength(0);
      frame();
      await settleSagas();
      expect(parts(h)).toHaveLength(1);
    } finally {
      raf.mockRestore();
    }
  });

  test('a view changed before the rows showed (a navigation) asks for the part at once', async () => {
    const { h, releasePart } = await openedOn('/arenden/kansliet');
    releasePart();
    expect(parts(h)).toHaveLength(0);
    h.store.dispatch(navigated(matchPath('/arenden/kansliet?sida=2')));
    await settleSagas();
    expect(parts(h)).toHaveLength(1);
  });

  test('rows that never show hold the part back FIRST_PAGE_SHOWN_WAIT_MS at most', async () => {
    jest.useFakeTimers();
    try {
      const task = runSaga({ dispatch: () => {}, getState: () => ({}) }, waitForFirstPagePaint);
      await jest.advanceTimersByTimeAsync(FIRST_PAGE_SHOWN_WAIT_MS - 1);
      expect(task.isRunning()).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      expect(task.isRunning()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a first page stored after the part changes nothing', () => {
    const h = casesHarness({ user: demoUsers.kanslist });
    h.store.dispatch(navigated(matchPath('/arenden/kansliet')));
    const context = h.state().cases.context!;
    const part = newestFirst.slice(0, 30);
    h.store.dispatch(casesListLoaded({ context, cases: part, caseTypes: [], etag: '"o1"', cursor: 'o1', receivedAt: '2026-11-29T08:00:00.000Z', part: 'open', rest: null }));
    const heldItems = h.state().cases.items;
    h.store.dispatch(casesFirstPageLoaded({ context, cases: newestFirst.slice(0, 20), caseTypes: [], count: 45, receivedAt: '2026-11-29T08:00:01.000Z' }));
    expect(h.state().cases.items).toBe(heldItems);
    expect(h.state().cases.firstPage).toBeUndefined();
  });

  test('a list opened on another view (a filter, a page, a sort in its URL) waits for its part: no first page is asked for', async () => {
    for (const path of ['/arenden/kansliet?sida=2', '/arenden/kansliet?status=1', '/arenden/kansliet?sortera=title']) {
      const { h } = await openedOn(path);
      expect({ path, calls: firstCalls(h).length }).toEqual({ path, calls: 0 });
    }
  });

  test('a failed first page is quiet: the part is asked for at once, and the list waits for it as before', async () => {
    const { h, releasePart } = await openedOn('/arenden/kansliet', { firstPage: async () => ({ ok: false, status: 500, response: { errorCode: 'INTERNAL_ERROR' } }) as HttpResult<null> });
    expect(h.state().cases.items).toEqual([]);
    expect(h.state().cases.error).toBeNull();
    releasePart();
    await settleSagas();
    expect(h.state().cases.items).toHaveLength(45);
  });

  test('a case of the list opened first (a link to it) fetches the part without a first page: no list is on screen', async () => {
    const { h } = await openedOn(`/arenden/kansliet/arende/${open[0].id}`, { partFirst: true });
    expect(h.state().cases.items).toHaveLength(45);
    expect(firstCalls(h)).toHaveLength(0);
  });

  test('the header\'s unread dot: while only the first page is held, its answer tells of the open part\'s unread cases beyond the page; then the part speaks for itself', async () => {
    const { h, releasePart } = await openedOn('/arenden/kansliet', { firstPage: async () => ok(firstPageAnswer(2)) });
    expect(h.state().cases.firstPage).toEqual({ count: 45, unread: 2 });
    expect(h.state().cases.items.some((c) => c.hasUnreadMessages)).toBe(false);
    expect(selectHasUnreadCases(h.state())).toBe(true);
    releasePart();
    await pastThePaint(h);
    expect(h.state().cases.firstPage).toBeUndefined();
    expect(selectHasUnreadCases(h.state())).toBe(false);
  });

  test('a member\'s own list is fetched whole, without a first page', async () => {
    const { h } = await openedOn('/arenden/mina', { user: demoUsers.medlem });
    expect(h.cases.getAll).toHaveBeenCalled();
    expect(firstCalls(h)).toHaveLength(0);
  });

  test('another user, or another list, drops the first page', async () => {
    const user = await openedOn('/arenden/kansliet');
    expect(user.h.state().cases.firstPage).toEqual({ count: 45, unread: 0 });
    user.h.store.dispatch(userIdChanged({ previousUserId: demoUsers.kanslist.id, userId: demoUsers.medlem.id }));
    expect(user.h.state().cases.firstPage).toBeUndefined();
    expect(user.h.state().cases.items).toEqual([]);
    const list = await openedOn('/arenden/kansliet');
    expect(list.h.state().cases.firstPage).toEqual({ count: 45, unread: 0 });
    list.h.store.dispatch(navigated(matchPath('/arenden/mina')));
    expect(list.h.state().cases.firstPage).toBeUndefined();
    expect(list.h.state().cases.items).toEqual([]);
  });
});

describe('the list page while only the first page is held (issue 38)', () => {
  const rows = () => screen.queryAllByTestId('case-row');
  const count = () => document.querySelector('.case-list__count')?.textContent;
  const titles = (items: readonly CaseListItem[]) => items.map((c) => c.title);

  async function renderFirstPageOnly() {
    let release!: () => void;
    const view = await renderPortal('/arenden/kansliet', {
      user: demoUsers.kanslist,
      configure: (h) => { release = server(h).releasePart; },
    });
    return { ...view, releasePart: async () => { await act(async () => release()); await flush(); } };
  }

  test('shows the first page\'s rows, newest first, with the whole view\'s count and its pages', async () => {
    const { releasePart, actions } = await renderFirstPageOnly();
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(titles(newestFirst.slice(0, 20)));
    expect(count()).toBe('Visar 1–20 av 45 ärenden');
    const pages = screen.getByRole('navigation', { name: 'Sidor' });
    expect(within(pages).getByRole('button', { name: 'Sida 3' })).toBeInTheDocument();
    // The page tells the saga its rows are on screen: the part is asked for after their paint.
    expect(actions.filter((a) => a.type === casesFirstPageShown.type)).toHaveLength(1);
    await releasePart();
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(titles(newestFirst.slice(0, 20)));
    expect(count()).toBe('Visar 1–20 av 45 ärenden');
  });

  test('the open part is stored in one task and the page makes its list from it in a later one (a deferred copy of the cases state)', async () => {
    const { store } = await renderFirstPageOnly();
    const context = store.getState().cases.context!;
    const newer = item(46, { status: 1, created: new Date(Date.UTC(2026, 10, 2, 8, 0)).toISOString() });
    // Outside act(), as in the browser: the store's change renders in the microtask after it
    // (react-redux's selectors, React's urgent render), the deferred render in a task of its own.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      store.dispatch(casesListLoaded({ context, cases: [newer, ...open], caseTypes: [], etag: '"o1"', cursor: 'o1', receivedAt: '2026-11-29T08:00:00.000Z', part: 'open', rest: null }));
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      expect(store.getState().cases.items).toHaveLength(46);
      expect(count()).toBe('Visar 1–20 av 45 ärenden');
      await waitFor(() => expect(count()).toBe('Visar 1–20 av 46 ärenden'));
      expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(titles([newer, ...newestFirst.slice(0, 19)]));
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  test('page 2 before the part has come: placeholders and no count, then the part\'s page 2', async () => {
    const user = userEvent.setup();
    const { releasePart, store } = await renderFirstPageOnly();
    await user.click(within(screen.getByRole('navigation', { name: 'Sidor' })).getByRole('button', { name: 'Sida 2' }));
    await flush();
    expect(selectViewWaitsForPart(store.getState())).toBe(true);
    expect(screen.getByTestId('case-list-placeholder')).toBeInTheDocument();
    expect(rows()).toHaveLength(0);
    expect(count()).toBe('');
    await releasePart();
    expect(screen.queryByTestId('case-list-placeholder')).not.toBeInTheDocument();
    expect(count()).toBe('Visar 21–40 av 45 ärenden');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual(titles(newestFirst.slice(20, 40)));
  });
});
