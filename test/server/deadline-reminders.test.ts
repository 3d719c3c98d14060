import { d, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { startMailBench, type MailBench } from './mailBench';
import { caseForm } from './casesMultipart';
import { composeDeadlineReminders } from '../../server/notifications/deadlineReminders';
import type { NotificationSettingsResponse } from '../../src/api/notificationTypes';
import { CaseStatus } from '../../src/domain/caseStatus';
import type { NotificationSettings } from '../../src/domain/notifications';

/**
 * Issue 36: the morning before a case's deadline its administrators (or, with none, the handlers
 * who follow its list) are reminded, once, without case content; and the two notices issue 24 left
 * out: a case created on a member's behalf, and the secretariat invited by a board.
 */
let server: CaseHandlingServer;
let bench: MailBench;

// 2031-03-09 is the day before the deadline the tests set; 06:00 UTC is 07:00 in Sweden (winter time).
const DEADLINE = '2031-03-10';
const dayBefore = (utcHour: number) => new Date(`2031-03-09T${String(utcHour).padStart(2, '0')}:00:00Z`);

async function settings(who: Parameters<CaseHandlingServer['call']>[0], change: Partial<NotificationSettings>) {
  const current = (await server.call(who, 'GET', 'User/Notifications')).json<NotificationSettingsResponse>();
  expect((await server.call(who, 'PUT', 'User/Notifications', { ...current.settings, ...change })).statusCode).toBe(200);
}
const outbox = (kind: string, caseId: string) => server.db.selectFrom('notificationOutbox').select(['recipientUserId', 'subject', 'textBody', 'state'])
  .where('kind', '=', kind).where('caseId', '=', caseId).execute();
/** A member of the database, its methods bound to it (Kysely keeps its state in private fields). */
const bound = (target: object, key: string | symbol) => {
  const value = Reflect.get(target, key) as unknown;
  return typeof value === 'function' ? value.bind(target) : value;
};
const setDeadline = async (caseId: string, deadline = DEADLINE) => {
  expect((await server.call('kanslist', 'POST', `Case/${caseId}/SetDeadLine`, { deadline })).statusCode).toBe(200);
};

beforeAll(async () => {
  server = await startCaseHandlingServer('deadline-reminders');
  bench = await startMailBench(server.db);
});
afterAll(async () => {
  await bench.stop();
  await server.cleanUp();
});
beforeEach(async () => {
  await bench.deliverer.runOnce(); // a mail an earlier test's reminder is still sending
  await server.db.deleteFrom('notificationSettings').execute();
  await server.db.deleteFrom('notificationOutbox').execute();
  await server.db.deleteFrom('deadlineReminders').execute();
  await server.db.updateTable('cases').set({ deadline: null }).execute();
});

describe('deadline reminders', () => {
  it("the morning before the deadline, the case's administrator is reminded, without case content", async () => {
    const caseId = server.fixtures.medlemCounselling;
    await setDeadline(caseId);
    expect(await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(5))).toBe(0); // 06:00 in Sweden
    expect(await outbox('deadline', caseId)).toEqual([]);
    expect(await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(6))).toBe(1);
    const rows = await outbox('deadline', caseId);
    expect(rows.map((r) => r.recipientUserId)).toEqual([d.kanslist.id]);
    expect(rows[0].subject).toBe('Ett ärende har sista dag i morgon');
    const title = (await server.db.selectFrom('cases').select('title').where('id', '=', caseId).executeTakeFirstOrThrow()).title;
    expect(rows[0].textBody).not.toContain(title);
    expect(rows[0].textBody).toContain(`/arenden/kansliet/arende/${caseId}`);
  });

  it('a deadline is reminded of once, however often and in however many passes the reminders run', async () => {
    const caseId = server.fixtures.medlemCounselling;
    await setDeadline(caseId);
    const passes = await Promise.all([6, 7, 8].map((hour) => composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(hour))));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(12))).toBe(0);
    expect(await outbox('deadline', caseId)).toHaveLength(1);
  });

  it('a new deadline is reminded of again', async () => {
    const caseId = server.fixtures.medlemCounselling;
    await setDeadline(caseId);
    await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(6));
    await setDeadline(caseId, '2031-03-12');
    expect(await composeDeadlineReminders(server.db, 'http://portal.test', new Date('2031-03-11T06:30:00Z'))).toBe(1);
    expect(await outbox('deadline', caseId)).toHaveLength(2);
  });

  it('a closed case, a deadline not tomorrow, or the setting turned off gives no reminder', async () => {
    const caseId = server.fixtures.medlemCounselling;
    await setDeadline(caseId, '2031-03-11');
    expect(await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(6))).toBe(0);
    await setDeadline(caseId);
    await settings('kanslist', { kinds: { ...(await currentKinds('kanslist')), deadline: false } });
    await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(6));
    expect(await outbox('deadline', caseId)).toEqual([]);
    await server.db.deleteFrom('deadlineReminders').execute();
    await server.db.deleteFrom('notificationSettings').execute();
    await server.db.updateTable('cases').set({ status: 3 }).where('id', '=', caseId).execute();
    try {
      expect(await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(6))).toBe(0);
    } finally {
      await server.db.updateTable('cases').set({ status: 2 }).where('id', '=', caseId).execute();
    }
  });

  it('a case closed or given another deadline after the due cases were read, before its own transaction, gives no reminder', async () => {
    const caseId = server.fixtures.medlemCounselling;
    const { status } = await server.db.selectFrom('cases').select('status').where('id', '=', caseId).executeTakeFirstOrThrow();
    for (const change of [{ status: CaseStatus.CLOSED }, { deadline: '2031-03-11' }]) {
      await setDeadline(caseId);
      // The due list is read first; the change lands before the case's transaction begins.
      const changedBeforeTransaction = new Proxy(server.db, {
        get: (target, key) => (key === 'transaction'
          ? () => {
            const begun = target.transaction();
            return { execute: async (work: Parameters<typeof begun.execute>[0]) => {
              await target.updateTable('cases').set(change).where('id', '=', caseId).execute();
              return begun.execute(work);
            } };
          }
          : bound(target, key)),
      });
      try {
        expect({ change, reminded: await composeDeadlineReminders(changedBeforeTransaction, 'http://portal.test', dayBefore(6)) }).toEqual({ change, reminded: 0 });
        expect(await outbox('deadline', caseId)).toEqual([]);
        expect(await server.db.selectFrom('deadlineReminders').select('caseId').execute()).toEqual([]);
      } finally {
        await server.db.updateTable('cases').set({ status }).where('id', '=', caseId).execute();
      }
    }
  });

  it("with no administrators, the handlers who follow the case's list are reminded", async () => {
    const caseId = server.fixtures.stockholmNew;
    await server.db.updateTable('cases').set({ deadline: DEADLINE }).where('id', '=', caseId).execute();
    await settings('styrelse', { follows: [`association:${(await server.db.selectFrom('cases').select('associationId').where('id', '=', caseId).executeTakeFirstOrThrow()).associationId}`] });
    await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(6));
    expect((await outbox('deadline', caseId)).map((r) => r.recipientUserId)).toEqual([d.styrelse.id]);
  });

  it('the reminder is delivered by the outbox like every notice', async () => {
    const caseId = server.fixtures.medlemCounselling;
    await setDeadline(caseId);
    await composeDeadlineReminders(server.db, 'http://portal.test', dayBefore(6));
    const from = bench.peer.received.length;
    const mails = await bench.deliveredSince(from);
    expect(mails.map((m) => m.subject)).toEqual(['Ett ärende har sista dag i morgon']);
  });
});

async function currentKinds(who: Parameters<CaseHandlingServer['call']>[0]) {
  return (await server.call(who, 'GET', 'User/Notifications')).json<NotificationSettingsResponse>().settings.kinds;
}

describe('settings saved by a page loaded before the new kinds', () => {
  it('a kind left out of a settings PUT keeps what was saved', async () => {
    await settings('kanslist', { kinds: { ...(await currentKinds('kanslist')), deadline: false } });
    const { deadline: _deadline, createdForYou: _createdForYou, ...oldKinds } = await currentKinds('kanslist');
    const current = (await server.call('kanslist', 'GET', 'User/Notifications')).json<NotificationSettingsResponse>();
    const saved = await server.call('kanslist', 'PUT', 'User/Notifications', { ...current.settings, kinds: { ...oldKinds, reply: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<NotificationSettingsResponse>().settings.kinds).toMatchObject({ reply: false, deadline: false, createdForYou: true });
  });
});

describe('the notices issue 24 left out', () => {
  it("a case created on a member's behalf tells the member", async () => {
    const form = caseForm({ userId: d.medlem.id, caseType: 'COUNSELING', title: 'Ärende åt medlem', message: 'Vi har pratat i telefon.', subCategory: 'SALARY' }, []);
    const created = await server.app.inject({ method: 'POST', url: '/api/Case/CreateForAnotherUser', payload: form.payload, headers: { ...(await server.as(d.kanslist.id)), ...form.headers } });
    expect(created.statusCode).toBe(201);
    const caseId = created.json<{ id: string }>().id;
    const rows = await outbox('createdForYou', caseId);
    expect(rows.map((r) => r.recipientUserId)).toEqual([d.medlem.id]);
    expect(rows[0].subject).toBe('Ett ärende har skapats åt dig');
    expect(rows[0].textBody).not.toContain('Ärende åt medlem');
    expect(rows[0].textBody).toContain(`/arenden/mina/arende/${caseId}`);
  });

  it('a member who creates their own case is not told of it', async () => {
    const form = caseForm({ caseType: 'COUNSELING', title: 'Egen fråga', message: 'Hej', subCategory: 'SALARY' }, []);
    const created = await server.app.inject({ method: 'POST', url: '/api/Case/Create', payload: form.payload, headers: { ...(await server.as(d.medlem.id)), ...form.headers } });
    expect(created.statusCode).toBe(201);
    expect(await outbox('createdForYou', created.json<{ id: string }>().id)).toEqual([]);
  });

  it("the secretariat invited by a board tells the secretariat's handlers who follow its list", async () => {
    const caseId = server.fixtures.stockholmNew;
    await settings('kanslist', { follows: ['secretariat'] });
    expect((await server.call('styrelse', 'PUT', `Case/${caseId}/InviteTheSecretariat`)).statusCode).toBe(200);
    expect((await outbox('newCase', caseId)).map((r) => r.recipientUserId)).toEqual([d.kanslist.id]);
    // Inviting again changes nothing and tells nobody again.
    expect((await server.call('styrelse', 'PUT', `Case/${caseId}/InviteTheSecretariat`)).statusCode).toBe(200);
    expect(await outbox('newCase', caseId)).toHaveLength(1);
  });
});
