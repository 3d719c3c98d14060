import { sql } from 'kysely';
import { openDatabase, type ConnectionError, type Database } from '../../server/db/database';
import { databaseUrlFor, withAdmin } from './testDatabase';

/** Always PostgreSQL (CI has one): PGlite has no connections to lose. */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_conn_lost_${process.pid}_${Date.now().toString(36)}`;
let db: Database;
let tell: (error: ConnectionError) => void = () => {};

beforeAll(async () => {
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  db = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), onConnectionLost: (error) => tell(error) });
});

afterAll(async () => {
  await db?.destroy();
  await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
});

it('an idle connection that PostgreSQL ends is told, not a crash, and the next query opens a new one', async () => {
  await sql`select 1`.execute(db); // leaves one idle connection in the pool
  const lost = new Promise<ConnectionError>((resolve) => { tell = resolve; });
  await withAdmin(serverUrl, (admin) => sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`.execute(admin));
  expect((await lost).code).toBe('57P01'); // admin_shutdown
  const { rows } = await sql<{ n: number }>`select 2 as n`.execute(db);
  expect(rows[0].n).toBe(2);
});
