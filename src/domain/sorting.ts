export type SortDirection = 'asc' | 'desc';

export interface Sort<C extends string> {
  column: C;
  direction: SortDirection;
}

/**
 * Spec §4: sorting on the same column flips its direction; a new column starts in the given
 * direction (descending for cases, ascending for files and members).
 */
export function nextSort<C extends string>(current: Sort<C>, column: C, newColumnDirection: SortDirection): Sort<C> {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: newColumnDirection };
}

/**
 * Swedish alphabetical order for names and titles (å, ä, ö after z, case and accents aside,
 * numbers in numeric order): the order of `swedishSortKey`. Not `Intl.Collator`: making one loads
 * the locale's collation data, the longest own work of the case lists' first answer on a phone
 * (issue 32, a trace under 4× CPU slowdown), and the server and the SPA sort alike with keys.
 */
export function swedishCompare(a: string, b: string): number {
  const left = swedishSortKey(a);
  const right = swedishSortKey(b);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/**
 * Texts in the order of their UTF-16 code units: ISO 8601 times of one form and ids, whose plain
 * order is their order. Not `localeCompare`, which asks the locale's collation (and loads its data
 * on first use: 11 ms of a phone's first screen of Min översikt, issue 32, a CPU profile).
 */
export function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Numbers in numeric order: the count of digits (as one character below the letters) before the
 * digits, without leading zeros. Shorter than zero-padding, which matters to textOrder.ts.
 */
function numberKey(digits: string): string {
  const significant = digits.replace(/^0+(?=\d)/, '');
  return String.fromCharCode(0x30 + Math.min(significant.length, 15)) + significant;
}

const keyCache = new Map<string, string>();

/**
 * A key whose plain string order is Swedish alphabetical order: case-insensitive, å ä ö after z,
 * other accents folded (é as e), numbers in numeric order. Comparing keys with < is an order of
 * magnitude faster than Intl.Collator, which matters for sorting 10,000 cases (ARCHITECTURE §6).
 */
export function swedishSortKey(text: string): string {
  const cached = keyCache.get(text);
  if (cached !== undefined) return cached;
  const key = text
    .toLocaleLowerCase('sv')
    .replace(/[åäöæø]/g, (c) => ({ å: '\u{10FFF1}', ä: '\u{10FFF2}', æ: '\u{10FFF2}', ö: '\u{10FFF3}', ø: '\u{10FFF3}' })[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\d+/g, numberKey);
  if (keyCache.size > 50_000) keyCache.clear();
  keyCache.set(text, key);
  return key;
}
