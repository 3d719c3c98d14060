import { call, delay, race, select, take } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import { selectRouteId } from '../../app/navigation/selectors';
import { afterNextPaint } from '../../lib/nextTask';
import { isCaseListRoute } from './caseContext';
import { casesFirstPageLoaded, waitForFirstPagePaint } from './caseFirstPage';
import { casesListFailed, casesListLoaded } from './casesSlice';

/*
 * What waits for the case list's first rows. Lighthouse's simulated phone (a cold new tab) counts
 * every request that starts before the largest paint towards that paint, so a request the first
 * screen does not need, started before its rows, makes them later on a slow link.
 */

/** How long a wait for the list's first answer lasts at most (an answer that does not come). */
export const FIRST_ANSWER_WAIT_MS = 5_000;

/**
 * Until the list's first rows are painted: its first answer, then two frames; a first page (issue
 * 38), until its rows are on screen; a failed call, or FIRST_ANSWER_WAIT_MS without an answer: no
 * longer. At once when the list has answered already.
 * Issue 32: the session's first case stream waits for it (a change before the list's answer is in
 * that answer; the stream's two requests made /, /arenden/mina and /arenden/kansliet 50 to 100 ms
 * later).
 */
export function* afterFirstRowsPainted() {
  const answered: boolean = yield select((state: RootState) => state.cases.lastUpdated !== null);
  if (answered) return;
  const { answer }: { answer?: { type: string } } = yield race({
    answer: take([casesListLoaded.type, casesFirstPageLoaded.type, casesListFailed.type]), waited: delay(FIRST_ANSWER_WAIT_MS),
  });
  if (answer?.type === casesFirstPageLoaded.type) {
    yield call(waitForFirstPagePaint);
  } else if (answer?.type === casesListLoaded.type) {
    yield call(afterNextPaint);
    yield call(afterNextPaint);
  }
}

/**
 * Issue 38: a start-up load that a case list's screen does not show (the courses, the documents of
 * spec §4's App shell) waits, on a case list's route, until the list's first rows are painted. At
 * national scale the secretariat's courses and documents are 80 KB each, compressed: on a phone's
 * link they came before the list's first page and made its rows later. Elsewhere (the overview
 * shows courses, a document page its documents) they load at once. True when it waited: no screen
 * waits for the load, which is then read in a worker (`offMainThread`, api/answersOffThread.ts).
 */
export function* afterCaseListFirstRows() {
  const routeId: string | null = yield select(selectRouteId);
  if (!isCaseListRoute(routeId)) return false;
  yield call(afterFirstRowsPainted);
  return true;
}
