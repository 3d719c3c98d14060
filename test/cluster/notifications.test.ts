import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/db/database';
import { demoAccounts } from '../../server/db/seed';
import { startPortalProcess, startRoundRobinProxy, freePort, type PortalProcess, type RoundRobinProxy } from '../../scripts/lib/portalCluster';
import { caseForm } from '../server/casesMultipart';
import { databaseUrlFor, withAdmin } from '../server/testDatabase';
import { startSmtpPeer, type SmtpPeer } from '../server/smtpPeer';
import { signIn, type Portal } from './signIn';
import type { NotificationSettingsResponse } from '../../src/api/notificationTypes';

/**
 * Issue 24: two portal processes on one PostgreSQL deliver the outbox through pg-boss; each mail
 * reaches the SMTP peer once, whichever process wrote it and however the two race for the jobs.
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_mail_${process.pid}_${Date.now().toString(36)}`;

let processes: PortalProcess[];
let proxy: RoundRobinProxy;
let peer: SmtpPeer;
let db: Database;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  const databaseUrl = databaseUrlFor(serverUrl, name);
  peer = await startSmtpPeer();
  const ports = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy(ports);
  const env = { SMTP_URL: peer.url, MAIL_FROM: 'Medlemsportalen <no-reply@example.org>' };
  processes = await Promise.all(ports.map((port) => startPortalProcess({ databaseUrl, publicUrl: proxy.url, port, env })));
  const portal: Portal = { url: proxy.url, clientId: 'medlemsportal', apiScope: 'portal-api' };
  db = await openDatabase({ databaseUrl });
  for (const username of ['medlem', 'kanslist']) tokens[username] = (await signIn(portal, username)).token!;
}, 180_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all((processes ?? []).map((p) => p.stop('SIGKILL')));
  await peer?.close();
  await db?.destroy();
  await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
});

const call = (username: string, method: string, path: string, options: { backend?: number; body?: Buffer | string; headers?: Record<string, string> } = {}) =>
  fetch(`${proxy.url}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[username]}`, ...(options.backend !== undefined ? { 'x-backend': String(options.backend) } : {}), ...options.headers },
    body: typeof options.body === 'string' ? options.body : options.body ? new Uint8Array(options.body) : undefined,
  });

it('20 new cases written on both processes make 20 mails, each delivered once', async () => {
  const current = (await (await call('kanslist', 'GET', 'User/Notifications')).json()) as NotificationSettingsResponse;
  const saved = await call('kanslist', 'PUT', 'User/Notifications', { body: JSON.stringify({ ...current.settings, follows: ['secretariat'] }), headers: { 'content-type': 'application/json' } });
  expect(saved.status).toBe(200);

  const written: number[] = [];
  await Promise.all(Array.from({ length: 20 }, async (_, i) => {
    const form = caseForm({ caseType: 'COUNSELING', title: `Fråga ${randomBytes(3).toString('hex')}`, message: 'Hej!', subCategory: 'SALARY' });
    const res = await call('medlem', 'POST', 'Case/Create', { backend: i % 2, body: form.payload, headers: form.headers });
    if (res.status !== 201) throw new Error(`Case/Create ${res.status}; proxy: ${proxy.failures.join(', ')}\n${processes.map((p) => p.output().slice(-2000)).join('\n---\n')}`);
    written.push(Date.now());
  }));
  // The processes run on the real clock: a seeded case whose deadline is tomorrow may also be reminded of (issue 36); only the new-case mails count here.
  const newCaseMails = () => peer.received.filter((m) => m.subject === 'Nytt ärende i en lista du bevakar');
  const waitUntil = Date.now() + 30_000;
  while (newCaseMails().length < 20 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 3000)); // anything sent twice would arrive by now
  const mails = newCaseMails();
  expect(mails).toHaveLength(20);
  expect(new Set(peer.received.map((m) => m.headers['message-id'])).size).toBe(peer.received.length);
  const ids = new Set(mails.map((m) => m.headers['message-id']));
  expect(ids.size).toBe(20);
  const kanslistEmail = (await db.selectFrom('users').select('email').where('id', '=', demoAccounts.kanslist.id).executeTakeFirstOrThrow()).email;
  expect(new Set(mails.flatMap((m) => m.to))).toEqual(new Set([kanslistEmail]));
  const latest = Math.max(...written);
  const sorted = mails.map((m) => m.receivedAt - latest).sort((a, b) => a - b);
  process.stdout.write(`20 cases → 20 mails accepted by SMTP through pg-boss: the last ${sorted[19]} ms after the last answer\n`);
  const rows = await db.selectFrom('notificationOutbox').select(['state', 'attempts']).where('kind', '=', 'newCase').execute();
  expect(rows).toHaveLength(20);
  expect(rows.every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
  const { rows: jobs } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = 'notification-mail'`.execute(db);
  expect(jobs[0].n).toBeGreaterThanOrEqual(20);
}, 90_000);
