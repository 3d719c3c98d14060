import type { Database } from '../db/database';
import type { CourseNotices } from '../content/courseNotices';
import { loadUser } from '../auth/loadUser';
import { enqueueNotification } from './outbox';
import { loadNotificationState } from './settingsStore';
import { unsubscribeUrl } from './tokens';
import { settingsUrlFor } from './caseNotices';
import { noticeKey, wantsMail } from '../../src/domain/notifications';
import { courseNoticeMessage, coursePath, type CourseMailEvent } from '../../src/domain/courseNoticeMessages';

const EVENT_KEYS: Record<CourseMailEvent, string> = { registered: 'course-signup', waiting: 'course-signup', seatOffered: 'course-seat', cancelled: 'course-cancel' };

interface CourseMail { event: CourseMailEvent; registrationId: string; courseId: string; courseTitle: string; userId: string }

async function mail(trx: Database, publicUrl: string, m: CourseMail): Promise<void> {
  const [user, row, state] = await Promise.all([
    loadUser(trx, m.userId),
    trx.selectFrom('users').select('email').where('id', '=', m.userId).executeTakeFirst(),
    loadNotificationState(trx, m.userId),
  ]);
  const email = row?.email ?? null;
  if (!user || !wantsMail({ email, settings: state.settings, addressRefused: email !== null && state.bounce?.address === email }, 'course')) return;
  const unsubscribe = await unsubscribeUrl(trx, publicUrl, user.id, 'course');
  const message = courseNoticeMessage(m.event, m.courseTitle, {
    courseUrl: `${publicUrl}${coursePath(m.courseId)}`,
    unsubscribeUrl: unsubscribe,
    settingsUrl: settingsUrlFor(publicUrl, user),
  });
  // One mail per registration and event: a sign-up after a cancellation is a new registration, with
  // its own receipt (the key is the registration's, never the course's).
  const eventId = `${EVENT_KEYS[m.event]}:${m.registrationId}`;
  await enqueueNotification(trx, {
    idempotencyKey: noticeKey(eventId, user.id),
    kind: 'course',
    recipientUserId: user.id,
    subject: message.subject,
    text: message.text,
    html: message.html,
    unsubscribeUrl: unsubscribe,
  });
}

/**
 * The app's course listener (issue 25 through issue 24's delivery): the confirmation of a sign-up,
 * the receipt of a cancellation (issue 34) and the seat offered to the first on the waiting list go to the member's own address as mail, in
 * the sign-up's transaction, unless the member turned the 'course' kind off.
 */
export function mailCourseNotices(publicUrl: string): CourseNotices {
  return {
    courseSignedUp: (trx, e) => mail(trx, publicUrl, { event: e.status, registrationId: e.registrationId, courseId: e.courseId, courseTitle: e.courseTitle, userId: e.userId }),
    courseSeatOffered: (trx, e) => mail(trx, publicUrl, { event: 'seatOffered', ...e }),
    courseCancelled: (trx, e) => mail(trx, publicUrl, { event: 'cancelled', ...e }),
  };
}
