import fs from 'node:fs';

/** The machine's CPU time, busy and all, in ticks since boot (Linux's /proc/stat); null elsewhere. */
function cpuTicks(): { busy: number; total: number } | null {
  if (!fs.existsSync('/proc/stat')) return null;
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = fields[3] + fields[4]; // idle, iowait
  return { busy: total - idle, total };
}

/**
 * Waits until the whole machine is quiet: at most `busyShare` of its cores busy for `seconds` in a
 * row, or `timeoutSeconds` passed. A measured page load then starts on a machine where nothing of the
 * bench's own set-up (the sign-in tab still fetching and decoding its list, the server building it)
 * runs beside it. Answers how long it waited and whether the machine became quiet.
 */
export async function quietMachine(options: { busyShare?: number; seconds?: number; timeoutSeconds?: number } = {}): Promise<{ waitedS: number; quiet: boolean }> {
  const { busyShare = 0.15, seconds = 2, timeoutSeconds = 60 } = options;
  const started = performance.now();
  let before = cpuTicks();
  if (!before) return { waitedS: 0, quiet: true };
  let quietFor = 0;
  while ((performance.now() - started) / 1000 < timeoutSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTicks()!;
    const share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    before = after;
    quietFor = share <= busyShare ? quietFor + 1 : 0;
    if (quietFor >= seconds) return { waitedS: (performance.now() - started) / 1000, quiet: true };
  }
  return { waitedS: (performance.now() - started) / 1000, quiet: false };
}
