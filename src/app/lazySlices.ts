import { rootReducer } from './reducers';
import { casePageLazySlice } from '../features/casePage/casePageSlice';
import { savedRepliesLazySlice } from '../features/savedReplies/savedRepliesSlice';
import { caseSearchLazySlice } from '../features/caseSearch/caseSearchSlice';
import { notificationsLazySlice } from '../features/notifications/notificationsSlice';
import { profileLazySlice } from '../features/profile/profileSlice';
import { statisticsLazySlice } from '../features/statistics/statisticsSlice';
import { accessLogLazySlice } from '../features/accessLog/accessLogSlice';
import { registerExtractLazySlice } from '../features/registerExtract/registerExtractSlice';
import { memberErasureLazySlice } from '../features/memberErasure/memberErasureSlice';
import { courseRegistrationLazySlice } from '../features/courses/courseRegistrationSlice';
import { caseCreationLazySlice } from '../features/caseCreation/caseCreationSlice';
import { membersLazySlice } from '../features/members/membersSlice';

/** Every slice that registers itself when its route chunk loads (reducers.ts LazyLoadedSlices, registerLazySlice). */
export const lazySlices = [casePageLazySlice, caseSearchLazySlice, savedRepliesLazySlice, notificationsLazySlice, profileLazySlice, statisticsLazySlice, accessLogLazySlice, registerExtractLazySlice, memberErasureLazySlice, courseRegistrationLazySlice, caseCreationLazySlice, membersLazySlice] as const;

/**
 * Injects them all at once (importing this module already registers them in the app's reducer;
 * the replay test hands in a fresh reducer). Boot does this before the store exists wherever Redux DevTools is on,
 * so a recorded session starts with the whole state, and QA's import of a log (DevTools recompute
 * every state through the app's reducer) gives the same states whatever page the app is on.
 * Production without DevTools keeps loading them with their chunks (the first route's budget).
 */
export function injectLazySlices(reducer: typeof rootReducer = rootReducer): void {
  for (const slice of lazySlices) reducer.inject(slice);
}
