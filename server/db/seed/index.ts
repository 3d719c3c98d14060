import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database';
import type { DB } from '../schema';
import { hashPassword } from '../../auth/passwords';
import { caseCatalogue, tagCatalogue } from '../../../src/domain/caseCatalogue';
import { buildSeed, seedTables, seedVolumes, type SeedOptions, type SeedRows, type SeedTable } from './build';
import { DEMO_PASSWORD, demoAccountList } from './demoAccounts';

const SEED_LOCK = 0x73656564; // 'seed'

export {
  demoAccounts, demoAccountList, demoOrganisations, demoOrganisationNames, DEMO_PASSWORD, SEED_ANCHOR,
  SECRETARIAT_NAME, ECONOMIST_NAME, organisationId, workplaceId, type DemoAccount, type DemoUsername,
} from './demoAccounts';
export { seededFileBytes, sampleFiles } from './sampleFiles';
export { demoFormerMember } from './formerMember';
export { buildSeed, seedVolumes, seedTables, type SeedOptions, type SeedVolumes } from './build';

/**
 * Seeds the demo data into an empty database (no users yet): deterministic (same options, same
 * rows), all in one transaction. Seeded files point at sample blobs whose bytes come from
 * `seededFileBytes(sha256)`; nothing is written to disk. The filled tables are analysed afterwards:
 * without statistics the planner takes the freshly filled tables for nearly empty ones, and the
 * first case list at SEED_SCALE=10 took close to a minute.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  seedVolumes(options); // validates the options before anything is touched
  const passwords = await demoPasswordHashes();
  const result = await db.transaction().execute(async (trx) => {
    // Several processes starting on one empty database: one seeds, the others wait and find it seeded.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };
    const rows = buildSeed(options);
    for (const user of rows.users) {
      const hash = user.username ? passwords.get(user.username) : undefined;
      if (hash) user.passwordHash = hash;
    }
    await insertAll(trx, rows);
    return { seeded: true };
  });
  if (result.seeded) await analyseSeededTables(db);
  return result;
}

/** The tables the seed filled, the reference data's included. */
export const analysedTables = ['caseTypes', 'caseTypeSubCategories', 'tags', ...seedTables] as const;

async function analyseSeededTables(db: Database): Promise<void> {
  // The change logs too: a delta poll's plan depends on knowing that few changes are recent.
  const names = [...analysedTables, 'case_list.changes', 'case_list.context_changes'].map((table) => sql.table(table));
  await sql`analyze ${sql.join(names)}`.execute(db);
}

/**
 * The case types, their sub-categories and the tags of `src/domain/caseCatalogue`, which every
 * database needs, demo data or not. Idempotent: existing rows are left as they are.
 */
export async function seedReferenceData(db: Database | Transaction<DB>): Promise<void> {
  await db.insertInto('caseTypes').values(caseCatalogue.map((e, i) => ({ type: e.type, title: e.title, sortOrder: i + 1 })))
    .onConflict((oc) => oc.column('type').doNothing()).execute();
  const subCategories = caseCatalogue.flatMap((e) => e.subCategories.map((s, j) => ({ caseType: e.type, type: s.type, title: s.title, sortOrder: j + 1 })));
  if (subCategories.length) {
    await db.insertInto('caseTypeSubCategories').values(subCategories)
      .onConflict((oc) => oc.columns(['caseType', 'type']).doNothing()).execute();
  }
  await db.insertInto('tags').values(tagCatalogue.map((t) => ({ type: t.type, title: t.title, caseType: t.caseType })))
    .onConflict((oc) => oc.column('type').doNothing()).execute();
}

async function insertAll(trx: Kysely<DB>, rows: SeedRows): Promise<void> {
  await seedReferenceData(trx as Transaction<DB>);
  for (const table of seedTables) {
    await insertBatches(trx, table, rows[table]);
  }
}

/** Multi-row inserts of a few hundred rows, well under PostgreSQL's 65,535 parameters. */
async function insertBatches<T extends SeedTable>(trx: Kysely<DB>, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(50, Math.min(1000, Math.floor(20_000 / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely cannot relate a generic table name to its row type; the rows were built for this table.
    await trx.insertInto(table).values(rows.slice(i, i + size) as never).execute();
  }
}

let hashes: Promise<Map<string, string>> | null = null;

/** scrypt hashes of 'demo' for the demo accounts, with a salt derived from the username (deterministic). */
function demoPasswordHashes(): Promise<Map<string, string>> {
  hashes ??= Promise.all(demoAccountList.map(async (account) => {
    const salt = createHash('sha256').update(`medlemsportal-demo:${account.username}`).digest().subarray(0, 16);
    return [account.username, await hashPassword(DEMO_PASSWORD, salt)] as const;
  })).then((entries) => new Map(entries));
  return hashes;
}
