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

/** Keys kept at most (the oldest are dropped first), so a flood of names cannot fill memory. */
const MAX_KEYS = 30_000;

export function createLoginThrottle(overrides: Partial<LoginThrottleOptions> = {}) {
  const options = { ...defaultLoginThrottle, ...overrides };
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const name = (username: string) => username.trim().toLowerCase();
  const keys = (username: string, address: string) => ({
    pair: `pair:${address}:${name(username)}`,
    address: `address:${address}`,
    name: `name:${name(username)}`,
  });

  const recent = (key: string) => {
    const since = now() - options.windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times.length;
  };

  return {
    /** Whether an attempt for this name from this address may be checked, and how long to wait first. */
    check(username: string, address: string): ThrottleVerdict {
      const k = keys(username, address);
      const allowed = recent(k.pair) < options.perNameAndAddress && recent(k.address) < options.perAddress;
      const past = recent(k.name) - options.slowAfter;
      const delayMs = past < 0 ? 0 : Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** past);
      return { allowed, delayMs };
    },
    failed(username: string, address: string) {
      for (const key of Object.values(keys(username, address))) {
        recent(key);
        const times = failures.get(key) ?? [];
        failures.delete(key);
        failures.set(key, [...times, now()]);
      }
      while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value as string);
    },
    /** A successful sign-in forgets the name's failures (not the address's). */
    succeeded(username: string, address: string) {
      const k = keys(username, address);
      failures.delete(k.pair);
      failures.delete(k.name);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
