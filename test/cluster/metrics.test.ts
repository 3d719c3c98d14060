import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { enqueueNotification } from '../../server/notifications/outbox';
import { startQueue } from '../../server/notifications/queue';
import { startJobBoss } from '../../server/jobs/jobBoss';
import { mailboxTransport } from '../../server/notifications/transport';
import { startTestServer, type TestServer } from '../server/helpers';
import { testDatabaseUrlOf } from '../server/testDatabase';
import { scrape, TOKEN, valueOf } from '../server/metricsScrape';

/** Issue 38: what only a process on PostgreSQL can tell (the change feed, the pool, pg-boss's jobs). */
describe('metrics of a process on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ metrics: true, changeFeed: {}, env: { METRICS_TOKEN: TOKEN }, seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
  }, 120_000);
  afterAll(async () => { await server.close(); });
  const metrics = async () => (await scrape(server, `Bearer ${TOKEN}`)).body;

  it('tells the pool\'s connections in use, idle and waiting', async () => {
    await metrics();
    // A scrape's own queries may wait for a connection while it reads the pool, so only the series and the pool's size are sure.
    const text = await metrics();
    const series = (state: string) => valueOf(text, `portal_db_pool_connections{state="${state}"}`);
    expect(series('waiting')).toBeGreaterThanOrEqual(0);
    expect(series('in_use')).toBeGreaterThanOrEqual(0);
    expect(series('in_use')! + series('idle')!).toBeGreaterThanOrEqual(1);
  });

  it('tells the mail queue\'s jobs by state once pg-boss runs, and counts a delivered mail\'s job', async () => {
    expect(await metrics()).not.toContain('portal_queue_jobs{');
    const logged: string[] = [];
    const jobs = await startJobBoss(testDatabaseUrlOf(server.db)!, (line) => logged.push(line));
    const queue = await startQueue(server.db, mailboxTransport(server.db), {
      jobs, from: 'Min sida <no-reply@portal.test>', host: 'portal.test', publicUrl: 'http://portal.test',
      clock: () => new Date('2026-11-25T04:00:00Z'), // before the deadline reminders: this job is the only one
    });
    try {
      expect(valueOf(await metrics(), 'portal_queue_jobs{state="completed"}')).toBe(0);
      await server.db.transaction().execute((trx) => enqueueNotification(trx, {
        idempotencyKey: 'metrics-queue:1', kind: 'case_reply', recipientUserId: demoAccounts.medlem.id, subject: 'Ämne', text: 'Text', html: '<p>Text</p>',
      }));
      const deadline = Date.now() + 20_000;
      while ((valueOf(await metrics(), 'portal_queue_jobs{state="completed"}') ?? 0) < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(valueOf(await metrics(), 'portal_queue_jobs{state="completed"}')).toBe(1);
      expect(valueOf(await metrics(), 'portal_outbox_pending')).toBe(0);
    } finally {
      await queue.stop();
      await jobs.stop();
    }
    expect(logged).toEqual([]);
  });

  it('tells whether the change feed listens: 1, and 0 once its connection is gone', async () => {
    expect(valueOf(await metrics(), 'portal_change_feed_listening')).toBe(1);
    await server.changes!.close();
    expect(valueOf(await metrics(), 'portal_change_feed_listening')).toBe(0);
  });
});
