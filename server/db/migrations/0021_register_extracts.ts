import { sql, type Kysely } from 'kysely';

/**
 * Issue 37, the register extract ("Mina uppgifter", server/registerExtract/): one row per extract
 * asked for.
 * - user_id: whose data; the extracts go with the member (on delete cascade).
 * - requested_by_user_id: who asked: the member, or the secretariat's management for a member who
 *   asked by letter (by_letter); forgotten (null) if that user is erased.
 * - request_day: the Swedish calendar day of the request; the partial unique index makes one
 *   member's own request per day, decided by the insert itself on every process.
 * - state: pending until the job has committed the zip (a blob, blob_sha256) and marked it ready
 *   in one statement; a job killed mid-build leaves the row pending, never a half zip.
 * - expires_at: ready_at + 7 days; the retention run deletes the row and its blob after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table register_extracts (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      requested_by_user_id uuid references users(id) on delete set null,
      by_letter boolean not null default false,
      request_day date not null,
      requested_at timestamptz not null,
      state text not null default 'pending' check (state in ('pending', 'ready')),
      blob_sha256 text,
      size bigint,
      ready_at timestamptz,
      expires_at timestamptz,
      check ((state = 'ready') = (blob_sha256 is not null and ready_at is not null and expires_at is not null))
    )`.execute(db);
  await sql`create unique index register_extracts_one_a_day on register_extracts (user_id, request_day) where not by_letter`.execute(db);
  await sql`create index register_extracts_user on register_extracts (user_id, requested_at desc)`.execute(db);
  await sql`create index register_extracts_pending on register_extracts (requested_at) where state = 'pending'`.execute(db);
  await sql`create index register_extracts_expires on register_extracts (expires_at) where state = 'ready'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists register_extracts`.execute(db);
}
