import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { embeddedOf, migrate, migrationNames, openDatabase, type Database } from '../../server/db/database';

/**
 * The engine the server suite runs on: embedded PGlite by default; with TEST_DATABASE_URL (a
 * PostgreSQL user who may create databases) every test gets a database of its own on that server,
 * copied from a migrated template, and dropped again when the test destroys it. CI runs the suite
 * both ways (ARCHITECTURE §5): the production path is PostgreSQL.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** A fresh, migrated, empty database on the suite's engine. */
export async function openTestDatabase(): Promise<Database> {
  if (!testPostgresUrl) {
    const db = await openDatabase({ loadDataDir: await migratedPgliteCopy() });
    // A first query, as migrate() made before: PGlite has started (nothing left starting after jest's
    // teardown), and Kysely's driver is initialised, so db.destroy() closes PGlite (Kysely skips an unused driver).
    await sql`select 1`.execute(db);
    return db;
  }
  const template = await migratedTemplate(testPostgresUrl);
  const name = `portal_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(testPostgresUrl, (admin) => sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin));
  const db = await openDatabase({ databaseUrl: databaseUrlFor(testPostgresUrl, name) });
  urls.set(db, databaseUrlFor(testPostgresUrl, name));
  // destroy() also drops the test's database, so callers close it the same way on either engine.
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await withAdmin(testPostgresUrl, async (admin) => {
      // The pool's sockets close just after destroy() resolves; forcing them earlier makes the
      // ended pool warn of a lost connection in whichever test runs next.
      for (let i = 0; i < 100 && (await connectionsTo(admin, name)) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
    });
  };
  return db;
}

const urls = new WeakMap<Database, string>();

/** The connection string of a database openTestDatabase opened on PostgreSQL (undefined on PGlite). */
export const testDatabaseUrlOf = (db: Database): string | undefined => urls.get(db);

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(serverUrl: string, work: (admin: Database) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ databaseUrl: serverUrl });
  try {
    return await work(admin);
  } finally {
    await admin.destroy();
  }
}

async function connectionsTo(admin: Database, name: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = ${name}`.execute(admin);
  return rows[0].n;
}

let template: Promise<string> | undefined;

/** One migrated template per set of migrations, made once by whichever test worker comes first. */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `portal_template_${createHash('sha256').update(migrationNames().join()).digest('hex').slice(0, 12)}`;
    await withAdmin(serverUrl, async (admin) => {
      await sql`select pg_advisory_lock(hashtext(${name}))`.execute(admin);
      try {
        const found = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(admin);
        if (found.rows[0].n > 0) return;
        const building = `${name}_building_${process.pid}`;
        await sql`drop database if exists ${sql.id(building)}`.execute(admin);
        await sql`create database ${sql.id(building)}`.execute(admin);
        const db = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, building) });
        try {
          await migrate(db);
        } finally {
          await db.destroy();
        }
        // The pool's sockets close just after destroy() resolves: a rename needs them gone.
        for (let attempt = 0; ; attempt++) {
          try {
            await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(admin);
            break;
          } catch (error) {
            if (attempt >= 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      } finally {
        await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(admin);
      }
    });
    return name;
  })();
  return template;
}

const migrationsDir = path.resolve('server/db/migrations');

/**
 * A new PGlite runs initdb (about 2 s, most of a server test's set-up); loading a dump of a
 * migrated one takes about 0.3 s. The dump is a file, so every test file and worker shares it: keyed
 * by PGlite's version and the migrations' source, written once under .tmp and renamed into place.
 */
async function migratedPgliteCopy(): Promise<Blob> {
  const key = createHash('sha256').update(pgliteVersion());
  for (const name of fs.readdirSync(migrationsDir).sort()) key.update(name).update(fs.readFileSync(path.join(migrationsDir, name)));
  const file = path.resolve(`.tmp/pglite-template-${key.digest('hex').slice(0, 12)}.tar`);
  if (!fs.existsSync(file)) {
    const db = await openDatabase({});
    try {
      await migrate(db);
      const dump = await embeddedOf(db)!.dumpDataDir('none');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const building = `${file}.${process.pid}`;
      fs.writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(building, file);
    } finally {
      await db.destroy();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

function pgliteVersion(): string {
  const manifest = path.resolve('node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}
