import { VisibleSetCache, type VisibleSet } from '../../server/cases/list/visibleSet';
import { ListContextCache, type ListContext } from '../../server/cases/list/listContext';

/** A visible set of `cases` cases (the tokens are all the weight looks at). */
function setOf(cases: number): VisibleSet {
  const tokens = Array.from({ length: cases }, (_, i) => `${String(i).padStart(36, '0')} 1`);
  return { version: 'v', prefixLength: 0, buckets: new Map([['', { key: '', tokens }]]), locks: new Map(), history: [], state: { snapshot: '1:1:', now: 0 }, fullAt: 0 };
}

const contextOf = (cases: number) => ({ answer: { cases } }) as unknown as ListContext<{ cases: number }>;

/**
 * Issue 38: the list caches of a process are bounded by the cases they hold, not by how many
 * callers they hold. Bounded by count (64 sets, 256 contexts), a process polled by more members
 * than that read every member's set in full again on every poll (the day bench: 600 members, 100
 * polls a second instead of 10,000).
 */
describe('the list caches weigh what they hold by its cases', () => {
  test('thousands of members\u2019 small sets stay kept together', () => {
    const sets = new VisibleSetCache();
    for (let i = 0; i < 5_000; i += 1) sets.set(`member-${i}`, setOf(3));
    for (let i = 0; i < 5_000; i += 1) expect(sets.has(`member-${i}`)).toBe(true);
    const contexts = new ListContextCache<{ cases: number }>();
    for (let i = 0; i < 5_000; i += 1) contexts.set(`member-${i}`, contextOf(3));
    expect([0, 300, 4_999].map((i) => contexts.has(`member-${i}`))).toEqual([true, true, true]);
  });

  test('a list of many cases pushes out as many cases of the least recently used, no more', () => {
    const sets = new VisibleSetCache(10_000);
    for (let i = 0; i < 1_000; i += 1) sets.set(`member-${i}`, setOf(4)); // weight 5 each: 5,000
    sets.set('secretariat', setOf(6_999)); // weight 7,000: 2,000 of the members' 5,000 must go
    expect(sets.has('secretariat')).toBe(true);
    expect(sets.has('member-399')).toBe(false);
    expect(sets.has('member-400')).toBe(true);
    const contexts = new ListContextCache<{ cases: number }>(10_000);
    for (let i = 0; i < 1_000; i += 1) contexts.set(`member-${i}`, contextOf(4));
    contexts.set('secretariat', contextOf(6_999));
    expect([contexts.has('member-399'), contexts.has('member-400'), contexts.has('secretariat')]).toEqual([false, true, true]);
  });
});
