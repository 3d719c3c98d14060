import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { migrationNames, openDatabase, openPglite, pgliteDirOf } from '../db/database';
import { prepareDataDir, restrictToOwner } from '../files/dataDir';
import { isSha256 } from '../files/blobCommon';
import { BackupError, payloadBytes, payloadOf, readArchive, type ArchiveEntry } from './archive';
import { interruptedRestore, RESTORE_MARKER_FILE, RESTORE_MARKER_TABLE } from './restoreMarker';
import { runningServerPid, SERVER_PID_FILE } from './serverPid';
import { runPostgresTool } from './tools';
import type { BackupTarget, Engine, Manifest } from './backup';

export interface RestoreOptions {
  /** Called between the steps (a test stops a restore there, as a kill would). */
  step?: (name: 'marked' | 'files' | 'database') => Promise<void>;
}

const engineName: Record<Engine, string> = { pglite: 'den inbyggda databasen', postgresql: 'PostgreSQL' };

/**
 * `npm run restore` (README, runbook): a backup file into an empty DATA_DIR or an empty database
 * on DATABASE_URL. Refuses a target that holds anything. The marker (restoreMarker.ts) is written
 * first and removed last, and nothing removes it on failure: the server refuses a target whose
 * restore did not finish.
 */
export async function restoreBackup(target: BackupTarget, file: string, options: RestoreOptions = {}): Promise<{ engine: Engine; files: number }> {
  const entries = await readArchive(file);
  const manifestEntry = entries.find((entry) => entry.header.kind === 'manifest');
  if (!manifestEntry) throw new BackupError(`Säkerhetskopian ${file} saknar sin innehållsförteckning; den kan inte läsas in.`);
  const manifest = JSON.parse((await payloadBytes(file, manifestEntry)).toString('utf8')) as Manifest;
  const engine: Engine = target.databaseUrl ? 'postgresql' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(`Kan inte läsa in: säkerhetskopian är från ${engineName[manifest.engine]}, men målet är ${engineName[engine]} (${target.databaseUrl ? 'DATABASE_URL är satt' : 'DATABASE_URL är inte satt'}).`);
  }
  const known = migrationNames();
  if (manifest.migrations.some((name, i) => known[i] !== name)) {
    throw new BackupError('Kan inte läsa in: säkerhetskopian är från en annan (nyare) version av portalen; läs in den med den versionen.');
  }
  const step = options.step ?? (async () => {});
  if (engine === 'pglite') return restorePglite(target.dataDir, file, entries, step);
  return restorePostgres(target.databaseUrl!, file, entries, step);
}

/**
 * Case-list cursors (server/cases/list/cursor.ts) name transaction ids of the portal they came
 * from; the restored database counts from the backup's (or, on PostgreSQL, its own cluster's), so
 * a browser's cursor from the portal as it was later would hide writes made after the restore. A
 * new key makes every earlier cursor unknown: the next poll gets the whole list.
 */
const NEW_CURSOR_KEY = "update case_list.cursor_key set key = gen_random_uuid()::text || gen_random_uuid()::text";

const refuse = (message: string) => new BackupError(message.replace('Kan inte starta', 'Kan inte läsa in'));
const entryOf = (entries: ArchiveEntry[], kind: 'pglite' | 'pg_dump') => {
  const entry = entries.find((candidate) => candidate.header.kind === kind);
  if (!entry) throw new BackupError(`Säkerhetskopian saknar databasen (${kind}); den kan inte läsas in.`);
  return entry;
};

async function restorePglite(dataDir: string, file: string, entries: ArchiveEntry[], step: NonNullable<RestoreOptions['step']>) {
  const pid = runningServerPid(dataDir);
  if (pid) throw new BackupError(`Kan inte läsa in: servern (pid ${pid}) kör på DATA_DIR ${dataDir}; stoppa den först (finns ingen sådan server, ta bort ${SERVER_PID_FILE}).`);
  const interrupted = await interruptedRestore({ dataDir });
  if (interrupted) throw refuse(interrupted);
  const filesDir = path.join(dataDir, 'files');
  const held = [pgliteDirOf(dataDir), filesDir].filter((dir) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0);
  if (held.length > 0) throw new BackupError(`Kan inte läsa in: DATA_DIR ${dataDir} är inte tom (${held.map((dir) => path.basename(dir)).join(' och ')} finns); läs bara in i en tom mapp.`);
  const database = entryOf(entries, 'pglite');

  prepareDataDir(dataDir);
  const marker = path.join(dataDir, RESTORE_MARKER_FILE);
  await writeSynced(marker, `${new Date().toISOString()}\n`);
  await step('marked');
  fs.mkdirSync(filesDir, { recursive: true, mode: 0o700 });
  const files = entries.filter((entry) => entry.header.kind === 'file');
  for (const entry of files) {
    if (!isSha256(entry.header.name ?? '')) throw new BackupError(`Säkerhetskopian har en fil med ett ogiltigt namn (${entry.header.name}).`);
    await pipeline(payloadOf(file, entry), fs.createWriteStream(path.join(filesDir, entry.header.name!), { mode: 0o600 }));
  }
  await step('files');
  const pg = await openPglite(dataDir, { loadDataDir: new Blob([new Uint8Array(await payloadBytes(file, database))]) });
  try {
    await pg.exec(NEW_CURSOR_KEY);
  } finally {
    await pg.close();
  }
  restrictToOwner(dataDir);
  await step('database');
  await fsp.rm(marker);
  return { engine: 'pglite' as const, files: files.length };
}

async function restorePostgres(databaseUrl: string, file: string, entries: ArchiveEntry[], step: NonNullable<RestoreOptions['step']>) {
  const dump = entryOf(entries, 'pg_dump');
  const db = await openDatabase({ databaseUrl });
  try {
    const interrupted = await interruptedRestore({ dataDir: '', databaseUrl }, db);
    if (interrupted) throw refuse(interrupted);
    const { rows: [{ n }] } = await sql<{ n: number }>`
      select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\_toast%' and s.nspname not like 'pg\_temp%'
        and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`.execute(db);
    if (n > 0) throw new BackupError(`Kan inte läsa in: databasen på DATABASE_URL är inte tom (${n} tabeller, vyer eller sekvenser); läs bara in i en ny, tom databas.`);
    await sql`create table ${sql.id(RESTORE_MARKER_TABLE)} (started_at timestamptz not null default now())`.execute(db);
    await step('marked');
    // One transaction: a restore that stops leaves the database as empty as it was, marker aside.
    await runPostgresTool('pg_restore', ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`], payloadOf(file, dump));
    await step('database');
    // Uploads that were being written when the backup was taken: never part of the portal.
    await db.deleteFrom('blobObjects').where('key', 'like', 'staged:%').execute();
    await sql.raw(NEW_CURSOR_KEY).execute(db);
    const files = Number((await db.selectFrom('blobs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    await sql`drop table ${sql.id(RESTORE_MARKER_TABLE)}`.execute(db);
    return { engine: 'postgresql' as const, files };
  } finally {
    await db.destroy();
  }
}

async function writeSynced(file: string, text: string): Promise<void> {
  const handle = await fsp.open(file, 'wx', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
