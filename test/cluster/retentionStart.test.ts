import { sql } from 'kysely';
import { migrate, openDatabase, type Database } from '../../server/db/database';
import { RETENTION_QUEUE, startRetentionJob, type RetentionJob } from '../../server/retention/retentionJob';
import { databaseUrlFor, withAdmin } from '../server/testDatabase';

/** Issue 37: processes deployed together start the retention job at the same moment on a new database. */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_retention_start_${process.pid}_${Date.now().toString(36)}`;
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

it('four processes starting the retention job at once all start, with one queue and one schedule', async () => {
  const options = { databaseUrl, caseRetentionDays: 1095, noticeRetentionDays: 90, log: () => undefined };
  const started = await Promise.allSettled(dbs.map((db) => startRetentionJob(db, options)));
  const jobs = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  await Promise.all(jobs.map((job: RetentionJob) => job.stop()));
  expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
  const queues = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name = ${RETENTION_QUEUE}`.execute(dbs[0]);
  const schedules = await sql<{ n: number }>`select count(*)::int as n from pgboss.schedule where name = ${RETENTION_QUEUE}`.execute(dbs[0]);
  expect([queues.rows[0].n, schedules.rows[0].n]).toEqual([1, 1]);
});
