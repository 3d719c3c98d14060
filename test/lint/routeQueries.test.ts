import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';

/** The repository's own lint configuration, run on a snippet placed at a path of server/. */
const configUrl = new URL('../../eslint.config.js', import.meta.url);
const root = path.dirname(fileURLToPath(configUrl));
const config = ((await import(configUrl.href)) as { default: Linter.Config[] }).default;
const linter = new Linter({ configType: 'flat', cwd: root });
const QUERY_RULES = ['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax'];
function queryErrors(file: string, code: string): string[] {
  return linter.verify(code, config, { filename: path.join(root, file) })
    .filter((message) => QUERY_RULES.includes(message.ruleId ?? '') && message.message.includes('issue 35'))
    .map((message) => message.message);
}

describe('no query in server/routes (issue 35, ARCHITECTURE §2)', () => {
  const route = 'server/routes/probe.ts';

  test('a route may not import kysely\'s values nor the db module\'s', () => {
    expect(queryErrors(route, "import { sql } from 'kysely';\nexport const x = sql`select 1`;")).toHaveLength(1);
    expect(queryErrors(route, "import { migrate } from '../db/database';\nexport const x = migrate;")).toHaveLength(1);
    expect(queryErrors('server/routes/shapes/probe.ts', "import { poolStats } from '../../db/database';\nexport const x = poolStats;")).toHaveLength(1);
  });

  test('a route may not start a query or a transaction on the db or a transaction', () => {
    const body = (call: string) => `import type { Database } from '../db/database';\nexport const f = (db: Database) => ${call};`;
    expect(queryErrors(route, body("db.selectFrom('users').selectAll().execute()"))).toHaveLength(1);
    expect(queryErrors(route, body("db.insertInto('notes').values({} as never).execute()"))).toHaveLength(1);
    expect(queryErrors(route, body("db.updateTable('cases').set({ flagged: true }).execute()"))).toHaveLength(1);
    expect(queryErrors(route, body("db.deleteFrom('posts').execute()"))).toHaveLength(1);
    expect(queryErrors(route, body('db.transaction().execute(async (trx) => trx)'))).toHaveLength(1);
  });

  test('a route may name the types and call a store with the db or the transaction', () => {
    expect(queryErrors(route, [
      "import type { Database } from '../db/database';",
      "import type { Kysely } from 'kysely';",
      "import { withLockedCase } from '../cases/handling/handlingStore';",
      "import { findNote } from '../cases/handling/handlingStore';",
      'export const f = (db: Database, k: Kysely<unknown>) => [k, withLockedCase(db, "id", async (trx) => findNote(trx, "n"))];',
    ].join('\n'))).toEqual([]);
  });

  test("a feature's route file beside its store is a route too", () => {
    const body = "import type { Database } from '../db/database';\nexport const f = (db: Database) => db.selectFrom('users').selectAll().execute();";
    expect(queryErrors('server/notifications/probeRoutes.ts', body)).toHaveLength(1);
  });

  test('stores outside server/routes keep their queries', () => {
    expect(queryErrors('server/content/probeStore.ts', "import { sql } from 'kysely';\nimport type { Database } from '../db/database';\nexport const f = (db: Database) => [sql`select 1`, db.selectFrom('users').selectAll().execute()];")).toEqual([]);
  });
});
