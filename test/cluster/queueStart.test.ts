import { sql } from 'kysely';
import { startQueue } from '../../server/notifications/queue';
import { startJobBoss } from '../../server/jobs/jobBoss';
import { mailboxTransport } from '../../server/notifications/transport';
import type { Deliverer } from '../../server/notifications/drainer';
import { newDatabaseFor } from './newDatabase';

/** Processes deployed together start their mail queues at the same moment on a new database. */
const { databaseUrl, dbs: connections } = newDatabaseFor('portal_queue_start', 4);

it('four processes starting their pg-boss and mail queue at once all start, and make one queue', async () => {
  const options = { publicUrl: 'http://localhost', from: 'Min sida <no-reply@example.org>', host: 'localhost', intervalMs: 60_000 };
  const bosses = await Promise.allSettled(connections().map(() => startJobBoss(databaseUrl, () => undefined)));
  const jobs = bosses.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const started = await Promise.allSettled(connections().slice(0, jobs.length).map((db, i) => startQueue(db, mailboxTransport(db), { ...options, jobs: jobs[i] })));
  const deliverers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  await Promise.all(deliverers.map((deliverer: Deliverer) => deliverer.stop()));
  await Promise.all(jobs.map((boss) => boss.stop()));
  expect(bosses.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
  expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name = 'notification-mail'`.execute(connections()[0]);
  expect(rows[0].n).toBe(1);
});
