import { sql } from 'kysely';
import { RETENTION_QUEUE, startRetentionJob, type RetentionJob } from '../../server/retention/retentionJob';
import { startJobBoss } from '../../server/jobs/jobBoss';
import { newDatabaseFor } from './newDatabase';

/** Issue 37: processes deployed together start the retention job at the same moment on a new database. */
const { databaseUrl, dbs: connections } = newDatabaseFor('portal_retention_start', 4);

it('four processes starting their pg-boss and retention job at once all start, with one queue and one schedule', async () => {
  const options = { caseRetentionDays: 1095, noticeRetentionDays: 90, log: () => undefined };
  // Each process starts its pg-boss and then its retention job (server/index.ts), all at once.
  const started = await Promise.allSettled(connections().map(async (db) => {
    const boss = await startJobBoss(databaseUrl, () => undefined);
    try {
      return { boss, job: await startRetentionJob(db, { ...options, jobs: boss }) };
    } catch (error) {
      await boss.stop();
      throw error;
    }
  }));
  const jobs = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  await Promise.all(jobs.map(async ({ boss, job }: { boss: { stop(): Promise<void> }; job: RetentionJob }) => { await job.stop(); await boss.stop(); }));
  expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
  const queues = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name = ${RETENTION_QUEUE}`.execute(connections()[0]);
  const schedules = await sql<{ n: number }>`select count(*)::int as n from pgboss.schedule where name = ${RETENTION_QUEUE}`.execute(connections()[0]);
  expect([queues.rows[0].n, schedules.rows[0].n]).toEqual([1, 1]);
});
