import { sql, type Kysely } from 'kysely';

/**
 * Issue 36, saved replies ("Svarsmallar"): each belongs to one unit, 'personal:{userId}',
 * 'secretariat' or 'association:{id}' (src/domain/savedReplies.ts); a unit's replies are read by
 * its key. Who wrote one is kept for the page, and forgotten (null) if that user is erased.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table saved_replies (
    id uuid primary key,
    unit text not null check (length(unit) <= 100),
    title text not null,
    body text not null,
    updated_by_user_id uuid references users(id) on delete set null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index saved_replies_unit_idx on saved_replies (unit, title)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table saved_replies`.execute(db);
}
