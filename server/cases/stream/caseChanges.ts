import type { PGlite } from '@electric-sql/pglite';
import { CASE_IDS_CHANNEL, type ChangeFeed } from '../../db/changeFeed';

/**
 * Which cases a commit wrote, as the database tells it (migration 0015's `portal_case_ids`): the
 * transaction's id as the version, and the ids, or 'all' when too many changed to name.
 */
export interface CaseChange {
  version: string;
  ids: string[] | 'all';
}

/** Where the case streams hear of changes: the change feed's connection, or the embedded database. */
export interface CaseChangeSource {
  subscribe(listener: (change: CaseChange) => void): () => void;
  /** Told when changes may have been missed (the listening connection was lost). */
  onLost(listener: () => void): () => void;
  /** Whether changes are heard now; a stream is not opened while not (the poll serves). */
  listening(): boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A notice's payload, `<xid>;<id>,<id>…` or `<xid>;*`; anything else is read as "all". */
export function parseCaseChange(payload: string): CaseChange {
  const [version, list = '*'] = payload.split(';', 2);
  const ids = list === '*' ? null : list.split(',');
  return { version: version ?? '', ids: ids && ids.every((id) => UUID.test(id)) ? ids : 'all' };
}

/** With PostgreSQL: the change feed's own listening connection (every process hears every commit). */
export function feedCaseChanges(feed: ChangeFeed): CaseChangeSource {
  return {
    subscribe: (listener) => feed.onCaseIds((payload) => listener(parseCaseChange(payload))),
    onLost: (listener) => feed.onLost(listener),
    listening: () => feed.mark('case_list') !== undefined,
  };
}

/** With the embedded database (one process): its own LISTEN, started at the first subscriber. */
export function embeddedCaseChanges(pglite: PGlite): CaseChangeSource {
  const listeners = new Set<(change: CaseChange) => void>();
  let started: Promise<unknown> | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      started ??= pglite.listen(CASE_IDS_CHANNEL, (payload) => {
        const change = parseCaseChange(payload);
        for (const each of listeners) each(change);
      });
      return () => listeners.delete(listener);
    },
    onLost: () => () => undefined,
    listening: () => true,
  };
}

/** No source (a database opened through a wrapper in tests): streams are refused with a 503 and the poll serves. */
export const silentCaseChanges: CaseChangeSource = {
  subscribe: () => () => undefined,
  onLost: () => () => undefined,
  listening: () => false,
};
