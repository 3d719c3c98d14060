import { jest } from '@jest/globals';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { startQueue, QUEUE, STOP_WAIT_MS, WORKER_POLL_SECONDS } from '../../server/notifications/queue';
import { CREATE_QUEUE_TRIES, createQueueOnce, startJobBoss, type JobBoss } from '../../server/jobs/jobBoss';
import { startNotificationDelivery } from '../../server/notifications/delivery';
import type { ServerConfig } from '../../server/config';
import type { Deliverer } from '../../server/notifications/drainer';
import type { MailTransport, OutgoingMail } from '../../server/notifications/transport';
import { openDatabase, type Database } from '../../server/db/database';
import { newDatabaseFor } from './newDatabase';

/**
 * Issue 24, the mail queue of a process on PostgreSQL (startQueue) alone (issue 33: found by a
 * StrykerJS review of server/notifications/queue.ts): its relay moves a due outbox row into one
 * pg-boss job, composes the daily summaries and the deadline reminders by its clock, and logs what
 * fails; the worker delivers the job; processes take turns making the queue; stopping waits for
 * the mail in hand. The worker runs on the process's pg-boss (server/jobs/jobBoss.ts, whose own
 * tests are test/cluster/jobBoss.test.ts). Every failure the relay or pg-boss logs fails the
 * test it happens in (afterEach), unless the test expects it. Whatever a test starts is stopped
 * also when it fails (a pg-boss left running would go on into the tests run after it, e.g. the next
 * mutant's under StrykerJS); each test stands alone, as StrykerJS runs only the tests of a mutant.
 * The queue a test uses is started and stopped in that test (beforeEach and afterEach for the
 * tests of one process's queue), not once for the file: StrykerJS counts only what runs inside a
 * test as reached by it, so a mutant of startQueue run in a beforeAll was never tried against the
 * tests that look at what it started.
 */
const { databaseUrl, dbs } = newDatabaseFor('portal_mail_queue', 1);
const db = () => dbs()[0];

const dora = '0b3c6f8e-8888-4a4a-8a8a-000000000001';
const bo = '0b3c6f8e-8888-4a4a-8a8a-000000000002';
const caseId = '0b3c6f8e-8888-4a4a-8a8a-0000000000c1';
const sent: OutgoingMail[] = [];
/** The relay's answer comes when this is resolved: at once, but while a test of stopping holds it (answered after each test). */
let relayAnswers: Promise<void> = Promise.resolve();
let answerRelay = () => undefined as void;
const holdRelayAnswer = () => { relayAnswers = new Promise((resolve) => { answerRelay = resolve; }); };
/** When each mail was handed to the relay, by its outbox id. */
const sentAt = new Map<string, number>();
const transport: MailTransport = {
  send: async (mail) => { await relayAnswers; sent.push(mail); sentAt.set(mail.outboxId, Date.now()); }, close: () => undefined,
};
const logged: string[] = [];
/** 05:00 in Sweden: before the summaries and the reminders of the day. */
const early = new Date('2026-11-25T04:00:00Z');
/** The clock of the queue started for each test: early, unless the test moves it. */
let now = early;
/** The process's pg-boss, started for each test that starts a queue, and stopped after it; it logs into `logged`. */
let jobs: JobBoss | undefined;
const startJobs = async () => { jobs = await startJobBoss(databaseUrl, (line) => logged.push(line)); return jobs; };
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
});
const optionsOf = (boss: JobBoss) => ({ jobs: boss, publicUrl: 'http://portal.test', from: 'Min sida <no-reply@portal.test>', host: 'portal.test', intervalMs: 60_000 });

const user = (id: string, firstname: string) => db().insertInto('users').values({
  id, firstname, lastname: 'Test', email: `${firstname.toLowerCase()}@example.com`, username: null, passwordHash: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null,
}).execute();
const reply = (id: string, idempotencyKey: string, subject: string) => db().insertInto('notificationOutbox').values({
  id, idempotencyKey, kind: 'reply', recipientUserId: dora, address: 'dora@example.com', subject, textBody: 'Hej!', htmlBody: '<p>Hej!</p>',
}).execute();
const jobsFor = async (id: string) => (await sql<{ n: number }>`select count(*)::int as n from pgboss.job where name = ${QUEUE} and data->>'id' = ${id}`.execute(db())).rows[0].n;
const stateOf = async (id: string) => (await db().selectFrom('notificationOutbox').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
async function until(what: () => Promise<boolean>, ms = 5000) {
  for (const end = Date.now() + ms; !(await what());) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await user(dora, 'Dora');
  await user(bo, 'Bo');
  await db().insertInto('caseTypes').values({ type: 'QUEUE_TEST', title: 'Test', sortOrder: 99 }).execute();
  await db().insertInto('cases').values({
    id: caseId, title: 'Ärende', caseType: 'QUEUE_TEST', createdAt: new Date('2026-11-20T12:00:00Z'), updatedAt: new Date('2026-11-20T12:00:00Z'),
    ownerUserId: dora, createdByUserId: dora, associationId: null, workplaceId: null, lockedByUserId: null, deadline: '2026-11-26',
  }).execute();
  await db().insertInto('caseUsers').values({ caseId, userId: bo, isAdministrating: true }).execute();
});
afterEach(() => {
  answerRelay();
  relayAnswers = Promise.resolve();
  expect(logged.splice(0)).toEqual([]);
});

/** A pg-boss of the test's own, told apart from the queue's (application_name), so that no test of the queue's connections touches it. */
const testBoss = () => new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false, application_name: 'queue-test' });

/**
 * Ends the connections of pg-boss's that have idled in its pool for a moment (its worker looks for a
 * job every 2 s), and says how many. pg-boss reports such a loss (an 'error' event); a
 * connection lost in the middle of the worker's look for a job it lets pass without a word, so a
 * test of the report must not end that one.
 */
const endIdlePgbossConnections = async () => (await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
  where datname = current_database() and application_name = 'pgboss' and state = 'idle' and state_change < clock_timestamp() - interval '50 milliseconds'`.execute(db())).rows.length;
/** A mail written now goes out through the queue. */
async function mailGoesOut(deliverer: Deliverer, id: string, idempotencyKey: string) {
  await reply(id, idempotencyKey, 'Efter avbrottet');
  await deliverer.runOnce();
  await until(async () => (await stateOf(id)) === 'sent');
}

describe("one process's queue, started for each test with the test's clock and log", () => {
  let queue: Deliverer;
  beforeEach(async () => {
    now = early;
    queue = await startQueue(db(), transport, { ...optionsOf(await startJobs()), clock: () => now, log: (line) => logged.push(line) });
    await queue.runOnce(); // the relay's first pass is over before the test writes its rows
  });
  // Run before the file's afterEach, which reads the log: what stopping logs is read too.
  afterEach(async () => {
    answerRelay();
    await queue.stop(); // does nothing when the test has stopped it
  });

  it('a due mail becomes one job, the worker delivers it, and it is never queued again', async () => {
    const id = '0b3c6f8e-8888-4a4a-8a8a-0000000000a1';
    await db().insertInto('notificationOutbox').values({
      id, idempotencyKey: 'queue:1', kind: 'reply', recipientUserId: dora, address: 'dora@example.com', subject: 'Genom kön', textBody: 'Hej!', htmlBody: '<p>Hej!</p>',
    }).execute();
    await queue.runOnce();
    await queue.runOnce(); // before the worker has taken the job, most likely
    await until(async () => (await stateOf(id)) === 'sent');
    await queue.runOnce();
    expect(await jobsFor(id)).toBe(1);
    expect(sent.filter((m) => m.outboxId === id).map((m) => [m.to, m.subject])).toEqual([['dora@example.com', 'Genom kön']]);
  });

  it("the relay composes the daily summary and the deadline reminders when its clock says it is time, not before", async () => {
    await db().insertInto('notificationOutbox').values({
      id: '0b3c6f8e-8888-4a4a-8a8a-0000000000a2', idempotencyKey: 'queue:held', kind: 'newCase', recipientUserId: dora, address: 'dora@example.com', caseId,
      subject: 'Nytt ärende', textBody: 'Hej!', htmlBody: '<p>Hej!</p>', state: 'held', createdAt: new Date('2026-11-24T12:00:00Z'),
    }).execute();
    const written = () => db().selectFrom('notificationOutbox').select(['recipientUserId', 'kind']).where('kind', 'in', ['summary', 'deadline']).orderBy('kind').execute();
    await queue.runOnce();
    expect(await written()).toEqual([]);
    now = new Date('2026-11-25T07:00:00Z'); // 08:00 in Sweden, the day before the deadline
    await queue.runOnce();
    expect(await written()).toEqual([{ recipientUserId: bo, kind: 'deadline' }, { recipientUserId: dora, kind: 'summary' }]);
  });

  it('a relay pass that fails after writing a job leaves no job behind: the job and the row\'s queued mark commit together', async () => {
    const id = '0b3c6f8e-8888-4a4a-8a8a-0000000000a4';
    await db().insertInto('notificationOutbox').values({
      id, idempotencyKey: 'queue:rolled-back', kind: 'reply', recipientUserId: dora, address: 'dora@example.com', subject: 'Tillbaka', textBody: 'Hej!', htmlBody: '<p>Hej!</p>',
    }).execute();
    // The row's queued mark, written after its job in the relay's transaction, fails once.
    await sql`create function refuse_queued_mark() returns trigger language plpgsql as $$
      begin raise exception 'queued mark refused'; end $$`.execute(db());
    await sql.raw(`create trigger refuse_queued_mark before update of queued_at on notification_outbox
      for each row when (new.subject = 'Tillbaka') execute function refuse_queued_mark()`).execute(db());
    // The relay also runs by itself soon after a write, so a pass of its own may fail the same way.
    const refused = 'E-postkön: queued mark refused';
    try {
      await queue.runOnce();
      expect(logged).toContain(refused);
      await new Promise((resolve) => setTimeout(resolve, 2500)); // the worker looks by itself every 2 s
      expect([await jobsFor(id), await stateOf(id), sent.filter((m) => m.outboxId === id).length]).toEqual([0, 'pending', 0]);
    } finally {
      await sql`drop trigger refuse_queued_mark on notification_outbox`.execute(db());
      await sql`drop function refuse_queued_mark()`.execute(db());
    }
    await queue.runOnce();
    await until(async () => (await stateOf(id)) === 'sent');
    expect([await jobsFor(id), sent.filter((m) => m.outboxId === id).length]).toEqual([1, 1]);
    expect(logged.splice(0).filter((line) => line !== refused)).toEqual([]);
  });

  it('pg-boss never retries a mail\'s job itself (the relay does), and takes a job as lost after two minutes', async () => {
    const boss = testBoss();
    await boss.start();
    try {
      expect(await boss.getQueue(QUEUE)).toMatchObject({ retryLimit: 0, expireInSeconds: 120 });
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('a failed pass of the relay is logged, once per pass, and the next pass goes on', async () => {
    const at = now;
    now = new Date(Number.NaN);
    await queue.runOnce();
    now = at;
    expect(logged.splice(0)).toEqual(['E-postkön: Invalid time value']);
    await queue.runOnce();
  });

  it("a lost connection of the process's pg-boss is logged, and the queue goes on", async () => {
    await until(async () => (await endIdlePgbossConnections()) > 0);
    await until(async () => logged.length > 0);
    await mailGoesOut(queue, '0b3c6f8e-8888-4a4a-8a8a-0000000000a9', 'queue:after-loss');
    // Read after the mail: each connection ended is reported on its own, not always at once.
    expect(logged.splice(0).every((line) => line.startsWith('Jobbkön: ') || line.startsWith('E-postkön: '))).toBe(true);
  });

  it('the relay wakes its worker: a mail it queued right after another has gone out is sent well before the worker would look by itself (every 2 s)', async () => {
    const first = '0b3c6f8e-8888-4a4a-8a8a-0000000000a6';
    const second = '0b3c6f8e-8888-4a4a-8a8a-0000000000a7';
    await reply(first, 'queue:poll-1', 'Först');
    await queue.runOnce();
    await until(async () => sentAt.has(first));
    // The worker has just looked (and found the first); without the relay's wake-up the second job
    // would wait for its next look, WORKER_POLL_SECONDS later (at 0.5 s before issue 38: 0.45 s).
    await reply(second, 'queue:poll-2', 'Sedan');
    await queue.runOnce();
    const queuedAt = Date.now();
    await until(async () => sentAt.has(second));
    expect(WORKER_POLL_SECONDS).toBe(2);
    expect(sentAt.get(second)! - queuedAt).toBeLessThan(1000);
  });

  it('a burst of 120 due mails goes out in one pass of the relay and its follow-ups, each mail sent once, not one per look of the worker', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `0b3c6f8e-8888-4a4a-8a8b-${String(i).padStart(12, '0')}`);
    await db().insertInto('notificationOutbox').values(ids.map((id, i) => ({
      id, idempotencyKey: `queue:burst-${i}`, kind: 'reply' as const, recipientUserId: dora, address: 'dora@example.com', subject: `Skur ${i}`, textBody: 'Hej!', htmlBody: '<p>Hej!</p>',
    }))).execute();
    const started = Date.now();
    await queue.runOnce(); // the test's interval is a minute: the rest of the burst comes from the relay's own follow-ups
    await until(async () => ids.every((id) => sentAt.has(id)), 20_000);
    const took = Date.now() - started;
    expect(sent.filter((m) => ids.includes(m.outboxId))).toHaveLength(120);
    // One look every 2 s would take four minutes; a pass of 50 a minute, two.
    expect(took).toBeLessThan(15_000);
  }, 30_000);

  it('stopping the queue waits for the mail in hand', async () => {
    const id = '0b3c6f8e-8888-4a4a-8a8a-0000000000a3';
    await db().insertInto('notificationOutbox').values({
      id, idempotencyKey: 'queue:in-hand', kind: 'reply', recipientUserId: dora, address: 'dora@example.com', subject: 'I handen', textBody: 'Hej!', htmlBody: '<p>Hej!</p>',
    }).execute();
    holdRelayAnswer();
    await queue.runOnce();
    await until(async () => (await stateOf(id)) === 'sending');
    setTimeout(() => answerRelay(), 500);
    await queue.stop();
    expect(await stateOf(id)).toBe('sent');
  });
});

it('without a clock of its own, the relay goes by the time of day', async () => {
  const own: string[] = [];
  const plain = await startQueue(db(), transport, { ...optionsOf(await startJobs()), log: (line) => own.push(line) });
  try {
    await plain.runOnce();
    expect(own).toEqual([]);
  } finally {
    await plain.stop();
  }
});

describe('processes making the queue take turns (createQueueOnce)', () => {
  const lock = (name: string) => sql`select pg_advisory_lock(hashtext(${`pgboss.create_queue:${name}`}))`;
  const unlock = (name: string) => sql`select pg_advisory_unlock(hashtext(${`pgboss.create_queue:${name}`}))`;
  let boss: PgBoss;
  /** Another process's connection (a session of its own). */
  let otherProcess: Database;
  beforeAll(async () => {
    boss = testBoss();
    await boss.start();
    otherProcess = await openDatabase({ databaseUrl });
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
    await otherProcess.destroy();
  });

  it('one waits while another makes the queue, then finds it made', async () => {
    await otherProcess.connection().execute(async (other) => {
      await lock('turns').execute(other);
      let done = false;
      const making = createQueueOnce(db(), boss, 'turns', { retryLimit: 0 }).then(() => { done = true; });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([done, await boss.getQueue('turns')]).toEqual([false, null]);
      await unlock('turns').execute(other);
      await making;
    });
    expect(await boss.getQueue('turns')).toMatchObject({ name: 'turns', retryLimit: 0 });
  });

  /** pg-boss as it answers when PostgreSQL ends a deadlock by failing its create_queue (`failures` times), then as itself. */
  const deadlocking = (failures: number, code = '40P01') => {
    const createQueue = jest.fn(async (...args: Parameters<PgBoss['createQueue']>) => {
      if (createQueue.mock.calls.length <= failures) throw Object.assign(new Error('deadlock detected'), { code });
      return boss.createQueue(...args);
    });
    return { boss: new Proxy(boss, { get: (target, key) => (key === 'createQueue' ? createQueue : Reflect.get(target, key)) }), createQueue };
  };

  it(`a queue whose making a deadlock failed is made on the next try (at most ${CREATE_QUEUE_TRIES})`, async () => {
    const failing = deadlocking(CREATE_QUEUE_TRIES - 1);
    await createQueueOnce(db(), failing.boss, 'after-deadlock', { retryLimit: 0 });
    expect(failing.createQueue).toHaveBeenCalledTimes(CREATE_QUEUE_TRIES);
    expect(await boss.getQueue('after-deadlock')).toMatchObject({ name: 'after-deadlock' });
  });

  it('a deadlock on every try, or another failure at once, fails the start', async () => {
    const always = deadlocking(CREATE_QUEUE_TRIES);
    await expect(createQueueOnce(db(), always.boss, 'deadlocked', { retryLimit: 0 })).rejects.toMatchObject({ code: '40P01' });
    expect(always.createQueue).toHaveBeenCalledTimes(CREATE_QUEUE_TRIES);
    const other = deadlocking(1, '42501');
    await expect(createQueueOnce(db(), other.boss, 'refused', { retryLimit: 0 })).rejects.toMatchObject({ code: '42501' });
    expect(other.createQueue).toHaveBeenCalledTimes(1);
    expect([await boss.getQueue('deadlocked'), await boss.getQueue('refused')]).toEqual([null, null]);
  });

  it('the turn is given up at once when the queue is made, for the next process, and no lock is left behind', async () => {
    await createQueueOnce(db(), boss, 'released', { retryLimit: 0 });
    const locks = await sql<{ n: number }>`select count(*)::int as n from pg_locks
      where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`.execute(otherProcess);
    expect(locks.rows[0].n).toBe(0);
    await otherProcess.connection().execute(async (other) => {
      const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(hashtext(${'pgboss.create_queue:released'})) as taken`.execute(other);
      expect(rows[0].taken).toBe(true);
      await unlock('released').execute(other);
    });
  });
});

it("a start that fails (the queue cannot be made) fails before its worker starts: no mail's job is taken", async () => {
  const boss = await startJobs();
  // The portal's database refuses the connection the queue is made on (pg-boss's own pool works).
  const refusing = new Proxy(db(), {
    get: (target, key) => (key === 'connection' ? () => { throw new Error('no connection'); } : Reflect.get(target, key)),
  }) as Database;
  const started = startQueue(refusing, transport, optionsOf(boss));
  await expect(started.then((deliverer) => deliverer.stop())).rejects.toThrow('no connection');
  const id = (await boss.boss.send(QUEUE, { id: '0b3c6f8e-8888-4a4a-8a8a-0000000000ab' }))!;
  await new Promise((resolve) => setTimeout(resolve, (WORKER_POLL_SECONDS + 0.5) * 1000));
  expect((await boss.boss.getJobById(QUEUE, id))?.state).toBe('created');
  await sql`delete from pgboss.job where id = ${id}`.execute(db());
});

it("with DATABASE_URL the configuration's delivery is this queue: a mail written goes out through one job, with the public host's Message-ID", async () => {
  const id = '0b3c6f8e-8888-4a4a-8a8a-0000000000a5';
  await db().insertInto('notificationOutbox').values({
    id, idempotencyKey: 'queue:configured', kind: 'reply', recipientUserId: dora, address: 'dora@example.com', subject: 'Genom konfigurationen', textBody: 'Hej!', htmlBody: '<p>Hej!</p>',
  }).execute();
  const lines: string[] = [];
  const config = { databaseUrl, publicUrl: 'http://portal.test', mailFrom: 'Min sida <no-reply@portal.test>' } as ServerConfig;
  const boss = await startJobs();
  const delivery = await startNotificationDelivery(db(), config, (line) => lines.push(line), boss);
  try {
    await delivery.runOnce();
    await until(async () => (await stateOf(id)) === 'sent');
    expect(await jobsFor(id)).toBe(1);
    const kept = await db().selectFrom('notificationMailbox').select(['recipient', 'headers']).where('outboxId', '=', id).execute();
    expect(kept.map((m) => [m.recipient, (m.headers as Record<string, string>)['Message-ID']])).toEqual([['dora@example.com', expect.stringMatching(/@portal\.test>$/)]]);
  } finally {
    await delivery.stop();
  }
  expect(lines).toEqual([]);
});

it('without the process\'s pg-boss the configuration\'s delivery is the loop of one process (the embedded database\'s), not a queue', async () => {
  const id = '0b3c6f8e-8888-4a4a-8a8a-0000000000ac';
  await reply(id, 'queue:loop', 'Genom slingan');
  const config = { publicUrl: 'http://portal.test', mailFrom: 'Min sida <no-reply@portal.test>' } as ServerConfig;
  const delivery = await startNotificationDelivery(db(), config, () => undefined);
  try {
    await delivery.runOnce();
    expect([await stateOf(id), await jobsFor(id)]).toEqual(['sent', 0]);
  } finally {
    await delivery.stop();
  }
});

it('stopping the queue waits at most ten seconds for the mail in hand', async () => {
  const id = '0b3c6f8e-8888-4a4a-8a8a-0000000000a8';
  await reply(id, 'queue:stuck', 'Fastnad');
  holdRelayAnswer();
  expect(STOP_WAIT_MS).toBe(10_000);
  const stuck = await startQueue(db(), transport, optionsOf(await startJobs()));
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    await stuck.runOnce();
    await until(async () => (await stateOf(id)) === 'sending');
    stopping = stuck.stop();
    const stopped = await Promise.race([stopping.then(() => 'stopped'), new Promise((resolve) => { timer = setTimeout(() => resolve('still waiting'), 12_000); })]);
    expect(stopped).toBe('stopped');
  } finally {
    clearTimeout(timer);
    answerRelay();
    await (stopping ?? stuck.stop());
  }
}, 20_000);
