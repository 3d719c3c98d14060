import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { startTestServer, storeContents, type TestServer } from './helpers';
import { caseForm, sampleBytes } from './casesMultipart';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { installErrorHandling } from '../../server/http/errors';
import { readMultipart, registerCaseMultipart } from '../../server/cases/multipart';
import { DiskBlobStore } from '../../server/files/diskBlobStore';
import { BlobStoreError, type BlobStore } from '../../server/files/blobStore';
import { caseAttachmentRules } from '../../src/domain/fileTypes';
import type { CreatedCase } from '../../src/api/types';

let server: TestServer;
let dataDir: string;
const d = demoAccounts;
const counselling = { caseType: 'COUNSELING', title: 'Fråga om lönesamtal', message: 'Hej! Hur förbereder jag mig?' };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-uploads-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir }, seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Rows of the tables an upload writes, and the files on disk. */
async function footprint() {
  const count = async (table: 'cases' | 'messages' | 'files' | 'blobs' | 'notes') =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const stored = await storeContents(server.blobs, server.db);
  return {
    cases: await count('cases'), messages: await count('messages'), files: await count('files'), blobs: await count('blobs'), notes: await count('notes'),
    blobFiles: stored.blobs.length, tempFiles: stored.staged,
  };
}

async function post(url: string, payload: Buffer, contentType: string) {
  return server.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { ...(await server.as(d.medlem.id)), 'content-type': contentType } });
}

/** A body like the browser's, with the `files` part's Content-Disposition given. */
function withFilePart(disposition: string, closing = true) {
  const boundary = '----hardening1234';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(counselling)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`), sampleBytes.pdf,
    Buffer.from(closing ? `\r\n--${boundary}--\r\n` : '\r\n'),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('a spoiled multipart body is a 400 and stores nothing (issue 14)', () => {
  it('refuses a body cut off before its closing boundary', async () => {
    const before = await footprint();
    const { payload, contentType } = withFilePart('form-data; name="files"; filename="bilaga.pdf"', false);
    const res = await post('Case/Create', payload, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('MALFORMED_MULTIPART');
    expect(await footprint()).toEqual(before);
  });

  it('refuses a body cut off in the middle of a file', async () => {
    const before = await footprint();
    const { payload, headers } = caseForm(counselling, [{ fileName: 'bilaga.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' }]);
    const res = await post('Case/Create', payload.subarray(0, payload.length - 40), headers['content-type']);
    expect(res.statusCode).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it.each([
    ['without a filename', 'form-data; name="files"'],
    ['with a filename* holding CR/LF', "form-data; name=\"files\"; filename*=UTF-8''bilaga%0D%0A.pdf"],
  ])('refuses a file part %s instead of storing the case without it', async (_what, disposition) => {
    const before = await footprint();
    const { payload, contentType } = withFilePart(disposition);
    const res = await post('Case/Create', payload, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('INVALID_FILE_PART');
    expect(await footprint()).toEqual(before);
  });

  it('still stores a whole body with a proper file part', async () => {
    const before = await footprint();
    const { payload, contentType } = withFilePart('form-data; name="files"; filename="bilaga.pdf"');
    const res = await post('Case/Create', payload, contentType);
    expect(res.statusCode).toBe(201);
    const files = res.json<CreatedCase>().messages.flatMap((message) => message.files);
    expect(files.map(({ fileName, size }) => ({ fileName, size }))).toEqual([{ fileName: 'bilaga.pdf', size: sampleBytes.pdf.length }]);
    const after = await footprint();
    expect({ cases: after.cases - before.cases, files: after.files - before.files }).toEqual({ cases: 1, files: 1 });
    const download = await server.app.inject({ method: 'GET', url: `/api/Case/DownloadFile/${files[0].id}`, headers: await server.as(d.medlem.id) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(sampleBytes.pdf)).toBe(true);
  });
});

describe('over a real connection', () => {
  it('refuses a body cut off before its closing boundary, sent whole with its Content-Length', async () => {
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const before = await footprint();
    const { payload, contentType } = withFilePart('form-data; name="files"; filename="bilaga.pdf"', false);
    const res = await fetch(`${address}/api/Case/Create`, {
      method: 'POST', body: payload, headers: { ...(await server.as(d.medlem.id)), 'content-type': contentType },
    });
    expect(res.status).toBe(400);
    expect(await footprint()).toEqual(before);
  });
});

/** A store whose disk is full (or gone): staging fails with the file system's error. */
class FailingStore extends DiskBlobStore {
  constructor(private readonly code: string) { super(path.join(os.tmpdir(), 'never-written')); }
  override async stage(): Promise<never> {
    throw Object.assign(new Error(`${this.code}: simulated`), { code: this.code, syscall: 'write', errno: -28 });
  }
}

/** A store in a database that is full (or unreachable). */
class FailingDatabaseStore extends DiskBlobStore {
  constructor(private readonly full: boolean) { super(path.join(os.tmpdir(), 'never-written')); }
  override async stage(): Promise<never> {
    throw new BlobStoreError('Could not write a chunk', this.full);
  }
}

async function uploadApp(store: BlobStore, lines: string[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => { lines.push(line); } } } });
  installErrorHandling(app);
  await app.register(async (scope) => {
    await registerCaseMultipart(scope);
    scope.post('/upload', async (request) => {
      const payload = await readMultipart(request, store, caseAttachmentRules);
      return { files: payload.files.length };
    });
  });
  return app;
}

describe('a full disk during an upload is the server’s problem, not the client’s', () => {
  it('answers 507 INSUFFICIENT_STORAGE for ENOSPC, and logs it with the request id and route', async () => {
    const lines: string[] = [];
    const app = await uploadApp(new FailingStore('ENOSPC'), lines);
    const { payload, headers } = caseForm(counselling, [{ fileName: 'bilaga.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' }]);
    const res = await app.inject({ method: 'POST', url: '/upload', payload, headers });
    expect(res.statusCode).toBe(507);
    expect(res.json().errorCode).toBe('INSUFFICIENT_STORAGE');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([expect.objectContaining({ level: 50, reqId: expect.stringMatching(/^req-/), route: '/upload', status: 507 })]);
    await app.close();
  });

  it('answers 503 STORAGE_UNAVAILABLE for another failure of the file system', async () => {
    const app = await uploadApp(new FailingStore('EIO'), []);
    const { payload, headers } = caseForm(counselling, [{ fileName: 'bilaga.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' }]);
    const res = await app.inject({ method: 'POST', url: '/upload', payload, headers });
    expect(res.statusCode).toBe(503);
    await app.close();
  });

  it('answers the same when the blobs live in a database that is full or gone', async () => {
    for (const [full, status] of [[true, 507], [false, 503]] as const) {
      const app = await uploadApp(new FailingDatabaseStore(full), []);
      const { payload, headers } = caseForm(counselling, [{ fileName: 'bilaga.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' }]);
      const res = await app.inject({ method: 'POST', url: '/upload', payload, headers });
      expect(res.statusCode).toBe(status);
      await app.close();
    }
  });
});
