import { openTestDatabase } from './testDatabase';
import type { Database } from '../../server/db/database';
import type { NotificationState } from '../../server/db/schema';
import { clearBounce, deliveryProblems } from '../../server/notifications/deliveryProblems';

/**
 * Issue 33, the secretariat's view of mail delivery (deliveryProblems) at a given moment: which
 * failures are counted in which window, which mails wait, which refused addresses and failed mails
 * are listed, in which order, and what a protected identity hides. A database of its own.
 */
let db: Database;
const now = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const ids = {
  anna: '0b3c6f8e-6666-4a4a-8a8a-000000000001',
  bo: '0b3c6f8e-6666-4a4a-8a8a-000000000002',
  cilla: '0b3c6f8e-6666-4a4a-8a8a-000000000003',
  dan: '0b3c6f8e-6666-4a4a-8a8a-000000000004',
};
const person = (id: string, firstname: string, email: string, fields: { memberNumber?: string | null; protectedIdentity?: boolean } = {}) => db.insertInto('users').values({
  id, firstname, lastname: 'Test', email, username: null, passwordHash: null, phone: null, memberNumber: fields.memberNumber ?? null,
  city: null, workAssociationId: null, workplaceId: null, protectedIdentity: fields.protectedIdentity ?? false,
}).execute();

let n = 0;
async function outbox(recipientUserId: string, fields: { state?: NotificationState; attempts?: number; createdAt?: Date; address?: string; lastError?: string | null } = {}) {
  n += 1;
  const id = `0b3c6f8e-7777-4a4a-8a8a-${String(n).padStart(12, '0')}`;
  await db.insertInto('notificationOutbox').values({
    id, idempotencyKey: `problems:${n}`, kind: 'reply', recipientUserId, address: fields.address ?? 'anna@example.com', subject: 'Ämne', textBody: 'Hej!',
    htmlBody: '<p>Hej!</p>', state: fields.state ?? 'pending', attempts: fields.attempts ?? 0, createdAt: fields.createdAt ?? now, lastError: fields.lastError ?? null,
  }).execute();
  return id;
}
const failure = (kind: 'relay' | 'connection' | 'recipient' | 'address', at: Date, reason = `${kind} ${at.toISOString()}`) =>
  db.insertInto('notificationDeliveryFailures').values({ kind, reason, at }).execute();
const bounce = (userId: string, address: string, bouncedAt: Date, bounceReason: string | null) =>
  db.insertInto('notificationSettings').values({ userId, bouncedAddress: address, bounceReason, bouncedAt }).execute();

beforeAll(async () => {
  db = await openTestDatabase();
  await person(ids.anna, 'Anna', 'anna@example.com', { memberNumber: '1001' });
  await person(ids.bo, 'Bo', 'bo@example.com');
  await person(ids.cilla, 'Cilla', 'cilla@example.com', { memberNumber: '1003', protectedIdentity: true });
  await person(ids.dan, 'Dan', 'dan.ny@example.com');
});
afterAll(async () => { await db.destroy(); });
beforeEach(async () => {
  await db.deleteFrom('notificationDeliveryFailures').execute();
  await db.deleteFrom('notificationOutbox').execute();
  await db.deleteFrom('notificationSettings').execute();
});

describe("the relay's failures (issue 33)", () => {
  it('nothing has failed: no counts, no latest, nothing waits, nobody listed', async () => {
    expect(await deliveryProblems(db, now)).toEqual({ relay: { last24h: 0, last7d: 0, latest: null }, waiting: 0, bounced: [], failed: [] });
  });

  it('counts refusals and lost connections of the last 24 hours and of the last 7 days, never an address or a recipient', async () => {
    await failure('relay', ago(HOUR));
    await failure('connection', ago(DAY)); // the 24 hours' first moment
    await failure('relay', ago(DAY + 1000));
    await failure('connection', ago(6 * DAY));
    await failure('relay', ago(7 * DAY)); // the 7 days' first moment
    await failure('relay', ago(7 * DAY + 1000));
    await failure('address', ago(HOUR));
    await failure('recipient', ago(HOUR));
    expect((await deliveryProblems(db, now)).relay).toMatchObject({ last24h: 2, last7d: 5 });
  });

  it("the latest is the relay's or the connection's most recent failure, the one written last of equal times, and never an address's", async () => {
    await failure('relay', ago(3 * HOUR), 'earlier');
    await failure('connection', ago(2 * HOUR), 'first of two at once');
    await failure('relay', ago(2 * HOUR), 'second of two at once');
    await failure('address', ago(HOUR), 'an address, later');
    expect((await deliveryProblems(db, now)).relay.latest).toEqual({ at: ago(2 * HOUR).toISOString(), reason: 'second of two at once' });
  });

  it('the latest is shown however old it is, with the counts at nought', async () => {
    await failure('connection', ago(40 * DAY), 'long ago');
    expect((await deliveryProblems(db, now)).relay).toEqual({ last24h: 0, last7d: 0, latest: { at: ago(40 * DAY).toISOString(), reason: 'long ago' } });
  });
});

describe('the mails waiting for another attempt', () => {
  it('are the pending and sending mails tried at least once; not one never tried, nor one held, sent or failed', async () => {
    await outbox(ids.anna, { state: 'pending', attempts: 0 });
    await outbox(ids.anna, { state: 'pending', attempts: 1 });
    await outbox(ids.anna, { state: 'sending', attempts: 2 });
    await outbox(ids.anna, { state: 'sending', attempts: 0 });
    await outbox(ids.anna, { state: 'held', attempts: 0 });
    await outbox(ids.anna, { state: 'sent', attempts: 1 });
    await outbox(ids.anna, { state: 'failed', attempts: 8 });
    expect((await deliveryProblems(db, now)).waiting).toBe(2);
  });
});

describe('the addresses refused for good', () => {
  it("are listed while the refused address is still the profile's, newest first, with name, member number, address, reason and time", async () => {
    await bounce(ids.anna, 'anna@example.com', ago(2 * HOUR), '550 5.1.1 <anna@example.com>: User unknown');
    await bounce(ids.bo, 'bo@example.com', ago(HOUR), null);
    await bounce(ids.dan, 'dan@example.com', ago(HOUR), '550 5.1.1 Gone'); // Dan has another address now
    expect((await deliveryProblems(db, now)).bounced).toEqual([
      { userId: ids.bo, name: 'Bo Test', memberNumber: null, address: 'bo@example.com', reason: '', at: ago(HOUR).toISOString() },
      { userId: ids.anna, name: 'Anna Test', memberNumber: '1001', address: 'anna@example.com', reason: '550 5.1.1 <anna@example.com>: User unknown', at: ago(2 * HOUR).toISOString() },
    ]);
  });

  it('a protected identity is listed by name, without the address, and without the address in the reason', async () => {
    await bounce(ids.cilla, 'cilla@example.com', ago(HOUR), '550 5.1.1 <cilla@example.com>: User unknown');
    expect((await deliveryProblems(db, now)).bounced).toEqual([
      { userId: ids.cilla, name: 'Cilla Test', memberNumber: '1003', address: null, reason: '550 5.1.1 <…>: User unknown', at: ago(HOUR).toISOString() },
    ]);
  });

  it('clearing a mark takes the user off the list and says there was one; clearing again, or where there is none, says there was none', async () => {
    await bounce(ids.anna, 'anna@example.com', ago(HOUR), '550 5.1.1 User unknown');
    await db.insertInto('notificationSettings').values({ userId: ids.bo, dailySummary: true }).execute();
    expect(await clearBounce(db, ids.anna)).toBe(true);
    expect(await clearBounce(db, ids.anna)).toBe(false);
    expect(await clearBounce(db, ids.bo)).toBe(false);
    expect((await deliveryProblems(db, now)).bounced).toEqual([]);
  });
});

describe('the mails given up or never sent', () => {
  it('are the failed mails of the last 30 days, newest first, with the address they were for and the reason', async () => {
    const older = await outbox(ids.anna, { state: 'failed', createdAt: ago(30 * DAY), lastError: '421 4.4.2 Timeout' });
    const newer = await outbox(ids.bo, { state: 'failed', createdAt: ago(DAY), address: 'bo@example.com', lastError: null });
    await outbox(ids.anna, { state: 'failed', createdAt: ago(30 * DAY + 1000) });
    await outbox(ids.anna, { state: 'bounced', createdAt: ago(HOUR) });
    await outbox(ids.anna, { state: 'pending', attempts: 3, createdAt: ago(HOUR) });
    expect((await deliveryProblems(db, now)).failed).toEqual([
      { id: newer, userId: ids.bo, name: 'Bo Test', memberNumber: null, address: 'bo@example.com', reason: '', at: ago(DAY).toISOString() },
      { id: older, userId: ids.anna, name: 'Anna Test', memberNumber: '1001', address: 'anna@example.com', reason: '421 4.4.2 Timeout', at: ago(30 * DAY).toISOString() },
    ]);
  });

  it('a protected identity is listed without the address, and without the address in the reason', async () => {
    const id = await outbox(ids.cilla, { state: 'failed', createdAt: ago(HOUR), address: 'cilla@example.com', lastError: '550 5.7.1 <cilla@example.com>: Relaying denied' });
    expect((await deliveryProblems(db, now)).failed).toEqual([
      { id, userId: ids.cilla, name: 'Cilla Test', memberNumber: '1003', address: null, reason: '550 5.7.1 <…>: Relaying denied', at: ago(HOUR).toISOString() },
    ]);
  });
});
