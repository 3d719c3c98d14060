import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { MailDeliveryProblems, MailRecipientProblem } from '../../src/api/notificationTypes';

/** A relay's text often names the recipient ("550 5.7.1 <a@x.se>: Relay access denied"): shown and logged without it. */
export const withoutAddresses = (text: string) => text.replace(/<?[^\s<>@,;]+@[^\s<>@,;]+>?/g, '<…>');

interface PersonRow { userId: string; firstname: string; lastname: string; memberNumber: string | null; protectedIdentity: boolean }
const person = (row: PersonRow, address: string, reason: string, at: Date): MailRecipientProblem => ({
  userId: row.userId,
  name: `${row.firstname} ${row.lastname}`,
  memberNumber: row.memberNumber,
  // Protected identity: nobody but the member sees their address, the secretariat included.
  address: row.protectedIdentity ? null : address,
  reason: row.protectedIdentity ? withoutAddresses(reason) : reason,
  at: new Date(at).toISOString(),
});

/**
 * The secretariat's view of mail delivery (issue 33): the relay's refusals and lost connections
 * counted (they are retried), the mails waiting for another attempt, the addresses refused for good
 * that are still the profile's address, and the mails given up or never sent in the last 30 days.
 */
export async function deliveryProblems(db: Database, now = new Date()): Promise<MailDeliveryProblems> {
  const day = new Date(now.getTime() - 24 * 3600_000);
  const week = new Date(now.getTime() - 7 * 24 * 3600_000);
  const [counts, latest, waiting, bounced, failed] = await Promise.all([
    db.selectFrom('notificationDeliveryFailures')
      .select([sql<number>`count(*) filter (where at >= ${day})::int`.as('day'), sql<number>`count(*)::int`.as('week')])
      .where('kind', 'in', ['relay', 'connection']).where('at', '>=', week).executeTakeFirstOrThrow(),
    db.selectFrom('notificationDeliveryFailures').select(['at', 'reason'])
      .where('kind', 'in', ['relay', 'connection']).orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('notificationOutbox').select(sql<number>`count(*)::int`.as('n'))
      .where('state', 'in', ['pending', 'sending']).where('attempts', '>', 0).executeTakeFirstOrThrow(),
    db.selectFrom('notificationSettings as s').innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.userId', 'u.firstname', 'u.lastname', 'u.memberNumber', 'u.protectedIdentity', 's.bouncedAddress', 's.bounceReason', 's.bouncedAt'])
      .whereRef('s.bouncedAddress', '=', 'u.email').orderBy('s.bouncedAt', 'desc').limit(200).execute(),
    db.selectFrom('notificationOutbox as o').innerJoin('users as u', 'u.id', 'o.recipientUserId')
      .select(['o.id', 'o.recipientUserId as userId', 'u.firstname', 'u.lastname', 'u.memberNumber', 'u.protectedIdentity', 'o.address', 'o.lastError', 'o.createdAt'])
      .where('o.state', '=', 'failed').where('o.createdAt', '>=', new Date(now.getTime() - 30 * 24 * 3600_000))
      .orderBy('o.createdAt', 'desc').limit(200).execute(),
  ]);
  return {
    relay: { last24h: counts.day, last7d: counts.week, latest: latest ? { at: new Date(latest.at).toISOString(), reason: latest.reason } : null },
    waiting: waiting.n,
    bounced: bounced.map((row) => person(row, row.bouncedAddress!, row.bounceReason ?? '', row.bouncedAt!)),
    failed: failed.map((row) => ({ id: row.id, ...person(row, row.address, row.lastError ?? '', row.createdAt) })),
  };
}

/** The secretariat clears a refusal mark: the address gets mail again. Returns whether there was one. */
export async function clearBounce(db: Database, userId: string): Promise<boolean> {
  const result = await db.updateTable('notificationSettings').set({ bouncedAddress: null, bounceReason: null, bouncedAt: null })
    .where('userId', '=', userId).where('bouncedAddress', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
