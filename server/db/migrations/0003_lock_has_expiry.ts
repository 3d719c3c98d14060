import { sql, type Kysely } from 'kysely';

/**
 * A case lock is a lease (120 s, renewed while the reply is open): a holder without an expiry would
 * lock the case for good, so the database refuses one. Rows that break the rule are released first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update cases set locked_by_user_id = null, lock_expires_at = null
    where (locked_by_user_id is null) <> (lock_expires_at is null)`.execute(db);
  await sql`alter table cases add constraint cases_lock_is_a_lease
    check ((locked_by_user_id is null) = (lock_expires_at is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cases drop constraint cases_lock_is_a_lease`.execute(db);
}
