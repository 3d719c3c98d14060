import { sql } from 'kysely';
import { migrate, openDatabase, type Database } from '../../server/db/database';
import { databaseUrlFor, withAdmin } from '../server/testDatabase';

/**
 * A new, migrated PostgreSQL database for the file's tests, with `connections` processes' worth of
 * connections to it (processes deployed together that start at the same moment); made before the
 * tests and dropped after them.
 */
export function newDatabaseFor(prefix: string, connections: number): { databaseUrl: string; dbs: () => Database[] } {
  const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = databaseUrlFor(serverUrl, name);
  let dbs: Database[] = [];
  beforeAll(async () => {
    await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
    dbs = await Promise.all(Array.from({ length: connections }, () => openDatabase({ databaseUrl })));
    await migrate(dbs[0]);
  });
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.destroy()));
    await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
  });
  return { databaseUrl, dbs: () => dbs };
}
