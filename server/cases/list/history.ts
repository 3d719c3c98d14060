import { entriesOf, type Entry, type ListVersion } from './versions';

/**
 * Step 3 of a case list (server/cases/caseList.ts), in one process: delta polling (issue 13).
 * A few earlier versions of each list are kept (sharing their buckets, not copied); a poll whose
 * cursor names one of them gets `diffSince`: the entries changed or new and the ids the caller may
 * no longer see. A cursor this process does not hold a version of is answered from the change log
 * instead (crossDelta.ts, issue 26).
 */

/** How many earlier versions of a list a poll can ask for a delta from here. */
export const HISTORY_LENGTH = 16;

/** case_list.changes rows older than this are pruned (a set is read in full well within it). */
export const CHANGE_LOG_HOURS = 1;

export interface ListHistory {
  /** Earlier versions of this list, newest first: a poll from one of them gets a delta. */
  history: ListVersion[];
}

/** Whatever `next` is, the version the clients of `kept` hold becomes history: their next poll gets a delta. */
export function keepHistory(kept: ListVersion & ListHistory, next: ListVersion & ListHistory) {
  if (kept.version !== next.version) {
    const previous: ListVersion = { version: kept.version, prefixLength: kept.prefixLength, buckets: kept.buckets, locks: kept.locks, caseTypesJson: kept.caseTypesJson };
    next.history = [previous, ...kept.history.filter((h) => h.version !== next.version && h.version !== kept.version)].slice(0, HISTORY_LENGTH);
  } else if (next !== kept) {
    next.history = kept.history;
    next.caseTypesJson ??= kept.caseTypesJson;
  }
}

export const versionHeld = (list: ListVersion & ListHistory, version: string): ListVersion | undefined =>
  (version === list.version ? list : list.history.find((earlier) => earlier.version === version));

const sameEntry = (a: Entry, b: Entry) => a.version === b.version && a.unread === b.unread
  && a.lockedBy?.id === b.lockedBy?.id && a.lockedBy?.name === b.lockedBy?.name;

/** What a client that holds the list at `since` lacks: the entries changed or new, and the ids gone. */
export function diffSince(since: ListVersion, current: ListVersion): { changed: Entry[]; removed: string[] } {
  const changed: Entry[] = [];
  const removed: string[] = [];
  const compare = (before: Entry[], after: Entry[]) => {
    const held = new Map(before.map((e) => [e.id, e]));
    for (const entry of after) {
      const old = held.get(entry.id);
      held.delete(entry.id);
      if (!old || !sameEntry(old, entry)) changed.push(entry);
    }
    for (const id of held.keys()) removed.push(id);
  };
  if (since.prefixLength !== current.prefixLength) {
    const all = (s: ListVersion) => [...s.buckets.values()].flatMap((b) => entriesOf(b, s.locks));
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
