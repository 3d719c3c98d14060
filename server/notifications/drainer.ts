import type { Database } from '../db/database';
import { deliverOne, dueMails, type DeliveryOptions } from './deliver';
import { startNoticeLoop } from './noticeLoop';
import { composeDueSummaries } from './summaries';
import { composeDeadlineReminders } from './deadlineReminders';
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
  /** The time the daily summary and the deadline reminders go by (tests fix it; the process's clock otherwise). */
  clock?: () => Date;
}

/**
 * The embedded database's deliverer (one process, PGlite): a loop over the outbox in this process,
 * woken when a notice is written and every `intervalMs` otherwise. A mail claimed by this process
 * before it was killed is claimed again at start: there is no other process that could hold it.
 */
export async function startDrainer(db: Database, transport: MailTransport, options: DrainerOptions): Promise<Deliverer> {
  await db.updateTable('notificationOutbox').set({ state: 'pending', claimedUntil: null }).where('state', '=', 'sending').execute();
  const pass = async (stopped: () => boolean) => {
    const now = options.clock?.() ?? new Date();
    await composeDueSummaries(db, options.publicUrl, now);
    await composeDeadlineReminders(db, options.publicUrl, now);
    for (let ids = await dueMails(db); ids.length > 0 && !stopped(); ids = await dueMails(db)) {
      for (const id of ids) {
        if (stopped()) return;
        await deliverOne(db, transport, id, options);
      }
    }
  };
  return startNoticeLoop(pass, { label: 'E-post', intervalMs: options.intervalMs, log: options.log });
}
