import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { unzipSync, strFromU8 } from 'fflate';
import { migrate, openDatabase } from '../../server/db/database';
import { insertExtractRequest } from '../../server/registerExtract/extractStore';

/**
 * Issue 37, "a process killed while building an extract leaves no half file visible and the job
 * runs again": a real process, killed with SIGKILL while the zip streams into the blob store (its
 * first chunk written to a temporary file), leaves the extract pending with no blob and no file
 * under its hash; the next process builds it whole at its start. The embedded database on disk,
 * real processes (with DATABASE_URL, pg-boss retries the job when it expires: extractQueue.ts).
 */
let dataDir: string;
let extractId: string;
const userId = randomUUID();
const children: ChildProcess[] = [];

function startWorker(env: Record<string, string>, waitFor: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/extractWorker.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); if (output.split('\n').includes(waitFor)) resolve(child); });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code} before "${waitFor}": ${output}`)));
  });
}
const killed = (child: ChildProcess, signal: NodeJS.Signals) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) { resolve(); return; }
  child.once('exit', () => resolve());
  child.kill(signal);
});
const filesUnder = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)) : []);
async function inDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'extract-kill-'));
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await db.insertInto('users').values({ id: userId, firstname: 'Test', lastname: 'Person', email: 'person@example.org', username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
  extractId = (await db.transaction().execute((trx) => insertExtractRequest(trx, { userId, requestedByUserId: userId, byLetter: false, now: new Date() })))!.id;
  await db.destroy();
}, 60_000);

afterAll(async () => {
  for (const child of children) await killed(child, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('SIGKILL mid-build: the extract stays pending with no file under a hash; the next process builds it whole', async () => {
  const first = await startWorker({ HANG_MID_BUILD: '1' }, 'mid-build');
  first.removeAllListeners('exit');
  await killed(first, 'SIGKILL');

  // The half-written zip is only a temporary file: no row names a blob, no file is under a hash.
  const afterKill = await inDatabase(async (db) => ({
    extract: await db.selectFrom('registerExtracts').select(['state', 'blobSha256']).where('id', '=', extractId).executeTakeFirstOrThrow(),
    blobs: await db.selectFrom('blobs').select('sha256').execute(),
  }));
  expect(afterKill).toEqual({ extract: { state: 'pending', blobSha256: null }, blobs: [] });
  const hashed = (files: string[]) => files.filter((file) => /^[0-9a-f]{64}$/.test(path.basename(file)));
  expect(hashed(filesUnder(path.join(dataDir, 'files')))).toEqual([]);

  const second = await startWorker({}, 'built');
  second.removeAllListeners('exit');
  await killed(second, 'SIGTERM');

  const ready = await inDatabase((db) => db.selectFrom('registerExtracts').select(['state', 'blobSha256', 'size']).where('id', '=', extractId).executeTakeFirstOrThrow());
  expect(ready.state).toBe('ready');
  const file = hashed(filesUnder(path.join(dataDir, 'files'))).find((name) => path.basename(name) === ready.blobSha256);
  expect(file).toBeDefined();
  const bytes = fs.readFileSync(file!);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(ready.blobSha256);
  expect(bytes.length).toBe(Number(ready.size));
  const zip = unzipSync(new Uint8Array(bytes));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['registerutdrag.html', 'registerutdrag.json']));
  expect((JSON.parse(strFromU8(zip['registerutdrag.json'])) as { memberId: string }).memberId).toBe(userId);
}, 120_000);
