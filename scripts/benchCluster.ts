/**
 * Issue 16: Case/GetAll answered by one portal process against two on the same PostgreSQL
 * database, measured side by side in one run with the same load (scripts/benchLoad.ts; with two,
 * the connections are spread over both, as a load balancer would). Issue 26: behind a round-robin
 * balancer, the share of polls after one change that get a delta (the cursor of one process
 * answered by the other). PostgreSQL at DATABASE_URL's server, or the local one; the bench makes
 * a database of its own and drops it after.
 */
import os from 'node:os';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../src/domain/caseListSpec';
import { openDatabase } from '../server/db/database';
import { startRoundRobinProxy } from './lib/portalCluster';
import { withBenchCluster } from './lib/withBenchCluster';
import { runLoad, type LoadResult } from './benchLoad';
import type { Measurement } from './benchMeasurement';
import { signIn } from '../test/cluster/signIn';
import { cpuSpent, cpuTimes, type CpuTimes } from './lib/cpuTime';

const LOAD = { connections: 40, maxRequests: 1_000_000, maxSeconds: 8 };
/** Issue 26's budgets: two processes serve at least this many times one's requests, and this share of polls after a change are deltas. */
const SCALING_BUDGET = 1.6;
const DELTA_SHARE_BUDGET = 95;
const DELTA_POLLS = 60;

export async function clusterBench(): Promise<Measurement[]> {
  return withBenchCluster('cluster', async ({ databaseUrl, ports, pids }) => {
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    const { token } = await signIn({ url: publicUrl, clientId: 'medlemsportal', apiScope: 'portal-api' }, 'kanslist');
    const path = '/api/Case/GetAll?role=secretariat';
    // The SPA's lean list (issue 21: the spec's shape is the default).
    const headers = { authorization: `Bearer ${token!}`, accept: CASE_LIST_LEAN_MEDIA_TYPE, 'accept-encoding': 'gzip' };
    const etag = await etagOf(ports[0], path, headers);
    const measured: Measurement[] = [];
    for (const [what, extra, status] of [['200, the whole list gzip', {}, '200'], ['304 polls', { 'if-none-match': etag }, '304']] as const) {
      // Warm both processes' caches first, then one process alone, then both.
      await runLoad({ port: ports, path, headers: { ...headers, ...extra }, connections: 4, maxRequests: 200, maxSeconds: 5 });
      const one = await withCpu(pids, () => runLoad({ port: [ports[0]], path, headers: { ...headers, ...extra }, ...LOAD }));
      const two = await withCpu(pids, () => runLoad({ port: ports, path, headers: { ...headers, ...extra }, ...LOAD }));
      const ratio = two.perSecond / one.perSecond;
      measured.push(
        asMeasurement(`Case/GetAll ${what}: one process`, one, status), asMeasurement(`Case/GetAll ${what}: two processes`, two, status),
        { name: `Case/GetAll ${what}: two processes' req/s over one's`, budgetMs: SCALING_BUDGET, atLeast: true, unit: '×', p50: ratio, p95: ratio, runs: 1, note: coresBusyIn(one) },
      );
    }
    measured.push(await deltaShare(ports, databaseUrl, path, headers));
    return measured;
  });
}

/**
 * One client polls through a round-robin proxy with its cursor and ETag, one case changed before
 * each poll: every poll lands on the process that did not answer the one before.
 */
async function deltaShare(ports: number[], databaseUrl: string, path: string, headers: Record<string, string>): Promise<Measurement> {
  const proxy = await startRoundRobinProxy(ports);
  const db = await openDatabase({ databaseUrl });
  try {
    const ids = (await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).orderBy('id').limit(20).execute()).map((r) => r.id);
    const first = await fetch(`${proxy.url}${path}`, { headers });
    let { cursor } = (await first.json()) as { cursor: string };
    let etag = first.headers.get('etag')!;
    let deltas = 0;
    const servedBy = new Set<string>();
    for (let i = 0; i < DELTA_POLLS; i++) {
      await db.updateTable('cases').set({ title: `Ändrad i bänken ${i}` }).where('id', '=', ids[i % ids.length]).execute();
      const res = await fetch(`${proxy.url}${path}&since=${cursor}`, { headers: { ...headers, 'if-none-match': etag } });
      if (res.status !== 200) throw new Error(`a poll after a change answered ${res.status}`);
      const answer = (await res.json()) as { cursor: string; since?: string };
      if (answer.since === cursor) deltas += 1;
      servedBy.add(res.headers.get('x-served-by') ?? '');
      cursor = answer.cursor;
      etag = res.headers.get('etag')!;
    }
    if (servedBy.size !== ports.length) throw new Error(`the polls were not spread: ${[...servedBy].join(', ')}`);
    const share = (100 * deltas) / DELTA_POLLS;
    return {
      name: 'Case/GetAll?since={cursor} behind round-robin over two processes, one case changed before each poll: polls answered with a delta',
      budgetMs: DELTA_SHARE_BUDGET, atLeast: true, unit: '%', p50: share, p95: share, runs: DELTA_POLLS,
    };
  } finally {
    await db.destroy();
    await proxy.close();
  }
}

async function etagOf(port: number, path: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  await res.arrayBuffer();
  return res.headers.get('etag')!;
}

type Measured = LoadResult & { cpu: CpuTimes | null };

/** A load run with the CPU time the portal processes, PostgreSQL and the load generator (this process) spent on it. */
async function withCpu(pids: number[], run: () => Promise<LoadResult>): Promise<Measured> {
  const before = cpuTimes(pids);
  const result = await run();
  const after = cpuTimes(pids);
  return { ...result, cpu: before && after ? cpuSpent(before, after) : null };
}

const microsPerRequest = (seconds: number, result: LoadResult) => Math.round((seconds * 1e6) / result.requests);

/**
 * Where the machine's cores went in the one-process run: the processes share them with PostgreSQL
 * and the load generator, so on a small machine two processes find less than a core each.
 */
function coresBusyIn(one: Measured): string | undefined {
  if (!one.cpu) return undefined;
  const share = (seconds: number) => (seconds / one.seconds).toFixed(2);
  const busy = one.cpu.portals + one.cpu.postgres + one.cpu.self;
  return `the one-process run kept ${share(busy)} of this machine's ${os.availableParallelism()} cores busy: portal ${share(one.cpu.portals)}, PostgreSQL ${share(one.cpu.postgres)}, load generator ${share(one.cpu.self)}`;
}

function asMeasurement(name: string, result: Measured, status: string): Measurement {
  if (Object.keys(result.statuses).some((s) => s !== status)) throw new Error(`${name}: answers ${JSON.stringify(result.statuses)}`);
  const cpu = result.cpu
    ? `; CPU per request: portal ${microsPerRequest(result.cpu.portals, result)} µs, PostgreSQL ${microsPerRequest(result.cpu.postgres, result)} µs, load generator ${microsPerRequest(result.cpu.self, result)} µs`
    : '';
  return {
    name, budgetMs: null, unit: 'req/s', p50: result.perSecond, p95: result.perSecond, runs: result.requests,
    note: `${LOAD.connections} connections, ${result.seconds.toFixed(1)} s; latency p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms${cpu}`,
  };
}
