import { call, put, select } from 'redux-saga/effects';
import type { CaseSearchResult } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import type { RootState } from '../../app/store';
import type { Services } from '../../app/services';
import { caseSearchFromUrl, caseSearchUrl } from '../../domain/caseSearchUrl';
import { waitForUser } from '../user/userSagas';
import { contextFromRoute, contextQuery } from '../cases/caseContext';
import type { caseSearchRequested } from './caseSearchActions';
import { caseSearchAnswered, caseSearchFailed, caseSearchStarted } from './caseSearchSlice';

/** The flows of 'Sök i ärenden' (issue 36), in the caseSearch chunk; caseSearchSagas.ts (main bundle) starts them. */
const selectNavigation = (state: RootState) => state.navigation;

/** A user's change of the search navigates (the URL is the search); a new term or order starts at page 1. */
export function* goToSearch(services: Services, action: ReturnType<typeof caseSearchRequested>) {
  const { location }: RootState['navigation'] = yield select(selectNavigation);
  if (!location) return;
  const next = { ...caseSearchFromUrl(location.search), ...action.payload, page: action.payload.page ?? 1 };
  const search = caseSearchUrl(location.search, next);
  if (search !== location.search) yield call(services.navigate, `${location.pathname}${search}`);
}

/** Case/Search for the search in the URL of the case list on screen. */
export function* searchCases(services: Services) {
  const { routeId, params, location }: RootState['navigation'] = yield select(selectNavigation);
  const context = contextFromRoute(routeId, params);
  const view = caseSearchFromUrl(location?.search ?? '');
  if (!context || !location || !view.term) return;
  const key = `${location.pathname}${location.search}`;
  yield call(waitForUser);
  yield put(caseSearchStarted({ key, term: view.term }));
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

const caseSearchFlows = { goToSearch, searchCases };
export type CaseSearchFlows = typeof caseSearchFlows;
export default caseSearchFlows;
