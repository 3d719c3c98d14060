import { sql } from 'kysely';
import type { Database } from '../db/database';
import { loadUser } from '../auth/loadUser';
import { loadCaseFacts } from '../cases/access';
import { enqueueNotification } from './outbox';
import { unsubscribeUrl } from './tokens';
import { settingsUrlFor } from './caseNotices';
import { caseLinkPath, type NoticeKind } from '../../src/domain/notifications';
import { summaryMessage, type SummaryItem } from '../../src/domain/notificationMessages';
import { inTransaction } from '../db/afterCommit';

/** The daily summary goes out from this hour, Swedish time. */
export const SUMMARY_HOUR = 7;

// Made once: the notice loops ask for the hour every few seconds and after every notice, in every
// process; a formatter made per call was an idle process's costliest function (issue 38).
let swedishClock: Intl.DateTimeFormat | undefined;

/** The date and hour in Sweden (the summary's day). */
export function swedishDayAndHour(now: Date): { day: string; hour: number; minute: number } {
  swedishClock ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = swedishClock.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')), minute: Number(get('minute')) };
}

/**
 * Turns each handler's held notices into one summary mail a day (from SUMMARY_HOUR). Safe in every
 * process at once: the held rows are taken with SKIP LOCKED, and the summary's key (user and day)
 * is unique, so a day has one summary per user; what arrives after it waits for the next day.
 */
export async function composeDueSummaries(db: Database, publicUrl: string, now = new Date()): Promise<number> {
  const { day, hour, minute } = swedishDayAndHour(now);
  if (hour < SUMMARY_HOUR) return 0;
  // Today's summary covers what was held before SUMMARY_HOUR today, to the millisecond; what came
  // after waits for tomorrow's. Sweden's offset is whole hours: its seconds are UTC's.
  const cutoff = new Date(now.getTime() - ((hour - SUMMARY_HOUR) * 60 + minute) * 60_000 - now.getUTCSeconds() * 1000 - now.getUTCMilliseconds());
  const users = await db.selectFrom('notificationOutbox').select('recipientUserId').distinct()
    .where('state', '=', 'held').where('createdAt', '<', cutoff).execute();
  let composed = 0;
  for (const { recipientUserId } of users) {
    const made = await inTransaction(db, async (trx) => {
      const { rows: held } = await sql<{ id: string; kind: string; caseId: string | null }>`select id, kind, case_id from notification_outbox
        where recipient_user_id = ${recipientUserId} and state = 'held' and created_at < ${cutoff} order by created_at for update skip locked`.execute(trx);
      const user = held.length ? await loadUser(trx, recipientUserId) : null;
      if (!user) return false;
      const items: SummaryItem[] = [];
      for (const row of held) {
        const facts = row.caseId ? await loadCaseFacts(trx, row.caseId) : null;
        if (facts) items.push({ kind: row.kind as NoticeKind, caseUrl: `${publicUrl}${caseLinkPath(user, facts)}` });
      }
      const unsubscribe = await unsubscribeUrl(trx, publicUrl, user.id, 'summary');
      const message = summaryMessage(items, { unsubscribeUrl: unsubscribe, settingsUrl: settingsUrlFor(publicUrl, user) });
      const written = items.length > 0 && await enqueueNotification(trx, {
        idempotencyKey: `summary:${day}:${user.id}`, kind: 'summary', recipientUserId: user.id,
        subject: message.subject, text: message.text, html: message.html, unsubscribeUrl: unsubscribe,
      });
      if (!written && items.length > 0) return false;
      await trx.updateTable('notificationOutbox').set({ state: 'summarised' }).where('id', 'in', held.map((r) => r.id)).execute();
      return written;
    });
    if (made) composed++;
  }
  return composed;
}
