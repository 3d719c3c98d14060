import { harness, session, fakeAuth } from '../../support/fakeServices';
import type { User } from '../../../../src/api/types';
import type { Course, Post } from '../../../../src/api/contentTypes';

export const SECRETARIAT = 'a0000000-0000-4000-8000-0000000000aa';

export function post(id: string, overrides: Partial<Post> = {}): Post {
  return {
    id, title: `Nyhet ${id}`, preamble: 'Ingress', published_at: '2026-11-01T10:00:00.000Z', author: null,
    is_read: false, is_board_post: false, organizations: [], workplaces: [], can_edit: false, ...overrides,
  };
}

export const intranetPost = (id: string, overrides: Partial<Post> = {}) =>
  post(id, { organizations: [{ id: SECRETARIAT, name: 'Kansliet', kind: 'secretariat' }], ...overrides });

export function course(id: string, overrides: Partial<Course> = {}): Course {
  return {
    id, title: `Kurs ${id}`, description: 'Om kursen', location: 'Stockholm', starts_at: '2027-03-01T08:00:00.000Z',
    ends_at: '2027-03-01T15:00:00.000Z', last_application_date: '2027-02-15', organizations: [], can_edit: false,
    seats: null, seats_left: null, waiting_count: 0, questions: { dietary: false, workplace: false, question: null }, registration: null, ...overrides,
  };
}

/** The real store and root saga, signed in as this user (the session restores), on this path. */
export function signedIn(user: User, path = '/') {
  const auth = fakeAuth();
  auth.restore.mockResolvedValue(session);
  const h = harness({ auth, user });
  h.goTo(path);
  return h;
}
