import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { VERSION_LENGTH } from './versions';
import { CHANGE_LOG_HOURS } from './history';
import { snapshotXmax, snapshotXmin, type SetState } from './visibleSet';

/**
 * A poll's cursor (issue 26): self-describing, so that any process can answer a delta from it.
 *
 *   <version, 27><xmin base 36>_<xmax − xmin base 36>_<read at, epoch seconds base 36><case types, 6><mac, 12>
 *
 * - version: the list's version (the ETag), for a process that still holds that version (history.ts);
 * - xmin, xmax: of the snapshot the list was read at: every case written by a transaction it did not
 *   see has a change with xid ≥ xmin (case_list.changes); a transaction ≥ xmax it did not know of;
 * - read at: locks that lapsed after it are changes too;
 * - case types: a hash of the answer's caseTypes, sent again only when they differ;
 * - mac: an HMAC (case_list.cursor_key, migration 0012) of all that with the list's inputs (the
 *   caller, the context, the catalogue): a cursor of another caller or list is not one of this list.
 * It fits the query's 64 characters of [A-Za-z0-9_-]; a longer one (not seen in practice) is the
 * version alone, good for this process only.
 */

export interface Cursor {
  version: string;
  xmin: bigint;
  xmax: bigint;
  /** Epoch seconds (database clock), rounded down. */
  readAt: number;
  typesHash: string;
}

const MAC_LENGTH = 12;
const TYPES_LENGTH = 6;
/** A cursor older than this gets the full list: the change log it needs may be pruned by then (seconds). */
export const MAX_CURSOR_AGE = (CHANGE_LOG_HOURS * 3600) / 2;

export const typesHashOf = (caseTypesJson: string) => createHash('sha1').update(caseTypesJson).digest('base64url').slice(0, TYPES_LENGTH);

const macOf = (key: string, inputs: string, body: string) => createHmac('sha256', key).update(inputs).update('\n').update(body).digest('base64url').slice(0, MAC_LENGTH);

/** The key every process shares (read once per process). */
export function cursorKeyLoader(db: Database): () => Promise<string | null> {
  let key: Promise<string | null> | undefined;
  return () => {
    key ??= sql<{ key: string }>`select key from case_list.cursor_key where id = 1`.execute(db)
      .then(({ rows }) => rows[0]?.key ?? null)
      .catch(() => { key = undefined; return null; });
    return key;
  };
}

export function makeCursor(key: string | null, inputs: string, version: string, state: SetState, caseTypesJson: string): string {
  if (key === null) return version;
  const xmin = BigInt(snapshotXmin(state.snapshot));
  const xmax = BigInt(snapshotXmax(state.snapshot));
  const body = `${version}${xmin.toString(36)}_${(xmax - xmin).toString(36)}_${Math.floor(state.now).toString(36)}${typesHashOf(caseTypesJson)}`;
  const cursor = body + macOf(key, inputs, body);
  return cursor.length <= 64 ? cursor : version;
}

/** The cursor's parts, if it is one of this list (made with this key for these inputs); otherwise null. */
export function readCursor(key: string | null, inputs: string, cursor: string): Cursor | null {
  if (key === null || cursor.length <= VERSION_LENGTH + TYPES_LENGTH + MAC_LENGTH) return null;
  const body = cursor.slice(0, -MAC_LENGTH);
  const expected = Buffer.from(macOf(key, inputs, body));
  const given = Buffer.from(cursor.slice(-MAC_LENGTH));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const match = /^([0-9a-z]+)_([0-9a-z]+)_([0-9a-z]+)$/.exec(body.slice(VERSION_LENGTH, -TYPES_LENGTH));
  if (!match) return null;
  const xmin = base36(match[1]);
  return { version: body.slice(0, VERSION_LENGTH), xmin, xmax: xmin + base36(match[2]), readAt: parseInt(match[3], 36), typesHash: body.slice(-TYPES_LENGTH) };
}

function base36(text: string): bigint {
  let value = 0n;
  for (const digit of text) value = value * 36n + BigInt(parseInt(digit, 36));
  return value;
}
