import { LruCache } from '../../lib/lruCache';

/**
 * Issue 35: a client that reconnects in a storm is refused politely (429 with Retry-After) without
 * hurting others: a fixed window per key (a user, a client address), kept for the most recent keys.
 * Per process: behind several processes a client gets at most this many on each.
 */
export function reconnectLimit(perWindow: number, windowMs = 60_000) {
  const windows = new LruCache<{ start: number; count: number }>(20_000);
  /** Seconds to wait, or 0 when this attempt is allowed (and counted). */
  return (key: string, now = Date.now()): number => {
    const held = windows.get(key);
    const window = held && now - held.start < windowMs ? held : { start: now, count: 0 };
    window.count += 1;
    windows.set(key, window);
    return window.count > perWindow ? Math.ceil((window.start + windowMs - now) / 1000) : 0;
  };
}
