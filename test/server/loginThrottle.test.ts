import { createHash } from 'node:crypto';
import { createLoginThrottle, databaseFailureLog, memoryFailureLog, type FailureLog } from '../../server/auth/loginThrottle';
import type { Database } from '../../server/db/database';
import { openTestDatabase } from './testDatabase';

let db: Database;
beforeAll(async () => { db = await openTestDatabase(); });
afterAll(async () => { await db.destroy(); });

let scopes = 0;
const logs: [string, () => FailureLog][] = [
  ['in memory', () => memoryFailureLog()],
  // A new scope per test: each test starts with no failures, on the suite's database engine.
  ['in the database, shared by every process (issue 16)', () => databaseFailureLog(db, `test-${(scopes += 1)}`)],
];

describe.each(logs)('login throttle, failures counted %s: per name and address, per address, and a slow-down per name (issue 14)', (_where, failureLog) => {
  let now = 0;
  const throttle = () => createLoginThrottle(failureLog(), {
    windowMs: 1000, perNameAndAddress: 2, perAddress: 3, slowAfter: 2, baseDelayMs: 100, maxDelayMs: 400, now: () => now,
  });
  beforeEach(() => { now = 0; });

  test('a name is refused from the address that failed with it, whatever its case and spaces, until the failures age out', async () => {
    const t = throttle();
    await t.failed('Anna', '10.0.0.1');
    now = 500;
    await t.failed(' anna ', '10.0.0.1');
    expect((await t.check('ANNA', '10.0.0.1')).allowed).toBe(false);
    expect((await t.check('bertil', '10.0.0.1')).allowed).toBe(true);
    now = 1001;
    expect((await t.check('anna', '10.0.0.1')).allowed).toBe(true);
  });

  test('nobody can lock anybody out: failures for a name from other addresses slow it down but never close it', async () => {
    const t = throttle();
    for (let i = 1; i <= 5; i++) await t.failed('anna', `10.0.0.${i}`);
    const owner = await t.check('anna', '192.168.1.7');
    expect(owner.allowed).toBe(true);
    expect(owner.delayMs).toBe(400); // 100 · 2^3, capped at 400
    expect(await t.check('bertil', '192.168.1.7')).toEqual({ allowed: true, delayMs: 0 });
  });

  test('the slow-down doubles with each failure past the threshold', async () => {
    const t = throttle();
    const delays: number[] = [];
    for (let i = 1; i <= 4; i++) {
      await t.failed('anna', `10.0.0.${i}`);
      delays.push((await t.check('anna', '10.0.1.1')).delayMs);
    }
    expect(delays).toEqual([0, 100, 200, 400]);
  });

  test('an address trying many names is refused after its failures', async () => {
    const t = throttle();
    for (const name of ['a', 'b', 'c']) await t.failed(name, '10.0.0.9');
    expect((await t.check('d', '10.0.0.9')).allowed).toBe(false);
    expect((await t.check('d', '10.0.0.8')).allowed).toBe(true);
  });

  test('a successful sign-in forgets the name\'s failures', async () => {
    const t = throttle();
    await t.failed('anna', '10.0.0.1');
    await t.failed('anna', '10.0.0.2');
    await t.succeeded('Anna', '10.0.0.1');
    expect(await t.check('anna', '10.0.0.1')).toEqual({ allowed: true, delayMs: 0 });
  });

  test('a failure exactly one window old no longer counts', async () => {
    const t = throttle();
    await t.failed('anna', '10.0.0.1');
    await t.failed('anna', '10.0.0.1');
    now = 999;
    expect((await t.check('anna', '10.0.0.1')).allowed).toBe(false);
    now = 1000;
    expect((await t.check('anna', '10.0.0.1')).allowed).toBe(true);
  });

  test('a successful sign-in forgets the failures of that name from that address too, so its owner is not refused', async () => {
    const t = throttle();
    await t.failed('anna', '10.0.0.1');
    await t.failed('anna', '10.0.0.1');
    expect((await t.check('anna', '10.0.0.1')).allowed).toBe(false);
    await t.succeeded('anna', '10.0.0.1');
    expect(await t.check('anna', '10.0.0.1')).toEqual({ allowed: true, delayMs: 0 });
  });

  test("a successful sign-in does not forget the address's failures: an address trying many names stays refused", async () => {
    const t = throttle();
    for (const name of ['a', 'b', 'anna']) await t.failed(name, '10.0.0.9');
    await t.succeeded('anna', '10.0.0.9');
    expect((await t.check('c', '10.0.0.9')).allowed).toBe(false);
  });

  test.each([
    ['exactly a window old is kept', 1000, 1],
    ['older than the window is pruned from the store', 5000, 0],
  ])('pruning: a failure %s', async (_what, later, annaLeft) => {
    const log = failureLog();
    const t = createLoginThrottle(log, { windowMs: 1000, now: () => now });
    await t.failed('anna', '10.0.0.1');
    now = later;
    await t.failed('bertil', '10.0.0.2');
    expect(await log.count(['name:anna', 'name:bertil'], -1)).toEqual(new Map([['name:anna', annaLeft], ['name:bertil', 1]]));
  });
});

test('two throttles on one database (two processes) count the same failures (issue 16)', async () => {
  const options = { windowMs: 60_000, perNameAndAddress: 3, perAddress: 100 };
  const one = createLoginThrottle(databaseFailureLog(db, 'shared'), options);
  const other = createLoginThrottle(databaseFailureLog(db, 'shared'), options);
  await one.failed('anna', '10.0.0.1');
  await other.failed('anna', '10.0.0.1');
  await one.failed('anna', '10.0.0.1');
  expect((await other.check('anna', '10.0.0.1')).allowed).toBe(false);
  expect((await createLoginThrottle(memoryFailureLog(), options).check('anna', '10.0.0.1')).allowed).toBe(true);
});

test('the store is pruned at most once per tenth of the window, not at every failure', async () => {
  let now = 0;
  const log = memoryFailureLog();
  const pruned: number[] = [];
  const t = createLoginThrottle({ ...log, prune: async (before) => { pruned.push(before); await log.prune(before); } }, { windowMs: 1000, now: () => now });
  for (const at of [0, 50, 100, 101, 150, 202]) {
    now = at;
    await t.failed('anna', '10.0.0.1');
  }
  expect(pruned).toEqual([-1000, -899, -798]);
});

test('a typed name is counted by itself up to 128 characters, and by its SHA-256 when longer or when it holds NUL', async () => {
  const added: string[][] = [];
  const log = memoryFailureLog();
  const t = createLoginThrottle({ ...log, add: async (keys, at) => { added.push(keys); await log.add(keys, at); } });
  const sha = (name: string) => `sha256:${createHash('sha256').update(name).digest('hex')}`;
  const kept = 'a'.repeat(128);
  const long = 'a'.repeat(129);
  for (const name of [kept, long, 'an\u0000na']) await t.failed(name, '10.0.0.1');
  expect(added.map((keys) => keys.find((key) => key.startsWith('name:')))).toEqual([`name:${kept}`, `name:${sha(long)}`, `name:${sha('an\u0000na')}`]);
  expect(added[1]).toEqual([`pair:10.0.0.1:${sha(long)}`, 'address:10.0.0.1', `name:${sha(long)}`]);
});
