import { harness, session, fakeAuth, fail, ok } from '../../support/fakeServices';
import { demoUsers } from '../../support/users';
import {
  postDeleteConfirmed, postDeleteRequested, postDraftChanged, postEditorOpened, postSubmitted,
} from '../../../../src/features/posts/postsSlice';
import { courseDraftChanged, courseEditorOpened, courseSubmitted } from '../../../../src/features/courses/coursesSlice';
import type { User } from '../../../../src/api/types';
import { SECRETARIAT, course, intranetPost } from './contentFixtures';

const intranetTarget = { kind: 'organization' as const, organization_id: SECRETARIAT, organization: { id: SECRETARIAT, name: 'Kansliet', kind: 'secretariat' as const } };

async function signedIn(user: User, path: string) {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  h.api.posts.getTargets.mockResolvedValue(ok({ posts: [{ kind: 'everyone' }, intranetTarget], courses: [{ kind: 'everyone' }] }));
  h.goTo(path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return h;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('writing a post (issue 9)', () => {
  test('the editor opened from the intranet starts with the intranet as target, once the targets are loaded', async () => {
    const h = await signedIn(demoUsers.kanslist, '/kansliet/aktuellt');
    h.store.dispatch(postEditorOpened({ mode: 'create', place: { kind: 'secretariat' } }));
    await settle();
    expect(h.api.posts.getTargets).toHaveBeenCalledTimes(1);
    expect(h.state().posts.editor!.draft.target).toBe(`organization:${SECRETARIAT}:`);
  });

  test('the form\'s rules refuse an empty title and text without a call, and name the fields', async () => {
    const h = await signedIn(demoUsers.kanslist, '/kansliet/aktuellt');
    h.store.dispatch(postEditorOpened({ mode: 'create', place: { kind: 'secretariat' } }));
    await settle();
    h.store.dispatch(postSubmitted());
    await settle();
    expect(h.api.posts.createPost).not.toHaveBeenCalled();
    expect(h.state().posts.editor).toMatchObject({ status: 'editing', fieldErrors: { title: 'TITLE_REQUIRED', body: 'BODY_REQUIRED' } });
  });

  test('a refused save keeps everything typed, with the reason; a second submit while one is in flight is ignored', async () => {
    const h = await signedIn(demoUsers.kanslist, '/kansliet/aktuellt');
    h.store.dispatch(postEditorOpened({ mode: 'create', place: { kind: 'secretariat' } }));
    await settle();
    h.store.dispatch(postDraftChanged({ title: 'Julfest', preamble: 'Välkomna', body: 'Fredag kl 15.' }));
    let answer: (value: unknown) => void = () => {};
    h.api.posts.createPost.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    h.store.dispatch(postSubmitted());
    h.store.dispatch(postSubmitted());
    await settle();
    expect(h.api.posts.createPost).toHaveBeenCalledTimes(1);
    expect(h.api.posts.createPost).toHaveBeenCalledWith({ title: 'Julfest', preamble: 'Välkomna', body: 'Fredag kl 15.', target: { kind: 'organization', organization_id: SECRETARIAT } });
    answer(fail(403, 'TARGET_FORBIDDEN'));
    await settle();
    expect(h.state().posts.editor).toMatchObject({ status: 'editing', errorCode: 'TARGET_FORBIDDEN', draft: { title: 'Julfest', preamble: 'Välkomna', body: 'Fredag kl 15.' } });
    h.api.posts.createPost.mockRejectedValue(new Error('Failed to fetch'));
    h.store.dispatch(postSubmitted());
    await settle();
    expect(h.state().posts.editor).toMatchObject({ errorCode: 'SAVE_FAILED', draft: { title: 'Julfest' } });
  });

  test('a published post goes to the top of the list with \'Din nyhet är publicerad.\'', async () => {
    const h = await signedIn(demoUsers.kanslist, '/kansliet/aktuellt');
    h.store.dispatch(postEditorOpened({ mode: 'create', place: { kind: 'secretariat' } }));
    await settle();
    h.store.dispatch(postDraftChanged({ title: 'Julfest', body: 'Fredag.' }));
    h.api.posts.createPost.mockResolvedValue(ok(intranetPost('new', { title: 'Julfest', published_at: '2030-01-01T00:00:00.000Z', is_read: true, can_edit: true })));
    h.store.dispatch(postSubmitted());
    await settle();
    expect(h.state().posts.editor).toBeNull();
    expect(h.state().posts.list[0]).toMatchObject({ id: 'new', title: 'Julfest' });
    expect(h.state().toasts.current?.text ?? h.state().toasts.queue[0]?.text).toBe('Din nyhet är publicerad.');
  });

  test('deleting asks first, then removes the post and goes back to its list', async () => {
    const h = await signedIn(demoUsers.kanslist, '/kansliet/aktuellt');
    h.api.posts.getPosts.mockResolvedValue(ok([intranetPost('k1', { can_edit: true })]));
    h.api.posts.getPost.mockResolvedValue(ok({ ...intranetPost('k1', { can_edit: true }), body: 'Text' }));
    h.goTo('/kansliet/aktuellt/k1');
    await settle();
    h.store.dispatch(postDeleteRequested({ postId: 'k1' }));
    expect(h.api.posts.deletePost).not.toHaveBeenCalled();
    h.api.posts.deletePost.mockResolvedValue(ok(null));
    h.store.dispatch(postDeleteConfirmed());
    await settle();
    expect(h.api.posts.deletePost).toHaveBeenCalledWith('k1');
    expect(h.state().posts.byId.k1).toBeUndefined();
    expect(h.navigate).toHaveBeenLastCalledWith('/kansliet/aktuellt');
  });
});

describe('writing a course (issue 9)', () => {
  test('dates typed as yyyy-MM-dd and HH:mm become the call\'s instants; a bad date is refused in the form', async () => {
    const h = await signedIn(demoUsers.kanslist, '/kansliet/kurser');
    h.store.dispatch(courseEditorOpened({ mode: 'create' }));
    h.store.dispatch(courseDraftChanged({ title: 'Etik', description: 'Om etik', location: 'Umeå', startDate: '2027-03-01', startTime: '09:00', endDate: '2027-03-01', endTime: '16:00', lastApplicationDate: '2027-02-15' }));
    h.store.dispatch(courseDraftChanged({ startDate: '2027-02-30' }));
    h.store.dispatch(courseSubmitted());
    await settle();
    expect(h.api.courses.createCourse).not.toHaveBeenCalled();
    expect(h.state().courses.editor!.fieldErrors.startDate).toBe('STARTS_AT_INVALID');
    h.store.dispatch(courseDraftChanged({ startDate: '2027-03-01' }));
    h.api.courses.createCourse.mockResolvedValue(ok(course('c9', { title: 'Etik' })));
    h.store.dispatch(courseSubmitted());
    await settle();
    const input = h.api.courses.createCourse.mock.calls[0][0];
    expect(input).toMatchObject({ title: 'Etik', last_application_date: '2027-02-15', target: { kind: 'everyone' } });
    expect(new Date(input.starts_at).getTime()).toBe(new Date(2027, 2, 1, 9, 0).getTime());
    expect(h.state().courses.list.map((c) => c.id)).toContain('c9');
  });
});
