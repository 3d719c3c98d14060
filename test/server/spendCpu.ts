/**
 * Spends at least `microseconds` of this process's CPU. A busy loop timed by the wall clock spends
 * less on a loaded machine (the process waits for a core), so it spins until the CPU clock has moved.
 */
export function spendCpu(microseconds: number): void {
  const start = process.cpuUsage();
  const spent = () => {
    const now = process.cpuUsage(start);
    return now.user + now.system;
  };
  while (spent() < microseconds) { /* busy */ }
}
