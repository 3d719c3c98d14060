import { sql, type Kysely } from 'kysely';

/**
 * Issue 26, cheap on every process: a commit that writes what a case list depends on, or revokes
 * a sign-in's tokens, notifies `portal_changes` (server/db/changeFeed.ts). Statement triggers on
 * the logs the list engine already reads (case_list.changes, case_list.context_changes), so the
 * notice covers exactly what server/cases/list/listContext.ts would find; PostgreSQL sends one
 * notice per topic and transaction, at its commit.
 */
const notices = [
  ['case_list', 'changes', 'insert', 'case_list'],
  ['case_list', 'context_changes', 'insert', 'case_list'],
  ['public', 'oidc_payloads', 'delete', 'tokens'],
  ['public', 'oidc_payloads', 'truncate', 'tokens'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function notify_portal_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_changes', tg_argv[0]);
      return null;
    end $$`.execute(db);
  for (const [schema, table, event, topic] of notices) {
    await sql`create trigger ${sql.raw(`${table}_notify_${event}`)} after ${sql.raw(event)} on ${sql.table(`${schema}.${table}`)}
      for each statement execute function notify_portal_change(${sql.lit(topic)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [schema, table, event] of notices) {
    await sql`drop trigger if exists ${sql.raw(`${table}_notify_${event}`)} on ${sql.table(`${schema}.${table}`)}`.execute(db);
  }
  await sql`drop function if exists notify_portal_change`.execute(db);
}
