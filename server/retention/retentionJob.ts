import type { Database } from '../db/database';
import type { BlobStore } from '../files/blobStore';
import { createQueueOnce, type JobBoss } from '../jobs/jobBoss';
import { runRetention, type RetentionResult } from './retentionRun';

/** The pg-boss queue of the daily retention run (also named by the metrics' job gauge). */
export const RETENTION_QUEUE = 'case-retention';
/** Every night at 03:30 Swedish time, when nobody works in the portal. */
export const RETENTION_CRON = '30 3 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionJobOptions {
  /** The process's pg-boss with DATABASE_URL (server/jobs/jobBoss.ts); without it, a timer. */
  jobs?: JobBoss;
  caseRetentionDays: number;
  noticeRetentionDays: number;
  accessLogRetentionDays?: number;
  blobs?: BlobStore;
  log: (line: string) => void;
  /** How often an idle worker asks pg-boss for the job (default 30 s; tests ask sooner). */
  pollSeconds?: number;
  /** The embedded database's first run, after the start (default 10 minutes). */
  firstRunAfterMs?: number;
}

export interface RetentionJob {
  stop(): Promise<void>;
  /** Has one run done through the job's own path and waits for it (tests). */
  runNow(): Promise<void>;
}

/**
 * The daily retention run (issue 37). With DATABASE_URL every process starts this on its pg-boss and pg-boss
 * decides: the schedule (upserted by each, one row) makes one job a day, its cron monitor runs in
 * one process at a time (pg-boss's own `cron_on` mark), and the queue's `singleton` policy lets at
 * most one run be active; a process killed mid-run leaves its job to expire and be retried, and each
 * case's erasure is a transaction of its own, so nothing is half erased. The embedded database has
 * one process: a timer in it.
 */
export async function startRetentionJob(db: Database, options: RetentionJobOptions): Promise<RetentionJob> {
  const run = (): Promise<RetentionResult> => runRetention(db, options);
  const { jobs } = options;
  if (!jobs) return embeddedJob(run, options);

  const waiting = new Set<() => void>();
  await createQueueOnce(db, jobs.boss, RETENTION_QUEUE, { policy: 'singleton', retryLimit: 2, retryDelay: 600, expireInSeconds: 3 * 60 * 60 });
  await jobs.boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Europe/Stockholm' });
  const worker = await jobs.work(RETENTION_QUEUE, { label: 'Gallringen', pollSeconds: options.pollSeconds ?? 30, stopWaitMs: 30_000 }, async () => {
    try {
      await run();
    } finally {
      for (const done of waiting) done();
      waiting.clear();
    }
  });
  return {
    stop: () => worker.stop(),
    async runNow() {
      const done = new Promise<void>((resolve) => waiting.add(resolve));
      await jobs.boss.send(RETENTION_QUEUE, {});
      await done;
    },
  };
}

function embeddedJob(run: () => Promise<RetentionResult>, options: RetentionJobOptions): RetentionJob {
  let current: Promise<unknown> | null = null;
  const once = () => {
    current ??= run().catch((error: unknown) => options.log(`Gallringen misslyckades: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => { current = null; });
    return current;
  };
  const first = setTimeout(() => void once(), options.firstRunAfterMs ?? 10 * 60 * 1000);
  const daily = setInterval(() => void once(), DAY_MS);
  first.unref();
  daily.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(daily);
      await current;
    },
    runNow: async () => { await once(); },
  };
}
