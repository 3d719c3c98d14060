import { sql, type Kysely } from 'kysely';

/**
 * Issue 37, "Vem har sett mina uppgifter" (server/accessLog/, src/domain/accessLog.ts): one row per
 * read of a member's record or opening of their case by someone else.
 * - subject_user_id: whose data; the member's log goes with the member.
 * - viewer_user_id: who read (forgotten, null, if that user is erased); their role and unit are
 *   kept as they were at the read, as text, so a later change of role does not rewrite history.
 * - object_kind/object_id: the member's record (object_id = the member) or a case (its id, no
 *   foreign key: the entry outlives the case's erasure by retention).
 * - time_window: the 10-minute window of `at` (accessLogWindow); the unique index makes a re-read in
 *   the same window one entry, decided by the insert itself (on conflict do nothing).
 * Append-only: no call updates or deletes a row; a trigger refuses every update except the
 * foreign key's own forgetting of an erased viewer. Rows go only by the retention run's pruning
 * (ACCESS_LOG_RETENTION_DAYS) and with their member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table access_log (
      id bigserial primary key,
      subject_user_id uuid not null references users(id) on delete cascade,
      viewer_user_id uuid references users(id) on delete set null,
      viewer_role text not null check (viewer_role in ('secretariat', 'economist', 'board', 'representative', 'participant')),
      viewer_unit_id uuid,
      viewer_unit_name text,
      object_kind text not null check (object_kind in ('member', 'case')),
      object_id uuid not null,
      at timestamptz not null,
      time_window bigint not null
    )`.execute(db);
  await sql`create unique index access_log_once_per_window on access_log (viewer_user_id, subject_user_id, object_kind, object_id, time_window)`.execute(db);
  await sql`create index access_log_subject on access_log (subject_user_id, at desc, id desc)`.execute(db);
  await sql`create index access_log_at on access_log (at)`.execute(db);
  await sql`create function access_log_append_only() returns trigger language plpgsql as $$
    begin
      if new.viewer_user_id is null and old.viewer_user_id is not null
        and (to_jsonb(new) - 'viewer_user_id') = (to_jsonb(old) - 'viewer_user_id') then
        return new;
      end if;
      raise exception 'access_log is append-only' using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger access_log_append_only before update on access_log
    for each row execute function access_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists access_log`.execute(db);
  await sql`drop function if exists access_log_append_only()`.execute(db);
}
