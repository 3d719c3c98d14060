/**
 * A small load generator for the benches (issue 13): `connections` keep-alive connections over
 * loopback, each sending its next GET as soon as the last answer is read, until `maxRequests`
 * answers or `maxSeconds` have passed, whichever comes first. It runs in a worker thread so that
 * the server under test has the main thread's event loop to itself.
 */
import { Worker } from 'node:worker_threads';
import { percentile } from './benchMeasurement';

export interface LoadOptions {
  /** One port, or several: the connections are spread over them in turn (a client-side balancer). */
  port: number | number[];
  path: string;
  headers: Record<string, string>;
  connections: number;
  maxRequests: number;
  maxSeconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  /** How many answers had each status. */
  statuses: Record<string, number>;
}

const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, path, headers, connections, maxRequests, maxSeconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const times = [];
const statuses = {};
let sent = 0;
const started = performance.now();
const deadline = started + maxSeconds * 1000;
const ports = [].concat(port);
function one(port) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        times.push(performance.now() - t0);
        statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1;
        resolve();
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}
async function loop(connection) {
  while (sent < maxRequests && performance.now() < deadline) {
    sent += 1;
    await one(ports[connection % ports.length]);
  }
}
Promise.all(Array.from({ length: connections }, (_, connection) => loop(connection))).then(() => {
  agent.destroy();
  parentPort.postMessage({ times, statuses, seconds: (performance.now() - started) / 1000 });
}, (error) => parentPort.postMessage({ error: String(error) }));
`;

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, { eval: true, workerData: options });
    worker.once('message', (message: { times: number[]; statuses: Record<string, number>; seconds: number } | { error: string }) => {
      void worker.terminate();
      if ('error' in message) {
        reject(new Error(message.error));
        return;
      }
      const times = [...message.times].sort((a, b) => a - b);
      resolve({
        requests: times.length,
        seconds: message.seconds,
        perSecond: times.length / message.seconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        statuses: message.statuses,
      });
    });
    worker.once('error', reject);
  });
}
