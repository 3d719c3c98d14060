import { sql } from 'kysely';
import type { Database } from '../db/database';

export interface OutboxStats {
  /** Mails waiting to be sent (pending, or claimed by a deliverer now). */
  pending: number;
  /** Seconds since the oldest of them was written; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** How far delivery is behind (ARCHITECTURE §1, Notifications): one query over the due index. */
export async function outboxStats(db: Database): Promise<OutboxStats> {
  const { rows } = await sql<{ pending: number; oldest: number | null }>`
    select count(*)::int as pending,
           extract(epoch from now() - min(created_at))::float8 as oldest
      from notification_outbox
     where state in ('pending', 'sending')`.execute(db);
  // An aggregate without GROUP BY gives one row, also over no rows: count 0, min null.
  const { pending, oldest } = rows[0];
  return { pending, oldestAgeSeconds: Math.max(0, oldest ?? 0) };
}

/** pg-boss's jobs of the mail queue by state (created, active, retry, completed, …); undefined without pg-boss's schema (the embedded database). */
export async function queueJobStats(db: Database, queue: string): Promise<Record<string, number> | undefined> {
  const { rows: schema } = await sql<{ present: boolean }>`select to_regclass('pgboss.job') is not null as present`.execute(db);
  if (!schema[0].present) return undefined;
  const { rows } = await sql<{ state: string; count: number }>`
    select state::text as state, count(*)::int as count from pgboss.job where name = ${queue} group by state`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}
