import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: what every process of one portal must share lives in the database.
 * - provider_keys: the built-in provider's signing keys and cookie secrets, one row, written once
 *   by whichever process starts first (under an advisory lock, server/oidc/keys.ts);
 * - login_failures: the sign-in throttle's failures, one row per failure and key
 *   (server/auth/loginThrottle.ts), pruned once they are older than the window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table provider_keys (
      id integer primary key check (id = 1),
      keys jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create table login_failures (
      key text not null,
      failed_at timestamptz not null
    )`.execute(db);
  await sql`create index login_failures_key on login_failures (key, failed_at)`.execute(db);
  await sql`create index login_failures_failed_at on login_failures (failed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_failures`.execute(db);
  await sql`drop table provider_keys`.execute(db);
}
