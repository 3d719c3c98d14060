import { sql } from 'kysely';
import type { Database } from '../db/database';
import { bossDbOf, createQueueOnce, type JobBoss, type QueueWorker } from '../jobs/jobBoss';
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

export interface QueueOptions extends DrainerOptions {
  /** The process's pg-boss (server/jobs/jobBoss.ts). */
  jobs: JobBoss;
  /** How long a job may run before pg-boss takes it as lost (a worker killed mid-send). */
  expireInSeconds?: number;
}
/** How long a stop waits for the mail in hand; a mail still sending then is sent again once its lease lapses. */
export const STOP_WAIT_MS = 10_000;

/**
 * Delivery with DATABASE_URL (several processes on one PostgreSQL): pg-boss hands each job to
 * exactly one worker of all processes (SELECT … FOR UPDATE SKIP LOCKED in its own schema, `pgboss`).
 * A relay in every process moves due outbox rows into jobs: the rows are taken with SKIP LOCKED and
 * the job is written in the same transaction as the row's `queued_at`, so a row becomes one job.
 * Each job is one attempt of deliverOne (its claim and lease hold even if two jobs name one row); a
 * failed attempt puts the row back with its back-off and the relay queues it again when it is due;
 * a row whose deliverer died (lease lapsed) is queued again too. The worker runs on the process's
 * pg-boss (server/jobs/jobBoss.ts); stopping ends the relay and the worker, and waits for the mail
 * in hand (at most STOP_WAIT_MS).
 */
export async function startQueue(db: Database, transport: MailTransport, options: QueueOptions): Promise<Deliverer> {
  const { jobs } = options;
  await createQueueOnce(db, jobs.boss, QUEUE, { retryLimit: 0, expireInSeconds: options.expireInSeconds ?? 120 });
  const delivery: DeliveryOptions = options;
  const worker: QueueWorker = await jobs.work<{ id: string }>(QUEUE, { label: 'E-postkön', pollSeconds: WORKER_POLL_SECONDS, stopWaitMs: STOP_WAIT_MS }, async ({ id }) => {
    await deliverOne(db, transport, id, delivery);
    worker.wake(); // more may be waiting: a burst drains at the pace of the mails, not of the polls
  });

  const relay = async () => {
    const now = options.clock?.() ?? new Date();
    await composeDueSummaries(db, options.publicUrl, now);
    await composeDeadlineReminders(db, options.publicUrl, now);
    const queued = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`select id from notification_outbox
        where (state = 'pending' and queued_at is null and next_attempt_at <= now())
           or (state = 'sending' and claimed_until < now() and (queued_at is null or queued_at <= claimed_until))
        order by next_attempt_at limit ${RELAY_BATCH} for update skip locked`.execute(trx);
      for (const { id } of rows) await jobs.boss.send(QUEUE, { id }, { db: bossDbOf(trx) });
      if (rows.length) await trx.updateTable('notificationOutbox').set({ queuedAt: sql<Date>`now()` }).where('id', 'in', rows.map((r) => r.id)).execute();
      return rows.length;
    });
    if (queued) worker.wake();
    return queued === RELAY_BATCH; // a full batch: more may be due, the next pass at once
  };
  const loop = startNoticeLoop(relay, { label: 'E-postkön', intervalMs: options.intervalMs, log: options.log });
  return {
    async stop() {
      await loop.stop();
      await worker.stop();
    },
    runOnce: loop.runOnce,
  };
}
