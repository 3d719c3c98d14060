import { fail, ok } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import { tokenUnloaded } from '../../../../src/auth/authSlice';
import { course, signedIn } from './contentFixtures';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('spec §4: courses load with the token', () => {
  test('one load per session start, keeping the ETag; opening the list again asks with If-None-Match and a 304 keeps the list', async () => {
    const h = signedIn(demoUsers.medlem, '/');
    h.api.courses.getCourses.mockResolvedValue({ ok: true, status: 200, data: [course('c1')], etag: 'W/"v1"' });
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.courses.getCourses).toHaveBeenCalledTimes(1);
    expect(h.api.courses.getCourses).toHaveBeenCalledWith(null, false);
    expect(h.state().courses).toMatchObject({ listStatus: 'success', etag: 'W/"v1"' });
    h.api.courses.getCourses.mockResolvedValue({ ok: true, status: 304, data: null, etag: 'W/"v1"' });
    h.goTo('/kurser');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.api.courses.getCourses).toHaveBeenLastCalledWith('W/"v1"', false);
    expect(h.state().courses.list.map((c) => c.id)).toEqual(['c1']);
  });

  test('courses are cleared on sign-out', async () => {
    const h = signedIn(demoUsers.medlem, '/');
    h.api.courses.getCourses.mockResolvedValue(ok([course('c1')]));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(tokenUnloaded());
    expect(h.state().courses).toMatchObject({ list: [], listStatus: 'waiting', etag: null });
  });

  test('a course the user may not see (403) is the unauthorised state (spec §8); an unknown one is not found', async () => {
    const h = signedIn(demoUsers.medlem, '/');
    await jest.advanceTimersByTimeAsync(0);
    h.api.courses.getCourse.mockResolvedValue(fail(403, 'COURSE_FORBIDDEN'));
    h.goTo('/kurser/c2');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().courses.byId.c2.status).toBe('unauthorised');
    h.api.courses.getCourse.mockResolvedValue(fail(404, 'COURSE_NOT_FOUND'));
    h.goTo('/kurser/c3');
    await jest.advanceTimersByTimeAsync(0);
    expect(h.state().courses.byId.c3).toMatchObject({ status: 'error', notFound: true });
  });
});
