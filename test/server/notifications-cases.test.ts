import { d, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { noticeCaseEvent } from '../../server/notifications/caseNotices';
import type { CaseNoticeEvent } from '../../src/domain/notifications';

/**
 * Issue 24, one case event into the outbox (noticeCaseEvent), read back from the outbox without
 * delivering: who is asked about (a user added), the refused address, the settings link of each
 * kind of user, and an event about nothing. (The list's followers: deadline-reminders.test.ts.)
 * The demo seed; no deliverer runs, so every mail written stays in the outbox.
 */
let server: CaseHandlingServer;
let n = 0;

/** Writes one event's notices as a feature does (in a transaction) and returns who got which mail. */
async function notice(caseId: string, event: CaseNoticeEvent): Promise<{ written: number; mails: { userId: string; kind: string; text: string }[] }> {
  n += 1;
  const eventId = `cases-test-${n}`;
  const written = await server.db.transaction().execute((trx) => noticeCaseEvent(trx, 'http://portal.test', caseId, eventId, event));
  const rows = await server.db.selectFrom('notificationOutbox').select(['recipientUserId', 'kind', 'textBody'])
    .where('idempotencyKey', 'like', `${event.type}:${eventId}:%`).orderBy('recipientUserId').execute();
  return { written, mails: rows.map((r) => ({ userId: r.recipientUserId, kind: r.kind, text: r.textBody })) };
}
const settingsLinkOf = (text: string) => /Ändra dina aviseringar: (\S+)/.exec(text)?.[1];

beforeAll(async () => { server = await startCaseHandlingServer('notifications-cases'); });
afterAll(async () => { await server.cleanUp(); });
beforeEach(async () => { await server.db.deleteFrom('notificationSettings').execute(); });

describe("the mail's link to the settings (spec §2)", () => {
  it("is the profile's for a member, and the notices page for the secretariat and for the economists", async () => {
    const counselling = server.fixtures.medlemCounselling;
    const toMember = await notice(counselling, { type: 'reply', actorId: d.kanslist.id });
    expect(toMember.mails.map((m) => [m.userId, settingsLinkOf(m.text)])).toEqual([[d.medlem.id, 'http://portal.test/min-profil#aviseringar']]);
    const toSecretariat = await notice(counselling, { type: 'reply', actorId: d.medlem.id });
    expect(toSecretariat.mails.map((m) => [m.userId, settingsLinkOf(m.text)])).toEqual([[d.kanslist.id, 'http://portal.test/aviseringar']]);

    const economists = await server.db.selectFrom('caseUsers as u').innerJoin('cases as c', 'c.id', 'u.caseId').select(['c.id', 'c.ownerUserId'])
      .where('u.userId', '=', d.ekonom.id).where('u.isAdministrating', '=', true).where('c.status', '=', 2).orderBy('c.id').executeTakeFirstOrThrow();
    const toEconomist = await notice(economists.id, { type: 'reply', actorId: economists.ownerUserId });
    expect(toEconomist.mails.map((m) => [m.userId, settingsLinkOf(m.text)])).toEqual([[d.ekonom.id, 'http://portal.test/aviseringar']]);
  });
});

describe('the recipient of a case event', () => {
  it('a user added is told also when the event is written before the user is on the case', async () => {
    const caseId = server.fixtures.medlemCounselling;
    const onCase = await server.db.selectFrom('caseUsers').select('userId').where('caseId', '=', caseId).execute();
    expect(onCase.map((u) => u.userId)).not.toContain(d['kansli-styrelse'].id);
    const { mails } = await notice(caseId, { type: 'added', actorId: d.kanslist.id, addedUserId: d['kansli-styrelse'].id });
    expect(mails.map((m) => [m.userId, m.kind])).toEqual([[d['kansli-styrelse'].id, 'added']]);
  });

  it('an address refused for good gets no notice; once the profile has another address, the new one does', async () => {
    const caseId = server.fixtures.medlemCounselling;
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', d.medlem.id).executeTakeFirstOrThrow()).email!;
    const refused = (address: string) => server.db.insertInto('notificationSettings').values({ userId: d.medlem.id, bouncedAddress: address, bounceReason: '550 5.1.1', bouncedAt: new Date() })
      .onConflict((oc) => oc.column('userId').doUpdateSet({ bouncedAddress: address })).execute();
    await refused(email);
    expect(await notice(caseId, { type: 'closed', actorId: d.kanslist.id })).toEqual({ written: 0, mails: [] });
    await refused('an.older.address@example.com');
    const { written, mails } = await notice(caseId, { type: 'closed', actorId: d.kanslist.id });
    expect([written, mails.map((m) => [m.userId, m.kind])]).toEqual([1, [[d.medlem.id, 'closed']]]);
  });

  it('an event on a case that does not exist, or adding an id that is nobody, tells nobody and fails nothing', async () => {
    expect(await notice('0b3c6f8e-9999-4a4a-8a8a-000000000001', { type: 'closed', actorId: d.kanslist.id })).toEqual({ written: 0, mails: [] });
    const nobody = '0b3c6f8e-9999-4a4a-8a8a-000000000002';
    expect(await notice(server.fixtures.medlemCounselling, { type: 'added', actorId: d.kanslist.id, addedUserId: nobody })).toEqual({ written: 0, mails: [] });
  });
});
