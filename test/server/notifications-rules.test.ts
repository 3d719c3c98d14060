import { openTestDatabase } from './testDatabase';
import type { Database } from '../../server/db/database';
import { isMailKind, unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from '../../server/notifications/tokens';
import { attemptFailure } from '../../server/notifications/transport';
import { withoutAddresses } from '../../server/notifications/deliveryProblems';
import { CLAIM_LEASE_MS, deliverOne, dueMails, messageIdOf } from '../../server/notifications/deliver';
import type { MailTransport, OutgoingMail } from '../../server/notifications/transport';

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
