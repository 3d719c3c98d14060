import { createAction } from '@reduxjs/toolkit';
import { call, delay, put, race, take } from 'redux-saga/effects';
import type { CaseListDelta, CaseListItem, CaseListResponse, CaseType } from '../../api/types';
import type { HttpResult } from '../../api/http';
import type { Services } from '../../app/services';
import { CASE_PAGE_SIZE } from '../../domain/caseList';
import { fromCaseListEntries } from '../../domain/caseListWire';
import { contextQuery, isCaseListRoute, sameContext, type CaseListContext } from './caseContext';
import { showsDefaultView } from './caseListView';
import { navigated } from '../../app/navigation/navigationSlice';
import { afterNextPaint } from '../../lib/nextTask';
import type { CasesState } from './casesState';
import { frozen } from './frozenList';

/*
 * Issue 38, the first page first: a list in parts that opens on its default view asks for that
 * view's first page (Case/GetAll?part=open&first=N), shows those rows, and asks for its open part
 * once they are painted (tens of thousands of cases at national scale: the rows of a first screen
 * wait for no more than they show). The part's answer then takes their place; the same cases keep
 * their objects, so their rows stay as they are.
 */

export const casesFirstPageLoaded = createAction<{
  context: CaseListContext; cases: CaseListItem[]; caseTypes: CaseType[]; count: number; receivedAt: string;
  /** The open part's unread cases (issue 38); a log recorded before it carries none (QA's replays). */
  unread?: number;
}>('cases/casesFirstPageLoaded');

/**
 * The list page has its first page's rows on screen (dispatched by the page once they are in the
 * document): the open part is asked for after their paint. Without it the part was asked for after
 * a frame that could come before React had put the rows in: on a fast link its parse and decoding
 * then ran before the first paint (a cold tab at scale 50, 4× CPU slowdown: rows and header at
 * 1.24 s, after the part; with the part held back, at 0.91 s).
 */
export const casesFirstPageShown = createAction('cases/casesFirstPageShown');

/** How long the part waits for the first page's rows at most: a page that does not show them (another view, another route). */
export const FIRST_PAGE_SHOWN_WAIT_MS = 2_000;

/**
 * After the first page is stored: until its rows are painted, the view or route changes, or
 * FIRST_PAGE_SHOWN_WAIT_MS have passed. Two frames, not one: after one, the part's request could
 * still start before that frame was on screen, and Lighthouse's simulation then tied the rows' LCP
 * to it (after the login page, scale 1: LCP 2.1 s in two runs of three; with two frames 1.7 and 1.8 s).
 */
export function* waitForFirstPagePaint() {
  const { shown } = yield race({ shown: take(casesFirstPageShown.type), moved: take(navigated.type), waited: delay(FIRST_PAGE_SHOWN_WAIT_MS) });
  if (shown) {
    yield call(afterNextPaint);
    yield call(afterNextPaint);
  }
}

/**
 * Whether the open part's first request waits for a request for the first page: the list's own
 * route (not a case of it), nothing held yet, on the default view.
 */
export const asksFirstPage = (cases: CasesState, routeId: string | null): boolean =>
  isCaseListRoute(routeId) && cases.items.length === 0 && cases.parts?.open.status !== 'success' && showsDefaultView(cases);

/** The first page, unless the part came first (or the list moved on); the list's network state stays the part's. */
export function storeFirstPage(state: CasesState, action: ReturnType<typeof casesFirstPageLoaded>) {
  const { context, cases, caseTypes, count, unread, receivedAt } = action.payload;
  if (!sameContext(state.context, context) || !state.parts || state.parts.open.status === 'success' || state.items.length > 0) return;
  state.items = frozen(cases);
  state.caseTypes = caseTypes;
  state.firstPage = { count, unread: unread ?? 0 };
  state.lastUpdated = receivedAt;
}

/**
 * One request for the first page; true when its rows were stored. It fails quietly: the part's
 * request comes next, and a failure of the part shows.
 */
export function* fetchFirstPage(services: Services, context: CaseListContext) {
  try {
    const result: HttpResult<CaseListResponse | CaseListDelta | null> = yield call(services.api.cases.getAll, { ...contextQuery(context), part: 'open', first: CASE_PAGE_SIZE }, null);
    const page = result.ok && result.data && !('since' in result.data) ? result.data : null;
    if (!page?.first) return false;
    const cases = fromCaseListEntries(page.cases, { codes: page.codes, caseTypes: page.caseTypes, tags: page.tags ?? [] });
    yield put(casesFirstPageLoaded({ context, cases, caseTypes: page.caseTypes, count: page.first.count, unread: page.first.unread, receivedAt: new Date().toISOString() }));
    return true;
  } catch {
    return false; // As above: the part's answer decides what the list shows.
  }
}
