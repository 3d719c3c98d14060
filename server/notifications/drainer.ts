import type { Database } from '../db/database';
import { deliverOne, dueMails, type DeliveryOptions } from './deliver';
import { onNoticeWritten } from './outbox';
import { composeDueSummaries } from './summaries';
import type { MailTransport } from './transport';

export interface Deliverer {
  /** Stops after the mail in hand (if any) is done. */
  stop(): Promise<void>;
  /** Runs one pass now and resolves when it is done (tests). */
  runOnce(): Promise<void>;
}

export interface DrainerOptions extends DeliveryOptions {
  publicUrl: string;
  intervalMs?: number;
  log?: (line: string) => void;
}

/**
 * The embedded database's deliverer (one process, PGlite): a loop over the outbox in this process,
 * woken when a notice is written and every `intervalMs` otherwise. A mail claimed by this process
 * before it was killed is claimed again at start: there is no other process that could hold it.
 */
export async function startDrainer(db: Database, transport: MailTransport, options: DrainerOptions): Promise<Deliverer> {
  await db.updateTable('notificationOutbox').set({ state: 'pending', claimedUntil: null }).where('state', '=', 'sending').execute();
  let stopped = false;
  let current: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const pass = async () => {
    await composeDueSummaries(db, options.publicUrl);
    for (let ids = await dueMails(db); ids.length > 0 && !stopped; ids = await dueMails(db)) {
      for (const id of ids) {
        if (stopped) return;
        await deliverOne(db, transport, id, options);
      }
    }
  };
  const run = (): Promise<void> => {
    if (current) return current;
    current = pass()
      .catch((error: unknown) => options.log?.(`E-post: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => { current = null; });
    return current;
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run().then(() => schedule(options.intervalMs ?? 1000)), ms);
  };
  // The notice is written inside a transaction that commits a moment later.
  const unlisten = onNoticeWritten(() => schedule(25));
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
