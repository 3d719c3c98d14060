import { sql, type Kysely } from 'kysely';

/**
 * Issue 26, deltas on every process: a poll's cursor names the snapshot its list was read at, so
 * any process can find in case_list.changes what was written since. What it cannot find there is
 * whether a case left the caller's list (a process that did not answer the cursor does not know
 * what that list held), so every change is logged with its `kind`:
 * - 'created': a new case (in nobody's list before);
 * - 'audience': it may have changed who sees the case, or which part of a list it is in: the
 *   owner, the organisation, the workplace, the type, the status, the secretariat's flags, a user
 *   taken off the case, its sub-categories, a deleted case (rows logged before this migration too);
 * - 'content': anything else (a read marker, a message, a title, a tag, a lock, a user added):
 *   the case stays in every list it was in.
 * A cursor whose changes include an 'audience' change of a case the caller no longer sees (and
 * that is not new since) gets the full list (server/cases/list/crossDelta.ts).
 *
 * A lock that lapses is no write: `cases_lock_expiry` finds the locks that lapsed since a cursor.
 *
 * case_list.cursor_key holds the key that binds a cursor to its caller and list context (an HMAC),
 * shared by every process of the portal; it lives in the case_list schema (created if missing, and
 * kept across a reset like the logs).
 */
const visibilityColumns = [
  'owner_user_id', 'association_id', 'workplace_id', 'case_type', 'status', 'should_be_handled_by_kanslist', 'invitation_from_board_member',
];

const audienceEvents = [
  ['case_users', 'delete', 'old'], ['case_sub_categories', 'insert', 'new'], ['case_sub_categories', 'update', 'new'], ['case_sub_categories', 'delete', 'old'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table case_list.changes add column if not exists kind text not null default 'audience'`.execute(db);
  await sql`create table if not exists case_list.cursor_key (
      id integer primary key check (id = 1),
      key text not null default (gen_random_uuid()::text || gen_random_uuid()::text)
    )`.execute(db);
  await sql`insert into case_list.cursor_key (id) values (1) on conflict do nothing`.execute(db);
  await sql`create index cases_lock_expiry on cases (lock_expires_at) where locked_by_user_id is not null`.execute(db);

  const differs = sql.join(visibilityColumns.map((column) => sql`o.${sql.ref(column)} is distinct from n.${sql.ref(column)}`), sql` or `);
  await sql`
    create function cases_log_inserts() returns trigger language plpgsql as $$
    begin
      insert into case_list.changes (case_id, kind) select distinct id, 'created' from changed;
      return null;
    end $$`.execute(db);
  await sql`
    create function cases_log_updates() returns trigger language plpgsql as $$
    begin
      insert into case_list.changes (case_id, kind)
        select n.id, case when bool_or(o.id is null or ${differs}) then 'audience' else 'content' end
        from new_rows n left join old_rows o on o.id = n.id group by n.id;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists cases_log_insert on cases`.execute(db);
  await sql`drop trigger if exists cases_log_update on cases`.execute(db);
  await sql`create trigger cases_log_insert after insert on cases
    referencing new table as changed for each statement execute function cases_log_inserts()`.execute(db);
  await sql`create trigger cases_log_update after update on cases
    referencing old table as old_rows new table as new_rows for each statement execute function cases_log_updates()`.execute(db);

  await sql`
    create or replace function case_reads_log_changes() returns trigger language plpgsql as $$
    begin
      insert into case_list.changes (case_id, kind) select distinct case_id, 'content' from changed;
      return null;
    end $$`.execute(db);

  // A user taken off a case (the secretariat's "added to the case") and its sub-categories (the
  // economist's list) decide who sees it; a user added only adds the case to a list.
  await sql`
    create function cases_log_audience() returns trigger language plpgsql as $$
    begin
      insert into case_list.changes (case_id, kind) select distinct case_id, 'audience' from changed;
      return null;
    end $$`.execute(db);
  for (const [table, event, transition] of audienceEvents) {
    await sql`create trigger ${sql.raw(`${table}_log_audience_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      referencing ${sql.raw(transition)} table as changed for each statement execute function cases_log_audience()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, event] of audienceEvents) {
    await sql`drop trigger if exists ${sql.raw(`${table}_log_audience_${event}`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists cases_log_audience`.execute(db);
  await sql`
    create or replace function case_reads_log_changes() returns trigger language plpgsql as $$
    begin
      insert into case_list.changes (case_id) select distinct case_id from changed;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists cases_log_insert on cases`.execute(db);
  await sql`drop trigger if exists cases_log_update on cases`.execute(db);
  for (const [event, transition] of [['insert', 'new'], ['update', 'new']] as const) {
    await sql`create trigger ${sql.raw(`cases_log_${event}`)} after ${sql.raw(event)} on cases
      referencing ${sql.raw(transition)} table as changed for each statement execute function cases_log_changes()`.execute(db);
  }
  await sql`drop function if exists cases_log_inserts, cases_log_updates`.execute(db);
  await sql`drop index if exists cases_lock_expiry`.execute(db);
  await sql`drop table if exists case_list.cursor_key`.execute(db);
  await sql`alter table case_list.changes drop column if exists kind`.execute(db);
}
