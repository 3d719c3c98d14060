import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categoryOf, profileTable, readMainThreadProfiles, timeByKind, type Category, type CpuProfile } from '../../scripts/lib/windowProfile';

const frame = (functionName: string, url = '') => ({ functionName, url });

/** Nodes: 1 idle, 2 garbage collection, 3 the portal, 4 pg, 5 a system call. */
const profile = (startTime: number, samples: number[], timeDeltas: number[]): CpuProfile => ({
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    { id: 2, callFrame: frame('(garbage collector)') },
    { id: 3, callFrame: frame('caseList', 'file:///app/server/cases/caseList.ts') },
    { id: 4, callFrame: frame('parseRow', 'file:///app/node_modules/pg/lib/result.js') },
    { id: 5, callFrame: frame('writev') },
  ],
  startTime, samples, timeDeltas,
});

describe('where the day bench\'s windows spent the main thread (issue 38, DAY_CPU_PROFILE)', () => {
  test('a sample\'s innermost frame gives its category; an idle one none', () => {
    expect(categoryOf(frame('(idle)'))).toBeNull();
    expect(categoryOf(frame('(garbage collector)'))).toBe('garbage collection');
    expect(categoryOf(frame('(program)'))).toBe('V8 (compiling, other)');
    expect(categoryOf(frame('writev'))).toBe('native code (system calls, bindings)');
    expect(categoryOf(frame('emit', 'node:events'))).toBe("Node's JavaScript");
    expect(categoryOf(frame('compileQuery', 'file:///app/node_modules/kysely/dist/esm/x.js'))).toBe('PostgreSQL client and Kysely');
    expect(categoryOf(frame('parse', 'file:///app/node_modules/pg-protocol/dist/parser.js'))).toBe('PostgreSQL client and Kysely');
    expect(categoryOf(frame('route', 'file:///app/node_modules/fastify/lib/route.js'))).toBe('other libraries');
    expect(categoryOf(frame('caseList', 'file:///app/server/cases/caseList.ts'))).toBe('the portal');
  });

  test('each sample\'s time, until the next sample, goes to the window it fell in, per window of a kind; outside the windows and idle time count nowhere', () => {
    // Samples at 1000, 1010, 1030, 1040 (µs) and 2005, 2025: their times 10, 20, 10, (next) and 20, (last: 0).
    const one = profile(1000, [3, 2, 1, 4, 5, 3], [0, 10, 20, 10, 965, 20]);
    const windows = [
      { kind: 'alone', start: 1000, end: 1035 },
      { kind: 'shared', start: 2000, end: 2100 },
      { kind: 'shared', start: 3000, end: 3100 },
    ];
    const byKind = timeByKind([one], windows);
    expect(Object.fromEntries(byKind.get('alone')!)).toEqual({ 'the portal': 0.01, 'garbage collection': 0.02 });
    // The sample at 1040 is outside every window; 2005 (a system call, 20 µs) and 2025 (the last, no time after it).
    // Two shared windows: the sum over them halved.
    expect(Object.fromEntries(byKind.get('shared')!)).toEqual({ 'native code (system calls, bindings)': 0.01, 'the portal': 0 });
  });

  test('the profiles of several processes add up in the same window', () => {
    const windows = [{ kind: 'shared', start: 0, end: 100 }];
    const byKind = timeByKind([profile(0, [3, 3], [10, 30]), profile(0, [3, 4, 4], [5, 40, 10])], windows);
    expect(byKind.get('shared')!.get('the portal')).toBeCloseTo(0.03 + 0.04);
    expect(byKind.get('shared')!.get('PostgreSQL client and Kysely')).toBeCloseTo(0.01);
  });

  test('the table gives each kind\'s time and its ratio to the first kind', () => {
    const byKind = new Map<string, Map<Category, number>>([
      ['alone', new Map([['the portal', 100], ['garbage collection', 20]])],
      ['shared', new Map([['the portal', 110], ['garbage collection', 30]])],
    ]);
    const lines = profileTable(byKind, ['alone', 'shared']);
    expect(lines[0]).toBe('all: alone 120.0, shared 140.0 (1.17×)');
    expect(lines).toContain('the portal: alone 100.0, shared 110.0 (1.10×)');
    expect(lines).toContain('garbage collection: alone 20.0, shared 30.0 (1.50×)');
    expect(lines).toContain('other libraries: alone 0.0, shared 0.0');
  });

  test('only the main threads of the named processes are read', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'window-profile-'));
    try {
      const write = (name: string, startTime: number) => fs.writeFileSync(path.join(folder, name), JSON.stringify(profile(startTime, [], [])));
      write('CPU.20261204.194935.7179.0.001.cpuprofile', 1);
      write('CPU.20261204.194935.7179.1.002.cpuprofile', 2);
      write('CPU.20261204.194935.7185.0.001.cpuprofile', 3);
      write('CPU.20261204.194935.8000.0.001.cpuprofile', 4);
      const read = readMainThreadProfiles(folder, [7179, 7185]).map((p) => p.startTime).sort();
      expect(read).toEqual([1, 3]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
