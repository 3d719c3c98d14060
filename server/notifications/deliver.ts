import { sql } from 'kysely';
import type { Database } from '../db/database';
import { isPermanentRefusal, type MailTransport } from './transport';
import { recordRefusal } from './settingsStore';

/** Attempts before a mail is given up as failed (never retried forever). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed mail is held by one deliverer before another may take it (a deliverer killed mid-send). */
export const CLAIM_LEASE_MS = 60_000;

/** Back-off after the n-th failed attempt: 30 s, 1, 2, 4 … minutes, at most 2 hours. */
export const backoffMs = (attempt: number, baseMs = 30_000) => Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 2 * 60 * 60_000);

export type DeliveryOutcome = 'sent' | 'retry' | 'bounced' | 'failed' | 'skipped';

export interface DeliveryOptions {
  from: string;
  /** The host part of Message-ID (the portal's host). */
  host: string;
  baseBackoffMs?: number;
  leaseMs?: number;
}

/**
 * Delivers one outbox mail, at most once per claim (issue 24). The claim is one conditional UPDATE:
 * a mail pending, or claimed by a deliverer whose lease lapsed; a mail sent, refused or claimed by
 * a live deliverer is left alone ('skipped'). Then SMTP; then the outcome is written: sent; refused
 * for good (5xx) → bounced, and the address is recorded for the profile; otherwise retried after a
 * back-off until MAX_ATTEMPTS, then failed. A process killed mid-send leaves the mail claimed: the
 * lease lapses and another attempt sends it (the receiving server dropped the unfinished one).
 */
export async function deliverOne(db: Database, transport: MailTransport, outboxId: string, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const lease = options.leaseMs ?? CLAIM_LEASE_MS;
  const claimed = await db.updateTable('notificationOutbox')
    .set({ state: 'sending', attempts: sql`attempts + 1`, claimedUntil: sql`now() + ${`${lease} milliseconds`}::interval` })
    .where('id', '=', outboxId)
    .where((eb) => eb.or([eb('state', '=', 'pending'), eb.and([eb('state', '=', 'sending'), eb('claimedUntil', '<', sql<Date>`now()`)])]))
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return 'skipped';

  const headers: Record<string, string> = {
    'Message-ID': `<${claimed.idempotencyKey.replace(/[^A-Za-z0-9.:-]/g, '')}.${claimed.id}@${options.host}>`,
    'Auto-Submitted': 'auto-generated',
  };
  if (claimed.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${claimed.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  try {
    await transport.send({ outboxId: claimed.id, to: claimed.address, subject: claimed.subject, text: claimed.textBody, html: claimed.htmlBody, headers });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
    const now = new Date();
    if (isPermanentRefusal(error)) {
      await db.updateTable('notificationOutbox').set({ state: 'bounced', lastError: reason, claimedUntil: null }).where('id', '=', claimed.id).execute();
      await recordRefusal(db, claimed.recipientUserId, claimed.address, reason, now);
      return 'bounced';
    }
    const givingUp = claimed.attempts >= MAX_ATTEMPTS;
    await db.updateTable('notificationOutbox').set({
      state: givingUp ? 'failed' : 'pending',
      lastError: reason,
      claimedUntil: null,
      queuedAt: null,
      nextAttemptAt: new Date(now.getTime() + backoffMs(claimed.attempts, options.baseBackoffMs)),
    }).where('id', '=', claimed.id).execute();
    return givingUp ? 'failed' : 'retry';
  }
  await db.updateTable('notificationOutbox').set({ state: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null })
    .where('id', '=', claimed.id).execute();
  return 'sent';
}

/** Mails due now (pending, or claimed by a deliverer whose lease lapsed), oldest first. */
export async function dueMails(db: Database, limit = 20): Promise<string[]> {
  const rows = await db.selectFrom('notificationOutbox').select('id')
    .where((eb) => eb.or([
      eb.and([eb('state', '=', 'pending'), eb('nextAttemptAt', '<=', sql<Date>`now()`)]),
      eb.and([eb('state', '=', 'sending'), eb('claimedUntil', '<', sql<Date>`now()`)]),
    ]))
    .orderBy('nextAttemptAt').limit(limit).execute();
  return rows.map((r) => r.id);
}
