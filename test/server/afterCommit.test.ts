import { openTestDatabase } from './testDatabase';
import type { Database } from '../../server/db/database';
import { afterCommit, inTransaction } from '../../server/db/afterCommit';

/** The moment a signal about a write may go out: once others can read the write (server/db/afterCommit.ts). */
let db: Database;
beforeAll(async () => { db = await openTestDatabase(); });
afterAll(async () => { await db.destroy(); });

const tagCount = async (type: string) => (await db.selectFrom('tags').select('type').where('type', '=', type).execute()).length;
const insertTag = (trx: Database, type: string) => trx.insertInto('tags').values({ type, title: type, caseType: null }).execute();

it('a callback asked for inside inTransaction runs after the commit, when the write can be read, and once', async () => {
  const seen: number[] = [];
  let calledInside = 0;
  const result = await inTransaction(db, async (trx) => {
    await insertTag(trx, 'AFTER_COMMIT_A');
    afterCommit(trx, () => { seen.push(1); });
    afterCommit(trx, () => { seen.push(2); });
    calledInside = seen.length;
    return 'klart';
  });
  expect(result).toBe('klart');
  expect(calledInside).toBe(0);
  expect(seen).toEqual([1, 2]);
  expect(await tagCount('AFTER_COMMIT_A')).toBe(1);
});

it('a transaction that rolls back runs no callback and passes its error on', async () => {
  let called = false;
  await expect(inTransaction(db, async (trx) => {
    await insertTag(trx, 'AFTER_COMMIT_B');
    afterCommit(trx, () => { called = true; });
    throw new Error('avbrutet');
  })).rejects.toThrow('avbrutet');
  expect(called).toBe(false);
  expect(await tagCount('AFTER_COMMIT_B')).toBe(0);
});

it('outside a transaction of inTransaction the callback runs at once', async () => {
  let called = 0;
  afterCommit(db, () => { called += 1; });
  expect(called).toBe(1);
  await db.transaction().execute(async (trx) => {
    afterCommit(trx, () => { called += 1; });
    expect(called).toBe(2);
  });
});
