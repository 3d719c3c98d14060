import type { Database } from '../db/database';
import type { User } from '../../src/api/types';
import type { CaseContext } from '../../src/domain/caseAccess';
import { roleCaseTypes } from '../../src/domain/caseTypesForRole';
import { caseTypeDtos, type Catalogue } from './catalogue';
import { ListItemCache, type CachedItem } from './listItems';
import { casesIn, visibleSet, VisibleSetCache, FULL_READ_INTERVAL } from './list/visibleSet';
import { entriesOf, VERSION_LENGTH, type Entry } from './list/versions';
import { diffSince, versionHeld } from './list/history';
import { cursorKeyLoader, makeCursor, readCursor, typesHashOf } from './list/cursor';
import { crossDelta } from './list/crossDelta';
import { BucketCache, bucketCaseTypes, entriesBody, listBody, rawEntries, type Encoding } from './list/encoding';
import { defaultViewFirstPage } from '../../src/domain/caseListFirstPage';
import { ListContextCache } from './list/listContext';
import { mayReadHandlingMarks } from '../../src/domain/caseMarks';

export { changesSince, type ChangesSince, type ListContext } from './list/listContext';
export { etagMatches, etagOf } from './list/versions';
export { loadDelta, loadVisibleSet, snapshotXmin } from './list/visibleSet';

/**
 * Case/GetAll (ARCHITECTURE §6: a handler with 10,000 cases under 50 ms at p95; an unchanged poll
 * transfers almost nothing; a poll after one change moves a few hundred bytes). Its steps, each
 * a module of server/cases/list/:
 *
 * 0. listContext.ts: has anything the list depends on been written since its last answer? If not,
 *    that answer stands (the route, server/routes/cases.ts).
 * 1. visibleSet.ts: the caller's visible set (id, version, unread, locks), read in full or
 *    patched through the change log.
 * 2. versions.ts: the set in buckets by id prefix; bucket keys and the list's version (the ETag),
 *    the same on every process for the same list. A matching If-None-Match is a 304 right there.
 * 3. history.ts and crossDelta.ts: the delta from a poll's cursor (cursor.ts): from a version this
 *    process still holds, or else from the change log in PostgreSQL (issue 26); a cursor that is
 *    too old, malformed or of another list gets the full list.
 * 4. encoding.ts: the body from cached list items (listItems.ts) and compressed buckets.
 *
 * What a list item carries is declared once per tier: server/cases/listItems.ts (what is selected
 * and encoded) and src/domain/caseListWire.ts (the wire form both tiers share);
 * test/server/caseListFields.test.ts fails when they disagree. To add a field, see ARCHITECTURE.md.
 */

export interface ListCaches {
  items: ListItemCache;
  buckets: BucketCache;
  sets: VisibleSetCache;
  contexts: ListContextCache<CaseListAnswer>;
  /** The key of cursors (case_list.cursor_key), read once. */
  cursorKey?: () => Promise<string | null>;
}

export const newListCaches = (): ListCaches => ({
  items: new ListItemCache(), buckets: new BucketCache(), sets: new VisibleSetCache(), contexts: new ListContextCache(),
});

export type DeltaBody = (encoding: Encoding) => Promise<Buffer>;

export interface CaseListAnswer {
  /** The state of the list; the ETag is `"<version>"`, or `"<version>-gz"` for the gzip form. */
  version: string;
  /**
   * Until when (database clock, epoch seconds) the answer stands if nothing is written: the first
   * lock to lapse, or the next full read of the list.
   */
  validUntil: number;
  /** Builds the body, gzip-encoded or plain; not called for an unchanged poll. */
  body(encoding: Encoding): Promise<Buffer>;
  /**
   * The delta from the cursor a client holds: the cases changed or new since, the ids that left
   * the caller's view, and the case types when they changed. Null when the cursor cannot say what
   * the client holds (too old, malformed, of another list or caller): the full list then.
   */
  delta(since: string): Promise<DeltaBody | null>;
  /** How many of the list's cases have a message the caller has not read (the header's dot, issue 21). */
  unread(): number;
  /**
   * Issue 38, the first page first: the `size` cases the list's default view shows first
   * (src/domain/caseListFirstPage.ts) in the lean form with their case types and tags, and how many
   * cases that view holds (`first.count`); no cursor, it is no version of the list.
   */
  firstPage(size: number, encoding: Encoding): Promise<Buffer>;
  /** How many cases the list holds (what keeping it weighs in the list caches). */
  cases: number;
}

export async function caseList(db: Database, caches: ListCaches, catalogue: Catalogue, user: User, context: CaseContext): Promise<CaseListAnswer> {
  const inputs = JSON.stringify([context, user, catalogue.signature]);
  const set = await visibleSet(db, caches.sets, user, context, inputs, catalogue.signature);
  const key = await (caches.cursorKey ??= cursorKeyLoader(db))();
  const { locks, version } = set;
  const buckets = [...set.buckets.values()];
  const sources = { db, catalogue, items: caches.items, compressed: caches.buckets };
  // Issue 34: the handlers' marks go only to those who handle the case (src/domain/caseMarks.ts).
  const marks = (item: CachedItem) => mayReadHandlingMarks(user, item.facts);

  // A list's case types: the role's, and those its cases have.
  const typesJsonOf = (types: Set<string>) => {
    for (const type of roleCaseTypes(user, context.role, context.organisationId)) types.add(type);
    return JSON.stringify(caseTypeDtos(catalogue, types, user, context.role, { organisationId: context.organisationId }));
  };
  const caseTypesJsonOf = (types: Set<string>) => {
    set.caseTypesJson = typesJsonOf(types);
    return set.caseTypesJson;
  };
  // The case types are made of the whole list's types, looked up per bucket once (a poll after one
  // change looks at one bucket's cases).
  const currentTypesJson = async () => set.caseTypesJson ?? caseTypesJsonOf(await bucketCaseTypes(sources, buckets, locks));
  // The titles of the entries' tag codes, and the codes the entries point at (src/domain/caseListWire.ts).
  const tagsJson = `${JSON.stringify(catalogue.tags.map(({ type, title }) => ({ type, title })))},"codes":${JSON.stringify(catalogue.codes)}`;
  const cursorOf = (typesJson: string) => JSON.stringify(makeCursor(key, inputs, version, set.state, typesJson));
  const tailOf = (types: Set<string>) => {
    const typesJson = caseTypesJsonOf(types);
    return Buffer.from(`],"caseTypes":${typesJson},"tags":${tagsJson},"cursor":${cursorOf(typesJson)}}`);
  };

  /** What the cursor's client lacks, and whether it holds these case types; null: it cannot be told. */
  const lacks = async (since: string): Promise<{ changed: Entry[]; removed: string[]; holdsTypes: (json: string) => boolean } | null> => {
    const held = versionHeld(set, since.slice(0, VERSION_LENGTH));
    if (held) return { ...diffSince(held, set), holdsTypes: (json) => json === held.caseTypesJson };
    const cursor = readCursor(key, inputs, since);
    const changed = cursor && await crossDelta(db, cursor, set);
    if (!cursor || !changed) return null;
    return { changed, removed: [], holdsTypes: (json) => typesHashOf(json) === cursor.typesHash };
  };

  /** The set's cases with a message the caller has not read (Case/Unread; the first page's, for the header's dot until the part arrives). */
  const unreadCount = () => {
    let count = 0;
    for (const bucket of buckets) for (const token of bucket.tokens) if (token.endsWith(' u')) count += 1;
    return count;
  };
  const bodies = new Map<Encoding, Promise<Buffer>>();
  const firstPages = new Map<string, Promise<Buffer>>();
  const firstPageBody = async (size: number, encoding: Encoding) => {
    const entries = buckets.flatMap((bucket) => entriesOf(bucket, locks));
    // The order from what orders it; the whole items of the page's rows only (issue 38).
    const facts = await caches.items.orderFacts(db, entries);
    const candidates: { id: string; created: string; status: number; entry: Entry }[] = [];
    for (const entry of entries) {
      const fact = facts.get(entry.id);
      if (fact) candidates.push({ id: entry.id, created: fact.created, status: fact.status, entry });
    }
    const page = defaultViewFirstPage(candidates, size);
    const items = await caches.items.fetch(db, catalogue, page.rows.map((row) => row.entry));
    // A case gone between the two reads is left out, and the count with it.
    const shown = page.rows.filter((row) => items.has(row.id));
    const count = page.count - (page.rows.length - shown.length);
    const { raw, caseTypes } = rawEntries(shown.map((row) => row.entry), items, marks);
    return entriesBody(raw, `],"caseTypes":${typesJsonOf(new Set(caseTypes))},"tags":${tagsJson},"first":{"count":${count},"unread":${unreadCount()}}}`, encoding);
  };
  let validUntil = set.fullAt + FULL_READ_INTERVAL;
  for (const lock of locks.values()) if (lock.expiry !== null) validUntil = Math.min(validUntil, lock.expiry);
  return {
    version,
    validUntil,
    cases: casesIn(set),
    // Polls that share this answer (server/cases/coalesce.ts) share its body too.
    body: (encoding) => madeOnce(bodies, encoding, () => listBody(sources, buckets, locks, tailOf, encoding, marks, user.id)),
    firstPage: (size, encoding) => madeOnce(firstPages, `${size}|${encoding}`, () => firstPageBody(size, encoding)),
    unread: unreadCount,
    async delta(since) {
      const lack = await lacks(since);
      if (!lack) return null;
      return async (encoding) => {
        const items = await caches.items.fetch(db, catalogue, lack.changed);
        const { raw } = rawEntries(lack.changed, items, marks);
        const typesJson = await currentTypesJson();
        const types = lack.holdsTypes(typesJson) ? '' : `,"caseTypes":${typesJson}`;
        const tail = `],"removed":${JSON.stringify(lack.removed)}${types},"tags":${tagsJson},"cursor":${cursorOf(typesJson)},"since":${JSON.stringify(since)}}`;
        return entriesBody(raw, tail, encoding);
      };
    },
  };
}

/** A body made once per key; one that failed is made again by the next call. */
export function madeOnce<K>(made: Map<K, Promise<Buffer>>, key: K, make: () => Promise<Buffer>): Promise<Buffer> {
  let body = made.get(key);
  if (!body) {
    body = make();
    made.set(key, body);
    body.catch(() => made.delete(key));
  }
  return body;
}
