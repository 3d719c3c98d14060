import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { User } from '../../../src/api/types';
import type { CaseContext } from '../../../src/domain/caseAccess';
import type { Catalogue } from '../catalogue';
import { LIST_CACHE_CASES, snapshotXmin, stateColumns } from './visibleSet';
import { LruCache } from '../../lib/lruCache';

/**
 * Step 0 of a case list (server/cases/caseList.ts): before anything else, one query tells whether
 * anything the caller's list depends on was written since its last answer
 * (case_list.context_changes, migration 0007; case_list.changes, migration 0002): if not, that
 * answer is reused (304 for the same ETag) until its first lock lapses; if only cases changed,
 * the caller, context and catalogue loaded then are reused (issue 13: a cheap 304).
 */

/**
 * What a list's answer was made for: the caller, the context and the catalogue, as loaded after
 * `snapshot`; and the last answer, read after it too.
 */
export interface ListContext<Answer> {
  user: User;
  context: CaseContext;
  catalogue: Catalogue;
  snapshot: string;
  /** The change feed's count of case-list notices read before `snapshot` (undefined: not listening). */
  mark?: number;
  answer?: Answer;
}

/**
 * The contexts of the lists polled, by caller and query, least recently used dropped beyond a
 * weight (the list's cases plus one, `LIST_CACHE_CASES`: an answer holds its set's buckets).
 */
export class ListContextCache<Answer extends { cases: number }> extends LruCache<ListContext<Answer>> {
  constructor(maxCases = LIST_CACHE_CASES) {
    super(maxCases, (kept) => 1 + (kept.answer?.cases ?? 0));
  }
}

export interface ChangesSince {
  snapshot: string;
  /** Seconds since the epoch (database clock). */
  now: number;
  /** A table of a list's context (caller, organisations, catalogue) was written. */
  contextChanged: boolean;
  /** A case (or a read marker) was written. */
  casesChanged: boolean;
}

/**
 * One query: the current snapshot and time, and whether a transaction that `since` did not see
 * has written a table a list's context is made of, or a case (none given: both changed).
 */
export async function changesSince(db: Database, since: string | null): Promise<ChangesSince> {
  if (since === null) {
    const { rows } = await sql<{ snapshot: string; now: number }>`select ${stateColumns}`.execute(db);
    return { ...rows[0], contextChanged: true, casesChanged: true };
  }
  const unseen = sql`xid >= ${snapshotXmin(since)}::xid8 and not pg_visible_in_snapshot(xid, ${since}::pg_snapshot)`;
  const { rows } = await sql<ChangesSince>`select ${stateColumns},
      exists (select 1 from case_list.context_changes where ${unseen}) as "contextChanged",
      exists (select 1 from case_list.changes where ${unseen}) as "casesChanged"`.execute(db);
  return rows[0];
}
