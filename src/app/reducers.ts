import { combineSlices } from '@reduxjs/toolkit';
import { authReducer } from '../auth/authSlice';
import { navigationReducer } from './navigation/navigationSlice';
import { networkReducer } from './networkSlice';
import { userReducer } from '../features/user/userSlice';
import { gdprReducer } from '../features/gdpr/gdprSlice';
import { pagesReducer } from '../features/pages/pagesSlice';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { headerReducer } from '../features/header/headerSlice';
import { casesReducer } from '../features/cases/casesSlice';
import { postsReducer } from '../features/posts/postsSlice';
import { coursesReducer } from '../features/courses/coursesSlice';
import { searchReducer } from '../features/search/searchSlice';
import { filesReducer } from '../features/files/filesSlice';
import type { SavedRepliesState } from '../features/savedReplies/savedRepliesSlice';
import type { NotificationsState } from '../features/notifications/notificationsSlice';
import type { ProfileState } from '../features/profile/profileSlice';
import type { StatisticsState } from '../features/statistics/statisticsSlice';
import type { AccessLogState } from '../features/accessLog/accessLogSlice';
import type { CourseRegistrationState } from '../features/courses/courseRegistrationSlice';
import type { RegisterExtractState } from '../features/registerExtract/registerExtractSlice';
import type { MemberErasureState } from '../features/memberErasure/memberErasureSlice';
import type { CasePageState } from '../features/casePage/casePageSlice';
import type { CaseSearchState } from '../features/caseSearch/caseSearchSlice';
import type { CaseCreationState } from '../features/caseCreation/caseCreationSlice';
import type { MembersState } from '../features/members/membersState';

/**
 * Every slice of the one store that the first screen needs. A new feature adds its reducer here
 * under its feature name (e.g. `cases: casesReducer`); its saga goes into rootSaga.ts.
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
  posts: postsReducer,
  courses: coursesReducer,
  search: searchReducer,
  files: filesReducer,
};

/**
 * Slices whose code travels with a lazy route chunk (the first route's budget; ARCHITECTURE §3
 * "Lazy features"). Each registers itself from its slice module (registerLazySlice), which only
 * the chunk's code imports; its key appears in the state with the next action, which a recorded
 * DevTools log shows and the replay test reproduces.
 */
export interface LazyLoadedSlices {
  caseCreation: CaseCreationState;
  courseRegistration: CourseRegistrationState;
  casePage: CasePageState;
  savedReplies: SavedRepliesState;
  notifications: NotificationsState;
  profile: ProfileState;
  caseSearch: CaseSearchState;
  statistics: StatisticsState;
  accessLog: AccessLogState;
  registerExtract: RegisterExtractState;
  memberErasure: MemberErasureState;
  members: MembersState;
}

export const createRootReducer = () => combineSlices(reducers).withLazyLoadedSlices<LazyLoadedSlices>();
export const rootReducer = createRootReducer();

type LazySlice = { [K in keyof LazyLoadedSlices]: { reducerPath: K; reducer: (state: LazyLoadedSlices[K] | undefined, action: { type: string }) => LazyLoadedSlices[K] } }[keyof LazyLoadedSlices];

/** The one way a lazy slice joins the store: its slice module calls this once, when its chunk loads. */
export function registerLazySlice<S extends LazySlice>(slice: S): S {
  rootReducer.inject(slice);
  return slice;
}

/** Lazy slices are optional in the state: their selectors fall back to the initial state until injected. */
export type RootState = ReturnType<typeof rootReducer>;
