import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database';
import { demoAccounts } from '../../server/db/seed';
import { dropBenchDatabases, freshBenchDatabase, seedingMeasurements } from '../../scripts/lib/benchDatabase';
import { withAdmin } from '../server/testDatabase';

/**
 * Issue 38: one `npm run bench` measures every bench at seed scale 50 on PostgreSQL, each bench on
 * a database no other bench has touched, seeded once per run (scripts/lib/benchDatabase.ts).
 */
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const benchDatabases = () => withAdmin(serverUrl, async (admin) => (
  await sql<{ datname: string }>`select datname from pg_database where datname like ${`portal_bench_%_${process.pid}%`}`.execute(admin)
).rows.map((row) => row.datname));

afterAll(() => dropBenchDatabases());

test('each bench gets its own seeded copy, the seeding is done and measured once per scale, and the run drops them all', async () => {
  const first = await freshBenchDatabase('one', serverUrl, 1);
  const second = await freshBenchDatabase('two', serverUrl, 1);
  expect(first).not.toBe(second);

  const [a, b] = [await openDatabase({ databaseUrl: first }), await openDatabase({ databaseUrl: second })];
  try {
    const kanslist = async (db: typeof a) => (await db.selectFrom('users').select('username').select('firstname')
      .where('id', '=', demoAccounts.kanslist.id).executeTakeFirstOrThrow());
    const seeded = await kanslist(a);
    expect(seeded.username).toBe('kanslist');
    expect(await kanslist(b)).toEqual(seeded);
    // A bench's writes stay in its copy.
    await a.updateTable('users').set({ firstname: 'Ändrad' }).where('id', '=', demoAccounts.kanslist.id).execute();
    expect((await kanslist(a)).firstname).toBe('Ändrad');
    expect(await kanslist(b)).toEqual(seeded);
  } finally {
    await a.destroy();
    await b.destroy();
  }

  const seedings = seedingMeasurements();
  expect(seedings).toHaveLength(1);
  expect(seedings[0]).toMatchObject({ name: expect.stringContaining('seed scale 1'), budgetMs: 600, unit: 's' });
  expect(seedings[0].p95).toBeGreaterThan(0);
  expect(await benchDatabases()).toHaveLength(3);

  await dropBenchDatabases();
  expect(await benchDatabases()).toEqual([]);
}, 120_000);
