import { jsonEqual, reuseUnchanged } from '../../../../src/features/cases/reuseUnchanged';

const held = [{ id: 'a', n: 1, tags: [{ t: 'x' }] }, { id: 'b', n: 2, tags: [] }, { id: 'c', n: 3, tags: [] }];
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('ARCHITECTURE §6: a poll keeps the objects of unchanged cases', () => {
  test('an equal list gives back the held list itself', () => {
    expect(reuseUnchanged(held, copy(held))).toBe(held);
  });

  test('a changed case is the new object, the others the held ones', () => {
    const incoming = copy(held);
    incoming[1].n = 20;
    const next = reuseUnchanged(held, incoming);
    expect(next).not.toBe(held);
    expect(next[0]).toBe(held[0]);
    expect(next[1]).toBe(incoming[1]);
    expect(next[2]).toBe(held[2]);
  });

  test('cases in another order, a new case and a gone case are matched by id', () => {
    const incoming = [{ id: 'd', n: 4, tags: [] }, ...copy([held[2], held[0]])];
    const next = reuseUnchanged(held, incoming);
    expect(next.map((item) => item.id)).toEqual(['d', 'c', 'a']);
    expect(next[0]).toBe(incoming[0]);
    expect(next[1]).toBe(held[2]);
    expect(next[2]).toBe(held[0]);
  });

  test('the same cases in another order are a new list', () => {
    const next = reuseUnchanged(held, copy([held[1], held[0], held[2]]));
    expect(next).not.toBe(held);
    expect(next[0]).toBe(held[1]);
  });
});

describe('jsonEqual: structural equality of what the API sends', () => {
  test.each([
    [{ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: 2 }, { a: 1 }, false],
    [{ a: 1, b: 2 }, { a: 1, c: 2 }, false],
    [{ a: null }, { a: {} }, false],
    [[1, 2], { 0: 1, 1: 2 }, false],
    [{ 0: 1, 1: 2 }, [1, 2], false],
    [[1, [2, 3]], [1, [2, 3]], true],
    [[1, 2], [1, 2, 3], false],
    ['1', 1, false],
    [null, null, true],
  ] as const)('%j and %j: %s', (a, b, equal) => {
    expect(jsonEqual(a, b)).toBe(equal);
  });
});
