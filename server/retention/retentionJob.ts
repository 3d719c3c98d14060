import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import type { BlobStore } from '../files/blobStore';
import { createQueueOnce } from '../notifications/queue';
import { runRetention, type RetentionResult } from './retentionRun';

/** The pg-boss queue of the daily retention run (also named by the metrics' job gauge). */
export const RETENTION_QUEUE = 'case-retention';
/** Every night at 03:30 Swedish time, when nobody works in the portal. */
export const RETENTION_CRON = '30 3 * * *';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionJobOptions {
  databaseUrl?: string;
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
 * The daily retention run (issue 37). With DATABASE_URL every process starts this and pg-boss
 * decides: the schedule (upserted by each, one row) makes one job a day, its cron monitor runs in
 * one process at a time (pg-boss's own `cron_on` mark), and the queue's `singleton` policy lets at
 * most one run be active; a process killed mid-run leaves its job to expire and be retried, and each
 * case's erasure is a transaction of its own, so nothing is half erased. The embedded database has
 * one process: a timer in it.
 */
export async function startRetentionJob(db: Database, options: RetentionJobOptions): Promise<RetentionJob> {
  const run = (): Promise<RetentionResult> => runRetention(db, options);
  if (!options.databaseUrl) return embeddedJob(run, options);

  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 2, schedule: true, supervise: false });
  boss.on('error', (error: Error) => options.log(`Gallringen: ${error.message}`));
  await boss.start();
  const waiting = new Set<() => void>();
  try {
    await createQueueOnce(db, boss, RETENTION_QUEUE, { policy: 'singleton', retryLimit: 2, retryDelay: 600, expireInSeconds: 3 * 60 * 60 });
    await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, {}, { tz: 'Europe/Stockholm' });
    await boss.work(RETENTION_QUEUE, { batchSize: 1, pollingIntervalSeconds: options.pollSeconds ?? 30 }, async () => {
      try {
        await run();
      } finally {
        for (const done of waiting) done();
        waiting.clear();
      }
    });
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }
  return {
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 30_000 }),
    async runNow() {
      const done = new Promise<void>((resolve) => waiting.add(resolve));
      await boss.send(RETENTION_QUEUE, {});
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
