/**
 * Keeping object identity across polls (ARCHITECTURE §6: a poll that finds nothing new re-renders
 * nothing): a case that arrives equal to the one held keeps the old object, so memoized rows and
 * selectors see no change; an unchanged list keeps the old array.
 */

const hasOwn = Object.prototype.hasOwnProperty;

/** Structural equality of JSON values (what the API sends: plain objects, arrays, primitives). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  // for…in over plain objects, without the two key arrays of Object.keys: a poll compares 10,000 cases.
  let keys = 0;
  for (const key in a) {
    if (!hasOwn.call(b, key) || !jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    keys += 1;
  }
  for (const key in b) if (hasOwn.call(b, key)) keys -= 1;
  return keys === 0;
}

/**
 * The incoming list, with every item equal to a held one (same id) replaced by the held object
 * (reuseHeldIn over the whole list); the held list itself when nothing differs. With
 * `alreadyReused` the list's decoding has done that slice by slice: only whether anything changed
 * is left to tell.
 */
export function reuseUnchanged<T extends { id: string }>(held: readonly T[], incoming: readonly T[], alreadyReused = false): T[] {
  const next = alreadyReused ? (incoming as T[]) : incoming.slice();
  if (!alreadyReused) reuseHeldIn(heldList(held), next, 0);
  return next.length === held.length && next.every((item, index) => item === held[index]) ? (held as T[]) : next;
}

/**
 * Every item of a slice equal to a held one (same id) becomes the held object, in place. `from` is
 * the slice's position in the whole list, whose held item is tried first (a list usually comes back
 * in the same order). A large list's decoding calls it slice by slice (issue 38: the open part's
 * 11,000 cases were compared in the one task that stored them, 40 to 80 ms of a phone's main thread).
 */
export function reuseHeldIn<T extends { id: string }>(held: HeldList<T>, slice: T[], from: number): void {
  for (let i = 0; i < slice.length; i += 1) {
    const item = slice[i];
    const atSame = held.items[from + i];
    const old = atSame?.id === item.id ? atSame : held.byId().get(item.id);
    if (old !== undefined && old !== item && jsonEqual(old, item)) slice[i] = old;
  }
}

/** The held list a decoding reuses from, its id lookup made when first needed. */
export interface HeldList<T extends { id: string }> {
  items: readonly T[];
  byId(): ReadonlyMap<string, T>;
}

export function heldList<T extends { id: string }>(items: readonly T[]): HeldList<T> {
  let byId: Map<string, T> | null = null;
  return { items, byId: () => (byId ??= new Map(items.map((item) => [item.id, item]))) };
}

/** The held value when the incoming one is equal to it. */
export const reuseIfEqual = <T>(held: T, incoming: T): T => (jsonEqual(held, incoming) ? held : incoming);

/**
 * A delta of the list merged into the held one (issue 13, delta polling): the changed cases take
 * their place (a case that arrives equal to the held one keeps the held object), new ones are
 * added at the end, removed ids go; every other case keeps its object. Nothing different: the
 * held array itself.
 */
export function mergeDelta<T extends { id: string }>(held: readonly T[], changed: readonly T[], removed: readonly string[]): T[] {
  if (changed.length === 0 && removed.length === 0) return held as T[];
  const incoming = new Map(changed.map((item) => [item.id, item]));
  if (removed.length === 0) return mergeUpdates(held, incoming);
  const gone = new Set(removed);
  let same = true;
  const next: T[] = [];
  for (const item of held) {
    if (gone.has(item.id)) {
      same = false;
      continue;
    }
    const update = incoming.get(item.id);
    if (update === undefined) {
      next.push(item);
      continue;
    }
    incoming.delete(item.id);
    if (jsonEqual(item, update)) next.push(item);
    else {
      same = false;
      next.push(update);
    }
  }
  for (const item of incoming.values()) {
    same = false;
    next.push(item);
  }
  return same ? (held as T[]) : next;
}

/**
 * The common poll: a few cases changed or appeared, none left. The scan stops once every changed
 * case is found, and the held list is copied (one memory copy) only if one of them differs.
 */
function mergeUpdates<T extends { id: string }>(held: readonly T[], incoming: Map<string, T>): T[] {
  let next: T[] | null = null;
  for (let i = 0; i < held.length && incoming.size > 0; i += 1) {
    const update = incoming.get(held[i].id);
    if (update === undefined) continue;
    incoming.delete(held[i].id);
    if (jsonEqual(held[i], update)) continue;
    next ??= held.slice();
    next[i] = update;
  }
  if (incoming.size > 0) {
    next ??= held.slice();
    for (const item of incoming.values()) next.push(item);
  }
  return next ?? (held as T[]);
}
