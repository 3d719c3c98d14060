import { constants, PerformanceObserver } from 'node:perf_hooks';
import { Histogram, type Registry } from 'prom-client';

export const GC_METRIC = 'nodejs_gc_duration_seconds';
/** prom-client's buckets for it, so that dashboards made for its default metric read this one. */
const BUCKETS = [0.001, 0.01, 0.1, 1, 2, 5];

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

/** A collection's kind as the label names it, from its entry's detail (Node's `{ kind }`); one Node adds later is 'unknown'. */
export const gcKindOf = (detail: unknown) => KINDS[(detail as { kind?: number } | undefined)?.kind ?? -1] ?? 'unknown';

/**
 * The main thread's garbage-collection pauses, by kind, under the name and labels of prom-client's
 * default metric, which it replaces in `registry`: Node hands a PerformanceObserver the entries
 * of several collections at once when they come close together (a busy process), and prom-client
 * 15 records only the first entry of each batch (lib/metrics/gc.js), so its count and sum fall
 * short just when the pauses matter. Here every entry is recorded. prom-client's own observer
 * still runs (collectDefaultMetrics cannot leave one metric out) and records into a histogram no
 * registry holds: one call per batch of collections. Returns what stops observing.
 */
export function observeGcPauses(registry: Registry): () => void {
  registry.removeSingleMetric(GC_METRIC);
  const pauses = new Histogram({
    name: GC_METRIC,
    help: 'Garbage collection duration by kind, one of major, minor, incremental or weakcb.',
    labelNames: ['kind'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.observe({ kind: gcKindOf((entry as { detail?: unknown }).detail) }, entry.duration / 1000);
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}
