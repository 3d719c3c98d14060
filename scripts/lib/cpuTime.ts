import fs from 'node:fs';

/**
 * CPU seconds spent so far, read from Linux's /proc: by given processes, by every PostgreSQL
 * server process of the machine, and by this process (its worker threads included). Elsewhere
 * (no /proc) the figures are null and the benches leave them out.
 */
export interface CpuTimes {
  portals: number;
  postgres: number;
  self: number;
}

/** A reading: PostgreSQL's by server process, so one that ends between two readings is left out of both. */
export interface CpuReading {
  portals: number;
  postgres: Map<string, number>;
  self: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux architecture the portal runs on

function secondsOf(pid: string): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime, stime
  } catch {
    return 0; // ended meanwhile
  }
}

const isPostgres = (pid: string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
};

export function cpuTimes(portalPids: number[]): CpuReading | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const postgres = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && isPostgres(entry));
  const usage = process.cpuUsage();
  return {
    portals: portalPids.reduce((sum, pid) => sum + secondsOf(String(pid)), 0),
    postgres: new Map(postgres.map((pid) => [pid, secondsOf(pid)])),
    self: (usage.user + usage.system) / 1e6,
  };
}

/** What was spent between two readings. */
export function cpuSpent(before: CpuReading, after: CpuReading): CpuTimes {
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  return { portals: after.portals - before.portals, postgres, self: after.self - before.self };
}

/** Resident memory of a process, in MB, read from Linux's /proc. */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}
