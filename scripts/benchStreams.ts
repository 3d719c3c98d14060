/**
 * Issue 35's case-stream budgets, measured (`npm run bench -- streams`): two portal processes on
 * one PostgreSQL database (the bench makes a database of its own and drops it after).
 * - Memory: 10,000 streams open on process A, of as many signed-in users as the seed has (cycled),
 *   each from a client address of its own group of 50 (127.0.x.y: the per-address opening limit is
 *   a storm guard, and 10,000 browsers do not share one address): A's resident memory after, over
 *   before. Budget ≤ 300 MB.
 * - Latency: while A holds those streams, a handler replies to a case through A, and the streams of
 *   five handlers on process B hear it: from the moment the reply is sent to the moment its event
 *   arrives on B (so the figure holds the reply's own transaction too). Budget p95 ≤ 2 s.
 */
import http from 'node:http';
import { openDatabase, type Database } from '../server/db/database';
import { demoAccounts } from '../server/db/seed';
import { issueTicket } from '../server/cases/stream/streamTickets';
import type { PortalProcess } from './lib/portalCluster';
import { withBenchCluster } from './lib/withBenchCluster';
import { residentMb } from './lib/cpuTime';
import { percentile, type Measurement } from './benchMeasurement';
import { signIn } from '../test/cluster/signIn';
import { caseForm } from '../test/server/casesMultipart';

const STREAMS = Number(process.env.STREAMS_OPEN ?? 10_000);
const PER_ADDRESS = 50;
const OPENING_AT_ONCE = 200;
const MEMORY_BUDGET_MB = 300;
const LATENCY_BUDGET_MS = 2_000;
const REPLIES = 40;
const OBSERVERS = 5;
const HOUR_MS = 3_600_000;

interface OpenStream { events: number; heard: (id: string) => Promise<number>; close(): void }

export async function streamsBench(): Promise<Measurement[]> {
  return withBenchCluster('streams', async ({ databaseUrl, ports, processes }) => {
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    const db = await openDatabase({ databaseUrl });
    const open: OpenStream[] = [];
    try {
      return await measureStreams(db, ports, processes, publicUrl, open);
    } finally {
      for (const stream of open) stream.close();
      await db.destroy();
    }
  });
}

async function measureStreams(db: Database, ports: number[], processes: PortalProcess[], publicUrl: string, open: OpenStream[]): Promise<Measurement[]> {
  const users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  const pidA = processes[0].child.pid!;

  await settle();
  const before = residentMb(pidA);
  const started = performance.now();
  for (let i = 0; i < STREAMS; i += OPENING_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, STREAMS - i) }, (_, k) => i + k);
    open.push(...await Promise.all(batch.map(async (n) => openStream(ports[0], await ticketFor(db, users[n % users.length]), addressFor(n)))));
  }
  const openingSeconds = (performance.now() - started) / 1000;
  await settle();
  const after = residentMb(pidA);

  // Five handlers' streams on B; kanslist replies through A.
  const observers: OpenStream[] = [];
  for (let i = 0; i < OBSERVERS; i++) observers.push(await openStream(ports[1], await ticketFor(db, demoAccounts.kanslist.id), '127.0.0.1'));
  open.push(...observers);
  const { token } = await signIn({ url: publicUrl, clientId: 'medlemsportal', apiScope: 'portal-api' }, 'kanslist');
  const cases = (await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).where('status', '<', 3)
    .where('lockedByUserId', 'is', null).orderBy('id').limit(REPLIES).execute()).map((c) => c.id);
  const latencies: number[] = [];
  for (const id of cases) {
    const heard = observers.map((observer) => observer.heard(id));
    const form = caseForm({ message: 'Svar i bänken' });
    const sent = performance.now();
    const reply = await fetch(`http://127.0.0.1:${ports[0]}/api/Message/${id}/Create`, {
      method: 'POST', headers: { authorization: `Bearer ${token!}`, ...form.headers }, body: new Uint8Array(form.payload),
    });
    if (reply.status !== 201) throw new Error(`streams: a reply answered ${reply.status}`);
    for (const at of await Promise.all(heard)) latencies.push(at - sent);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  latencies.sort((a, b) => a - b);
  const eventsOnA = open.slice(0, STREAMS).reduce((sum, s) => sum + s.events, 0);
  return [
    {
      name: `Case/Stream: resident memory of one process holding ${STREAMS.toLocaleString('en')} open streams, over before`,
      budgetMs: MEMORY_BUDGET_MB, unit: 'MB', p50: after - before, p95: after - before, runs: 1,
      note: `${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after; ${users.length} users cycled, ${Math.ceil(STREAMS / PER_ADDRESS)} client addresses; opened in ${openingSeconds.toFixed(1)} s; ${eventsOnA} case events reached them during the replies`,
    },
    {
      name: `Case/Stream: a reply taken by process A heard on process B's streams, from the reply sent (A holding the ${STREAMS.toLocaleString('en')} streams)`,
      budgetMs: LATENCY_BUDGET_MS, p50: percentile(latencies, 50), p95: percentile(latencies, 95), runs: latencies.length,
      note: `${cases.length} replies, ${OBSERVERS} streams on B; max ${latencies[latencies.length - 1].toFixed(0)} ms`,
    },
  ];
}

/** A ticket as Case/Stream/Ticket makes it (the bench writes it itself: that call allows a user 20 a minute). */
const ticketFor = (db: Database, userId: string) => issueTicket(db, { userId, tokenId: null, tokenExpiresAt: new Date(Date.now() + HOUR_MS) });

/** Stream n's client address: 127.0.x.y, PER_ADDRESS streams each. */
function addressFor(n: number): string {
  const group = Math.floor(n / PER_ADDRESS) + 2;
  return `127.0.${Math.floor(group / 250)}.${(group % 250) + 2}`;
}

/** An EventSource's request, held open; counts its events and tells when one names a case. */
function openStream(port: number, ticket: string, localAddress: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const waiting = new Map<string, (at: number) => void>();
    let buffered = '';
    const stream: OpenStream = {
      events: 0,
      heard: (id) => new Promise((done, fail) => {
        waiting.set(id, done);
        setTimeout(() => fail(new Error(`streams: no event for ${id} in 10 s`)), 10_000).unref();
      }),
      close: () => request.destroy(),
    };
    const request = http.get({ host: '127.0.0.1', port, localAddress, path: `/api/Case/Stream?ticket=${ticket}`, agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`streams: Case/Stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffered += chunk;
        let end = buffered.indexOf('\n\n');
        while (end !== -1) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (event.includes('event: cases')) {
            stream.events += 1;
            for (const [id, done] of waiting) if (event.includes(id)) { waiting.delete(id); done(at); }
          }
          end = buffered.indexOf('\n\n');
        }
      });
      response.on('error', () => {});
      resolve(stream);
    });
    request.on('error', reject);
  });
}


const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
