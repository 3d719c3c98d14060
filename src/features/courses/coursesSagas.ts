import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Course } from '../../api/contentTypes';
import { failureMessage, type HttpResult } from '../../api/http';
import { failureState } from '../../api/networkState';
import { tokenUnloaded } from '../../auth/authSlice';
import { isAnotherUser, retryOf, sessionStarted } from '../../app/lifecycle';
import { pageTitleSet, selectionsUpdated } from '../../app/navigation/navigationSlice';
import { selectLocation, selectRouteId } from '../../app/navigation/selectors';
import { writeQueryParam } from '../../app/navigation/queryParam';
import { pageTitle } from '../../app/routeTable';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { ensureContentTargets, runWriteFlow } from '../posts/postsSagas';
import {
  courseDeleteConfirmed, courseEditorOpened, courseLoadFailed, courseLoadStarted, courseLoaded, courseSearchChanged, courseSubmitted,
  coursesLoadFailed, coursesLoadStarted, coursesLoaded, coursesUnchanged, COURSE_LIST_ROUTE_IDS, COURSE_SEARCH_PARAM, type CoursesState,
} from './coursesSlice';
import { loadEntity } from '../../app/loadEntity';
import { afterCaseListFirstRows } from '../cases/firstRows';

const selectCourses = (state: RootState) => state.courses;

/**
 * The courses feature (spec §4): the list loads with the token and again when the user changes,
 * with its ETag (an unchanged list is a 304); it is cleared on sign-out (the slice). A course's
 * route loads that course; the secretariat writes courses through the editor.
 */
export function* coursesSaga(services: Services) {
  yield takeLatest(loadsCourses, loadCourses, services);
  const seen: { listPath: string | null } = { listPath: null };
  yield takeLatest(selectionsUpdated.type, function* onNavigation(action: ReturnType<typeof selectionsUpdated>) {
    const routeId: string | null = yield select(selectRouteId);
    const location: RootState['navigation']['location'] = yield select(selectLocation);
    if (action.payload.courseId) {
      seen.listPath = null;
      yield call(loadCourse, services, action.payload.courseId);
      return;
    }
    if (!routeId || !COURSE_LIST_ROUTE_IDS.includes(routeId) || !location) {
      seen.listPath = null;
      return;
    }
    const { listStatus }: CoursesState = yield select(selectCourses);
    const opened = seen.listPath !== location.pathname;
    seen.listPath = location.pathname;
    if (opened && listStatus === 'success') yield call(loadCourses, services, action);
  });
  yield takeLatest(courseEditorOpened.type, ensureContentTargets, services);
  yield takeLeading(courseSubmitted.type, runWriteFlow, 'saveCourse', services);
  yield takeLeading(courseDeleteConfirmed.type, runWriteFlow, 'deleteCourse', services);
  yield takeLatest(courseSearchChanged.type, function* searchToUrl(action: ReturnType<typeof courseSearchChanged>) {
    const routeId: string | null = yield select(selectRouteId);
    if (routeId && COURSE_LIST_ROUTE_IDS.includes(routeId)) yield call(writeQueryParam, services, COURSE_SEARCH_PARAM, action.payload);
  });
}

/** With the token (sessionStarted), for another user (an id change after one), 'Försök igen', and sign-out (stops a load). */
function loadsCourses(action: { type: string; payload?: unknown }): boolean {
  return isAnotherUser(action) || retryOf('courses')(action) || action.type === sessionStarted.type || action.type === tokenUnloaded.type;
}

const failure = (error: unknown) => {
  const message = failureMessage(error);
  return { message, status: failureState(message) };
};

export function* loadCourses(services: Services, action: { type: string }) {
  if (action.type === tokenUnloaded.type) return;
  // Issue 38: the session's first load, on a case list's route, after the list's first rows.
  const behindList: boolean = action.type === sessionStarted.type && (yield call(afterCaseListFirstRows));
  const { etag }: CoursesState = yield select(selectCourses);
  yield put(coursesLoadStarted());
  try {
    const result: HttpResult<Course[] | null> = yield call(services.api.courses.getCourses, etag, behindList);
    if (!result.ok) yield put(coursesLoadFailed(failure(result)));
    else if (result.status === 304 || result.data === null) yield put(coursesUnchanged());
    else yield put(coursesLoaded({ courses: result.data, etag: result.etag ?? null }));
  } catch (error) {
    yield put(coursesLoadFailed(failure(error)));
  }
}

export function* loadCourse(services: Services, courseId: string) {
  const course = yield* loadEntity({
    started: courseLoadStarted({ courseId }),
    loaded: courseLoaded,
    failed: ({ message, status, httpStatus }) => courseLoadFailed({ courseId, message, status, httpStatus }),
    forbiddenIsUnauthorised: true,
  }, () => services.api.courses.getCourse(courseId));
  if (course) yield put(pageTitleSet(pageTitle(course.title)));
}
