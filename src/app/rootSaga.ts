import { all, call, spawn } from 'redux-saga/effects';
import type { Services } from './services';
import { authSaga } from '../auth/authSagas';
import { navigationSaga } from './navigation/navigationSagas';
import { userSaga } from '../features/user/userSagas';
import { gdprSaga } from '../features/gdpr/gdprSagas';
import { pagesSaga } from '../features/pages/pagesSagas';
import { toastsSaga } from '../features/toasts/toastsSagas';
import { headerSaga } from '../features/header/headerSagas';
import { casesSaga } from '../features/cases/casesSagas';
import { caseCreationSaga } from '../features/caseCreation/caseCreationSagas';
import { casePageSaga } from '../features/casePage/casePageSagas';
import { postsSaga } from '../features/posts/postsSagas';
import { coursesSaga } from '../features/courses/coursesSagas';
import { courseRegistrationSaga } from '../features/courses/courseRegistrationSagas';
import { membersSaga } from '../features/members/membersSagas';
import { profileSaga } from '../features/profile/profileSagas';
import { searchSaga } from '../features/search/searchSagas';
import { caseSearchSaga } from '../features/caseSearch/caseSearchSagas';
import { filesSaga } from '../features/files/filesSagas';
import { homesSaga } from '../features/homes/homesSagas';
import { notificationsSaga } from '../features/notifications/notificationsSagas';
import { savedRepliesSaga } from '../features/savedReplies/savedRepliesSagas';
import { statisticsSaga } from '../features/statistics/statisticsSagas';
import { accessLogSaga } from '../features/accessLog/accessLogSagas';
import { registerExtractSaga } from '../features/registerExtract/registerExtractSagas';
import { memberErasureSaga } from '../features/memberErasure/memberErasureSagas';

type FeatureSaga = (services: Services) => Generator;

/** Every feature's saga. A new feature adds its saga here (e.g. casesSaga). */
export const featureSagas: FeatureSaga[] = [authSaga, navigationSaga, userSaga, gdprSaga, pagesSaga, toastsSaga, headerSaga, casesSaga, caseCreationSaga, casePageSaga,
  postsSaga, coursesSaga, courseRegistrationSaga, membersSaga, profileSaga, searchSaga, caseSearchSaga, filesSaga, homesSaga, notificationsSaga, savedRepliesSaga, statisticsSaga, accessLogSaga, registerExtractSaga, memberErasureSaga];

/** Each feature saga runs on its own: one that fails is logged and started again, the others go on. */
export function* rootSaga(services: Services) {
  yield all(featureSagas.map((saga) => spawn(keepAlive, saga, services)));
}

function* keepAlive(saga: FeatureSaga, services: Services) {
  while (true) {
    try {
      yield call(saga, services);
      return;
    } catch (error) {
      console.error(`[saga] ${saga.name} failed and restarts`, error);
    }
  }
}
