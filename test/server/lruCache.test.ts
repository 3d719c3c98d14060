import { LruCache } from '../../server/lib/lruCache';

describe("the list engine's caches: least recently used dropped beyond their weight", () => {
  test('by count: a read keeps an entry, the oldest unread one goes', () => {
    const cache = new LruCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
  });

  test('by weight: a replaced entry counts once, and the newest stays even when it alone is over', () => {
    const cache = new LruCache<string>(5, (value) => value.length);
    cache.set('a', 'xx');
    cache.set('a', 'xxx');
    cache.set('b', 'yy');
    expect([cache.get('a'), cache.get('b')]).toEqual(['xxx', 'yy']);
    cache.set('c', 'zzzzzzzz');
    expect([cache.has('a'), cache.has('b'), cache.get('c')]).toEqual([false, false, 'zzzzzzzz']);
  });
});
