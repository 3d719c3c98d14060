import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * Failed sign-ins over a sliding window, counted so that nobody can lock anybody else out:
 * - per account name *and* client address: past the limit, that address may not try that name
 *   (someone guessing one person's password from one place);
 * - per client address: past the limit, that address may not try any name (one place trying many);
 * - per account name across all addresses: never a refusal, only a delay that doubles with every
 *   failure past a threshold (many places guessing one password are slowed down, while the
 *   account's owner, from an address of their own, still gets in).
 * Refusals come before any password is checked, for names that exist and those that do not alike.
 */
export interface LoginThrottleOptions {
  windowMs: number;
  /** Failures for one name from one address within the window. */
  perNameAndAddress: number;
  /** Failures from one address within the window (one address trying many names). */
  perAddress: number;
  /** Failures for one name from all addresses before attempts for it are slowed down. */
  slowAfter: number;
  /** The delay at the first failure past `slowAfter`; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  now?: () => number;
}

export const defaultLoginThrottle: LoginThrottleOptions = {
  windowMs: 15 * 60 * 1000, perNameAndAddress: 5, perAddress: 30, slowAfter: 5, baseDelayMs: 500, maxDelayMs: 10_000,
};

/** What the throttle says of one attempt: may it be checked, and after how long a wait. */
export interface ThrottleVerdict {
  allowed: boolean;
  delayMs: number;
}

/**
 * Where failures are counted. Every process of one portal must count the same failures, so the
 * server keeps them in the database (`databaseFailureLog`); the memory log is for tests of the
 * rules alone.
 */
export interface FailureLog {
  /** How many failures each key has after `since` (ms since the epoch). */
  count(keys: string[], since: number): Promise<Map<string, number>>;
  add(keys: string[], at: number): Promise<void>;
  forget(keys: string[]): Promise<void>;
  /** Drops failures older than `before`, so a flood of names cannot fill the store. */
  prune(before: number): Promise<void>;
}

export function createLoginThrottle(log: FailureLog, overrides: Partial<LoginThrottleOptions> = {}) {
  const options = { ...defaultLoginThrottle, ...overrides };
  const now = options.now ?? Date.now;
  const name = (username: string) => keptName(username.trim().toLowerCase());
  const keys = (username: string, address: string) => ({
    pair: `pair:${address}:${name(username)}`,
    address: `address:${address}`,
    name: `name:${name(username)}`,
  });
  let prunedAt = -Infinity;

  return {
    /** Whether an attempt for this name from this address may be checked, and how long to wait first. */
    async check(username: string, address: string): Promise<ThrottleVerdict> {
      const k = keys(username, address);
      const counts = await log.count(Object.values(k), now() - options.windowMs);
      const recent = (key: string) => counts.get(key) ?? 0;
      const allowed = recent(k.pair) < options.perNameAndAddress && recent(k.address) < options.perAddress;
      const past = recent(k.name) - options.slowAfter;
      const delayMs = past < 0 ? 0 : Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** past);
      return { allowed, delayMs };
    },
    async failed(username: string, address: string) {
      const at = now();
      await log.add(Object.values(keys(username, address)), at);
      if (at - prunedAt > options.windowMs / 10) {
        prunedAt = at;
        await log.prune(at - options.windowMs);
      }
    },
    /** A successful sign-in forgets the name's failures (not the address's). */
    async succeeded(username: string, address: string) {
      const k = keys(username, address);
      await log.forget([k.pair, k.name]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** A typed name as a key any store can keep: a very long one, or one with NUL, by its hash. */
function keptName(name: string): string {
  return name.length > 128 || name.includes('\u0000') ? `sha256:${createHash('sha256').update(name).digest('hex')}` : name;
}

/** Failures in memory: one process only (tests of the rules). */
export function memoryFailureLog(): FailureLog {
  const failures = new Map<string, number[]>();
  return {
    async count(keys, since) {
      return new Map(keys.map((key) => [key, (failures.get(key) ?? []).filter((at) => at > since).length]));
    },
    async add(keys, at) {
      for (const key of keys) failures.set(key, [...(failures.get(key) ?? []), at]);
    },
    async forget(keys) {
      for (const key of keys) failures.delete(key);
    },
    async prune(before) {
      for (const [key, times] of failures) {
        const kept = times.filter((at) => at >= before);
        if (kept.length === 0) failures.delete(key);
        else failures.set(key, kept);
      }
    },
  };
}

/**
 * Failures in the `login_failures` table, shared by every process on the database (issue 16).
 * `scope` keeps the login page's counts apart from those of other password checks.
 */
export function databaseFailureLog(db: Database, scope: string): FailureLog {
  const scoped = (key: string) => `${scope}:${key}`;
  return {
    async count(keys, since) {
      const rows = await db.selectFrom('loginFailures')
        .select(['key', (eb) => eb.fn.countAll<string>().as('n')])
        .where('key', 'in', keys.map(scoped))
        .where('failedAt', '>', new Date(since))
        .groupBy('key')
        .execute();
      const byKey = new Map(rows.map((row) => [row.key, Number(row.n)]));
      return new Map(keys.map((key) => [key, byKey.get(scoped(key)) ?? 0]));
    },
    async add(keys, at) {
      await db.insertInto('loginFailures').values(keys.map((key) => ({ key: scoped(key), failedAt: new Date(at) }))).execute();
    },
    async forget(keys) {
      await db.deleteFrom('loginFailures').where('key', 'in', keys.map(scoped)).execute();
    },
    async prune(before) {
      await db.deleteFrom('loginFailures').where('failedAt', '<', new Date(before)).execute();
    },
  };
}
