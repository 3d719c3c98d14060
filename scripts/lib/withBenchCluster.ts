import { randomBytes } from 'node:crypto';
import { freshBenchDatabase } from './benchDatabase';
import { freePort, startPortalProcess, type PortalProcess } from './portalCluster';

/** Two portal processes on a database of their own, seeded at SEED_SCALE (default 1) beforehand. */
export interface BenchCluster {
  databaseUrl: string;
  ports: number[];
  processes: PortalProcess[];
  pids: number[];
  /** The environment the processes got (SEED_SCALE, quiet request logs, the metrics token). */
  env: Record<string, string>;
  /** The bearer token of each process's /metrics (a new one each run). */
  metricsToken: string;
}

/**
 * The set-up every multi-process bench shares (`npm run bench -- cluster | day | streams`): a
 * database of the bench's own on the PostgreSQL of DATABASE_URL (default the local one), seeded at
 * SEED_SCALE (scripts/lib/benchDatabase.ts), two portal processes on it, `work` over them; then the
 * processes stopped, whatever happened (the run drops its databases at its end). `publicUrl` is
 * given the ports before the processes start (e.g. a proxy in front of them); by default the first
 * process's address. `processEnv` is added to the processes' environment (e.g. a profiler's flags).
 */
export async function withBenchCluster<T>(
  bench: string, work: (cluster: BenchCluster) => Promise<T>,
  options: { publicUrl?: (ports: number[]) => Promise<string>; processEnv?: Record<string, string> } = {},
): Promise<T> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const metricsToken = randomBytes(24).toString('hex');
  const env = { SEED_SCALE: process.env.SEED_SCALE ?? '1', LOG_REQUESTS: 'false', METRICS_TOKEN: metricsToken };
  // Seeded before the processes start (a copy of the run's template): a portal process that has
  // seeded 75,000 members at scale 50 keeps that work's heap (707 MB resident after the day's load
  // against 402 MB for the other, issue 38), which a process of a real deployment, started on its
  // database, does not.
  const databaseUrl = await freshBenchDatabase(bench, serverUrl, Number(env.SEED_SCALE));
  let processes: PortalProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    const publicUrl = options.publicUrl ? await options.publicUrl(ports) : `http://127.0.0.1:${ports[0]}`;
    processes = await Promise.all(ports.map((port) => startPortalProcess({ databaseUrl, publicUrl, port, env: { ...env, ...options.processEnv } })));
    return await work({ databaseUrl, ports, processes, pids: processes.map((p) => p.child.pid!), env, metricsToken });
  } finally {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
  }
}
