import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { databaseUrlFor, testDatabaseUrlOf, testPostgresUrl, withAdmin } from './testDatabase';
import { caseForm, sampleBytes } from './casesMultipart';
import { migrate, openDatabase, type Database } from '../../server/db/database';
import { DEMO_PASSWORD, demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { authenticate } from '../../server/oidc/account';
import { loadOrCreateKeys } from '../../server/oidc/keys';
import { takeBackup, type BackupTarget } from '../../server/backup/backup';
import { restoreBackup } from '../../server/backup/restore';
import { interruptedRestore, RESTORE_MARKER_FILE } from '../../server/backup/restoreMarker';
import { SERVER_PID_FILE } from '../../server/backup/serverPid';
import { runPostgresTool } from '../../server/backup/tools';
import type { CreatedCase } from '../../src/api/types';

// A seeded PGlite, a backup, a restore and a second portal on it: minutes on a busy machine.
jest.setTimeout(240_000);

const engine = testPostgresUrl ? 'PostgreSQL' : 'the embedded database';
const d = demoAccounts;
const root = path.resolve('.tmp', `test-backup-${randomUUID()}`);
const made: string[] = [];

/** A fresh place to restore into: an empty folder, or an empty database (no template) on the test server. */
async function freshTarget(): Promise<BackupTarget> {
  const dataDir = path.join(root, `target-${made.length}`);
  if (!testPostgresUrl) {
    made.push(dataDir);
    return { dataDir };
  }
  const name = `portal_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(testPostgresUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  made.push(name);
  return { dataDir, databaseUrl: databaseUrlFor(testPostgresUrl, name) };
}

/** The portal on a restored target, as server/index.ts opens it. */
async function portalOn(target: BackupTarget): Promise<TestServer> {
  const database = await openDatabase(target);
  await migrate(database);
  return startTestServer({ database, env: { DATA_DIR: target.dataDir } });
}

/** What the server would say of the target's restore marker (the database is opened only on PostgreSQL). */
async function markerOf(target: BackupTarget): Promise<string | undefined> {
  const db = target.databaseUrl ? await openDatabase(target) : undefined;
  return interruptedRestore(target, db).finally(() => db?.destroy());
}

let source: TestServer;
let sourceTarget: BackupTarget;

beforeAll(async () => {
  fs.mkdirSync(root, { recursive: true });
  const dataDir = path.join(root, 'source');
  const seed = async (db: Database) => {
    await seedDatabase(db, { volume: 'small' });
    await loadOrCreateKeys(db, { dataDir }); // the sign-in keys, as the built-in provider makes them
  };
  if (testPostgresUrl) {
    source = await startTestServer({ seed, env: { DATA_DIR: dataDir } });
    sourceTarget = { dataDir, databaseUrl: testDatabaseUrlOf(source.db) };
  } else {
    // The embedded database in a folder of its own (the suite's is in memory), as a server has it.
    sourceTarget = { dataDir };
    const database = await openDatabase(sourceTarget);
    await migrate(database);
    await seed(database);
    source = await startTestServer({ database, env: { DATA_DIR: dataDir } });
  }
});

afterAll(async () => {
  await source?.close();
  if (testPostgresUrl) {
    for (const name of made) await withAdmin(testPostgresUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
  }
  fs.rmSync(root, { recursive: true, force: true });
});

const call = async (server: TestServer, who: DemoUsername, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: await server.as(d[who].id), payload });

async function createCase(server: TestServer, who: DemoUsername, title: string, files: { fileName: string; content: Buffer; contentType: string }[]) {
  const form = caseForm({ caseType: 'COUNSELING', title, message: 'Hej! Se bifogade filer.' }, files);
  const res = await server.app.inject({ method: 'POST', url: '/api/Case/Create', payload: form.payload, headers: { ...(await server.as(d[who].id)), ...form.headers } });
  expect(res.statusCode).toBe(201);
  return res.json() as CreatedCase;
}

/** A case list; of its cursor the list's version, the rest names the moment and the database's transactions. */
function listOf(response: { json(): unknown }) {
  const list = response.json() as { cursor?: string };
  return { ...list, cursor: list.cursor?.slice(0, 27) };
}

/** What the portal answers: case lists, one case, its files' bytes, posts, and who can sign in with which keys. */
async function answers(server: TestServer, caseId: string) {
  const detail = await call(server, 'medlem', 'GET', `/api/Case/Get/${caseId}`);
  const files = (detail.json() as CreatedCase).messages.flatMap((message) => message.files);
  const bytes: string[] = [];
  for (const file of files) {
    const download = await call(server, 'medlem', 'GET', `/api/Case/DownloadFile/${file.id}`);
    bytes.push(`${download.statusCode} ${createHash('sha256').update(download.rawPayload).digest('hex')}`);
  }
  return {
    secretariat: listOf(await call(server, 'kanslist', 'GET', '/api/Case/GetAll?role=secretariat')),
    mine: listOf(await call(server, 'medlem', 'GET', '/api/Case/GetAll')),
    detail: detail.json(),
    bytes,
    posts: (await call(server, 'medlem', 'POST', '/content/posts', { user_id: d.medlem.id })).json(),
    signIn: [await authenticate(server.db, 'medlem', DEMO_PASSWORD), await authenticate(server.db, 'kanslist', 'fel lösenord')],
    keys: await loadOrCreateKeys(server.db, { dataDir: server.config.dataDir }),
  };
}

const cursorKeyOf = async (db: Database) => (await sql<{ key: string }>`select key from case_list.cursor_key`.execute(db)).rows[0].key;
const digest = (bytes: Buffer) => `200 ${createHash('sha256').update(bytes).digest('hex')}`;
const bigFile = randomBytes(700 * 1024);

describe(`a backup restores into a fresh place and the portal answers the same (${engine})`, () => {
  let file: string;
  let caseId: string;

  beforeAll(async () => {
    const created = await createCase(source, 'medlem', 'Före säkerhetskopian', [
      { fileName: 'lönespec.pdf', content: sampleBytes.pdf, contentType: 'application/pdf' },
      { fileName: 'stor.pdf', content: Buffer.concat([sampleBytes.pdf, bigFile]), contentType: 'application/pdf' },
    ]);
    caseId = created.id;
    file = path.join(root, 'portal.backup');
    if (!testPostgresUrl) {
      // The embedded database is one process's: the server stops before its backup.
      await source.close();
      // An upload that was still being written is not part of the backup.
      fs.mkdirSync(path.join(sourceTarget.dataDir, 'files', '.tmp'), { recursive: true });
      fs.writeFileSync(path.join(sourceTarget.dataDir, 'files', '.tmp', 'half.part'), 'halv');
    }
    await takeBackup(sourceTarget, file);
    if (!testPostgresUrl) source = await portalOn(sourceTarget);
  });

  it('cases, files (bytes equal), posts and sign-ins', async () => {
    const target = await freshTarget();
    const summary = await restoreBackup(target, file);
    expect(summary.files).toBeGreaterThanOrEqual(2);
    const restored = await portalOn(target);
    try {
      const before = await answers(source, caseId);
      expect([...before.bytes].sort()).toEqual([digest(sampleBytes.pdf), digest(Buffer.concat([sampleBytes.pdf, bigFile]))].sort());
      expect(before.signIn).toEqual([d.medlem.id, null]);
      expect(await answers(restored, caseId)).toEqual(before);
      if (!testPostgresUrl) expect(fs.existsSync(path.join(target.dataDir, 'files', '.tmp'))).toBe(false);
      // Cursors of the portal as it was are not taken for the restored one's (they name other transactions).
      expect(await cursorKeyOf(restored.db)).not.toBe(await cursorKeyOf(source.db));
    } finally {
      await restored.close();
    }
  });

  it('a restore into a target that is not empty refuses with one line and changes nothing', async () => {
    const error = await restoreBackup(sourceTarget, file).then(() => undefined, (caught: Error) => caught);
    expect(error?.message).toMatch(testPostgresUrl
      ? /^Kan inte läsa in: databasen på DATABASE_URL är inte tom \(\d+ tabeller, vyer eller sekvenser\); läs bara in i en ny, tom databas\.$/
      : /^Kan inte läsa in: DATA_DIR .+ är inte tom \(pglite och files finns\); läs bara in i en tom mapp\.$/);
    expect(await interruptedRestore(sourceTarget, source.db)).toBeUndefined();
    expect((await call(source, 'medlem', 'GET', `/api/Case/Get/${caseId}`)).statusCode).toBe(200);
  });

  it('a killed restore leaves a target the server refuses to start on, saying so in one line', async () => {
    const target = await freshTarget();
    const killed = new Error('killed');
    // Stopped after the database is in place, the moment it would look complete.
    await expect(restoreBackup(target, file, { step: async (name) => { if (name === 'database') throw killed; } })).rejects.toBe(killed);

    const line = await markerOf(target);
    expect(line).toBe(testPostgresUrl
      ? 'Kan inte starta: en återläsning till databasen på DATABASE_URL pågår eller avbröts (tabellen restore_in_progress finns); läs in i en ny, tom databas i stället.'
      : `Kan inte starta: en återläsning till DATA_DIR ${target.dataDir} pågår eller avbröts (${RESTORE_MARKER_FILE} finns); töm mappen och kör npm run restore igen.`);

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '', PORT: '18998', SEED: 'none', NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').filter((text) => text.trim() && !text.includes('oidc-provider WARNING'))).toEqual([line]);

    // Restoring again is refused too, with the same words, until the target is emptied.
    await expect(restoreBackup(target, file)).rejects.toThrow(line!.replace('Kan inte starta', 'Kan inte läsa in'));
  });

  it('a cut-short backup file is refused before anything is written', async () => {
    const cut = path.join(root, 'cut.backup');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    const target = await freshTarget();
    await expect(restoreBackup(target, cut)).rejects.toThrow(`Säkerhetskopian ${cut} är ofullständig eller ingen säkerhetskopia av portalen; den kan inte läsas in.`);
    expect(await markerOf(target)).toBeUndefined();
  });
});

// On PostgreSQL only: with the embedded database the server is stopped for its backup (the test below).
if (testPostgresUrl) describe('a backup taken while uploads run holds each upload whole or not at all (PostgreSQL)', () => {
  it('every restored file reads back whole, and no half-written upload remains', async () => {
    const file = path.join(root, 'busy.backup');
    let done = false;
    let uploads = 0;
    const uploading = (async () => {
      while (!done) {
        await createCase(source, 'medlem-flera', `Under säkerhetskopian ${uploads}`, [
          { fileName: 'stor.pdf', content: Buffer.concat([sampleBytes.pdf, randomBytes(600 * 1024)]), contentType: 'application/pdf' },
        ]);
        uploads += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200)); // uploads under way
    const atStart = uploads;
    await takeBackup(sourceTarget, file);
    done = true;
    await uploading;
    expect(uploads).toBeGreaterThan(atStart); // uploads ran during the backup

    const target = await freshTarget();
    await restoreBackup(target, file);
    const restored = await portalOn(target);
    try {
      const files = await restored.db.selectFrom('files').select(['id', 'blobSha256 as sha256']).where('messageId', 'is not', null).execute();
      expect(files.length).toBeGreaterThan(0);
      for (const { id, sha256 } of files) {
        const download = await call(restored, 'medlem-flera', 'GET', `/api/Case/DownloadFile/${id}`);
        if (download.statusCode === 403 || download.statusCode === 404) continue; // another member's file
        expect(`${download.statusCode} ${createHash('sha256').update(download.rawPayload).digest('hex')}`).toBe(`200 ${sha256}`);
      }
      const staged = await restored.db.selectFrom('blobObjects').select('key').where('key', 'like', 'staged:%').execute();
      expect(staged).toEqual([]);
      const incomplete = await sql<{ key: string }>`
        select o.key from blob_objects o left join blob_chunks c on c.key = o.key
        group by o.key, o.size having coalesce(sum(length(c.bytes)), 0) <> o.size`.execute(restored.db);
      expect(incomplete.rows).toEqual([]);
    } finally {
      await restored.close();
    }
  });
});

if (!testPostgresUrl) describe('the embedded database is backed up only with its server stopped', () => {
  it('a backup beside a running server refuses with one line', async () => {
    const pidFile = path.join(sourceTarget.dataDir, SERVER_PID_FILE);
    fs.writeFileSync(pidFile, `${process.ppid}\n`); // a process that is alive
    try {
      await expect(takeBackup(sourceTarget, path.join(root, 'beside.backup'))).rejects.toThrow(
        `Kan inte ta säkerhetskopia: servern (pid ${process.ppid}) kör på DATA_DIR ${sourceTarget.dataDir}; stoppa den först (finns ingen sådan server, ta bort ${SERVER_PID_FILE}).`);
      expect(fs.existsSync(path.join(root, 'beside.backup'))).toBe(false);
    } finally {
      fs.rmSync(pidFile);
    }
  });
});

describe('PostgreSQL\'s client programs may be missing where a backup runs', () => {
  it('then the backup or restore says so in one line', async () => {
    await expect(runPostgresTool('pg_dump', ['--version'], undefined, { ...process.env, PATH: '/nonexistent' })).rejects.toThrow(
      'pg_dump saknas: installera PostgreSQL:s klientprogram (samma huvudversion som databasservern eller nyare).');
  });
});
