import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: a poll that finds nothing new must be cheap. A case list depends on the cases (logged
 * in case_list.changes, migration 0002) and on its context: the caller (users, memberships,
 * workplaces, representatives, organisations) and the catalogue (case types, sub-categories,
 * tags). Writes to those tables are logged here, one row per statement, so that a poll can ask in
 * one query whether anything of its context changed since the snapshot it was last answered at
 * (and otherwise reuse the caller it loaded then). Insert-only, so writers never wait on each
 * other; pruned with case_list.changes.
 */
const contextTables = ['users', 'memberships', 'organisations', 'workplaces', 'workplace_representatives', 'case_types', 'case_type_sub_categories', 'tags'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists case_list.context_changes (
      xid xid8 not null default pg_current_xact_id(),
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists context_changes_xid on case_list.context_changes (xid)`.execute(db);
  await sql`create index if not exists context_changes_changed_at on case_list.context_changes (changed_at)`.execute(db);
  await sql`
    create function case_list_log_context_change() returns trigger language plpgsql as $$
    begin
      insert into case_list.context_changes default values;
      return null;
    end $$`.execute(db);
  for (const table of contextTables) {
    await sql`create trigger ${sql.raw(`${table}_log_context_change`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function case_list_log_context_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of contextTables) await sql`drop trigger if exists ${sql.raw(`${table}_log_context_change`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists case_list_log_context_change`.execute(db);
  await sql`drop table if exists case_list.context_changes`.execute(db);
}
