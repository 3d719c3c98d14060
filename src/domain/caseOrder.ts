import type { CaseListRow, CaseSort, CaseSortColumn } from './caseList';
import type { SortDirection } from './sorting';
import { swedishSortKey } from './sorting';
import { textOrder } from './textOrder';

/** What ordering needs of a case. */
export type OrderableCase = Pick<CaseListRow, 'id' | 'title' | 'created' | 'deadLine'>;

/** A case with its sort keys. */
interface Keyed<R> {
  row: R;
  /** ISO strings order in time. */
  created: string;
  /** Made when first sorted by title (swedishSortKey). */
  title: string | null;
  /** NO_DEADLINE for a case without deadline. */
  deadLine: string;
  id: string;
}

/** After every date (spec §4: cases without deadline come last in either direction). */
const NO_DEADLINE = '\uffff';

/**
 * A list in the ascending order of one column: by the column's key, ties newest first, then by
 * id; cases without deadline last. Every other order is derived from it without sorting again.
 */
export interface CaseOrder<R> {
  column: CaseSortColumn;
  sorted: Keyed<R>[];
  /** The descending order, when made together with the ascending one (or asked for before). */
  descending?: Keyed<R>[];
}

/** A case's keys (its title key is made when first sorted by title). */
function keyed<R extends OrderableCase>(row: R): Keyed<R> {
  return { row, created: row.created, title: null, deadLine: row.deadLine ?? NO_DEADLINE, id: row.id };
}

function titleKey<R extends OrderableCase>(k: Keyed<R>): string {
  if (k.title === null) k.title = swedishSortKey(k.row.title);
  return k.title;
}

type Compare<R> = (a: Keyed<R>, b: Keyed<R>) => number;

const byId = <R>(a: Keyed<R>, b: Keyed<R>) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The order within a column's ties: newest first, then by id. */
function tieBreak<R>(a: Keyed<R>, b: Keyed<R>): number {
  if (a.created !== b.created) return a.created > b.created ? -1 : 1;
  return byId(a, b);
}

const ascending: Record<CaseSortColumn, Compare<unknown>> = {
  created: (a, b) => (a.created !== b.created ? (a.created < b.created ? -1 : 1) : byId(a, b)),
  title: (a, b) => {
    const ta = titleKey(a as Keyed<OrderableCase>);
    const tb = titleKey(b as Keyed<OrderableCase>);
    return ta !== tb ? (ta < tb ? -1 : 1) : tieBreak(a, b);
  },
  deadLine: (a, b) => (a.deadLine !== b.deadLine ? (a.deadLine < b.deadLine ? -1 : 1) : tieBreak(a, b)),
};

/** Bits of a packed key that hold the case's position (a list of up to a million cases). */
const POSITION_BITS = 20;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * The created order by the engine's own sort of 64-bit integers, not by a sort in script (issue
 * 38: the secretariat's open part, 11,000 cases at national scale, arrives at once, and sorting it
 * by text was 150 ms of one task under a phone's 4× slower CPU). Each key is the case's time in
 * milliseconds above its position, so equal times keep their positions' order.
 * Null (sort by text) unless every time is a canonical ISO text (toISOString, what the list's
 * decoding makes), whose text order is its time order.
 */
function byCreatedTime<R>(rows: readonly Keyed<R>[]): Keyed<R>[] | null {
  if (rows.length >= 2 ** POSITION_BITS) return null;
  const keys = new BigInt64Array(rows.length);
  const words = new Uint32Array(keys.buffer);
  const [low, high] = LITTLE_ENDIAN ? [0, 1] : [1, 0];
  for (let i = 0; i < rows.length; i += 1) {
    const text = rows[i].created;
    if (!isCanonicalIsoTime(text)) return null;
    const ms = Date.parse(text);
    // From 1970 to 2248: the high word stays below 2^31, so every key is positive.
    if (!(ms >= 0 && ms < 2 ** 43)) return null;
    words[2 * i + low] = (ms % 4096) * 2 ** POSITION_BITS + i;
    words[2 * i + high] = Math.floor(ms / 4096);
  }
  keys.sort();
  const sorted = new Array<Keyed<R>>(rows.length);
  for (let i = 0; i < rows.length; i += 1) sorted[i] = rows[words[2 * i + low] & (2 ** POSITION_BITS - 1)];
  return sorted;
}

/** `2026-11-26T09:30:00.000Z` (with Date.parse's check of the rest): the form whose text order is its time order. */
const isCanonicalIsoTime = (text: string) => text.length === 24 && text[10] === 'T' && text[23] === 'Z';

/**
 * A stable sort by a key that many cases share (titles repeat, deadlines fall on the same days):
 * the distinct texts are keyed and ordered once, then the cases are counted into place, in both
 * directions at once (cases without deadline stay last in both).
 */
function byRepeatedText<R extends OrderableCase>(rows: readonly Keyed<R>[], column: 'title' | 'deadLine'): { ascending: Keyed<R>[]; descending: Keyed<R>[] } {
  const slotOf = new Map<string, number>();
  const texts: string[] = [];
  const slots = new Int32Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const text = column === 'title' ? rows[i].row.title : rows[i].deadLine;
    let slot = slotOf.get(text);
    if (slot === undefined) {
      slot = texts.length;
      slotOf.set(text, slot);
      texts.push(text);
    }
    slots[i] = slot;
  }
  const keys = column === 'title' ? texts.map(swedishSortKey) : texts;
  // Texts with equal keys ('Lön', 'lön') share a rank.
  const rankOfSlot = new Int32Array(texts.length);
  const order = textOrder(keys);
  let ranks = 0;
  for (let i = 0; i < order.length; i += 1) {
    if (i === 0 || keys[order[i]] !== keys[order[i - 1]]) ranks += 1;
    rankOfSlot[order[i]] = ranks - 1;
  }
  const lastStaysLast = column === 'deadLine' && slotOf.has(NO_DEADLINE);
  const flipped = (rank: number) => (lastStaysLast ? (rank === ranks - 1 ? rank : ranks - 2 - rank) : ranks - 1 - rank);
  const place = (rankOf: (rank: number) => number) => {
    const starts = new Int32Array(ranks + 1);
    for (let i = 0; i < rows.length; i += 1) starts[rankOf(rankOfSlot[slots[i]]) + 1] += 1;
    for (let r = 1; r < starts.length; r += 1) starts[r] += starts[r - 1];
    const sorted = new Array<Keyed<R>>(rows.length);
    for (let i = 0; i < rows.length; i += 1) sorted[starts[rankOf(rankOfSlot[slots[i]])]++] = rows[i];
    return sorted;
  };
  if (column === 'title') for (let i = 0; i < rows.length; i += 1) rows[i].title = keys[slots[i]];
  return { ascending: place((rank) => rank), descending: place(flipped) };
}

/**
 * Sorts a list by a column. Keys are compared as plain strings (textOrder.ts), not with a
 * collator. The title and deadline orders are stable sorts of the newest-first order, which is
 * their tie order; `byCreated` may hand over the created order when it is held already.
 */
export function caseOrder<R extends OrderableCase>(rows: readonly R[], column: CaseSortColumn, byCreated?: CaseOrder<R>): CaseOrder<R> {
  if (column === 'created') {
    const keyedRows = rows.map(keyed);
    // Times in another form: by text (a stable sort, equal times keep their order).
    const sorted = byCreatedTime(keyedRows) ?? keyedRows.sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));
    // Cases created the same millisecond: by id.
    for (let start = 0; start < sorted.length;) {
      let end = start + 1;
      while (end < sorted.length && sorted[end].created === sorted[start].created) end += 1;
      if (end - start > 1) sorted.splice(start, end - start, ...sorted.slice(start, end).sort(byId));
      start = end;
    }
    return { column, sorted };
  }
  const newestFirst = descending(byCreated ?? caseOrder(rows, 'created'));
  const both = byRepeatedText(newestFirst, column);
  return { column, sorted: both.ascending, descending: both.descending };
}

/** Past this share of new cases, a new list is sorted whole. */
const MOST_OF_A_LIST = 0.25;
/** Up to this many changes, a poll's changes are put in place one by one. */
const FEW = 32;

/**
 * The order of a new list from the order of the list before it (a poll): cases still there keep
 * their place, and only new or changed cases (new objects) are sorted and merged in. The lists
 * are compared by position: what lies between their common start and common end has changed.
 * Null when most of the list is new (another list): sorting it whole is then faster; null too
 * when `previousRows` are not the rows of `previous`.
 */
export function reorder<R extends OrderableCase>(previous: CaseOrder<R>, previousRows: readonly R[], rows: readonly R[]): CaseOrder<R> | null {
  let start = 0;
  const shorter = Math.min(previousRows.length, rows.length);
  while (start < shorter && previousRows[start] === rows[start]) start += 1;
  let end = 0;
  while (end < shorter - start && previousRows[previousRows.length - 1 - end] === rows[rows.length - 1 - end]) end += 1;
  if (rows.length - end - start > MOST_OF_A_LIST * rows.length) return null;
  const removed = previousRows.slice(start, previousRows.length - end);
  const added = rows.slice(start, rows.length - end);
  if (removed.length === 0 && added.length === 0) return previous;
  const compare = ascending[previous.column] as Compare<R>;
  const addedInOrder = added.map(keyed).sort(compare);
  if (removed.length + added.length > FEW) {
    const gone = new Set(removed);
    return { column: previous.column, sorted: merge(previous.sorted.filter((k) => !gone.has(k.row)), addedInOrder, compare) };
  }
  // A few changes (the usual poll): found by binary search, moved with native splices.
  const sorted = previous.sorted.slice();
  for (const row of removed) {
    const at = searchFirstNotBefore(sorted, keyed(row), compare);
    if (sorted[at]?.row !== row) return null;
    sorted.splice(at, 1);
  }
  for (const k of addedInOrder) sorted.splice(searchFirstNotBefore(sorted, k, compare), 0, k);
  return { column: previous.column, sorted };
}


/** The first position whose case does not come before `k` (its own position when it is there). */
function searchFirstNotBefore<R>(sorted: Keyed<R>[], k: Keyed<R>, compare: Compare<R>): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compare(sorted[middle], k) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}


function merge<R>(a: Keyed<R>[], b: Keyed<R>[], compare: Compare<R>): Keyed<R>[] {
  const out: Keyed<R>[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compare(a[i], b[j]) <= 0 ? a[i++] : b[j++];
  while (i < a.length) out[k++] = a[i++];
  while (j < b.length) out[k++] = b[j++];
  return out;
}

/**
 * The cases in the asked direction. Descending reverses the key order but keeps ties newest
 * first (runs of equal keys keep their order), and cases without deadline stay last.
 */
export function inDirection<R extends OrderableCase>(order: CaseOrder<R>, direction: SortDirection): R[] {
  const keyedRows = direction === 'asc' ? order.sorted : descending(order);
  const rows = new Array<R>(keyedRows.length);
  for (let i = 0; i < keyedRows.length; i += 1) rows[i] = keyedRows[i].row;
  return rows;
}

/** The order backwards, then each run of equal keys turned back (ties keep their order). */
function descending<R extends OrderableCase>(order: CaseOrder<R>): Keyed<R>[] {
  order.descending ??= descendingOf(order);
  return order.descending;
}

function descendingOf<R extends OrderableCase>(order: CaseOrder<R>): Keyed<R>[] {
  const { sorted, column } = order;
  const keyOf = column === 'title' ? titleKey : column === 'created' ? createdKey : deadLineKey;
  let end = sorted.length;
  if (column === 'deadLine') while (end > 0 && sorted[end - 1].deadLine === NO_DEADLINE) end -= 1;
  const out = sorted.slice(0, end).reverse();
  for (let start = 0; start < end;) {
    const key = keyOf(out[start]);
    let runEnd = start + 1;
    while (runEnd < end && keyOf(out[runEnd]) === key) runEnd += 1;
    if (runEnd - start > 1) reverseRange(out, start, runEnd);
    start = runEnd;
  }
  for (let i = end; i < sorted.length; i += 1) out.push(sorted[i]);
  return out;
}

const createdKey = <R>(k: Keyed<R>) => k.created;
const deadLineKey = <R>(k: Keyed<R>) => k.deadLine;

function reverseRange<T>(items: T[], start: number, end: number) {
  for (let i = start, j = end - 1; i < j; i += 1, j -= 1) {
    const held = items[i];
    items[i] = items[j];
    items[j] = held;
  }
}

/** A new sorted array (spec §4, §9): the order of one column in one direction. */
export function sortCases<R extends OrderableCase>(rows: readonly R[], sort: CaseSort): R[] {
  return inDirection(caseOrder(rows, sort.column), sort.direction);
}

/**
 * Keeps the last order made per column, so that a poll's new list is reordered from it rather
 * than sorted again (the case list selectors, ARCHITECTURE §6).
 */
export function createCaseOrderKeeper<R extends OrderableCase>() {
  const last = new Map<CaseSortColumn, { rows: readonly R[]; order: CaseOrder<R> }>();
  const orderOf = (rows: readonly R[], column: CaseSortColumn): CaseOrder<R> => {
    const held = last.get(column);
    if (held?.rows === rows) return held.order;
    const order = (held && reorder(held.order, held.rows, rows))
      ?? caseOrder(rows, column, column === 'created' ? undefined : orderOf(rows, 'created'));
    last.set(column, { rows, order });
    return order;
  };
  return orderOf;
}
