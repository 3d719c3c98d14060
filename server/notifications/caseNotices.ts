import { sql } from 'kysely';
import type { Database } from '../db/database';
import { loadUser } from '../auth/loadUser';
import { loadCaseFacts } from '../cases/access';
import { enqueueNotification } from './outbox';
import { loadNotificationState } from './settingsStore';
import { unsubscribeUrl } from './tokens';
import {
  caseLinkPath, followersMayBeTold, noticeKey, noticesForCaseEvent, type CaseNoticeEvent, type NoticeCase, type NoticePerson,
} from '../../src/domain/notifications';
import { noticeMessage } from '../../src/domain/notificationMessages';

export const settingsPath = '/min-profil#aviseringar';
/** Where a user changes their notices: /min-profil, or /aviseringar for those who have no profile page (spec §2). */
export const settingsUrlFor = (publicUrl: string, user: { isKanslist: boolean; isEconomist: boolean }) =>
  `${publicUrl}${user.isKanslist || user.isEconomist ? '/aviseringar' : settingsPath}`;

async function person(db: Database, userId: string): Promise<NoticePerson | null> {
  const [user, row, state] = await Promise.all([
    loadUser(db, userId),
    db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst(),
    loadNotificationState(db, userId),
  ]);
  if (!user) return null;
  const email = row?.email ?? null;
  return { user, email, settings: state.settings, addressRefused: email !== null && state.bounce?.address === email };
}

/**
 * The notices of one event on a case, written to the outbox in the event's own transaction (issue
 * 24). `eventId` makes the idempotency key with each recipient: the same event never mails twice.
 * Who is told is src/domain/notifications.ts; the mail is src/domain/notificationMessages.ts.
 */
export async function noticeCaseEvent(trx: Database, publicUrl: string, caseId: string, eventId: string, event: CaseNoticeEvent): Promise<number> {
  const facts = await loadCaseFacts(trx, caseId);
  if (!facts) return 0;
  const users = await trx.selectFrom('caseUsers').select(['userId', 'isAdministrating']).where('caseId', '=', caseId).execute();
  const c: NoticeCase = { ...facts, users: users.map((u) => ({ id: u.userId, isAdministrating: u.isAdministrating })) };
  // Who might be told: the owner, the case's users, and whoever follows a list (the rule narrows it down).
  const ids = new Set<string>([c.ownerUser.id, ...c.users.map((u) => u.id)]);
  if (event.type === 'added') ids.add(event.addedUserId);
  if (followersMayBeTold(event, c)) {
    const followers = await trx.selectFrom('notificationSettings').select('userId').where(sql<boolean>`cardinality(follows) > 0`).execute();
    for (const f of followers) ids.add(f.userId);
  }
  const people = (await Promise.all([...ids].map((id) => person(trx, id)))).filter((p): p is NoticePerson => p !== null);
  const byId = new Map(people.map((p) => [p.user.id, p]));
  const notices = noticesForCaseEvent(event, c, people);
  for (const notice of notices) {
    const recipient = byId.get(notice.recipientId)!.user;
    const unsubscribe = await unsubscribeUrl(trx, publicUrl, recipient.id, notice.kind);
    const message = noticeMessage(notice.kind, {
      caseUrl: `${publicUrl}${caseLinkPath(recipient, c)}`,
      unsubscribeUrl: unsubscribe,
      settingsUrl: settingsUrlFor(publicUrl, recipient),
    });
    await enqueueNotification(trx, {
      idempotencyKey: noticeKey(`${event.type}:${eventId}`, recipient.id),
      kind: notice.kind,
      recipientUserId: recipient.id,
      caseId: c.id,
      subject: message.subject,
      text: message.text,
      html: message.html,
      unsubscribeUrl: unsubscribe,
      held: notice.held,
    });
  }
  return notices.length;
}
