import { fail, ok } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { course, signedIn } from '../posts/contentFixtures';
import type { Course, CourseRegistrations, MyCourseRegistration } from '../../../../src/api/contentTypes';
// The course page's chunk registers the lazy slice (its components import it) before anything is dispatched.
import '../../../../src/features/courses/courseRegistrationSlice';
import { cancelConfirmed, cancelRequested, exportRequested, removeConfirmed, removeRequested, signUpAnswersChanged, signUpSubmitted } from '../../../../src/features/courses/courseRegistrationActions';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const asks = { dietary: true, workplace: true, question: 'Varför vill du gå?' };
const registration = (overrides: Partial<MyCourseRegistration> = {}): MyCourseRegistration => ({
  status: 'registered', place: null, offered: false, registered_at: '2026-11-20T10:00:00.000Z', dietary: null, workplace: null, answer: null, ...overrides,
});

/** medlem on the course's page, the list and the course loaded. */
async function onCoursePage(c: Course, user = demoUsers.medlem) {
  const h = signedIn(user, '/');
  h.api.courses.getCourses.mockResolvedValue(ok([c]));
  h.api.courses.getCourse.mockResolvedValue(ok(c));
  await jest.advanceTimersByTimeAsync(0);
  h.goTo(`/kurser/${c.id}`);
  await jest.advanceTimersByTimeAsync(0);
  return h;
}

describe('signing up (issue 25)', () => {
  test('the questions a course asks are validated before any call: Swedish errors by the field, the answers kept', async () => {
    const h = await onCoursePage(course('c1', { questions: asks, seats: 10, seats_left: 10 }));
    h.store.dispatch(signUpAnswersChanged({ courseId: 'c1', answers: { dietary: 'Vegetarisk' } }));
    h.store.dispatch(signUpSubmitted({ courseId: 'c1' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.courses.signUp).not.toHaveBeenCalled();
    expect(h.state().courseRegistration!.form).toMatchObject({
      status: 'editing', answers: { dietary: 'Vegetarisk' }, fieldErrors: { workplace: 'WORKPLACE_REQUIRED', answer: 'ANSWER_REQUIRED' }, attempt: 1,
    });
  });

  test('a sign-up sends only the answers asked, confirms in the page and reloads the course (seats, own sign-up, the list too)', async () => {
    const c = course('c1', { questions: { dietary: true, workplace: false, question: null }, seats: 10, seats_left: 10 });
    const h = await onCoursePage(c);
    h.store.dispatch(signUpAnswersChanged({ courseId: 'c1', answers: { dietary: 'Glutenfri', workplace: 'not asked' } }));
    h.api.courses.signUp.mockResolvedValue(ok(registration({ dietary: 'Glutenfri' })));
    const after = { ...c, seats_left: 9, registration: registration({ dietary: 'Glutenfri' }) };
    h.api.courses.getCourse.mockResolvedValue(ok(after));
    h.store.dispatch(signUpSubmitted({ courseId: 'c1' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.courses.signUp).toHaveBeenCalledWith('c1', { dietary: 'Glutenfri' });
    expect(h.state().courseRegistration!).toMatchObject({ form: null, notice: { courseId: 'c1', kind: 'registered', place: null } });
    expect(h.state().courses.byId.c1.course).toEqual(after);
    expect(h.state().courses.list).toEqual([after]);
  });

  test('a full course: the sign-up lands on the waiting list and the page says the place', async () => {
    const h = await onCoursePage(course('c1', { seats: 1, seats_left: 0 }));
    h.api.courses.signUp.mockResolvedValue(ok(registration({ status: 'waiting', place: 3 })));
    h.store.dispatch(signUpSubmitted({ courseId: 'c1' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().courseRegistration!.notice).toEqual({ courseId: 'c1', kind: 'waiting', place: 3 });
  });

  test('the server\'s refusal (the last day passed meanwhile) is shown, the answers kept, the course reloaded', async () => {
    const h = await onCoursePage(course('c1', { questions: { dietary: true, workplace: false, question: null } }));
    h.store.dispatch(signUpAnswersChanged({ courseId: 'c1', answers: { dietary: 'Vegansk' } }));
    h.api.courses.signUp.mockResolvedValue(fail(409, 'APPLICATION_CLOSED'));
    h.api.courses.getCourse.mockClear();
    h.store.dispatch(signUpSubmitted({ courseId: 'c1' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().courseRegistration!.form).toMatchObject({ status: 'editing', errorCode: 'APPLICATION_CLOSED', answers: { dietary: 'Vegansk' } });
    expect(h.api.courses.getCourse).toHaveBeenCalledWith('c1');
  });

  test('field errors from the server land by their fields', async () => {
    const h = await onCoursePage(course('c1', { questions: asks }));
    h.store.dispatch(signUpAnswersChanged({ courseId: 'c1', answers: { workplace: 'Visby', answer: 'x' } }));
    h.api.courses.signUp.mockResolvedValue({ ok: false, status: 400, response: { errorCode: 'ANSWER_TOO_LONG', data: { fields: { answer: 'ANSWER_TOO_LONG' } } } });
    h.store.dispatch(signUpSubmitted({ courseId: 'c1' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().courseRegistration!.form).toMatchObject({ fieldErrors: { answer: 'ANSWER_TOO_LONG' }, errorCode: null });
  });

  test('\'Avanmäl dig\' asks first, then cancels, confirms in the page and reloads the course', async () => {
    const c = course('c1', { registration: registration() });
    const h = await onCoursePage(c);
    h.store.dispatch(cancelRequested({ courseId: 'c1' }));
    expect(h.api.courses.cancelRegistration).not.toHaveBeenCalled();
    h.api.courses.cancelRegistration.mockResolvedValue(ok(null));
    h.api.courses.getCourse.mockResolvedValue(ok({ ...c, registration: null }));
    h.store.dispatch(cancelConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.courses.cancelRegistration).toHaveBeenCalledWith('c1');
    expect(h.state().courseRegistration!).toMatchObject({ cancelling: null, notice: { courseId: 'c1', kind: 'cancelled' } });
    expect(h.state().courses.byId.c1.course?.registration).toBeNull();
  });

  test('a failed cancellation keeps the sign-up and says so in a toast', async () => {
    const h = await onCoursePage(course('c1', { registration: registration() }));
    h.store.dispatch(cancelRequested({ courseId: 'c1' }));
    h.api.courses.cancelRegistration.mockResolvedValue(fail(409, 'COURSE_STARTED'));
    h.store.dispatch(cancelConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().courseRegistration!.cancelling).toBeNull();
    expect(h.state().toasts.current?.text ?? h.state().toasts.queue[0]?.text).toBe('Det gick inte att avanmäla dig. Försök igen.');
  });
});

describe('the secretariat\'s participant list', () => {
  const list: CourseRegistrations = {
    course_id: 'c1', seats: 1,
    participants: [{ user_id: 'u1', name: 'Anna Lindqvist', member_number: '1', protected_identity: false, email: 'a@x.se', status: 'registered', place: null, registered_at: '2026-11-20T10:00:00.000Z', dietary: null, workplace: null, answer: null }],
    waiting: [],
  };

  test('loads with a course the caller may edit, and never for a member', async () => {
    const member = await onCoursePage(course('c1'));
    expect(member.api.courses.getRegistrations).not.toHaveBeenCalled();
    const h = signedIn(demoUsers.kanslist, '/');
    h.api.courses.getCourse.mockResolvedValue(ok(course('c1', { can_edit: true })));
    h.api.courses.getRegistrations.mockResolvedValue(ok(list));
    await jest.advanceTimersByTimeAsync(0);
    h.goTo('/kansliet/kurser/c1');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.courses.getRegistrations).toHaveBeenCalledWith('c1');
    expect(h.state().courseRegistration!.participants.c1).toEqual({ status: 'success', data: list });
  });

  test('removing one asks first, then removes, tells in a toast and reloads the course and its list', async () => {
    const h = signedIn(demoUsers.kanslist, '/');
    h.api.courses.getCourse.mockResolvedValue(ok(course('c1', { can_edit: true })));
    h.api.courses.getRegistrations.mockResolvedValue(ok(list));
    await jest.advanceTimersByTimeAsync(0);
    h.goTo('/kansliet/kurser/c1');
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(removeRequested({ courseId: 'c1', userId: 'u1', name: 'Anna Lindqvist' }));
    expect(h.api.courses.removeRegistration).not.toHaveBeenCalled();
    h.api.courses.removeRegistration.mockResolvedValue(ok(null));
    h.api.courses.getRegistrations.mockResolvedValue(ok({ ...list, participants: [] }));
    h.store.dispatch(removeConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.courses.removeRegistration).toHaveBeenCalledWith('c1', 'u1');
    expect(h.state().courseRegistration!.removing).toBeNull();
    expect(h.state().courseRegistration!.participants.c1.data?.participants).toEqual([]);
    expect(h.state().toasts.current?.text).toBe('Anna Lindqvist är borttagen från kursen.');
  });

  test('the export fetches the CSV with the token and saves it; a failure is a toast', async () => {
    const created: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = jest.fn((blob: Blob) => { created.push(blob); return 'blob:x'; });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const h = signedIn(demoUsers.kanslist, '/');
      await jest.advanceTimersByTimeAsync(0);
      const blob = new Blob(['\uFEFFStatus'], { type: 'text/csv' });
      h.api.courses.downloadRegistrationsCsv.mockResolvedValue({ blob, fileName: 'deltagare-c1.csv' });
      h.store.dispatch(exportRequested({ courseId: 'c1' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(h.api.courses.downloadRegistrationsCsv).toHaveBeenCalledWith('c1', expect.any(Function));
      expect(created).toEqual([blob]);
      expect(click).toHaveBeenCalledTimes(1);
      expect(h.state().courseRegistration!.exporting).toBeNull();
      h.api.courses.downloadRegistrationsCsv.mockRejectedValue(new Error('Status 500: export failed'));
      h.store.dispatch(exportRequested({ courseId: 'c1' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(h.state().toasts.current?.text ?? h.state().toasts.queue.at(-1)?.text).toBe('Det gick inte att exportera deltagarlistan.');
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
