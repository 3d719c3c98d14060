/**
 * The performance budgets of ARCHITECTURE §6, measured (not timed tests): `npm run bench`.
 *
 *   npm run bench                 every bench
 *   npm run bench -- server       only the named benches (server, client, content, members, caseSearch, cluster, firstScreen, firstRow, streams, day and lighthouse: after npm run build)
 *   SEED_SCALE=10 (default 10)    the demo seed's scale (the multi-process benches: default 1);
 *                                 several (SEED_SCALE=10,50): every named bench once per scale,
 *                                 in one run, each figure named with its scale (lib/benchScales.ts)
 *   DATABASE_URL=postgres://…     PostgreSQL instead of PGlite: each bench on a database of its own
 *                                 there, copied from one seeded template per scale (lib/benchDatabase.ts),
 *                                 all dropped at the end; e.g. every figure of issue 38 in one run,
 *                                 beside the scale-10 baseline:
 *                                 SEED_SCALE=10,50 DATABASE_URL=… npm run bench --
 *                                 server members firstScreen firstRow lighthouse day
 *
 * Each bench returns its measurements with their budgets; the script prints a table and exits
 * with 1 when a budget is missed. To add a bench, write an async function returning
 * `Measurement[]` and add it to `benches` below.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { demoAccounts } from '../server/db/seed';
import Fastify from 'fastify';
import { caseListSelectorBench } from './benchCaseList';
import { contentBench } from './benchContent';
import { memberSearchBench } from './benchMembers';
import { caseSearchBench } from './benchCaseSearch';
import { runLoad, type LoadResult } from './benchLoad';
import { percentile, type Measurement } from './benchMeasurement';
import { seededBenchServer } from './benchServer';
import { clusterBench } from './benchCluster';
import { firstScreenBench } from './benchFirstScreen';
import { firstRowBench } from './benchFirstRow';
import { lighthouseBench } from './benchLighthouse';
import { streamsBench } from './benchStreams';
import { dayBench } from './benchDay';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../src/domain/caseListSpec';
import { dropBenchDatabases, seedingMeasurements } from './lib/benchDatabase';
import { benchPasses, ofPass } from './lib/benchScales';


type Bench = () => Promise<Measurement[]>;

const benches: Record<string, Bench> = {
  server: caseGetAllBench,
  client: caseListSelectorBench,
  content: contentBench,
  members: memberSearchBench,
  caseSearch: caseSearchBench,
  cluster: clusterBench,
  firstScreen: firstScreenBench,
  firstRow: firstRowBench,
  lighthouse: lighthouseBench,
  streams: streamsBench,
  day: dayBench,
};

async function measure(
  name: string, budgetMs: number | null, runs: number, once: (i: number) => Promise<void>,
  options: { note?: string; before?: (i: number) => Promise<void> } = {},
): Promise<Measurement> {
  const times: number[] = [];
  // The bench's client shares the server's heap: the bodies the last measurement read (60 lists of
  // 6 MB at scale 50) are its garbage, not this call's, and their collection fell into the next
  // measurement's runs (a 304 poll p95 8.3 ms at scale 50; 2.1 ms alone). A full collection first.
  (globalThis as { gc?: () => void }).gc?.();
  for (let i = 0; i < runs; i++) {
    await options.before?.(i);
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, budgetMs, p50: percentile(times, 50), p95: percentile(times, 95), runs, note: options.note };
}

interface HttpAnswer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A GET over a real socket, read to the end (what a browser waits for). */
function httpGet(port: number, path: string, headers: Record<string, string>): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * ARCHITECTURE §6: Case/GetAll for a handler who sees 10,000 cases, under 50 ms at p95. The demo
 * seed at SEED_SCALE (default 10) gives kanslist about 14,000; the server listens on a loopback
 * port and the bench reads whole answers over HTTP, as a browser (accepting gzip) would.
 */
async function caseGetAllBench(): Promise<Measurement[]> {
  const { app, db, tokenFor } = await seededBenchServer('server');
  let started = performance.now();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const token = await tokenFor(demoAccounts.kanslist.id);

  const path = '/api/Case/GetAll?role=secretariat';
  const get = (headers: Record<string, string> = {}) => httpGet(port, path, { authorization: `Bearer ${token}`, accept: CASE_LIST_LEAN_MEDIA_TYPE, ...headers });
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  started = performance.now();
  const first = await get(browser);
  const coldMs = performance.now() - started;
  if (first.status !== 200) throw new Error(`Case/GetAll answered ${first.status}: ${first.body.toString()}`);
  const plain = await get();
  const json = gunzipSync(first.body).toString('utf8');
  if (json !== plain.body.toString('utf8')) throw new Error('The gzip body differs from the plain one');
  const visible = (JSON.parse(json) as { cases: unknown[] }).cases.length;
  console.log(`kanslist sees ${visible} cases; the list is ${(plain.body.length / 1e6).toFixed(1)} MB, ${(first.body.length / 1e6).toFixed(2)} MB as gzip`);
  if (visible < 10_000) throw new Error(`The handler sees only ${visible} cases; raise SEED_SCALE`);

  // Every member of the secretariat, for first calls (each caller's visible set is read in full once).
  const staff = (await db.selectFrom('memberships').innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
    .select('memberships.userId').where('organisations.kind', '=', 'secretariat').where('memberships.userId', '!=', demoAccounts.kanslist.id).execute()).map((r) => r.userId);
  const staffTokens = await Promise.all(staff.map(tokenFor));
  let etag = '';
  const caseIds = (await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).limit(200).execute()).map((r) => r.id);
  const expect = (status: number) => async (answer: Promise<HttpAnswer>) => {
    const { status: got } = await answer;
    if (got !== status) throw new Error(`expected ${status}, got ${got}`);
  };
  const perCase = (bytes: number) => bytes / visible;
  // §6's 50 ms is for a handler with 10,000 cases, at seed scale 10 (kanslist about 14,000); a
  // national list (scale 50: 72,000) is budgeted by issue 38 on what a poll asks for (the cursor's
  // delta, the 304), and its full answers are reported.
  const fullBudgetMs = visible <= FULL_ANSWER_BUDGETED_UP_TO ? 50 : null;
  const fullNote = fullBudgetMs === null ? { note: `no budget: §6's 50 ms is for 10,000 cases, this list holds ${visible}` } : {};
  const results = [
    {
      name: 'Case/GetAll, bytes per case of the full list, JSON (gzip in the note)', budgetMs: null, unit: 'B', p50: perCase(plain.body.length), p95: perCase(plain.body.length), runs: 1,
      note: `${perCase(first.body.length).toFixed(0)} B gzip; issue 13 measured 873 B JSON and 115 B gzip before the lean entry, and aims at 40 % of that`,
    } as Measurement,
    { name: 'Case/GetAll, first call after start (cold caches)', budgetMs: null, p50: coldMs, p95: coldMs, runs: 1 } as Measurement,
    await measure('Case/GetAll, 200, one case changed since the last poll (gzip)', fullBudgetMs, 60, () => expect(200)(get(browser)), {
      ...fullNote,
      before: async (i) => { await db.updateTable('cases').set({ flagged: i % 2 === 0 }).where('id', '=', caseIds[i]).execute(); },
    }),
    await measure('Case/GetAll, 200, the caller has just read a case (gzip)', fullBudgetMs, 40, () => expect(200)(get(browser)), {
      ...fullNote,
      before: async (i) => {
        await db.insertInto('caseReads').values({ caseId: caseIds[i], userId: demoAccounts.kanslist.id, readAt: new Date() })
          .onConflict((oc) => oc.columns(['caseId', 'userId']).doUpdateSet({ readAt: new Date() })).execute();
      },
    }),
    await measure('Case/GetAll, 200, a lock lapsed since the last poll (gzip)', fullBudgetMs, 30, () => expect(200)(get(browser)), {
      ...fullNote,
      before: async (i) => {
        await sql`update cases set locked_by_user_id = ${demoAccounts['kansli-styrelse'].id}, status = 1,
          lock_expires_at = now() + interval '40 milliseconds' where id = ${caseIds[150 + i]}`.execute(db);
        await get(browser);
        await new Promise((resolve) => setTimeout(resolve, 60));
      },
    }),
    await measure('Case/GetAll, 200, a caller\'s first call since the server started (gzip)', null, staff.length, async (i) => {
      const res = await httpGet(port, path, { authorization: `Bearer ${staffTokens[i]}`, ...browser });
      if (res.status !== 200) throw new Error(`expected 200, got ${res.status}`);
    }, { note: `each of the ${staff.length} other secretariat staff once: their list is read and compressed for them; once per caller and server process, so not in the p95 of the polls` }),
    await measure('Case/GetAll, 200, nothing changed, no If-None-Match (gzip)', fullBudgetMs, 60, () => expect(200)(get(browser)), fullNote),
    await measure('Case/GetAll, 304, nothing changed (If-None-Match)', NOT_MODIFIED_BUDGET_MS, 60, () => expect(304)(get({ ...browser, 'if-none-match': etag })), {
      before: async (i) => { if (i === 0) etag = String((await get(browser)).headers.etag); },
    }),
    await measure('Case/GetAll, 200 uncompressed, one case changed', null, 30, () => expect(200)(get()), {
      before: async (i) => { await db.updateTable('cases').set({ flagged: i % 2 === 1 }).where('id', '=', caseIds[100 + i]).execute(); },
      note: 'clients that refuse gzip',
    }),
    ...await deltaPollBench(port, token, db, caseIds),
    ...await notModifiedUnderLoad(port, token),
  ];
  await app.close();
  await db.destroy();
  return results;
}

/**
 * Issue 13, delta polling: a poll that sends its cursor after one case changed gets that case
 * only: at most 10 KB on the wire, answered within 20 ms at p95 (seed scale 10).
 */
async function deltaPollBench(port: number, token: string, db: Awaited<ReturnType<typeof openDatabase>>, caseIds: string[]): Promise<Measurement[]> {
  const path = '/api/Case/GetAll?role=secretariat';
  const headers = { authorization: `Bearer ${token}`, accept: CASE_LIST_LEAN_MEDIA_TYPE, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const full = await httpGet(port, path, headers);
  let cursor = (JSON.parse(gunzipSync(full.body).toString('utf8')) as { cursor: string }).cursor;
  let largest = 0;
  const timed = await measure('Case/GetAll?since={cursor}, one case changed since the last poll (delta, gzip)', DELTA_SERVER_BUDGET_MS, 60, async () => {
    const answer = await httpGet(port, `${path}&since=${cursor}`, headers);
    if (answer.status !== 200) throw new Error(`expected 200, got ${answer.status}`);
    const delta = JSON.parse(gunzipSync(answer.body).toString('utf8')) as { cases: unknown[]; since?: string; cursor: string };
    if (delta.since !== cursor || delta.cases.length !== 1) throw new Error(`expected a delta of one case, got ${delta.cases.length} (since ${delta.since})`);
    cursor = delta.cursor;
    largest = Math.max(largest, answer.body.length);
  }, { before: async (i) => { await db.updateTable('cases').set({ flagged: i % 2 === 0 }).where('id', '=', caseIds[40 + i]).execute(); } });
  return [timed, {
    name: 'Case/GetAll?since={cursor}, bytes on the wire for one changed case (gzip)', budgetMs: DELTA_BYTES_BUDGET_KB, unit: 'KB',
    p50: largest / 1024, p95: largest / 1024, runs: 60, note: `the full list is ${(full.body.length / 1024).toFixed(0)} KB as gzip; largest delta shown`,
  }];
}

const DELTA_SERVER_BUDGET_MS = 20;
/** The largest list §6's 50 ms for a full answer holds for: seed scale 10's (kanslist sees about 14,000 cases). */
const FULL_ANSWER_BUDGETED_UP_TO = 20_000;
/** Issue 38: an unchanged poll p95 ≤ 5 ms, at seed scale 50 too. */
const NOT_MODIFIED_BUDGET_MS = 5;
const DELTA_BYTES_BUDGET_KB = 10;
const LOAD = { connections: 50, maxRequests: 20_000, maxSeconds: 8 };

/**
 * Issue 13: 50 connections polling one list, every answer a 304, beside a plain Fastify route (one
 * JSON object, no token, no database) measured the same way in the same run. A load generator in
 * a worker thread, bounded in count and time (scripts/benchLoad.ts).
 */
async function notModifiedUnderLoad(port: number, token: string): Promise<Measurement[]> {
  const path = '/api/Case/GetAll?role=secretariat';
  const headers = { authorization: `Bearer ${token}`, accept: CASE_LIST_LEAN_MEDIA_TYPE, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const etag = String((await httpGet(port, path, headers)).headers.etag);
  const plain = Fastify();
  plain.get('/plain', async () => ({ ok: true }));
  await plain.listen({ host: '127.0.0.1', port: 0 });
  const plainPort = (plain.server.address() as AddressInfo).port;
  const asMeasurement = (name: string, result: LoadResult, status: string): Measurement => {
    if (Object.keys(result.statuses).some((s) => s !== status)) throw new Error(`${name}: answers ${JSON.stringify(result.statuses)}`);
    return {
      name, budgetMs: null, p50: result.p50, p95: result.p95, runs: result.requests,
      note: `${result.perSecond.toFixed(0)} requests/s over ${LOAD.connections} connections, ${result.seconds.toFixed(1)} s; latency per request`,
    };
  };
  const plainResult = await runLoad({ port: plainPort, path: '/plain', headers: {}, ...LOAD });
  const polls = await runLoad({ port, path, headers: { ...headers, 'if-none-match': etag }, ...LOAD });
  await plain.close();
  return [
    asMeasurement('Load: a plain Fastify route (200, no token, no database)', plainResult, '200'),
    asMeasurement('Load: Case/GetAll 304 polls of one list (If-None-Match)', polls, '304'),
  ];
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const all: Measurement[] = [];
try {
  for (const pass of benchPasses(process.env.SEED_SCALE)) {
    Object.assign(process.env, pass.env);
    for (const [name, bench] of Object.entries(benches)) {
      if (wanted.length && !wanted.includes(name)) continue;
      all.push(...(await bench()).map((measurement) => ofPass(pass, measurement)));
    }
  }
} finally {
  await dropBenchDatabases();
}
all.unshift(...seedingMeasurements());
const fmt = (value: number, unit: Measurement['unit'] = 'ms') => `${value.toFixed(1)} ${unit}`;
console.log('\n| measurement | runs | p50 | p95 | budget (p95; ≥ for shares and ratios) | |\n|---|---|---|---|---|---|');
let failed = false;
for (const m of all) {
  // Floors (shares, ratios, scores) must reach their budget; a score is judged by its median.
  const ok = m.budgetMs === null || (m.atLeast ? (m.unit === 'points' ? m.p50 : m.p95) >= m.budgetMs : m.p95 <= m.budgetMs);
  failed ||= !ok;
  console.log(`| ${m.name}${m.note ? ` (${m.note})` : ''} | ${m.runs} | ${fmt(m.p50, m.unit)} | ${fmt(m.p95, m.unit)} | ${m.budgetMs === null ? '–' : fmt(m.budgetMs, m.unit)} | ${m.budgetMs === null ? '' : ok ? 'ok' : 'OVER'} |`);
}
process.exit(failed ? 1 : 0);
