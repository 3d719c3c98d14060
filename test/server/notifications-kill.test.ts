import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { migrate, openDatabase } from '../../server/db/database';
import { startSmtpPeer, type SmtpPeer } from './smtpPeer';

/**
 * Issue 24: a deliverer killed with SIGKILL in the middle of a delivery (the SMTP peer has the
 * mail's data and has not answered yet) loses no mail: this peer drops the unanswered mail with the
 * connection, and the next process sends it, once, with the others. A real relay may instead keep
 * what it had up to the final dot; then the retry is a second copy with the same Message-ID
 * (issue 33, README "Mail"; notifications-relay.test.ts checks that the Message-ID is stable).
 * The embedded database on disk, a real SMTP server (`smtp-server`), real processes.
 */
const MAILS = 5;
let dataDir: string;
let peer: SmtpPeer;
const children: ChildProcess[] = [];
let midDelivery: () => void;
const heldOnce = new Promise<void>((resolve) => { midDelivery = resolve; });
let holding = true;

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/notificationWorker.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, SMTP_URL: peer.url }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); if (output.includes('ready')) resolve(child); });
    child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
}
const killed = (child: ChildProcess, signal: NodeJS.Signals) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) { resolve(); return; }
  child.once('exit', () => resolve());
  child.kill(signal);
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-kill-'));
  peer = await startSmtpPeer({
    onData: () => {
      if (!holding) return true;
      holding = false;
      midDelivery();
      return false; // never answered: the sender is killed while it waits
    },
  });
  const db = await openDatabase({ dataDir });
  await migrate(db);
  const userId = randomUUID();
  await db.insertInto('users').values({ id: userId, firstname: 'Test', lastname: 'Person', email: 'person@example.org', username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
  for (let i = 0; i < MAILS; i++) {
    await db.insertInto('notificationOutbox').values({
      id: randomUUID(), idempotencyKey: `kill-test:${i}:${userId}`, kind: 'reply', recipientUserId: userId, address: 'person@example.org',
      subject: `Mejl ${i}`, textBody: `Mejl ${i}`, htmlBody: `<p>Mejl ${i}</p>`, nextAttemptAt: new Date(Date.now() + i),
    }).execute();
  }
  await db.destroy();
}, 60_000);

afterAll(async () => {
  for (const child of children) await killed(child, 'SIGKILL');
  await peer.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('SIGKILL mid-delivery: no mail lost, none sent twice', async () => {
  const first = await startWorker();
  first.removeAllListeners('exit');
  await heldOnce;
  await killed(first, 'SIGKILL');
  expect(peer.received).toHaveLength(0);

  const second = await startWorker();
  second.removeAllListeners('exit');
  await peer.waitFor(MAILS, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // a duplicate would arrive by now
  await killed(second, 'SIGKILL');

  expect(peer.unfinished).toBe(1);
  const subjects = peer.received.map((m) => m.subject).sort();
  expect(subjects).toEqual(Array.from({ length: MAILS }, (_, i) => `Mejl ${i}`));
  const db = await openDatabase({ dataDir });
  try {
    const rows = await db.selectFrom('notificationOutbox').select(['subject', 'state', 'attempts']).orderBy('subject').execute();
    expect(rows.map((r) => r.state)).toEqual(Array(MAILS).fill('sent'));
    expect(rows.map((r) => r.attempts)).toEqual([2, ...Array(MAILS - 1).fill(1)]);
  } finally {
    await db.destroy();
  }
}, 90_000);
