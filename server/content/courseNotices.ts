import type { Database } from '../db/database';

/**
 * Issue 25: the moments a member is to be told about a course sign-up, as events raised inside the
 * transaction that makes them true, so whatever a listener writes (a row in a notification
 * outbox, say `enqueueNotification` of the mail notices) commits or rolls back with the sign-up.
 * The course page always tells the member itself (the registration's status and `offered_at`);
 * these are for notices outside the page. `AppDeps.courseNotices` chooses the listener; the app's
 * default mails them (server/notifications/courseNotices.ts); `pageOnlyCourseNotices` sends nothing.
 */
export interface CourseSignUpEvent {
  registrationId: string;
  courseId: string;
  courseTitle: string;
  userId: string;
  status: 'registered' | 'waiting';
}

export interface CourseSeatOfferedEvent {
  registrationId: string;
  courseId: string;
  courseTitle: string;
  userId: string;
}

export interface CourseCancelledEvent {
  registrationId: string;
  courseId: string;
  courseTitle: string;
  userId: string;
}

export interface CourseNotices {
  /** A member signed up (a seat, or a place on the waiting list): the confirmation. */
  courseSignedUp(trx: Database, event: CourseSignUpEvent): Promise<void>;
  /** A member cancelled their own sign-up or waiting place: the receipt (issue 34). */
  courseCancelled(trx: Database, event: CourseCancelledEvent): Promise<void>;
  /** A freed seat went to the first on the waiting list (a cancellation, a removal, more seats). */
  courseSeatOffered(trx: Database, event: CourseSeatOfferedEvent): Promise<void>;
}

export const pageOnlyCourseNotices: CourseNotices = {
  courseSignedUp: async () => {},
  courseCancelled: async () => {},
  courseSeatOffered: async () => {},
};
