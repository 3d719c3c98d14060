import { sql, type Kysely } from 'kysely';

/**
 * Issue 33, what the secretariat sees of mail delivery: one row per failed attempt that is not the
 * recipient's own fault (the relay refused, a connection failed) or that was never tried (an
 * address that is no address). Counted per day on the secretariat's delivery page; a recipient's
 * refusal for good stays on the profile (notification_settings.bounced_address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notification_delivery_failures (
      id bigserial primary key,
      outbox_id uuid references notification_outbox(id) on delete cascade,
      kind text not null check (kind in ('relay', 'connection', 'recipient', 'address')),
      reason text not null,
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notification_delivery_failures_at on notification_delivery_failures (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_delivery_failures`.execute(db);
}
