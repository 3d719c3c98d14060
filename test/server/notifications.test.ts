import { sql } from 'kysely';
import { d, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { startSmtpPeer } from './smtpPeer';
import { delivery, startMailBench, type MailBench } from './mailBench';
import { smtpTransport } from '../../server/notifications/transport';
import { deliverOne, MAX_ATTEMPTS } from '../../server/notifications/deliver';
import { composeDueSummaries } from '../../server/notifications/summaries';
import { noticeCaseEvent } from '../../server/notifications/caseNotices';
import type { NotificationSettingsResponse } from '../../src/api/notificationTypes';
import type { NotificationSettings } from '../../src/domain/notifications';

let server: CaseHandlingServer;
let bench: MailBench;

const emailOf = async (userId: string) => (await server.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email!;
const caseTitle = async (caseId: string) => (await server.db.selectFrom('cases').select('title').where('id', '=', caseId).executeTakeFirstOrThrow()).title;

const deliveredSince = (from: number) => bench.deliveredSince(from);
const reply = (who: Parameters<CaseHandlingServer['form']>[0], caseId: string, message = 'Hemligt svar om min lön') =>
  server.form(who, `Message/${caseId}/Create`, { message });
async function settings(who: Parameters<CaseHandlingServer['call']>[0], change: Partial<NotificationSettings> = {}): Promise<NotificationSettingsResponse> {
  const current = (await server.call(who, 'GET', 'User/Notifications')).json<NotificationSettingsResponse>();
  const response = await server.call(who, 'PUT', 'User/Notifications', { ...current.settings, ...change });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationSettingsResponse>();
}

beforeAll(async () => {
  server = await startCaseHandlingServer('notifications');
  bench = await startMailBench(server.db, { refuse: (address) => address.startsWith('finns-inte') });
});
afterAll(async () => {
  await bench.stop();
  await server.cleanUp();
});
beforeEach(async () => {
  await bench.deliverer.runOnce(); // what an earlier test left pending
  await server.db.deleteFrom('notificationSettings').execute();
  await server.db.updateTable('cases').set({ status: 2 }).where('id', '=', server.fixtures.medlemCounselling).execute();
});

describe('who is told of which event', () => {
  it("a handler's reply tells the owner, with a link to the case and no case content", async () => {
    const from = bench.peer.received.length;
    const caseId = server.fixtures.medlemCounselling;
    expect((await reply('kanslist', caseId)).statusCode).toBe(201);
    const mails = await deliveredSince(from);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toEqual([await emailOf(d.medlem.id)]);
    expect(mail.subject).toBe('Nytt svar i ditt ärende');
    expect(mail.body).toContain(`http://portal.test/arenden/mina/arende/${caseId}`);
    expect(mail.body).toContain('ditt ärende');
    expect(mail.body).toMatch(/Content-Type: text\/plain/i);
    expect(mail.body).toMatch(/Content-Type: text\/html/i);
    expect(mail.body).not.toContain('Hemligt svar');
    expect(mail.body).not.toContain(await caseTitle(caseId));
    expect(mail.body).not.toContain(d.kanslist.firstname);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/portal\.test\/avisering\/avsluta\?u=[0-9a-f-]+&k=reply&t=[A-Za-z0-9_-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it("the owner's reply tells the case's administrators", async () => {
    const from = bench.peer.received.length;
    expect((await reply('medlem', server.fixtures.medlemCounselling)).statusCode).toBe(201);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => m.to[0])).toEqual([await emailOf(d.kanslist.id)]);
    expect(mails[0].subject).toBe('Nytt meddelande i ett ärende');
    expect(mails[0].body).toContain(`/arenden/kansliet/arende/${server.fixtures.medlemCounselling}`);
  });

  it("with no administrators, the owner's reply tells the list's handlers who follow it, and no one else", async () => {
    const caseId = server.fixtures.stockholmNew;
    const owner = (await server.db.selectFrom('cases').select('ownerUserId').where('id', '=', caseId).executeTakeFirstOrThrow()).ownerUserId;
    await server.db.deleteFrom('caseUsers').where('caseId', '=', caseId).execute();
    const from = bench.peer.received.length;
    expect((await reply({ id: owner }, caseId)).statusCode).toBe(201);
    expect(await deliveredSince(from)).toHaveLength(0);

    const { lists } = await settings('styrelse');
    const stockholm = lists.find((l) => l.key.startsWith('association:'))!;
    await settings('styrelse', { follows: [stockholm.key] });
    expect((await reply({ id: owner }, caseId, 'Ett till')).statusCode).toBe(201);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => m.to[0])).toEqual([await emailOf(d.styrelse.id)]);
    expect(mails[0].body).toContain(`/arenden/organisation/${stockholm.key.split(':')[1]}/arende/${caseId}`);
  });

  it('a new case tells the handlers who follow the list it arrives in (opt-in)', async () => {
    await settings('kanslist', { follows: ['secretariat'] });
    const from = bench.peer.received.length;
    const created = await server.form('medlem', 'Case/Create', { caseType: 'COUNSELING', title: 'Fråga om lön', message: 'Min lön är för låg', subCategory: 'SALARY' });
    expect(created.statusCode).toBe(201);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => m.to[0])).toEqual([await emailOf(d.kanslist.id)]);
    expect(mails[0].subject).toBe('Nytt ärende i en lista du bevakar');
    expect(mails[0].body).not.toContain('Fråga om lön');
    // Nor the case's type and sub-category: 'Rådgivning' about 'Lön' says as much as the title (issue 33).
    const type = await server.db.selectFrom('caseTypes').select(['type', 'title']).where('type', '=', 'COUNSELING').executeTakeFirstOrThrow();
    const sub = await server.db.selectFrom('caseTypeSubCategories').select(['type', 'title']).where('caseType', '=', 'COUNSELING').where('type', '=', 'SALARY').executeTakeFirstOrThrow();
    for (const word of [type.type, type.title, sub.type, sub.title]) {
      expect(mails[0].body.toLocaleLowerCase('sv')).not.toContain(word.toLocaleLowerCase('sv'));
      expect(mails[0].subject.toLocaleLowerCase('sv')).not.toContain(word.toLocaleLowerCase('sv'));
    }
    expect(mails[0].body).toContain(`/arenden/kansliet/arende/${created.json<{ id: string }>().id}`);
  });

  it('closing a case tells the owner', async () => {
    const from = bench.peer.received.length;
    expect((await server.call('kanslist', 'POST', `Case/${server.fixtures.medlemCounselling}/Close`)).statusCode).toBe(200);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([[await emailOf(d.medlem.id), 'Ditt ärende är avslutat']]);
  });

  it('a user added to a case is told', async () => {
    const caseId = server.fixtures.medlemMembershipNew;
    const alternatives = (await server.call('kanslist', 'GET', `Case/${caseId}/GetAdministratorAlternatives`)).json<{ administratorAlternatives: { id: string }[] }>();
    const added = alternatives.administratorAlternatives.find((u) => u.id === d['kansli-styrelse'].id)!;
    const from = bench.peer.received.length;
    expect((await server.call('kanslist', 'PUT', `Case/${caseId}/AddUser?userId=${added.id}`)).statusCode).toBe(200);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([[await emailOf(added.id), 'Du har lagts till i ett ärende']]);
  });

  it('the one who acted is never told of their own event', async () => {
    const from = bench.peer.received.length;
    await settings('kanslist', { follows: ['secretariat'] });
    const created = await server.form('kanslist', 'Case/Create', { caseType: 'OTHER', title: 'Egen fråga', message: 'Text' });
    expect(created.statusCode).toBe(201);
    expect(await deliveredSince(from)).toHaveLength(0);
  });

  it('one event makes one mail per recipient, however often it is written (idempotency key)', async () => {
    const caseId = server.fixtures.medlemCounselling;
    const write = () => server.db.transaction().execute((trx) => noticeCaseEvent(trx, 'http://portal.test', caseId, 'same-event', { type: 'closed', actorId: d.kanslist.id }));
    await write();
    await write();
    const rows = await server.db.selectFrom('notificationOutbox').select('id').where('idempotencyKey', 'like', 'closed:same-event:%').execute();
    expect(rows).toHaveLength(1);
  });
});

describe('settings and unsubscribe', () => {
  it('a kind turned off in the settings sends nothing', async () => {
    const saved = await settings('medlem', { kinds: { reply: false, closed: true, added: true, createdForYou: true, ownerReply: true, newCase: true, deadline: true, course: true } });
    expect(saved.settings.kinds.reply).toBe(false);
    expect(saved.address).toBe(await emailOf(d.medlem.id));
    const from = bench.peer.received.length;
    expect((await reply('kanslist', server.fixtures.medlemCounselling)).statusCode).toBe(201);
    expect(await deliveredSince(from)).toHaveLength(0);
  });

  it('settings keep only the lists the user handles, and the daily summary only for handlers', async () => {
    const current = (await server.call('medlem', 'GET', 'User/Notifications')).json<NotificationSettingsResponse>();
    expect(current.isHandler).toBe(false);
    expect((await server.call('medlem', 'PUT', 'User/Notifications', { ...current.settings, follows: ['nothing'] })).statusCode).toBe(400);
    const saved = await settings('medlem', { follows: ['secretariat'], dailySummary: true });
    expect(saved.settings.follows).toEqual([]);
    expect(saved.settings.dailySummary).toBe(false);
  });

  it('one-click unsubscribe (RFC 8058) turns that kind off; a forged link changes nothing', async () => {
    const from = bench.peer.received.length;
    await reply('kanslist', server.fixtures.medlemCounselling);
    const [mail] = await deliveredSince(from);
    const link = mail.headers['list-unsubscribe'].slice(1, -1).replace('http://portal.test', '');
    const forged = link.replace(/t=[^&]+/, 't=AAAA');
    const refused = await server.app.inject({ method: 'POST', url: forged, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(refused.statusCode).toBe(400);
    expect((await server.call('medlem', 'GET', 'User/Notifications')).json<NotificationSettingsResponse>().settings.kinds.reply).toBe(true);
    const page = await server.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Svar i mina ärenden');
    expect((await server.call('medlem', 'GET', 'User/Notifications')).json<NotificationSettingsResponse>().settings.kinds.reply).toBe(true);
    const done = await server.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    const after = (await server.call('medlem', 'GET', 'User/Notifications')).json<NotificationSettingsResponse>();
    expect(after.settings.kinds).toEqual({ reply: false, closed: true, added: true, createdForYou: true, ownerReply: true, newCase: true, deadline: true, course: true });
  });
});

describe('one-click unsubscribe in every encoding, bound to its kind (issue 33)', () => {
  const linkOfReplyMail = async () => {
    const from = bench.peer.received.length;
    await reply('kanslist', server.fixtures.medlemCounselling);
    const [mail] = await deliveredSince(from);
    return mail.headers['list-unsubscribe'].slice(1, -1).replace('http://portal.test', '');
  };
  const kinds = async () => (await server.call('medlem', 'GET', 'User/Notifications')).json<NotificationSettingsResponse>().settings.kinds;

  it('RFC 8058 one-click as multipart/form-data (the RFC\'s own example) turns that kind off', async () => {
    const link = await linkOfReplyMail();
    // RFC 8058 §8.1, byte for byte (its delimiter lines are the boundary itself, as the RFC prints them).
    const payload = '---FormBoundaryjWmhtjORrn\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n---FormBoundaryjWmhtjORrn--\r\n';
    const done = await server.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'multipart/form-data; boundary=---FormBoundaryjWmhtjORrn' }, payload });
    expect(done.statusCode).toBe(200);
    expect((await kinds()).reply).toBe(false);
  });

  it('RFC 8058 one-click as multipart/form-data with well-formed delimiters, and urlencoded, turn it off', async () => {
    for (const [type, payload] of [
      ['multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n'],
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ]) {
      await server.db.deleteFrom('notificationSettings').execute();
      const link = await linkOfReplyMail();
      const done = await server.app.inject({ method: 'POST', url: link, headers: { 'content-type': type }, payload });
      expect({ type, status: done.statusCode, reply: (await kinds()).reply }).toEqual({ type, status: 200, reply: false });
    }
  });

  it("a link's signature is for its kind only: the same token with another kind changes nothing", async () => {
    const link = await linkOfReplyMail();
    const otherKind = link.replace('k=reply', 'k=closed');
    const refused = await server.app.inject({ method: 'POST', url: otherKind, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(refused.statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: otherKind })).statusCode).toBe(400);
    expect(await kinds()).toEqual({ reply: true, closed: true, added: true, createdForYou: true, ownerReply: true, newCase: true, deadline: true, course: true });
  });
});

describe('protected identity', () => {
  it("mails go only to the person's own address and no mail names a person with protected identity", async () => {
    await server.db.updateTable('users').set({ email: 'skyddad@example.org' }).where('id', '=', d.skyddad.id).execute();
    await settings('kanslist', { follows: ['secretariat'] });
    const from = bench.peer.received.length;
    const created = await server.form('skyddad', 'Case/Create', { caseType: 'COUNSELING', title: 'Skyddad fråga', message: 'Text', subCategory: 'SALARY' });
    expect(created.statusCode).toBe(201);
    const caseId = created.json<{ id: string }>().id;
    expect((await reply('kanslist', caseId)).statusCode).toBe(201);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => m.to)).toEqual([[await emailOf(d.kanslist.id)], ['skyddad@example.org']]);
    for (const mail of mails) {
      expect(mail.body).not.toContain(d.skyddad.firstname);
      expect(mail.body).not.toContain(d.skyddad.lastname);
    }
  });

  it('a person without an address gets no mail at all', async () => {
    await server.db.updateTable('users').set({ email: null }).where('id', '=', d.skyddad.id).execute();
    const caseId = (await server.db.selectFrom('cases').select('id').where('ownerUserId', '=', d.skyddad.id).executeTakeFirstOrThrow()).id;
    const before = await server.db.selectFrom('notificationOutbox').select('id').execute();
    expect((await reply('kanslist', caseId)).statusCode).toBe(201);
    expect(await server.db.selectFrom('notificationOutbox').select('id').execute()).toHaveLength(before.length);
  });
});

describe('delivery', () => {
  /** A notice the test delivers itself: not due for the running deliverer (deliverOne does not look at the time). */
  const writeNotDue = (eventId: string) => server.db.transaction().execute(async (trx) => {
    const written = await noticeCaseEvent(trx, 'http://portal.test', server.fixtures.medlemCounselling, eventId, { type: 'closed', actorId: d.kanslist.id });
    await trx.updateTable('notificationOutbox').set({ nextAttemptAt: new Date(Date.now() + 3_600_000) }).where('idempotencyKey', 'like', `closed:${eventId}:%`).execute();
    return written;
  });
  const latestFor = (userId: string) => server.db.selectFrom('notificationOutbox').selectAll().where('recipientUserId', '=', userId).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();

  it('an SMTP server that is down delays the mail and loses none; it goes out once when the server is back', async () => {
    const down = await startSmtpPeer();
    const port = down.port;
    await down.close();
    const offline = smtpTransport(`smtp://127.0.0.1:${port}`, delivery.from, { timeoutMs: 2000 });
    await writeNotDue('down-1');
    const row = await latestFor(d.medlem.id);
    expect(await deliverOne(server.db, offline, row.id, delivery)).toBe('retry');
    let stored = await latestFor(d.medlem.id);
    expect([stored.state, stored.attempts]).toEqual(['pending', 1]);
    expect(new Date(stored.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 20_000);
    offline.close();

    const back = await startSmtpPeer({ port });
    const later = smtpTransport(back.url, delivery.from);
    await server.db.updateTable('notificationOutbox').set({ nextAttemptAt: new Date() }).where('id', '=', row.id).execute();
    expect(await deliverOne(server.db, later, row.id, delivery)).toBe('sent');
    expect(await deliverOne(server.db, later, row.id, delivery)).toBe('skipped');
    expect(back.received).toHaveLength(1);
    stored = await latestFor(d.medlem.id);
    expect([stored.state, stored.attempts]).toEqual(['sent', 2]);
    later.close();
    await back.close();
  });

  it('a mail is never retried forever: after the last attempt it is failed', async () => {
    const offline = smtpTransport('smtp://127.0.0.1:1', delivery.from, { timeoutMs: 1000 });
    await writeNotDue('down-2');
    const row = await latestFor(d.medlem.id);
    await server.db.updateTable('notificationOutbox').set({ attempts: MAX_ATTEMPTS - 1 }).where('id', '=', row.id).execute();
    expect(await deliverOne(server.db, offline, row.id, delivery)).toBe('failed');
    expect((await latestFor(d.medlem.id)).state).toBe('failed');
    offline.close();
  });

  it('a refused address is recorded, shown on the profile, not retried, and gets no more mail until the settings are saved', async () => {
    await server.db.updateTable('users').set({ email: 'finns-inte@example.org' }).where('id', '=', d.medlem.id).execute();
    try {
      await writeNotDue('bounce-1');
      const row = await latestFor(d.medlem.id);
      expect(await deliverOne(server.db, bench.transport, row.id, delivery)).toBe('bounced');
      expect(await deliverOne(server.db, bench.transport, row.id, delivery)).toBe('skipped');
      const shown = (await server.call('medlem', 'GET', 'User/Notifications')).json<NotificationSettingsResponse>();
      expect(shown.bounce).toMatchObject({ address: 'finns-inte@example.org' });
      expect(shown.bounce!.reason).toContain('550');

      const written = await writeNotDue('bounce-2');
      expect(written).toBe(0);
      expect((await settings('medlem')).bounce).toBeNull();
    } finally {
      await server.db.updateTable('users').set({ email: 'medlem@example.com' }).where('id', '=', d.medlem.id).execute();
    }
  });
});

describe('daily summary for handlers', () => {
  it('holds the handler kinds and sends them once a day as one summary', async () => {
    await settings('kanslist', { follows: ['secretariat'], dailySummary: true });
    const from = bench.peer.received.length;
    for (const title of ['Första', 'Andra']) {
      expect((await server.form('medlem', 'Case/Create', { caseType: 'COUNSELING', title, message: 'Text', subCategory: 'SALARY' })).statusCode).toBe(201);
    }
    expect(await deliveredSince(from)).toHaveLength(0);
    const held = await server.db.selectFrom('notificationOutbox').select('id').where('state', '=', 'held').where('recipientUserId', '=', d.kanslist.id).execute();
    expect(held).toHaveLength(2);
    // Held yesterday; today's summary goes out from 07:00 Swedish time.
    await server.db.updateTable('notificationOutbox').set({ createdAt: new Date('2026-11-24T12:00:00Z') }).where('id', 'in', held.map((h) => h.id)).execute();

    expect(await composeDueSummaries(server.db, 'http://portal.test', new Date('2026-11-25T05:00:00Z'))).toBe(0); // 06:00 in Sweden
    expect(await composeDueSummaries(server.db, 'http://portal.test', new Date('2026-11-25T07:00:00Z'))).toBe(1);
    expect(await composeDueSummaries(server.db, 'http://portal.test', new Date('2026-11-25T08:00:00Z'))).toBe(0);
    const mails = await deliveredSince(from);
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([[await emailOf(d.kanslist.id), 'Dagens sammanfattning från Min sida']]);
    expect(mails[0].body).toContain('2 nya ärenden i listor som du bevakar');
    expect(mails[0].body).not.toContain('Första');
    expect(mails[0].headers['list-unsubscribe']).toContain('k=summary');
  });
});

it("latency: a reply's mail is accepted by the SMTP server within a second (the deliverer is woken by the write)", async () => {
  const latencies: number[] = [];
  for (let i = 0; i < 10; i++) {
    const from = bench.peer.received.length;
    expect((await reply('kanslist', server.fixtures.medlemCounselling)).statusCode).toBe(201);
    const replied = Date.now();
    const [mail] = (await bench.peer.waitFor(from + 1, 5000)).slice(from);
    latencies.push(mail.receivedAt - replied);
  }
  latencies.sort((a, b) => a - b);
  process.stdout.write(`reply → mail accepted by SMTP (embedded database): median ${latencies[5]} ms, max ${latencies[9]} ms\n`);
  expect(latencies[5]).toBeLessThan(1000);
});

it('rows stay consistent: no mail is both sent and pending', async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from notification_outbox where state = 'sent' and sent_at is null`.execute(server.db);
  expect(rows[0].n).toBe(0);
});
