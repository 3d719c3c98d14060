import { openTestDatabase } from './testDatabase';
import type { Database } from '../../server/db/database';
import {
  changeProfileEmail, loadNotificationState, newestMailboxMails, profileEmailOf, recordRefusal, saveNotificationSettings, turnOff, userExists,
} from '../../server/notifications/settingsStore';
import { mailboxTransport } from '../../server/notifications/transport';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/domain/notifications';

/**
 * Issue 33, the stored notice settings (settingsStore.ts) each rule alone, on an empty database:
 * the one-click link turns one thing off and nothing else, a refusal is recorded beside the
 * settings and cleared by a save or by another address, and the development mailbox lists the
 * newest mails first.
 */
let db: Database;
beforeAll(async () => { db = await openTestDatabase(); });
afterAll(async () => { await db.destroy(); });

let n = 0;
async function user(email: string | null = null): Promise<string> {
  n += 1;
  const id = `0b3c6f8e-8888-4a4a-8a8a-${String(n).padStart(12, '0')}`;
  await db.insertInto('users').values({ id, firstname: 'Test', lastname: `Person ${n}`, email, username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
  return id;
}
const defaults = DEFAULT_NOTIFICATION_SETTINGS;
const chosen = { kinds: { ...defaults.kinds, closed: false }, follows: ['secretariat'], dailySummary: true };

describe('the one-click link (turnOff)', () => {
  it("'summary' turns the daily summary off and leaves every kind on, for a user with no settings yet", async () => {
    const id = await user();
    await turnOff(db, id, 'summary');
    expect((await loadNotificationState(db, id)).settings).toEqual({ kinds: defaults.kinds, follows: [], dailySummary: false });
    const other = await user();
    await saveNotificationSettings(db, other, chosen);
    await turnOff(db, other, 'summary');
    expect((await loadNotificationState(db, other)).settings).toEqual({ ...chosen, dailySummary: false });
  });

  it('a kind turns that kind off and keeps the summary, the lists followed and a recorded refusal', async () => {
    const id = await user('a@example.com');
    await saveNotificationSettings(db, id, chosen);
    await recordRefusal(db, id, 'a@example.com', '550 5.1.1 User unknown', new Date('2026-11-25T10:00:00Z'));
    await turnOff(db, id, 'reply');
    expect(await loadNotificationState(db, id)).toEqual({
      settings: { kinds: { ...chosen.kinds, reply: false }, follows: ['secretariat'], dailySummary: true },
      bounce: { address: 'a@example.com', reason: '550 5.1.1 User unknown', at: '2026-11-25T10:00:00.000Z' },
    });
  });
});

describe('a refusal (recordRefusal) and what clears it', () => {
  it('is recorded beside saved settings without changing them, and a later refusal replaces it', async () => {
    const id = await user('a@example.com');
    await saveNotificationSettings(db, id, chosen);
    await recordRefusal(db, id, 'a@example.com', 'first', new Date('2026-11-25T10:00:00Z'));
    await recordRefusal(db, id, 'b@example.com', 'second', new Date('2026-11-26T10:00:00Z'));
    expect(await loadNotificationState(db, id)).toEqual({ settings: chosen, bounce: { address: 'b@example.com', reason: 'second', at: '2026-11-26T10:00:00.000Z' } });
  });

  it('a refusal stored without a reason reads as an empty reason, never null', async () => {
    const id = await user('a@example.com');
    const at = new Date('2026-11-25T10:00:00Z');
    await db.insertInto('notificationSettings').values({ userId: id, bouncedAddress: 'a@example.com', bounceReason: null, bouncedAt: at, updatedAt: at }).execute();
    expect((await loadNotificationState(db, id)).bounce).toEqual({ address: 'a@example.com', reason: '', at: at.toISOString() });
  });

  it('saving the settings clears it', async () => {
    const id = await user('a@example.com');
    await recordRefusal(db, id, 'a@example.com', '550 5.1.1', new Date());
    await saveNotificationSettings(db, id, chosen);
    expect(await loadNotificationState(db, id)).toEqual({ settings: chosen, bounce: null });
  });

  it('another profile address clears it; the refused address again keeps it; no other user is touched', async () => {
    const id = await user('a@example.com');
    const other = await user('c@example.com');
    const at = new Date('2026-11-25T10:00:00Z');
    await recordRefusal(db, id, 'a@example.com', '550 5.1.1', at);
    await recordRefusal(db, other, 'c@example.com', '550 5.1.1', at);
    await changeProfileEmail(db, id, 'a@example.com');
    expect((await loadNotificationState(db, id)).bounce).toEqual({ address: 'a@example.com', reason: '550 5.1.1', at: at.toISOString() });
    await changeProfileEmail(db, id, 'b@example.com');
    expect([await profileEmailOf(db, id), (await loadNotificationState(db, id)).bounce]).toEqual(['b@example.com', null]);
    expect((await loadNotificationState(db, other)).bounce).toMatchObject({ address: 'c@example.com' });
    expect(await profileEmailOf(db, other)).toBe('c@example.com');
  });
});

describe('users and the development mailbox', () => {
  it('a user without an address, and an id that is nobody, have no profile address; only a user row exists', async () => {
    const id = await user(null);
    const nobody = '0b3c6f8e-8888-4a4a-8a8a-0000000000ff';
    expect([await profileEmailOf(db, id), await profileEmailOf(db, nobody)]).toEqual([null, null]);
    expect([await userExists(db, id), await userExists(db, nobody)]).toEqual([true, false]);
    expect(await loadNotificationState(db, nobody)).toEqual({ settings: defaults, bounce: null });
  });

  it('the newest mails come first, as many as asked', async () => {
    const box = mailboxTransport(db);
    for (const [i, subject] of ['Första', 'Andra', 'Tredje'].entries()) {
      await box.send({ outboxId: `0b3c6f8e-8888-4a4a-8a8a-10000000000${i}`, to: 'a@example.com', subject, text: 'Hej!', html: '<p>Hej!</p>', headers: {} });
    }
    expect((await newestMailboxMails(db, 2)).map((m) => m.subject)).toEqual(['Tredje', 'Andra']);
  });
});
