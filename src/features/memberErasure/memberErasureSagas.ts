import { call, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { User } from '../../api/types';
import { lazyFlows } from '../../app/lazyFlows';
import type { Services } from '../../app/services';
import { mayEraseFormerMember } from '../../domain/memberErasure';
import { memberLoaded } from '../members/membersActions';
import { selectUser } from '../user/selectors';
import { memberErasureConfirmed } from './memberErasureRequests';
import type { MemberErasureFlows } from './memberErasureFlows';

const flows = lazyFlows<MemberErasureFlows>(() => import(/* webpackChunkName: "memberErasure" */ './memberErasureFlows'));
export const loadMemberErasureFlows = flows.load;

/** A member page's member loaded: for the secretariat's management only, what an erasure would do. */
function* onMemberLoaded(services: Services) {
  const user: User | null = yield select(selectUser);
  if (user && mayEraseFormerMember(user)) yield call(flows.run, 'loadPreview', services);
}

/**
 * Erasure of a former member (issue 37): a member page's member loaded asks, for the secretariat's
 * management, what an erasure would do; 'Radera medlemmen' erases. The work is in
 * memberErasureFlows.ts, a chunk only the management loads.
 */
export function* memberErasureSaga(services: Services) {
  yield takeLatest(memberLoaded.type, onMemberLoaded, services);
  yield takeEvery(memberErasureConfirmed.type, flows.run, 'erase', services);
}
