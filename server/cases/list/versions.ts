import { createHash } from 'node:crypto';
import type { UserRef } from '../../../src/api/types';

/**
 * Step 2 of a case list (server/cases/caseList.ts): versions and ETags. The cases are split into
 * buckets by the first hex digits of their id. A bucket's key hashes its entries (sorted by id)
 * and its locks; the list's version hashes the bucket keys and the list's inputs (caller, context,
 * catalogue). The version depends only on what the list holds, never on the order the database
 * gave the rows or on which process read them: every process answers one state with one ETag
 * (issue 26), so a poll's If-None-Match matches wherever it lands.
 */

/** One case of a list as the caller sees it now. */
export interface Entry {
  id: string;
  version: string;
  unread: boolean;
  lockedBy: UserRef | null;
}

export interface Bucket {
  key: string;
  /** 'id version[ u]' per case, sorted (by id: the id comes first and has a fixed length). */
  tokens: string[];
  /** The case types of its cases, once looked up (a bucket never changes: a change makes a new one). */
  caseTypes?: string[];
  /**
   * The key of its compressed form as a caller is sent it, by caller id, once made (encoding.ts):
   * which of its cases come without their marks follows from the caller and the cases' versions,
   * which the bucket's key holds.
   */
  viewKeys?: Map<string, string>;
}

export interface Lock {
  holder: UserRef;
  /** Epoch seconds; null: no expiry. */
  expiry: number | null;
}

/** A list at one version: its buckets by id prefix and its locks. */
export interface ListVersion {
  version: string;
  prefixLength: number;
  buckets: Map<string, Bucket>;
  locks: Map<string, Lock>;
  /** The caseTypes JSON of an answer at this version, once one was built. */
  caseTypesJson?: string;
}

/**
 * How many leading hex digits of the id pick the bucket: one bucket for a short list, 16 or 256
 * for longer ones, so a bucket holds some dozens to some hundreds of cases (compressed well,
 * rebuilt fast).
 */
export const prefixLengthFor = (count: number) => (count < 500 ? 0 : count < 4000 ? 1 : 2);

export const idOfToken = (token: string) => token.slice(0, 36);

/** Tokens grouped by id prefix, each group sorted. */
export function byPrefix(tokens: Iterable<string>, length: number): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const token of tokens) {
    const prefix = token.slice(0, length);
    const list = groups.get(prefix);
    if (list) list.push(token);
    else groups.set(prefix, [token]);
  }
  for (const list of groups.values()) list.sort();
  return groups;
}

/**
 * The buckets and the version of a set. A bucket's key hashes its tokens and its locks; buckets
 * outside `affected` are taken over from `previous` unchanged. The groups' tokens must be sorted.
 */
export function assemble(
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
      for (const lock of (lockedIn.get(prefix) ?? []).sort()) hash.update(`;${lock}`);
      bucket = { key: hash.digest('base64url'), tokens };
    }
    buckets.set(prefix, bucket);
    version.update(bucket.key);
  }
  return { buckets, version: version.digest('base64url') };
}

/** A version's length: the cursor begins with it (server/cases/list/cursor.ts). */
export const VERSION_LENGTH = 27;

export function entryOfToken(token: string, locks: Map<string, Lock>): Entry {
  const id = idOfToken(token);
  const unread = token.endsWith(' u');
  return { id, version: token.slice(37, unread ? -2 : undefined), unread, lockedBy: locks.get(id)?.holder ?? null };
}

export const entriesOf = (bucket: Bucket, locks: Map<string, Lock>): Entry[] => bucket.tokens.map((token) => entryOfToken(token, locks));

/** The entry of one case of a list, if the list holds it. */
export function findEntry(list: ListVersion, id: string): Entry | undefined {
  const bucket = list.buckets.get(id.slice(0, list.prefixLength));
  const token = bucket?.tokens.find((t) => t.startsWith(id));
  return token ? entryOfToken(token, list.locks) : undefined;
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
