import { jest } from '@jest/globals';
import { openTestDatabase } from './testDatabase';
import type { Database } from '../../server/db/database';
import type { ServerConfig } from '../../server/config';
import { LOOP_INTERVAL_MS, startNoticeLoop, type NoticeLoop } from '../../server/notifications/noticeLoop';
import { startDrainer, type Deliverer } from '../../server/notifications/drainer';
import { startNotificationDelivery, transportFor } from '../../server/notifications/delivery';
import { enqueueNotification } from '../../server/notifications/outbox';
import { inTransaction } from '../../server/db/afterCommit';
import type { MailTransport, OutgoingMail } from '../../server/notifications/transport';
import { startSmtpPeer } from './smtpPeer';

/**
 * Issue 33, the in-process delivery loop each rule alone (noticeLoop.ts, drainer.ts, delivery.ts)
 * on an empty database: one run at a time, again after the interval and soon after a write, none
 * after stop; a failed run is logged and the loop goes on; the drainer takes back what a killed
 * process had claimed, stops after the mail in hand, and goes by its clock.
 */
let db: Database;
const userId = '0b3c6f8e-aaaa-4a4a-8a8a-000000000001';
beforeAll(async () => {
  db = await openTestDatabase();
  await db.insertInto('users').values({ id: userId, firstname: 'Test', lastname: 'Person', email: 'person@example.com', username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
});
afterAll(async () => { await db.destroy(); });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let n = 0;
/** A mail written as a feature writes it (this wakes the loops that listen). */
const write = (fields: { held?: boolean; caseId?: string } = {}, into: Database = db) => {
  n += 1;
  return enqueueNotification(into, { idempotencyKey: `loop-test:${n}`, kind: 'reply', recipientUserId: userId, subject: `Mejl ${n}`, text: 'Hej!', html: '<p>Hej!</p>', ...fields });
};

describe('the notice loop', () => {
  const loops: NoticeLoop[] = [];
  afterEach(async () => { for (const loop of loops.splice(0)) await loop.stop(); });
  /** A loop whose runs take `ms` and are counted, with the most at a time. */
  const counted = (options: { intervalMs?: number; ms?: number; log?: (line: string) => void; fail?: unknown }) => {
    const seen = { runs: 0, now: 0, most: 0 };
    const loop = startNoticeLoop(async () => {
      seen.runs += 1;
      seen.now += 1;
      seen.most = Math.max(seen.most, seen.now);
      await sleep(options.ms ?? 0);
      seen.now -= 1;
      if (options.fail !== undefined) throw options.fail;
    }, { label: 'Prov', intervalMs: options.intervalMs, log: options.log });
    loops.push(loop);
    return { seen, loop };
  };

  it('runs at once and again after each interval, never two runs at a time', async () => {
    const { seen, loop } = counted({ intervalMs: 20, ms: 30 });
    await sleep(5);
    await Promise.all([loop.runOnce(), loop.runOnce(), loop.runOnce()]);
    await sleep(200);
    expect(seen.most).toBe(1);
    expect(seen.runs).toBeGreaterThanOrEqual(4);
  });

  it('a write wakes it long before its interval', async () => {
    const { seen, loop } = counted({ intervalMs: 60_000 });
    await loop.runOnce();
    const before = seen.runs;
    await write();
    await sleep(300);
    expect(seen.runs).toBe(before + 1);
  });

  it('a notice written while a run is under way brings another run right after it (that run may have looked before the write)', async () => {
    const { seen } = counted({ intervalMs: 60_000, ms: 100 });
    await sleep(20);
    expect(seen.now).toBe(1);
    await write();
    await sleep(300);
    expect(seen.runs).toBe(2);
  });

  it('after stop no run starts: not the next interval of a run under way at stop', async () => {
    const { seen, loop } = counted({ intervalMs: 20, ms: 40 });
    await sleep(10);
    await loop.stop();
    await sleep(150);
    expect(seen.runs).toBe(1);
  });

  it('after stop no run starts: neither one woken by a write nor the interval it replaced', async () => {
    const { seen, loop } = counted({ intervalMs: 100 });
    await sleep(20);
    expect(seen.runs).toBe(1);
    await write(); // the loop's next run, at once, instead of the interval's
    await loop.stop();
    await sleep(250);
    expect(seen.runs).toBe(1);
  });

  it('a run that says more is due (a full batch) is followed by another at once, not after the interval', async () => {
    let runs = 0;
    loops.push(startNoticeLoop(async () => {
      runs += 1;
      return runs < 3;
    }, { label: 'Prov', intervalMs: 60_000 }));
    await sleep(200);
    expect(runs).toBe(3);
  });

  it('without a notice it runs again after LOOP_INTERVAL_MS, 5 s by default (issue 38: each idle run costs the process and PostgreSQL)', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let runs = 0;
      loops.push(startNoticeLoop(async () => { runs += 1; }, { label: 'Prov' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(runs).toBe(1);
      await jest.advanceTimersByTimeAsync(LOOP_INTERVAL_MS - 1);
      expect(runs).toBe(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(runs).toBe(2);
      expect(LOOP_INTERVAL_MS).toBe(5000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed run is logged with its label and its message, and the loop goes on; without a log too', async () => {
    const lines: string[] = [];
    const { seen: logged } = counted({ intervalMs: 20, log: (line) => lines.push(line), fail: new Error('kaputt') });
    const { seen: text } = counted({ intervalMs: 20, log: (line) => lines.push(line), fail: 'bara text' });
    const { seen: silent } = counted({ intervalMs: 20, fail: new Error('tyst') });
    await sleep(150);
    expect([logged.runs, text.runs, silent.runs].every((runs) => runs >= 3)).toBe(true);
    expect(new Set(lines)).toEqual(new Set(['Prov: kaputt', 'Prov: bara text']));
  });
});

describe('the embedded database\'s drainer', () => {
  const sent: OutgoingMail[] = [];
  let onSend: (mail: OutgoingMail) => void = () => undefined;
  const transport: MailTransport = { send: async (mail) => { sent.push(mail); onSend(mail); }, close: () => undefined };
  const options = { from: 'Min sida <no-reply@portal.test>', host: 'portal.test', publicUrl: 'http://portal.test', intervalMs: 60_000 };
  let deliverer: Deliverer | undefined;
  const outbox = () => db.selectFrom('notificationOutbox').select(['subject', 'state', 'kind', 'idempotencyKey']).orderBy('subject').execute();
  beforeEach(async () => {
    sent.length = 0;
    onSend = () => undefined;
    await db.deleteFrom('notificationOutbox').execute();
  });
  afterEach(async () => { await deliverer?.stop(); deliverer = undefined; });

  it('a mail a killed process had claimed is taken back and sent when the drainer starts', async () => {
    await db.insertInto('notificationOutbox').values({
      id: '0b3c6f8e-aaaa-4a4a-8a8a-100000000001', idempotencyKey: 'loop-test:claimed', kind: 'reply', recipientUserId: userId, address: 'person@example.com',
      subject: 'Påbörjat', textBody: 'Hej!', htmlBody: '<p>Hej!</p>', state: 'sending', attempts: 1, claimedUntil: new Date(Date.now() + 3_600_000),
    }).execute();
    deliverer = await startDrainer(db, transport, options);
    await deliverer.runOnce();
    expect(sent.map((m) => m.subject)).toEqual(['Påbörjat']);
    expect(await outbox()).toMatchObject([{ subject: 'Påbörjat', state: 'sent' }]);
  });

  it('a mail written in a transaction that commits late goes out when it commits, not at the next poll', async () => {
    deliverer = await startDrainer(db, transport, options);
    await deliverer.runOnce();
    let sentAt = Number.NaN;
    onSend = () => { sentAt = Date.now(); };
    await inTransaction(db, async (trx) => {
      await write({}, trx);
      await sleep(300); // a commit that takes long, as under load
    });
    const committedAt = Date.now();
    for (const until = committedAt + 3000; sent.length === 0 && Date.now() < until;) await sleep(10);
    expect(sentAt - committedAt).toBeLessThan(1000);
    expect(sent).toHaveLength(1);
  });

  it('stopped while sending, it stops after the mail in hand: the rest wait', async () => {
    for (let i = 0; i < 3; i++) await write();
    const started = await startDrainer(db, transport, options);
    deliverer = started;
    let stopping: Promise<void> | undefined;
    onSend = () => { stopping ??= started.stop(); };
    await started.runOnce();
    await stopping;
    expect(sent).toHaveLength(1);
    expect((await outbox()).map((r) => r.state).sort()).toEqual(['pending', 'pending', 'sent']);
  });

  it("composes the daily summary by its clock, not the process's, and logs a failed pass with the label E-post", async () => {
    const caseId = '0b3c6f8e-aaaa-4a4a-8a8a-300000000001';
    await db.insertInto('caseTypes').values({ type: 'LOOP_TEST', title: 'Test', sortOrder: 99 }).execute();
    await db.insertInto('cases').values({
      id: caseId, title: 'Ärende', caseType: 'LOOP_TEST', createdAt: new Date(), updatedAt: new Date(), ownerUserId: userId, createdByUserId: userId,
      associationId: null, workplaceId: null, lockedByUserId: null,
    }).execute();
    await write({ held: true, caseId });
    await db.updateTable('notificationOutbox').set({ createdAt: new Date('2026-11-24T12:00:00Z') }).execute();
    deliverer = await startDrainer(db, transport, { ...options, clock: () => new Date('2026-11-25T08:30:00Z') });
    await deliverer.runOnce();
    expect((await outbox()).filter((r) => r.kind === 'summary').map((r) => [r.idempotencyKey, r.state])).toEqual([[`summary:2026-11-25:${userId}`, 'sent']]);
    await deliverer.stop();
    const lines: string[] = [];
    deliverer = await startDrainer(db, transport, { ...options, clock: () => new Date(Number.NaN), log: (line) => lines.push(line) });
    await deliverer.runOnce();
    expect(lines[0]).toMatch(/^E-post: \S/);
  });
});

describe('the delivery of the configuration (no DATABASE_URL: the drainer)', () => {
  const config = (smtpUrl?: string) => ({ publicUrl: 'http://portal.test', mailFrom: 'Min sida <no-reply@portal.test>', smtpUrl }) as ServerConfig;
  const mail: OutgoingMail = { outboxId: '0b3c6f8e-aaaa-4a4a-8a8a-200000000001', to: 'person@example.com', subject: 'Vald väg', text: 'Hej!', html: '<p>Hej!</p>', headers: {} };

  it('without SMTP_URL a mail goes into the development mailbox; with it, to the relay', async () => {
    await transportFor(config(), db).send(mail);
    expect(await db.selectFrom('notificationMailbox').select('subject').where('outboxId', '=', mail.outboxId).execute()).toEqual([{ subject: 'Vald väg' }]);
    const peer = await startSmtpPeer();
    const smtp = transportFor(config(peer.url), db);
    try {
      await smtp.send({ ...mail, outboxId: '0b3c6f8e-aaaa-4a4a-8a8a-200000000002' });
      expect(peer.received).toHaveLength(1);
      expect(await db.selectFrom('notificationMailbox').select('subject').execute()).toHaveLength(1);
    } finally {
      smtp.close();
      await peer.close();
    }
  });

  it('delivers what is written, with the Message-ID of the public host, and nothing after stop', async () => {
    await db.deleteFrom('notificationOutbox').execute();
    await db.deleteFrom('notificationMailbox').execute();
    const lines: string[] = [];
    const started = await startNotificationDelivery(db, config(), (line) => lines.push(line));
    await write();
    await started.runOnce();
    const kept = await db.selectFrom('notificationMailbox').select(['subject', 'headers']).execute();
    expect(kept).toHaveLength(1);
    expect((kept[0].headers as Record<string, string>)['Message-ID']).toMatch(/@portal\.test>$/);
    await started.stop();
    await write();
    await sleep(100);
    expect(await db.selectFrom('notificationMailbox').select('subject').execute()).toHaveLength(1);
  });
});
