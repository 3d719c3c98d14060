import Fastify, { type FastifyInstance } from 'fastify';
import { aroundEveryHandler } from '../../server/http/aroundHandlers';

/**
 * The one wrapper under the rolling restart's in-flight count and the metrics' CPU shares: `after`
 * runs once for every way a handler ends, and the handler's own way of answering is kept.
 */
let app: FastifyInstance;
let calls: string[];

beforeEach(async () => {
  calls = [];
  app = Fastify();
  aroundEveryHandler(app, {
    before: (request) => { calls.push(`before ${request.url}`); },
    after: (request, reply) => { calls.push(`after ${request.url} sent=${reply.sent}`); },
  });
  app.get('/sync-value', () => ({ answer: 'returned' }));
  app.get('/sync-send', (_request, reply) => { reply.send({ answer: 'sent' }); });
  app.get('/sync-throw', () => { throw new Error('sync'); });
  app.get('/async', async () => ({ answer: 'async' }));
  app.get('/async-throw', async () => { throw new Error('async'); });
  app.get('/hijacked', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.end('stream');
  });
  await app.ready();
});

afterEach(() => app.close());

test.each([
  ['/sync-value', 200, '{"answer":"returned"}'],
  ['/sync-send', 200, '{"answer":"sent"}'],
  ['/async', 200, '{"answer":"async"}'],
  ['/hijacked', 200, 'stream'],
])('a handler that ends by %s answers as without the wrapper, and after runs once', async (url, status, body) => {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(status);
  expect(response.body).toBe(body);
  expect(calls).toEqual([`before ${url}`, expect.stringMatching(new RegExp(`^after ${url} `))]);
});

test.each(['/sync-throw', '/async-throw'])('a handler that fails (%s) still runs after once, and its error is answered', async (url) => {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(500);
  expect(calls).toEqual([`before ${url}`, `after ${url} sent=false`]);
});

test('after sees a sync answer as sent, before the response ends', async () => {
  await app.inject('/sync-send');
  expect(calls[1]).toBe('after /sync-send sent=true');
});
