import { sql } from 'kysely';
import { databaseUrlFor, withAdmin } from '../../test/server/testDatabase';
import { freePort, startPortalProcess, type PortalProcess } from './portalCluster';

/** Two portal processes on a database of their own, seeded at SEED_SCALE (default 1) beforehand. */
export interface BenchCluster {
  databaseUrl: string;
  ports: number[];
  processes: PortalProcess[];
  pids: number[];
  /** The environment the processes got (SEED_SCALE, quiet request logs). */
  env: Record<string, string>;
}

/**
 * The set-up every multi-process bench shares (`npm run bench -- cluster | day | streams`): a
 * database named for the bench on the PostgreSQL of DATABASE_URL (default the local one), two portal
 * processes on it, `work` over them; then the processes stopped and the database dropped, whatever
 * happened. `publicUrl` is given the ports before the processes start (e.g. a proxy in front of
 * them); by default the first process's address.
 */
export async function withBenchCluster<T>(
  bench: string, work: (cluster: BenchCluster) => Promise<T>, options: { publicUrl?: (ports: number[]) => Promise<string> } = {},
): Promise<T> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_bench_${bench}_${process.pid}`;
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  const databaseUrl = databaseUrlFor(serverUrl, name);
  const env = { SEED_SCALE: process.env.SEED_SCALE ?? '1', LOG_REQUESTS: 'false' };
  let processes: PortalProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    const publicUrl = options.publicUrl ? await options.publicUrl(ports) : `http://127.0.0.1:${ports[0]}`;
    // The database is migrated and seeded by a process of its own that then stops: a portal process
    // that has seeded 75,000 members at scale 50 keeps that work's heap (707 MB resident after the
    // day's load against 402 MB for the other, issue 38), which a process of a real deployment,
    // started on its database, does not.
    await (await startPortalProcess({ databaseUrl, publicUrl, env })).stop('SIGTERM');
    processes = await Promise.all(ports.map((port) => startPortalProcess({ databaseUrl, publicUrl, port, env })));
    return await work({ databaseUrl, ports, processes, pids: processes.map((p) => p.child.pid!), env });
  } finally {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
  }
}
