import { compareCodeUnits, nextSort, swedishSortKey } from '../../src/domain/sorting';

describe('compareCodeUnits: ISO times and ids in their plain order, without the locale\'s collation', () => {
  test('orders ISO 8601 times of one form by time, ids by their characters, and says when two are equal', () => {
    const times = ['2026-11-28T10:00:00.000Z', '2026-01-02T09:30:00.000Z', '2026-11-28T09:59:59.999Z', '2025-12-31T23:59:59.000Z'];
    expect([...times].sort(compareCodeUnits)).toEqual(['2025-12-31T23:59:59.000Z', '2026-01-02T09:30:00.000Z', '2026-11-28T09:59:59.999Z', '2026-11-28T10:00:00.000Z']);
    expect(compareCodeUnits('a1', 'a1')).toBe(0);
    expect(compareCodeUnits('0f', 'a0')).toBe(-1);
    expect(compareCodeUnits('b', 'a')).toBe(1);
  });

  test('compares code units, not letters as a reader would: Z before a, ö after z', () => {
    expect(['a', 'ö', 'Z', 'z'].sort(compareCodeUnits)).toEqual(['Z', 'a', 'z', 'ö']);
  });
});

describe('spec §4: the same column flips the direction, a new column starts in its own', () => {
  test('flips on the same column and starts a new one in the given direction', () => {
    expect(nextSort({ column: 'created', direction: 'desc' }, 'created', 'desc')).toEqual({ column: 'created', direction: 'asc' });
    expect(nextSort({ column: 'created', direction: 'asc' }, 'created', 'desc')).toEqual({ column: 'created', direction: 'desc' });
    expect(nextSort({ column: 'created', direction: 'asc' }, 'title', 'desc')).toEqual({ column: 'title', direction: 'desc' });
  });
});

describe('swedishSortKey: æ with ä and ø with ö, as Swedish alphabetises them', () => {
  test('after z: å, then ä and æ, then ö and ø', () => {
    const inOrder = (texts: string[]) => [...texts].sort((a, b) => (swedishSortKey(a) < swedishSortKey(b) ? -1 : swedishSortKey(a) > swedishSortKey(b) ? 1 : 0));
    expect(inOrder(['Øre', 'Æble', 'Zeta', 'Ödla', 'Ärlig', 'Åsa'])).toEqual(['Zeta', 'Åsa', 'Æble', 'Ärlig', 'Ödla', 'Øre']);
    expect(swedishSortKey('æ')).toBe(swedishSortKey('Ä'));
    expect(swedishSortKey('Ø')).toBe(swedishSortKey('ö'));
  });
});

describe('swedishSortKey: a number by its value, leading zeros aside', () => {
  test('007 and 7 are one number, 0 and 000 too; 100 is not 10, nor 1000 100', () => {
    expect(swedishSortKey('Ärende 007')).toBe(swedishSortKey('Ärende 7'));
    expect(swedishSortKey('Ärende 000')).toBe(swedishSortKey('Ärende 0'));
    expect(swedishSortKey('Ärende 100')).not.toBe(swedishSortKey('Ärende 10'));
    expect(swedishSortKey('Ärende 1000')).not.toBe(swedishSortKey('Ärende 100'));
    expect(swedishSortKey('Ärende 10') < swedishSortKey('Ärende 100')).toBe(true);
  });
});
