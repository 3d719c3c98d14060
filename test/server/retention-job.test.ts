import { sql } from 'kysely';
import { openTestDatabase, testDatabaseUrlOf, testPostgresUrl } from './testDatabase';
import type { Database } from '../../server/db/database';
import { RETENTION_CRON, RETENTION_QUEUE, startRetentionJob, type RetentionJob } from '../../server/retention/retentionJob';
import { startJobBoss, type JobBoss } from '../../server/jobs/jobBoss';

/**
 * Issue 37: the nightly run is a job on pg-boss's queue that any process may run and only one does
 * (server/retention/retentionJob.ts): with two processes' jobs started on one PostgreSQL there is
 * one schedule, the queue is a singleton one, and a run sent to the queue is done once. The
 * embedded database (one process) runs it on a timer.
 */
let db: Database;
const lines: string[] = [];
const jobs: RetentionJob[] = [];
/** Each process's pg-boss (server/jobs/jobBoss.ts). */
const bosses: JobBoss[] = [];
beforeAll(async () => { db = await openTestDatabase(); });
afterAll(async () => {
  for (const job of jobs) await job.stop();
  for (const boss of bosses) await boss.stop();
  await db.destroy();
});

/** One process's retention job: with a database URL on that process's pg-boss, else on the timer. */
const start = async (databaseUrl?: string) => {
  const boss = databaseUrl ? await startJobBoss(databaseUrl, (line) => lines.push(line)) : undefined;
  if (boss) bosses.push(boss);
  const job = await startRetentionJob(db, { jobs: boss, caseRetentionDays: 1095, noticeRetentionDays: 90, pollSeconds: 1, log: (line) => lines.push(line) });
  jobs.push(job);
  return job;
};

// On the suite's engine: pg-boss on PostgreSQL (TEST_DATABASE_URL), the timer on the embedded one.
const onPostgres = (name: string, body: () => Promise<void>) => {
  // Registered only where it runs: `npm test` runs this file on PostgreSQL too (test:server:postgres).
  if (testPostgresUrl) test(name, body, 120_000);
};
onPostgres('with DATABASE_URL: two processes make one daily schedule on a singleton queue, and a run is done by one of them', async () => {
  const url = testDatabaseUrlOf(db)!;
  const [first] = [await start(url), await start(url)];
  const { rows: schedules } = await sql<{ cron: string; timezone: string }>`select cron, timezone from pgboss.schedule where name = ${RETENTION_QUEUE}`.execute(db);
  expect(schedules).toEqual([{ cron: RETENTION_CRON, timezone: 'Europe/Stockholm' }]);
  const { rows: queues } = await sql<{ policy: string }>`select policy from pgboss.queue where name = ${RETENTION_QUEUE}`.execute(db);
  expect(queues).toEqual([{ policy: 'singleton' }]);
  const before = lines.length;
  await first.runNow();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(lines.slice(before).filter((line) => line.startsWith('Gallring: gallrade'))).toHaveLength(1);
});

test('the embedded database: a run on the timer of the one process', async () => {
  const job = await start(undefined);
  const before = lines.length;
  await job.runNow();
  expect(lines.slice(before)).toEqual([expect.stringMatching(/^Gallring: gallrade 0 avslutade ärenden/)]);
});
