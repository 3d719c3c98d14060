/**
 * Failed sign-ins, counted per account name and per client address over a sliding window. Past
 * the limit, further attempts are refused before any password is checked, for account names
 * that exist and those that do not alike (the answer tells nothing about which exist).
 */
export interface LoginThrottleOptions {
  windowMs: number;
  /** Failures per account name within the window. */
  perAccount: number;
  /** Failures per client address within the window (one address trying many names). */
  perAddress: number;
  now?: () => number;
}

const defaultLoginThrottle: LoginThrottleOptions = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 30 };

/** Keys kept at most (the oldest are dropped first), so a flood of names cannot fill memory. */
const MAX_KEYS = 10_000;

export function createLoginThrottle(options: LoginThrottleOptions = defaultLoginThrottle) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();
  const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  const recent = (key: string) => {
    const since = now() - options.windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    /** Whether an attempt for this name from this address may be checked now. */
    allows(username: string, address: string): boolean {
      return recent(accountKey(username)).length < options.perAccount && recent(addressKey(address)).length < options.perAddress;
    },
    failed(username: string, address: string) {
      for (const key of [accountKey(username), addressKey(address)]) {
        const times = recent(key);
        failures.delete(key);
        failures.set(key, [...times, now()]);
      }
      while (failures.size > MAX_KEYS) failures.delete(failures.keys().next().value as string);
    },
    /** A successful sign-in forgets the account's failures (not the address's). */
    succeeded(username: string) {
      failures.delete(accountKey(username));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
