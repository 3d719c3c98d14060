import { createAction } from '@reduxjs/toolkit';
import type { SignUpAnswers } from './courseRegistrationSlice';

/*
 * The course sign-up actions that the main bundle's saga takes (courseRegistrationSagas.ts): only
 * these travel with the first route; the others, with the courses chunk (courseRegistrationActions.ts).
 */

export const signUpSubmitted = createAction<{ courseId: string; known?: Partial<SignUpAnswers> }>('courseRegistration/signUpSubmitted');
export const cancelConfirmed = createAction('courseRegistration/cancelConfirmed');
export const removeConfirmed = createAction('courseRegistration/removeConfirmed');
export const exportRequested = createAction<{ courseId: string }>('courseRegistration/exportRequested');
