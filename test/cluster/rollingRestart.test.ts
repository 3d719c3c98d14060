import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { demoAccounts } from '../../server/db/seed';
import { startPortalProcess, startRoundRobinProxy, freePort, type PortalProcess, type RoundRobinProxy } from '../../scripts/lib/portalCluster';
import { caseForm } from '../server/casesMultipart';
import { databaseUrlFor, withAdmin } from '../server/testDatabase';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';
import { signInAll } from './signIn';

/**
 * Issue 38: a rolling restart under a day's kind of load. Members poll their lists, two handlers
 * reply, lock, note and unlock, through a round-robin proxy over two processes on one PostgreSQL
 * database, while each process in turn is sent SIGTERM (its readiness turns 503, it drains and
 * exits 0) and started again on its port: no call fails, every acknowledged write is stored, and
 * no case stays locked.
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_rolling_${process.pid}_${Date.now().toString(36)}`;
const processEnv = { DRAIN_DELAY_MS: '600', LOG_REQUESTS: 'false' };
const MEMBERS = ['medlem', 'medlem-flera', 'styrelse', 'ombud'] as const;
const HANDLERS = ['kanslist', 'kansli-styrelse'] as const;

let databaseUrl: string;
let ports: number[];
let processes: PortalProcess[];
let proxy: RoundRobinProxy;
let db: Database;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  databaseUrl = databaseUrlFor(serverUrl, name);
  ports = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy(ports);
  processes = await Promise.all(ports.map((port) => startPortalProcess({ databaseUrl, publicUrl: proxy.url, port, env: processEnv })));
  db = await openDatabase({ databaseUrl });
  Object.assign(tokens, await signInAll({ url: proxy.url, clientId: 'medlemsportal', apiScope: 'portal-api' }, [...MEMBERS, ...HANDLERS]));
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all((processes ?? []).map((p) => p.stop('SIGKILL')));
  await db?.destroy();
  await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
});

interface Answer { what: string; status: number }

it('restarting both processes one after the other under load: no failed call, every acknowledged write stored, no case left locked', async () => {
  const answers: Answer[] = [];
  const replies: { caseId: string; text: string }[] = [];
  const notes: { caseId: string; text: string }[] = [];
  const call = async (who: string, what: string, method: string, path: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) => {
    try {
      const res = await fetch(`${proxy.url}/api/${path}`, {
        method, headers: { authorization: `Bearer ${tokens[who]}`, ...init.headers }, body: init.body ? new Uint8Array(init.body) : undefined,
      });
      await res.arrayBuffer();
      answers.push({ what, status: res.status });
      return res.status;
    } catch (error) {
      answers.push({ what: `${what}: ${(error as Error).message}`, status: 0 });
      return 0;
    }
  };
  const open = (await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).where('status', '<', 3)
    .where('lockedByUserId', 'is', null).orderBy('id').limit(20).execute()).map((c) => c.id);
  let running = true;

  const member = async (who: string) => {
    while (running) {
      await call(who, 'member poll', 'GET', 'Case/GetAll?role=member', { headers: { accept: CASE_LIST_LEAN_MEDIA_TYPE } });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const handler = async (who: string, cases: string[]) => {
    for (let turn = 0; running; turn += 1) {
      const caseId = cases[turn % cases.length];
      const reply = { caseId, text: `Svar ${who} ${turn}` };
      const replyForm = caseForm({ message: reply.text });
      if (await call(who, 'reply', 'POST', `Message/${caseId}/Create`, { body: replyForm.payload, headers: replyForm.headers }) === 201) replies.push(reply);
      if (await call(who, 'lock', 'POST', `Case/${caseId}/Lock`) === 200) {
        const note = { caseId, text: `Anteckning ${who} ${turn}` };
        const noteForm = caseForm({ text: note.text });
        if (await call(who, 'note', 'POST', `Note/${caseId}/Create`, { body: noteForm.payload, headers: noteForm.headers }) === 201) notes.push(note);
        await call(who, 'unlock', 'POST', `Case/${caseId}/Unlock`);
      }
    }
  };
  const load = Promise.all([
    ...MEMBERS.map(member),
    handler('kanslist', open.filter((_, i) => i % 2 === 0)),
    handler('kansli-styrelse', open.filter((_, i) => i % 2 === 1)),
  ]);

  // The load balancer's side of a rolling restart: one process at a time, the next once the first is back.
  const readiness: number[][] = [];
  try {
    for (const index of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const stopping = processes[index].stop('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 100));
      readiness.push([index, (await fetch(`http://127.0.0.1:${ports[index]}/health/ready`).catch(() => null))?.status ?? 0]);
      const code = await stopping;
      // The process's last lines say which step of its stop failed (an asymmetric matcher would hide them).
      if (code !== 0) throw new Error(`Process ${index} exited with ${code} after SIGTERM:\n${processes[index].output().split('\n').slice(-15).join('\n')}`);
      processes[index] = await startPortalProcess({ databaseUrl, publicUrl: proxy.url, port: ports[index], env: processEnv });
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  } finally {
    // Also when a step failed: the load stops, so the suite ends and says why (a load left running kept jest alive).
    running = false;
    await load;
  }

  // While draining, a stopping process told the balancer it was not ready (or had already closed).
  for (const [index, status] of readiness) expect({ index, ready: status === 200 }).toEqual({ index, ready: false });
  expect(proxy.failures).toEqual([]);
  const failed = answers.filter((a) => a.status === 0 || a.status >= 500 || (a.what !== 'lock' && a.status >= 400));
  expect(failed).toEqual([]);
  expect(answers.filter((a) => a.what === 'member poll').length).toBeGreaterThan(20);
  expect(replies.length).toBeGreaterThan(5);
  expect(notes.length).toBeGreaterThan(2);

  const storedReplies = await db.selectFrom('messages').select(['caseId', 'body as text']).where('body', 'like', 'Svar kans%').execute();
  for (const reply of replies) expect(storedReplies).toContainEqual(reply);
  const storedNotes = await db.selectFrom('notes').select(['caseId', 'text']).where('text', 'like', 'Anteckning kans%').execute();
  for (const note of notes) expect(storedNotes).toContainEqual(note);
  const locked = await db.selectFrom('cases').select('id').where('id', 'in', open).where('lockedByUserId', 'in', [demoAccounts.kanslist.id, demoAccounts['kansli-styrelse'].id]).execute();
  expect(locked).toEqual([]);
}, 240_000);
