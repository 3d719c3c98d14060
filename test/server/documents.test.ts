import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startTestServer, storeContents, type TestServer } from './helpers';
import { multipart, sampleBytes } from './casesMultipart';
import { demoAccounts, demoOrganisations, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { MAX_DOCUMENT_BYTES } from '../../src/domain/documentUpload';
import { deviationReasons } from '../../src/domain/deviations';
import type { DocumentFile, DocumentFilesResponse } from '../../src/api/documentTypes';

let server: TestServer;
let filesDir: string;
const d = demoAccounts;
const org = demoOrganisations;

beforeAll(async () => {
  const dataDir = path.resolve('.tmp', `test-documents-${randomUUID()}`);
  filesDir = path.join(dataDir, 'files');
  server = await startTestServer({
    env: { DATA_DIR: dataDir },
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      // styrelse has not accepted the GDPR information in the seed; the permission tables are about the board role itself.
      await db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', demoAccounts.styrelse.id).execute();
    },
  });
}, 60_000);

test('issue 14: before the GDPR information is accepted, a board member sees only what members see', async () => {
  await server.db.updateTable('users').set({ gdprConsentAt: null }).where('id', '=', demoAccounts.styrelse.id).execute();
  try {
    const res = await server.app.inject({ method: 'GET', url: `/api/DocumentManagement/Association/${org.styrelseBoardOf.id}`, headers: await server.as(demoAccounts.styrelse.id) });
    expect(res.statusCode).toBe(200);
    const files = res.json().files as { isPublic: boolean }[];
    expect(files.every((file) => file.isPublic)).toBe(true);
  } finally {
    await server.db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', demoAccounts.styrelse.id).execute();
  }
});
afterAll(async () => {
  await server.close();
  fs.rmSync(path.dirname(filesDir), { recursive: true, force: true });
});

type Area = 'secretariat' | 'stockholm' | 'gotland' | 'kalmar' | 'skolpsykologerna';
const associationOf: Record<Exclude<Area, 'secretariat'>, string> = {
  stockholm: org.styrelseBoardOf.id,
  gotland: org.medlemWorkAssociation.id,
  kalmar: org.ombudWorkAssociation.id,
  skolpsykologerna: org.nationellBoardOf.id,
};
const segmentOf = (area: Area) => (area === 'secretariat' ? 'Secretariat' : 'Association');
const listUrl = (area: Area) => (area === 'secretariat' ? 'DocumentManagement/Secretariat' : `DocumentManagement/Association/${associationOf[area]}`);

async function call(username: DemoUsername, method: 'GET' | 'DELETE' | 'PATCH', url: string, payload?: unknown) {
  return server.app.inject({ method, url: `/api/${url}`, headers: await server.as(d[username].id), payload: payload as object });
}

const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), Buffer.alloc(200, 1)]);

function uploadForm(request: unknown, file?: { fileName: string; content: Buffer }) {
  return multipart([
    { name: 'request', value: JSON.stringify(request) },
    ...(file ? [{ name: 'file', ...file }] : []),
  ]);
}

async function upload(username: DemoUsername, area: Area, options: { fileName?: string; content?: Buffer; tags?: string[]; isPublic?: boolean; workplaceId?: string; associationId?: string } = {}) {
  const request = {
    associationId: area === 'secretariat' ? null : options.associationId ?? associationOf[area],
    workplaceId: options.workplaceId ?? null,
    tags: options.tags ?? [area === 'secretariat' ? 'Intro' : 'Protokoll'],
    isPublic: options.isPublic ?? false,
  };
  const form = uploadForm(request, { fileName: options.fileName ?? 'Protokoll årsmöte.pdf', content: options.content ?? sampleBytes.pdf });
  return server.app.inject({
    method: 'POST', url: `/api/DocumentManagement/${segmentOf(area)}/Upload`, payload: form.payload,
    headers: { ...(await server.as(d[username].id)), ...form.headers },
  });
}

async function list(username: DemoUsername, area: Area): Promise<DocumentFile[]> {
  const res = await call(username, 'GET', listUrl(area));
  expect(res.statusCode).toBe(200);
  return (res.json() as DocumentFilesResponse).files;
}

/** Everything an upload writes: rows and stored files. */
async function footprint() {
  const count = async (table: 'documents' | 'files' | 'blobs') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const stored = await storeContents(server.blobs, server.db);
  return {
    documents: await count('documents'), files: await count('files'), blobs: await count('blobs'),
    blobFiles: stored.blobs.length, tempFiles: stored.staged,
  };
}

describe('issue 10: who may read and manage which document area (every demo account × every area)', () => {
  const areas: Area[] = ['secretariat', 'stockholm', 'gotland', 'kalmar', 'skolpsykologerna'];
  // read: the list's status, and 'all' when private files show, 'public' when only public ones do.
  // manage: the status of an upload.
  type Expect = { read: 200 | 403 | 404; sees?: 'all' | 'public'; manage: 201 | 403 | 404 };
  const no = (area: Area): Expect => (area === 'secretariat' ? { read: 403, manage: 403 } : { read: 404, manage: 404 });
  const staff = (): Expect => ({ read: 200, sees: 'all', manage: 201 });
  const table: Record<DemoUsername, Partial<Record<Area, Expect>>> = {
    medlem: { gotland: { read: 200, sees: 'public', manage: 403 }, skolpsykologerna: { read: 200, sees: 'public', manage: 403 } },
    'medlem-flera': {},
    styrelse: { stockholm: { read: 200, sees: 'all', manage: 201 } },
    nationell: { skolpsykologerna: { read: 200, sees: 'all', manage: 201 } },
    ombud: { kalmar: { read: 200, sees: 'all', manage: 201 } },
    kanslist: Object.fromEntries(areas.map((a) => [a, staff()])),
    'kansli-styrelse': Object.fromEntries(areas.map((a) => [a, staff()])),
    ekonom: {},
    skyddad: { kalmar: { read: 200, sees: 'public', manage: 403 } },
  };

  beforeAll(async () => {
    // Every area holds a private and a public file of its own (not of a workplace).
    for (const area of areas) {
      expect((await upload('kanslist', area, { fileName: `privat-${area}.pdf`, isPublic: false })).statusCode).toBe(201);
      expect((await upload('kanslist', area, { fileName: `publik-${area}.pdf`, isPublic: true })).statusCode).toBe(201);
    }
  });

  for (const username of Object.keys(table) as DemoUsername[]) {
    for (const area of areas) {
      const expected = table[username][area] ?? no(area);
      it(`${username} × ${area}: read ${expected.read}${expected.sees ? ` (${expected.sees})` : ''}, manage ${expected.manage}`, async () => {
        const res = await call(username, 'GET', listUrl(area));
        expect(res.statusCode).toBe(expected.read);
        if (expected.read === 200) {
          const names = (res.json() as DocumentFilesResponse).files.map((f) => f.fileName);
          expect(names).toContain(`publik-${area}.pdf`);
          expect(names.includes(`privat-${area}.pdf`)).toBe(expected.sees === 'all');
        }
        const before = await footprint();
        const uploaded = await upload(username, area, { fileName: `${username}-${area}.txt`, content: Buffer.from(`Av ${username} i ${area}\n`) });
        expect(uploaded.statusCode).toBe(expected.manage);
        if (expected.manage !== 201) expect(await footprint()).toEqual(before);
      });
    }
  }

  it('a workplace\'s documents: its members and representatives see them all, other members of the association none', async () => {
    const place = await server.db.selectFrom('users').select('workplaceId').where('id', '=', d.skyddad.id).executeTakeFirstOrThrow();
    const res = await upload('ombud', 'kalmar', { fileName: 'arbetsplatsens-privata.pdf', isPublic: false, workplaceId: place.workplaceId! });
    expect(res.statusCode).toBe(201);
    expect((res.json() as DocumentFile).workplace).toEqual({ id: place.workplaceId });
    expect((await list('skyddad', 'kalmar')).map((f) => f.fileName)).toContain('arbetsplatsens-privata.pdf');
    expect((await list('kanslist', 'kalmar')).map((f) => f.fileName)).toContain('arbetsplatsens-privata.pdf');
    // medlem's work association is Gotland: another association's workplace is refused.
    const foreignPlace = await server.db.selectFrom('users').select('workplaceId').where('id', '=', d.medlem.id).executeTakeFirstOrThrow();
    const before = await footprint();
    const wrong = await upload('ombud', 'kalmar', { workplaceId: foreignPlace.workplaceId! });
    expect({ status: wrong.statusCode, errorCode: wrong.json().errorCode }).toEqual({ status: 400, errorCode: 'WORKPLACE_NOT_IN_ASSOCIATION' });
    expect(await footprint()).toEqual(before);
  });
});

describe('issue 10: every refusal of an upload is a clear 4xx and leaves no row and no file', () => {
  async function refused(run: () => Promise<{ statusCode: number; json: () => { errorCode: string } }>, status: number, errorCode: string) {
    const before = await footprint();
    const res = await run();
    expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status, errorCode });
    expect(await footprint()).toEqual(before);
  }

  it('a type not in spec §5, by its name', () =>
    refused(() => upload('styrelse', 'stockholm', { fileName: 'program.exe', content: sampleBytes.pdf }), 400, 'WRONG_FILE_TYPE'));
  it('a file whose content is not what its name says (a .docx that is no zip container)', () =>
    refused(() => upload('styrelse', 'stockholm', { fileName: 'protokoll.docx', content: sampleBytes.text }), 400, 'WRONG_FILE_TYPE'));
  it('a binary file named .txt', () =>
    refused(() => upload('styrelse', 'stockholm', { fileName: 'anteckningar.txt', content: sampleBytes.png }), 400, 'WRONG_FILE_TYPE'));
  it('a file over 25 MiB', () =>
    refused(() => upload('styrelse', 'stockholm', { fileName: 'stor.pdf', content: Buffer.concat([sampleBytes.pdf, Buffer.alloc(MAX_DOCUMENT_BYTES)]) }), 400, 'FILE_TOO_LARGE'));
  it('a file over 25 MiB is refused with the document limit, not a case attachment\'s', async () => {
    const res = await upload('styrelse', 'stockholm', { fileName: 'stor.pdf', content: Buffer.concat([sampleBytes.pdf, Buffer.alloc(MAX_DOCUMENT_BYTES)]) });
    expect(res.json()).toMatchObject({ errorCode: 'FILE_TOO_LARGE', data: { maxBytes: MAX_DOCUMENT_BYTES } });
  });
  it('a tag of the other area\'s set', () =>
    refused(() => upload('styrelse', 'stockholm', { tags: ['Kongress'] }), 400, 'TAG_NOT_ALLOWED'));
  it('a secretariat tag set checked too', () =>
    refused(() => upload('kanslist', 'secretariat', { tags: ['Protokoll'] }), 400, 'TAG_NOT_ALLOWED'));
  it('another association (one the board member does not belong to) is a 404', () =>
    refused(() => upload('styrelse', 'gotland'), 404, 'ASSOCIATION_NOT_FOUND'));
  it('an association the member belongs to but does not manage is a 403', () =>
    refused(() => upload('medlem', 'gotland'), 403, 'DOCUMENTS_NOT_MANAGED'));
  it('no file part', async () => {
    const before = await footprint();
    const form = uploadForm({ associationId: associationOf.stockholm, workplaceId: null, tags: [], isPublic: false });
    const res = await server.app.inject({ method: 'POST', url: '/api/DocumentManagement/Association/Upload', payload: form.payload, headers: { ...(await server.as(d.styrelse.id)), ...form.headers } });
    expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status: 400, errorCode: 'FILE_MISSING' });
    expect(await footprint()).toEqual(before);
  });
  it('two files', async () => {
    const before = await footprint();
    const form = multipart([
      { name: 'request', value: JSON.stringify({ associationId: associationOf.stockholm, workplaceId: null, tags: [], isPublic: false }) },
      { name: 'file', fileName: 'a.pdf', content: sampleBytes.pdf },
      { name: 'file', fileName: 'b.pdf', content: sampleBytes.pdf },
    ]);
    const res = await server.app.inject({ method: 'POST', url: '/api/DocumentManagement/Association/Upload', payload: form.payload, headers: { ...(await server.as(d.styrelse.id)), ...form.headers } });
    expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status: 400, errorCode: 'TOO_MANY_FILES' });
    expect(await footprint()).toEqual(before);
  });
  it('a request that is not JSON, or with a bad field', async () => {
    for (const request of ['{inte json', JSON.stringify({ associationId: 'x', tags: [] }), JSON.stringify({ associationId: associationOf.stockholm, isPublic: 'ja' })]) {
      const before = await footprint();
      const form = multipart([{ name: 'request', value: request }, { name: 'file', fileName: 'a.pdf', content: sampleBytes.pdf }]);
      const res = await server.app.inject({ method: 'POST', url: '/api/DocumentManagement/Association/Upload', payload: form.payload, headers: { ...(await server.as(d.styrelse.id)), ...form.headers } });
      expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ status: 400, errorCode: 'INVALID_REQUEST' });
      expect(await footprint()).toEqual(before);
    }
  });
  it('the generic types are accepted by content: docx, doc, mp4, wmv, txt', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64, 2)]);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64, 3)]);
    const wmv = Buffer.concat([Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0, 0xaa, 0, 0x62, 0xce, 0x6c]), Buffer.alloc(64, 4)]);
    for (const [fileName, content] of [['a.docx', docx], ['a.doc', ole], ['a.pps', ole], ['film.mp4', mp4], ['film.m4v', mp4], ['film.wmv', wmv], ['a.txt', sampleBytes.text]] as const) {
      expect([fileName, (await upload('styrelse', 'stockholm', { fileName, content })).statusCode]).toEqual([fileName, 201]);
    }
  });
});

describe('issue 10: download, public flag and delete check the caller for every id', () => {
  it('downloads with the original name (RFC 6266 filename* for å, ä, ö) and the same bytes', async () => {
    const res = await upload('styrelse', 'stockholm', { fileName: 'Protokoll årsmöte Öland.pdf', isPublic: true });
    const doc = res.json() as DocumentFile;
    const download = await call('styrelse', 'GET', `DocumentManagement/Association/DownloadFile/${doc.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="Protokoll _rsm_te _land.pdf"; filename*=UTF-8\'\'Protokoll%20%C3%A5rsm%C3%B6te%20%C3%96land.pdf',
    );
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(sampleBytes.pdf)).toBe(true);
  });

  it('another association\'s document is a 404 wherever it is asked for, and the other area\'s path too', async () => {
    const doc = (await upload('kanslist', 'gotland', { fileName: 'gotlands.pdf', isPublic: true })).json() as DocumentFile;
    expect((await call('styrelse', 'GET', `DocumentManagement/Association/DownloadFile/${doc.id}`)).statusCode).toBe(404);
    expect((await call('styrelse', 'DELETE', `DocumentManagement/Association/${doc.id}/Delete`)).statusCode).toBe(404);
    expect((await call('styrelse', 'PATCH', 'DocumentManagement/Association/isPublic', { fileId: doc.id, isPublic: false })).statusCode).toBe(404);
    expect((await call('kanslist', 'GET', `DocumentManagement/Secretariat/DownloadFile/${doc.id}`)).statusCode).toBe(404);
    expect((await call('kanslist', 'DELETE', `DocumentManagement/Secretariat/${doc.id}/Delete`)).statusCode).toBe(404);
    // The member of Gotland reads it (public) but may not manage it.
    expect((await call('medlem', 'GET', `DocumentManagement/Association/DownloadFile/${doc.id}`)).statusCode).toBe(200);
    // Deliberate deviation (spec §6: any user toggles the flag, finer rules not shown): the reason, by code and in Swedish.
    const toggled = await call('medlem', 'PATCH', 'DocumentManagement/Association/isPublic', { fileId: doc.id, isPublic: false });
    expect(toggled.statusCode).toBe(403);
    expect(toggled.json()).toEqual({ errorCode: 'PUBLIC_FLAG_MANAGERS_ONLY', data: { message: deviationReasons.PUBLIC_FLAG_MANAGERS_ONLY } });
    expect((await call('medlem', 'DELETE', `DocumentManagement/Association/${doc.id}/Delete`)).statusCode).toBe(403);
  });

  it('the public flag: the board makes a file private and the members no longer see it', async () => {
    const doc = (await upload('kanslist', 'gotland', { fileName: 'snart-privat.pdf', isPublic: true })).json() as DocumentFile;
    expect((await list('medlem', 'gotland')).map((f) => f.id)).toContain(doc.id);
    const res = await call('kanslist', 'PATCH', 'DocumentManagement/Association/isPublic', { fileId: doc.id, isPublic: false });
    expect(res.statusCode).toBe(200);
    expect((res.json() as DocumentFile).isPublic).toBe(false);
    expect((await list('medlem', 'gotland')).map((f) => f.id)).not.toContain(doc.id);
    expect((await call('medlem', 'GET', `DocumentManagement/Association/DownloadFile/${doc.id}`)).statusCode).toBe(404);
  });

  it('bad ids and bodies are 400s, never 500s', async () => {
    expect((await call('kanslist', 'GET', 'DocumentManagement/Association/inte-ett-id')).statusCode).toBe(400);
    expect((await call('kanslist', 'PATCH', 'DocumentManagement/Secretariat/isPublic', { fileId: 'x', isPublic: true })).statusCode).toBe(400);
    expect((await call('kanslist', 'PATCH', 'DocumentManagement/Secretariat/isPublic', { fileId: randomUUID() })).statusCode).toBe(400);
    expect((await call('kanslist', 'GET', `DocumentManagement/Association/${org.secretariat.id}`)).statusCode).toBe(404);
  });

  it('a deleted document\'s file goes when nothing references it, and stays while another document shares its bytes', async () => {
    const content = Buffer.concat([sampleBytes.pdf, Buffer.from(randomUUID())]);
    const first = (await upload('kanslist', 'secretariat', { fileName: 'delad-1.pdf', content })).json() as DocumentFile;
    const second = (await upload('kanslist', 'secretariat', { fileName: 'delad-2.pdf', content })).json() as DocumentFile;
    const blobCount = async () => (await storeContents(server.blobs, server.db)).blobs.length;
    const blobs = await blobCount();
    expect((await call('kanslist', 'DELETE', `DocumentManagement/Secretariat/${first.id}/Delete`)).json()).toEqual({ id: first.id });
    expect(await blobCount()).toBe(blobs);
    expect((await call('kanslist', 'GET', `DocumentManagement/Secretariat/DownloadFile/${second.id}`)).rawPayload.equals(content)).toBe(true);
    const before = await footprint();
    expect((await call('kanslist', 'DELETE', `DocumentManagement/Secretariat/${second.id}/Delete`)).statusCode).toBe(200);
    expect(await footprint()).toEqual({ ...before, documents: before.documents - 1, files: before.files - 1, blobs: before.blobs - 1, blobFiles: before.blobFiles - 1 });
    expect((await call('kanslist', 'GET', `DocumentManagement/Secretariat/DownloadFile/${second.id}`)).statusCode).toBe(404);
  });

  it('the seed\'s 120 documents are listed with spec §3\'s fields', async () => {
    const files = await list('kanslist', 'secretariat');
    const file = files.find((f) => !f.fileName.startsWith('publik') && !f.fileName.startsWith('privat'))!;
    expect(Object.keys(file).sort()).toEqual(['associationId', 'fileName', 'id', 'isPublic', 'size', 'tags', 'uploadedAt', 'uploadedBy', 'workplace', 'workplaceId'].sort());
    expect(file.uploadedBy.name).toMatch(/\S+ \S+/);
  });
});
