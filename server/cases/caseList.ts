import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { User, UserRef } from '../../src/api/types';
import type { CaseContext } from '../../src/domain/caseAccess';
import { roleCaseTypes } from '../../src/domain/caseTypesForRole';
import { caseTypeDtos, type Catalogue } from './catalogue';
import { itemHead, ListItemCache, versionOf, type CachedItem } from './listItems';
import { deflateSegment, gzipOfSegments, type DeflatedSegment } from './gzipSegments';
import { visibleCasesWhere } from './visibility';
import { lockHeldSql } from './handling/caseRecord';

/**
 * Case/GetAll (ARCHITECTURE §6: a handler with 10,000 cases under 50 ms at p95; an unchanged poll
 * transfers almost nothing; a poll after one change moves a few hundred bytes).
 *
 * 0. Before any of this, one query tells whether anything the caller's list depends on was written
 *    since its last answer (case_list.context_changes, migration 0007): if not, that answer is
 *    reused (304 for the same ETag) until its first lock lapses.
 *
 * 1. One aggregated row gives the visible set: id, version and the caller's unread state of every
 *    case the caller may view (PGlite pays per row returned, so it is one row), and the locks. It is
 *    kept per caller and context with the snapshot it was read at; the next call looks only at the
 *    cases written since (case_list.changes, migration 0002) and patches the set.
 * 2. The cases are split into buckets by the first hex digits of their id. A bucket's key hashes
 *    its entries; the ETag hashes the bucket keys, the context, the caller and the catalogue. A
 *    matching If-None-Match is answered with 304 right there.
 * 3. Otherwise the body is built per bucket from cached list items (ListItemCache) and, for gzip,
 *    from cached compressed buckets (BucketCache): a poll after one change rebuilds and
 *    recompresses one bucket of some dozens of cases; the rest is concatenation (gzipSegments).
 *
 * Within a bucket the cases come in the database's order, and the buckets by id prefix; the SPA
 * sorts and filters the list itself. A key covers the order of its bucket, so whatever the
 * database's order, a cached bucket and its key always agree.
 *
 * 4. Delta polling (issue 13): the answer's version is also its cursor. A few earlier versions of
 *    each list are kept (sharing their buckets); a poll that sends `since=<cursor>` of one of them
 *    gets `diffSince`: the entries changed or new and the ids the caller may no longer see. An
 *    unknown or old cursor, or one of another list or process, gets the full list. The list item's
 *    wire form (a keyless array: code indexes, ids without dashes, trailing defaults left out) is src/domain/caseListWire.ts, shared
 *    with the SPA, which merges a delta into the cases slice.
 *
 * To change what a list item carries: change caseListWire.ts (both sides), and what makes a case's
 * version change (the triggers of migration 0002), or a cached bucket goes on serving the old form.
 */

interface Entry {
  id: string;
  version: string;
  unread: boolean;
  lockedBy: UserRef | null;
}

interface Bucket {
  key: string;
  /** 'id version[ u]' per case, as the database gave them. */
  tokens: string[];
  /** The case types of its cases, once looked up (a bucket never changes: a change makes a new one). */
  caseTypes?: string[];
}

interface Lock {
  holder: UserRef;
  /** Epoch seconds; null: no expiry. */
  expiry: number | null;
}

/** What a visible set was read at. */
interface SetState {
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

/** What a list was at one version: enough to tell a client holding it what changed since. */
interface ListSnapshot {
  version: string;
  prefixLength: number;
  buckets: Map<string, Bucket>;
  locks: Map<string, Lock>;
  /** The caseTypes JSON of an answer at this version, once one was built. */
  caseTypesJson?: string;
}

export interface VisibleSet {
  state: SetState;
  /** When the set was last read in full (epoch seconds). */
  fullAt: number;
  locks: Map<string, Lock>;
  prefixLength: number;
  /** By id prefix. */
  buckets: Map<string, Bucket>;
  /** The list's version (the ETag without quotes, and the cursor of delta polling). */
  version: string;
  /** The caseTypes JSON of an answer at this version, once one was built. */
  caseTypesJson?: string;
  /** Earlier versions of this list, newest first (buckets shared, not copied): a poll from one of them gets a delta. */
  history: ListSnapshot[];
}

/** How many earlier versions of a list a poll can ask for a delta from (older cursors get the full list). */
const HISTORY_LENGTH = 16;

/** A set is read in full again after this long, whatever happened (seconds). */
const FULL_READ_INTERVAL = 600;
/** More changed cases than this: reading the whole set is as quick as patching it. */
const MAX_PATCH = 2000;
/** case_list.changes rows older than this are pruned (a set is read in full well within it). */
const CHANGE_LOG_HOURS = 1;

const stateColumns = sql`pg_current_snapshot()::text as snapshot, extract(epoch from now())::float8 as now`;

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

/**
 * How many leading hex digits of the id pick the bucket: one bucket for a short list, 16 or 256
 * for longer ones, so a bucket holds some dozens to some hundreds of cases (compressed well,
 * rebuilt fast).
 */
const prefixLengthFor = (count: number) => (count < 500 ? 0 : count < 4000 ? 1 : 2);

function byPrefix(tokens: Iterable<string>, length: number): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const token of tokens) {
    const prefix = token.slice(0, length);
    const list = groups.get(prefix);
    if (list) list.push(token);
    else groups.set(prefix, [token]);
  }
  return groups;
}

/**
 * The buckets and the version of a set. A bucket's key hashes its tokens (in their order) and its
 * locks; buckets outside `affected` are taken over from `previous` unchanged.
 */
function assemble(
  inputs: string, signature: string, groups: Map<string, string[]>, locks: Map<string, Lock>, length: number,
  previous?: { buckets: Map<string, Bucket>; affected: Set<string> },
): { buckets: Map<string, Bucket>; version: string } {
  const lockedIn = new Map<string, string[]>();
  for (const [caseId, { holder }] of locks) {
    const prefix = caseId.slice(0, length);
    lockedIn.set(prefix, [...(lockedIn.get(prefix) ?? []), `${caseId} ${holder.id} ${holder.name}`]);
  }
  const buckets = new Map<string, Bucket>();
  const version = createHash('sha1').update(inputs);
  for (const prefix of [...groups.keys()].sort()) {
    const tokens = groups.get(prefix)!;
    if (tokens.length === 0) continue;
    let bucket = previous && !previous.affected.has(prefix) ? previous.buckets.get(prefix) : undefined;
    if (!bucket) {
      const hash = createHash('sha1').update(signature).update(tokens.join(','));
      for (const lock of lockedIn.get(prefix) ?? []) hash.update(`;${lock}`);
      bucket = { key: hash.digest('base64url'), tokens };
    }
    buckets.set(prefix, bucket);
    version.update(bucket.key);
  }
  return { buckets, version: version.digest('base64url') };
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

  const kept = (tokens: string[]) => tokens.filter((token) => !changed.has(token.slice(0, 36)));
  // Only the buckets of changed cases change; the others are taken over as they are.
  const groups = new Map([...set.buckets].map(([prefix, bucket]) => [prefix, bucket.tokens]));
  const affected = new Set([...changed].map((id) => id.slice(0, set.prefixLength)));
  let count = fresh.length;
  for (const [prefix, tokens] of groups) {
    if (affected.has(prefix)) groups.set(prefix, kept(tokens));
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
  const { buckets, version } = assemble(inputs, signature, groups, locks, length, { buckets: set.buckets, affected });
  return { state, fullAt: set.fullAt, locks, prefixLength: length, buckets, version, history: set.history };
}

function entriesOf(bucket: Bucket, locks: Map<string, Lock>): Entry[] {
  return bucket.tokens.map((token) => {
    const id = token.slice(0, 36);
    const unread = token.endsWith(' u');
    return { id, version: token.slice(37, unread ? -2 : undefined), unread, lockedBy: locks.get(id)?.holder ?? null };
  });
}

/** Visible sets by caller and context, least recently used dropped beyond a count. */
export class VisibleSetCache {
  private readonly sets = new Map<string, VisibleSet>();
  private prunedAt = 0;

  constructor(private readonly maxSets = 64) {}

  get(key: string): VisibleSet | undefined {
    const hit = this.sets.get(key);
    if (hit) {
      this.sets.delete(key);
      this.sets.set(key, hit);
    }
    return hit;
  }

  set(key: string, set: VisibleSet) {
    this.sets.delete(key);
    this.sets.set(key, set);
    if (this.sets.size > this.maxSets) this.sets.delete(this.sets.keys().next().value!);
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
async function visibleSet(db: Database, sets: VisibleSetCache, user: User, context: CaseContext, inputs: string, signature: string): Promise<VisibleSet> {
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
  if (kept && kept.version !== set.version) {
    // The version the clients of the kept set hold becomes history: their next poll gets a delta.
    const previous: ListSnapshot = { version: kept.version, prefixLength: kept.prefixLength, buckets: kept.buckets, locks: kept.locks, caseTypesJson: kept.caseTypesJson };
    set.history = [previous, ...kept.history.filter((h) => h.version !== set.version && h.version !== kept.version)].slice(0, HISTORY_LENGTH);
  } else if (kept && set !== kept) {
    set.history = kept.history;
    set.caseTypesJson ??= kept.caseTypesJson;
  }
  sets.set(key, set);
  return set;
}

/** What a client that holds the list at `since` lacks: the entries changed or new, and the ids gone. */
export function diffSince(since: ListSnapshot, current: ListSnapshot): { changed: Entry[]; removed: string[] } {
  const changed: Entry[] = [];
  const removed: string[] = [];
  const compare = (before: Entry[], after: Entry[]) => {
    const held = new Map(before.map((e) => [e.id, e]));
    for (const entry of after) {
      const old = held.get(entry.id);
      held.delete(entry.id);
      if (!old || old.version !== entry.version || old.unread !== entry.unread
        || old.lockedBy?.id !== entry.lockedBy?.id || old.lockedBy?.name !== entry.lockedBy?.name) changed.push(entry);
    }
    for (const id of held.keys()) removed.push(id);
  };
  if (since.prefixLength !== current.prefixLength) {
    const all = (s: ListSnapshot) => [...s.buckets.values()].flatMap((b) => entriesOf(b, s.locks));
    compare(all(since), all(current));
    return { changed, removed };
  }
  for (const prefix of new Set([...since.buckets.keys(), ...current.buckets.keys()])) {
    const before = since.buckets.get(prefix);
    const after = current.buckets.get(prefix);
    if (before && after && before.key === after.key) continue;
    compare(before ? entriesOf(before, since.locks) : [], after ? entriesOf(after, current.locks) : []);
  }
  return { changed, removed };
}

interface CompressedBucket {
  segment: DeflatedSegment;
  caseTypes: string[];
}

/** Compressed buckets by key, least recently used dropped beyond a byte budget. */
export class BucketCache {
  private readonly buckets = new Map<string, CompressedBucket>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string): CompressedBucket | undefined {
    const hit = this.buckets.get(key);
    if (hit) {
      this.buckets.delete(key);
      this.buckets.set(key, hit);
    }
    return hit;
  }

  set(key: string, bucket: CompressedBucket) {
    if (this.buckets.has(key)) return;
    this.buckets.set(key, bucket);
    this.bytes += bucket.segment.deflated.length;
    for (const [oldest, value] of this.buckets) {
      if (this.bytes <= this.maxBytes) break;
      this.buckets.delete(oldest);
      this.bytes -= value.segment.deflated.length;
    }
  }
}

/**
 * What a list's answer was made for: the caller, the context and the catalogue, as loaded after
 * `snapshot`; and the last answer, read after it too.
 */
export interface ListContext {
  user: User;
  context: CaseContext;
  catalogue: Catalogue;
  snapshot: string;
  answer?: CaseListAnswer;
}

/**
 * The contexts of the lists polled, by caller and query (least recently used dropped beyond a
 * count). A poll whose context has not changed since (case_list.context_changes, migration 0007)
 * reuses it: no user, organisation or catalogue to load again (issue 13: a cheap 304).
 */
export class ListContextCache {
  private readonly contexts = new Map<string, ListContext>();

  constructor(private readonly maxContexts = 256) {}

  get(key: string): ListContext | undefined {
    const hit = this.contexts.get(key);
    if (hit) {
      this.contexts.delete(key);
      this.contexts.set(key, hit);
    }
    return hit;
  }

  set(key: string, context: ListContext) {
    this.contexts.delete(key);
    this.contexts.set(key, context);
    if (this.contexts.size > this.maxContexts) this.contexts.delete(this.contexts.keys().next().value!);
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
 * The oldest transaction a snapshot ('xmin:xmax:xip,…') did not see, as a plain value: planned
 * with it, PostgreSQL knows from the index that few changes are that recent and reads the cases by
 * id; planned with pg_snapshot_xmin(…) it guessed a third of the change log and scanned every case.
 */
export function snapshotXmin(snapshot: string): string {
  const xmin = /^(\d+):\d+:/.exec(snapshot)?.[1];
  if (!xmin) throw new Error(`Not a snapshot: ${snapshot}`);
  return xmin;
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

export interface ListCaches {
  items: ListItemCache;
  buckets: BucketCache;
  sets: VisibleSetCache;
  contexts: ListContextCache;
}

export const newListCaches = (): ListCaches => ({
  items: new ListItemCache(), buckets: new BucketCache(), sets: new VisibleSetCache(), contexts: new ListContextCache(),
});

const HEAD = Buffer.from('{"cases":[');
const COMMA = Buffer.from(',');
const HEAD_SEGMENT = deflateSegment(HEAD);
const COMMA_SEGMENT = deflateSegment(COMMA);

function rawBucket(entries: Entry[], items: Map<string, CachedItem>): { raw: Buffer; caseTypes: string[] } {
  const parts: Buffer[] = [];
  const types = new Set<string>();
  for (const entry of entries) {
    const item = items.get(entry.id);
    if (!item) continue; // removed in between
    if (parts.length) parts.push(COMMA);
    parts.push(itemHead({ hasUnreadMessages: entry.unread, lockedBy: entry.lockedBy }), item.bytes);
    types.add(item.caseType);
  }
  return { raw: Buffer.concat(parts), caseTypes: [...types] };
}

export interface CaseListAnswer {
  /** The state of the list; the ETag is `"<version>"`, or `"<version>-gz"` for the gzip form. */
  version: string;
  /**
   * Until when (database clock, epoch seconds) the answer stands if nothing is written: the first
   * lock to lapse, or the next full read of the list.
   */
  validUntil: number;
  /** Builds the body, gzip-encoded or plain; not called for an unchanged poll. */
  body(encoding: 'gzip' | 'identity'): Promise<Buffer>;
  /**
   * The delta from a version the client holds (its cursor): the cases changed or new since, the
   * ids that left the caller's view, and the case types when they changed. Null when that version
   * is not known here (too old, another list context, another server process): the full list then.
   */
  delta(since: string): ((encoding: 'gzip' | 'identity') => Promise<Buffer>) | null;
  /** How many of the list's cases have a message the caller has not read (the header's dot, issue 21). */
  unread(): number;
}

const encode = (raw: Buffer, encoding: 'gzip' | 'identity') => (encoding === 'gzip' ? gzipSync(raw, { level: 6 }) : raw);

export async function caseList(db: Database, caches: ListCaches, catalogue: Catalogue, user: User, context: CaseContext): Promise<CaseListAnswer> {
  const inputs = JSON.stringify([context, user, catalogue.signature]);
  const set = await visibleSet(db, caches.sets, user, context, inputs, catalogue.signature);
  const { buckets: bucketMap, locks, version } = set;
  const buckets = [...bucketMap.values()];

  const caseTypesJsonOf = (types: Set<string>) => {
    for (const type of roleCaseTypes(user, context.role, context.organisationId)) types.add(type);
    const json = JSON.stringify(caseTypeDtos(catalogue, types, user, context.role, { organisationId: context.organisationId }));
    set.caseTypesJson = json;
    return json;
  };
  // The titles of the entries' tag codes, and the codes the entries point at (src/domain/caseListWire.ts).
  const tagsJson = `${JSON.stringify(catalogue.tags.map(({ type, title }) => ({ type, title })))},"codes":${JSON.stringify(catalogue.codes)}`;
  const tailOf = (types: Set<string>) => Buffer.from(`],"caseTypes":${caseTypesJsonOf(types)},"tags":${tagsJson},"cursor":${JSON.stringify(version)}}`);

  async function buildBody(encoding: 'gzip' | 'identity'): Promise<Buffer> {
    const types = new Set<string>();
    if (encoding === 'identity') {
      const entries = buckets.map((bucket) => entriesOf(bucket, locks));
      const items = await caches.items.fetch(db, catalogue, entries.flat());
      const parts: Buffer[] = [HEAD];
      for (const list of entries) {
        const { raw, caseTypes } = rawBucket(list, items);
        if (raw.length === 0) continue;
        if (parts.length > 1) parts.push(COMMA);
        parts.push(raw);
        for (const type of caseTypes) types.add(type);
      }
      parts.push(tailOf(types));
      return Buffer.concat(parts);
    }
    const compressed = buckets.map((bucket) => caches.buckets.get(bucket.key));
    const missing = buckets.map((_, i) => i).filter((i) => !compressed[i]);
    if (missing.length) {
      const entries = new Map(missing.map((i) => [i, entriesOf(buckets[i], locks)]));
      const items = await caches.items.fetch(db, catalogue, [...entries.values()].flat());
      for (const [i, list] of entries) {
        const { raw, caseTypes } = rawBucket(list, items);
        compressed[i] = { segment: deflateSegment(raw), caseTypes };
        caches.buckets.set(buckets[i].key, compressed[i]);
      }
    }
    const segments: DeflatedSegment[] = [HEAD_SEGMENT];
    for (const bucket of compressed) {
      if (!bucket || bucket.segment.length === 0) continue;
      if (segments.length > 1) segments.push(COMMA_SEGMENT);
      segments.push(bucket.segment);
      for (const type of bucket.caseTypes) types.add(type);
    }
    segments.push(deflateSegment(tailOf(types)));
    return gzipOfSegments(segments);
  }

  const bodies = new Map<'gzip' | 'identity', Promise<Buffer>>();
  let validUntil = set.fullAt + FULL_READ_INTERVAL;
  for (const lock of locks.values()) if (lock.expiry !== null) validUntil = Math.min(validUntil, lock.expiry);
  return {
    version,
    validUntil,
    // Polls that share this answer (server/cases/coalesce.ts) share its body too.
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) {
        body = buildBody(encoding);
        bodies.set(encoding, body);
        body.catch(() => bodies.delete(encoding));
      }
      return body;
    },
    unread() {
      let count = 0;
      for (const bucket of buckets) for (const token of bucket.tokens) if (token.endsWith(' u')) count += 1;
      return count;
    },
    delta(since) {
      const held = since === version ? set : set.history.find((snapshot) => snapshot.version === since);
      if (!held) return null;
      return async (encoding) => {
        const { changed, removed } = diffSince(held, set);
        const items = await caches.items.fetch(db, catalogue, changed);
        const { raw } = rawBucket(changed, items);
        // The case types go along only when they changed: they are made of the whole list's types,
        // looked up per bucket once (a poll after one change looks at one bucket's cases).
        let typesJson = set.caseTypesJson;
        if (typesJson === undefined) {
          const unknown = buckets.filter((bucket) => !bucket.caseTypes);
          const every = await caches.items.fetch(db, catalogue, unknown.flatMap((bucket) => entriesOf(bucket, locks)));
          for (const bucket of unknown) bucket.caseTypes = [...new Set(bucket.tokens.map((token) => every.get(token.slice(0, 36))?.caseType ?? ''))];
          typesJson = caseTypesJsonOf(new Set(buckets.flatMap((bucket) => bucket.caseTypes!).filter(Boolean)));
        }
        const types = typesJson === held.caseTypesJson ? '' : `,"caseTypes":${typesJson}`;
        return encode(Buffer.concat([
          HEAD, raw,
          Buffer.from(`],"removed":${JSON.stringify(removed)}${types},"tags":${tagsJson},"cursor":${JSON.stringify(version)},"since":${JSON.stringify(since)}}`),
        ]), encoding);
      };
    },
  };
}

export const etagOf = (version: string, encoding: 'gzip' | 'identity') => (encoding === 'gzip' ? `"${version}-gz"` : `"${version}"`);

/** If-None-Match holds a tag of this version in either encoding (a list of tags, weak or strong, or '*'). */
export function etagMatches(ifNoneMatch: string | undefined, version: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = [etagOf(version, 'identity'), etagOf(version, 'gzip')];
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || tags.includes(t);
  });
}
