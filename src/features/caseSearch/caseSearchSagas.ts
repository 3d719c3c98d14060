import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { CaseSearchResult } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { navigated } from '../../app/navigation/navigationSlice';
import type { RootState } from '../../app/store';
import type { Services } from '../../app/services';
import { retryOf } from '../../app/lifecycle';
import { caseSearchUrl, type CaseSearchView } from '../../domain/caseSearch';
import { waitForUser } from '../user/userSagas';
import { contextFromRoute, contextQuery, isCaseListRoute } from '../cases/caseContext';
import {
  caseSearchAnswered, caseSearchCleared, caseSearchFailed, caseSearchPageChosen, caseSearchSortChosen, caseSearchStarted,
  caseSearchSubmitted, type CaseSearchState,
} from './caseSearchSlice';

const selectCaseSearch = (state: RootState) => state.caseSearch;
const selectNavigation = (state: RootState) => state.navigation;

const toSearchedList = (action: { type: string; payload?: unknown }) =>
  navigated.match(action) && isCaseListRoute(action.payload.routeId);

/**
 * 'Sök i ärenden' (issue 36): the URL is the search (one direction, ARCHITECTURE §3 "A list's
 * view"): the user's changes navigate, and a case list route with a term asks Case/Search for it.
 */
export function* caseSearchSaga(services: Services) {
  yield takeLatest([toSearchedList, retryOf('caseSearch')], searchCases, services);
  yield takeLatest([caseSearchSubmitted.type, caseSearchSortChosen.type, caseSearchPageChosen.type, caseSearchCleared.type], goToSearch, services);
}

export function* goToSearch(services: Services, action: { type: string; payload?: unknown }) {
  const { location }: RootState['navigation'] = yield select(selectNavigation);
  const { view, typed }: CaseSearchState = yield select(selectCaseSearch);
  if (!location) return;
  let next: CaseSearchView;
  if (caseSearchSubmitted.match(action)) next = { term: typed, sort: view.sort, page: 1 };
  else if (caseSearchSortChosen.match(action)) next = { ...view, sort: action.payload, page: 1 };
  else if (caseSearchPageChosen.match(action)) next = { ...view, page: action.payload };
  else next = { term: '', sort: 'relevance', page: 1 };
  const search = caseSearchUrl(location.search, next);
  if (search !== location.search) yield call(services.navigate, `${location.pathname}${search}`);
}

export function* searchCases(services: Services) {
  const { routeId, params, location }: RootState['navigation'] = yield select(selectNavigation);
  const context = contextFromRoute(routeId, params);
  const { view, key }: CaseSearchState = yield select(selectCaseSearch);
  if (!context || !location || !view.term || !key) return;
  yield call(waitForUser);
  yield put(caseSearchStarted());
  try {
    const result: HttpResult<CaseSearchResult> = yield call(services.api.caseSearch.search, { ...contextQuery(context), q: view.term, sort: view.sort, page: view.page });
    if (result.ok) yield put(caseSearchAnswered({ key, result: result.data }));
    else {
      const data = result.response.data as { message?: unknown } | null;
      const refusal = result.status === 400 && typeof data?.message === 'string' ? data.message : null;
      yield put(caseSearchFailed({ key, status: failureState(failureMessage(result)), refusal }));
    }
  } catch (error) {
    yield put(caseSearchFailed({ key, status: failureState(failureMessage(error)), refusal: null }));
  }
}
