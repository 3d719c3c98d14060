import { call, put, select } from 'redux-saga/effects';
import type { MemberErasureResult, User } from '../../api/types';
import type { HttpResult } from '../../api/http';
import { apiOf, type Services } from '../../app/services';
import { erasedMember, mayEraseFormerMember } from '../../domain/memberErasure';
import { waitForUser } from '../user/userSagas';
import { selectMemberDetail } from '../members/selectors';
import { memberLoaded } from '../members/membersSlice';
import {
  memberErased, memberErasureFailed, memberErasurePreviewFailed, memberErasurePreviewLoaded, memberErasurePreviewStarted, type memberErasureConfirmed,
} from './memberErasureActions';
import { createMemberErasureApi, type MemberErasureApi } from './memberErasureApi';
import { loadEntity } from '../../app/loadEntity';

/* Erasure of a former member (issue 37): the work; memberErasureSagas.ts starts it. */

const memberErasureApi = (services: Services): MemberErasureApi => apiOf(services, 'memberErasure', createMemberErasureApi);

/** A member page opened (or reloaded): for the secretariat's management, the member's standing and the erasure's counts. */
export function* loadPreview(services: Services) {
  const user: User = yield call(waitForUser);
  const member: ReturnType<typeof selectMemberDetail> = yield select(selectMemberDetail);
  const shown = member.data;
  if (!shown || !mayEraseFormerMember(user) || shown.id === user.id) return;
  yield* loadEntity({
    started: memberErasurePreviewStarted({ memberId: shown.id }),
    loaded: memberErasurePreviewLoaded,
    failed: ({ status }) => memberErasurePreviewFailed({ memberId: shown.id, status }),
    forbiddenIsUnauthorised: true,
  }, () => memberErasureApi(services).preview(shown.id));
}

/** 'Radera medlemmen': the call, then the member page shows the tombstone ('Tidigare medlem', nothing else), as the server now keeps it. */
export function* erase(services: Services, action: ReturnType<typeof memberErasureConfirmed>) {
  const { memberId } = action.payload;
  try {
    const result: HttpResult<MemberErasureResult> = yield call(memberErasureApi(services).erase, memberId);
    if (!result.ok) {
      yield put(memberErasureFailed({ memberId, errorCode: result.response.errorCode ?? `HTTP_${result.status}` }));
      return;
    }
    yield put(memberErased(result.data));
    const held: ReturnType<typeof selectMemberDetail> = yield select(selectMemberDetail);
    if (held.data?.id === memberId) yield put(memberLoaded(erasedMember(held.data)));
  } catch {
    yield put(memberErasureFailed({ memberId, errorCode: null }));
  }
}

const memberErasureFlows = { loadPreview, erase };
export type MemberErasureFlows = typeof memberErasureFlows;
export default memberErasureFlows;
