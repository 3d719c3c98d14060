/**
 * Issue 16: Case/GetAll answered by one portal process against two on the same PostgreSQL
 * database, measured side by side in one run with the same load (scripts/benchLoad.ts; with two,
 * the connections are spread over both, as a load balancer would). PostgreSQL at DATABASE_URL's
 * server, or the local one; the bench makes a database of its own and drops it after.
 */
import { sql } from 'kysely';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../src/domain/caseListSpec';
import { freePort, startPortalProcess } from './lib/portalCluster';
import { runLoad, type LoadResult } from './benchLoad';
import type { Measurement } from './benchMeasurement';
import { databaseUrlFor, withAdmin } from '../test/server/testDatabase';
import { signIn } from '../test/cluster/signIn';

const LOAD = { connections: 40, maxRequests: 50_000, maxSeconds: 8 };

export async function clusterBench(): Promise<Measurement[]> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `portal_bench_cluster_${process.pid}`;
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  const ports = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  const env = { SEED_SCALE: process.env.SEED_SCALE ?? '1', LOG_REQUESTS: 'false' };
  const processes = await Promise.all(ports.map((port) => startPortalProcess({ databaseUrl: databaseUrlFor(serverUrl, name), publicUrl, port, env })));
  try {
    const { token } = await signIn({ url: publicUrl, clientId: 'medlemsportal', apiScope: 'portal-api' }, 'kanslist');
    const path = '/api/Case/GetAll?role=secretariat';
    // The SPA's lean list (issue 21: the spec's shape is the default).
    const headers = { authorization: `Bearer ${token!}`, accept: CASE_LIST_LEAN_MEDIA_TYPE, 'accept-encoding': 'gzip' };
    const etag = await etagOf(ports[0], path, headers);
    const measured: Measurement[] = [];
    for (const [what, extra, status] of [['200, the whole list gzip', {}, '200'], ['304 polls', { 'if-none-match': etag }, '304']] as const) {
      // Warm both processes' caches first, then one process alone, then both.
      await runLoad({ port: ports, path, headers: { ...headers, ...extra }, connections: 4, maxRequests: 200, maxSeconds: 5 });
      const one = await runLoad({ port: [ports[0]], path, headers: { ...headers, ...extra }, ...LOAD });
      const two = await runLoad({ port: ports, path, headers: { ...headers, ...extra }, ...LOAD });
      measured.push(asMeasurement(`Case/GetAll ${what}: one process`, one, status), asMeasurement(`Case/GetAll ${what}: two processes`, two, status));
    }
    return measured;
  } finally {
    await Promise.all(processes.map((p) => p.stop('SIGTERM')));
    await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
  }
}

async function etagOf(port: number, path: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  await res.arrayBuffer();
  return res.headers.get('etag')!;
}

function asMeasurement(name: string, result: LoadResult, status: string): Measurement {
  if (Object.keys(result.statuses).some((s) => s !== status)) throw new Error(`${name}: answers ${JSON.stringify(result.statuses)}`);
  return {
    name, budgetMs: null, unit: 'req/s', p50: result.perSecond, p95: result.perSecond, runs: result.requests,
    note: `${LOAD.connections} connections, ${result.seconds.toFixed(1)} s; latency p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
  };
}
