import { combineReducers } from '@reduxjs/toolkit';
import { authReducer } from '../auth/authSlice';
import { navigationReducer } from './navigation/navigationSlice';
import { networkReducer } from './networkSlice';
import { userReducer } from '../features/user/userSlice';
import { gdprReducer } from '../features/gdpr/gdprSlice';
import { pagesReducer } from '../features/pages/pagesSlice';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { headerReducer } from '../features/header/headerSlice';
import { casesReducer } from '../features/cases/casesSlice';
import { caseCreationReducer } from '../features/caseCreation/caseCreationSlice';
import { casePageReducer } from '../features/casePage/casePageSlice';

/**
 * Every slice of the one store. A new feature adds its reducer here under its feature name
 * (e.g. `caseCreation: caseCreationReducer`); its saga goes into rootSaga.ts.
 */
export const reducers = {
  auth: authReducer,
  navigation: navigationReducer,
  network: networkReducer,
  user: userReducer,
  gdpr: gdprReducer,
  pages: pagesReducer,
  toasts: toastsReducer,
  header: headerReducer,
  cases: casesReducer,
  caseCreation: caseCreationReducer,
  casePage: casePageReducer,
};

export const rootReducer = combineReducers(reducers);
export type RootState = ReturnType<typeof rootReducer>;
