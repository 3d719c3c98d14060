import { takeLatest } from 'redux-saga/effects';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import { lazyFlows } from '../../app/lazyFlows';
import { retryOf } from '../../app/lifecycle';
import { caseSearchFromUrl } from '../../domain/caseSearchUrl';
import { isCaseListRoute } from '../cases/caseContext';
import { caseSearchRequested } from './caseSearchActions';
import type { CaseSearchFlows } from './caseSearchFlows';

const flows = lazyFlows<CaseSearchFlows>(() => import(/* webpackChunkName: "caseSearch" */ './caseSearchFlows'));

/** A case list whose URL holds a term (a list without one loads nothing of the search). */
const toSearchedList = (action: { type: string; payload?: unknown }) =>
  navigated.match(action) && isCaseListRoute(action.payload.routeId) && caseSearchFromUrl(action.payload.search).term !== '';

/**
 * 'Sök i ärenden' (issue 36): the URL is the search (one direction, ARCHITECTURE §3 "A list's
 * view"): the user's changes navigate, and a case list route with a term asks Case/Search for it.
 * The work is in caseSearchFlows.ts, a chunk of its own, loaded the first time a search is made.
 */
export function* caseSearchSaga(services: Services) {
  yield takeLatest([toSearchedList, retryOf('caseSearch')], (action) => flows.run('searchCases', services, action));
  yield takeLatest(caseSearchRequested.type, (action) => flows.run('goToSearch', services, action));
}
