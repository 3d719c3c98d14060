import { sql } from 'kysely';
import { migrate, openDatabase, type Database } from '../../server/db/database';
import { startQueue } from '../../server/notifications/queue';
import { mailboxTransport } from '../../server/notifications/transport';
import type { Deliverer } from '../../server/notifications/drainer';
import { databaseUrlFor, withAdmin } from '../server/testDatabase';

/** Processes deployed together start their mail queues at the same moment on a new database. */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_queue_start_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = databaseUrlFor(serverUrl, name);
let dbs: Database[] = [];

beforeAll(async () => {
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  dbs = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl })));
  await migrate(dbs[0]);
});

afterAll(async () => {
  await Promise.all(dbs.map((db) => db.destroy()));
  await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
});

it('four processes starting their mail queues at once all start, and make one queue', async () => {
  const options = { databaseUrl, publicUrl: 'http://localhost', from: 'Min sida <no-reply@example.org>', host: 'localhost', intervalMs: 60_000 };
  const started = await Promise.allSettled(dbs.map((db) => startQueue(db, mailboxTransport(db), options)));
  const deliverers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  await Promise.all(deliverers.map((deliverer: Deliverer) => deliverer.stop()));
  expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name = 'notification-mail'`.execute(dbs[0]);
  expect(rows[0].n).toBe(1);
});
