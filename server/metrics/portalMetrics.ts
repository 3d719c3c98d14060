import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createCpuShare, type CpuShareToken } from './cpuShare';
import { observeGcPauses } from './gcPauses';
import type { Database } from '../db/database';
import { poolStats } from '../db/database';
import type { ChangeFeed } from '../db/changeFeed';
import { outboxStats, queueJobStats } from '../notifications/outboxStats';
import { QUEUE as MAIL_QUEUE } from '../notifications/queue';

export interface PortalMetrics {
  registry: Registry;
  /** A request begins: its share of the process's CPU is counted from now (server/metrics/cpuShare.ts). */
  requestStarted(): CpuShareToken;
  /** A request that ends without an answer Fastify writes (a stream, a hijacked or abandoned request): its CPU share is counted under its route, no duration. A request's share is counted once, whichever ends it. */
  requestEnded(route: string, method: string, started: CpuShareToken): void;
  /** One answered request: its route pattern (never the path with ids), method, status, seconds and CPU share. */
  observeRequest(route: string, method: string, status: number, seconds: number, started?: CpuShareToken): void;
}

/** The states pg-boss gives a job; each is reported, 0 when none is in it, so a series never vanishes. */
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/**
 * What a Prometheus scrapes of one portal process (ARCHITECTURE §1, Metrics). Labels are route
 * patterns, methods, status codes and states only: never a user, a case, a search term or a path.
 * The database figures are read when scraped, one query each.
 */
export function createPortalMetrics(deps: { db: Database; changes?: ChangeFeed }): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  observeGcPauses(registry);
  const { db, changes } = deps;
  const cpu = createCpuShare();

  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const requestCpu = new Counter({
    name: 'portal_http_request_cpu_seconds_total',
    help: "The process's CPU spent answering requests, by route pattern and method; where requests overlap, each has an equal share.",
    labelNames: ['route', 'method'] as const,
    registers: [registry],
  });
  let outsideReported = 0;
  new Counter({
    name: 'portal_cpu_outside_requests_seconds_total',
    help: "The process's CPU spent while no request was in flight: timers, the queues, the change feed, garbage collection.",
    registers: [registry],
    collect() {
      const outside = cpu.outside();
      this.inc((outside - outsideReported) / 1e6);
      outsideReported = outside;
    },
  });

  // One query for both outbox figures per scrape (a scrape's own queries should not crowd the pool it
  // reports): prom-client collects every metric of a scrape at once, so the second gauge finds the
  // first one's query still under way and shares its answer.
  let outboxInFlight: ReturnType<typeof outboxStats> | undefined;
  const outboxNow = () => {
    outboxInFlight ??= outboxStats(db).finally(() => { outboxInFlight = undefined; });
    return outboxInFlight;
  };
  new Gauge({
    name: 'portal_outbox_pending',
    help: 'Notification mails waiting to be sent (pending or being sent).',
    registers: [registry],
    async collect() { this.set((await outboxNow()).pending); },
  });
  new Gauge({
    name: 'portal_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest notification mail still waiting; 0 when none waits.',
    registers: [registry],
    async collect() { this.set((await outboxNow()).oldestAgeSeconds); },
  });
  new Gauge({
    name: 'portal_queue_jobs',
    help: 'Jobs of the mail queue (pg-boss) by state; none with the embedded database.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await queueJobStats(db, MAIL_QUEUE);
      if (!counts) return;
      for (const state of new Set([...JOB_STATES, ...Object.keys(counts)])) this.set({ state }, counts[state] ?? 0);
    },
  });
  new Gauge({
    name: 'portal_change_feed_listening',
    help: '1 while this process hears the change feed (PostgreSQL), 0 while every look asks the database instead.',
    registers: [registry],
    collect() { this.set(changes?.mark('case_list') !== undefined ? 1 : 0); },
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database connections of this process by state (in use, idle) and queries waiting for one; PostgreSQL only.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = poolStats(db);
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    requestStarted: () => cpu.start(),
    requestEnded(route, method, started) { requestCpu.inc({ route, method }, cpu.end(started) / 1e6); },
    observeRequest(route, method, status, seconds, started) {
      requests.observe({ route, method, status: String(status) }, seconds);
      if (started) requestCpu.inc({ route, method }, cpu.end(started) / 1e6);
    },
  };
}
