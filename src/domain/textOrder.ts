/**
 * The order of a list of texts, as positions: `order[0]` is the position of the smallest text.
 * Equal texts keep their positions' order (a stable sort), so a list already in a tie order
 * (newest first, say) keeps it among equal texts.
 *
 * A three-way radix quicksort over UTF-16 code units (Bentley and Sedgewick): it looks at each
 * character once per level instead of comparing whole texts from their start, so 10,000 texts
 * that share long beginnings ('Fråga om …', '2026-11-…') sort in about half the time of
 * Array.prototype.sort with a comparator: the case list's sorts (caseOrder.ts) rest on it.
 */
const medianOfThree = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

export function textOrder(texts: readonly string[]): Int32Array {
  const order = new Int32Array(texts.length);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  const charAt = (position: number, depth: number) => {
    const text = texts[position];
    return depth < text.length ? text.charCodeAt(depth) : -1;
  };
  const swap = (a: number, b: number) => {
    const held = order[a];
    order[a] = order[b];
    order[b] = held;
  };
  /** Texts equal up to `depth` compare from there; equal texts by position. */
  const before = (a: number, b: number, depth: number) => {
    const x = texts[a];
    const y = texts[b];
    for (let d = depth; ; d += 1) {
      const p = d < x.length ? x.charCodeAt(d) : -1;
      const q = d < y.length ? y.charCodeAt(d) : -1;
      if (p !== q) return p < q;
      if (p === -1) return a < b;
    }
  };
  const insertionSort = (lo: number, hi: number, depth: number) => {
    for (let i = lo + 1; i <= hi; i += 1) {
      for (let j = i; j > lo && before(order[j], order[j - 1], depth); j -= 1) swap(j, j - 1);
    }
  };
  const sort = (lo: number, hi: number, depth: number): void => {
    while (hi - lo > 12) {
      const pivot = medianOfThree(charAt(order[lo], depth), charAt(order[(lo + hi) >> 1], depth), charAt(order[hi], depth));
      let lt = lo;
      let gt = hi;
      let i = lo;
      while (i <= gt) {
        const c = charAt(order[i], depth);
        if (c < pivot) swap(lt++, i++);
        else if (c > pivot) swap(i, gt--);
        else i += 1;
      }
      sort(lo, lt - 1, depth);
      sort(gt + 1, hi, depth);
      if (pivot === -1) {
        // Equal texts, ended: by position (partitioning does not keep it).
        order.subarray(lt, gt + 1).sort();
        return;
      }
      lo = lt;
      hi = gt;
      depth += 1;
    }
    insertionSort(lo, hi, depth);
  };
  sort(0, order.length - 1, 0);
  return order;
}
