/**
 * Polls of one list at the same moment share one look at the database (issue 13: 50 connections
 * polling one list). A request that arrives while a look for its key is under way does not join
 * it (that look may have read the database before the request came, and so miss a change the
 * caller has just made); it waits for the next look, which starts when the current one ends and
 * serves every request that arrived meanwhile. So each answer reflects the database as it was
 * after its request arrived, and N polls at once cost at most two looks instead of N.
 */
export class Coalescer<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly queued = new Map<string, Promise<T>>();

  run(key: string, look: () => Promise<T>): Promise<T> {
    const queued = this.queued.get(key);
    if (queued) return queued;
    const current = this.running.get(key);
    if (!current) return this.start(key, look);
    const next = current.then(() => undefined, () => undefined).then(() => {
      this.queued.delete(key);
      return this.start(key, look);
    });
    this.queued.set(key, next);
    return next;
  }

  private start(key: string, look: () => Promise<T>): Promise<T> {
    const promise = look().finally(() => {
      if (this.running.get(key) === promise) this.running.delete(key);
    });
    this.running.set(key, promise);
    return promise;
  }
}
