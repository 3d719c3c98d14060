import { CompiledQuery, sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';

/**
 * How many connections the process's pg-boss holds at most: its workers' looks for a job (mail,
 * register extracts, retention, its own cron's), its upkeep and its cron monitor take one each for
 * a moment; the jobs themselves work on the portal's pool. Three pg-bosses of one process held up to
 * seven before (mail 3, extracts 2, retention 2).
 */
export const JOB_BOSS_CONNECTIONS = 4;
/** pg-boss's upkeep (expiring lost jobs, archiving, dropping) in every process; one of them does it each time. */
export const UPKEEP_SECONDS = 30;
/**
 * How often the worker of pg-boss's own cron looks for a schedule's job to send (pg-boss's longest;
 * its default is 5 s). The only schedule is the nightly retention run, which may start 45 s late.
 */
export const CRON_WORKER_SECONDS = 45;

/** One worker of a queue: `wake` has it look for a job at once; `stop` ends its looks and waits for the job in hand. */
export interface QueueWorker {
  wake(): void;
  stop(): Promise<void>;
}

export interface WorkOptions {
  /** How the process's log names this queue's reports (Swedish, as the log's other lines). */
  label: string;
  /** How often the idle worker looks for a job by itself. */
  pollSeconds: number;
  /** How long `stop` waits for the job in hand (it is then left to expire and be retried or re-queued). */
  stopWaitMs: number;
}

/**
 * The process's one pg-boss (with DATABASE_URL), shared by its queues: the notification mails, the
 * register extracts and the nightly retention run. One pool, one upkeep and one cron monitor per
 * process instead of one of each per queue; each queue starts its own worker on it.
 */
export interface JobBoss {
  /** pg-boss itself: to make a queue (createQueueOnce), send a job, keep a schedule. */
  readonly boss: PgBoss;
  work<T extends object>(queue: string, options: WorkOptions, handle: (data: T) => Promise<void>): Promise<QueueWorker>;
  /** Last, once each queue's worker has stopped: ends the upkeep and the connections. */
  stop(): Promise<void>;
}

/**
 * Starts the process's pg-boss. What it reports (a lost connection, a failed look for a job) and a
 * job that fails are logged under the label of the queue they concern ('Jobbkön' when none).
 */
export async function startJobBoss(databaseUrl: string, log: (line: string) => void): Promise<JobBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl, max: JOB_BOSS_CONNECTIONS, supervise: true, maintenanceIntervalSeconds: UPKEEP_SECONDS,
    schedule: true, cronWorkerIntervalSeconds: CRON_WORKER_SECONDS,
  });
  const labels = new Map<string, string>();
  boss.on('error', (error: Error & { queue?: string }) => log(`${labels.get(error.queue ?? '') ?? 'Jobbkön'}: ${error.message}`));
  await boss.start();
  return {
    boss,
    async work<T extends object>(queue: string, options: WorkOptions, handle: (data: T) => Promise<void>) {
      labels.set(queue, options.label);
      const inHand = new Set<Promise<void>>();
      const id = await boss.work<T>(queue, { batchSize: 1, pollingIntervalSeconds: options.pollSeconds }, async ([job]) => {
        // A job that fails is logged here and failed by pg-boss (retried as its queue says).
        const running = handle(job.data).catch((error: unknown) => {
          log(`${options.label}: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        });
        inHand.add(running);
        try {
          await running;
        } finally {
          inHand.delete(running);
        }
      });
      return {
        wake: () => boss.notifyWorker(id),
        async stop() {
          await boss.offWork({ id });
          let timer: NodeJS.Timeout | undefined;
          const waited = new Promise<void>((resolve) => { timer = setTimeout(resolve, options.stopWaitMs); });
          await Promise.race([Promise.allSettled([...inHand]), waited]);
          clearTimeout(timer);
        },
      };
    },
    // The workers have stopped: what pg-boss still waits for is a look for a job that a stop overtook.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}

/** pg-boss's statements run inside a Kysely transaction (its `db` option), so a job and the row it is for commit together. */
export const bossDbOf = (trx: Database): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values as unknown[]))).rows] }),
});

/** How often making a queue is tried when PostgreSQL ends a deadlock by failing it (40P01). */
export const CREATE_QUEUE_TRIES = 3;
const DEADLOCK_DETECTED = '40P01';

/**
 * pg-boss's create_queue writes a row and attaches a partition: processes that start together on
 * a new database deadlock on it (one of them stops with 40P01). A session advisory lock makes them
 * take turns, and the later ones find the queue made. pg-boss's own start makes its cron queue
 * outside that lock (and ignores its own failure), so a queue of ours may still be the one a
 * deadlock with it fails (2026-12-05, test/cluster/retentionStart.test.ts): it is tried again.
 */
export async function createQueueOnce(db: Database, boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${`pgboss.create_queue:${name}`}))`.execute(connection);
    try {
      for (let tries = 1; ; tries += 1) {
        try {
          if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options });
          return;
        } catch (error) {
          if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || tries >= CREATE_QUEUE_TRIES) throw error;
        }
      }
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`pgboss.create_queue:${name}`}))`.execute(connection);
    }
  });
}
