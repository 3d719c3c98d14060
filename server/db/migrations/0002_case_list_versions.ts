import { sql, type Kysely } from 'kysely';

/**
 * What the case lists need to stay fast and honest (ARCHITECTURE §6):
 *
 * - `cases.list_version` takes a new value from a sequence whenever anything a case list shows
 *   changes: the case row itself, its tags, sub-categories and users, and a new message. Triggers
 *   keep that true for every writer (routes, seed, scripts), so Case/GetAll builds its ETag from
 *   the versions and reuses a serialised list item while its version stands. `updated_at` is left
 *   to the writers.
 * - `case_list.changes` logs which transaction wrote which case, so a list read at one snapshot can be
 *   brought up to date by looking only at the cases written since.
 * - `cases.last_message_at` / `last_message_sender_user_id` make "unread for the caller" a
 *   comparison with `case_reads` instead of a search through the messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence case_list_version`.execute(db);
  await db.schema.alterTable('cases')
    .addColumn('list_version', 'bigint', (c) => c.notNull().defaultTo(sql`nextval('case_list_version')`))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('last_message_sender_user_id', 'uuid', (c) => c.references('users.id'))
    .execute();

  await sql`
    update cases c set last_message_at = m.created_at, last_message_sender_user_id = m.sender_user_id
    from (select distinct on (case_id) case_id, created_at, sender_user_id from messages order by case_id, created_at desc, id desc) m
    where m.case_id = c.id`.execute(db);

  // Any change of a case row is a new version.
  await sql`
    create function cases_next_list_version() returns trigger language plpgsql as $$
    begin
      new.list_version := nextval('case_list_version');
      return new;
    end $$`.execute(db);
  await sql`create trigger cases_next_list_version before update on cases
    for each row execute function cases_next_list_version()`.execute(db);

  // A new message: the case's newest message (and so its version) moves on.
  await sql`
    create function messages_after_insert() returns trigger language plpgsql as $$
    begin
      update cases c set last_message_at = n.created_at, last_message_sender_user_id = n.sender_user_id
      from (select distinct on (case_id) case_id, created_at, sender_user_id from inserted order by case_id, created_at desc, id desc) n
      where c.id = n.case_id and (c.last_message_at is null or c.last_message_at <= n.created_at);
      return null;
    end $$`.execute(db);
  await sql`create trigger messages_after_insert after insert on messages
    referencing new table as inserted for each statement execute function messages_after_insert()`.execute(db);

  // A removed or edited message (rare): the newest remaining one.
  await sql`
    create function messages_after_change() returns trigger language plpgsql as $$
    begin
      update cases c set
        last_message_at = (select max(m.created_at) from messages m where m.case_id = c.id),
        last_message_sender_user_id = (select m.sender_user_id from messages m where m.case_id = c.id order by m.created_at desc, m.id desc limit 1)
      where c.id in (select case_id from changed);
      return null;
    end $$`.execute(db);
  await sql`create trigger messages_after_delete after delete on messages
    referencing old table as changed for each statement execute function messages_after_change()`.execute(db);
  await sql`create trigger messages_after_update after update on messages
    referencing new table as changed for each statement execute function messages_after_change()`.execute(db);

  // Tags, sub-categories and users of a case are part of its list item. A case row written earlier
  // in the same transaction already has a version nobody has seen, so it is left alone (this keeps
  // bulk loads such as the demo seed from rewriting every case once per child table).
  await sql`
    create function cases_touch_from_children() returns trigger language plpgsql as $$
    begin
      update cases set list_version = nextval('case_list_version')
      where id in (select case_id from changed) and xmin <> pg_current_xact_id()::xid;
      return null;
    end $$`.execute(db);
  for (const table of ['case_tags', 'case_sub_categories', 'case_users']) {
    for (const [event, transition] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await sql`create trigger ${sql.raw(`${table}_touch_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(transition)} table as changed for each statement execute function cases_touch_from_children()`.execute(db);
    }
  }

  // Which cases each transaction wrote (the case row, and through the triggers above its tags,
  // sub-categories, users and messages). A reader that kept a visible set with the snapshot it was
  // read in asks for the cases written by transactions that snapshot did not see, and looks at
  // those again only; unlike a counter or a maximum, this also catches a transaction that began
  // before the reader and committed after it. It is bookkeeping, not data: it lives in its own
  // schema (created if missing, since resetting a PostgreSQL database drops only `public`; rows
  // left from before a reset are older than any new snapshot and never read), and the server
  // prunes rows older than an hour.
  await sql`create schema if not exists case_list`.execute(db);
  await sql`create table if not exists case_list.changes (
      case_id uuid not null,
      xid xid8 not null default pg_current_xact_id(),
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists changes_xid on case_list.changes (xid)`.execute(db);
  await sql`create index if not exists changes_changed_at on case_list.changes (changed_at)`.execute(db);
  await sql`
    create function cases_log_changes() returns trigger language plpgsql as $$
    begin
      insert into case_list.changes (case_id) select distinct id from changed;
      return null;
    end $$`.execute(db);
  for (const [event, transition] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
    await sql`create trigger ${sql.raw(`cases_log_${event}`)} after ${sql.raw(event)} on cases
      referencing ${sql.raw(transition)} table as changed for each statement execute function cases_log_changes()`.execute(db);
  }
  // A read changes the reader's unread marker of that case: logged too, so the reader's next poll
  // looks at that case again rather than at the whole list.
  await sql`
    create function case_reads_log_changes() returns trigger language plpgsql as $$
    begin
      insert into case_list.changes (case_id) select distinct case_id from changed;
      return null;
    end $$`.execute(db);
  for (const [event, transition] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
    await sql`create trigger ${sql.raw(`case_reads_log_${event}`)} after ${sql.raw(event)} on case_reads
      referencing ${sql.raw(transition)} table as changed for each statement execute function case_reads_log_changes()`.execute(db);
  }

  // The secretariat's share of the cases (spec §6), and the caller's read state, for the lists.
  await sql`create index cases_for_secretariat on cases (created_at) where should_be_handled_by_kanslist`.execute(db);
  await sql`create index case_reads_user on case_reads (user_id, case_id) include (read_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.raw(`cases_log_${event}`)} on cases`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`case_reads_log_${event}`)} on case_reads`.execute(db);
  }
  await sql`drop function if exists cases_log_changes, case_reads_log_changes`.execute(db);
  await sql`drop schema if exists case_list cascade`.execute(db);
  for (const table of ['case_tags', 'case_sub_categories', 'case_users']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_touch_${event}`)} on ${sql.table(table)}`.execute(db);
    }
  }
  await sql`drop trigger if exists messages_after_update on messages`.execute(db);
  await sql`drop trigger if exists messages_after_delete on messages`.execute(db);
  await sql`drop trigger if exists messages_after_insert on messages`.execute(db);
  await sql`drop trigger if exists cases_next_list_version on cases`.execute(db);
  await sql`drop function if exists cases_touch_from_children, messages_after_change, messages_after_insert, cases_next_list_version`.execute(db);
  await sql`drop index if exists case_reads_user`.execute(db);
  await sql`drop index if exists cases_for_secretariat`.execute(db);
  await db.schema.alterTable('cases').dropColumn('last_message_sender_user_id').dropColumn('last_message_at').dropColumn('list_version').execute();
  await sql`drop sequence if exists case_list_version`.execute(db);
}
