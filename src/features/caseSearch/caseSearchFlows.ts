import { call, select } from 'redux-saga/effects';
import type { CaseSearchResult } from '../../api/types';
import type { RootState } from '../../app/store';
import { apiOf, type Services } from '../../app/services';
import { caseSearchFromUrl, caseSearchUrl } from '../../domain/caseSearchUrl';
import { waitForUser } from '../user/userSagas';
import { contextFromRoute, contextQuery } from '../cases/caseContext';
import type { caseSearchRequested } from './caseSearchActions';
import { caseSearchAnswered, caseSearchFailed, caseSearchStarted } from './caseSearchSlice';
import { loadEntity } from '../../app/loadEntity';
import { createCaseSearchApi, type CaseSearchApi } from './caseSearchApi';

const caseSearchApi = (services: Services): CaseSearchApi => apiOf(services, 'caseSearch', createCaseSearchApi);

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
  yield* loadEntity({
    started: caseSearchStarted({ key, term: view.term }),
    loaded: (result: CaseSearchResult) => caseSearchAnswered({ key, result }),
    failed: ({ status, httpStatus, data }) => {
      const message = (data as { message?: unknown } | null)?.message;
      return caseSearchFailed({ key, status, refusal: httpStatus === 400 && typeof message === 'string' ? message : null });
    },
  }, () => caseSearchApi(services).search({ ...contextQuery(context), q: view.term, sort: view.sort, page: view.page }));
}

const caseSearchFlows = { goToSearch, searchCases };
export type CaseSearchFlows = typeof caseSearchFlows;
export default caseSearchFlows;
