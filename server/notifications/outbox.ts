import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { afterCommit } from '../db/afterCommit';
import type { MailKind } from '../../src/domain/notifications';

export interface OutgoingNotice {
  /** One mail per key, ever (a unique constraint): an event's id and the recipient, e.g. `course-signup:{id}:{userId}`. */
  idempotencyKey: string;
  kind: MailKind | string;
  recipientUserId: string;
  subject: string;
  text: string;
  html: string;
  caseId?: string | null;
  /** The one-click unsubscribe link (List-Unsubscribe, RFC 8058); absent for a mail that cannot be turned off. */
  unsubscribeUrl?: string | null;
  /** Kept for the recipient's daily summary instead of being sent now. */
  held?: boolean;
}

const wakers = new Set<() => void>();
/** The in-process deliverer listens here, so that a notice written goes out without waiting for the next poll. */
export function onNoticeWritten(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}
const wakeListeners = () => { for (const wake of wakers) wake(); };

/**
 * Writes one mail into the outbox inside the caller's transaction (issue 24; for any feature: a
 * course sign-up's confirmation too). It goes only to the recipient's own profile address (the
 * protected-identity rule: no other address, ever); a user without one gets nothing. A second call
 * with the same key writes nothing. Delivery starts once the transaction has committed: the listeners
 * are woken then (`afterCommit`; open the transaction with `inTransaction`).
 * Returns whether a mail was written.
 */
export async function enqueueNotification(trx: Database, notice: OutgoingNotice): Promise<boolean> {
  const user = await trx.selectFrom('users').select('email').where('id', '=', notice.recipientUserId).executeTakeFirst();
  if (!user?.email) return false;
  const result = await trx.insertInto('notificationOutbox').values({
    id: randomUUID(),
    idempotencyKey: notice.idempotencyKey,
    kind: notice.kind,
    recipientUserId: notice.recipientUserId,
    address: user.email,
    caseId: notice.caseId ?? null,
    subject: notice.subject,
    textBody: notice.text,
    htmlBody: notice.html,
    unsubscribeUrl: notice.unsubscribeUrl ?? null,
    state: notice.held ? 'held' : 'pending',
  }).onConflict((oc) => oc.column('idempotencyKey').doNothing()).executeTakeFirst();
  afterCommit(trx, wakeListeners);
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
