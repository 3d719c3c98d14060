import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { blobBytes, startTestServer, storeContents, type TestServer } from './helpers';
import { readList } from './caseListSupport';
import { caseForm, multipart, sampleBytes } from './casesMultipart';
import { demoAccounts, demoOrganisations, seedDatabase, workplaceId, type DemoUsername } from '../../server/db/seed';
import { MAX_CASE_FILE_BYTES, MAX_CASE_FILES } from '../../src/domain/fileTypes';
import type { CreatedCase } from '../../src/api/types';

let server: TestServer;
let filesDir: string;
const d = demoAccounts;
const org = demoOrganisations;

beforeAll(async () => {
  const dataDir = path.resolve('.tmp', `test-cases-create-${randomUUID()}`);
  filesDir = path.join(dataDir, 'files');
  server = await startTestServer({
    env: { DATA_DIR: dataDir },
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      // a board that has accepted the GDPR information (before that: hardening-rules.test.ts)
      await db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', demoAccounts.styrelse.id).execute();
    },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(path.dirname(filesDir), { recursive: true, force: true });
});

async function post(username: DemoUsername, url: string, form: { payload: Buffer; headers: Record<string, string> }) {
  return server.app.inject({ method: 'POST', url: `/api/${url}`, payload: form.payload, headers: { ...(await server.as(d[username].id)), ...form.headers } });
}
const create = (username: DemoUsername, request: unknown, files: Parameters<typeof caseForm>[1] = []) => post(username, 'Case/Create', caseForm(request, files));
const createFor = (username: DemoUsername, request: unknown, files: Parameters<typeof caseForm>[1] = []) => post(username, 'Case/CreateForAnotherUser', caseForm(request, files));

/** Everything a creation writes: rows of every table it touches, and the stored files. */
async function footprint() {
  const count = async (table: 'cases' | 'messages' | 'files' | 'blobs' | 'auditLogs' | 'caseSubCategories' | 'caseReads') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const stored = await storeContents(server.blobs, server.db);
  return {
    cases: await count('cases'), messages: await count('messages'), files: await count('files'), blobs: await count('blobs'),
    auditLogs: await count('auditLogs'), subCategories: await count('caseSubCategories'), reads: await count('caseReads'),
    blobFiles: stored.blobs.length, tempFiles: stored.staged,
  };
}

/** The call fails with 400 and this errorCode, and nothing is written. */
async function rejected(call: () => Promise<{ statusCode: number; json: () => { errorCode: string } }>, errorCode: string, status = 400) {
  const before = await footprint();
  const res = await call();
  expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status, errorCode });
  expect(await footprint()).toEqual(before);
}

const counselling = { caseType: 'COUNSELING', title: 'Fråga om lönesamtal', message: 'Hej! Hur förbereder jag mig inför lönesamtalet?' };

describe('Case/Create stores the case, its first message, files, sub-category and audit event together', () => {
  it('medlem creates a counselling case with a pdf and a png: 201 with the new case, and the head office sees it', async () => {
    const before = await footprint();
    const res = await create('medlem', { ...counselling, subCategory: 'SALARY' }, [
      { fileName: 'lönespec.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' },
      { fileName: 'Skärmbild.PNG', content: sampleBytes.png, contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json() as CreatedCase;
    expect(created).toMatchObject({
      title: counselling.title, caseType: { type: 'COUNSELING', title: 'Rådgivning' }, status: 1,
      subCategories: [{ type: 'SALARY', title: 'Lön' }], ownerUser: { id: d.medlem.id, name: 'Anna Lindqvist' },
      association: null, workplace: null, shouldBeHandledByKanslist: true, hasUnreadMessages: false, isLocked: false,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.messages).toHaveLength(1);
    expect(created.messages[0]).toMatchObject({ sender: { id: d.medlem.id }, message: counselling.message });
    expect(created.messages[0].files.map((f) => [f.fileName, f.contentType, f.fileType])).toEqual([
      ['lönespec.pdf', 'application/pdf', 'case'], ['Skärmbild.PNG', 'image/png', 'case'],
    ]);

    const after = await footprint();
    expect(after).toMatchObject({
      cases: before.cases + 1, messages: before.messages + 1, files: before.files + 2, blobs: before.blobs + 2,
      auditLogs: before.auditLogs + 1, subCategories: before.subCategories + 1, blobFiles: before.blobFiles + 2, tempFiles: 0,
    });
    const sha = createHash('sha256').update(sampleBytes.pdf).digest('hex');
    expect((await blobBytes(server.blobs, sha)).equals(sampleBytes.pdf)).toBe(true);
    const audit = await server.db.selectFrom('auditLogs').selectAll().where('caseId', '=', created.id).execute();
    expect(audit.map((a) => [a.eventType, a.userId])).toEqual([['CREATED', d.medlem.id]]);

    const mine = readList((await server.app.inject({ method: 'GET', url: '/api/Case/GetAll', headers: await server.as(d.medlem.id) })).json());
    expect(mine.cases.find((c) => c.id === created.id)).toMatchObject({ hasUnreadMessages: false, preview: { text: counselling.message } });
    const secretariat = readList((await server.app.inject({ method: 'GET', url: '/api/Case/GetAll?role=secretariat', headers: await server.as(d.kanslist.id) })).json());
    expect(secretariat.cases.find((c) => c.id === created.id)).toMatchObject({ hasUnreadMessages: true });
  });

  it('the same content is stored once', async () => {
    const before = await footprint();
    const res = await create('medlem', counselling, [{ fileName: 'igen.pdf', content: sampleBytes.pdf }]);
    expect(res.statusCode).toBe(201);
    const after = await footprint();
    expect(after).toMatchObject({ files: before.files + 1, blobs: before.blobs, blobFiles: before.blobFiles });
  });

  it('accepts the request as a JSON part too (a Blob of type application/json in FormData)', async () => {
    const form = multipart([{ name: 'request', fileName: 'blob', content: Buffer.from(JSON.stringify(counselling)), contentType: 'application/json' }]);
    expect((await post('medlem', 'Case/Create', form)).statusCode).toBe(201);
  });

  it('a member writing to the psychology association: its work association and workplace, not the secretariat\'s', async () => {
    const res = await create('medlem', { ...counselling, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as CreatedCase;
    expect(created).toMatchObject({
      association: { id: org.medlemWorkAssociation.id, name: org.medlemWorkAssociation.name },
      workplace: { id: workplaceId('gotland', 0) }, shouldBeHandledByKanslist: false,
    });
    const secretariat = readList((await server.app.inject({ method: 'GET', url: '/api/Case/GetAll?role=secretariat', headers: await server.as(d.kanslist.id) })).json());
    expect(secretariat.cases.some((c) => c.id === created.id)).toBe(false);
  });

  it('a national association must be chosen when there are several, and must be one of the member\'s', async () => {
    const national = { ...counselling, caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION' };
    await rejected(() => create('medlem', national), 'ASSOCIATION_REQUIRED');
    await rejected(() => create('medlem', { ...national, associationId: org.styrelseBoardOf.id }), 'INVALID_ASSOCIATION');
    const res = await create('medlem', { ...national, associationId: org.nationellBoardOf.id });
    expect(res.statusCode).toBe(201);
    const board = readList((await server.app.inject({ method: 'GET', url: '/api/Case/GetAll?role=organization', headers: await server.as(d.nationell.id) })).json());
    expect(board.cases.some((c) => c.id === res.json().id)).toBe(true);
  });

  it('a board creates a board matter for its association, which the board sees', async () => {
    const res = await create('styrelse', { caseType: 'BOARD_MATTER', title: 'Årsmötet', message: 'Vi behöver boka lokal.', role: 'organization', organisationId: org.styrelseBoardOf.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ association: { id: org.styrelseBoardOf.id }, shouldBeHandledByKanslist: false });
    const list = readList((await server.app.inject({ method: 'GET', url: `/api/Case/GetAll?role=organization&organisationId=${org.styrelseBoardOf.id}`, headers: await server.as(d.styrelse.id) })).json());
    expect(list.cases.some((c) => c.id === res.json().id)).toBe(true);
  });

  it('economist users get the fixed sub-category ECONOMY', async () => {
    const res = await create('ekonom', { caseType: 'YOUR_MEMBERSHIP', title: 'Avgift', message: 'Fakturan stämmer inte.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().subCategories).toEqual([{ type: 'ECONOMY', title: 'Ekonomi och avgifter' }]);
    await rejected(() => create('ekonom', { caseType: 'YOUR_MEMBERSHIP', title: 'Förmåner', message: 'Text', subCategory: 'MEMBER_BENEFITS' }), 'INVALID_SUB_CATEGORY');
    await rejected(() => create('ekonom', counselling), 'CASE_TYPE_NOT_ALLOWED');
  });
});

describe('Case/CreateForAnotherUser (secretariat only)', () => {
  it('kanslist writes to medlem\'s psychology association without association: the member\'s own, CREATED_FOR_ANOTHER_USER', async () => {
    const res = await createFor('kanslist', { userId: d.medlem.id, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', title: 'Samtal', message: 'Medlemmen ringde.' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as CreatedCase;
    expect(created).toMatchObject({
      ownerUser: { id: d.medlem.id }, association: { id: org.medlemWorkAssociation.id }, workplace: { id: workplaceId('gotland', 0) },
      messages: [{ sender: { id: d.kanslist.id }, message: 'Medlemmen ringde.' }],
    });
    const row = await server.db.selectFrom('cases').select(['ownerUserId', 'createdByUserId']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ ownerUserId: d.medlem.id, createdByUserId: d.kanslist.id });
    const audit = await server.db.selectFrom('auditLogs').selectAll().where('caseId', '=', created.id).execute();
    expect(audit.map((a) => [a.eventType, a.userId, a.data])).toEqual([['CREATED_FOR_ANOTHER_USER', d.kanslist.id, { ownerUserId: d.medlem.id }]]);
    const members = readList((await server.app.inject({ method: 'GET', url: '/api/Case/GetAll', headers: await server.as(d.medlem.id) })).json());
    expect(members.cases.find((c) => c.id === created.id)).toMatchObject({ hasUnreadMessages: true });
  });

  it('no association may be sent for DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION on behalf of a member', async () => {
    await rejected(() => createFor('kanslist', {
      userId: d.medlem.id, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', title: 'Samtal', message: 'Text', associationId: org.medlemWorkAssociation.id,
    }), 'ASSOCIATION_NOT_ALLOWED');
  });

  it('protected identity writes to the head office only: skyddad\'s own case of direct contact with the association is refused, counselling is created without association or workplace', async () => {
    await rejected(() => create('skyddad', { ...counselling, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' }), 'CASE_TYPE_NOT_ALLOWED');
    const ok = await create('skyddad', counselling);
    expect(ok.statusCode).toBe(201);
    const created = ok.json() as CreatedCase;
    expect([created.association, created.workplace]).toEqual([null, null]);
  });

  it('protected identity on behalf of the member too: the secretariat may not open a direct-contact case for skyddad', async () => {
    await rejected(() => createFor('kanslist', { userId: d.skyddad.id, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', title: 'Samtal', message: 'Medlemmen ringde.' }), 'CASE_TYPE_NOT_ALLOWED');
  });

  it('uses the member\'s type list: skyddad has no national association', async () => {
    await rejected(() => createFor('kanslist', { userId: d.skyddad.id, caseType: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', title: 'T', message: 'M', associationId: org.nationellBoardOf.id }), 'CASE_TYPE_NOT_ALLOWED');
    const ok = await createFor('kanslist', { userId: d.skyddad.id, ...counselling });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().ownerUser.id).toBe(d.skyddad.id);
  });

  it('anyone but the secretariat is refused with 403, an unknown member is a 404, a missing userId a 400; nothing is written', async () => {
    await rejected(() => createFor('medlem', { userId: d.skyddad.id, ...counselling }), 'FORBIDDEN', 403);
    await rejected(() => createFor('ekonom', { userId: d.skyddad.id, ...counselling }), 'FORBIDDEN', 403);
    await rejected(() => createFor('kanslist', { userId: randomUUID(), ...counselling }, [{ fileName: 'a.pdf', content: sampleBytes.pdf }]), 'USER_NOT_FOUND', 404);
    await rejected(() => createFor('kanslist', counselling), 'INVALID_REQUEST');
  });
});

describe('bad input is a 400 with an errorCode, never a 500, and writes nothing', () => {
  const pdf = { fileName: 'intyg.pdf', content: sampleBytes.pdf };

  it('a missing type, title or message', async () => {
    await rejected(() => create('medlem', { ...counselling, caseType: '' }, [pdf]), 'CASE_TYPE_REQUIRED');
    await rejected(() => create('medlem', { ...counselling, title: '   ' }, [pdf]), 'TITLE_REQUIRED');
    await rejected(() => create('medlem', { caseType: 'COUNSELING', title: 'Rubrik' }, [pdf]), 'MESSAGE_REQUIRED');
  });

  it('a type the role may not create', async () => {
    await rejected(() => create('medlem', { ...counselling, caseType: 'BOARD_MATTER' }), 'CASE_TYPE_NOT_ALLOWED');
    await rejected(() => create('kanslist', { ...counselling, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', role: 'secretariat' }), 'CASE_TYPE_NOT_ALLOWED');
    await rejected(() => create('styrelse', { ...counselling, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', role: 'organization' }), 'CASE_TYPE_NOT_ALLOWED');
    // The context is resolved as for Case/CaseTypes and Case/GetAll (issue 14): an organisation the
    // board does not handle is a 404, a role the user does not hold a 403.
    await rejected(() => create('styrelse', { ...counselling, caseType: 'BOARD_MATTER', role: 'organization', organisationId: org.medlemWorkAssociation.id }), 'ORGANISATION_NOT_FOUND', 404);
    await rejected(() => create('medlem', { ...counselling, role: 'secretariat' }), 'ROLE_NOT_ALLOWED', 403);
    await rejected(() => create('medlem', { ...counselling, caseType: 'NOT_A_TYPE' }), 'UNKNOWN_CASE_TYPE');
  });

  it('a bad association or sub-category', async () => {
    await rejected(() => create('medlem', { ...counselling, associationId: org.medlemWorkAssociation.id }), 'ASSOCIATION_NOT_ALLOWED');
    await rejected(() => create('medlem', { ...counselling, caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', associationId: org.styrelseBoardOf.id }), 'INVALID_ASSOCIATION');
    await rejected(() => create('medlem', { ...counselling, associationId: 'not-an-id' }), 'INVALID_REQUEST');
    await rejected(() => create('medlem', { ...counselling, subCategory: 'ECONOMY' }), 'INVALID_SUB_CATEGORY');
  });

  it('a file of a type not allowed, by its name', async () => {
    await rejected(() => create('medlem', counselling, [pdf, { fileName: 'program.exe', content: sampleBytes.pdf }]), 'WRONG_FILE_TYPE');
    await rejected(() => create('medlem', counselling, [{ fileName: 'utan-filändelse', content: sampleBytes.pdf }]), 'WRONG_FILE_TYPE');
  });

  it('a file whose content is not what its name says (magic bytes)', async () => {
    await rejected(() => create('medlem', counselling, [{ fileName: 'intyg.pdf', content: sampleBytes.text }]), 'WRONG_FILE_TYPE');
    await rejected(() => create('medlem', counselling, [{ fileName: 'bild.png', content: sampleBytes.jpeg }]), 'WRONG_FILE_TYPE');
    await rejected(() => create('medlem', counselling, [{ fileName: 'tom.pdf', content: Buffer.alloc(0) }]), 'WRONG_FILE_TYPE');
  });

  it('a file that is too large', async () => {
    const big = Buffer.concat([sampleBytes.pdf, Buffer.alloc(MAX_CASE_FILE_BYTES)]);
    await rejected(() => create('medlem', counselling, [{ fileName: 'stor.pdf', content: big }]), 'FILE_TOO_LARGE');
    const justRight = Buffer.concat([sampleBytes.pdf, Buffer.alloc(MAX_CASE_FILE_BYTES - sampleBytes.pdf.length)]);
    expect((await create('medlem', counselling, [{ fileName: 'precis.pdf', content: justRight }])).statusCode).toBe(201);
  });

  it('too many files', async () => {
    const files = Array.from({ length: MAX_CASE_FILES + 1 }, (_, i) => ({ fileName: `sida-${i}.pdf`, content: sampleBytes.pdf }));
    await rejected(() => create('medlem', counselling, files), 'TOO_MANY_FILES');
    const many = Array.from({ length: MAX_CASE_FILES + 3 }, (_, i) => ({ fileName: `sida-${i}.pdf`, content: sampleBytes.pdf }));
    await rejected(() => create('medlem', counselling, many), 'TOO_MANY_FILES');
  });

  it('no request, a request that is not JSON or not an object, or a body that is not multipart', async () => {
    await rejected(() => post('medlem', 'Case/Create', multipart([{ name: 'files', fileName: 'a.pdf', content: sampleBytes.pdf }])), 'INVALID_REQUEST');
    await rejected(() => post('medlem', 'Case/Create', multipart([{ name: 'request', value: '{"caseType":' }])), 'INVALID_REQUEST');
    await rejected(() => post('medlem', 'Case/Create', multipart([{ name: 'request', value: '[1,2]' }])), 'INVALID_REQUEST');
    await rejected(() => create('medlem', { ...counselling, title: 42 }), 'INVALID_REQUEST');
    await rejected(async () => server.app.inject({
      method: 'POST', url: '/api/Case/Create', payload: counselling, headers: await server.as(d.medlem.id),
    }), 'NOT_MULTIPART');
    await rejected(async () => server.app.inject({
      method: 'POST', url: '/api/Case/Create', payload: Buffer.from('--x\r\nbroken'), headers: { ...(await server.as(d.medlem.id)), 'content-type': 'multipart/form-data; boundary=x' },
    }), 'MALFORMED_MULTIPART'); // cut off before its closing boundary (issue 14)
  });
});

describe('a failed transaction leaves no row', () => {
  it('when storing the files fails, neither the case nor its message is kept', async () => {
    await sql`create function test_refuse_files() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`.execute(server.db);
    await sql`create trigger test_refuse_files before insert on files for each statement execute function test_refuse_files()`.execute(server.db);
    try {
      const before = await footprint();
      const res = await create('medlem', { ...counselling, subCategory: 'LICENSE' }, [{ fileName: 'ny.pdf', content: Buffer.concat([sampleBytes.pdf, Buffer.from('unik')]) }]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ errorCode: 'INTERNAL_ERROR', data: null });
      const after = await footprint();
      // The blob was committed to the store before the transaction: an unreferenced file at most, never a row.
      expect({ ...after, blobFiles: before.blobFiles }).toEqual(before);
      expect(after.blobFiles - before.blobFiles).toBeLessThanOrEqual(1);
    } finally {
      await sql`drop trigger test_refuse_files on files`.execute(server.db);
      await sql`drop function test_refuse_files`.execute(server.db);
    }
  });
});
