import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Database } from '../../db/database';
import type { Catalogue } from '../catalogue';
import { itemHead, type CachedItem, type ListItemCache } from '../listItems';
import { deflateSegment, gzipOfSegments, type DeflatedSegment } from '../gzipSegments';
import { entriesOf, type Bucket, type Entry, type Lock } from './versions';
import { LruCache } from '../../lib/lruCache';

/**
 * Step 4 of a case list (server/cases/caseList.ts): the body. It is built per bucket from cached
 * list items (ListItemCache, the shared part of each entry per case version) and, for gzip, from
 * cached compressed buckets (BucketCache): a poll after one change rebuilds and recompresses one
 * bucket of some dozens of cases; the rest is concatenation (gzipSegments.ts). The tail (case
 * types, tags, codes, cursor) is made last, from what the buckets hold.
 *
 * Within a bucket the cases come sorted by id, and the buckets by id prefix; the SPA sorts and
 * filters the list itself. The entries' wire form is src/domain/caseListWire.ts.
 *
 * The cached items are shared by every caller; whether a caller is sent a case's handling marks
 * (flag, tags, deadline) is theirs (issue 34, src/domain/caseMarks.ts), decided per entry by
 * `marks`. A compressed bucket is shared only by callers who are sent the same entries: its cache
 * key names the cases sent without their marks.
 */

/** Whether the caller is sent this case's handling marks (src/domain/caseMarks.ts). */
export type MarksRule = (item: CachedItem) => boolean;

/** The bytes of the item's shared part as this caller is sent them. */
const bytesFor = (item: CachedItem, marks: MarksRule) => (item.unmarked && !marks(item) ? item.unmarked : item.bytes);

interface CompressedBucket {
  segment: DeflatedSegment;
  caseTypes: string[];
}

/** Compressed buckets by key, least recently used dropped beyond a byte budget (a key's bucket never changes). */
export class BucketCache extends LruCache<CompressedBucket> {
  constructor(maxBytes = 64 * 1024 * 1024) {
    super(maxBytes, (bucket) => bucket.segment.deflated.length);
  }

  override set(key: string, bucket: CompressedBucket) {
    if (!this.has(key)) super.set(key, bucket);
  }
}

export type Encoding = 'gzip' | 'identity';

/**
 * One case per line (whitespace between array elements: the same JSON to any reader). Until issue
 * 38's worker (src/api/answerInWorker.ts), the SPA parsed a large list a slice of lines per task;
 * no reader depends on the layout now.
 */
const HEAD = Buffer.from('{"cases":[\n');
const COMMA = Buffer.from(',\n');
const BEFORE_TAIL = Buffer.from('\n');
const HEAD_SEGMENT = deflateSegment(HEAD);
const COMMA_SEGMENT = deflateSegment(COMMA);

/** The entries, comma-separated, each the caller's part followed by the cached shared part. */
export function rawEntries(entries: Entry[], items: Map<string, CachedItem>, marks: MarksRule): { raw: Buffer; caseTypes: string[] } {
  const parts: Buffer[] = [];
  const types = new Set<string>();
  for (const entry of entries) {
    const item = items.get(entry.id);
    if (!item) continue; // removed in between
    if (parts.length) parts.push(COMMA);
    parts.push(itemHead({ hasUnreadMessages: entry.unread, lockedBy: entry.lockedBy }), bytesFor(item, marks));
    types.add(item.caseType);
  }
  return { raw: Buffer.concat(parts), caseTypes: [...types] };
}

export interface BodySources {
  db: Database;
  catalogue: Catalogue;
  items: ListItemCache;
  compressed: BucketCache;
}

/** The full list's body: `{"cases":[…` and the tail made of the case types the buckets hold; `viewer`: the caller's id. */
export async function listBody(
  sources: BodySources, buckets: Bucket[], locks: Map<string, Lock>, tailOf: (caseTypes: Set<string>) => Buffer, encoding: Encoding,
  marks: MarksRule, viewer: string,
): Promise<Buffer> {
  const { db, catalogue, items, compressed: cache } = sources;
  const types = new Set<string>();
  if (encoding === 'identity') {
    const entries = buckets.map((bucket) => entriesOf(bucket, locks));
    const found = await items.fetch(db, catalogue, entries.flat());
    const parts: Buffer[] = [HEAD];
    for (const list of entries) {
      const { raw, caseTypes } = rawEntries(list, found, marks);
      if (raw.length === 0) continue;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(raw);
      for (const type of caseTypes) types.add(type);
    }
    parts.push(BEFORE_TAIL, tailOf(types));
    return Buffer.concat(parts);
  }
  // A bucket whose compressed form this caller was sent before is taken as it is: a full answer
  // after one change touches the entries and items of the changed bucket only (issue 38: at seed
  // scale 10 every entry of the secretariat's 14,000 was made and looked up for each such answer).
  const keptKey = (bucket: Bucket) => bucket.viewKeys?.get(viewer);
  const compressed = buckets.map((bucket) => {
    const key = keptKey(bucket);
    return key === undefined ? undefined : cache.get(key);
  });
  const missing = buckets.flatMap((bucket, i) => (compressed[i] ? [] : [i]));
  if (missing.length) {
    const entries = new Map(missing.map((i) => [i, entriesOf(buckets[i], locks)]));
    const found = await items.fetch(db, catalogue, [...entries.values()].flat());
    for (const [i, list] of entries) {
      const key = keptKey(buckets[i]) ?? viewKey(buckets[i].key, list, found, marks);
      (buckets[i].viewKeys ??= new Map()).set(viewer, key);
      let bucket = cache.get(key);
      if (!bucket) {
        const { raw, caseTypes } = rawEntries(list, found, marks);
        bucket = { segment: deflateSegment(raw), caseTypes };
        cache.set(key, bucket);
      }
      compressed[i] = bucket;
    }
  }
  const segments: DeflatedSegment[] = [HEAD_SEGMENT];
  for (const bucket of compressed) {
    if (!bucket || bucket.segment.length === 0) continue;
    if (segments.length > 1) segments.push(COMMA_SEGMENT);
    segments.push(bucket.segment);
    for (const type of bucket.caseTypes) types.add(type);
  }
  segments.push(deflateSegment(Buffer.concat([BEFORE_TAIL, tailOf(types)])));
  return gzipOfSegments(segments);
}

/** A compressed bucket's key: the bucket's, and the cases of it this caller is sent without their marks. */
function viewKey(key: string, entries: Entry[], items: Map<string, CachedItem>, marks: MarksRule): string {
  const unmarked: string[] = [];
  for (const entry of entries) {
    const item = items.get(entry.id);
    if (item?.unmarked && !marks(item)) unmarked.push(entry.id);
  }
  return unmarked.length ? `${key}~${createHash('sha1').update(unmarked.join(',')).digest('base64url')}` : key;
}

/** A body of some entries (a delta's changed cases, the first page's) and its tail (`"removed":…`, `"caseTypes":…`). */
export function entriesBody(raw: Buffer, tail: string, encoding: Encoding): Buffer {
  const body = Buffer.concat([HEAD, raw, BEFORE_TAIL, Buffer.from(tail)]);
  return encoding === 'gzip' ? gzipSync(body, { level: 6 }) : body;
}

/** The case types of every bucket (looked up once per bucket: a bucket never changes). */
export async function bucketCaseTypes(sources: BodySources, buckets: Bucket[], locks: Map<string, Lock>): Promise<Set<string>> {
  const unknown = buckets.filter((bucket) => !bucket.caseTypes);
  if (unknown.length) {
    const every = await sources.items.fetch(sources.db, sources.catalogue, unknown.flatMap((bucket) => entriesOf(bucket, locks)));
    for (const bucket of unknown) bucket.caseTypes = [...new Set(bucket.tokens.map((token) => every.get(token.slice(0, 36))?.caseType ?? ''))];
  }
  return new Set(buckets.flatMap((bucket) => bucket.caseTypes!).filter(Boolean));
}
