import { sql } from 'kysely';
import { openTestDatabase } from './testDatabase';
import type { Database } from '../../server/db/database';
import type { NotificationState } from '../../server/db/schema';
import { outboxStats, queueJobStats } from '../../server/notifications/outboxStats';

/**
 * Issue 33, how far delivery is behind (outboxStats.ts, the metrics' figures) on an empty database:
 * only the mails still to be sent count, the age is the oldest one's and never below zero, and the
 * queue's jobs are counted by state for that queue only, and not at all without pg-boss's schema.
 */
let db: Database;
beforeAll(async () => { db = await openTestDatabase(); });
afterAll(async () => { await db.destroy(); });

const userId = '0b3c6f8e-9999-4a4a-8a8a-000000000001';
let n = 0;
async function mail(state: NotificationState, createdAt: Date): Promise<void> {
  n += 1;
  await db.insertInto('notificationOutbox').values({
    id: `0b3c6f8e-9999-4a4a-8a8a-1000000000${String(n).padStart(2, '0')}`, idempotencyKey: `stats:${n}`, kind: 'reply', recipientUserId: userId,
    address: 'a@example.com', subject: 'Ämne', textBody: 'Hej!', htmlBody: '<p>Hej!</p>', state, createdAt,
  }).execute();
}
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

beforeAll(async () => {
  await db.insertInto('users').values({ id: userId, firstname: 'Test', lastname: 'Person', email: 'a@example.com', username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
});
beforeEach(async () => { await db.deleteFrom('notificationOutbox').execute(); });

it('with no mail waiting: none pending, and an age of 0', async () => {
  await mail('sent', ago(3600));
  expect(await outboxStats(db)).toEqual({ pending: 0, oldestAgeSeconds: 0 });
});

it('pending and claimed mails count, held, sent, bounced and failed ones do not; the age is the oldest waiting one\'s', async () => {
  await mail('pending', ago(90));
  await mail('sending', ago(30));
  for (const state of ['held', 'sent', 'bounced', 'failed', 'summarised'] as const) await mail(state, ago(7200));
  const stats = await outboxStats(db);
  expect(stats.pending).toBe(2);
  expect(stats.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
  expect(stats.oldestAgeSeconds).toBeLessThan(150);
});

it('a mail written by a clock ahead of the database\'s is waiting for 0 seconds, not less', async () => {
  await mail('pending', new Date(Date.now() + 600_000));
  expect(await outboxStats(db)).toEqual({ pending: 1, oldestAgeSeconds: 0 });
});

it("the queue's jobs by state, of that queue only; nothing without pg-boss's schema", async () => {
  expect(await queueJobStats(db, 'mail')).toBeUndefined();
  // A stand-in of pg-boss's job table: its name and state are what the count reads.
  await sql`create schema pgboss`.execute(db);
  await sql`create table pgboss.job (name text not null, state text not null)`.execute(db);
  expect(await queueJobStats(db, 'mail')).toEqual({});
  await sql`insert into pgboss.job (name, state) values ('mail', 'created'), ('mail', 'completed'), ('mail', 'completed'), ('other', 'failed')`.execute(db);
  expect(await queueJobStats(db, 'mail')).toEqual({ created: 1, completed: 2 });
});
