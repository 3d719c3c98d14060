import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: with DATABASE_URL, every process of a portal reads and writes the same files, so the
 * bytes live next to the rows (server/files/postgresBlobStore.ts). One `blob_objects` row per
 * committed blob (key = sha256) or upload being staged (key = 'staged:' + uuid), its bytes in
 * `blob_chunks` of at most 256 KiB each. `touched_at` is the sweeper's age: set by every chunk
 * written and by every commit of that content. Unused with the embedded database (files on disk).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table blob_objects (
      key text primary key,
      size bigint not null default 0,
      touched_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index blob_objects_touched_at on blob_objects (touched_at)`.execute(db);
  await sql`create table blob_chunks (
      key text not null references blob_objects (key) on delete cascade,
      seq integer not null,
      bytes bytea not null,
      primary key (key, seq)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists blob_chunks`.execute(db);
  await sql`drop table if exists blob_objects`.execute(db);
}
