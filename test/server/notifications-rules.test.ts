import net from 'node:net';
import { openTestDatabase } from './testDatabase';
import type { Database } from '../../server/db/database';
import { isMailKind, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from '../../server/notifications/tokens';
import { attemptFailure, mailboxTransport, smtpTransport } from '../../server/notifications/transport';
import { withoutAddresses } from '../../server/notifications/deliveryProblems';
import { backoffMs, CLAIM_LEASE_MS, deliverOne, dueMails, INVALID_ADDRESS_REASON, MAX_ATTEMPTS, messageIdOf } from '../../server/notifications/deliver';
import type { MailTransport, OutgoingMail } from '../../server/notifications/transport';
import { enqueueNotification, onNoticeWritten, type OutgoingNotice } from '../../server/notifications/outbox';
import type { MailKind } from '../../src/domain/notifications';

/**
 * Issue 33, the rules of delivery each alone, without a running deliverer: the unsubscribe link's
 * signature binds the user and the kind; only a 5.1.x at RCPT TO is a refusal for good; a claim's
 * lease keeps a live claim and gives up a lapsed one.
 */
let db: Database;
beforeAll(async () => { db = await openTestDatabase(); });
afterAll(async () => { await db.destroy(); });

const anna = '0b3c6f8e-1111-4a4a-8a8a-000000000001';
const bo = '0b3c6f8e-1111-4a4a-8a8a-000000000002';

describe('the unsubscribe signature (RFC 8058 link)', () => {
  it('verifies for its own user and kind, and for nothing else', async () => {
    const token = await unsubscribeToken(db, anna, 'reply');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyUnsubscribeToken(db, anna, 'reply', token)).toBe(true);
    expect(await verifyUnsubscribeToken(db, anna, 'closed', token)).toBe(false);
    expect(await verifyUnsubscribeToken(db, anna, 'summary', token)).toBe(false);
    expect(await verifyUnsubscribeToken(db, bo, 'reply', token)).toBe(false);
    expect(await verifyUnsubscribeToken(db, anna, 'reply', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(await verifyUnsubscribeToken(db, anna, 'reply', token.slice(1))).toBe(false);
    expect(await verifyUnsubscribeToken(db, anna, 'nothing', token)).toBe(false);
  });

  it('a kind that is no mail kind never verifies, even with the signature made for it', async () => {
    const signedForNothing = await unsubscribeToken(db, anna, 'nothing' as MailKind);
    expect(await verifyUnsubscribeToken(db, anna, 'nothing', signedForNothing)).toBe(false);
  });

  it('each kind and each user has a token of its own', async () => {
    const tokens = new Set([
      await unsubscribeToken(db, anna, 'reply'), await unsubscribeToken(db, anna, 'closed'), await unsubscribeToken(db, anna, 'summary'),
      await unsubscribeToken(db, bo, 'reply'),
    ]);
    expect(tokens.size).toBe(4);
  });

  it('the link names the user, the kind and the token', async () => {
    const url = await unsubscribeUrl(db, 'https://portal.example', anna, 'course');
    expect(url).toBe(`https://portal.example/avisering/avsluta?u=${anna}&k=course&t=${await unsubscribeToken(db, anna, 'course')}`);
    expect(isMailKind('course')).toBe(true);
    expect(isMailKind('summary')).toBe(true);
    expect(isMailKind('other')).toBe(false);
  });
});

describe("the relay's answers (issue 33)", () => {
  const rcpt = (response: string) => Object.assign(new Error("Can't send mail - all recipients were rejected"), {
    code: 'EENVELOPE', command: 'RCPT TO', response, responseCode: Number(response.slice(0, 3)),
    rejectedErrors: [{ command: 'RCPT TO', response, responseCode: Number(response.slice(0, 3)) }],
  });
  it.each([
    ['550 5.1.1 <a@x.se>: Recipient address rejected: User unknown', true],
    ['550-5.1.1 The email account that you tried to reach does not exist', true],
    ['553 5.1.3 Bad recipient address syntax', true],
    ['550 5.1.10 Null MX', true],
    ['550 5.7.1 <a@x.se>: Relay access denied', false],
    ['550 Requested action not taken: mailbox unavailable', false],
    ['452 4.2.2 Mailbox full', false],
    ['550 5.2.1 Mailbox disabled', false],
    ['550 5.11.1 not an enhanced code of class 1', false],
  ])('%s at RCPT TO: for good %s', (response, forGood) => {
    const failure = attemptFailure(rcpt(response));
    expect(failure).toEqual({ kind: forGood ? 'recipient' : 'relay', forGood, reason: response });
  });

  it('a 5.1.x at MAIL FROM or DATA is the relay, not the recipient', () => {
    for (const command of ['MAIL FROM', 'DATA']) {
      const response = '550 5.1.7 Bad sender';
      expect(attemptFailure(Object.assign(new Error('x'), { command, response, responseCode: 550 }))).toEqual({ kind: 'relay', forGood: false, reason: response });
    }
  });

  it('no answer at all is a connection failure, retried', () => {
    expect(attemptFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ESOCKET', command: 'CONN' })))
      .toEqual({ kind: 'connection', forGood: false, reason: 'connect ECONNREFUSED 127.0.0.1:1' });
    expect(attemptFailure('broken')).toEqual({ kind: 'connection', forGood: false, reason: 'broken' });
  });

  it('a 5.1.x at RCPT TO is for good also when the error names no rejected recipients of its own', () => {
    const response = '550 5.1.1 <a@x.se>: User unknown';
    expect(attemptFailure(Object.assign(new Error('x'), { command: 'RCPT TO', response, responseCode: 550 })))
      .toEqual({ kind: 'recipient', forGood: true, reason: response });
  });

  it('of several rejected recipients, one 5.1.x at RCPT TO is enough; rejections at another command are not', () => {
    const response = '550 5.1.1 <a@x.se>: User unknown';
    const policy = '550 5.7.1 Relaying denied';
    const several = Object.assign(new Error('x'), {
      command: 'RCPT TO', response: policy, responseCode: 550,
      rejectedErrors: [{ command: 'RCPT TO', response: policy }, { command: 'RCPT TO', response }],
    });
    expect(attemptFailure(several)).toEqual({ kind: 'recipient', forGood: true, reason: policy });
    const elsewhere = Object.assign(new Error('x'), { command: 'RCPT TO', response: policy, responseCode: 550, rejectedErrors: [{ command: 'DATA', response }] });
    expect(attemptFailure(elsewhere)).toEqual({ kind: 'relay', forGood: false, reason: policy });
  });

  it('a reason is kept to its first 500 characters; no error at all is a connection failure too', () => {
    const response = `421 4.3.2 ${'x'.repeat(600)}`;
    expect(attemptFailure(Object.assign(new Error('x'), { command: 'DATA', response, responseCode: 421 })).reason).toBe(response.slice(0, 500));
    expect(attemptFailure(undefined)).toEqual({ kind: 'connection', forGood: false, reason: 'undefined' });
    expect(attemptFailure(null)).toEqual({ kind: 'connection', forGood: false, reason: 'null' });
  });

  it('a reason is shown and logged without the addresses it names', () => {
    expect(withoutAddresses('550 5.7.1 <anna@example.com>: Relay access denied for bo@x.se')).toBe('550 5.7.1 <…>: Relay access denied for <…>');
    expect(withoutAddresses('421 4.4.2 Timeout')).toBe('421 4.4.2 Timeout');
  });
});

describe('the claim lease (issue 24, a mutant of issue 33)', () => {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { send: async (mail) => { sent.push(mail); }, close: () => undefined };
  const options = { from: 'Min sida <no-reply@portal.test>', host: 'portal.test' };
  const claimedRow = async (n: number, claimedUntil: Date) => {
    const id = `0b3c6f8e-2222-4a4a-8a8a-00000000000${n}`;
    await db.insertInto('notificationOutbox').values({
      id, idempotencyKey: `lease:${n}`, kind: 'reply', recipientUserId: anna, address: 'anna@example.com',
      subject: `Lease ${n}`, textBody: 'Hej!', htmlBody: '<p>Hej!</p>', state: 'sending', attempts: 1, claimedUntil,
    }).execute();
    return id;
  };

  it('a live claim is never taken by another deliverer; a lapsed one is due, taken and sent once', async () => {
    await db.insertInto('users').values({ id: anna, firstname: 'Anna', lastname: 'Test', email: 'anna@example.com', username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
    const live = await claimedRow(1, new Date(Date.now() + CLAIM_LEASE_MS));
    const lapsed = await claimedRow(2, new Date(Date.now() - 1000));
    const due = await dueMails(db, 100);
    expect([due.includes(live), due.includes(lapsed)]).toEqual([false, true]);
    expect(await deliverOne(db, transport, live, options)).toBe('skipped');
    expect(sent).toEqual([]);
    expect(await deliverOne(db, transport, lapsed, options)).toBe('sent');
    expect(await deliverOne(db, transport, lapsed, options)).toBe('skipped');
    expect(sent.map((m) => [m.subject, m.headers['Message-ID']])).toEqual([['Lease 2', messageIdOf(lapsed, 'portal.test')]]);
    const rows = await db.selectFrom('notificationOutbox').select(['id', 'state', 'attempts']).orderBy('id').execute();
    expect(rows).toEqual([{ id: live, state: 'sending', attempts: 1 }, { id: lapsed, state: 'sent', attempts: 2 }]);
    expect(await dueMails(db, 100)).toEqual([]);
  });
});

describe('one attempt of deliverOne: headers, back-off, giving up and the log (issues 24 and 33)', () => {
  const carl = '0b3c6f8e-1111-4a4a-8a8a-000000000003';
  const sent: OutgoingMail[] = [];
  let failWith: unknown = null;
  const transport: MailTransport = {
    send: async (mail) => { if (failWith) throw failWith; sent.push(mail); },
    close: () => undefined,
  };
  const logged: string[] = [];
  const options = { from: 'Min sida <no-reply@portal.test>', host: 'portal.test', baseBackoffMs: 30_000, log: (line: string) => logged.push(line) };
  let n = 0;
  const mail = async (fields: { attempts?: number; unsubscribeUrl?: string | null; address?: string } = {}) => {
    n += 1;
    const id = `0b3c6f8e-3333-4a4a-8a8a-${String(n).padStart(12, '0')}`;
    await db.insertInto('notificationOutbox').values({
      id, idempotencyKey: `attempt:${n}`, kind: 'reply', recipientUserId: carl, address: fields.address ?? 'carl@example.com',
      subject: `Försök ${n}`, textBody: 'Hej!', htmlBody: '<p>Hej!</p>', attempts: fields.attempts ?? 0, unsubscribeUrl: fields.unsubscribeUrl ?? null,
    }).execute();
    return id;
  };
  const row = (id: string) => db.selectFrom('notificationOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const relayRefusal = (response: string) => Object.assign(new Error(response), { command: 'RCPT TO', response, responseCode: Number(response.slice(0, 3)) });

  beforeAll(async () => {
    await db.insertInto('users').values({ id: carl, firstname: 'Carl', lastname: 'Test', email: 'carl@example.com', username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
  });
  beforeEach(() => { failWith = null; sent.length = 0; logged.length = 0; });

  it('every mail says it was sent automatically (Auto-Submitted, RFC 3834), and only a mail that can be turned off has the one-click link', async () => {
    const withLink = await mail({ unsubscribeUrl: 'https://portal.example/avisering/avsluta?u=x&k=reply&t=y' });
    const without = await mail();
    expect(await deliverOne(db, transport, withLink, options)).toBe('sent');
    expect(await deliverOne(db, transport, without, options)).toBe('sent');
    expect(sent.map((m) => m.headers)).toEqual([
      {
        'Message-ID': messageIdOf(withLink, 'portal.test'), 'Auto-Submitted': 'auto-generated',
        'List-Unsubscribe': '<https://portal.example/avisering/avsluta?u=x&k=reply&t=y>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      { 'Message-ID': messageIdOf(without, 'portal.test'), 'Auto-Submitted': 'auto-generated' },
    ]);
    expect(sent[0]).toMatchObject({ outboxId: withLink, to: 'carl@example.com', subject: expect.stringMatching(/^Försök/), text: 'Hej!', html: '<p>Hej!</p>' });
    expect(await row(withLink)).toMatchObject({ state: 'sent', claimedUntil: null, lastError: null, sentAt: expect.any(Date) });
  });

  it('the back-off after the n-th failed attempt is 30 s, 1, 2, 4 … minutes, at most two hours', () => {
    expect([0, 1, 2, 3, 4, 8, 9, 20].map((attempt) => backoffMs(attempt))).toEqual([30_000, 30_000, 60_000, 120_000, 240_000, 3_840_000, 7_200_000, 7_200_000]);
    expect(backoffMs(3, 1000)).toBe(4000);
  });

  it("a relay's refusal is logged in one line without addresses, counted, and tried again after the back-off", async () => {
    const id = await mail({ attempts: 1 });
    failWith = relayRefusal('550 5.7.1 <carl@example.com>: Relaying denied');
    const before = Date.now();
    expect(await deliverOne(db, transport, id, options)).toBe('retry');
    const stored = await row(id);
    expect(stored).toMatchObject({ state: 'pending', attempts: 2, claimedUntil: null, queuedAt: null, lastError: '550 5.7.1 <carl@example.com>: Relaying denied' });
    const wait = new Date(stored.nextAttemptAt).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThan(70_000);
    expect(logged).toEqual([`E-post: försök 2 med mejl ${id} misslyckades (reläservern nekade): 550 5.7.1 <…>: Relaying denied; nytt försök ${new Date(stored.nextAttemptAt).toISOString()}`]);
    const failures = await db.selectFrom('notificationDeliveryFailures').select(['kind', 'reason']).where('outboxId', '=', id).execute();
    expect(failures).toEqual([{ kind: 'relay', reason: '550 5.7.1 <…>: Relaying denied' }]);
  });

  it('no connection is logged as such; the last attempt gives up and says so', async () => {
    const id = await mail({ attempts: MAX_ATTEMPTS - 1 });
    failWith = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ESOCKET', command: 'CONN' });
    expect(await deliverOne(db, transport, id, options)).toBe('failed');
    expect(await row(id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, claimedUntil: null });
    expect(logged).toEqual([`E-post: försök ${MAX_ATTEMPTS} med mejl ${id} misslyckades (ingen förbindelse): connect ECONNREFUSED 127.0.0.1:1; ger upp`]);
    const retried = await mail({ attempts: MAX_ATTEMPTS - 2 });
    expect(await deliverOne(db, transport, retried, options)).toBe('retry');
  });

  it("the recipient's refusal for good bounces the mail, records the address, and is logged without it", async () => {
    const id = await mail();
    failWith = relayRefusal('550 5.1.1 <carl@example.com>: User unknown');
    expect(await deliverOne(db, transport, id, options)).toBe('bounced');
    expect(await row(id)).toMatchObject({ state: 'bounced', claimedUntil: null, lastError: '550 5.1.1 <carl@example.com>: User unknown' });
    expect(logged).toEqual([`E-post: mottagaren finns inte (mejl ${id}): 550 5.1.1 <…>: User unknown`]);
    const mark = await db.selectFrom('notificationSettings').select(['bouncedAddress', 'bounceReason']).where('userId', '=', carl).executeTakeFirstOrThrow();
    expect(mark).toEqual({ bouncedAddress: 'carl@example.com', bounceReason: '550 5.1.1 <carl@example.com>: User unknown' });
  });

  it('a stored address that is no address is failed at once, counted, and logged without it', async () => {
    const id = await mail({ address: 'carl@example.com, bo@example.com' });
    expect(await deliverOne(db, transport, id, options)).toBe('failed');
    expect(sent).toEqual([]);
    expect(await row(id)).toMatchObject({ state: 'failed', claimedUntil: null, lastError: INVALID_ADDRESS_REASON });
    expect(logged).toEqual([`E-post: mejl ${id} skickades inte: ogiltig adress på profilen.`]);
    const unlogged = await mail({ address: 'carl@example.com\r\nBcc: bo@example.com' });
    expect(await deliverOne(db, transport, unlogged, { from: options.from, host: options.host })).toBe('failed');
    const failures = await db.selectFrom('notificationDeliveryFailures').select(['kind', 'reason']).where('outboxId', '=', id).execute();
    expect(failures).toEqual([{ kind: 'address', reason: INVALID_ADDRESS_REASON }]);
  });

  it('due mails are the pending ones whose time has come and the lapsed claims, oldest first, as many as asked', async () => {
    await db.deleteFrom('notificationOutbox').where('state', 'in', ['pending', 'sending']).execute();
    const later = await mail();
    const sooner = await mail();
    const notYet = await mail();
    await db.updateTable('notificationOutbox').set({ nextAttemptAt: new Date(Date.now() - 2000) }).where('id', '=', later).execute();
    await db.updateTable('notificationOutbox').set({ nextAttemptAt: new Date(Date.now() - 5000) }).where('id', '=', sooner).execute();
    await db.updateTable('notificationOutbox').set({ nextAttemptAt: new Date(Date.now() + 60_000) }).where('id', '=', notYet).execute();
    expect(await dueMails(db)).toEqual([sooner, later]);
    expect(await dueMails(db, 1)).toEqual([sooner]);
  });
});

describe('the outbox (issue 24)', () => {
  const dora = '0b3c6f8e-1111-4a4a-8a8a-000000000004';
  const caseId = '0b3c6f8e-4444-4a4a-8a8a-000000000001';
  const notice = (key: string, fields: Partial<OutgoingNotice> = {}): OutgoingNotice => ({
    idempotencyKey: key, kind: 'reply', recipientUserId: dora, subject: 'Ämne', text: 'Hej!', html: '<p>Hej!</p>', ...fields,
  });
  beforeAll(async () => {
    await db.insertInto('users').values({ id: dora, firstname: 'Dora', lastname: 'Test', email: 'dora@example.com', username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
    await db.insertInto('caseTypes').values({ type: 'OUTBOX_TEST', title: 'Test', sortOrder: 99 }).execute();
    await db.insertInto('cases').values({
      id: caseId, title: 'Ärende', caseType: 'OUTBOX_TEST', createdAt: new Date(), updatedAt: new Date(), ownerUserId: dora, createdByUserId: dora,
      associationId: null, workplaceId: null, lockedByUserId: null,
    }).execute();
  });

  it('one mail per key: a second write with the same key writes nothing and says so', async () => {
    expect(await enqueueNotification(db, notice('outbox:once'))).toBe(true);
    expect(await enqueueNotification(db, notice('outbox:once', { subject: 'Annat' }))).toBe(false);
    const rows = await db.selectFrom('notificationOutbox').select('subject').where('idempotencyKey', '=', 'outbox:once').execute();
    expect(rows).toEqual([{ subject: 'Ämne' }]);
  });

  it("a mail goes to the recipient's own address, with its case, its one-click link, and held for the summary when asked", async () => {
    await enqueueNotification(db, notice('outbox:held', { caseId, unsubscribeUrl: 'https://portal.example/avsluta', held: true }));
    await enqueueNotification(db, notice('outbox:plain'));
    const rows = await db.selectFrom('notificationOutbox').select(['idempotencyKey', 'address', 'caseId', 'unsubscribeUrl', 'state'])
      .where('idempotencyKey', 'in', ['outbox:held', 'outbox:plain']).orderBy('idempotencyKey').execute();
    expect(rows).toEqual([
      { idempotencyKey: 'outbox:held', address: 'dora@example.com', caseId, unsubscribeUrl: 'https://portal.example/avsluta', state: 'held' },
      { idempotencyKey: 'outbox:plain', address: 'dora@example.com', caseId: null, unsubscribeUrl: null, state: 'pending' },
    ]);
  });

  it('a write wakes the deliverers that listen, and no longer one that stopped listening', async () => {
    let woken = 0;
    const stop = onNoticeWritten(() => { woken += 1; });
    await enqueueNotification(db, notice('outbox:wake-1'));
    stop();
    await enqueueNotification(db, notice('outbox:wake-2'));
    expect(woken).toBe(1);
  });

  it('a recipient without an address, or an id that is nobody, gets no mail: nothing is written, and it says so', async () => {
    const eve = '0b3c6f8e-1111-4a4a-8a8a-000000000005';
    const nobody = '0b3c6f8e-1111-4a4a-8a8a-0000000000ff';
    await db.insertInto('users').values({ id: eve, firstname: 'Eve', lastname: 'Test', email: null, username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
    expect(await enqueueNotification(db, notice('outbox:no-address', { recipientUserId: eve }))).toBe(false);
    expect(await enqueueNotification(db, notice('outbox:nobody', { recipientUserId: nobody }))).toBe(false);
    expect(await db.selectFrom('notificationOutbox').select('id').where('idempotencyKey', 'in', ['outbox:no-address', 'outbox:nobody']).execute()).toEqual([]);
  });
});

describe('the SMTP transport gives up on a silent relay, so a mail waits for its next attempt (issue 33)', () => {
  const silentRelay = async (greet: boolean) => {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      if (greet) socket.write('220 relay.test ESMTP\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
      close: () => new Promise((resolve) => { for (const socket of sockets) socket.destroy(); server.close(resolve); }),
    };
  };
  const mail: OutgoingMail = { outboxId: 'x', to: 'a@example.com', subject: 'Tyst', text: 'Hej!', html: '<p>Hej!</p>', headers: {} };

  it.each([
    ['never greets', false],
    ['greets, then answers nothing', true],
  ])('a relay that %s: the attempt fails within the timeout, as no connection', async (_what, greet) => {
    const relay = await silentRelay(greet);
    const transport = smtpTransport(relay.url, 'Min sida <no-reply@portal.test>', { timeoutMs: 300 });
    try {
      const started = Date.now();
      const error = await transport.send(mail).then(() => null, (e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(attemptFailure(error)).toMatchObject({ kind: 'connection', forGood: false });
    } finally {
      transport.close();
      await relay.close();
    }
  });
});

describe('the development mailbox (no SMTP_URL)', () => {
  it('keeps each mail once per outbox row, as it was sent', async () => {
    const box = mailboxTransport(db);
    const outboxId = '0b3c6f8e-5555-4a4a-8a8a-000000000001';
    const kept: OutgoingMail = { outboxId, to: 'a@example.com', subject: 'Brevlådan', text: 'Hej!', html: '<p>Hej!</p>', headers: { 'Message-ID': '<x@portal.test>' } };
    await box.send(kept);
    await box.send({ ...kept, subject: 'Igen' });
    const rows = await db.selectFrom('notificationMailbox').select(['recipient', 'subject', 'textBody', 'htmlBody', 'headers']).where('outboxId', '=', outboxId).execute();
    expect(rows).toEqual([{ recipient: 'a@example.com', subject: 'Brevlådan', textBody: 'Hej!', htmlBody: '<p>Hej!</p>', headers: { 'Message-ID': '<x@portal.test>' } }]);
  });
});
