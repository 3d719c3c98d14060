import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { demoAccounts } from '../../server/db/seed';
import { startPortalProcess, startRoundRobinProxy, freePort, type PortalProcess, type RoundRobinProxy } from '../../scripts/lib/portalCluster';
import { caseForm } from '../server/casesMultipart';
import { databaseUrlFor, withAdmin } from '../server/testDatabase';
import { signIn, signInAll, type Portal } from './signIn';
import type { CaseListDelta, CaseListResponse, CreatedCase } from '../../src/api/types';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';
import { fromCaseListEntries } from '../../src/domain/caseListWire';
import { mergeDelta } from '../../src/features/cases/reuseUnchanged';

/**
 * Issue 16: two portal processes on one PostgreSQL database, each with a data folder of its own,
 * behind a round-robin proxy. Whatever one process does, the other knows.
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_cluster_${process.pid}_${Date.now().toString(36)}`;
const processEnv = { DRAIN_DELAY_MS: '600' };

let ports: number[];
let processes: PortalProcess[];
let proxy: RoundRobinProxy;
let portal: Portal;
let db: Database;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  const databaseUrl = databaseUrlFor(serverUrl, name);
  ports = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy(ports);
  // Both start at once on the empty database: one migrates and seeds, the other waits for it.
  processes = await Promise.all(ports.map((port) => startPortalProcess({ databaseUrl, publicUrl: proxy.url, port, env: processEnv })));
  portal = { url: proxy.url, clientId: 'medlemsportal', apiScope: 'portal-api' };
  db = await openDatabase({ databaseUrl });
  Object.assign(tokens, await signInAll(portal, ['medlem', 'kanslist', 'kansli-styrelse']));
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all((processes ?? []).map((p) => p.stop('SIGKILL')));
  await db?.destroy();
  await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
});

/** A call through the proxy; `backend` pins it to one process. */
async function call(username: string, method: string, path: string, options: { backend?: number; body?: Buffer; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[username]}`, ...options.headers };
  if (options.backend !== undefined) headers['x-backend'] = String(options.backend);
  return fetch(`${proxy.url}/api/${path}`, { method, headers, body: options.body ? new Uint8Array(options.body) : undefined });
}

async function createCase(username: string, files: { fileName: string; content: Buffer; contentType: string }[], backend?: number) {
  const form = caseForm({ caseType: 'COUNSELING', title: `Fråga ${randomBytes(3).toString('hex')}`, message: 'Hej!' }, files);
  return call(username, 'POST', 'Case/Create', { backend, body: form.payload, headers: form.headers });
}

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);

it('signs in through the proxy (each step on either process) and the token works on both', async () => {
  for (const backend of [0, 1]) {
    const me = await call('medlem', 'GET', 'User/Me', { backend });
    expect({ backend, status: me.status, servedBy: me.headers.get('x-served-by') }).toEqual({ backend, status: 200, servedBy: String(backend) });
    expect(((await me.json()) as { id: string }).id).toBe(demoAccounts.medlem.id);
  }
});

it('a token revoked (signed out) on one process is refused by both, though each had found it active', async () => {
  const { token } = await signIn(portal, 'styrelse');
  const me = (backend: number) => fetch(`${proxy.url}/api/User/Me`, { headers: { authorization: `Bearer ${token!}`, 'x-backend': String(backend) } });
  for (const backend of [0, 1]) expect((await me(backend)).status).toBe(200);
  await sql`delete from oidc_payloads where model = 'AccessToken' and payload->>'accountId' = ${demoAccounts.styrelse.id}`.execute(db);
  // The change feed's notice leaves PostgreSQL at the commit; the refusal follows it on both.
  const deadline = Date.now() + 2000;
  let statuses: number[] = [];
  do statuses = [(await me(0)).status, (await me(1)).status];
  while (statuses.some((status) => status !== 401) && Date.now() < deadline);
  expect(statuses).toEqual([401, 401]);
});

it('20 Lock calls raced over both processes by two handlers: one holder, the other told who it is', async () => {
  const created = (await (await createCase('medlem', [])).json()) as CreatedCase;
  const callers = Array.from({ length: 20 }, (_, i) => ({ username: i % 2 === 0 ? 'kanslist' : 'kansli-styrelse', backend: Math.floor(i / 2) % 2 }));
  const answers = await Promise.all(callers.map(async ({ username, backend }) => {
    const res = await call(username, 'POST', `Case/${created.id}/Lock`, { backend });
    return { username, backend, status: res.status, body: (await res.json()) as { lockedBy?: { id: string }; data?: { lockedBy: { id: string } } } };
  }));
  const stored = await db.selectFrom('cases').select('lockedByUserId').where('id', '=', created.id).executeTakeFirstOrThrow();
  const holder = stored.lockedByUserId === demoAccounts.kanslist.id ? 'kanslist' : 'kansli-styrelse';
  expect(stored.lockedByUserId).toBe(demoAccounts[holder].id);
  for (const answer of answers) {
    if (answer.username === holder) expect([answer.status, answer.body.lockedBy?.id]).toEqual([200, demoAccounts[holder].id]);
    else expect([answer.status, answer.body.data?.lockedBy.id]).toEqual([409, demoAccounts[holder].id]);
  }
  expect(new Set(answers.map((a) => a.backend))).toEqual(new Set([0, 1]));
});

it('a file uploaded on one process downloads with the same bytes from the other', async () => {
  const content = pdf(3 * 1024 * 1024);
  const res = await createCase('medlem', [{ fileName: 'underlag.pdf', content, contentType: 'application/pdf' }], 0);
  expect(res.status).toBe(201);
  const created = (await res.json()) as CreatedCase;
  const download = await call('medlem', 'GET', `Case/DownloadFile/${created.messages[0].files[0].id}`, { backend: 1 });
  expect(download.status).toBe(200);
  expect(download.headers.get('x-served-by')).toBe('1');
  expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
});

it('counts failed sign-ins across both processes: the sixth attempt for a name is refused wherever it lands', async () => {
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await signIn(portal, 'ombud', `fel-${i}`)).loginStatus);
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(await db.selectFrom('loginFailures').select('key').where('key', 'like', 'login:name:ombud').execute()).toHaveLength(5);
  // The right password now, from the same address, on whichever process: refused.
  for (let i = 0; i < 2; i++) expect((await signIn(portal, 'ombud')).loginStatus).toBe(429);
});

it('a 304 from one process for the ETag of the other (Case/GetAll and courses)', async () => {
  const list = 'Case/GetAll?role=secretariat';
  const first = await call('kanslist', 'GET', list, { backend: 0 });
  expect(first.status).toBe(200);
  await first.arrayBuffer();
  const etag = first.headers.get('etag')!;
  const again = await call('kanslist', 'GET', list, { backend: 1, headers: { 'if-none-match': etag } });
  expect([again.status, again.headers.get('x-served-by')]).toEqual([304, '1']);

  const courses = await fetch(`${proxy.url}/content/courses`, { headers: { authorization: `Bearer ${tokens.medlem}`, 'x-backend': '0' } });
  await courses.arrayBuffer();
  const coursesAgain = await fetch(`${proxy.url}/content/courses`, {
    headers: { authorization: `Bearer ${tokens.medlem}`, 'x-backend': '1', 'if-none-match': courses.headers.get('etag')! },
  });
  expect(coursesAgain.status).toBe(304);
});

it('a poll\'s cursor from one process gets a delta from the other, which merged is that process\'s full list (issue 26)', async () => {
  const list = 'Case/GetAll?role=secretariat';
  const lean = { accept: CASE_LIST_LEAN_MEDIA_TYPE };
  const retitle = async (title: string) => {
    const { id } = await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('cases').set({ title }).where('id', '=', id).execute();
    return id;
  };
  // A change first, so that process 1 never held the version process 0 answers: only the change log can tell.
  await retitle('Före markören');
  const first = await call('kanslist', 'GET', list, { backend: 0, headers: lean });
  const held = (await first.json()) as CaseListResponse;
  const target = await retitle('Efter markören');

  const poll = await call('kanslist', 'GET', `${list}&since=${held.cursor}`, { backend: 1, headers: lean });
  expect([poll.status, poll.headers.get('x-served-by')]).toEqual([200, '1']);
  const delta = (await poll.json()) as CaseListDelta;
  expect(delta.since).toBe(held.cursor);
  expect(delta.removed).toEqual([]);
  const changed = fromCaseListEntries(delta.cases, { codes: delta.codes, caseTypes: delta.caseTypes ?? held.caseTypes, tags: delta.tags });
  expect(changed.find((c) => c.id === target)?.title).toBe('Efter markören');

  const full = await call('kanslist', 'GET', list, { backend: 1, headers: lean });
  const fullList = (await full.json()) as CaseListResponse;
  const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
  const merged = mergeDelta(fromCaseListEntries(held.cases, held), changed, delta.removed);
  expect(byId(merged)).toEqual(byId(fromCaseListEntries(fullList.cases, fullList)));
  // One state, one ETag, whichever process answers (process 0 patches its kept set, 1 read it).
  expect(poll.headers.get('etag')).toBe(full.headers.get('etag'));
  const onZero = await call('kanslist', 'GET', list, { backend: 0, headers: lean });
  await onZero.arrayBuffer();
  expect(onZero.headers.get('etag')).toBe(full.headers.get('etag'));
});

it('issue 35: a case read on one process is read in the lists of both at once; its Case/Get ETag is a 304 on the other, and a second read writes nothing', async () => {
  const list = 'Case/GetAll?role=secretariat';
  const lean = { accept: CASE_LIST_LEAN_MEDIA_TYPE };
  const { id } = await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true)
    .where('lastMessageAt', 'is not', null).where('lastMessageSenderUserId', '!=', demoAccounts.kanslist.id)
    .orderBy('id').limit(1).executeTakeFirstOrThrow();
  const unreadOn = async (backend: number) => {
    const answer = (await (await call('kanslist', 'GET', list, { backend, headers: lean })).json()) as CaseListResponse;
    return fromCaseListEntries(answer.cases, answer).find((c) => c.id === id)!.hasUnreadMessages;
  };
  await db.deleteFrom('caseReads').where('caseId', '=', id).execute();
  const waitFor = async (backend: number, unread: boolean) => {
    const deadline = Date.now() + 2000;
    while (await unreadOn(backend) !== unread) {
      if (Date.now() > deadline) throw new Error(`process ${backend}: unread is not ${unread} within 2 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitFor(0, true);
  await waitFor(1, true);

  const read = await call('kanslist', 'GET', `Case/Get/${id}`, { backend: 0 });
  expect(read.status).toBe(200);
  await read.arrayBuffer();
  // The process that answered the read knows at once; the other within the notice.
  expect(await unreadOn(0)).toBe(false);
  await waitFor(1, false);

  const mark = await db.selectFrom('caseReads').select('readAt').where('caseId', '=', id).executeTakeFirstOrThrow();
  const again = await call('kanslist', 'GET', `Case/Get/${id}`, { backend: 1, headers: { 'if-none-match': read.headers.get('etag')! } });
  expect([again.status, again.headers.get('x-served-by')]).toEqual([304, '1']);
  expect((await db.selectFrom('caseReads').select('readAt').where('caseId', '=', id).executeTakeFirstOrThrow()).readAt).toEqual(mark.readAt);
});

it('issue 35, push: a reply taken by process A reaches a case stream on process B within 2 s, naming the case only', async () => {
  const { id } = await db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).where('status', '<', 3)
    .where('lockedByUserId', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
  // The ticket from process A, the stream on process B (a ticket opens a stream on any process).
  const ticket = await call('kansli-styrelse', 'POST', 'Case/Stream/Ticket', { backend: 0 });
  expect(ticket.status).toBe(201);
  const { ticket: value } = (await ticket.json()) as { ticket: string };
  const abort = new AbortController();
  const stream = await fetch(`http://127.0.0.1:${ports[1]}/api/Case/Stream?ticket=${value}`, { signal: abort.signal });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  let text = '';
  const heard = (async () => {
    while (!text.includes('event: cases')) {
      const { done, value: chunk } = await reader.read();
      if (done) return;
      text += new TextDecoder().decode(chunk);
    }
  })();
  const form = caseForm({ message: 'Svar från process A' });
  const started = Date.now();
  const reply = await call('kanslist', 'POST', `Message/${id}/Create`, { backend: 0, body: form.payload, headers: form.headers });
  expect(reply.status).toBe(201);
  await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 2000))]);
  const elapsed = Date.now() - started;
  abort.abort();
  expect(text).toContain('event: cases');
  expect(elapsed).toBeLessThan(2000);
  const data = JSON.parse(/data: (.*)\n/.exec(text.slice(text.indexOf('event: cases')))![1]) as { ids: string[]; version: string };
  expect(data.ids).toEqual([id]);
  expect(Object.keys(data).sort()).toEqual(['ids', 'version']);
});

it('a rolling restart in the middle of a burst of case creations: every 2xx is stored with its file, and no 5xx', async () => {
  const total = 40;
  const results: { status: number; id?: string; size: number; servedBy: string | null; started: number; ended: number }[] = [];
  let next = 0;
  let restarted: Promise<void> | undefined;
  let sigtermAt = Infinity;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      if (i === 10) {
        // The load balancer's side of a rolling restart: SIGTERM, the process drains and exits, a new one takes its port.
        restarted = (async () => {
          sigtermAt = performance.now();
          expect(await processes[1].stop('SIGTERM')).toBe(0);
          processes[1] = await startPortalProcess({ databaseUrl: databaseUrlFor(serverUrl, name), publicUrl: proxy.url, port: ports[1], env: processEnv });
        })();
      }
      const content = pdf(1_000_000 + i);
      const started = performance.now();
      const res = await createCase('medlem', [{ fileName: `bilaga-${i}.pdf`, content, contentType: 'application/pdf' }]);
      const id = res.status === 201 ? ((await res.json()) as CreatedCase).id : undefined;
      results.push({ status: res.status, id, size: content.length, servedBy: res.headers.get('x-served-by'), started, ended: performance.now() });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  await restarted;

  expect(proxy.failures).toEqual([]);
  expect(results.filter((r) => r.status >= 500)).toEqual([]);
  expect(results.map((r) => r.status)).toEqual(Array(total).fill(201));
  // The signal came while the stopping process was answering: it finished those before it exited.
  expect(results.filter((r) => r.servedBy === '1' && r.started < sigtermAt && r.ended > sigtermAt).length).toBeGreaterThan(0);
  for (const { id, size } of results) {
    const file = await db.selectFrom('files').innerJoin('blobs', 'blobs.sha256', 'files.blobSha256')
      .select(['files.id', 'blobs.size']).where('files.caseId', '=', id!).executeTakeFirst();
    expect({ id, size: Number(file?.size) }).toEqual({ id, size });
    const download = await call('medlem', 'GET', `Case/DownloadFile/${file!.id}`);
    expect((await download.arrayBuffer()).byteLength).toBe(size);
  }
}, 180_000);
