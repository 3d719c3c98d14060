import { sql, type Kysely } from 'kysely';

/**
 * Issue 38, a member's poll under a day's writes: the 'case_list' notice of migration 0013 said only
 * "some case changed", so every kept list on every process was looked at again after any write,
 * and a member polling once a minute always found one (two queries and a patch per poll, about
 * 2.5 ms of a process's CPU at seed scale 10). A member's list holds the cases they own
 * (server/cases/visibility.ts), so the notice now names the owners of the cases a statement logged:
 * 'case_list;<owner id>,<owner id>'. A process keeps a member's answer while no notice names them
 * (server/db/changeFeed.ts `markFor`). The notice stays unscoped ('case_list': every list looks
 * again) when the owners cannot be named: a case no longer there (deleted), a list of owners too
 * long for a notice, a change of a case's owner (the old owner's list loses it: its own trigger),
 * and every write to a list's context (migration 0007's log).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists changes_notify_insert on case_list.changes`.execute(db);
  await sql`
    create function notify_case_list_owners() returns trigger language plpgsql as $$
    declare logs bigint; owners text; unplaced boolean;
    begin
      select count(*), bool_or(c.id is null), string_agg(distinct c.owner_user_id::text, ',') into logs, unplaced, owners
        from logged l left join cases c on c.id = l.case_id;
      -- A statement that logged nothing (an upsert's insert half that updated instead) changed nothing.
      if logs = 0 then return null; end if;
      if unplaced or owners is null or length(owners) > 7800 then
        perform pg_notify('portal_changes', 'case_list');
      else
        perform pg_notify('portal_changes', 'case_list;' || owners);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger changes_notify_owners after insert on case_list.changes
    referencing new table as logged for each statement execute function notify_case_list_owners()`.execute(db);
  await sql`
    create function notify_case_owner_change() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from old_rows o join new_rows n on n.id = o.id where o.owner_user_id is distinct from n.owner_user_id) then
        perform pg_notify('portal_changes', 'case_list');
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger cases_notify_owner_change after update on cases
    referencing old table as old_rows new table as new_rows for each statement execute function notify_case_owner_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists cases_notify_owner_change on cases`.execute(db);
  await sql`drop function if exists notify_case_owner_change`.execute(db);
  await sql`drop trigger if exists changes_notify_owners on case_list.changes`.execute(db);
  await sql`drop function if exists notify_case_list_owners`.execute(db);
  await sql`create trigger changes_notify_insert after insert on case_list.changes
    for each statement execute function notify_portal_change('case_list')`.execute(db);
}
