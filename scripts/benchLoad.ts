/**
 * A small load generator for the benches (issue 13): `connections` keep-alive connections over
 * loopback (raw sockets: it must cost far less than the server it loads, issue 26), each sending
 * its next GET as soon as the last answer is read, until `maxRequests`
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
  /** Requests sent in turn instead of path and headers alone (many users' polls, each with its own state). */
  variants?: { path: string; headers: Record<string, string> }[];
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
const net = require('node:net');
const { port, path, headers, connections, maxRequests, maxSeconds, variants } = workerData;
const ports = [].concat(port);
// The request's bytes, written once; each answer is read only as far as its status line and
// Content-Length, so the generator spends a fraction of what the server under test does.
const requestOf = (path, headers) => Buffer.from('GET ' + path + ' HTTP/1.1\\r\\nhost: 127.0.0.1\\r\\nconnection: keep-alive\\r\\n'
  + Object.entries(headers).map(([name, value]) => name + ': ' + value + '\\r\\n').join('') + '\\r\\n', 'latin1');
const requests = (variants || [{ path, headers }]).map((v) => requestOf(v.path, v.headers));
const HEADER_END = Buffer.from('\\r\\n\\r\\n');
const times = [];
const statuses = {};
let sent = 0;
const started = performance.now();
const deadline = started + maxSeconds * 1000;
const more = () => sent < maxRequests && performance.now() < deadline;

function connection(index) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: ports[index % ports.length] });
    socket.setNoDelay(true);
    let head = null; // bytes of an answer's head until it is complete
    let bodyLeft = 0;
    let t0 = 0;
    const next = () => {
      if (!more()) return socket.end(resolve);
      sent += 1;
      t0 = performance.now();
      socket.write(requests[sent % requests.length]);
    };
    const answered = (status) => {
      times.push(performance.now() - t0);
      statuses[status] = (statuses[status] || 0) + 1;
      next();
    };
    socket.on('data', (chunk) => {
      let at = 0;
      while (at < chunk.length) {
        if (bodyLeft > 0) {
          const taken = Math.min(bodyLeft, chunk.length - at);
          bodyLeft -= taken;
          at += taken;
          if (bodyLeft === 0) answered(head.status);
          continue;
        }
        const bytes = head && head.bytes ? Buffer.concat([head.bytes, chunk.subarray(at)]) : chunk.subarray(at);
        const end = bytes.indexOf(HEADER_END);
        if (end < 0) { head = { bytes: Buffer.from(bytes) }; return; }
        const text = bytes.toString('latin1', 0, end);
        if (/\\ntransfer-encoding:/i.test(text)) return reject(new Error('a chunked answer: the load generator reads only Content-Length'));
        const length = Number((/\\ncontent-length: *(\\d+)/i.exec(text) || [])[1] || 0);
        const status = text.slice(9, 12);
        const consumed = end + 4 - (head && head.bytes ? head.bytes.length : 0);
        head = { status };
        at += consumed;
        bodyLeft = length;
        if (bodyLeft === 0) answered(status);
      }
    });
    socket.on('error', reject);
    socket.on('connect', next);
  });
}

Promise.all(Array.from({ length: connections }, (_, index) => connection(index))).then(() => {
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
