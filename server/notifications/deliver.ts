import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { DeliveryFailureKind } from '../db/schema';
import { attemptFailure, type MailTransport } from './transport';
import { recordRefusal } from './settingsStore';
import { withoutAddresses } from './deliveryProblems';
import { isMailAddress } from '../../src/domain/mailAddress';

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
  /** Where a failed attempt is told (one line each; no addresses). */
  log?: (line: string) => void;
}

/** The reason a stored address that is no address is never sent to (shown to the secretariat). */
export const INVALID_ADDRESS_REASON = 'Adressen på profilen är ingen giltig e-postadress (en enda adress utan mellanslag, kommatecken eller radbrytning). Mejlet skickades inte.';

/**
 * The mail's Message-ID (RFC 5322 §3.6.4: id-left a dot-atom-text, no ':'): the outbox row's id at
 * the portal's host, so every attempt of one mail carries the same one and a receiver that got the
 * mail twice (a process killed after the relay's 250, before the sent mark) can drop the copy.
 */
export const messageIdOf = (outboxId: string, host: string) => `<${outboxId}@${host}>`;

async function logFailure(db: Database, outboxId: string, kind: DeliveryFailureKind, reason: string): Promise<void> {
  await db.insertInto('notificationDeliveryFailures').values({ outboxId, kind, reason: withoutAddresses(reason) }).execute();
}

/**
 * Delivers one outbox mail, at most once per claim (issues 24 and 33). The claim is one conditional
 * UPDATE: a mail pending, or claimed by a deliverer whose lease lapsed; a mail sent, refused or
 * claimed by a live deliverer is left alone ('skipped'). An address that is not exactly one mail
 * address is never sent to: the mail is failed with the reason. Then SMTP, and at once the sent
 * mark. A failure is logged and counted (notification_delivery_failures); only the recipient's own
 * refusal for good (5.1.x at RCPT TO) bounces the mail and records the address; anything else (the
 * relay's policy, a 4xx, no connection) is retried after a back-off until MAX_ATTEMPTS, then failed.
 * A process killed mid-send leaves the mail claimed: the lease lapses and another attempt sends it;
 * if the relay had the whole mail already, that is a second copy with the same Message-ID.
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

  if (!isMailAddress(claimed.address)) {
    await db.updateTable('notificationOutbox').set({ state: 'failed', lastError: INVALID_ADDRESS_REASON, claimedUntil: null }).where('id', '=', claimed.id).execute();
    await logFailure(db, claimed.id, 'address', INVALID_ADDRESS_REASON);
    options.log?.(`E-post: mejl ${claimed.id} skickades inte: ogiltig adress på profilen.`);
    return 'failed';
  }
  const headers: Record<string, string> = { 'Message-ID': messageIdOf(claimed.id, options.host), 'Auto-Submitted': 'auto-generated' };
  if (claimed.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${claimed.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  try {
    await transport.send({ outboxId: claimed.id, to: claimed.address, subject: claimed.subject, text: claimed.textBody, html: claimed.htmlBody, headers });
  } catch (error) {
    return failedAttempt(db, claimed, error, options);
  }
  // Nothing between the relay's 250 and this mark: the window in which a killed process mails twice.
  await db.updateTable('notificationOutbox').set({ state: 'sent', sentAt: sql<Date>`now()`, claimedUntil: null, lastError: null })
    .where('id', '=', claimed.id).execute();
  return 'sent';
}

async function failedAttempt(
  db: Database, claimed: { id: string; attempts: number; recipientUserId: string; address: string }, error: unknown, options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const failure = attemptFailure(error);
  const now = new Date();
  await logFailure(db, claimed.id, failure.kind, failure.reason);
  if (failure.forGood) {
    await db.updateTable('notificationOutbox').set({ state: 'bounced', lastError: failure.reason, claimedUntil: null }).where('id', '=', claimed.id).execute();
    await recordRefusal(db, claimed.recipientUserId, claimed.address, failure.reason, now);
    options.log?.(`E-post: mottagaren finns inte (mejl ${claimed.id}): ${withoutAddresses(failure.reason)}`);
    return 'bounced';
  }
  const givingUp = claimed.attempts >= MAX_ATTEMPTS;
  const next = new Date(now.getTime() + backoffMs(claimed.attempts, options.baseBackoffMs));
  await db.updateTable('notificationOutbox').set({
    state: givingUp ? 'failed' : 'pending', lastError: failure.reason, claimedUntil: null, queuedAt: null, nextAttemptAt: next,
  }).where('id', '=', claimed.id).execute();
  options.log?.(`E-post: försök ${claimed.attempts} med mejl ${claimed.id} misslyckades (${failure.kind === 'relay' ? 'reläservern nekade' : 'ingen förbindelse'}): `
    + `${withoutAddresses(failure.reason)}; ${givingUp ? 'ger upp' : `nytt försök ${next.toISOString()}`}`);
  return givingUp ? 'failed' : 'retry';
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
