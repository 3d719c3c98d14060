import type { Database } from '../db/database';
import { effectiveSettings, type NotificationSettings } from '../../src/domain/notifications';

export interface StoredNotificationState {
  settings: NotificationSettings;
  bounce: { address: string; reason: string; at: string } | null;
}

/** A user's settings over the defaults, and the address that last refused mail (if any). */
export async function loadNotificationState(db: Database, userId: string): Promise<StoredNotificationState> {
  const row = await db.selectFrom('notificationSettings').selectAll().where('userId', '=', userId).executeTakeFirst();
  return {
    settings: effectiveSettings(row ?? null),
    bounce: row?.bouncedAddress ? { address: row.bouncedAddress, reason: row.bounceReason ?? '', at: new Date(row.bouncedAt!).toISOString() } : null,
  };
}

/** Writes the settings; saving them also clears a recorded refusal (the user asks for mail again). */
export async function saveNotificationSettings(db: Database, userId: string, settings: NotificationSettings): Promise<void> {
  const values = { kinds: settings.kinds, follows: settings.follows, dailySummary: settings.dailySummary };
  await db.insertInto('notificationSettings')
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, bouncedAddress: null, bounceReason: null, bouncedAt: null, updatedAt: new Date() }))
    .execute();
}

/** Turns one kind off (the unsubscribe link); 'summary' turns the daily summary off. */
export async function turnOff(db: Database, userId: string, kind: string): Promise<void> {
  const { settings } = await loadNotificationState(db, userId);
  if (kind === 'summary') settings.dailySummary = false;
  else (settings.kinds as Record<string, boolean>)[kind] = false;
  const values = { kinds: settings.kinds, follows: settings.follows, dailySummary: settings.dailySummary };
  await db.insertInto('notificationSettings').values({ userId, ...values, updatedAt: new Date() })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

/** An address refused mail for good (an SMTP 5xx): recorded for the profile; no more mail to it. */
export async function recordRefusal(db: Database, userId: string, address: string, reason: string, at: Date): Promise<void> {
  await db.insertInto('notificationSettings').values({ userId, bouncedAddress: address, bounceReason: reason, bouncedAt: at, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ bouncedAddress: address, bounceReason: reason, bouncedAt: at }))
    .execute();
}

/** The user's profile e-mail (where their notices go), or null. */
export async function profileEmailOf(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}

/**
 * A new profile e-mail, in one transaction with what follows from it: a refusal mark on another
 * address is cleared (issue 33: mail goes again to a changed address).
 */
export async function changeProfileEmail(db: Database, userId: string, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ email }).where('id', '=', userId).execute();
    await trx.updateTable('notificationSettings').set({ bouncedAddress: null, bounceReason: null, bouncedAt: null })
      .where('userId', '=', userId).where('bouncedAddress', '<>', email).execute();
  });
}

/** Whether a user row exists (an unsubscribe link's user may have been erased since). */
export async function userExists(db: Database, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The development mailbox's newest mails (no SMTP_URL: transport.ts keeps them). */
export async function newestMailboxMails(db: Database, limit: number) {
  return db.selectFrom('notificationMailbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
