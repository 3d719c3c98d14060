import { all, call, cancel, delay, fork, put, race, select, take, takeEvery, takeLatest, type SagaReturnType } from 'redux-saga/effects';
import type { EventChannel, Task } from 'redux-saga';
import type { CaseListDelta, CaseListItem, CaseListResponse, CaseType, CaseUnreadResponse, User } from '../../api/types';
import { entryCountState, fromCaseListEntries } from '../../domain/caseListWire';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { consentGiven, isAnotherUser, retryOf, sessionStarted } from '../../app/lifecycle';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { waitForUser } from '../user/userSagas';
import { selectUser } from '../user/selectors';
import { userRefreshed } from '../user/userSlice';
import { caseCreated } from '../caseCreation/caseCreationActions';
import { caseListPath, contextQuery, defaultCaseContext, homeCaseLists, sameContext, type CaseListContext } from './caseContext';
import { caseCounts, handledCaseLists, watchedCaseLists } from '../../domain/caseHomes';
import { mayOpenCaseContext } from '../../domain/routeAccess';
import type { CaseListFlows } from './caseListFlows';
import { lazyFlows } from '../../app/lazyFlows';
import { nextTask } from '../../lib/nextTask';
import { heldList, jsonEqual, reuseHeldIn } from './reuseUnchanged';
import { deepFreeze } from './frozenList';
import { caseListRefreshRequested, casesListDeltaLoaded, casesListFailed, casesListLoaded, casesListRequested, casesListUnchanged, casesChanged, caseUnreadCounted, caseListPartWanted, caseFiltersChanged, caseFiltersCleared, caseListPageChanged, caseSortRequested, caseWorkplaceChosen, casePlaceCountFailed, casePlaceCountStarted, casePlaceCounted } from './casesSlice';
import type { CasesState } from './casesState';
import { awaitsPart, listInParts } from './caseListParts';
import { asksFirstPage, fetchFirstPage, waitForFirstPagePaint } from './caseFirstPage';
import { caseStreamSaga } from './caseStream';
import { shownView } from './caseListView';
import { caseListPartOf, type CaseListPart } from '../../domain/caseListPart';
import { currentVisibility, visibilityChannel, type Visibility } from './visibility';

/**
 * The list page's flows (a changed view written to the URL, an organisation's workplaces) are a
 * chunk of their own, loaded when one first runs: the first screen of a list needs none of them
 * (the first screen's budget, ARCHITECTURE §6).
 */
export const loadCaseListFlows = lazyFlows<CaseListFlows>(() => import(/* webpackChunkName: "caseListFlows" */ './caseListFlows')).load;

function* runListFlow(flow: keyof CaseListFlows, services: Services, action: { type: string; payload?: unknown }) {
  const flows: CaseListFlows = yield call(loadCaseListFlows);
  yield call(flows[flow] as (services: Services, action: { type: string; payload?: unknown }) => Generator, services, action);
}

function* navigateToView(services: Services, onlyText: boolean) {
  const flows: CaseListFlows = yield call(loadCaseListFlows);
  yield call(flows.navigateToView, services, { onlyText });
}

/**
 * Spec §9 "case list change updates debounced by 5" (unit not shown), read as milliseconds
 * (README, "Case list: changes debounced by 5 ms"): a change shows at once (the slice's
 * pendingView), and the navigation that makes it the list's view waits until no change has come
 * for 5 ms.
 */
export const CASE_LIST_UPDATE_DEBOUNCE_MS = 5;

const viewChanges = [caseFiltersChanged.type, caseFiltersCleared.type, caseSortRequested.type, caseListPageChanged.type];

/** Only the free text changed: the navigation waits for the typing to pause, and replaces the history entry. */
const onlyTextChanged = (action: { type: string; payload?: unknown }) =>
  action.type === caseFiltersChanged.type && Object.keys(action.payload as object).length === 1 && 'text' in (action.payload as object);

/**
 * A burst of view changes (filter clicks, a clear and a sort, a page), however many, navigates
 * once: one history entry, one render of the route. A new burst cancels a navigation still
 * waiting (the free text's pause).
 */
export function* debouncedViewChanges(services: Services) {
  let pending: Task | null = null;
  while (true) {
    const first: { type: string; payload?: unknown } = yield take(viewChanges);
    if (pending) yield cancel(pending);
    let onlyText = onlyTextChanged(first);
    while (true) {
      const { next } = yield race({ next: take(viewChanges), quiet: delay(CASE_LIST_UPDATE_DEBOUNCE_MS) });
      if (!next) break;
      onlyText = onlyText && onlyTextChanged(next as { type: string; payload?: unknown });
    }
    pending = yield fork(navigateToView, services, onlyText);
  }
}

/**
 * A full list of more than this many cases is decoded in slices of this many, a task each, and
 * stored (and rendered) in the task after the last: no task of a phone's main thread holds the
 * whole list, under the 50 ms that count as blocking at Lighthouse's 4× CPU slowdown (issue 32;
 * 2,000 made one task of 170 ms at seed scale 10). Issue 38: at national scale 500 took 14 to 20 ms
 * unthrottled (56 to 80 ms at 4×), and 250, decoded and frozen, 65 to 115 ms under a 4× slowdown on
 * a slower machine (2026-12-02). Until 2026-12-03 a list of up to 500 was decoded and stored in the
 * task that read it: the secretariat's open part at seed scale 1 (252 cases) made one task of 145
 * to 215 ms under a 4× slowdown, its decoding, storing and the header's render.
 */
export const DECODE_SLICE = 100;

/** Spec §9: case polling every 60,000 ms. */
export const POLL_INTERVAL_MS = 60_000;
/** After failures the poll backs off: 2, 4, 8 … minutes, at most 15. */
export const MAX_BACKOFF_MS = 15 * 60_000;

export const backoffMs = (failures: number) =>
  (failures <= 0 ? POLL_INTERVAL_MS : Math.min(POLL_INTERVAL_MS * 2 ** failures, MAX_BACKOFF_MS));

const selectCases = (state: RootState) => state.cases;

/**
 * The cases feature's sagas:
 * - polling of Case/GetAll while signed in (started by sessionStarted, restarted after a case is
 *   created, when the user changes or a refresh is asked for, stopped when the token is unloaded);
 * - the case stream (push, issue 35: caseStream.ts), which asks the list to poll when a case changed;
 * - a user's change of the list view (filters, sort, page) made a navigation to its URL;
 * - the organisation and workplaces of an organisation's list.
 */
export function* casesSaga(services: Services) {
  yield takeLatest(restartsPolling, polling, services);
  yield fork(caseStreamSaga, services);
  yield fork(debouncedViewChanges, services);
  yield takeLatest(caseWorkplaceChosen.type, runListFlow, 'goToWorkplace', services);
  yield takeEvery([caseListPartWanted.type, ...viewChanges, navigated.type], closedPartIfShown, services);
  yield takeEvery(navigated.type, function* organisationOfList(action: ReturnType<typeof navigated>) {
    const { context, organisationStatus }: CasesState = yield select(selectCases);
    if (context?.organisationId && organisationStatus === 'waiting') yield call(runListFlow, 'loadOrganisation', services, action);
  });
  // A home's lists follow the route and the user (a board member's GDPR acceptance gives the organisation role).
  yield takeLatest((action: { type: string; payload?: unknown }) => action.type === navigated.type || action.type === userRefreshed.type || retryOf('caseCounts')(action), homeCases, services);
}

/** Issue 26: a view that shows closed cases (or wants a filter's options) fetches the closed part at once. */
function* closedPartIfShown(services: Services, action: { type: string }) {
  const cases: CasesState = yield select(selectCases);
  if (action.type === caseListPartWanted.type || awaitsPart(cases.parts, shownView(cases).filters.statuses, 'closed')) yield call(fetchWantedPart, services);
}

/**
 * A home (issue 12): Min översikt moves the polling back to the user's own list (as opening that
 * list would), and each list whose counts the home shows is fetched once (Case/GetAll of that
 * context; only the counts are kept).
 */
export function* homeCases(services: Services) {
  const user: User = yield call(waitForUser);
  const { routeId, params }: RootState['navigation'] = yield select((state: RootState) => state.navigation);
  const handled = handledCaseLists(user).map(({ role, organisationId, workplaceId }) => ({ role, organisationId, workplaceId }));
  const { polled, counted } = homeCaseLists(routeId, params, user, handled);
  const current: CaseListContext | null = yield select((state: RootState) => state.cases.context);
  // Before any list was entered the polling's default is the member list: the overview's.
  if (polled && !sameContext(current ?? defaultCaseContext(user), polled)) {
    yield put(casesListRequested({ context: polled }));
    yield put(caseListRefreshRequested());
  }
  yield all(counted.map((context) => call(countPlace, services, context)));
}

export function* countPlace(services: Services, context: CaseListContext) {
  const path = caseListPath(context);
  yield put(casePlaceCountStarted({ path }));
  try {
    // Issue 26: a list in parts is counted from its open part (new cases are open) and the closed part's unread cases.
    const inParts = listInParts(context);
    const query = inParts ? { ...contextQuery(context), part: 'open' as const } : contextQuery(context);
    const result: HttpResult<CaseListResponse | null> = yield call(services.api.cases.getAll, query, null);
    if (result.ok && result.data) {
      const counts = caseCounts(result.data.cases.map(entryCountState));
      yield put(casePlaceCounted({ path, new: counts.new, unread: counts.unread + (inParts ? result.data.rest?.unread ?? 0 : 0) }));
    } else {
      yield put(casePlaceCountFailed({ path, status: result.status === 403 ? 'unauthorised' : 'error' }));
    }
  } catch {
    yield put(casePlaceCountFailed({ path, status: 'error' }));
  }
}

const pollingEvents: string[] = [sessionStarted.type, caseCreated.type, caseListRefreshRequested.type, consentGiven.type, tokenUnloaded.type];

/**
 * What (re)starts the polling: a session, a created case, a refresh asked for, another user (not
 * the first user of the session: the session's polling is waiting for that one); the token
 * unloaded stops it. 'Försök igen' after a failed poll is a refresh asked for.
 */
export const restartsPolling = (action: { type: string; payload?: unknown }) => pollingEvents.includes(action.type) || isAnotherUser(action) || retryOf('cases')(action);

/** One polling session: a poll at once, then every 60 s; paused while the tab is hidden. */
export function* polling(services: Services, action: { type: string }) {
  if (action.type === tokenUnloaded.type) return; // takeLatest has cancelled the running loop: polling stops on sign-out
  const visibility: EventChannel<Visibility> = yield call(visibilityChannel);
  try {
    yield call(waitForUser);
    while (true) {
      if (currentVisibility() === 'hidden') yield call(waitUntilVisible, visibility);
      const polled: SagaReturnType<typeof pollOnce> = yield call(pollOnce, services);
      yield call(countWatchedUnread, services);
      const failures: number = yield select((state: RootState) => state.cases.failures);
      yield call(waitForNextPoll, visibility, polled.ok ? POLL_INTERVAL_MS : backoffMs(failures), polled.context);
    }
  } finally {
    // Stopped (sign-out) or restarted (a created case, another user, a refresh): the channel goes.
    visibility.close();
  }
}

function* waitUntilVisible(visibility: EventChannel<Visibility>) {
  while (currentVisibility() === 'hidden') yield take(visibility);
}

/**
 * Waits for the next poll: the interval, a hidden tab (then waitUntilVisible polls at once when
 * shown), or a new list context (a case route of another role, organisation or workplace).
 */
function* waitForNextPoll(visibility: EventChannel<Visibility>, ms: number, polledContext: CaseListContext) {
  const until = Date.now() + ms;
  while (true) {
    const current: CaseListContext | null = yield select((state: RootState) => state.cases.context);
    if (current !== null && !sameContext(current, polledContext)) return;
    const { timer, shown } = yield race({
      timer: delay(Math.max(0, until - Date.now())),
      shown: take(visibility),
      moved: take(navigated.type),
    });
    if (timer) return;
    if (shown !== undefined && currentVisibility() === 'hidden') return;
  }
}

/**
 * A full list's entries read back into list items, frozen (frozenList.ts), and each case equal to
 * one in `held` (the list's or the part's cases held before) replaced by the held object, so the
 * store compares nothing again (casesListLoaded's `decoded`). A large list is decoded in slices of
 * DECODE_SLICE cases, each in a task of its own (not the one that parsed the answer's JSON), and
 * stored in a later task than its last slice: a phone's main thread is never held by the whole list
 * at once (issues 13 and 38).
 */
export function* decodeList(full: CaseListResponse, held: readonly CaseListItem[] = []) {
  const titles = { codes: full.codes, caseTypes: full.caseTypes, tags: full.tags ?? [] };
  const reusable = heldList(held);
  const decode = (from: number, to: number) => {
    const slice = fromCaseListEntries(full.cases.slice(from, to), titles);
    reuseHeldIn(reusable, slice, from);
    slice.forEach(deepFreeze);
    return slice;
  };
  if (full.cases.length <= DECODE_SLICE) return decode(0, full.cases.length);
  const items: CaseListItem[] = [];
  for (let start = 0; start < full.cases.length; start += DECODE_SLICE) {
    yield call(nextTask);
    items.push(...decode(start, start + DECODE_SLICE));
  }
  yield call(nextTask);
  return items;
}

/** What a full answer of `part` (or of a whole list) replaces: the cases of it held for that list. */
function heldCasesOf(cases: CasesState, context: CaseListContext, part: CaseListPart | null): readonly CaseListItem[] {
  if (!sameContext(cases.context, context)) return [];
  return part ? cases.items.filter((item) => caseListPartOf(item.status) === part) : cases.items;
}

/**
 * Issue 21: with every poll, the unread cases of the lists the user works in besides the polled
 * one (Case/Unread: counts only, never the lists). Not asked for when the polled list is the only one.
 */
export function* countWatchedUnread(services: Services) {
  const user: User | null = yield select(selectUser);
  if (!user || watchedCaseLists(user).length < 2) return;
  try {
    const result: HttpResult<CaseUnreadResponse> = yield call(services.api.cases.getUnread);
    if (!result.ok) return;
    const counts: Record<string, number> = {};
    for (const list of result.data.lists) counts[caseListPath(list)] = list.unread;
    yield put(caseUnreadCounted(counts));
  } catch {
    // The dot waits for the next poll (http.ts has logged the failure).
  }
}

/**
 * The cases of a full answer that are new, changed or gone: the list keeps the object of every
 * unchanged case (reuseUnchanged), so an object not held before is a changed one. A case whose
 * only change is that the caller has now read it is not a change of the case (issue 35, no echo:
 * opening a case marks it read, and the list that learns it must not make the open case load again).
 */
export function changedIds(before: readonly CaseListItem[], after: readonly CaseListItem[]): string[] {
  if (before === after) return [];
  const held = new Map(before.map((item) => [item.id, item]));
  const ids: string[] = [];
  for (const item of after) {
    const old = held.get(item.id);
    if (old !== item && !(old && onlyRead(old, item))) ids.push(item.id);
    held.delete(item.id);
  }
  return [...ids, ...held.keys()];
}

/** The case is the same but for the caller's own read mark (unread before, read now). */
const onlyRead = (before: CaseListItem, after: CaseListItem) =>
  before.hasUnreadMessages && !after.hasUnreadMessages && jsonEqual({ ...before, hasUnreadMessages: false }, after);

/**
 * One poll of the list. A list in parts (issue 26, caseListParts.ts) polls its open part; its
 * closed part only once a view has asked for it (a status filter that shows closed cases, a
 * handler filter's options: fetchWantedPart), and then both at once. Fetched behind the first
 * screen unasked, the closed part's decoding (a megabyte and more at national scale) blocked the
 * main thread right when the handler starts to work (Lighthouse: total blocking time).
 */
export function* pollOnce(services: Services) {
  const user: User = yield select(selectUser);
  const cases: CasesState = yield select(selectCases);
  const context = cases.context ?? defaultCaseContext(user);
  // A list the route guard refuses ('Åtkomst nekad') is not asked for (issue 21): no 403 to log.
  if (!mayOpenCaseContext(user, context)) return { ok: true, context };
  if (!listInParts(context)) return (yield call(pollList, services, context, null)) as PollResult;
  const sameList = cases.context !== null && sameContext(cases.context, context);
  const wantsClosed = sameList && ((cases.parts?.closed.status ?? 'waiting') !== 'waiting' || awaitsPart(cases.parts, shownView(cases).filters.statuses, 'closed'));
  if (!wantsClosed) return (yield call(pollList, services, context, 'open')) as PollResult;
  const results: PollResult[] = yield all([call(pollList, services, context, 'open'), call(pollClosedUnlessUnderway, services, context)]);
  return { ok: results.every((r) => r.ok), context };
}

interface PollResult { ok: boolean; context: CaseListContext }

/** The closed part, unless its fetch is underway already (asked for by the view). */
function* pollClosedUnlessUnderway(services: Services, context: CaseListContext) {
  const parts: CasesState['parts'] = yield select((state: RootState) => state.cases.parts);
  if (parts?.closed.status === 'getting') return { ok: true, context };
  return (yield call(pollList, services, context, 'closed')) as PollResult;
}

/**
 * Issue 26: the view needs the closed part (a status filter, a filter's options) before the
 * polling has fetched it: fetched at once, unless underway or held.
 */
export function* fetchWantedPart(services: Services) {
  const { context, parts }: CasesState = yield select(selectCases);
  // Before the open part has come, the polling is on its way and asks for both parts itself.
  if (!context || !parts || parts.open.status !== 'success' || parts.closed.status === 'getting' || parts.closed.status === 'success') return;
  yield call(pollList, services, context, 'closed');
}

/** One Case/GetAll of a list or of one part. 304: nothing is dispatched (unless a failure or a first load is to be cleared). */
export function* pollList(services: Services, context: CaseListContext, part: CaseListPart | null) {
  const cases: CasesState = yield select(selectCases);
  const held = part && cases.parts ? cases.parts[part] : cases;
  const fresh = cases.context === null || !sameContext(cases.context, context);
  if (fresh || held.status === 'waiting' || (part === 'closed' && held.status !== 'success')) {
    yield put(casesListRequested(part ? { context, part } : { context }));
  }
  // Issue 38: the rows of the first screen, painted before the part is asked for (caseFirstPage.ts).
  const { cases: asked, navigation }: RootState = yield select();
  if (part === 'open' && asksFirstPage(asked, navigation.routeId)) {
    const stored: boolean = yield call(fetchFirstPage, services, context);
    if (stored) yield call(waitForFirstPagePaint);
  }
  const etag = fresh ? null : held.etag;
  // Delta polling (issue 13): the version held goes along; the answer is then only what changed.
  const cursor = !fresh && held.status === 'success' ? held.cursor : null;
  const base = part ? { ...contextQuery(context), part } : contextQuery(context);
  const query = cursor ? { ...base, since: cursor } : base;
  const partOf = part ? { part } : {};
  try {
    const result: HttpResult<CaseListResponse | CaseListDelta | null> = yield call(services.api.cases.getAll, query, etag);
    if (result.ok && result.status === 304) {
      const now: CasesState = yield select(selectCases);
      const status = part && now.parts ? now.parts[part].status : now.status;
      const pending = part && now.parts ? now.parts[part].pending.length > 0 : false;
      if (status !== 'success' || pending || (part === 'open' && now.status !== 'success')) yield put(casesListUnchanged({ context, ...partOf }));
      return { ok: true, context };
    }
    const rest = result.ok && result.data && part ? { rest: result.data.rest ?? null } : {};
    // The lean entries read back into list items (issue 13; the titles come with the list).
    if (result.ok && result.data && 'since' in result.data) {
      const delta = result.data;
      const heldTypes: CaseType[] = yield select((state: RootState) => state.cases.caseTypes);
      const items = fromCaseListEntries(delta.cases, { codes: delta.codes, caseTypes: delta.caseTypes ?? heldTypes, tags: delta.tags ?? [] });
      const before: readonly CaseListItem[] = yield select((state: RootState) => state.cases.items);
      yield put(casesListDeltaLoaded({
        context, since: delta.since, cases: items, removed: delta.removed, caseTypes: delta.caseTypes ?? null,
        etag: result.etag ?? null, cursor: delta.cursor, receivedAt: new Date().toISOString(), ...partOf, ...rest,
      }));
      const after: readonly CaseListItem[] = yield select((state: RootState) => state.cases.items);
      const ids = changedIds(before, after);
      if (ids.length > 0) yield put(casesChanged({ ids }));
      return { ok: true, context };
    }
    if (result.ok && result.data) {
      const full = result.data as CaseListResponse;
      const heldBefore: CasesState = yield select(selectCases);
      const items: CaseListItem[] = yield call(decodeList, full, heldCasesOf(heldBefore, context, part));
      const now: CasesState = yield select(selectCases);
      // A part's first answer is no change either (issue 26: the closed part behind the open one).
      const partHeld = !part || now.parts?.[part].status === 'success';
      const before = sameContext(now.context, context) && now.lastUpdated !== null && partHeld ? now.items : null;
      yield put(casesListLoaded({
        context, cases: items, caseTypes: full.caseTypes, etag: result.etag ?? null, cursor: full.cursor ?? null, receivedAt: new Date().toISOString(),
        ...partOf, ...rest, decoded: true,
      }));
      if (before) {
        const after: readonly CaseListItem[] = yield select((state: RootState) => state.cases.items);
        const ids = changedIds(before, after);
        if (ids.length > 0) yield put(casesChanged({ ids }));
      }
      return { ok: true, context };
    }
    const message = failureMessage(result);
    const errorCode = result.ok ? 'EMPTY_ANSWER' : result.response.errorCode;
    yield put(casesListFailed({ context, message, errorCode, httpStatus: result.status, status: failureState(message), ...partOf }));
    return { ok: false, context };
  } catch (error) {
    const message = failureMessage(error);
    yield put(casesListFailed({ context, message, errorCode: null, httpStatus: null, status: failureState(message), ...partOf }));
    return { ok: false, context };
  }
}
