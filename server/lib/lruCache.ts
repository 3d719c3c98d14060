/**
 * The server's in-process caches (the list engine's visible sets, list contexts and compressed
 * buckets; the access tokens found valid): entries by key, the least recently used dropped once
 * their weight (a count by default, bytes for the buckets) passes the limit.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private weight = 0;

  constructor(private readonly maxWeight: number, private readonly weightOf: (value: V) => number = () => 1) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: V) {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.weight -= this.weightOf(old);
    }
    this.entries.set(key, value);
    this.weight += this.weightOf(value);
    for (const [oldest, dropped] of this.entries) {
      if (this.weight <= this.maxWeight || this.entries.size === 1) break;
      this.entries.delete(oldest);
      this.weight -= this.weightOf(dropped);
    }
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }
}
