import { onNoticeWritten } from './outbox';

export interface NoticeLoop {
  stop(): Promise<void>;
  /** Waits for a run under way, then runs once more (tests). */
  runOnce(): Promise<void>;
}

/**
 * Runs `work` at once, again `intervalMs` after each run, and at once when a notice has been
 * written (its transaction has committed); never two runs at a time. A notice written while a run
 * is under way brings another run right after it, since that run may have looked before the write.
 * Both the in-process deliverer and the relay into the job queue are such a loop.
 */
export function startNoticeLoop(
  work: (stopped: () => boolean) => Promise<void>,
  options: { label: string; intervalMs?: number; log?: (message: string) => void },
): NoticeLoop {
  let stopped = false;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** A notice was written since the last run began. */
  let woken = false;
  const run = (): Promise<void> => {
    if (current) return current;
    woken = false;
    current = work(() => stopped)
      .catch((error: unknown) => options.log?.(`${options.label}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => { current = null; });
    return current;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run().then(() => schedule(woken ? 0 : options.intervalMs ?? 1000)), ms);
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
