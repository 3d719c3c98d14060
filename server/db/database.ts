import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import { PGliteDialect } from './pgliteDialect';
import { keepOwnerOnlyUnder, restrictToOwner } from '../files/dataDir';
import type { DB } from './schema';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_case_list_versions';
import * as m0003 from './migrations/0003_lock_has_expiry';
import * as m0004 from './migrations/0004_content_indexes';
import * as m0006 from './migrations/0006_members';
import * as m0007 from './migrations/0007_case_list_delta';
import * as m0008 from './migrations/0008_blob_chunks';
import * as m0009 from './migrations/0009_shared_state';
import * as m0010 from './migrations/0010_notifications';
import * as m0011 from './migrations/0011_course_registrations';
import * as m0012 from './migrations/0012_case_list_cursors';
import * as m0013 from './migrations/0013_change_notices';
import * as m0014 from './migrations/0014_mail_delivery_failures';
import * as m0015 from './migrations/0015_case_stream';
import * as m0016 from './migrations/0016_case_search';
import * as m0017 from './migrations/0017_retention';
import * as m0018 from './migrations/0018_deadline_reminders';
import * as m0019 from './migrations/0019_saved_replies';
import * as m0020 from './migrations/0020_access_log';
import * as m0021 from './migrations/0021_register_extracts';
import * as m0022 from './migrations/0022_member_erasure';
import * as m0023 from './migrations/0023_owner_scoped_notices';

export type Database = Kysely<DB>;

/** Ordered migrations; a new file is appended here. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_case_list_versions': m0002,
  '0003_lock_has_expiry': m0003,
  '0004_content_indexes': m0004,
  '0006_members': m0006,
  '0007_case_list_delta': m0007,
  '0008_blob_chunks': m0008,
  '0009_shared_state': m0009,
  '0010_notifications': m0010,
  '0011_course_registrations': m0011,
  '0012_case_list_cursors': m0012,
  '0013_change_notices': m0013,
  '0014_mail_delivery_failures': m0014,
  '0015_case_stream': m0015,
  '0016_case_search': m0016,
  '0017_retention': m0017,
  '0018_deadline_reminders': m0018,
  '0019_saved_replies': m0019,
  '0020_access_log': m0020,
  '0021_register_extracts': m0021,
  '0022_member_erasure': m0022,
  '0023_owner_scoped_notices': m0023,
};

/** The names of every migration, in order (a test template is keyed by them). */
export const migrationNames = () => Object.keys(migrations);

/** What the pg pool tells of a connection PostgreSQL ended (`code` is its SQLSTATE, e.g. 57P01). */
export type ConnectionError = Error & { code?: string };

export interface DatabaseOptions {
  /** PostgreSQL connection string; absent means embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this dumpDataDir() copy instead of a new cluster (tests start each database from one migrated copy). */
  loadDataDir?: Blob;
  /** Told when PostgreSQL ends an idle connection; a process warning unless given. */
  onConnectionLost?: (error: ConnectionError) => void;
}

/** The connections of a database on PostgreSQL: open in all, idle, and queries waiting for one. */
export interface PoolStats { total: number; idle: number; waiting: number }
const pools = new WeakMap<Database, { totalCount: number; idleCount: number; waitingCount: number }>();

/** The pool's figures for the metrics; undefined for the embedded database (one connection, no pool). */
export function poolStats(db: Database): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

const embedded = new WeakMap<Database, PGlite>();

/** The embedded database's PGlite (its LISTEN, for the case streams); undefined on PostgreSQL. */
export const embeddedOf = (db: Database): PGlite | undefined => embedded.get(db);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.databaseUrl) {
    const pglite = await openPglite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
    embedded.set(db, pglite);
    return db;
  }
  const pool = await postgresPool(options.databaseUrl, options.onConnectionLost ?? warnConnectionLost);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  pools.set(db, pool);
  return db;
}

// A date column stays a 'yyyy-MM-dd' string, as with the pg driver below.
const pgliteParsers = { 1082: (value: string) => value };

/** The folder of the embedded database under DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * The embedded database in DATA_DIR/pglite, for the server's user only, also the files it writes
 * again on each opening (issue 33), or in memory without a DATA_DIR. `loadDataDir` fills an empty
 * folder from a dumpDataDir() copy. PGlite is imported here, not with this module: importing it
 * costs a process 45 MB resident (Node 24), which a process on PostgreSQL never needs (issue 38).
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (!dataDir) return new PGlite({ parsers: pgliteParsers, ...options });
  const dir = pgliteDirOf(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  keepOwnerOnlyUnder(dir);
  restrictToOwner(dir);
  return new PGlite(dir, { parsers: pgliteParsers, ...options });
}

function warnConnectionLost(error: ConnectionError): void {
  process.emitWarning(`A database connection was closed by the server (${error.code ?? error.message}); the next query opens a new one.`, 'DatabaseConnectionWarning');
}

/**
 * How long a pooled connection may stay idle before the pool closes it: two minutes, twice the SPA's
 * poll interval, where pg's default is 10 s. A process whose calls come more than 10 s apart (a
 * small association, the night) opened a connection again for nearly each call that queries: 0.9 ms
 * of the process's CPU and 3.4 ms of waiting each (connect, one query, end; 2026-12-05), and a new
 * backend for PostgreSQL to start. At most `max` stay open, as before (the README's connections per
 * process). In the day bench (issue 38) it moved nothing beyond the runs' noise: a process there
 * idles at most some 25 s, and at 7 calls a second one connection, kept warm by the proxy's
 * readiness checks, carries most of them.
 */
export const POOL_IDLE_MS = 120_000;

async function postgresPool(connectionString: string, onConnectionLost: (error: ConnectionError) => void) {
  const pg = await import('pg');
  const { Pool, types } = pg.default;
  types.setTypeParser(1082, (value: string) => value); // date stays 'yyyy-MM-dd'
  // allowExitOnIdle: an idle connection's timer does not hold the process open (a script that has
  // done its work exits, rather than waiting out the two minutes).
  const pool = new Pool({ connectionString, max: 10, idleTimeoutMillis: POOL_IDLE_MS, allowExitOnIdle: true });
  // An idle connection that PostgreSQL ends (a restart, a failover, pg_terminate_backend) is an
  // 'error' event on the pool; unheard, it would end the process. The pool has already dropped
  // that connection and opens a new one for the next query, so telling is all there is to do.
  pool.on('error', onConnectionLost);
  return pool;
}

export async function migrate(db: Kysely<unknown> | Database): Promise<void> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : typeof error === 'object' ? JSON.stringify(error) : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
