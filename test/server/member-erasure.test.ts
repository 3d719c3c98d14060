import { randomUUID } from 'node:crypto';
import { startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { demoAccounts as d } from '../../server/db/seed';
import { eraseFormerMember } from '../../server/members/memberErasure';
import { FORMER_MEMBER_NAME } from '../../src/domain/memberErasure';
import type { CaseDetail, MemberErasurePreview, MemberErasureResult } from '../../src/api/types';

/**
 * Issue 37, erasure of a former member (server/members/memberErasure.ts), on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL: who may erase and whom, what goes and what stays, that other
 * members' cases are left intact, that a failure leaves nothing half-erased (one transaction), and
 * that the erased member's token is refused. 'medlem' is made a former member (memberships ended);
 * they own cases, write in styrelse's case and upload a file to it.
 */
let server: CaseHandlingServer;
beforeAll(async () => { server = await startCaseHandlingServer('member-erasure'); }, 240_000);
afterAll(() => server.cleanUp());

const former = d.medlem.id;
const sha = 'a'.repeat(64);
const extractSha = 'e'.repeat(64);
let othersMessage: string;

/** Everything of cases not owned by the former member, apart from who they point at: must not change. */
const othersCases = async () => ({
  cases: await server.db.selectFrom('cases').select(['id', 'title', 'status', 'ownerUserId']).where('ownerUserId', '<>', former).orderBy('id').execute(),
  messages: await server.db.selectFrom('messages').innerJoin('cases', 'cases.id', 'messages.caseId')
    .select(['messages.id', 'messages.body', 'messages.senderUserId']).where('cases.ownerUserId', '<>', former).orderBy('messages.id').execute(),
  notes: await server.db.selectFrom('notes').select(['id', 'text']).orderBy('id').execute(),
  files: await server.db.selectFrom('files').select(['id', 'fileName', 'caseId', 'uploadedByUserId']).orderBy('id').execute(),
  caseUsers: await server.db.selectFrom('caseUsers').select(['caseId', 'userId']).orderBy('caseId').orderBy('userId').execute(),
});
const userRow = () => server.db.selectFrom('users').selectAll().where('id', '=', former).executeTakeFirstOrThrow();

beforeAll(async () => {
  const db = server.db;
  const caseId = server.fixtures.stockholmNew;
  othersMessage = randomUUID();
  await db.insertInto('caseUsers').values({ caseId, userId: former }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('messages').values({ id: othersMessage, caseId, senderUserId: former, body: 'Mitt inlägg i ett annat ärende' }).execute();
  await db.insertInto('blobs').values({ sha256: sha, size: 3 }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('files').values({ id: randomUUID(), blobSha256: sha, fileName: 'intyg.pdf', contentType: 'application/pdf', size: 3, uploadedByUserId: former, kind: 'case', caseId, messageId: othersMessage, noteId: null }).execute();
  const course = await db.selectFrom('courses').select('id').executeTakeFirstOrThrow();
  await db.deleteFrom('courseRegistrations').where('userId', '=', former).execute();
  await db.insertInto('courseRegistrations').values({ id: randomUUID(), courseId: course.id, userId: former, status: 'registered', dietary: 'Vegetarisk', workplace: null, answer: null }).execute();
  await db.insertInto('notificationSettings').values({ userId: former }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('notificationOutbox').values({ id: randomUUID(), idempotencyKey: randomUUID(), kind: 'caseReply', recipientUserId: former, address: 'medlem@example.org', caseId: null, subject: 'Svar', textBody: 'x', htmlBody: 'x', unsubscribeUrl: null }).execute();
  await db.insertInto('blobs').values({ sha256: extractSha, size: 3 }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('registerExtracts').values({
    id: randomUUID(), userId: former, requestDay: '2026-11-28', requestedAt: new Date(), state: 'ready', blobSha256: extractSha, size: 3, readyAt: new Date(), expiresAt: new Date(Date.now() + 7 * 86_400_000),
  }).execute();
  await db.insertInto('accessLog').values([
    { subjectUserId: former, viewerUserId: d.kanslist.id, viewerRole: 'secretariat', viewerUnitId: null, viewerUnitName: 'Kansliet', objectKind: 'member', objectId: former, at: new Date(), timeWindow: 1 },
    { subjectUserId: d.styrelse.id, viewerUserId: former, viewerRole: 'participant', viewerUnitId: null, viewerUnitName: null, objectKind: 'case', objectId: caseId, at: new Date(), timeWindow: 1 },
  ]).execute();
});

describe('who may erase, and whom', () => {
  test('only the secretariat\'s management: a kanslist and the member themself are refused 403', async () => {
    expect((await server.call('kanslist', 'GET', `Members/${former}/Erasure`)).json()).toMatchObject({ errorCode: 'MEMBER_ERASURE_NOT_ALLOWED' });
    expect((await server.call('kanslist', 'POST', `Members/${former}/Erase`)).statusCode).toBe(403);
    expect((await server.call('medlem', 'POST', `Members/${former}/Erase`)).statusCode).toBe(403);
    expect((await server.call('kansli-styrelse', 'POST', `Members/${d['kansli-styrelse'].id}/Erase`)).statusCode).toBe(403);
  });

  test('a member who has not left (a membership left) is 409 MEMBER_HAS_NOT_LEFT and nothing changes', async () => {
    const preview = (await server.call('kansli-styrelse', 'GET', `Members/${former}/Erasure`)).json() as MemberErasurePreview;
    expect(preview.standing).toBe('member');
    const res = await server.call('kansli-styrelse', 'POST', `Members/${former}/Erase`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'MEMBER_HAS_NOT_LEFT' });
    expect((await userRow()).erasedAt).toBeNull();
  });

  test('an unknown member is 404', async () => {
    expect((await server.call('kansli-styrelse', 'POST', `Members/${randomUUID()}/Erase`)).statusCode).toBe(404);
  });
});

describe('erasing a member who has left', () => {
  let before: Awaited<ReturnType<typeof othersCases>>;
  beforeAll(async () => {
    await server.db.deleteFrom('memberships').where('userId', '=', former).execute();
    before = await othersCases();
  });

  test('the preview names what goes and what stays', async () => {
    const preview = (await server.call('kansli-styrelse', 'GET', `Members/${former}/Erasure`)).json() as MemberErasurePreview;
    expect(preview.standing).toBe('left');
    expect(preview.goes).toMatchObject({ signUps: 1, notices: 1, settings: 1, extracts: 1, accessLog: 1 });
    expect(preview.stays.ownCases).toBeGreaterThan(0);
    expect(preview.stays.otherCases).toBe(1);
    expect(preview.stays.files).toBeGreaterThanOrEqual(1);
    expect(preview.stays.messages).toBeGreaterThanOrEqual(1);
  });

  test('a failure inside the erasure leaves nothing half-erased (one transaction)', async () => {
    const user = await userRow();
    await expect(eraseFormerMember(server.db, former, d['kansli-styrelse'].id, { failBeforeCommit: () => { throw new Error('killed'); } })).rejects.toThrow('killed');
    expect(await userRow()).toEqual(user);
    expect(await server.db.selectFrom('courseRegistrations').selectAll().where('userId', '=', former).execute()).toHaveLength(1);
    expect(await server.db.selectFrom('notificationOutbox').selectAll().where('recipientUserId', '=', former).execute()).toHaveLength(1);
    expect(await server.db.selectFrom('accessLog').selectAll().where('subjectUserId', '=', former).execute()).toHaveLength(1);
    expect(await server.db.selectFrom('registerExtracts').selectAll().where('userId', '=', former).execute()).toHaveLength(1);
    expect(await server.db.selectFrom('memberErasures').selectAll().execute()).toEqual([]);
  });

  test('the erasure: personal data, sign-ups, settings and notices go; the row is a tombstone; other members\' cases are intact', async () => {
    const res = await server.call('kansli-styrelse', 'POST', `Members/${former}/Erase`);
    expect(res.statusCode).toBe(200);
    const result = res.json() as MemberErasureResult;
    expect(result.goes).toMatchObject({ signUps: 1, notices: 1, settings: 1, extracts: 1, accessLog: 1 });

    const row = await userRow();
    expect(row).toMatchObject({
      username: null, passwordHash: null, firstname: 'Tidigare', lastname: 'medlem', email: null, phone: null,
      memberNumber: null, city: null, protectedIdentity: false, workAssociationId: null, workplaceId: null, gdprConsentAt: null,
    });
    expect(row.erasedAt).not.toBeNull();
    for (const table of ['courseRegistrations', 'notificationSettings', 'caseReads', 'streamTickets'] as const) {
      expect(await server.db.selectFrom(table).selectAll().where('userId', '=', former).execute()).toEqual([]);
    }
    expect(await server.db.selectFrom('notificationOutbox').selectAll().where('recipientUserId', '=', former).execute()).toEqual([]);
    // Their extracts go with the zip's blob row (the sweeper removes the bytes).
    expect(await server.db.selectFrom('registerExtracts').selectAll().where('userId', '=', former).execute()).toEqual([]);
    expect(await server.db.selectFrom('blobs').selectAll().where('sha256', '=', extractSha).execute()).toEqual([]);
    expect(await server.db.selectFrom('accessLog').selectAll().where('subjectUserId', '=', former).execute()).toEqual([]);
    // Where they read someone else's case the entry stays, the reader forgotten.
    const read = await server.db.selectFrom('accessLog').selectAll().where('subjectUserId', '=', d.styrelse.id).where('objectId', '=', server.fixtures.stockholmNew).execute();
    expect(read.map((r) => r.viewerUserId)).toEqual([null]);

    // Other members' cases: every case, message, note, file and participant as before; their message and file stay.
    expect(await othersCases()).toEqual(before);
    expect(before.messages.some((m) => m.id === othersMessage)).toBe(true);
    // Their own cases are kept until retention takes them.
    expect((await server.db.selectFrom('cases').select('id').where('ownerUserId', '=', former).execute()).length).toBe(result.stays.ownCases);

    const record = await server.db.selectFrom('memberErasures').selectAll().execute();
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ userId: former, erasedByUserId: d['kansli-styrelse'].id });
    expect(JSON.stringify(record[0])).not.toMatch(/Medlem|medlem@/);
  });

  test('"Tidigare medlem" wherever a case shows them: the case page (sender, participants) and the case lists (owner)', async () => {
    const res = await server.call('styrelse', 'GET', `Case/Get/${server.fixtures.stockholmNew}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as CaseDetail;
    expect(detail.messages.find((m) => m.id === othersMessage)?.sender.name).toBe(FORMER_MEMBER_NAME);
    const own = (await server.call('kanslist', 'GET', `Case/Get/${server.fixtures.medlemCounselling}`)).json() as CaseDetail;
    // Names the server makes say 'Tidigare medlem'; what was written in a message stays as written (the case's content).
    expect(own.ownerUser.name).toBe(FORMER_MEMBER_NAME);
    expect(JSON.stringify(own)).not.toContain(`"${d.medlem.firstname} ${d.medlem.lastname}"`);
    const list = await server.call('kanslist', 'GET', 'Case/GetAll?role=secretariat');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(FORMER_MEMBER_NAME);
    expect(list.body).not.toContain(`"${d.medlem.firstname} ${d.medlem.lastname}"`);
  });

  test('the erased member\'s token is refused, and a second erasure is 409 MEMBER_ALREADY_ERASED', async () => {
    expect((await server.call('medlem', 'GET', 'Case/GetAll')).statusCode).toBe(401);
    const again = await server.call('kansli-styrelse', 'POST', `Members/${former}/Erase`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'MEMBER_ALREADY_ERASED' });
  });
});
