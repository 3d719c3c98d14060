import { sql, type Kysely } from 'kysely';

/**
 * Issue 24, notifications by e-mail (server/notifications/):
 * - notification_settings: one row per user who changed anything (absent: the defaults of
 *   src/domain/notifications.ts), with the last refused address (a bounce) shown on the profile;
 * - notification_outbox: one mail per event and recipient, written in the event's transaction;
 *   `idempotency_key` (event + recipient) is unique, so an event never makes a second mail;
 * - notification_mailbox: what the development transport "sent" (no SMTP_URL);
 * - notification_secret: the key of the unsubscribe links (one row, made here, shared by processes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notification_settings (
      user_id uuid primary key references users(id) on delete cascade,
      kinds jsonb not null default '{}'::jsonb,
      follows text[] not null default '{}'::text[],
      daily_summary boolean not null default false,
      bounced_address text,
      bounce_reason text,
      bounced_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create table notification_outbox (
      id uuid primary key,
      idempotency_key text not null unique,
      kind text not null,
      recipient_user_id uuid not null references users(id) on delete cascade,
      address text not null,
      case_id uuid references cases(id) on delete set null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      unsubscribe_url text,
      state text not null default 'pending'
        check (state in ('pending', 'held', 'sending', 'sent', 'bounced', 'failed', 'summarised')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      claimed_until timestamptz,
      queued_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index notification_outbox_due on notification_outbox (next_attempt_at) where state in ('pending', 'sending')`.execute(db);
  await sql`create index notification_outbox_held on notification_outbox (recipient_user_id) where state = 'held'`.execute(db);
  await sql`create table notification_mailbox (
      id bigserial primary key,
      outbox_id uuid not null unique,
      recipient text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      headers jsonb not null,
      delivered_at timestamptz not null default now()
    )`.execute(db);
  await sql`create table notification_secret (
      id integer primary key check (id = 1),
      secret text not null
    )`.execute(db);
  await sql`insert into notification_secret (id, secret)
      values (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table notification_secret`.execute(db);
  await sql`drop table notification_mailbox`.execute(db);
  await sql`drop table notification_outbox`.execute(db);
  await sql`drop table notification_settings`.execute(db);
}
