import { onNoticeWritten } from './outbox';

/**
 * How often a loop runs when no notice wakes it: what it finds then is due by the clock (a retry
 * after its back-off of 30 s or more, a lease of 60 s that lapsed, the daily summary, the deadline
 * reminders), none of it to the second (issue 38: every second, an idle process's passes were
 * about five statements a second of its CPU and PostgreSQL's, per process).
 */
export const LOOP_INTERVAL_MS = 5000;

export interface NoticeLoop {
  stop(): Promise<void>;
  /** Waits for a run under way, then runs once more (tests). */
  runOnce(): Promise<void>;
}

/**
 * Runs `work` at once, again `intervalMs` after each run, and at once when a notice has been
 * written (its transaction has committed); never two runs at a time. A notice written while a run
 * is under way brings another run right after it, since that run may have looked before the write;
 * so does a run that says more is due (`work` resolving to true: it took a full batch).
 * Both the in-process deliverer and the relay into the job queue are such a loop.
 */
export function startNoticeLoop(
  work: (stopped: () => boolean) => Promise<void | boolean>,
  options: { label: string; intervalMs?: number; log?: (message: string) => void },
): NoticeLoop {
  let stopped = false;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** A notice was written since the last run began, or that run took a full batch. */
  let woken = false;
  const run = (): Promise<void> => {
    if (current) return current;
    woken = false;
    current = work(() => stopped)
      .then((more) => { if (more === true) woken = true; })
      .catch((error: unknown) => options.log?.(`${options.label}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => { current = null; })
      // Every run, the timer's or runOnce's, sets the next: at once after a notice or a full batch.
      .then(() => schedule(woken ? 0 : options.intervalMs ?? LOOP_INTERVAL_MS));
    return current;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };
  const unlisten = onNoticeWritten(() => { woken = true; schedule(0); });
  schedule(0);
  return {
    async stop() {
      stopped = true;
      unlisten();
      if (timer) clearTimeout(timer);
      await current;
    },
    runOnce: async () => { await current; await run(); },
  };
}
