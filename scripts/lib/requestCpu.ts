/**
 * What portal processes say of their own CPU on /metrics (server/metrics/cpuShare.ts): the CPU their
 * requests' shares add up to and how many requests, leaving out the scrapes and the health checks
 * (a load balancer's, not the load's), and the CPU spent with no request in flight.
 */
export interface RequestCpu {
  requestSeconds: number; requests: number; outsideSeconds: number;
  /** The main thread's garbage-collection pauses (prom-client's nodejs_gc_duration_seconds), all kinds and the major ones. */
  gcSeconds: number; majorGcSeconds: number;
}

const NONE: RequestCpu = { requestSeconds: 0, requests: 0, outsideSeconds: 0, gcSeconds: 0, majorGcSeconds: 0 };

/** Not the load's own calls: the scrape that reads these figures and the proxies' health checks. */
const notTheLoad = (route: string) => route === '/metrics' || route.startsWith('/health/');

const routeOf = (line: string) => /route="([^"]*)"/.exec(line)?.[1] ?? '';
const valueOfLine = (line: string) => Number(line.slice(line.lastIndexOf(' ') + 1));

/** Reads one process's figures from its /metrics (it runs with METRICS_TOKEN `token`). */
export async function requestCpuOf(port: number, token: string): Promise<RequestCpu> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`/metrics on port ${port} answered ${response.status}`);
  const figures: RequestCpu = { ...NONE };
  for (const line of (await response.text()).split('\n')) {
    if (line.startsWith('portal_http_request_cpu_seconds_total{') && !notTheLoad(routeOf(line))) figures.requestSeconds += valueOfLine(line);
    else if (line.startsWith('portal_http_request_duration_seconds_count{') && !notTheLoad(routeOf(line))) figures.requests += valueOfLine(line);
    else if (line.startsWith('portal_cpu_outside_requests_seconds_total ')) figures.outsideSeconds = valueOfLine(line);
    else if (line.startsWith('nodejs_gc_duration_seconds_sum{')) {
      figures.gcSeconds += valueOfLine(line);
      if (line.includes('kind="major"')) figures.majorGcSeconds += valueOfLine(line);
    }
  }
  return figures;
}

/** Several processes' figures added up. */
export async function requestCpuOfAll(ports: number[], token: string): Promise<RequestCpu> {
  const each = await Promise.all(ports.map((port) => requestCpuOf(port, token)));
  return each.reduce((sum, one) => {
    const total = { ...sum };
    for (const key of Object.keys(NONE) as (keyof RequestCpu)[]) total[key] += one[key];
    return total;
  }, { ...NONE });
}

/** What was spent between two readings. */
export const requestCpuSince = (before: RequestCpu, after: RequestCpu): RequestCpu => {
  const spent = { ...NONE };
  for (const key of Object.keys(NONE) as (keyof RequestCpu)[]) spent[key] = after[key] - before[key];
  return spent;
};
