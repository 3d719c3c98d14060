import { sql, type Kysely } from 'kysely';

/**
 * Issue 35, push: which cases changed, at the commit, for the processes' case streams
 * (server/cases/stream/). A statement trigger on `cases` notifies `portal_case_ids` with the
 * transaction's id and the ids it wrote (every change a case list shows moves the case row:
 * migration 0002; a read mark does not, so a read is never pushed). A payload near PostgreSQL's
 * 8000-byte limit names no ids ('*': "many changed, ask the list"). Ids only, never content.
 *
 * `stream_tickets`: a stream is opened with a single-use ticket that a bearer call obtained
 * (EventSource cannot send an Authorization header); only its sha256 is stored, and it lapses in
 * seconds. In the database, so a ticket made on one process opens a stream on any other.
 */
const events = [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_case_ids() returns trigger language plpgsql as $$
    declare ids text;
    begin
      select string_agg(distinct id::text, ',') into ids from changed;
      if ids is null then return null; end if;
      perform pg_notify('portal_case_ids', pg_current_xact_id()::text || ';' || case when length(ids) > 7800 then '*' else ids end);
      return null;
    end $$`.execute(db);
  for (const [event, transition] of events) {
    await sql`create trigger ${sql.raw(`cases_notify_ids_${event}`)} after ${sql.raw(event)} on cases
      referencing ${sql.raw(transition)} table as changed for each statement execute function notify_case_ids()`.execute(db);
  }
  await sql`create table stream_tickets (
      ticket_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      token_id text,
      token_expires_at timestamptz not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index stream_tickets_expires_at on stream_tickets (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stream_tickets`.execute(db);
  for (const [event] of events) await sql`drop trigger if exists ${sql.raw(`cases_notify_ids_${event}`)} on cases`.execute(db);
  await sql`drop function if exists notify_case_ids`.execute(db);
}
