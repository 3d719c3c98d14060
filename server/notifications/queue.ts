import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { deliverOne, type DeliveryOptions } from './deliver';
import { startNoticeLoop } from './noticeLoop';
import { composeDueSummaries } from './summaries';
import { composeDeadlineReminders } from './deadlineReminders';
import type { Deliverer, DrainerOptions } from './drainer';
import type { MailTransport } from './transport';

/** The pg-boss queue of notification mails (also named by the metrics, server/metrics). */
export const QUEUE = 'notification-mail';
/**
 * How often an idle worker looks for a job by itself (pg-boss's default). A job this process's
 * relay queued wakes its worker at once, and a worker that found a job looks again at once, so
 * this bounds only a job queued by another process's relay (issue 38: at 0.5 s, an idle process's
 * looks were two queries a second of its CPU and PostgreSQL's, per process).
 */
export const WORKER_POLL_SECONDS = 2;
/** How many due rows one pass of the relay queues. */
const RELAY_BATCH = 50;

/** pg-boss's statements run inside a Kysely transaction (its `db` option), so a job and the outbox row's mark commit together. */
export const bossDbOf = (trx: Database): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values as unknown[]))).rows] }),
});

/**
 * pg-boss's create_queue writes a row and attaches a partition: processes that start together on
 * a new database deadlock on it (one of them stops with 40P01). A session advisory lock makes them
 * take turns, and the later ones find the queue made. (Also the retention job's queue, server/retention.)
 */
export async function createQueueOnce(db: Database, boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${`pgboss.create_queue:${name}`}))`.execute(connection);
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`pgboss.create_queue:${name}`}))`.execute(connection);
    }
  });
}

export interface QueueOptions extends DrainerOptions {
  databaseUrl: string;
  /** How long a job may run before pg-boss takes it as lost (a worker killed mid-send). */
  expireInSeconds?: number;
}

/**
 * Delivery with DATABASE_URL (several processes on one PostgreSQL): pg-boss hands each job to
 * exactly one worker of all processes (SELECT … FOR UPDATE SKIP LOCKED in its own schema, `pgboss`).
 * A relay in every process moves due outbox rows into jobs: the rows are taken with SKIP LOCKED and
 * the job is written in the same transaction as the row's `queued_at`, so a row becomes one job.
 * Each job is one attempt of deliverOne (its claim and lease hold even if two jobs name one row); a
 * failed attempt puts the row back with its back-off and the relay queues it again when it is due;
 * a row whose deliverer died (lease lapsed) is queued again too.
 */
export async function startQueue(db: Database, transport: MailTransport, options: QueueOptions): Promise<Deliverer> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl, max: 3, schedule: false, supervise: true, maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error: Error) => options.log?.(`E-postkön: ${error.message}`));
  await boss.start();
  let worker: string | undefined;
  const lookAgain = () => { if (worker) boss.notifyWorker(worker); };
  try {
    await createQueueOnce(db, boss, QUEUE, { retryLimit: 0, expireInSeconds: options.expireInSeconds ?? 120 });
    const delivery: DeliveryOptions = options;
    worker = await boss.work<{ id: string }>(QUEUE, { batchSize: 1, pollingIntervalSeconds: WORKER_POLL_SECONDS }, async ([job]) => {
      await deliverOne(db, transport, job.data.id, delivery);
      lookAgain(); // more may be waiting: a burst drains at the pace of the mails, not of the polls
    });
  } catch (error) {
    // Nothing is in hand yet: stop at once (without graceful, pg-boss does not wait for work, so `wait` has no say).
    await boss.stop({ graceful: false });
    throw error;
  }

  const relay = async () => {
    const now = options.clock?.() ?? new Date();
    await composeDueSummaries(db, options.publicUrl, now);
    await composeDeadlineReminders(db, options.publicUrl, now);
    const queued = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`select id from notification_outbox
        where (state = 'pending' and queued_at is null and next_attempt_at <= now())
           or (state = 'sending' and claimed_until < now() and (queued_at is null or queued_at <= claimed_until))
        order by next_attempt_at limit ${RELAY_BATCH} for update skip locked`.execute(trx);
      for (const { id } of rows) await boss.send(QUEUE, { id }, { db: bossDbOf(trx) });
      if (rows.length) await trx.updateTable('notificationOutbox').set({ queuedAt: sql<Date>`now()` }).where('id', 'in', rows.map((r) => r.id)).execute();
      return rows.length;
    });
    if (queued) lookAgain();
    return queued === RELAY_BATCH; // a full batch: more may be due, the next pass at once
  };
  const loop = startNoticeLoop(relay, { label: 'E-postkön', intervalMs: options.intervalMs, log: options.log });
  return {
    async stop() {
      await loop.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    runOnce: loop.runOnce,
  };
}
