/** One request's running share of the process's CPU. */
export interface CpuShareToken { microseconds: number; open: boolean }

export interface CpuShare {
  /** A request starts: from now on it holds a share of what the process spends. */
  start(): CpuShareToken;
  /** The request is answered (or abandoned): its share in microseconds. A second call answers 0. */
  end(token: CpuShareToken): number;
  /** What the process spent while no request was in flight, in microseconds, up to now. */
  outside(): number;
}

/**
 * The process's CPU (user and system, every thread: `process.cpuUsage()`) split among the requests in
 * flight, in equal shares between any two of their starts and ends; what it spends while none is in
 * flight (timers, the queues, the change feed, idle garbage collection) is counted apart. The shares
 * and the rest add up to the process's CPU, so a request's CPU is measured without taking an idle
 * rate off (the day bench's two-over-one ratio, ARCHITECTURE §6), and nothing is counted twice when
 * requests overlap.
 */
export function createCpuShare(readMicroseconds: () => number = () => { const usage = process.cpuUsage(); return usage.user + usage.system; }): CpuShare {
  let last = readMicroseconds();
  let outsideRequests = 0;
  const inFlight = new Set<CpuShareToken>();
  const settle = () => {
    const now = readMicroseconds();
    const spent = now - last;
    last = now;
    if (inFlight.size === 0) outsideRequests += spent;
    else for (const token of inFlight) token.microseconds += spent / inFlight.size;
  };
  return {
    start() {
      settle();
      const token = { microseconds: 0, open: true };
      inFlight.add(token);
      return token;
    },
    end(token) {
      if (!token.open) return 0;
      settle();
      token.open = false;
      inFlight.delete(token);
      return token.microseconds;
    },
    outside() {
      settle();
      return outsideRequests;
    },
  };
}
