import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 38: where the day bench's windows spent the portal processes' main-thread time
 * (`DAY_CPU_PROFILE=<folder> npm run bench -- day`). The processes run with V8's sampling profiler
 * (`--cpu-prof`), which writes one profile per thread when a process exits; each sample is put in
 * the window it fell in, and its time (until the next sample) in a category of code. More work
 * that a second process does shows as a category or function that grows; the same work done
 * slower shows as every category growing alike.
 *
 * A sample counts while the main thread is not waiting for events, on the processor or not, so
 * the figures are of the main thread's busy time (garbage collection's helper threads and libuv's
 * pool are not in them).
 */

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

/** What `--cpu-prof` writes (the fields read here): times in microseconds of the monotonic clock. */
export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A window of the bench: its kind and when it ran, in microseconds of the monotonic clock (`process.hrtime`, the profiler's clock on Linux). */
export interface ProfiledWindow {
  kind: string;
  start: number;
  end: number;
}

export const CATEGORIES = [
  'the portal', 'PostgreSQL client and Kysely', 'other libraries', "Node's JavaScript", 'native code (system calls, bindings)',
  'garbage collection', 'V8 (compiling, other)',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The category of a sample's innermost frame; null for an idle one. */
export function categoryOf({ functionName, url }: CpuProfileNode['callFrame']): Category | null {
  if (functionName === '(idle)') return null;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName.startsWith('(')) return 'V8 (compiling, other)';
  if (url === '') return 'native code (system calls, bindings)';
  if (url.startsWith('node:')) return "Node's JavaScript";
  if (/\/node_modules\/(pg|pg-protocol|pg-pool|pg-types|kysely)\//.test(url)) return 'PostgreSQL client and Kysely';
  if (url.includes('/node_modules/')) return 'other libraries';
  return 'the portal';
}

/** Milliseconds per window of each kind, by category, summed over the profiles (each process's main thread). */
export function timeByKind(profiles: CpuProfile[], windows: ProfiledWindow[]): Map<string, Map<Category, number>> {
  const sums = new Map<string, Map<Category, number>>();
  for (const profile of profiles) {
    const categories = new Map(profile.nodes.map((node) => [node.id, categoryOf(node.callFrame)]));
    let at = profile.startTime;
    for (let i = 0; i < profile.samples.length; i += 1) {
      at += profile.timeDeltas[i];
      const window = windows.find((w) => at >= w.start && at < w.end);
      const category = categories.get(profile.samples[i]);
      if (!window || !category) continue;
      const kind = sums.get(window.kind) ?? new Map<Category, number>();
      sums.set(window.kind, kind);
      kind.set(category, (kind.get(category) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
  }
  for (const [kind, byCategory] of sums) {
    const count = windows.filter((w) => w.kind === kind).length;
    for (const [category, ms] of byCategory) byCategory.set(category, ms / count);
  }
  return sums;
}

/** The main thread's profiles (thread 0) that processes `pids` wrote into `folder`. */
export function readMainThreadProfiles(folder: string, pids: number[]): CpuProfile[] {
  return fs.readdirSync(folder)
    .filter((name) => pids.some((pid) => name.endsWith('.cpuprofile') && name.includes(`.${pid}.0.`)))
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as CpuProfile);
}

/** One line per category: ms per window of each kind, and each kind against the first. */
export function profileTable(byKind: Map<string, Map<Category, number>>, kinds: string[]): string[] {
  const of = (kind: string, category: Category) => byKind.get(kind)?.get(category) ?? 0;
  const total = (kind: string) => CATEGORIES.reduce((sum, category) => sum + of(kind, category), 0);
  const against = (value: number, base: number) => (base > 0 ? ` (${(value / base).toFixed(2)}×)` : '');
  const line = (label: string, value: (kind: string) => number) =>
    `${label}: ${kinds.map((kind, i) => `${kind} ${value(kind).toFixed(1)}${i > 0 ? against(value(kind), value(kinds[0])) : ''}`).join(', ')}`;
  return [line('all', total), ...CATEGORIES.map((category) => line(category, (kind) => of(kind, category)))];
}
