import type { Action } from '@reduxjs/toolkit';
import { call, take } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import { CASE_PAGE_ROUTE_IDS } from '../cases/caseContext';
import type { SavedRepliesFlows } from './savedRepliesFlows';

const flows = lazyFlows<SavedRepliesFlows>(() => import(/* webpackChunkName: "savedReplies" */ './savedRepliesFlows'));

/** Saved replies are used on /svarsmallar and in a case page's reply: their actions come from those screens only. */
const toWhereUsed = (action: Action) => navigated.match(action)
  && (action.payload.routeId === 'savedReplies' || CASE_PAGE_ROUTE_IDS.includes(action.payload.routeId));

/**
 * Issue 36: waits for the first page that uses saved replies, then runs their watchers
 * (savedRepliesFlows.ts) for the rest of the session; the main bundle keeps this alone.
 */
export function* savedRepliesSaga(services: Services) {
  yield take(toWhereUsed);
  yield call(flows.run, 'watchSavedReplies', services);
}
