import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Course } from '../../api/contentTypes';
import type { NetworkState } from '../../api/networkState';
import type { FieldErrors } from '../../domain/contentValidation';
import { tokenUnloaded } from '../../auth/authSlice';
import { navigated } from '../../app/navigation/navigationSlice';

/** The course list routes, whose ?sok= is the list's search. */
export const COURSE_LIST_ROUTE_IDS = ['courses', 'organisationCourses', 'secretariatCourses'];
export const COURSE_SEARCH_PARAM = 'sok';
import { readQueryParam } from '../../app/navigation/queryParam';
import { compareCodeUnits } from '../../domain/sorting';

export interface CourseEntry {
  status: NetworkState;
  course: Course | null;
  error: string | null;
  notFound?: boolean;
}

/** The course form: dates and times as typed (yyyy-MM-dd, HH:mm, local time). */
export interface CourseDraft {
  target: string;
  title: string;
  description: string;
  location: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  lastApplicationDate: string;
  /** Issue 25: seats as typed ('' for no limit) and the questions of the sign-up form. */
  seats: string;
  asksDietary: boolean;
  asksWorkplace: boolean;
  question: string;
}

export interface CourseEditorState {
  mode: 'create' | 'edit';
  courseId: string | null;
  draft: CourseDraft;
  status: 'editing' | 'submitting';
  errorCode: string | null;
  fieldErrors: FieldErrors;
}

export interface CoursesState {
  list: Course[];
  listStatus: NetworkState;
  error: string | null;
  /** The list's ETag: the next load asks with If-None-Match. */
  etag: string | null;
  byId: Record<string, CourseEntry>;
  query: string;
  editor: CourseEditorState | null;
  deleting: { courseId: string; status: 'confirming' | 'submitting' } | null;
}

export const emptyCourseDraft: CourseDraft = {
  target: 'everyone::', title: '', description: '', location: '', startDate: '', startTime: '09:00', endDate: '', endTime: '16:00', lastApplicationDate: '',
  seats: '', asksDietary: false, asksWorkplace: false, question: '',
};

const initialState: CoursesState = { list: [], listStatus: 'waiting', error: null, etag: null, byId: {}, query: '', editor: null, deleting: null };

const byStart = (a: Course, b: Course) => compareCodeUnits(a.starts_at, b.starts_at) || compareCodeUnits(a.id, b.id);

const coursesSlice = createSlice({
  name: 'courses',
  initialState,
  reducers: {
    coursesLoadStarted(state) {
      if (state.listStatus !== 'success') state.listStatus = 'getting';
    },
    coursesLoaded(state, action: PayloadAction<{ courses: Course[]; etag: string | null }>) {
      state.list = action.payload.courses;
      state.etag = action.payload.etag;
      state.listStatus = 'success';
      state.error = null;
    },
    /** 304: the list held is the list. */
    coursesUnchanged(state) {
      state.listStatus = 'success';
    },
    coursesLoadFailed(state, action: PayloadAction<{ message: string; status: 'error' | 'unauthorised' }>) {
      if (state.listStatus !== 'success') state.listStatus = action.payload.status;
      state.error = action.payload.message;
    },
    courseLoadStarted(state, action: PayloadAction<{ courseId: string }>) {
      const { courseId } = action.payload;
      const known = state.byId[courseId]?.course ?? state.list.find((course) => course.id === courseId) ?? null;
      state.byId[courseId] = { status: 'getting', course: known, error: null };
    },
    courseLoaded(state, action: PayloadAction<Course>) {
      state.byId[action.payload.id] = { status: 'success', course: action.payload, error: null };
      // The list shows the same course (its seats, the caller's sign-up: 'Mina anmälningar').
      const index = state.list.findIndex((course) => course.id === action.payload.id);
      if (index !== -1) state.list[index] = action.payload;
    },
    /** Spec §8: an unauthorised course sets the unauthorised state; other failures the error state. */
    courseLoadFailed(state, action: PayloadAction<{ courseId: string; message: string; status: 'error' | 'unauthorised'; httpStatus: number | null }>) {
      const { courseId, message, status } = action.payload;
      state.byId[courseId] = { status, course: null, error: message, notFound: action.payload.httpStatus === 404 };
    },
    courseSearchChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    courseEditorOpened(state, action: PayloadAction<{ mode: 'create'; target?: string } | { mode: 'edit'; courseId: string; draft: CourseDraft }>) {
      const payload = action.payload;
      state.editor = {
        mode: payload.mode,
        courseId: payload.mode === 'edit' ? payload.courseId : null,
        draft: payload.mode === 'edit' ? payload.draft : { ...emptyCourseDraft, target: payload.target || emptyCourseDraft.target },
        status: 'editing',
        errorCode: null,
        fieldErrors: {},
      };
    },
    courseDraftChanged(state, action: PayloadAction<Partial<CourseDraft>>) {
      if (!state.editor) return;
      Object.assign(state.editor.draft, action.payload);
      for (const field of Object.keys(action.payload)) delete state.editor.fieldErrors[field];
      state.editor.errorCode = null;
    },
    courseSubmitted(state) {
      if (state.editor) state.editor.status = 'submitting';
    },
    courseSaveFailed(state, action: PayloadAction<{ errorCode: string; fieldErrors?: FieldErrors }>) {
      if (!state.editor) return;
      state.editor.status = 'editing';
      state.editor.errorCode = action.payload.errorCode;
      state.editor.fieldErrors = action.payload.fieldErrors ?? {};
    },
    courseSaved(state, action: PayloadAction<Course>) {
      const course = action.payload;
      state.editor = null;
      state.list = [...state.list.filter((item) => item.id !== course.id), course].sort(byStart);
      state.byId[course.id] = { status: 'success', course, error: null };
      state.etag = null;
    },
    courseEditorClosed(state) {
      if (state.editor?.status !== 'submitting') state.editor = null;
    },
    courseDeleteRequested(state, action: PayloadAction<{ courseId: string }>) {
      state.deleting = { courseId: action.payload.courseId, status: 'confirming' };
    },
    courseDeleteCancelled(state) {
      if (state.deleting?.status === 'confirming') state.deleting = null;
    },
    courseDeleteConfirmed(state) {
      if (state.deleting) state.deleting.status = 'submitting';
    },
    courseDeleted(state, action: PayloadAction<{ courseId: string }>) {
      state.deleting = null;
      state.list = state.list.filter((course) => course.id !== action.payload.courseId);
      delete state.byId[action.payload.courseId];
      state.etag = null;
    },
    courseDeleteFailed(state) {
      state.deleting = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenUnloaded, () => initialState);
    // Issue 27: a course list's search is its URL's ?sok= (typing writes the URL, coursesSagas):
    // the store follows the URL it is navigated to, never the other way round.
    builder.addCase(navigated, (state, action) => {
      if (!action.payload.routeId || !COURSE_LIST_ROUTE_IDS.includes(action.payload.routeId)) return;
      const fromUrl = readQueryParam(action.payload.search, COURSE_SEARCH_PARAM);
      if (fromUrl !== state.query) state.query = fromUrl;
    });
  },
});

export const {
  coursesLoadStarted, coursesLoaded, coursesUnchanged, coursesLoadFailed, courseLoadStarted, courseLoaded, courseLoadFailed,
  courseSearchChanged, courseEditorOpened, courseDraftChanged, courseSubmitted, courseSaveFailed, courseSaved, courseEditorClosed,
  courseDeleteRequested, courseDeleteCancelled, courseDeleteConfirmed, courseDeleted, courseDeleteFailed,
} = coursesSlice.actions;
export const coursesReducer = coursesSlice.reducer;
