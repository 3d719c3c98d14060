import { randomUUID } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import Ajv from 'ajv';
import { useDatabaseFormats } from '../../server/routes/schemas';
import { sql } from 'kysely';
import { startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { sampleBytes } from './casesMultipart';
import { demoAccounts as d } from '../../server/db/seed';
import { RegisterExtractData } from '../../server/registerExtract/extractShape';
import { buildExtract } from '../../server/registerExtract/extractBuild';
import { embeddedExtractQueue, extractQueueOf, startExtractQueue } from '../../server/registerExtract/extractQueue';
import { startJobBoss } from '../../server/jobs/jobBoss';
import { testDatabaseUrlOf, testPostgresUrl } from './testDatabase';
import { insertExtractRequest } from '../../server/registerExtract/extractStore';
import { inTransaction } from '../../server/db/afterCommit';
import { runRetention } from '../../server/retention/retentionRun';
import { safeFileName, uniqueNames } from '../../src/domain/registerExtract';
import { extractDay, extractTooSoonMessage, nextExtractAllowedAt } from '../../server/registerExtract/extractDays';
import type { RegisterExtract, RegisterExtracts } from '../../src/api/registerExtractTypes';
import type { CaseDetail } from '../../src/api/caseHandlingTypes';

/**
 * Issue 37, the register extract ("Mina uppgifter"; server/registerExtract/, src/domain/
 * registerExtract.ts): asking (once a day, a Swedish 429 naming the next time), the job on the
 * queue, the member's notice, the zip (an HTML file, the JSON validated against its TypeBox schema
 * and compared with what the member's own calls answer, their own files under safe names), who may
 * download it (404 for another's, an expired or a made-up id), a build killed midway, a protected
 * member's extract, the secretariat's extract by letter (logged), and pruning after 7 days.
 */
let server: CaseHandlingServer;
const UPLOADED = 'Läkarintyg: mars?.pdf';
beforeAll(async () => {
  server = await startCaseHandlingServer('register-extract');
  // The member's own upload (a file in the zip) and a reply by the secretariat with a file of its own (not in the zip).
  expect((await server.form('medlem', `Message/${server.fixtures.medlemCounselling}/Create`, { message: 'Här är intyget.' },
    [{ fileName: UPLOADED, content: sampleBytes.pdf, contentType: 'application/pdf' }])).statusCode).toBe(201);
  expect((await server.form('kanslist', `Message/${server.fixtures.medlemCounselling}/Create`, { message: 'Tack, vi tittar på det.' },
    [{ fileName: 'Svar från kansliet.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' }])).statusCode).toBe(201);
  // A course sign-up with an answer, on a course open to everyone.
  const course = await server.db.selectFrom('courses').select('id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('courseOrganisations').select('courseId').whereRef('courseOrganisations.courseId', '=', 'courses.id'))))
    .limit(1).executeTakeFirstOrThrow();
  await server.db.deleteFrom('courseRegistrations').where('userId', '=', d.medlem.id).execute();
  await server.db.insertInto('courseRegistrations').values({ id: randomUUID(), courseId: course.id, userId: d.medlem.id, status: 'registered', registeredAt: new Date(), answer: 'Jag vill lära mig mer om förhandling.' }).execute();
  await server.db.updateTable('users').set({ gdprConsentAt: new Date('2026-03-01T09:15:00Z') }).where('id', '=', d.medlem.id).execute();
  // Someone else has read the member's record: an access log entry.
  expect((await server.call('ekonom', 'GET', `Members/${d.medlem.id}/Get`)).statusCode).toBe(200);
}, 240_000);
afterAll(() => server?.cleanUp());

const drain = async () => { await extractQueueOf(server.db)!.drain(); };
const download = (who: Parameters<CaseHandlingServer['call']>[0], id: string) => server.call(who, 'GET', `User/Extract/${id}/Download`);
const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
const extractJson = (files: Record<string, Uint8Array>) => JSON.parse(strFromU8(files['registerutdrag.json'])) as RegisterExtractData;
const stripVolatile = (c: CaseDetail) => { const { hasUnreadMessages: _u, ...rest } = c; return rest; };

describe('the member\'s own extract', () => {
  let extract: RegisterExtract;
  let files: Record<string, Uint8Array>;

  test('asking is a 202 with a pending extract; a second the same day is a 429 in Swedish with the time of the next', async () => {
    const res = await server.call('medlem', 'POST', 'User/Extract');
    expect(res.statusCode).toBe(202);
    extract = res.json() as RegisterExtract;
    expect(extract).toMatchObject({ state: 'pending', readyAt: null, expiresAt: null, byLetter: false });
    const again = await server.call('medlem', 'POST', 'User/Extract');
    expect(again.statusCode).toBe(429);
    const body = again.json() as { errorCode: string; data: { message: string; nextAllowedAt: string } };
    expect(body.errorCode).toBe('EXTRACT_ALREADY_TODAY');
    expect(body.data.message).toMatch(/^Du har redan beställt ett registerutdrag i dag\. Nästa kan beställas \d{4}-\d{2}-\d{2} kl\. 00:00\.$/);
    expect(new Date(body.data.nextAllowedAt).getTime()).toBeGreaterThan(Date.now());
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('the job builds it: ready, kept 7 days, the next request\'s time told; the member gets a notice without content', async () => {
    await drain();
    const list = (await server.call('medlem', 'GET', 'User/Extracts')).json() as RegisterExtracts;
    expect(list.extracts).toHaveLength(1);
    const ready = list.extracts[0];
    expect(ready.state).toBe('ready');
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(list.nextAllowedAt).not.toBeNull();
    const notices = await server.db.selectFrom('notificationOutbox').selectAll().where('recipientUserId', '=', d.medlem.id).where('kind', '=', 'extract').execute();
    expect(notices).toHaveLength(1);
    expect(notices[0].idempotencyKey).toBe(`register-extract:${extract.id}`);
    expect(notices[0].subject).toBe('Ditt registerutdrag är klart');
    expect(notices[0].textBody).not.toContain('intyget');
    expect(notices[0].textBody).toContain('/min-profil');
  });

  test('the zip: the HTML, the JSON and the member\'s own file under a safe name, nobody else\'s', async () => {
    const res = await download('medlem', extract.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/registerutdrag-\d{4}-\d{2}-\d{2}\.zip/);
    files = unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['filer/Läkarintyg_ mars_.pdf', 'registerutdrag.html', 'registerutdrag.json']));
    expect(Object.keys(files).every((name) => ['registerutdrag.html', 'registerutdrag.json'].includes(name) || /^filer\/[^/\\]+$/.test(name))).toBe(true);
    expect(Buffer.from(files['filer/Läkarintyg_ mars_.pdf']).equals(sampleBytes.pdf)).toBe(true);
  });

  test('the JSON is valid by its TypeBox schema', () => {
    const data = extractJson(files);
    // Ajv, as Fastify validates with it (the schema's enums are plain JSON schema).
    const ajv = new Ajv({ allErrors: true, strict: false });
    useDatabaseFormats(ajv);
    const validate = ajv.compile(RegisterExtractData);
    expect(validate(data) ? [] : validate.errors).toEqual([]);
    expect(validate({ ...data, notes: [] })).toBe(false);
    expect(validate({ ...data, cases: [{ ...data.cases[0], status: 'x' }] })).toBe(false);
  });

  test('the JSON is what the member\'s own calls answer', async () => {
    const data = extractJson(files);
    expect(data.profile).toEqual((await server.call('medlem', 'GET', `User/${d.medlem.id}/Get`)).json());
    expect(data.gdprConsent).toEqual({ given: true, at: '2026-03-01T09:15:00.000Z' });
    expect(data.notificationSettings).toEqual((await server.call('medlem', 'GET', 'User/Notifications')).json());
    expect(data.courseRegistrations).toEqual((await server.app.inject({ method: 'GET', url: '/content/courses/registrations/mine', headers: await server.as(d.medlem.id) })).json());
    expect(data.courseRegistrations[0].registration.answer).toBe('Jag vill lära mig mer om förhandling.');
    const log = (await server.call('medlem', 'GET', 'User/AccessLog?size=100')).json() as { entries: unknown[] };
    expect(data.accessLog).toEqual(log.entries);
    expect(data.accessLog.length).toBeGreaterThan(0);
    // Every case of the member's own list, each as Case/Get answers it (no notes, no audit log).
    const listed = ((await server.call('medlem', 'GET', 'Case/GetAll')).json() as { cases: Array<{ id: string }> }).cases.map((c) => c.id).sort();
    expect(data.cases.map((c) => c.id).sort()).toEqual(listed);
    for (const c of data.cases) {
      const own = (await server.call('medlem', 'GET', `Case/Get/${c.id}`)).json() as CaseDetail;
      expect(stripVolatile(c)).toEqual(stripVolatile(own));
      expect(c.notes).toBeNull();
    }
    const counselling = data.cases.find((c) => c.id === server.fixtures.medlemCounselling)!;
    expect(counselling.messages.map((m) => m.message)).toEqual(expect.arrayContaining(['Här är intyget.', 'Tack, vi tittar på det.']));
    // Their own uploads only (the seed's attachments of their messages too), each under a name of its own.
    expect(data.files.map((f) => [f.fileName, f.pathInZip])).toContainEqual([UPLOADED, 'filer/Läkarintyg_ mars_.pdf']);
    expect(data.files.map((f) => f.fileName)).not.toContain('Svar från kansliet.pdf');
    expect(new Set(data.files.map((f) => f.pathInZip.toLowerCase())).size).toBe(data.files.length);
    const senders = data.cases.flatMap((c) => c.messages).filter((m) => m.files.some((f) => data.files.some((o) => o.id === f.id))).map((m) => m.sender.id);
    expect(new Set(senders)).toEqual(new Set([d.medlem.id]));
    expect(Object.keys(files).filter((name) => name.startsWith('filer/')).sort()).toEqual(data.files.map((f) => f.pathInZip).sort());
    const notes = await server.db.selectFrom('notes').select('text').where('caseId', 'in', data.cases.map((c) => c.id)).execute();
    const json = strFromU8(files['registerutdrag.json']);
    for (const note of notes) expect(json).not.toContain(note.text);
  });

  test('the HTML is Swedish, self-contained and names the same data', () => {
    const html = strFromU8(files['registerutdrag.html']);
    expect(html).toMatch(/^<!doctype html>\n<html lang="sv">/);
    expect(html).toContain('<h1>Registerutdrag – Mina uppgifter</h1>');
    expect(html).toContain('Anna Lindqvist');
    expect(html).toContain('Här är intyget.');
    expect(html).toContain('href="filer/L%C3%A4karintyg_%20mars_.pdf"');
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(|href="https?:/i);
  });

  test('a download of another member\'s, an expired, a pending or a made-up extract is a 404', async () => {
    expect((await download('medlem-flera', extract.id)).statusCode).toBe(404);
    expect((await download('kanslist', extract.id)).statusCode).toBe(404);
    expect((await download('medlem', randomUUID())).statusCode).toBe(404);
    expect((await server.call('medlem', 'GET', 'User/Extract/not-an-id/Download')).statusCode).toBe(400);
    await server.db.updateTable('registerExtracts').set({ expiresAt: new Date(Date.now() - 1000) }).where('id', '=', extract.id).execute();
    expect((await download('medlem', extract.id)).statusCode).toBe(404);
    expect(((await server.call('medlem', 'GET', 'User/Extracts')).json() as RegisterExtracts).extracts).toEqual([]);
    await server.db.updateTable('registerExtracts').set({ expiresAt: new Date(Date.now() + 60_000) }).where('id', '=', extract.id).execute();
  });
});

describe('faults', () => {
  test('a build killed midway leaves no file visible and the row pending; the job runs again and finishes', async () => {
    const row = (await server.db.transaction().execute((trx) => insertExtractRequest(trx, { userId: d.ombud.id, requestedByUserId: d.ombud.id, byLetter: false, now: new Date() })))!;
    const blobsBefore = await server.db.selectFrom('blobs').select('sha256').execute();
    const options = { retentionDays: server.config.caseRetentionDays, publicUrl: server.config.publicUrl };
    await expect(buildExtract(server.db, server.blobs, row.id, { ...options, failAfterBytes: 200 })).rejects.toThrow('Avbruten');
    expect((await server.db.selectFrom('registerExtracts').select(['state', 'blobSha256']).where('id', '=', row.id).executeTakeFirstOrThrow()))
      .toEqual({ state: 'pending', blobSha256: null });
    expect(await server.db.selectFrom('blobs').select('sha256').execute()).toEqual(blobsBefore);
    expect((await download('ombud', row.id)).statusCode).toBe(404);
    const list = (await server.call('ombud', 'GET', 'User/Extracts')).json() as RegisterExtracts;
    expect(list.extracts.map((e) => [e.id, e.state])).toEqual([[row.id, 'pending']]);
    // The queue takes it up again (after a kill: the embedded queue at start, pg-boss when the job expires).
    await drain();
    expect((await download('ombud', row.id)).statusCode).toBe(200);
  });

  test('a process that starts again builds what a killed one left pending (the embedded queue)', async () => {
    const row = (await server.db.transaction().execute((trx) => insertExtractRequest(trx, { userId: d.styrelse.id, requestedByUserId: d.styrelse.id, byLetter: false, now: new Date() })))!;
    const started = embeddedExtractQueue(server.db, server.blobs, { retentionDays: server.config.caseRetentionDays, publicUrl: server.config.publicUrl, log: () => {} });
    try {
      for (let i = 0; i < 100 && (await server.db.selectFrom('registerExtracts').select('state').where('id', '=', row.id).executeTakeFirstOrThrow()).state === 'pending'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await server.db.selectFrom('registerExtracts').select('state').where('id', '=', row.id).executeTakeFirstOrThrow()).state).toBe('ready');
    } finally {
      await started.stop();
    }
  });

  test('a protected member\'s extract names no other protected person\'s details and no viewer', async () => {
    // Another member with protected identity on skyddad's workplace, and a viewer with a name.
    const other = { id: randomUUID(), firstname: 'Hemlig', lastname: 'Person', email: 'hemlig.person@example.org', phone: '070-999 88 77', city: 'Gömstad' };
    const skyddad = await server.db.selectFrom('users').select(['workAssociationId', 'workplaceId']).where('id', '=', d.skyddad.id).executeTakeFirstOrThrow();
    await server.db.insertInto('users').values({ ...other, username: null, passwordHash: null, memberNumber: '999999', protectedIdentity: true, workAssociationId: skyddad.workAssociationId, workplaceId: skyddad.workplaceId, createdAt: new Date() }).execute();
    if (skyddad.workplaceId) await server.db.insertInto('workplaceRepresentatives').values({ workplaceId: skyddad.workplaceId, userId: other.id }).execute();
    expect((await server.call('kansli-styrelse', 'GET', `Members/${d.skyddad.id}/Get`)).statusCode).toBe(200);
    expect((await server.call('skyddad', 'POST', 'User/Extract')).statusCode).toBe(202);
    await drain();
    const [mine] = ((await server.call('skyddad', 'GET', 'User/Extracts')).json() as RegisterExtracts).extracts;
    const zip = unzip((await download('skyddad', mine.id)).rawPayload);
    const text = strFromU8(zip['registerutdrag.json']) + strFromU8(zip['registerutdrag.html']);
    for (const detail of [other.email, other.phone, other.city, 'Forsberg']) expect(text).not.toContain(detail);
    const data = extractJson(zip);
    expect(data.accessLog.length).toBeGreaterThan(0);
    expect(data.accessLog.every((e) => e.viewerName === null)).toBe(true);
    expect(data.profile).toEqual((await server.call('skyddad', 'GET', `User/${d.skyddad.id}/Get`)).json());
  });
});

// With DATABASE_URL the job goes through pg-boss: the row and its job commit in one transaction (on PGlite: the embedded queue, above).
test(`the queue of ${testPostgresUrl ? 'PostgreSQL (pg-boss)' : 'the embedded database'} builds a request written with its job`, async () => {
  const url = testDatabaseUrlOf(server.db);
  const jobs = url ? await startJobBoss(url, () => {}) : undefined;
  const queue = await startExtractQueue(server.db, server.blobs, {
    jobs, retentionDays: server.config.caseRetentionDays, publicUrl: server.config.publicUrl, pollSeconds: 0.5, log: () => {}, resumeAtStart: false,
  });
  try {
    const row = (await inTransaction(server.db, async (trx) => {
      const inserted = await insertExtractRequest(trx, { userId: d.nationell.id, requestedByUserId: d.nationell.id, byLetter: false, now: new Date() });
      await queue.enqueue(trx, inserted!.id);
      return inserted;
    }))!;
    // Built without being drained: the queue starts on its own once the request has committed.
    const state = () => server.db.selectFrom('registerExtracts').select('state').where('id', '=', row.id).executeTakeFirstOrThrow();
    for (const until = Date.now() + 20_000; (await state()).state !== 'ready' && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await state()).state).toBe('ready');
  } finally {
    await queue.stop();
    await jobs?.stop();
  }
}, 60_000);

describe('the secretariat, for a member who asked by letter', () => {
  test('the secretariat\'s management makes one (also on a day the member made their own); the act is in the member\'s access log', async () => {
    await server.db.deleteFrom('accessLog').where('subjectUserId', '=', d.medlem.id).where('viewerUserId', '=', d['kansli-styrelse'].id).execute();
    const res = await server.call('kansli-styrelse', 'POST', `Members/${d.medlem.id}/Extract`);
    expect(res.statusCode).toBe(202);
    const made = res.json() as RegisterExtract;
    expect(made.byLetter).toBe(true);
    const logged = await server.db.selectFrom('accessLog').select(['viewerRole', 'objectKind']).where('subjectUserId', '=', d.medlem.id).where('viewerUserId', '=', d['kansli-styrelse'].id).execute();
    expect(logged).toEqual([{ viewerRole: 'secretariat', objectKind: 'member' }]);
    await drain();
    const list = (await server.call('kansli-styrelse', 'GET', `Members/${d.medlem.id}/Extracts`)).json() as RegisterExtracts;
    expect(list.extracts.map((e) => [e.id, e.state])).toEqual([[made.id, 'ready']]);
    const zip = unzip((await download('kansli-styrelse', made.id)).rawPayload);
    expect(extractJson(zip).memberId).toBe(d.medlem.id);
    expect(extractJson(zip).profile.id).toBe(d.medlem.id);
    expect((await download('medlem-flera', made.id)).statusCode).toBe(404);
    // Ready: the notice goes to the manager who had it made, pointing at the member's page, never to the member who asked on paper.
    const notices = await server.db.selectFrom('notificationOutbox').select(['recipientUserId', 'subject', 'textBody']).where('idempotencyKey', '=', `register-extract:${made.id}`).execute();
    expect(notices).toEqual([{
      recipientUserId: d['kansli-styrelse'].id,
      subject: 'Registerutdraget per brev är klart',
      textBody: expect.stringContaining(`/medlemmar/${d.medlem.id}#registerutdrag-per-brev`),
    }]);
    expect(notices[0].textBody).not.toContain('Lindqvist');
  });

  test('nobody else may: the secretariat without the management role 403, a member 404 for one they do not reach, oneself 403', async () => {
    expect((await server.call('kanslist', 'POST', `Members/${d.medlem.id}/Extract`)).statusCode).toBe(403);
    expect((await server.call('medlem-flera', 'POST', `Members/${d.medlem.id}/Extract`)).statusCode).toBe(404);
    expect((await server.call('medlem', 'POST', `Members/${d.medlem.id}/Extract`)).statusCode).toBe(403);
    expect((await server.call('kansli-styrelse', 'POST', `Members/${randomUUID()}/Extract`)).statusCode).toBe(404);
    expect((await server.call('kanslist', 'GET', `Members/${d.medlem.id}/Extracts`)).statusCode).toBe(403);
  });
});

test('the retention run deletes extracts past their 7 days with their zips, and counts them', async () => {
  const ready = await server.db.selectFrom('registerExtracts').select(['id', 'blobSha256']).where('state', '=', 'ready').execute();
  expect(ready.length).toBeGreaterThan(0);
  const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
  const lines: string[] = [];
  const dry = await runRetention(server.db, { caseRetentionDays: 100_000, noticeRetentionDays: 100_000, now: () => later, dryRun: true });
  expect(dry.extracts).toBe(ready.length);
  const result = await runRetention(server.db, { caseRetentionDays: 100_000, noticeRetentionDays: 100_000, now: () => later, log: (l) => lines.push(l) });
  expect(result.extracts).toBe(ready.length);
  expect(lines.at(-1)).toMatch(new RegExp(`och ${ready.length} registerutdrag`));
  expect(await server.db.selectFrom('registerExtracts').select('id').where('state', '=', 'ready').execute()).toEqual([]);
  const { rows } = await sql<{ n: string }>`select count(*) as n from blobs where sha256 in (${sql.join(ready.map((r) => r.blobSha256!))})`.execute(server.db);
  expect(Number(rows[0].n)).toBe(0);
  expect((await download('medlem', ready[0].id)).statusCode).toBe(404);
});

describe('safe names in the zip', () => {
  test.each([
    ['a/b\\c.pdf', 'a_b_c.pdf'], ['..\\..\\etc', '_.._etc'], ['  .dold.txt', 'dold.txt'], ['', 'fil'], ['ctrl\u0000\u001f.png', 'ctrl_.png'],
    ['x'.repeat(150) + '.pdf', 'x'.repeat(96) + '.pdf'],
  ])('%j → %j', (name, safe) => expect(safeFileName(name)).toBe(safe));
  test('equal names are told apart', () => expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf'])).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf']));
});

describe('the Swedish day', () => {
  test.each([
    ['2026-11-28T13:00:00Z', '2026-11-28', '2026-11-28T23:00:00.000Z'], // winter: UTC+1
    ['2026-11-28T23:30:00Z', '2026-11-29', '2026-11-29T23:00:00.000Z'], // past midnight in Stockholm
    ['2026-07-01T10:00:00Z', '2026-07-01', '2026-07-01T22:00:00.000Z'], // summer: UTC+2
    ['2026-03-28T23:30:00Z', '2026-03-29', '2026-03-29T22:00:00.000Z'], // the day summer time begins
  ])('%s is Swedish day %s; the next request from %s', (at, day, next) => {
    expect(extractDay(new Date(at))).toBe(day);
    expect(nextExtractAllowedAt(new Date(at)).toISOString()).toBe(next);
  });
  test('the refusal names the next day at 00:00', () => {
    expect(extractTooSoonMessage(new Date('2026-11-28T23:00:00.000Z'))).toBe('Du har redan beställt ett registerutdrag i dag. Nästa kan beställas 2026-11-29 kl. 00:00.');
  });
});
