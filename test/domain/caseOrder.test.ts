import type { CaseSortColumn } from '../../src/domain/caseList';
import { caseOrder, createCaseOrderKeeper, inDirection, reorder, type OrderableCase } from '../../src/domain/caseOrder';
import { swedishCompare, swedishSortKey } from '../../src/domain/sorting';
import { textOrder } from '../../src/domain/textOrder';

/** A small deterministic generator (the same cases on every run). */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

const titles = ['Fråga om lön', 'Fråga om semester', 'Fråga om lön 2', 'Fråga om lön 10', 'Åre', 'Ärende', 'Örebro', 'Zeta', 'alfa', 'Alfa', 'Éclair', ''];

function cases(count: number, seed: number): OrderableCase[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(next(1_000_000)).padStart(6, '0')}${String(i).padStart(6, '0')}`,
    title: titles[next(titles.length)],
    // Few distinct times, so that ties are common.
    created: new Date(Date.UTC(2026, 0, 1) + next(40) * 60_000).toISOString(),
    deadLine: next(3) === 0 ? null : `2026-12-${String(next(5) + 10)}`,
  }));
}

/** The rules of spec §4 and §9 written as one comparator: the reference the fast orders must match. */
function reference(rows: readonly OrderableCase[], column: CaseSortColumn, direction: 'asc' | 'desc'): OrderableCase[] {
  const key = (row: OrderableCase) => (column === 'title' ? swedishSortKey(row.title) : column === 'created' ? row.created : row.deadLine);
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else if (ka !== kb) {
      return ka < kb ? -sign : sign;
    }
    if (a.created !== b.created) return a.created > b.created ? -1 : 1;
    return a.id < b.id ? -1 : 1;
  });
}

const columns: CaseSortColumn[] = ['created', 'title', 'deadLine'];

describe('textOrder', () => {
  test('orders texts as the string comparison does, equal texts by position', () => {
    const next = random(7);
    const alphabet = ['a', 'b', 'å', 'ä', 'ö', ' ', '0', '1'];
    for (let round = 0; round < 20; round += 1) {
      const texts = Array.from({ length: 300 }, () => Array.from({ length: next(6) }, () => alphabet[next(alphabet.length)]).join(''));
      const expected = texts.map((text, i) => ({ text, i })).sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.i - b.i)).map((e) => e.i);
      expect([...textOrder(texts)]).toEqual(expected);
    }
  });

  test('handles the empty list, one text and a list of equal texts', () => {
    expect([...textOrder([])]).toEqual([]);
    expect([...textOrder(['x'])]).toEqual([0]);
    expect([...textOrder(Array(40).fill('same'))]).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});

describe('spec §4: case order by column and direction', () => {
  const rows = cases(500, 1);
  test.each(columns.flatMap((column) => [[column, 'asc'], [column, 'desc']] as const))('%s %s: key order, ties newest first then by id, no deadline last', (column, direction) => {
    expect(inDirection(caseOrder(rows, column), direction)).toEqual(reference(rows, column, direction));
  });
});

describe('issue 38: the created order by the engine\'s sort of packed times', () => {
  test('times to the millisecond across decades, many cases, ties: the order of spec §4', () => {
    const next = random(38);
    const rows: OrderableCase[] = Array.from({ length: 5000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(next(1_000_000)).padStart(6, '0')}${String(i).padStart(6, '0')}`,
      title: '',
      // One in four shares its time with an earlier case.
      created: new Date(Date.UTC(1990, 0, 1) + (i % 4 === 0 ? next(i + 1) * 7 : next(2 ** 30) * 1000 + next(1000))).toISOString(),
      deadLine: null,
    }));
    for (const direction of ['asc', 'desc'] as const) expect(inDirection(caseOrder(rows, 'created'), direction)).toEqual(reference(rows, 'created', direction));
  });

  test.each([
    ['an offset, no milliseconds', ['2026-01-01T10:00:00+01:00', '2026-01-01T09:30:00Z', '2026-01-01T09:45:00.000Z', '2025-12-31T23:00:00.000Z']],
    ['before 1970', ['1969-12-31T23:59:59.000Z', '2026-01-01T09:30:00.000Z', '1970-01-01T00:00:00.000Z']],
  ])('times in another form than toISOString\'s (%s) are ordered as text, as before', (_, forms) => {
    const rows: OrderableCase[] = forms.map((created, i) => ({ id: `id-${i}`, title: '', created, deadLine: null }));
    expect(inDirection(caseOrder(rows, 'created'), 'asc').map((row) => row.created)).toEqual([...forms].sort());
  });
});

describe('spec §4: the deadline order when every case has a deadline, and when none has', () => {
  const all: OrderableCase[] = cases(200, 9).map((row, i) => ({ ...row, deadLine: `2026-12-${String(10 + (i % 7))}` }));
  const none: OrderableCase[] = cases(50, 10).map((row) => ({ ...row, deadLine: null }));
  test.each([['every case', all], ['no case', none]] as const)('%s', (_, rows) => {
    for (const direction of ['asc', 'desc'] as const) expect(inDirection(caseOrder(rows, 'deadLine'), direction)).toEqual(reference(rows, 'deadLine', direction));
  });
});

describe('ARCHITECTURE §6: a poll reorders the held order instead of sorting again', () => {
  const changes: [string, (rows: OrderableCase[]) => OrderableCase[]][] = [
    ['one case changed', (rows) => rows.map((row, i) => (i === 17 ? { ...row, title: 'Ändrad', created: row.created } : row))],
    ['a new case first', (rows) => [{ id: 'ffffffff-0000-4000-8000-000000000001', title: 'Ny', created: '2026-02-01T00:00:00.000Z', deadLine: null }, ...rows]],
    ['a case gone', (rows) => rows.filter((_, i) => i !== 250)],
    ['a case moved to the end', (rows) => [...rows.slice(0, 380), ...rows.slice(381), rows[380]]],
    ['fifty cases changed', (rows) => rows.map((row, i) => (i >= 100 && i < 150 ? { ...row, created: '2026-03-01T00:00:00.000Z', deadLine: null } : row))],
    ['nothing', (rows) => rows.slice()],
  ];
  test.each(changes)('%s', (_, change) => {
    const before = cases(400, 2);
    const after = change(before);
    for (const column of columns) {
      const order = reorder(caseOrder(before, column), before, after);
      expect(order).not.toBeNull();
      expect(inDirection(order!, 'asc')).toEqual(reference(after, column, 'asc'));
      expect(inDirection(order!, 'desc')).toEqual(reference(after, column, 'desc'));
    }
  });

  test('another list (most cases new) is left to a full sort', () => {
    const before = cases(100, 3);
    expect(reorder(caseOrder(before, 'title'), before, cases(100, 4))).toBeNull();
  });

  test('an order that is not of the rows given is not trusted', () => {
    const before = cases(100, 3);
    const stranger = cases(100, 4);
    expect(reorder(caseOrder(stranger, 'title'), before, before.map((row, i) => (i === 5 ? { ...row } : row)))).toBeNull();
  });

  test('a poll reorders the title order right after the same list was also sorted by deadline', () => {
    const orderOf = createCaseOrderKeeper<OrderableCase>();
    const first = cases(300, 8);
    orderOf(first, 'title');
    orderOf(first, 'deadLine');
    const added = ['Alfa', 'Fråga om lön 3', 'Ärende'].map((title, i) => ({ id: `ffffffff-0000-4000-8000-00000000000${i}`, title, created: '2026-02-01T00:00:00.000Z', deadLine: null }));
    const polled = [...added, ...first];
    for (const column of columns) expect(inDirection(orderOf(polled, column), 'asc')).toEqual(reference(polled, column, 'asc'));
  });

  test('a poll that changes nothing keeps the held order itself, its descending order too', () => {
    const before = cases(100, 11);
    const order = caseOrder(before, 'created');
    expect(reorder(order, before, before.slice())).toBe(order);
  });

  test('a poll leaves the held order as it was: the new order is a copy', () => {
    const before = cases(100, 12);
    const order = caseOrder(before, 'title');
    const held = inDirection(order, 'asc');
    const after = before.map((row, i) => (i === 40 ? { ...row, title: 'Alfa' } : row));
    expect(reorder(order, before, after)).not.toBeNull();
    expect(inDirection(order, 'asc')).toEqual(held);
  });

  test('an order that is not of the rows given is not trusted, also when the changed case would sort after all of its cases', () => {
    const before = cases(100, 13);
    const stranger = cases(100, 14);
    const latest = { ...before[99], created: '2027-01-01T00:00:00.000Z' };
    const previousRows = [...before.slice(0, 99), latest];
    expect(reorder(caseOrder(stranger, 'created'), previousRows, [...before.slice(0, 99), { ...latest }])).toBeNull();
  });

  test('a poll of a list where no case has a deadline: descending, still newest first', () => {
    const before = cases(60, 15).map((row) => ({ ...row, deadLine: null }));
    const after = before.map((row, i) => (i === 30 ? { ...row, title: 'Ändrad' } : row));
    const order = reorder(caseOrder(before, 'deadLine'), before, after);
    expect(order).not.toBeNull();
    expect(inDirection(order!, 'desc')).toEqual(reference(after, 'deadLine', 'desc'));
  });

  test('the keeper gives the created order itself, the list\'s default, and reorders it on a poll', () => {
    const orderOf = createCaseOrderKeeper<OrderableCase>();
    const first = cases(200, 16);
    expect(inDirection(orderOf(first, 'created'), 'desc')).toEqual(reference(first, 'created', 'desc'));
    const polled = first.map((row, i) => (i === 10 ? { ...row } : row));
    expect(inDirection(orderOf(polled, 'created'), 'desc')).toEqual(reference(polled, 'created', 'desc'));
  });

  test('the keeper answers the same list with the same order, and a new list correctly', () => {
    const orderOf = createCaseOrderKeeper<OrderableCase>();
    const first = cases(300, 5);
    expect(orderOf(first, 'deadLine')).toBe(orderOf(first, 'deadLine'));
    const polled = first.map((row, i) => (i % 50 === 0 ? { ...row, deadLine: null } : row));
    expect(inDirection(orderOf(polled, 'deadLine'), 'desc')).toEqual(reference(polled, 'deadLine', 'desc'));
    const other = cases(300, 6);
    expect(inDirection(orderOf(other, 'title'), 'asc')).toEqual(reference(other, 'title', 'asc'));
  });
});

describe('swedishSortKey: Swedish alphabetical order as plain string order', () => {
  const inOrder = (texts: string[]) => [...texts].sort((a, b) => {
    const ka = swedishSortKey(a);
    const kb = swedishSortKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  test('å, ä and ö come after z, in that order', () => expect(inOrder(['Ödla', 'Ärende', 'Zeta', 'Åsa', 'Alfa'])).toEqual(['Alfa', 'Zeta', 'Åsa', 'Ärende', 'Ödla']));
  test('ignores case and folds other accents', () => {
    expect(swedishSortKey('ÉCLAIR')).toBe(swedishSortKey('eclair'));
    expect(inOrder(['Ella', 'Éclair', 'Ebba'])).toEqual(['Ebba', 'Éclair', 'Ella']);
  });
  test('numbers in numeric order, leading zeros ignored', () => {
    expect(inOrder(['Ärende 10', 'Ärende 9', 'Ärende 100', 'Ärende 09a'])).toEqual(['Ärende 9', 'Ärende 09a', 'Ärende 10', 'Ärende 100']);
  });
});

describe('swedishCompare: Swedish alphabetical order for names and titles', () => {
  test('å, ä, ö after z, case and accents aside, numbers in numeric order', () => {
    const names = ['Östen', 'zara', 'Åsa', 'Ärla', 'Adam', 'Émile', 'Ärende 10', 'Ärende 2'];
    expect([...names].sort(swedishCompare)).toEqual(['Adam', 'Émile', 'zara', 'Åsa', 'Ärende 2', 'Ärende 10', 'Ärla', 'Östen']);
    expect(swedishCompare('abc', 'ABC')).toBe(0);
  });
  test('is the order of swedishSortKey, so that the server and the SPA sort names alike', () => {
    const names = ['Öberg', 'Åkesson', 'Ek', 'ek-Ström', 'Éva', 'Anna 10', 'Anna 9', 'anna', 'Zorn', 'Ärlig'];
    const byKey = [...names].sort((a, b) => (swedishSortKey(a) < swedishSortKey(b) ? -1 : swedishSortKey(a) > swedishSortKey(b) ? 1 : 0));
    expect([...names].sort(swedishCompare)).toEqual(byKey);
    expect(swedishCompare('Ärlig', 'Åkesson')).toBeGreaterThan(0);
    expect(swedishCompare('Zorn', 'Öberg')).toBeLessThan(0);
  });
});
