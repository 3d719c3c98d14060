import { createAction } from '@reduxjs/toolkit';
import type { CourseRegistrations, RegistrationStatus } from '../../api/contentTypes';
import type { RegistrationFieldErrors } from '../../domain/courseRegistration';
import type { SignUpAnswers } from './courseRegistrationSlice';

/* Issue 25's course sign-up actions, apart from its lazy slice (courseRegistrationSlice.ts); the four the main bundle's saga takes are in courseRegistrationRequests.ts. */

export { cancelConfirmed, exportRequested, removeConfirmed, signUpSubmitted } from './courseRegistrationRequests';

export const signUpAnswersChanged = createAction<{ courseId: string; answers: Partial<SignUpAnswers>; known?: Partial<SignUpAnswers> }>('courseRegistration/signUpAnswersChanged');
export const signUpRefused = createAction<{ courseId: string; errorCode: string; fieldErrors?: RegistrationFieldErrors }>('courseRegistration/signUpRefused');
export const signedUp = createAction<{ courseId: string; status: RegistrationStatus; place: number | null }>('courseRegistration/signedUp');
export const cancelRequested = createAction<{ courseId: string }>('courseRegistration/cancelRequested');
export const cancelDismissed = createAction('courseRegistration/cancelDismissed');
export const cancelled = createAction<{ courseId: string; wasWaiting?: boolean }>('courseRegistration/cancelled');
export const cancelFailed = createAction('courseRegistration/cancelFailed');
export const noticeDismissed = createAction('courseRegistration/noticeDismissed');
export const participantsLoadStarted = createAction<{ courseId: string }>('courseRegistration/participantsLoadStarted');
export const participantsLoaded = createAction<CourseRegistrations>('courseRegistration/participantsLoaded');
export const participantsLoadFailed = createAction<{ courseId: string; status: 'error' | 'unauthorised' }>('courseRegistration/participantsLoadFailed');
export const removeRequested = createAction<{ courseId: string; userId: string; name: string }>('courseRegistration/removeRequested');
export const removeDismissed = createAction('courseRegistration/removeDismissed');
export const removeFinished = createAction('courseRegistration/removeFinished');
export const exportFinished = createAction('courseRegistration/exportFinished');
