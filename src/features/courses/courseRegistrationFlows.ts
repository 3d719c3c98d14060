import { call, put, select } from 'redux-saga/effects';
import type { Course, MyCourseRegistration, RegistrationInput } from '../../api/contentTypes';
import { failureMessage, type HttpResult } from '../../api/http';
import type { Services } from '../../app/services';
import type { RootState } from '../../app/store';
import { validateRegistration, type RegistrationFieldErrors } from '../../domain/courseRegistration';
import { saveBlob } from '../../lib/saveBlob';
import { svCourseNotices as t } from '../../text/svCourseNotices';
import { toastRequested } from '../toasts/toastsSlice';
import { loadCourse } from './coursesSagas';
import { selectCourseRegistrationState, type CourseRegistrationState, type SignUpAnswers } from './courseRegistrationSlice';
import { type exportRequested, type signUpSubmitted, cancelled, cancelFailed, exportFinished, participantsLoadFailed, participantsLoadStarted, participantsLoaded, removeFinished, signedUp, signUpRefused } from './courseRegistrationActions';
import { loadEntity } from '../../app/loadEntity';

const selectRegistration = selectCourseRegistrationState;
const selectCourse = (state: RootState, courseId: string) => state.courses.byId[courseId]?.course ?? null;

/**
 * Issue 25's work (courseRegistrationSagas.ts takes the actions): signing up and cancelling on the
 * course page, and the secretariat's participant list, its removals and its CSV export. It travels
 * with the courses chunk, as every action it answers comes from a course page, so the first screens
 * of the other routes do not carry the sign-up rules.
 */
/** Only the answers the course asks for travel. */
export function registrationInput(course: Course, answers: SignUpAnswers): RegistrationInput {
  return {
    ...(course.questions.dietary ? { dietary: answers.dietary } : {}),
    ...(course.questions.workplace ? { workplace: answers.workplace } : {}),
    ...(course.questions.question ? { answer: answers.answer } : {}),
  };
}

export function* submitSignUp(services: Services, action: ReturnType<typeof signUpSubmitted>) {
  const { courseId } = action.payload;
  const course: Course | null = yield select(selectCourse, courseId);
  const { form }: CourseRegistrationState = yield select(selectRegistration);
  if (!course || !form) return;
  const input = registrationInput(course, form.answers);
  const errors = validateRegistration(course.questions, input);
  if (Object.keys(errors).length) {
    yield put(signUpRefused({ courseId, errorCode: Object.values(errors)[0]!, fieldErrors: errors }));
    return;
  }
  try {
    const result: HttpResult<MyCourseRegistration> = yield call(services.api.courses.signUp, courseId, input);
    if (result.ok) {
      yield put(signedUp({ courseId, status: result.data.status, place: result.data.place }));
    } else {
      const fields = (result.response.data as { fields?: RegistrationFieldErrors } | null)?.fields;
      yield put(signUpRefused({ courseId, errorCode: result.response.errorCode, fieldErrors: fields }));
    }
  } catch {
    yield put(signUpRefused({ courseId, errorCode: 'SIGN_UP_FAILED' }));
  }
  // The seats left, the place on the list, or why the server refused: the course as it is now.
  yield call(loadCourse, services, courseId);
}

export function* cancelSignUp(services: Services) {
  const { cancelling }: CourseRegistrationState = yield select(selectRegistration);
  if (!cancelling) return;
  const { courseId } = cancelling;
  const course: Course | null = yield select(selectCourse, courseId);
  try {
    const result: HttpResult<null> = yield call(services.api.courses.cancelRegistration, courseId);
    if (!result.ok) throw new Error(failureMessage(result));
    yield put(cancelled({ courseId, wasWaiting: course?.registration?.status === 'waiting' }));
  } catch {
    yield put(cancelFailed());
    yield put(toastRequested({ text: t.cancelFailed, type: 'error' }));
  }
  yield call(loadCourse, services, courseId);
}

export function* loadParticipants(services: Services, action: { payload: { id: string } }) {
  const courseId = action.payload.id;
  yield* loadEntity({
    started: participantsLoadStarted({ courseId }),
    loaded: participantsLoaded,
    failed: ({ status }) => participantsLoadFailed({ courseId, status }),
    forbiddenIsUnauthorised: true,
  }, () => services.api.courses.getRegistrations(courseId));
}

export function* removeParticipant(services: Services) {
  const { removing }: CourseRegistrationState = yield select(selectRegistration);
  if (!removing) return;
  const { courseId, userId, name } = removing;
  try {
    const result: HttpResult<null> = yield call(services.api.courses.removeRegistration, courseId, userId);
    if (!result.ok) throw new Error(failureMessage(result));
    yield put(toastRequested({ text: t.removed(name) }));
  } catch {
    yield put(toastRequested({ text: t.removeFailed, type: 'error' }));
  }
  yield put(removeFinished());
  yield call(loadCourse, services, courseId);
}

export function* exportParticipants(services: Services, action: ReturnType<typeof exportRequested>) {
  const { courseId } = action.payload;
  try {
    const file: { blob: Blob; fileName: string } = yield call(services.api.courses.downloadRegistrationsCsv, courseId, () => services.auth.getAccessToken());
    yield call(saveBlob, file.blob, file.fileName);
  } catch {
    yield put(toastRequested({ text: t.exportFailed, type: 'error' }));
  }
  yield put(exportFinished());
}

const courseRegistrationFlows = { submitSignUp, cancelSignUp, loadParticipants, removeParticipant, exportParticipants };
export type CourseRegistrationFlows = typeof courseRegistrationFlows;
export default courseRegistrationFlows;
