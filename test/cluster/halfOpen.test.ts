import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startPortalProcess, startRoundRobinProxy, freePort, type PortalProcess, type RoundRobinProxy } from '../../scripts/lib/portalCluster';
import { caseForm } from '../server/casesMultipart';
import { databaseUrlFor, withAdmin } from '../server/testDatabase';
import { signIn, signOut, type Portal } from './signIn';
import { startSilentRelay, type SilentRelay } from './silentRelay';
import type { CreatedCase } from '../../src/api/types';

/**
 * Issue 33: process B's listening connection goes half-open (a NAT or firewall forgets the flow:
 * the socket stays open, no bytes come). Within 10 s B must refuse a token revoked on A and list a
 * case created on A (server/db/changeFeed.ts: the heartbeat).
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `portal_half_open_${process.pid}_${Date.now().toString(36)}`;
const BUDGET_MS = 10_000;

let relay: SilentRelay;
const processes: PortalProcess[] = [];
let proxy: RoundRobinProxy;
let portal: Portal;

beforeAll(async () => {
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  const direct = databaseUrlFor(serverUrl, name);
  const server = new URL(serverUrl);
  relay = await startSilentRelay({ host: server.hostname, port: Number(server.port || 5432) });
  const throughRelay = new URL(direct);
  throughRelay.hostname = '127.0.0.1';
  throughRelay.port = String(relay.port);
  const ports = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy(ports);
  // A migrates and seeds; B, behind the relay, starts on the ready database.
  processes.push(await startPortalProcess({ databaseUrl: direct, publicUrl: proxy.url, port: ports[0] }));
  processes.push(await startPortalProcess({ databaseUrl: throughRelay.toString(), publicUrl: proxy.url, port: ports[1] }));
  portal = { url: proxy.url, clientId: 'medlemsportal', apiScope: 'portal-api' };
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await relay?.close();
  await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
});

const onB = { 'x-backend': '1' };
const onA = { 'x-backend': '0' };

/** Waits until the condition holds, at most until `since` + the budget. */
async function within(what: string, since: number, condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) {
    if (Date.now() - since > BUDGET_MS) throw new Error(`Not within ${BUDGET_MS} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('with B\'s listening link half-open, a token revoked on A is refused on B and a case created on A is listed on B within 10 s', async () => {
  const member = await signIn(portal, 'styrelse');
  const { token: kanslist } = await signIn(portal, 'kanslist');
  const { token: medlem } = await signIn(portal, 'medlem');
  const me = () => fetch(`${proxy.url}/api/User/Me`, { headers: { authorization: `Bearer ${member.token!}`, ...onB } });
  const list = async () => {
    const res = await fetch(`${proxy.url}/api/Case/GetAll?role=secretariat`, { headers: { authorization: `Bearer ${kanslist!}`, ...onB } });
    return res.text();
  };
  // B has found the token active and read the list: both kept while its feed tells of no change.
  expect((await me()).status).toBe(200);
  expect((await me()).status).toBe(200);
  await list();
  expect(relay.listening()).toBe(1);

  relay.silence();
  const since = Date.now();
  const title = `Tyst länk ${randomBytes(3).toString('hex')}`;
  expect(await signOut(portal, member, onA)).toBe(303);
  const form = caseForm({ caseType: 'COUNSELING', title, message: 'Hej!' }, []);
  const created = await fetch(`${proxy.url}/api/Case/Create`, {
    method: 'POST', headers: { authorization: `Bearer ${medlem!}`, ...form.headers, ...onA }, body: new Uint8Array(form.payload),
  });
  expect(created.status).toBe(201);
  expect(((await created.json()) as CreatedCase).title).toBe(title);
  // On A both show at once.
  expect((await fetch(`${proxy.url}/api/User/Me`, { headers: { authorization: `Bearer ${member.token!}`, ...onA } })).status).toBe(401);

  await within('B refuses the revoked token', since, async () => (await me()).status === 401);
  await within('B lists the new case', since, async () => (await list()).includes(title));
  // The relay never closed the silent socket: B noticed the silence itself.
  expect(processes[1].output()).toContain('Ändringsflödet: anslutningen bröts');
}, 120_000);
