import type { AddressInfo } from 'node:net';
import type { ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from './helpers';
import { installRequestMetrics } from '../../server/metrics/metricsRoutes';
import { createPortalMetrics, type PortalMetrics } from '../../server/metrics/portalMetrics';
import { spendCpu } from './spendCpu';

/**
 * Issue 38: every request's CPU share ends, also where Fastify writes no answer: a stream, a request
 * hijacked in a hook (the sign-in provider's), a client that went away. One left open would take a
 * share of every later request's CPU, and the shares would no longer add up to the process's CPU.
 */
describe("a request's CPU share ends however the request ends", () => {
  let server: TestServer;
  let app: FastifyInstance;
  let metrics: PortalMetrics;
  let base: string;
  const streams: ServerResponse[] = [];
  const slowRoute = { done: Promise.resolve() };

  beforeAll(async () => {
    server = await startTestServer();
    metrics = createPortalMetrics({ db: server.db });
    app = Fastify({ forceCloseConnections: true });
    installRequestMetrics(app, metrics);
    app.addHook('onRequest', async (request, reply) => {
      if (request.url !== '/hooked') return;
      reply.hijack();
      await new Promise((resolve) => setTimeout(resolve, 5));
      spendCpu(20_000);
      reply.raw.end('ok');
    });
    app.get('/stream', async (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write('retry: 5000\n\n');
      streams.push(reply.raw);
    });
    app.get('/busy', async () => {
      spendCpu(20_000);
      return 'ok';
    });
    // An answer whose serialization costs CPU: Fastify writes it after the handler has returned.
    app.get('/costly', async () => ({ toJSON: () => { spendCpu(20_000); return { ok: true }; } }));
    app.get('/slow', async () => {
      slowRoute.done = new Promise((resolve) => setTimeout(resolve, 300));
      await slowRoute.done;
      return 'late';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.end();
    await app.close();
    await server.close();
  });

  const cpuOf = async (route: string) => {
    const { values } = await metrics.registry.getSingleMetric('portal_http_request_cpu_seconds_total')!.get();
    return values.find((value) => value.labels.route === route)?.value ?? 0;
  };
  const outside = async () => (await metrics.registry.getSingleMetric('portal_cpu_outside_requests_seconds_total')!.get()).values[0]!.value;
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('a stream counts until its handler has opened it: a request beside it has the whole CPU, and what is spent after is outside requests', async () => {
    const stream = await fetch(`${base}/stream`);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    expect(await cpuOf('/stream')).toBeGreaterThan(0);
    const busyBefore = await cpuOf('/busy');
    expect(await (await fetch(`${base}/busy`)).text()).toBe('ok');
    expect(await cpuOf('/busy') - busyBefore).toBeGreaterThanOrEqual(0.02);
    await settled();
    const before = await outside();
    spendCpu(30_000);
    expect(await outside() - before).toBeGreaterThanOrEqual(0.03);
    await stream.body?.cancel();
  });

  it('an answered request counts until its answer is written, not until its handler returns: its serialization is its own', async () => {
    const before = await cpuOf('/costly');
    expect(await (await fetch(`${base}/costly`)).json()).toEqual({ ok: true });
    await settled();
    expect(await cpuOf('/costly') - before).toBeGreaterThanOrEqual(0.02);
  });

  it('a request hijacked in a hook counts until its answer is written, under its route pattern (none: unmatched)', async () => {
    const before = await cpuOf('unmatched');
    expect(await (await fetch(`${base}/hooked`)).text()).toBe('ok');
    await settled();
    expect(await cpuOf('unmatched') - before).toBeGreaterThanOrEqual(0.02);
    const outsideBefore = await outside();
    spendCpu(30_000);
    expect(await outside() - outsideBefore).toBeGreaterThanOrEqual(0.03);
  });

  it('a request whose client went away counts under its route when the connection closes, though its handler runs on', async () => {
    const gone = new AbortController();
    const answer = fetch(`${base}/slow`, { signal: gone.signal }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    gone.abort();
    expect(await answer).toBe('aborted');
    await settled();
    expect(await cpuOf('/slow')).toBeGreaterThan(0);
    const before = await outside();
    spendCpu(30_000);
    expect(await outside() - before).toBeGreaterThanOrEqual(0.03);
    await slowRoute.done;
  });
});
