import { createReducer } from '@reduxjs/toolkit';
import type { CourseRegistrations, RegistrationStatus } from '../../api/contentTypes';
import type { NetworkState } from '../../api/networkState';
import type { RegistrationFieldErrors } from '../../domain/courseRegistration';
import { tokenUnloaded } from '../../auth/authSlice';
import { registerLazySlice, type RootState } from '../../app/reducers';
import {
  signUpAnswersChanged, signUpSubmitted, signUpRefused, signedUp, cancelRequested, cancelDismissed, cancelConfirmed, cancelled, cancelFailed, noticeDismissed, participantsLoadStarted, participantsLoaded, participantsLoadFailed, removeRequested, removeDismissed, removeConfirmed, removeFinished, exportRequested, exportFinished,
} from './courseRegistrationActions';

/** The sign-up form's answers as typed. */
export interface SignUpAnswers {
  dietary: string;
  workplace: string;
  answer: string;
}

export interface SignUpFormState {
  courseId: string;
  answers: SignUpAnswers;
  status: 'editing' | 'submitting';
  fieldErrors: RegistrationFieldErrors;
  /** A refusal that belongs to no field (the course closed meanwhile, a network failure). */
  errorCode: string | null;
  /** Bumped on each refused submit, so the error summary takes the focus again. */
  attempt: number;
}

/** What the course page confirms after a sign-up or a cancellation (GOV.UK's confirmation in the page). */
export interface SignUpNotice {
  courseId: string;
  /** Issue 34: 'left' is a waiting place given up ('Lämna väntelistan'), 'cancelled' a seat. */
  kind: RegistrationStatus | 'cancelled' | 'left';
  place: number | null;
}

export interface ParticipantsEntry {
  status: NetworkState;
  data: CourseRegistrations | null;
}

export interface CourseRegistrationState {
  form: SignUpFormState | null;
  notice: SignUpNotice | null;
  cancelling: { courseId: string; status: 'confirming' | 'submitting' } | null;
  /** The secretariat's participant lists, by course. */
  participants: Record<string, ParticipantsEntry>;
  removing: { courseId: string; userId: string; name: string; status: 'confirming' | 'submitting' } | null;
  exporting: string | null;
}

export const emptyAnswers: SignUpAnswers = { dietary: '', workplace: '', answer: '' };

export const initialCourseRegistrationState: CourseRegistrationState = { form: null, notice: null, cancelling: null, participants: {}, removing: null, exporting: null };

/**
 * The form of this course, opened on first use with what the portal already knows (issue 34: the
 * workplace, editable): the draft survives a refused submit.
 */
function formOf(state: CourseRegistrationState, courseId: string, known: Partial<SignUpAnswers> = {}): SignUpFormState {
  if (!state.form || state.form.courseId !== courseId) {
    state.form = { courseId, answers: { ...emptyAnswers, ...known }, status: 'editing', fieldErrors: {}, errorCode: null, attempt: 0 };
  }
  return state.form;
}

/**
 * Issue 25's sign-up, cancellation and participant lists: a lazy slice (issue 32), registered when
 * the courses chunk loads; its actions (courseRegistrationActions.ts) stay in the main bundle for
 * the sagas that start its flows.
 */
export const courseRegistrationReducer = createReducer(initialCourseRegistrationState, (builder) => {
  builder
    .addCase(signUpAnswersChanged, (state, { payload }) => {
      const form = formOf(state, payload.courseId, payload.known);
      Object.assign(form.answers, payload.answers);
      for (const field of Object.keys(payload.answers)) delete form.fieldErrors[field as keyof RegistrationFieldErrors];
    })
    .addCase(signUpSubmitted, (state, { payload }) => {
      const form = formOf(state, payload.courseId, payload.known);
      form.status = 'submitting';
      form.errorCode = null;
      state.notice = null;
    })
    .addCase(signUpRefused, (state, { payload }) => {
      const form = formOf(state, payload.courseId);
      form.status = 'editing';
      form.fieldErrors = payload.fieldErrors ?? {};
      form.errorCode = payload.fieldErrors && Object.keys(payload.fieldErrors).length ? null : payload.errorCode;
      form.attempt += 1;
    })
    .addCase(signedUp, (state, { payload }) => {
      state.form = null;
      state.notice = { courseId: payload.courseId, kind: payload.status, place: payload.place };
    })
    .addCase(cancelRequested, (state, { payload }) => {
      state.cancelling = { courseId: payload.courseId, status: 'confirming' };
    })
    .addCase(cancelDismissed, (state) => {
      if (state.cancelling?.status === 'confirming') state.cancelling = null;
    })
    .addCase(cancelConfirmed, (state) => {
      if (state.cancelling) state.cancelling.status = 'submitting';
    })
    .addCase(cancelled, (state, { payload }) => {
      state.cancelling = null;
      state.notice = { courseId: payload.courseId, kind: payload.wasWaiting ? 'left' : 'cancelled', place: null };
    })
    .addCase(cancelFailed, (state) => {
      state.cancelling = null;
    })
    .addCase(noticeDismissed, (state) => {
      state.notice = null;
    })
    .addCase(participantsLoadStarted, (state, { payload }) => {
      const held = state.participants[payload.courseId]?.data ?? null;
      state.participants[payload.courseId] = { status: 'getting', data: held };
    })
    .addCase(participantsLoaded, (state, { payload }) => {
      state.participants[payload.course_id] = { status: 'success', data: payload };
    })
    .addCase(participantsLoadFailed, (state, { payload }) => {
      state.participants[payload.courseId] = { status: payload.status, data: null };
    })
    .addCase(removeRequested, (state, { payload }) => {
      state.removing = { ...payload, status: 'confirming' };
    })
    .addCase(removeDismissed, (state) => {
      if (state.removing?.status === 'confirming') state.removing = null;
    })
    .addCase(removeConfirmed, (state) => {
      if (state.removing) state.removing.status = 'submitting';
    })
    .addCase(removeFinished, (state) => {
      state.removing = null;
    })
    .addCase(exportRequested, (state, { payload }) => {
      state.exporting = payload.courseId;
    })
    .addCase(exportFinished, (state) => {
      state.exporting = null;
    })
    .addCase(tokenUnloaded, () => initialCourseRegistrationState);
});

export const courseRegistrationLazySlice = registerLazySlice({ reducerPath: 'courseRegistration', reducer: courseRegistrationReducer });

export const selectCourseRegistrationState = (state: RootState): CourseRegistrationState => state.courseRegistration ?? initialCourseRegistrationState;
export const selectParticipants = (state: RootState, courseId: string) => selectCourseRegistrationState(state).participants[courseId];
