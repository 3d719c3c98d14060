import { call, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { consentGiven, retryOf } from '../../app/lifecycle';
import { navigated } from '../../app/navigation/navigationSlice';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { memberContextOfRoute } from '../../domain/memberSearch';
import { homeMemberContext } from './memberRoutes';
import { lazyFlows } from '../../app/lazyFlows';
import type { MemberFlows } from './memberFlows';
import { memberSearchPageChosen, memberSearchTyped, memberSortRequested } from './membersActions';


const memberFlows = lazyFlows<MemberFlows>(() => import(/* webpackChunkName: "members" */ './memberFlows'));
export const loadMemberFlows = memberFlows.load;

/**
 * The member search and the member page (issue 11): a member route's navigation loads its page
 * of members (the view comes from the URL) or the member; typing, sorting and paging write the
 * URL, which loads again. Paging and sorting happen on the server. The workers live in
 * memberFlows.ts, loaded on the first member route.
 */
export function* membersSaga(services: Services) {
  // The GDPR consent given: the board's members may be listed now (issue 21).
  // 'Försök igen' (issue 34) loads the route's page or member again.
  yield takeLatest((action: { type: string; payload?: unknown }) => action.type === navigated.type || action.type === consentGiven.type || retryOf('members')(action), onRoute, services);
  yield takeLatest(memberSearchTyped.type, memberFlows.run, 'writeTypedText', services);
  yield takeEvery([memberSortRequested.type, memberSearchPageChosen.type], memberFlows.run, 'writeViewChange', services);
}

function* onRoute(services: Services, action: { type: string }) {
  const { routeId, params }: RootState['navigation'] = yield select((state: RootState) => state.navigation);
  if (!homeMemberContext(routeId, params) && !memberContextOfRoute(routeId, params)) return;
  yield call(memberFlows.run, 'onRoute', services, action);
}
