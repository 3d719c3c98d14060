import { jest } from '@jest/globals';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { createQueueOnce, JOB_BOSS_CONNECTIONS, startJobBoss, type JobBoss } from '../../server/jobs/jobBoss';
import { startQueue } from '../../server/notifications/queue';
import { mailboxTransport } from '../../server/notifications/transport';
import { startExtractQueue } from '../../server/registerExtract/extractQueue';
import { RETENTION_QUEUE, startRetentionJob } from '../../server/retention/retentionJob';
import { blobStoreFor } from '../../server/files/blobStore';
import { newDatabaseFor } from './newDatabase';

/**
 * The process's one pg-boss (server/jobs/jobBoss.ts), which the mail queue, the register extracts
 * and the retention run share: its connections, what it logs and under whose name, a worker's stop
 * that waits for the job in hand, and its upkeep. Each test starts and stops its own (StrykerJS
 * counts only what runs inside a test; test/cluster/notificationsQueue.test.ts).
 */
const { databaseUrl, dbs } = newDatabaseFor('portal_job_boss', 1);
const db = () => dbs()[0];
const logged: string[] = [];
let jobs: JobBoss | undefined;
const start = async () => { jobs = await startJobBoss(databaseUrl, (line) => logged.push(line)); return jobs; };
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
  logged.splice(0);
});

const pgbossConnections = async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
  where datname = current_database() and application_name = 'pgboss'`.execute(db())).rows[0].n;
const stateOf = async (queue: string, id: string) => (await sql<{ state: string }>`select state::text from pgboss.job where name = ${queue} and id = ${id}`.execute(db())).rows[0]?.state;
async function until(what: () => Promise<boolean>, ms = 5000) {
  for (const end = Date.now() + ms; !(await what());) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const held = () => {
  let release = () => undefined as void;
  const promise = new Promise<void>((resolve) => { release = resolve; });
  return { promise, release };
};

it(`the mail queue, the register extracts and the retention run share one pg-boss of at most ${JOB_BOSS_CONNECTIONS} connections, which its stop ends`, async () => {
  const boss = await start();
  const options = { publicUrl: 'http://portal.test', from: 'Min sida <no-reply@portal.test>', host: 'portal.test', intervalMs: 60_000, jobs: boss };
  const mail = await startQueue(db(), mailboxTransport(db()), options);
  const extracts = await startExtractQueue(db(), blobStoreFor({ dataDir: '', databaseUrl }, db()), { jobs: boss, retentionDays: 1095, publicUrl: 'http://portal.test', pollSeconds: 0.5, log: () => {} });
  const retention = await startRetentionJob(db(), { jobs: boss, caseRetentionDays: 1095, noticeRetentionDays: 90, pollSeconds: 1, log: () => {} });
  try {
    await mail.runOnce();
    await retention.runNow(); // a job through the shared pool while the other workers look for theirs
    // Twenty statements at once beside the workers' looks: the pool opens what its bound lets it (pg-boss's own default is 10).
    await Promise.all(Array.from({ length: 20 }, () => boss.boss.getQueue(RETENTION_QUEUE)));
    expect(await pgbossConnections()).toBe(JOB_BOSS_CONNECTIONS);
    expect(JOB_BOSS_CONNECTIONS).toBeLessThan(7); // the three pg-bosses before held up to 3 + 2 + 2
  } finally {
    await mail.stop();
    await extracts.stop();
    await retention.stop();
  }
  await boss.stop();
  jobs = undefined;
  await until(async () => (await pgbossConnections()) === 0, 10_000);
  expect(logged).toEqual([]);
}, 30_000);

it("a job that fails is logged under its queue's name, and pg-boss fails it", async () => {
  const boss = await start();
  await createQueueOnce(db(), boss.boss, 'failing', { retryLimit: 0 });
  const worker = await boss.work('failing', { label: 'Provkön', pollSeconds: 0.5, stopWaitMs: 1000 }, async () => { throw new Error('gick sönder'); });
  try {
    const id = (await boss.boss.send('failing', {}))!;
    worker.wake();
    await until(async () => (await stateOf('failing', id)) === 'failed');
    expect(logged).toEqual(['Provkön: gick sönder']);
  } finally {
    await worker.stop();
  }
});

it("a lost connection of pg-boss's is logged as the job queue's, and its workers go on", async () => {
  const boss = await start();
  await createQueueOnce(db(), boss.boss, 'after-loss', { retryLimit: 0 });
  const done: string[] = [];
  const worker = await boss.work<{ n: string }>('after-loss', { label: 'Provkön', pollSeconds: 0.5, stopWaitMs: 1000 }, async ({ n }) => { done.push(n); });
  try {
    // Idle pool connections only: a connection lost in the middle of a look pg-boss lets pass without a word.
    const endIdle = async () => (await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()
      and application_name = 'pgboss' and state = 'idle' and state_change < clock_timestamp() - interval '50 milliseconds'`.execute(db())).rows.length;
    let ended = 0;
    await until(async () => (ended += await endIdle()) > 0);
    // Each connection ended is reported once it is noticed; the pool has let go of them all by then.
    await until(async () => logged.length >= ended);
    await boss.boss.send('after-loss', { n: 'efter' });
    await until(async () => done.includes('efter'));
    // The pool's loss is the job queue's; a connection ended just as a worker took it for a look is that worker's queue's.
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => !line.startsWith('Jobbkön: terminating connection') && !line.startsWith('Provkön: '))).toEqual([]);
  } finally {
    await worker.stop();
  }
});

it('stopping a worker waits for its job in hand, and it takes no job after', async () => {
  const boss = await start();
  await createQueueOnce(db(), boss.boss, 'in-hand', { retryLimit: 0 });
  const gate = held();
  const taken: string[] = [];
  const worker = await boss.work<{ n: string }>('in-hand', { label: 'Provkön', pollSeconds: 0.5, stopWaitMs: 10_000 }, async ({ n }) => {
    taken.push(n);
    await gate.promise;
  });
  const first = (await boss.boss.send('in-hand', { n: 'först' }))!;
  await until(async () => taken.length === 1);
  setTimeout(() => gate.release(), 400);
  const stopping = Date.now();
  await worker.stop();
  expect(Date.now() - stopping).toBeGreaterThanOrEqual(350);
  await until(async () => (await stateOf('in-hand', first)) === 'completed');
  const second = (await boss.boss.send('in-hand', { n: 'sedan' }))!;
  await new Promise((resolve) => setTimeout(resolve, 1200));
  expect([taken, await stateOf('in-hand', second)]).toEqual([['först'], 'created']);
});

it('stopping a worker waits at most its stopWaitMs for a job that does not end', async () => {
  const boss = await start();
  await createQueueOnce(db(), boss.boss, 'stuck', { retryLimit: 0 });
  const gate = held();
  let started = false;
  const worker = await boss.work('stuck', { label: 'Provkön', pollSeconds: 0.5, stopWaitMs: 300 }, async () => { started = true; await gate.promise; });
  try {
    await boss.boss.send('stuck', {});
    await until(async () => started);
    const stopping = Date.now();
    await worker.stop();
    const took = Date.now() - stopping;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3000);
  } finally {
    gate.release();
  }
});

it("pg-boss's upkeep runs in every process, every 30 s: a job whose worker was lost is failed once it has expired", async () => {
  const other = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, application_name: 'job-boss-test' });
  await other.start();
  // Only pg-boss's upkeep goes by setInterval: its 30 s pass without waiting for them.
  jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'] });
  try {
    await other.createQueue('lost-worker', { name: 'lost-worker', retryLimit: 0 });
    const id = (await other.send('lost-worker', {}))!;
    expect(await other.fetch('lost-worker')).toHaveLength(1); // taken by a worker that is lost with it
    await sql`update pgboss.job set started_on = now() - interval '1 hour' where id = ${id}`.execute(db());
    await sql`update pgboss.version set maintained_on = null`.execute(db()); // no process has done the upkeep lately
    await start();
    expect((await other.getJobById('lost-worker', id))?.state).toBe('active');
    jest.advanceTimersByTime(30_000);
    await until(async () => (await other.getJobById('lost-worker', id))?.state === 'failed', 3000);
  } finally {
    jest.useRealTimers();
    await other.stop({ graceful: false });
  }
});

it("the process's pg-boss keeps the schedules (the nightly retention run's): its cron monitor sends a due schedule's job", async () => {
  const other = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, application_name: 'job-boss-test' });
  await other.start();
  try {
    await other.createQueue('every-minute', { name: 'every-minute' });
    await other.schedule('every-minute', '* * * * *');
    await sql`update pgboss.version set cron_on = null`.execute(db()); // no process has looked at the schedules lately
    await start();
    const sent = async () => (await sql<{ n: number }>`select count(*)::int as n from pgboss.job
      where name = '__pgboss__send-it' and data->>'name' = 'every-minute'`.execute(db())).rows[0].n;
    await until(async () => (await sent()) > 0);
  } finally {
    await other.unschedule('every-minute');
    await other.stop({ graceful: false });
  }
});

it("stopping the process's pg-boss waits for a job still in hand (one a worker's stop overtook) rather than failing it", async () => {
  const boss = await start();
  await createQueueOnce(db(), boss.boss, 'overtaken', { retryLimit: 0 });
  const gate = held();
  let started = false;
  await boss.work('overtaken', { label: 'Provkön', pollSeconds: 0.5, stopWaitMs: 1000 }, async () => { started = true; await gate.promise; });
  const id = (await boss.boss.send('overtaken', {}))!;
  await until(async () => started);
  setTimeout(() => gate.release(), 400);
  await boss.stop();
  jobs = undefined;
  expect(await stateOf('overtaken', id)).toBe('completed');
});
