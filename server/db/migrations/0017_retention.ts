import { sql, type Kysely } from 'kysely';

/**
 * Issue 37, retention (server/retention/):
 * - case_legal_holds: a case the secretariat keeps beyond its retention (a dispute, a claim); the
 *   retention job skips it. Gone with the case.
 * - case_erasures: what the job erased, one row per case: its id, when it was made, closed and
 *   erased, and how many messages, notes and files went. No content, no person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table case_legal_holds (
      case_id uuid primary key references cases(id) on delete cascade,
      placed_by_user_id uuid references users(id) on delete set null,
      placed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create table case_erasures (
      id bigserial primary key,
      case_id uuid not null unique,
      created_at timestamptz not null,
      closed_at timestamptz not null,
      erased_at timestamptz not null default now(),
      messages integer not null,
      notes integer not null,
      files integer not null
    )`.execute(db);
  await sql`create index audit_logs_closed on audit_logs (case_id, occurred_at) where event_type = 'CASE_CLOSED'`.execute(db);
  await sql`create index notification_outbox_done on notification_outbox (coalesce(sent_at, created_at)) where state not in ('pending', 'sending', 'held')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notification_outbox_done`.execute(db);
  await sql`drop index if exists audit_logs_closed`.execute(db);
  await sql`drop table if exists case_erasures`.execute(db);
  await sql`drop table if exists case_legal_holds`.execute(db);
}
