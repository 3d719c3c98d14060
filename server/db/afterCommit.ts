import type { Database } from './database';

const waiting = new WeakMap<Database, Array<() => void>>();

/**
 * `db.transaction().execute(work)`, and then, once the transaction has committed, what `work`
 * asked for with `afterCommit` (nothing when it rolled back). A signal that others act on, such as
 * "a mail was written" (server/notifications/outbox.ts), must not go out before the write can be
 * read: a reader woken a moment too early finds nothing and waits for its next poll.
 */
export async function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  const callbacks: Array<() => void> = [];
  const result = await db.transaction().execute((trx) => {
    waiting.set(trx, callbacks);
    return work(trx);
  });
  for (const callback of callbacks) callback();
  return result;
}

/**
 * Runs `callback` when what `db` wrote has committed: after the transaction, when `db` is one
 * opened by `inTransaction`; at once otherwise (a write outside a transaction has committed; a
 * transaction opened some other way gives no moment to wait for, and the reader's poll remains).
 */
export function afterCommit(db: Database, callback: () => void): void {
  const callbacks = waiting.get(db);
  if (callbacks) callbacks.push(callback);
  else callback();
}
