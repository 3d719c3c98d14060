import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { installInFlight } from '../../server/http/inFlight';

/**
 * Issue 38, a rolling restart: the database closes only once no request is at work, and
 * `app.close()` alone does not say so: it resolves when the connections have closed, while the
 * handler of a client that went away may still be running.
 */
let app: FastifyInstance;
let port: number;
let entered: () => void;
let release: () => void;

/** A gate the test opens; `started` resolves once a handler (or hook) is waiting at it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  const started = new Promise<void>((resolve) => { entered = resolve; });
  release = open;
  return { started, wait: () => { entered(); return opened; } };
}
let current = gate();

beforeEach(async () => {
  current = gate();
  app = Fastify();
  installInFlight(app);
  app.get('/slow', async () => {
    await current.wait();
    return { ok: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/failing', async () => {
    await current.wait();
    throw new Error('the database is gone');
  });
  app.get('/slow-hook', { onRequest: async () => { await current.wait(); } }, async () => ({ ok: true }));
  app.get('/failing-hook', { onRequest: async () => { await current.wait(); throw new Error('no session'); } }, async () => ({ ok: true }));
  app.get('/hijacked', async (request, reply) => {
    reply.hijack();
    const done = app.inFlight.hold(request);
    void current.wait().then(() => { done(); reply.raw.end(); });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterEach(async () => {
  release();
  await app.close();
});

/** Sends a GET and hangs up once the handler (or hook) is at its gate. */
async function leaveDuring(path: string) {
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      void current.started.then(() => { socket.destroy(); resolve(); });
    });
  });
}

const settles = (timeoutMs: number) => app.inFlight.idle(timeoutMs);

/** The request is still at work while its gate is shut (a moment after the client left), and no longer once it opens. */
async function countedUntilTheGateOpens() {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(settles(100)).resolves.toBe(false);
  release();
  await expect(settles(2000)).resolves.toBe(true);
}

it('with no request at work, idle at once', async () => {
  await expect(settles(0)).resolves.toBe(true);
  expect(app.inFlight.count).toBe(0);
});

it('an answered request is no longer at work', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/quick`);
  expect(response.status).toBe(200);
  await expect(settles(1000)).resolves.toBe(true);
});

it('a request whose client went away counts until its handler has ended, though the server has closed', async () => {
  await leaveDuring('/slow');
  await app.close();
  expect(app.inFlight.count).toBe(1);
  await countedUntilTheGateOpens();
});

it('a request whose client left during a hook counts until its handler, which still runs, has ended', async () => {
  await leaveDuring('/slow-hook');
  await countedUntilTheGateOpens();
});

it('a failing handler of a client that went away ends its count too', async () => {
  await leaveDuring('/failing');
  await countedUntilTheGateOpens();
});

it('a request whose hook failed after its client went away ends its count, though its handler never runs', async () => {
  await leaveDuring('/failing-hook');
  await countedUntilTheGateOpens();
});

it('a hijacked request counts while it is held, after its client went away and its handler returned', async () => {
  await leaveDuring('/hijacked');
  await countedUntilTheGateOpens();
});
