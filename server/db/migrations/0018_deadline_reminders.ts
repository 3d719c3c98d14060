import { sql, type Kysely } from 'kysely';

/**
 * Issue 36, deadline reminders: one row per case and deadline once its reminder was written to the
 * outbox (or found nobody to tell), so every process may look for due reminders and one writes them.
 * A new deadline is a new row; the row goes with its case. The partial index finds tomorrow's open
 * deadlines without reading the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table deadline_reminders (
    case_id uuid not null references cases(id) on delete cascade,
    deadline date not null,
    reminded_at timestamptz not null default now(),
    primary key (case_id, deadline)
  )`.execute(db);
  await sql`create index cases_deadline_idx on cases (deadline) where deadline is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index cases_deadline_idx`.execute(db);
  await sql`drop table deadline_reminders`.execute(db);
}
