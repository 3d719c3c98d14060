import { call, put, select } from 'redux-saga/effects';
import type { Course, Post, PostInput } from '../../api/contentTypes';
import { failureMessage, type HttpResult } from '../../api/http';
import { pageTitleSet } from '../../app/navigation/navigationSlice';
import { pageTitle } from '../../app/routeTable';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { coursesPath, newsPath, placeOfRoute, targetFromKey } from '../../domain/contentPlaces';
import { firstError, validatePostFields } from '../../domain/contentValidation';
import { svContent } from '../../text/svContent';
import { toastRequested } from '../toasts/toastsSlice';
import { courseInputFromDraft, toFormErrors } from '../courses/courseDraft';
import {
  courseDeleteFailed, courseDeleted, courseSaveFailed, courseSaved, type CoursesState,
} from '../courses/coursesSlice';
import { postDeleteFailed, postDeleted, postSaveFailed, postSaved, type PostsState } from './postsSlice';

/**
 * Writing posts and courses (issue 9): the form's rules first (src/domain/contentValidation.ts),
 * then the call; a refusal keeps the draft with the reason, success shows the toast. Loaded on
 * first use (postsSagas.ts runWriteFlow).
 */
const selectPosts = (state: RootState) => state.posts;
const selectCourses = (state: RootState) => state.courses;

function* savePost(services: Services) {
  const { editor }: PostsState = yield select(selectPosts);
  if (!editor) return;
  const { draft } = editor;
  const fieldErrors = validatePostFields(draft);
  const target = draft.target ? targetFromKey(draft.target) : null;
  if (editor.mode === 'create' && !target) fieldErrors.target = 'TARGET_REQUIRED';
  const code = firstError(fieldErrors);
  if (code) {
    yield put(postSaveFailed({ errorCode: code, fieldErrors }));
    return;
  }
  const input: PostInput = { title: draft.title, preamble: draft.preamble, body: draft.body, ...(target ? { target } : {}) };
  try {
    const result: HttpResult<Post> = editor.mode === 'edit' && editor.postId
      ? yield call(services.api.posts.updatePost, editor.postId, input)
      : yield call(services.api.posts.createPost, input);
    if (!result.ok) {
      const data = result.response.data as { fields?: Record<string, never> } | null;
      yield put(postSaveFailed({ errorCode: result.response.errorCode || 'SAVE_FAILED', fieldErrors: data?.fields ?? {} }));
      return;
    }
    yield put(postSaved(result.data));
    yield put(toastRequested({ text: editor.mode === 'edit' ? svContent.postUpdated : svContent.postPublished }));
    if (editor.mode === 'edit') yield put(pageTitleSet(pageTitle(result.data.title)));
  } catch {
    yield put(postSaveFailed({ errorCode: 'SAVE_FAILED' }));
  }
}

function* deletePost(services: Services) {
  const { deleting }: PostsState = yield select(selectPosts);
  if (!deleting) return;
  const { postId } = deleting;
  try {
    const result: HttpResult<null> = yield call(services.api.posts.deletePost, postId);
    if (!result.ok) throw new Error(failureMessage(result));
  } catch {
    yield put(postDeleteFailed());
    yield put(toastRequested({ text: svContent.postDeleteFailed, type: 'error' }));
    return;
  }
  yield put(postDeleted({ postId }));
  yield put(toastRequested({ text: svContent.postDeleted }));
  const state: RootState = yield select();
  if (state.navigation.selections.postId === postId && state.navigation.routeId) {
    const place = placeOfRoute(state.navigation.routeId, state.navigation.selections);
    yield call(services.navigate, newsPath(place ?? { kind: 'own' }));
  }
}

function* saveCourse(services: Services) {
  const { editor }: CoursesState = yield select(selectCourses);
  if (!editor) return;
  const { input, errors } = courseInputFromDraft(editor.draft);
  if (!input) {
    yield put(courseSaveFailed({ errorCode: Object.values(errors)[0] ?? 'SAVE_FAILED', fieldErrors: errors }));
    return;
  }
  try {
    const result: HttpResult<Course> = editor.mode === 'edit' && editor.courseId
      ? yield call(services.api.courses.updateCourse, editor.courseId, input)
      : yield call(services.api.courses.createCourse, input);
    if (!result.ok) {
      const data = result.response.data as { fields?: Record<string, never> } | null;
      yield put(courseSaveFailed({ errorCode: result.response.errorCode || 'SAVE_FAILED', fieldErrors: toFormErrors(data?.fields ?? {}) }));
      return;
    }
    yield put(courseSaved(result.data));
    yield put(toastRequested({ text: editor.mode === 'edit' ? svContent.courseUpdated : svContent.coursePublished }));
  } catch {
    yield put(courseSaveFailed({ errorCode: 'SAVE_FAILED' }));
  }
}

function* deleteCourse(services: Services) {
  const { deleting }: CoursesState = yield select(selectCourses);
  if (!deleting) return;
  const { courseId } = deleting;
  try {
    const result: HttpResult<null> = yield call(services.api.courses.deleteCourse, courseId);
    if (!result.ok) throw new Error(failureMessage(result));
  } catch {
    yield put(courseDeleteFailed());
    yield put(toastRequested({ text: svContent.courseDeleteFailed, type: 'error' }));
    return;
  }
  yield put(courseDeleted({ courseId }));
  yield put(toastRequested({ text: svContent.courseDeleted }));
  const state: RootState = yield select();
  if (state.navigation.selections.courseId === courseId && state.navigation.routeId) {
    const place = placeOfRoute(state.navigation.routeId, state.navigation.selections);
    yield call(services.navigate, coursesPath(place ?? { kind: 'own' }));
  }
}

const contentWriteFlows = { savePost, deletePost, saveCourse, deleteCourse };
export type ContentWriteFlows = typeof contentWriteFlows;
export default contentWriteFlows;
