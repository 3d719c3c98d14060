import { sql } from 'kysely';
import { migrate, openDatabase } from '../../server/db/database';
import { seedDatabase } from '../../server/db/seed';
import { databaseUrlFor, withAdmin } from '../../test/server/testDatabase';
import type { Measurement } from '../benchMeasurement';

/** Issue 38: seeding at seed scale 50 (~75,000 members) takes at most 10 minutes. */
const SEEDING_BUDGET_S = 10 * 60;

const templates = new Map<string, Promise<string>>();
const seedings: Measurement[] = [];
const made: Array<{ serverUrl: string; name: string }> = [];

/**
 * A database of its own for one bench on the PostgreSQL at `serverUrl`, seeded at `scale`: the
 * first bench of a run that asks for a scale migrates and seeds a template once (timed: the
 * seeding budget), and each bench gets a copy of it (`create database … template`, a copy of
 * files rather than minutes of seeding), so one `npm run bench` can run every bench at seed
 * scale 50, each on a database no other bench has touched. `dropBenchDatabases` drops them all.
 */
export async function freshBenchDatabase(bench: string, serverUrl: string, scale: number): Promise<string> {
  const template = await templateFor(serverUrl, scale);
  const name = `portal_bench_${bench.toLowerCase()}_${process.pid}_${made.length}`;
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin));
  made.push({ serverUrl, name });
  return databaseUrlFor(serverUrl, name);
}

/** The seeding of each template this run made, as measurements beside their budget. */
export const seedingMeasurements = (): Measurement[] => [...seedings];

/** Drops every database this run made (the copies, then the templates). */
export async function dropBenchDatabases(): Promise<void> {
  for (const { serverUrl, name } of made.splice(0).reverse()) {
    await withAdmin(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
  }
  templates.clear();
}

function templateFor(serverUrl: string, scale: number): Promise<string> {
  const key = `${serverUrl} ${scale}`;
  let template = templates.get(key);
  if (!template) {
    template = seedTemplate(serverUrl, scale);
    templates.set(key, template);
  }
  return template;
}

async function seedTemplate(serverUrl: string, scale: number): Promise<string> {
  const name = `portal_bench_seed_${scale}_${process.pid}`;
  await withAdmin(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin));
  made.push({ serverUrl, name });
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
  try {
    await migrate(db);
    await seedDatabase(db, { scale });
  } finally {
    // A template may have no connection open while it is copied.
    await db.destroy();
  }
  const ms = performance.now() - started;
  console.log(`seeded at scale ${scale} in ${(ms / 1000).toFixed(1)} s (PostgreSQL, a template each bench copies)`);
  seedings.push({
    name: `Seeding at seed scale ${scale} on PostgreSQL (migrations, the seed and its analyse)`, budgetMs: SEEDING_BUDGET_S, unit: 's',
    p50: ms / 1000, p95: ms / 1000, runs: 1, note: 'issue 38: at most 10 minutes at scale 50',
  });
  return name;
}
