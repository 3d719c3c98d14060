import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { GdprConsentResult, GdprStatus, User } from '../../api/types';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { signOutRequested } from '../../auth/authSlice';
import { consentGiven, userAppeared } from '../../app/lifecycle';
import type { Services } from '../../app/services';
import { needsGdprConsent } from '../../domain/users';
import { selectUser } from '../user/selectors';
import { userRefreshed } from '../user/userSlice';
import {
  gdprAccepted, gdprCheckFailed, gdprCheckStarted, gdprChecked, gdprConsentFailed, gdprConsentSaved, gdprDeclined, gdprNotRequired,
} from './gdprSlice';
import { loadEntity } from '../../app/loadEntity';

/** Spec §2, §4: board members are asked for GDPR consent when they first appear; cancel signs out. */
export function* gdprSaga(services: Services) {
  yield takeLatest(userAppeared.type, checkConsent, services);
  yield takeLeading(gdprAccepted.type, acceptConsent, services);
  yield takeLeading(gdprDeclined.type, declineConsent);
}

function* checkConsent(services: Services) {
  const user: User | null = yield select(selectUser);
  if (!user) return;
  if (!needsGdprConsent(user)) {
    yield put(gdprNotRequired());
    return;
  }
  yield* loadEntity({
    started: gdprCheckStarted(),
    loaded: ({ hasApprovedGdprPolicies }: GdprStatus) => gdprChecked({ hasApprovedGdprPolicies }),
    failed: ({ message, status }) => gdprCheckFailed({ message, status }),
  }, () => services.api.gdpr.getStatus());
}

function* acceptConsent(services: Services) {
  try {
    const result: HttpResult<GdprConsentResult> = yield call(services.api.gdpr.consent, true);
    if (result.ok) {
      yield put(gdprConsentSaved());
      // The user as loaded still says consent is awaited (it withholds the organisation role).
      const user: User | null = yield select(selectUser);
      if (user?.awaitsGdprConsent) {
        const { awaitsGdprConsent: _given, ...consented } = user;
        yield put(userRefreshed(consented));
        yield put(consentGiven());
      }
    } else {
      const message = failureMessage(result);
      yield put(gdprConsentFailed({ message, status: failureState(message) }));
    }
  } catch (error) {
    const message = failureMessage(error);
    yield put(gdprConsentFailed({ message, status: failureState(message) }));
  }
}

function* declineConsent() {
  yield put(signOutRequested());
}
