import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { User } from '../../../src/api/types';
import type { CaseContext } from '../../../src/domain/caseAccess';
import { versionOf } from '../listItems';
import { visibleCasesWhere } from '../visibility';
import { lockHeldSql } from '../handling/caseRecord';
import { assemble, byPrefix, idOfToken, prefixLengthFor, type ListVersion, type Lock } from './versions';
import { CHANGE_LOG_HOURS, keepHistory, type ListHistory } from './history';
import { LruCache } from '../../lib/lruCache';

/**
 * Step 1 of a case list (server/cases/caseList.ts): the visible set. One aggregated row gives
 * every case the caller may view in the context, with its version and the caller's unread state,
 * and the locks (PGlite pays per row returned, so it is one row). It is kept per caller and
 * context with the snapshot it was read at; the next call looks only at the cases written since
 * (case_list.changes, migration 0002) and patches the set, or reads it in full again (the first
 * time, every FULL_READ_INTERVAL, after many changes, or when a lock lapsed unseen).
 */

/** What a visible set was read at. */
export interface SetState {
  /** pg_current_snapshot() of the statement that read it. */
  snapshot: string;
  /** Seconds since the epoch (database clock). */
  now: number;
}

interface SetRow extends SetState {
  /** 'id version[ u]' per case, comma separated ('u': unread for the caller). */
  items: string | null;
  /** [caseId, userId, expiry in epoch seconds or null] of the cases locked right now. */
  locks: [string, string, number | null][] | null;
}

interface DeltaRow extends SetRow {
  /** Cases written by transactions the previous snapshot did not see. */
  changed: string[] | null;
}

export interface VisibleSet extends ListVersion, ListHistory {
  state: SetState;
  /** When the set was last read in full (epoch seconds). */
  fullAt: number;
}

/**
 * A kept set is read in full again after this long, whatever happened (seconds): half the change
 * log's retention, so that no patch needs a change the log has pruned. Every process re-reads each
 * set it keeps once per interval, so that cost is paid once per process (issue 38: at 600 s, the
 * re-reads of the secretariat's 72,004 cases at seed scale 50 made two processes spend more CPU
 * per request than one).
 */
export const FULL_READ_INTERVAL = (CHANGE_LOG_HOURS * 3600) / 2;
/** More changed cases than this: reading the whole set is as quick as patching it. */
export const MAX_PATCH = 2000;

export const stateColumns = sql`pg_current_snapshot()::text as snapshot, extract(epoch from now())::float8 as now`;

/**
 * The oldest transaction a snapshot ('xmin:xmax:xip,…') did not see, as a plain value: planned
 * with it, PostgreSQL knows from the index that few changes are that recent and reads the cases by
 * id; planned with pg_snapshot_xmin(…) it guessed a third of the change log and scanned every case.
 */
export function snapshotXmin(snapshot: string): string {
  const xmin = /^(\d+):\d+:/.exec(snapshot)?.[1];
  if (!xmin) throw new Error(`Not a snapshot: ${snapshot}`);
  return xmin;
}

/** The first transaction a snapshot did not know of (every later one it did not see either). */
export function snapshotXmax(snapshot: string): string {
  const xmax = /^\d+:(\d+):/.exec(snapshot)?.[1];
  if (!xmax) throw new Error(`Not a snapshot: ${snapshot}`);
  return xmax;
}

function setColumns(user: User) {
  const unread = sql<boolean>`c.last_message_at is not null and c.last_message_sender_user_id is distinct from ${user.id}
    and (r.read_at is null or c.last_message_at > r.read_at)`;
  return {
    items: sql`string_agg(c.id::text || ' ' || ${versionOf} || case when ${unread} then ' u' else '' end, ',')`,
    locks: sql`json_agg(json_build_array(c.id, c.locked_by_user_id, extract(epoch from c.lock_expires_at)::float8)) filter (where ${lockHeldSql})`,
  };
}

/**
 * The visible set of the caller in this context: every case with its version and the caller's
 * unread state, and the locks; and in the same statement (one snapshot) what it was read at.
 */
export async function loadVisibleSet(db: Database, user: User, context: CaseContext): Promise<SetRow> {
  const columns = setColumns(user);
  const { rows } = await sql<SetRow>`select ${stateColumns}, ${columns.items} as items, ${columns.locks} as locks
    from cases c
    left join case_reads r on r.case_id = c.id and r.user_id = ${user.id}
    where ${visibleCasesWhere(user, context)}`.execute(db);
  return rows[0];
}

/**
 * What changed since a set was read at `snapshot`: the cases written by transactions that snapshot
 * did not see (and `alsoIds`, cases whose lock lapsed meanwhile), and of those, the ones the caller
 * may view now (with their tokens and locks); all in one statement, read at one new snapshot.
 */
export async function loadDelta(db: Database, user: User, context: CaseContext, snapshot: string, alsoIds: readonly string[] = []): Promise<DeltaRow> {
  const columns = setColumns(user);
  const { rows } = await sql<DeltaRow>`with changed as (
      select case_id from case_list.changes
      where xid >= ${snapshotXmin(snapshot)}::xid8 and not pg_visible_in_snapshot(xid, ${snapshot}::pg_snapshot)
      union
      select unnest(${`{${alsoIds.join(',')}}`}::uuid[])
    )
    select ${stateColumns},
      (select json_agg(case_id) from changed) as changed,
      (select ${columns.items} from cases c left join case_reads r on r.case_id = c.id and r.user_id = ${user.id}
        where c.id in (select case_id from changed) and ${visibleCasesWhere(user, context)}) as items,
      (select ${columns.locks} from cases c where c.id in (select case_id from changed) and ${visibleCasesWhere(user, context)}) as locks`.execute(db);
  return rows[0];
}

async function locksOf(db: Database, rows: [string, string, number | null][] | null): Promise<Map<string, Lock>> {
  const locks = new Map<string, Lock>();
  if (!rows?.length) return locks;
  const names = await db.selectFrom('users').select(['id', 'firstname', 'lastname'])
    .where('id', 'in', [...new Set(rows.map(([, userId]) => userId))]).execute();
  const nameOf = new Map(names.map((u) => [u.id, `${u.firstname} ${u.lastname}`]));
  for (const [caseId, userId, expiry] of rows) locks.set(caseId, { holder: { id: userId, name: nameOf.get(userId) ?? '' }, expiry });
  return locks;
}

async function readInFull(db: Database, user: User, context: CaseContext, inputs: string, signature: string): Promise<VisibleSet> {
  const row = await loadVisibleSet(db, user, context);
  const tokens = row.items ? row.items.split(',') : [];
  const length = prefixLengthFor(tokens.length);
  const locks = await locksOf(db, row.locks);
  const { buckets, version } = assemble(inputs, signature, byPrefix(tokens, length), locks, length);
  return { state: { snapshot: row.snapshot, now: row.now }, fullAt: row.now, locks, prefixLength: length, buckets, version, history: [] };
}

/** The set brought up to date: changed cases taken out, those still (or now) visible put back. */
async function patch(db: Database, set: VisibleSet, delta: DeltaRow, inputs: string, signature: string): Promise<VisibleSet> {
  const changed = new Set(delta.changed ?? []);
  const fresh = delta.items ? delta.items.split(',') : [];
  const locks = new Map([...set.locks].filter(([caseId]) => !changed.has(caseId)));
  for (const [caseId, lock] of await locksOf(db, delta.locks)) locks.set(caseId, lock);
  const state = { snapshot: delta.snapshot, now: delta.now };

  // Only the buckets of changed cases change; the others are taken over as they are.
  const groups = new Map([...set.buckets].map(([prefix, bucket]) => [prefix, bucket.tokens]));
  const affected = new Set([...changed].map((id) => id.slice(0, set.prefixLength)));
  let count = fresh.length;
  for (const [prefix, tokens] of groups) {
    if (affected.has(prefix)) groups.set(prefix, tokens.filter((token) => !changed.has(idOfToken(token))));
    count += groups.get(prefix)!.length;
  }
  const length = prefixLengthFor(count);
  if (length !== set.prefixLength) {
    const { buckets, version } = assemble(inputs, signature, byPrefix([...[...groups.values()].flat(), ...fresh], length), locks, length);
    return { state, fullAt: set.fullAt, locks, prefixLength: length, buckets, version, history: set.history };
  }
  for (const token of fresh) {
    const prefix = token.slice(0, length);
    groups.set(prefix, [...(groups.get(prefix) ?? []), token]);
  }
  for (const prefix of affected) groups.get(prefix)?.sort();
  const { buckets, version } = assemble(inputs, signature, groups, locks, length, { buckets: set.buckets, affected });
  return { state, fullAt: set.fullAt, locks, prefixLength: length, buckets, version, history: set.history };
}

/**
 * How many cases the list caches of one process hold (visible sets and list contexts, each weighed
 * by its cases plus one): issue 38's day bench found that a cap by count (64 sets, 256 contexts)
 * made every poll of a process with more polling callers than that read its set in full again
 * (600 members: 100 polls a second, 3 ms of PostgreSQL each, against 10,000 a second). A member's
 * set weighs a few, the secretariat's at seed scale 10 about 14,000; a case in a set is a token of
 * some 60 bytes.
 */
export const LIST_CACHE_CASES = 500_000;

/** The cases of a list version. */
export function casesIn(version: ListVersion): number {
  let count = 0;
  for (const bucket of version.buckets.values()) count += bucket.tokens.length;
  return count;
}

/** Visible sets by caller and context, least recently used dropped beyond a weight of cases. */
export class VisibleSetCache extends LruCache<VisibleSet> {
  private prunedAt = 0;

  constructor(maxCases = LIST_CACHE_CASES) {
    super(maxCases, (set) => 1 + casesIn(set));
  }

  /** Whether it is time to prune the change log again (every few minutes per process). */
  duePrune(now: number): boolean {
    if (now - this.prunedAt < 300) return false;
    this.prunedAt = now;
    return true;
  }
}

/**
 * The caller's visible set: the kept one brought up to date through the change log (and the locks
 * that lapsed), or read in full (the first time, every FULL_READ_INTERVAL, or after many changes).
 */
export async function visibleSet(db: Database, sets: VisibleSetCache, user: User, context: CaseContext, inputs: string, signature: string): Promise<VisibleSet> {
  const key = createHash('sha1').update(inputs).digest('base64url');
  const kept = sets.get(key);
  let set: VisibleSet | undefined;
  if (kept) {
    // Locks that lapse about now are looked at again with the changed cases.
    const soon = Date.now() / 1000 + 1;
    const lapsing = [...kept.locks].filter(([, lock]) => lock.expiry !== null && lock.expiry <= soon).map(([caseId]) => caseId);
    const delta = await loadDelta(db, user, context, kept.state.snapshot, lapsing);
    const looked = new Set([...(delta.changed ?? []), ...lapsing]);
    const lapsed = [...kept.locks].some(([caseId, lock]) => !looked.has(caseId) && lock.expiry !== null && lock.expiry <= delta.now);
    const stale = lapsed || delta.now - kept.fullAt > FULL_READ_INTERVAL || looked.size > MAX_PATCH;
    if (!stale) set = looked.size ? await patch(db, kept, { ...delta, changed: [...looked] }, inputs, signature) : { ...kept, state: { snapshot: delta.snapshot, now: delta.now } };
  }
  if (!set) {
    set = await readInFull(db, user, context, inputs, signature);
    if (sets.duePrune(set.state.now)) {
      await sql`delete from case_list.changes where changed_at < now() - make_interval(hours => ${CHANGE_LOG_HOURS})`.execute(db);
      await sql`delete from case_list.context_changes where changed_at < now() - make_interval(hours => ${CHANGE_LOG_HOURS})`.execute(db);
    }
  }
  if (kept) keepHistory(kept, set);
  sets.set(key, set);
  return set;
}
