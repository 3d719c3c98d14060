import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, seedDatabase } from '../../server/db/seed';

/**
 * Issue 22: a client that disconnects (premature close) is logged once as what it is, at info,
 * with the request id and route, and never as an error beside the real 5xx lines.
 */
let server: TestServer;
let lines: Record<string, unknown>[] = [];
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined),
    log: { write: (line) => { lines.push(JSON.parse(line) as Record<string, unknown>); } },
    logRequests: true,
  });
  // A long compressed answer that is written slowly, so that the client can leave in its middle.
  // A stream: no serializer runs (issue 27 asks every /api route to name its answer).
  server.app.get('/api/test/slow', { schema: { response: { 200: { type: 'string' } } } }, async (_request, reply) => {
    let sent = 0;
    const body = new Readable({
      read() {
        sent += 1;
        if (sent > 200) { this.push(null); return; }
        setTimeout(() => this.push(`${'{"rad":"'.repeat(50)}${sent}\n`), 10);
      },
    });
    return reply.header('content-type', 'application/json').send(body);
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());
beforeEach(() => { lines = []; });

/** Sends the request's head and body, waits for `until` (the first bytes of the answer, or a time), then closes the socket. */
async function sendAndHangUp(head: string, body: Buffer, until: 'firstBytes' | number) {
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(body);
      const hangUp = () => { socket.destroy(); resolve(); };
      if (until === 'firstBytes') socket.once('data', hangUp);
      else setTimeout(hangUp, until);
    });
  });
  await new Promise((r) => setTimeout(r, 500));
}

const errors = () => lines.filter((l) => Number(l.level) >= 50);
const disconnects = () => lines.filter((l) => l.msg === 'client disconnected');

it('a client leaving in the middle of a compressed answer: one info line with request id and route, no error', async () => {
  await sendAndHangUp('GET /api/test/slow HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n', Buffer.alloc(0), 'firstBytes');
  expect(errors()).toEqual([]);
  expect(disconnects()).toEqual([expect.objectContaining({ level: 30, route: '/api/test/slow', method: 'GET', reqId: expect.stringMatching(/^[0-9a-f-]{36}$/) })]);
});

it('a client leaving in the middle of an upload: one info line, no error, nothing stored', async () => {
  const token = await server.tokenFor(demoAccounts.medlem.id);
  const before = await server.db.selectFrom('cases').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const boundary = 'avbruten';
  const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n{"caseType":"OTHER","title":"a","message":"b","associationId":null,"subCategory":null}\r\n`
    + `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${'x'.repeat(50_000)}`);
  await sendAndHangUp(`POST /api/Case/Create HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n`, part, 100);
  expect(errors()).toEqual([]);
  expect(disconnects()).toEqual([expect.objectContaining({ level: 30, route: '/api/Case/Create', method: 'POST', reqId: expect.any(String) })]);
  const after = await server.db.selectFrom('cases').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  expect(after.n).toBe(before.n);
});

it('an answer read to its end logs no disconnect', async () => {
  const res = await fetch(`http://127.0.0.1:${port}/api/test/slow`, { headers: { 'accept-encoding': 'gzip' } });
  await res.text();
  await new Promise((r) => setTimeout(r, 100));
  expect(disconnects()).toEqual([]);
  expect(errors()).toEqual([]);
});
