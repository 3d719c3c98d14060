import { sql, type Kysely } from 'kysely';

/**
 * Issue 37, erasure of a former member (server/members/memberErasure.ts):
 * - users.erased_at: the row stays as a tombstone (cases kept for others point at it), with every
 *   personal field cleared, no username or password, and the name 'Tidigare medlem'; a token of an
 *   erased user is refused (loadUser answers no user).
 * - member_erasures: one row per erasure: whose id, when, by whom (the secretariat member's id) and
 *   how many rows went or were kept. No name, no content.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column erased_at timestamptz`.execute(db);
  await sql`create table member_erasures (
      id bigserial primary key,
      user_id uuid not null unique,
      erased_at timestamptz not null default now(),
      erased_by_user_id uuid references users(id) on delete set null,
      counts jsonb not null default '{}'::jsonb
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists member_erasures`.execute(db);
  await sql`alter table users drop column if exists erased_at`.execute(db);
}
