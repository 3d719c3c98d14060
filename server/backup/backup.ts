import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, openPglite, pgliteDirOf } from '../db/database';
import { restrictToOwner } from '../files/dataDir';
import { isSha256 } from '../files/blobCommon';
import { ArchiveWriter, BackupError } from './archive';
import { interruptedRestore } from './restoreMarker';
import { runningServerPid, SERVER_PID_FILE } from './serverPid';
import { runPostgresTool } from './tools';

export type Engine = 'pglite' | 'postgresql';
export interface BackupTarget { dataDir: string; databaseUrl?: string }

/** The first record: what the backup holds and which migrations its database had run. */
export interface Manifest { format: 1; engine: Engine; createdAt: string; migrations: string[] }

export interface BackupSummary { engine: Engine; files: number; bytes: number }

/**
 * `npm run backup` (README, runbook): everything of one portal in one file.
 * - Embedded database: its own copy (PGlite's dumpDataDir) and the committed files of
 *   DATA_DIR/files, taken with the server stopped (the database is one process's).
 * - PostgreSQL: pg_dump's one snapshot of the whole database, the files' bytes included (they
 *   live there, migration 0008), so an upload is in it whole or not at all, while the portal runs.
 */
export async function takeBackup(target: BackupTarget, file: string): Promise<BackupSummary> {
  const writer = await ArchiveWriter.create(file);
  try {
    const summary = target.databaseUrl ? await backupPostgres(target.databaseUrl, file, writer) : await backupPglite(target.dataDir, writer);
    await writer.finish(summary.records);
    return { engine: target.databaseUrl ? 'postgresql' : 'pglite', files: summary.files, bytes: (await fsp.stat(file)).size };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

const manifest = (engine: Engine, migrations: string[]): Buffer =>
  Buffer.from(JSON.stringify({ format: 1, engine, createdAt: new Date().toISOString(), migrations } satisfies Manifest));

async function backupPglite(dataDir: string, writer: ArchiveWriter) {
  const pid = runningServerPid(dataDir);
  if (pid) throw new BackupError(`Kan inte ta säkerhetskopia: servern (pid ${pid}) kör på DATA_DIR ${dataDir}; stoppa den först (finns ingen sådan server, ta bort ${SERVER_PID_FILE}).`);
  const interrupted = await interruptedRestore({ dataDir });
  if (interrupted) throw new BackupError(interrupted.replace('Kan inte starta', 'Kan inte ta säkerhetskopia'));
  if (!fs.existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'))) throw new BackupError(`Kan inte ta säkerhetskopia: det finns ingen databas i DATA_DIR ${dataDir}.`);

  const pg = await openPglite(dataDir);
  let copy: Buffer;
  let migrations: string[];
  try {
    migrations = (await pg.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((row) => row.name);
    copy = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await pg.close();
    restrictToOwner(pgliteDirOf(dataDir));
  }
  const body = manifest('pglite', migrations);
  await writer.add({ kind: 'manifest', size: body.length }, body);
  await writer.add({ kind: 'pglite', size: copy.length }, copy);
  // Only committed blobs (named by their sha256); uploads still being written live in files/.tmp.
  const filesDir = path.join(dataDir, 'files');
  const names = fs.existsSync(filesDir) ? fs.readdirSync(filesDir).filter(isSha256).sort() : [];
  for (const name of names) {
    const full = path.join(filesDir, name);
    await writer.add({ kind: 'file', name, size: (await fsp.stat(full)).size }, fs.createReadStream(full));
  }
  return { records: 2 + names.length, files: names.length };
}

async function backupPostgres(databaseUrl: string, file: string, writer: ArchiveWriter) {
  const db = await openDatabase({ databaseUrl });
  let migrations: string[];
  let files: number;
  try {
    const interrupted = await interruptedRestore({ dataDir: '', databaseUrl }, db);
    if (interrupted) throw new BackupError(interrupted.replace('Kan inte starta', 'Kan inte ta säkerhetskopia'));
    migrations = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);
    files = Number((await db.selectFrom('blobs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  } finally {
    await db.destroy();
  }
  const dump = `${file}.pg_dump.part`;
  try {
    // One snapshot of every schema (the portal's and pg-boss's), owners and grants left to the target.
    await runPostgresTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${databaseUrl}`]);
    const body = manifest('postgresql', migrations);
    await writer.add({ kind: 'manifest', size: body.length }, body);
    await writer.add({ kind: 'pg_dump', size: (await fsp.stat(dump)).size }, fs.createReadStream(dump));
  } finally {
    await fsp.rm(dump, { force: true });
  }
  return { records: 2, files };
}
