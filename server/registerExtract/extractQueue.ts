import type { AppContext } from '../app';
import type { Database } from '../db/database';
import type { BlobStore } from '../files/blobStore';
import { afterCommit } from '../db/afterCommit';
import { bossDbOf, createQueueOnce, type JobBoss } from '../jobs/jobBoss';
import { buildExtract, type BuildOptions } from './extractBuild';
import { pendingExtractIds } from './extractStore';

/** The pg-boss queue of register extracts (issue 37). */
export const EXTRACT_QUEUE = 'register-extract';

/**
 * How a request reaches the job that builds its extract. `enqueue` runs in the request's
 * transaction (with DATABASE_URL the pg-boss job is written in it, so the row and its job commit
 * together; the embedded queue starts after the commit: `afterCommit`, the transaction opened with
 * `inTransaction`).
 */
export interface ExtractQueue {
  enqueue(trx: Database, extractId: string): Promise<void>;
  /** Builds what is pending now and waits for it (tests, and the embedded queue's start). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export interface ExtractQueueOptions extends BuildOptions {
  /** The process's pg-boss with DATABASE_URL (server/jobs/jobBoss.ts); without it, the embedded queue. */
  jobs?: JobBoss;
  log: (line: string) => void;
  /** How often an idle pg-boss worker asks for a job (default 2 s). */
  pollSeconds?: number;
  /** The embedded queue builds what was left pending at its start (default true; an app's own fallback queue does not). */
  resumeAtStart?: boolean;
}

/**
 * With DATABASE_URL, the process's pg-boss (as the mail and retention jobs): each job is one extract, given to one
 * worker of all processes; a process killed mid-build leaves its job to expire (10 minutes) and be
 * retried, and the row pending, so the extract is built again from the start. The embedded database
 * has one process: a loop in it, which also takes up what was pending when the process died.
 */
export async function startExtractQueue(db: Database, blobs: BlobStore, options: ExtractQueueOptions): Promise<ExtractQueue> {
  const { jobs } = options;
  if (!jobs) return embeddedExtractQueue(db, blobs, options);
  const settled = new Set<() => void>();
  await createQueueOnce(db, jobs.boss, EXTRACT_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 10 * 60 });
  const worker = await jobs.work<{ id: string }>(EXTRACT_QUEUE, { label: 'Registerutdragen', pollSeconds: options.pollSeconds ?? 2, stopWaitMs: 30_000 }, async ({ id }) => {
    try {
      await buildExtract(db, blobs, id, options);
    } finally {
      for (const done of settled) done();
    }
  });
  return {
    enqueue: async (trx, id) => { await jobs.boss.send(EXTRACT_QUEUE, { id }, { db: bossDbOf(trx) }); },
    async drain() {
      while ((await pendingExtractIds(db)).length > 0) await new Promise<void>((resolve) => { settled.add(resolve); setTimeout(resolve, 500); });
    },
    stop: () => worker.stop(),
  };
}

/** The embedded database's queue: one build at a time in this process, the pending rows in order. */
export function embeddedExtractQueue(db: Database, blobs: BlobStore, options: ExtractQueueOptions): ExtractQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const failures = new Map<string, number>();
  const runAll = async () => {
    do {
      again = false;
      for (const id of await pendingExtractIds(db)) {
        if (stopped || (failures.get(id) ?? 0) >= 3) continue;
        try {
          await buildExtract(db, blobs, id, options);
          failures.delete(id);
        } catch (error) {
          failures.set(id, (failures.get(id) ?? 0) + 1);
          options.log(`Registerutdraget ${id} kunde inte byggas och görs om: ${error instanceof Error ? error.message : String(error)}`);
          again = !stopped && (failures.get(id) ?? 0) < 3;
        }
      }
    } while (again && !stopped);
  };
  const kick = () => {
    if (running) { again = true; return running; }
    running = runAll().catch((error: unknown) => options.log(`Registerutdragen: ${String(error)}`)).finally(() => { running = null; });
    return running;
  };
  // What a killed process left pending is built again.
  const start = options.resumeAtStart === false ? undefined : setTimeout(() => void kick(), 0);
  start?.unref();
  return {
    enqueue: async (trx) => { afterCommit(trx, () => void kick()); },
    async drain() {
      await kick();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(start);
      await running;
    },
  };
}

const embeddedQueues = new WeakMap<Database, ExtractQueue>();

/**
 * The app's queue: the one server/index.ts started (AppDeps.extracts), or else an embedded one for
 * this app (the tests' apps); `extractQueueOf` finds that one again by the app's database.
 */
export function extractQueueFor(context: Pick<AppContext, 'db' | 'blobs' | 'config' | 'extracts'>): ExtractQueue {
  if (context.extracts) return context.extracts;
  const queue = embeddedExtractQueue(context.db, context.blobs, {
    retentionDays: context.config.caseRetentionDays, publicUrl: context.config.publicUrl, log: (line) => console.log(line), resumeAtStart: false,
  });
  embeddedQueues.set(context.db, queue);
  return queue;
}

/** The embedded queue an app made for this database (tests drain it). */
export const extractQueueOf = (db: Database): ExtractQueue | undefined => embeddedQueues.get(db);
