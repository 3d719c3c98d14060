import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { openDatabase, poolStats, POOL_IDLE_MS, type Database } from '../../server/db/database';
import { databaseUrlFor, withAdmin } from './testDatabase';

/** Always PostgreSQL (CI has one): PGlite has one connection and no pool. */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_idle_conn_${process.pid}_${Date.now().toString(36)}`;
/** pg's own idle timeout, which the portal's pool outlasts. */
const PG_DEFAULT_IDLE_MS = 10_000;
let db: Database;

beforeAll(async () => {
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  db = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
});

afterAll(async () => {
  await db?.destroy();
  await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
});

it("the pool keeps an idle connection two minutes, not pg's 10 s: the SPA polls once a minute", async () => {
  expect(POOL_IDLE_MS).toBeGreaterThanOrEqual(2 * 60_000);
  await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
  expect(poolStats(db)).toEqual({ total: 3, idle: 3, waiting: 0 });
  await new Promise((resolve) => setTimeout(resolve, PG_DEFAULT_IDLE_MS + 1_000));
  expect(poolStats(db)).toEqual({ total: 3, idle: 3, waiting: 0 });
}, 30_000);

it('a script that has done its work and not closed the database exits: an idle connection does not hold its process open', async () => {
  const script = `import { openDatabase } from './server/db/database.ts';
const db = await openDatabase({ databaseUrl: ${JSON.stringify(databaseUrlFor(serverUrl, name))} });
await db.selectNoFrom((eb) => eb.val(1).as('n')).execute();
console.log('done');`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(resolve, PG_DEFAULT_IDLE_MS, 'still running').unref())]);
  if (code === 'still running') child.kill('SIGKILL');
  expect({ code, output: output.trim() }).toEqual({ code: 0, output: 'done' });
}, 30_000);
