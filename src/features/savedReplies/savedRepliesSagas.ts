import type { Action } from '@reduxjs/toolkit';
import { call, select, take, takeLatest } from 'redux-saga/effects';
import { lazyFlows } from '../../app/lazyFlows';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { mayUseSavedReplies } from '../../domain/savedReplyUnits';
import { CASE_PAGE_ROUTE_IDS } from '../cases/caseContext';
import { userLoaded } from '../user/userSlice';
import { savedRepliesWanted } from './savedRepliesActions';
import type { SavedRepliesFlows } from './savedRepliesFlows';

const flows = lazyFlows<SavedRepliesFlows>(() => import(/* webpackChunkName: "savedReplies" */ './savedRepliesFlows'));

/**
 * Saved replies are used on /svarsmallar and in a case page's reply, by a user who may use them: a
 * member who opens their case fetches none of their code (the first route's budget).
 */
export const savedRepliesUsedHere = (state: RootState): boolean => {
  const { routeId } = state.navigation;
  const user = state.user.user;
  return user !== null && mayUseSavedReplies(user) && routeId !== null && (routeId === 'savedReplies' || CASE_PAGE_ROUTE_IDS.includes(routeId));
};

/**
 * Issue 36: the case page's picker asks for the replies itself (`savedRepliesWanted`), taken here so
 * that no ask is lost while the flows' chunk loads. The rest waits until a user who may use saved
 * replies is on a page that uses them (a navigation, or the user arriving on such a page), then
 * runs their watchers (savedRepliesFlows.ts) for the rest of the session; the main bundle keeps
 * this alone.
 */
export function* savedRepliesSaga(services: Services): Generator<unknown, void, boolean> {
  yield takeLatest(savedRepliesWanted.type, flows.run, 'load', services);
  for (;;) {
    yield take((action: Action) => navigated.match(action) || userLoaded.match(action));
    if (yield select(savedRepliesUsedHere)) break;
  }
  yield call(flows.run, 'watchSavedReplies', services);
}
