import { sql } from 'kysely';
import { RETENTION_QUEUE, startRetentionJob, type RetentionJob } from '../../server/retention/retentionJob';
import { newDatabaseFor } from './newDatabase';

/** Issue 37: processes deployed together start the retention job at the same moment on a new database. */
const { databaseUrl, dbs: connections } = newDatabaseFor('portal_retention_start', 4);

it('four processes starting the retention job at once all start, with one queue and one schedule', async () => {
  const options = { databaseUrl, caseRetentionDays: 1095, noticeRetentionDays: 90, log: () => undefined };
  const started = await Promise.allSettled(connections().map((db) => startRetentionJob(db, options)));
  const jobs = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  await Promise.all(jobs.map((job: RetentionJob) => job.stop()));
  expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
  const queues = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name = ${RETENTION_QUEUE}`.execute(connections()[0]);
  const schedules = await sql<{ n: number }>`select count(*)::int as n from pgboss.schedule where name = ${RETENTION_QUEUE}`.execute(connections()[0]);
  expect([queues.rows[0].n, schedules.rows[0].n]).toEqual([1, 1]);
});
