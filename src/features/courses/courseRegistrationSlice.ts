import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CourseRegistrations, RegistrationStatus } from '../../api/contentTypes';
import type { NetworkState } from '../../api/networkState';
import type { RegistrationFieldErrors } from '../../domain/courseRegistration';
import { tokenUnloaded } from '../../auth/authSlice';

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

const initialState: CourseRegistrationState = { form: null, notice: null, cancelling: null, participants: {}, removing: null, exporting: null };

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

const courseRegistrationSlice = createSlice({
  name: 'courseRegistration',
  initialState,
  reducers: {
    signUpAnswersChanged(state, action: PayloadAction<{ courseId: string; answers: Partial<SignUpAnswers>; known?: Partial<SignUpAnswers> }>) {
      const form = formOf(state, action.payload.courseId, action.payload.known);
      Object.assign(form.answers, action.payload.answers);
      for (const field of Object.keys(action.payload.answers)) delete form.fieldErrors[field as keyof RegistrationFieldErrors];
    },
    signUpSubmitted(state, action: PayloadAction<{ courseId: string; known?: Partial<SignUpAnswers> }>) {
      const form = formOf(state, action.payload.courseId, action.payload.known);
      form.status = 'submitting';
      form.errorCode = null;
      state.notice = null;
    },
    signUpRefused(state, action: PayloadAction<{ courseId: string; errorCode: string; fieldErrors?: RegistrationFieldErrors }>) {
      const form = formOf(state, action.payload.courseId);
      form.status = 'editing';
      form.fieldErrors = action.payload.fieldErrors ?? {};
      form.errorCode = action.payload.fieldErrors && Object.keys(action.payload.fieldErrors).length ? null : action.payload.errorCode;
      form.attempt += 1;
    },
    signedUp(state, action: PayloadAction<{ courseId: string; status: RegistrationStatus; place: number | null }>) {
      state.form = null;
      state.notice = { courseId: action.payload.courseId, kind: action.payload.status, place: action.payload.place };
    },
    cancelRequested(state, action: PayloadAction<{ courseId: string }>) {
      state.cancelling = { courseId: action.payload.courseId, status: 'confirming' };
    },
    cancelDismissed(state) {
      if (state.cancelling?.status === 'confirming') state.cancelling = null;
    },
    cancelConfirmed(state) {
      if (state.cancelling) state.cancelling.status = 'submitting';
    },
    cancelled(state, action: PayloadAction<{ courseId: string; wasWaiting?: boolean }>) {
      state.cancelling = null;
      state.notice = { courseId: action.payload.courseId, kind: action.payload.wasWaiting ? 'left' : 'cancelled', place: null };
    },
    cancelFailed(state) {
      state.cancelling = null;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    participantsLoadStarted(state, action: PayloadAction<{ courseId: string }>) {
      const held = state.participants[action.payload.courseId]?.data ?? null;
      state.participants[action.payload.courseId] = { status: 'getting', data: held };
    },
    participantsLoaded(state, action: PayloadAction<CourseRegistrations>) {
      state.participants[action.payload.course_id] = { status: 'success', data: action.payload };
    },
    participantsLoadFailed(state, action: PayloadAction<{ courseId: string; status: 'error' | 'unauthorised' }>) {
      state.participants[action.payload.courseId] = { status: action.payload.status, data: null };
    },
    removeRequested(state, action: PayloadAction<{ courseId: string; userId: string; name: string }>) {
      state.removing = { ...action.payload, status: 'confirming' };
    },
    removeDismissed(state) {
      if (state.removing?.status === 'confirming') state.removing = null;
    },
    removeConfirmed(state) {
      if (state.removing) state.removing.status = 'submitting';
    },
    removeFinished(state) {
      state.removing = null;
    },
    exportRequested(state, action: PayloadAction<{ courseId: string }>) {
      state.exporting = action.payload.courseId;
    },
    exportFinished(state) {
      state.exporting = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialState);
  },
});

export const {
  signUpAnswersChanged, signUpSubmitted, signUpRefused, signedUp, cancelRequested, cancelDismissed, cancelConfirmed, cancelled, cancelFailed,
  noticeDismissed, participantsLoadStarted, participantsLoaded, participantsLoadFailed, removeRequested, removeDismissed, removeConfirmed,
  removeFinished, exportRequested, exportFinished,
} = courseRegistrationSlice.actions;
export const courseRegistrationReducer = courseRegistrationSlice.reducer;
