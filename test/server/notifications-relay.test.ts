import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { startMailBench, type MailBench } from './mailBench';
import type { SmtpReply } from './smtpPeer';
import { enqueueNotification } from '../../server/notifications/outbox';
import { INVALID_ADDRESS_REASON } from '../../server/notifications/deliver';
import type { MailDeliveryProblems } from '../../src/api/notificationTypes';

/**
 * Issue 33: mail under a misbehaving relay, with a real SMTP peer. A refusal of the relay itself
 * (policy, relaying, MAIL FROM, DATA) delays and retries and marks nobody; only a 5.1.x at RCPT TO
 * marks that one address; the secretariat sees both and may clear a mark; a stored address that is
 * no address is never sent to; every attempt of one mail carries the same valid Message-ID.
 */
let server: TestServer;
let bench: MailBench;
const d = demoAccounts;
let relayRefusal: SmtpReply | null = null;
let mailFromRefusal: SmtpReply | null = null;
let dataRefusal: SmtpReply | null = null;
const refusedAddresses = new Set<string>();
const logged: string[] = [];

const RECIPIENTS: DemoUsername[] = ['medlem', 'medlem-flera', 'styrelse', 'nationell', 'ombud'];
const emailOf = async (user: DemoUsername) => (await server.db.selectFrom('users').select('email').where('id', '=', d[user].id).executeTakeFirstOrThrow()).email!;
const call = async (user: DemoUsername, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: await server.as(d[user].id), ...(payload ? { payload } : {}) });
const problems = async () => (await call('kanslist', 'GET', '/api/Notifications/Delivery')).json<MailDeliveryProblems>();

/** One mail per user, written as a feature writes it (in a transaction), not yet delivered. */
async function mailTo(users: DemoUsername[], subject: string): Promise<string[]> {
  const ids: string[] = [];
  await server.db.transaction().execute(async (trx) => {
    for (const user of users) {
      const key = `issue33:${subject}:${d[user].id}`;
      await enqueueNotification(trx, { idempotencyKey: key, kind: 'reply', recipientUserId: d[user].id, subject, text: 'Hej!', html: '<p>Hej!</p>' });
      const row = await trx.selectFrom('notificationOutbox').select('id').where('idempotencyKey', '=', key).executeTakeFirst();
      if (row) ids.push(row.id);
    }
  });
  return ids;
}
const rows = (ids: string[]) => server.db.selectFrom('notificationOutbox').selectAll().where('id', 'in', ids).orderBy('recipientUserId').execute();
const bouncedUsers = async () => (await server.db.selectFrom('notificationSettings').select('userId').where('bouncedAddress', 'is not', null).execute()).map((r) => r.userId);
/** Lets the back-off pass (the test moves the time of the next attempt) and delivers what is due. */
const afterBackoff = async () => {
  await server.db.updateTable('notificationOutbox').set({ nextAttemptAt: new Date() }).where('state', '=', 'pending').execute();
  await bench.deliverer.runOnce();
};

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
  bench = await startMailBench(server.db, {
    refuse: (address) => relayRefusal ?? refusedAddresses.has(address),
    refuseMail: () => mailFromRefusal,
    refuseData: () => dataRefusal,
  }, { baseBackoffMs: 10_000, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await bench.stop();
  await server.close();
});
beforeEach(async () => {
  relayRefusal = null;
  mailFromRefusal = null;
  dataRefusal = null;
  refusedAddresses.clear();
  await bench.deliverer.runOnce();
  await server.db.deleteFrom('notificationSettings').execute();
  await server.db.deleteFrom('notificationDeliveryFailures').execute();
});

describe('a relay that refuses for a while, then recovers (issue 33)', () => {
  it('"550 5.7.1 relaying denied" marks nobody: the mails wait, are counted and shown, and everyone gets them after the relay is fixed', async () => {
    relayRefusal = { code: 550, text: '5.7.1 <medlem@example.com>: Relaying denied' };
    const from = bench.peer.received.length;
    const ids = await mailTo(RECIPIENTS, 'Under relästörning');
    expect(ids).toHaveLength(RECIPIENTS.length);
    await bench.deliverer.runOnce();
    await afterBackoff(); // still refusing: a second attempt each
    expect(bench.peer.received.length).toBe(from);
    expect((await rows(ids)).map((r) => [r.state, r.attempts])).toEqual(Array(RECIPIENTS.length).fill(['pending', 2]));
    expect(await bouncedUsers()).toEqual([]);

    const seen = await problems();
    expect(seen.relay.last24h).toBe(2 * RECIPIENTS.length);
    expect(seen.relay.latest!.reason).toBe('550 5.7.1 <…>: Relaying denied');
    expect(seen.waiting).toBe(RECIPIENTS.length);
    expect(seen.bounced).toEqual([]);
    expect(logged.some((line) => line.includes('reläservern nekade') && line.includes('5.7.1'))).toBe(true);
    expect(logged.join('\n')).not.toContain('@example.com');

    relayRefusal = null;
    await afterBackoff();
    const mails = bench.peer.received.slice(from);
    expect(mails.map((m) => m.to[0]).sort()).toEqual((await Promise.all(RECIPIENTS.map(emailOf))).sort());
    expect((await rows(ids)).map((r) => r.state)).toEqual(Array(RECIPIENTS.length).fill('sent'));
    expect((await problems()).waiting).toBe(0);

    // The next mail reaches everyone too: nobody was marked.
    const next = await mailTo(RECIPIENTS, 'Efter relästörningen');
    await bench.deliverer.runOnce();
    expect((await rows(next)).map((r) => r.state)).toEqual(Array(RECIPIENTS.length).fill('sent'));
  });

  it('a 5xx at MAIL FROM, a 5xx after the data, a 4xx and a 5xx at RCPT TO without 5.1.x are retried, never a bounce', async () => {
    for (const [what, set] of [
      ['MAIL FROM', () => { mailFromRefusal = { code: 553, text: '5.7.1 Sender address rejected: not owned by user' }; }],
      ['DATA', () => { dataRefusal = { code: 554, text: '5.7.1 Message rejected as spam' }; }],
      ['RCPT TO 4xx', () => { relayRefusal = { code: 450, text: '4.2.1 Mailbox busy, try later' }; }],
      ['RCPT TO 550 without enhanced code', () => { relayRefusal = { code: 550, text: 'Requested action not taken' }; }],
    ] as const) {
      set();
      const [id] = await mailTo(['medlem'], `Försök ${what}`);
      await bench.deliverer.runOnce();
      const [row] = await rows([id]);
      expect({ what, state: row.state }).toEqual({ what, state: 'pending' });
      expect(await bouncedUsers()).toEqual([]);
      relayRefusal = null;
      mailFromRefusal = null;
      dataRefusal = null;
      await afterBackoff();
      expect({ what, state: (await rows([id]))[0].state }).toEqual({ what, state: 'sent' });
    }
  });
});

describe('a recipient that does not exist (issue 33)', () => {
  it('a 5.1.1 at RCPT TO marks only that recipient; the secretariat sees it and clears the mark, and the address gets mail again', async () => {
    const gone = await emailOf('medlem-flera');
    refusedAddresses.add(gone);
    const from = bench.peer.received.length;
    const ids = await mailTo(['medlem', 'medlem-flera', 'styrelse'], 'En finns inte');
    await bench.deliverer.runOnce();
    const states = Object.fromEntries((await rows(ids)).map((r) => [r.recipientUserId, r.state]));
    expect(states).toEqual({ [d.medlem.id]: 'sent', [d['medlem-flera'].id]: 'bounced', [d.styrelse.id]: 'sent' });
    expect(await bouncedUsers()).toEqual([d['medlem-flera'].id]);
    expect(bench.peer.received.slice(from).map((m) => m.to[0]).sort()).toEqual([await emailOf('medlem'), await emailOf('styrelse')].sort());

    const seen = await problems();
    expect(seen.bounced).toEqual([expect.objectContaining({ userId: d['medlem-flera'].id, address: gone, reason: expect.stringContaining('550 5.1.1') })]);
    expect(seen.relay.last24h).toBe(0);

    refusedAddresses.clear();
    expect((await call('kanslist', 'DELETE', `/api/Notifications/Bounces/${d['medlem-flera'].id}`)).statusCode).toBe(204);
    // Clearing again: there is no mark, and the answer names it by its code.
    const none = await call('kanslist', 'DELETE', `/api/Notifications/Bounces/${d['medlem-flera'].id}`);
    expect([none.statusCode, none.json().errorCode]).toEqual([404, 'BOUNCE_NOT_FOUND']);
    expect((await problems()).bounced).toEqual([]);
    const again = await mailTo(['medlem-flera'], 'Efter att markeringen togs bort');
    await bench.deliverer.runOnce();
    expect((await rows(again)).map((r) => r.state)).toEqual(['sent']);
  });

  it('a marked address gets mail again once the profile has another address', async () => {
    refusedAddresses.add(await emailOf('medlem'));
    const [id] = await mailTo(['medlem'], 'Gammal adress');
    await bench.deliverer.runOnce();
    expect((await rows([id]))[0].state).toBe('bounced');
    const old = await emailOf('medlem');
    try {
      const changed = await call('medlem', 'PUT', '/api/User/Email', { email: ' ny.adress@example.com ' });
      expect([changed.statusCode, changed.json()]).toEqual([200, { email: 'ny.adress@example.com' }]);
      const [next] = await mailTo(['medlem'], 'Ny adress');
      await bench.deliverer.runOnce();
      expect((await rows([next]))[0]).toMatchObject({ state: 'sent', address: 'ny.adress@example.com' });
    } finally {
      await server.db.updateTable('users').set({ email: old }).where('id', '=', d.medlem.id).execute();
    }
  });

  it('a protected identity is shown to the secretariat by name, without the address', async () => {
    await server.db.updateTable('users').set({ email: 'skyddad@example.org' }).where('id', '=', d.skyddad.id).execute();
    refusedAddresses.add('skyddad@example.org');
    relayRefusal = null;
    const [id] = await mailTo(['skyddad'], 'Skyddad');
    await bench.deliverer.runOnce();
    expect((await rows([id]))[0].state).toBe('bounced');
    const [shown] = (await problems()).bounced;
    expect(shown).toMatchObject({ userId: d.skyddad.id, address: null });
    expect(JSON.stringify(await problems())).not.toContain('skyddad@example.org');
    await server.db.updateTable('users').set({ email: null }).where('id', '=', d.skyddad.id).execute();
  });
});

describe('who sees delivery problems (issue 33: the secretariat)', () => {
  it('the secretariat lists and clears; everyone else gets 403 MAIL_DELIVERY_SECRETARIAT_ONLY', async () => {
    for (const user of Object.keys(d) as DemoUsername[]) {
      const list = await call(user, 'GET', '/api/Notifications/Delivery');
      const clear = await call(user, 'DELETE', `/api/Notifications/Bounces/${d.medlem.id}`);
      const secretariat = user === 'kanslist' || user === 'kansli-styrelse';
      expect({ user, list: list.statusCode, clear: clear.statusCode }).toEqual({ user, list: secretariat ? 200 : 403, clear: secretariat ? 404 : 403 });
      if (!secretariat) expect(list.json().errorCode).toBe('MAIL_DELIVERY_SECRETARIAT_ONLY');
    }
  });
});

describe('one address per profile, checked where it enters and before sending (issue 33)', () => {
  it('the profile refuses a list, a header after a line break and a name with brackets, and stores nothing', async () => {
    const old = await emailOf('medlem');
    for (const email of ['a@example.com, b@example.com', 'a@example.com\r\nBcc: b@example.com', 'Anna <a@example.com>', '']) {
      const res = await call('medlem', 'PUT', '/api/User/Email', { email });
      expect({ email, status: res.statusCode, code: res.json().errorCode }).toEqual({ email, status: 400, code: email ? 'EMAIL_INVALID' : 'EMAIL_REQUIRED' });
    }
    expect(await emailOf('medlem')).toBe(old);
  });

  it.each([
    ['a list', 'a@example.com, b@example.com'],
    ['a header after a line break', 'a@example.com\r\nBcc: b@example.com'],
  ])('a stored address that is %s is never sent to: the mail is failed with the reason and shown to the secretariat', async (_what, stored) => {
    const old = await emailOf('ombud');
    await server.db.updateTable('users').set({ email: stored }).where('id', '=', d.ombud.id).execute();
    try {
      const from = bench.peer.received.length;
      const [id] = await mailTo(['ombud'], `Trasig adress ${_what}`);
      await bench.deliverer.runOnce();
      expect(bench.peer.received.length).toBe(from);
      expect((await rows([id]))[0]).toMatchObject({ state: 'failed', lastError: INVALID_ADDRESS_REASON, attempts: 1 });
      const failed = (await problems()).failed.find((f) => f.id === id);
      expect(failed).toMatchObject({ userId: d.ombud.id, address: stored, reason: INVALID_ADDRESS_REASON });
    } finally {
      await server.db.updateTable('users').set({ email: old }).where('id', '=', d.ombud.id).execute();
    }
  });
});

describe('Message-ID (issue 33)', () => {
  // RFC 5322 §3.6.4: msg-id = "<" id-left "@" id-right ">", id-left a dot-atom-text (no ':').
  const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
  const MSG_ID = new RegExp(`^<${ATEXT}(?:\\.${ATEXT})*@${ATEXT}(?:\\.${ATEXT})*>$`);

  it('is valid RFC 5322 and the same on every attempt of one mail, so a receiver can drop a copy', async () => {
    dataRefusal = { code: 451, text: '4.3.0 Temporary failure after the data' };
    const [id] = await mailTo(['medlem'], 'Samma Message-ID');
    await bench.deliverer.runOnce();
    dataRefusal = null;
    await afterBackoff();
    const first = bench.peer.refused.find((m) => m.subject === 'Samma Message-ID')!;
    const second = bench.peer.received.find((m) => m.subject === 'Samma Message-ID')!;
    expect(first.headers['message-id']).toMatch(MSG_ID);
    expect(second.headers['message-id']).toBe(first.headers['message-id']);
    expect(second.headers['message-id']).toContain(id);
    const [other] = await mailTo(['medlem'], 'Ett annat mejl');
    await bench.deliverer.runOnce();
    expect(bench.peer.received.find((m) => m.subject === 'Ett annat mejl')!.headers['message-id']).not.toBe(first.headers['message-id']);
    expect(other).not.toBe(id);
  });
});
