import { call, delay, takeLatest } from 'redux-saga/effects';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import { searchTerm } from '../../domain/search';
import { searchAnswered, searchFailed, searchStarted, searchSubmitted, searchTyped } from './searchSlice';
import { RESULTS_ROUTE_ID, resultsPath, resultsTermOf } from './resultsUrl';
import { loadEntity } from '../../app/loadEntity';

/** Typing searches once it pauses. */
export const SEARCH_DEBOUNCE_MS = 300;

const toResultsPage = (action: { type: string; payload?: unknown }) =>
  navigated.match(action) && action.payload.routeId === RESULTS_ROUTE_ID;

/**
 * The header's search: Search/{term} once typing pauses, and at once for the results page's
 * address; the newest term only; no call for an empty term.
 */
export function* searchSaga(services: Services) {
  yield takeLatest([searchTyped.type, toResultsPage], search, services);
  yield takeLatest(searchSubmitted.type, showResultsPage, services);
}

/** Issue 23: Enter leads to the results page, whose address holds the term (it can be shared and reloaded). */
export function* showResultsPage(services: Services, action: ReturnType<typeof searchSubmitted>) {
  const term = searchTerm(action.payload);
  if (!term) return;
  yield call(services.navigate, resultsPath(term));
}

export function* search(services: Services, action: ReturnType<typeof searchTyped> | ReturnType<typeof navigated>) {
  const typed = searchTyped.match(action);
  const term = typed ? searchTerm(action.payload) : resultsTermOf(action.payload.search);
  if (!term) return;
  if (typed) yield delay(SEARCH_DEBOUNCE_MS);
  yield* loadEntity({ started: searchStarted(), loaded: searchAnswered, failed: ({ status }) => searchFailed({ status }) }, () => services.api.search.search(term));
}
