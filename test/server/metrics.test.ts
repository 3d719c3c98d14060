import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { enqueueNotification } from '../../server/notifications/outbox';
import { loadConfig } from '../../server/config';
import { requestIdFrom } from '../../server/http/requestLog';
import { scrape, TOKEN, valueOf } from './metricsScrape';
import { spendCpu } from './spendCpu';
import type { AddressInfo } from 'node:net';
import { startMetricsServer } from '../../server/metrics/metricsRoutes';
import { createPortalMetrics } from '../../server/metrics/portalMetrics';

const seed = async (db: TestServer['db']) => { await seedDatabase(db, { volume: 'small' }); };

describe('metrics for a Prometheus (issue 38)', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ seed, metrics: true, env: { METRICS_TOKEN: TOKEN } }); }, 120_000);
  afterAll(async () => { await server.close(); });

  it('/metrics is not public: without the token 401 with a Bearer challenge, with another token 401, with the token 200 in the text format', async () => {
    const none = await scrape(server);
    expect([none.statusCode, none.headers['www-authenticate']]).toEqual([401, 'Bearer realm="Medlemsportalen"']);
    expect((await scrape(server, 'Bearer metrics-secret-012345678X')).statusCode).toBe(401);
    expect((await scrape(server, TOKEN)).statusCode).toBe(401);
    const ok = await scrape(server, `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('without a configured token there is no /metrics on the portal port', async () => {
    const plain = await startTestServer({ metrics: true });
    try {
      expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts each answered request in a duration histogram by route pattern, method and status', async () => {
    const missing = randomUUID();
    await server.app.inject({ method: 'GET', url: `/api/Case/Get/${missing}`, headers: await server.as(demoAccounts.medlem.id) });
    await server.app.inject({ method: 'GET', url: `/api/Case/Get/${missing}`, headers: await server.as(demoAccounts.medlem.id) });
    const text = (await scrape(server, `Bearer ${TOKEN}`)).body;
    expect(valueOf(text, 'portal_http_request_duration_seconds_count{route="/api/Case/Get/:id",method="GET",status="404"}')).toBe(2);
    expect(valueOf(text, 'portal_http_request_duration_seconds_bucket{le="10",route="/api/Case/Get/:id",method="GET",status="404"}')).toBe(2);
  });

  it("counts each request's share of the process's CPU by route pattern and method, and the CPU outside requests: together the process's CPU", async () => {
    const cpuSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('portal_http_request_cpu_seconds_total{'))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    const accounted = (text: string) => cpuSeries(text) + valueOf(text, 'portal_cpu_outside_requests_seconds_total')!;
    const before = (await scrape(server, `Bearer ${TOKEN}`)).body;
    const kanslist = await server.as(demoAccounts.kanslist.id);
    for (let n = 0; n < 20; n += 1) await server.app.inject({ method: 'GET', url: '/api/Members/Search?text=an', headers: kanslist });
    spendCpu(40_000); // outside any request
    const after = (await scrape(server, `Bearer ${TOKEN}`)).body;
    const series = 'portal_http_request_cpu_seconds_total{route="/api/Members/Search",method="GET"}';
    expect(valueOf(after, series)! - (valueOf(before, series) ?? 0)).toBeGreaterThan(0);
    expect(valueOf(after, 'portal_cpu_outside_requests_seconds_total')! - valueOf(before, 'portal_cpu_outside_requests_seconds_total')!).toBeGreaterThan(0.02);
    const processSpent = valueOf(after, 'process_cpu_seconds_total')! - valueOf(before, 'process_cpu_seconds_total')!;
    expect(Math.abs(accounted(after) - accounted(before) - processSpent)).toBeLessThan(0.02);
  });

  it('METRICS_PORT: a listener of its own serves the same text without a token, on the host it is given, never cached, and /metrics only', async () => {
    const listener = await startMetricsServer(createPortalMetrics({ db: server.db }), 0, '127.0.0.1');
    try {
      const address = listener.server.address() as AddressInfo;
      expect(address.address).toBe('127.0.0.1');
      const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(valueOf(await answer.text(), 'portal_outbox_pending')).toBe(0);
      expect((await fetch(`http://127.0.0.1:${address.port}/api/Case/List`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it('tells the process: resident memory, heap and event-loop lag', async () => {
    const text = (await scrape(server, `Bearer ${TOKEN}`)).body;
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  it('tells the outbox: mails waiting and the age of the oldest', async () => {
    const before = (await scrape(server, `Bearer ${TOKEN}`)).body;
    expect(valueOf(before, 'portal_outbox_pending')).toBe(0);
    expect(valueOf(before, 'portal_outbox_oldest_pending_age_seconds')).toBe(0);
    await server.db.transaction().execute(async (trx) => {
      for (const n of [1, 2]) {
        await enqueueNotification(trx, { idempotencyKey: `metrics-test:${n}`, kind: 'case_reply', recipientUserId: demoAccounts.medlem.id, subject: 'Ämne', text: 'Text', html: '<p>Text</p>' });
      }
    });
    await server.db.updateTable('notificationOutbox').set({ createdAt: new Date(Date.now() - 90_000) }).where('idempotencyKey', '=', 'metrics-test:1').execute();
    const after = (await scrape(server, `Bearer ${TOKEN}`)).body;
    expect(valueOf(after, 'portal_outbox_pending')).toBe(2);
    expect(valueOf(after, 'portal_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89);
    await server.db.deleteFrom('notificationOutbox').where('idempotencyKey', 'like', 'metrics-test:%').execute();
  });

  it('never names a person, a case or a search term in a label', async () => {
    const caseId = randomUUID();
    const term = 'hemligsökterm';
    const kanslist = await server.as(demoAccounts.kanslist.id);
    await server.app.inject({ method: 'GET', url: `/api/Case/Get/${caseId}`, headers: kanslist });
    await server.app.inject({ method: 'GET', url: `/api/Members/Search?text=${encodeURIComponent(term)}`, headers: kanslist });
    await server.app.inject({ method: 'GET', url: `/api/Search/${encodeURIComponent(term)}`, headers: kanslist });
    await server.app.inject({ method: 'GET', url: `/api/Members/${demoAccounts.medlem.id}/Get`, headers: kanslist });
    await server.app.inject({ method: 'GET', url: `/no/such/${caseId}` });
    const text = (await scrape(server, `Bearer ${TOKEN}`)).body;
    for (const secret of [caseId, term, encodeURIComponent(term), demoAccounts.medlem.id, demoAccounts.kanslist.id, 'medlem', 'kanslist']) {
      expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(text).toContain('route="/api/Members/:id/Get"');
    expect(text).toContain('route="unmatched"');
  });
});

describe('the metrics configuration (issue 38)', () => {
  it('a METRICS_TOKEN shorter than 16 characters stops the start with one line', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
  });

  it('METRICS_PORT must be a port number', () => {
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow('METRICS_PORT');
  });
});

describe('one request id across processes (issue 38)', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.close(); });

  it('keeps the X-Request-Id a proxy or another process sent when it is a plain token, and answers with it', async () => {
    const id = randomUUID();
    const res = await server.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
  });

  it('makes a new id for a missing, overlong or unsafe one', async () => {
    for (const sent of [undefined, 'x'.repeat(65), 'short', 'two words here', 'line\\nbreak', '<script>']) {
      const res = await server.app.inject({ method: 'GET', url: '/health/live', headers: sent === undefined ? {} : { 'x-request-id': sent } });
      expect({ sent, kept: res.headers['x-request-id'] === sent }).toEqual({ sent, kept: false });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFrom(['a1b2c3d4e5', 'f6g7h8i9j0'])).toBeUndefined();
  });
});
