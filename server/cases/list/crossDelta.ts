import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { findEntry, type Entry, type ListVersion } from './versions';
import { MAX_CURSOR_AGE, type Cursor } from './cursor';
import { MAX_PATCH, type SetState } from './visibleSet';

/**
 * Step 3 of a case list (server/cases/caseList.ts) on any process (issue 26): the delta from a
 * cursor this process holds no version of. What changed since lives in PostgreSQL: the cases
 * written by transactions the cursor's snapshot may not have seen (case_list.changes, xid ≥ its
 * xmin: a few more than strictly needed, which costs only bytes) and the cases whose lock lapsed
 * since it was read. Each of them the caller sees now is sent as it is now; so the client ends
 * with exactly the current list, whose version (and ETag) is the full answer's.
 *
 * Which cases left the list cannot be told without the list the cursor was made of: a case left
 * only through an 'audience' change (migration 0012); when such a change hit a case the caller
 * does not see now (and that is not newer than the cursor), or the context changed (the caller,
 * an organisation, the catalogue: case_list.context_changes), or the cursor is older than half the
 * change log's retention, the answer is null: the full list.
 */

interface ChangeRow {
  contextChanged: boolean;
  /** [caseId, an 'audience' change, created after the cursor] per case written since. */
  changed: [string, boolean, boolean][] | null;
  /** Cases whose lock lapsed since the cursor was read. */
  lapsed: string[] | null;
}

export async function crossDelta(db: Database, cursor: Cursor, current: ListVersion & { state: SetState }): Promise<Entry[] | null> {
  if (current.state.now - cursor.readAt > MAX_CURSOR_AGE || cursor.readAt > current.state.now + 60) return null;
  const xmin = cursor.xmin.toString();
  const xmax = cursor.xmax.toString();
  const { rows: [row] } = await sql<ChangeRow>`select
      exists (select 1 from case_list.context_changes where xid >= ${xmin}::xid8) as "contextChanged",
      (select json_agg(json_build_array(case_id, audience, created)) from (
         select case_id, bool_or(kind = 'audience') as audience, bool_or(kind = 'created' and xid >= ${xmax}::xid8) as created
         from case_list.changes where xid >= ${xmin}::xid8 group by case_id) g) as changed,
      (select json_agg(c.id) from cases c
         where c.locked_by_user_id is not null and c.lock_expires_at > to_timestamp(${cursor.readAt}) and c.lock_expires_at <= now()) as lapsed`.execute(db);
  if (row.contextChanged) return null;
  const changed = row.changed ?? [];
  if (changed.length > MAX_PATCH) return null;
  const entries = new Map<string, Entry>();
  for (const [id, audience, created] of changed) {
    const entry = findEntry(current, id);
    if (entry) entries.set(id, entry);
    else if (audience && !created) return null;
  }
  for (const id of row.lapsed ?? []) {
    const entry = findEntry(current, id);
    if (entry) entries.set(id, entry);
  }
  return [...entries.values()];
}
