import type { CaseListItem, CaseListResponse } from '../../../../src/api/types';
import { rootReducer, type RootState } from '../../../../src/app/reducers';
import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { caseListEntryOf } from '../../../../src/domain/caseListWire';
import { DECODE_SLICE, decodeList } from '../../../../src/features/cases/casesSagas';
import { casesListLoaded, casesListRequested } from '../../../../src/features/cases/casesSlice';
import { matchPath } from '../../support/fakeServices';
import { item } from './support';

/** Runs the decoding saga to its end (its effects are only the waits for the next task). */
function decoded(full: CaseListResponse, held?: readonly CaseListItem[]): CaseListItem[] {
  const run = decodeList(full, held);
  let step = run.next();
  while (!step.done) step = run.next();
  return step.value as CaseListItem[];
}

const answer = (items: readonly CaseListItem[]): CaseListResponse => ({ cases: items.map(caseListEntryOf), caseTypes: [{ type: 'COUNSELING', title: 'Rådgivning', subCategories: [], nationalAssociations: [], psychologyAssociations: [] }], tags: [] });
const many = Array.from({ length: DECODE_SLICE * 2 + 30 }, (_, i) => item(i + 1));

describe('issue 38: the decoding of a full answer keeps the held objects, slice by slice', () => {
  const held = decoded(answer(many));

  test('every case equal to a held one is the held object; a changed one is new; all are frozen', () => {
    const changed = many.map((c, i) => (i === 7 || i === DECODE_SLICE + 5 ? { ...c, title: `${c.title} (ändrad)` } : c));
    const next = decoded(answer(changed), held);
    next.forEach((c, i) => {
      if (i === 7 || i === DECODE_SLICE + 5) {
        expect(c).not.toBe(held[i]);
        expect(c.title).toBe(`${many[i].title} (ändrad)`);
      } else expect(c).toBe(held[i]);
      expect(Object.isFrozen(c)).toBe(true);
    });
  });

  test('cases at other positions (a new case first, one gone) are matched by id', () => {
    const next = decoded(answer([item(999), ...many.slice(0, -1)]), held);
    expect(next[0].id).toBe(item(999).id);
    for (let i = 1; i < next.length; i += 1) expect(next[i]).toBe(held[i - 1]);
  });

  test('nothing held: the decoded cases as they come', () => {
    expect(decoded(answer(many.slice(0, 3)))).toEqual(held.slice(0, 3));
  });
});

describe('issue 38: the store compares nothing again once the decoding has (casesListLoaded `decoded`)', () => {
  const context = { role: 'member' as const, organisationId: null, workplaceId: null };
  const load = (cases: CaseListItem[], extra: { decoded?: boolean } = {}, from?: RootState) => [
    ...(from ? [] : [navigated(matchPath('/arenden/mina')), casesListRequested({ context })]),
    casesListLoaded({ context, cases, caseTypes: [], etag: null, receivedAt: 'x', ...extra }),
  ].reduce((s, a) => rootReducer(s, a), from ?? rootReducer(undefined, { type: '@@INIT' }));
  const first = load(many.slice(0, 5));
  const copies = first.cases.items.map((c) => ({ ...c }));

  test('without it, equal cases keep the held objects (a recorded action replayed)', () => {
    expect(load(copies, {}, first).cases.items).toBe(first.cases.items);
  });

  test('with it, the same objects are the held list itself and equal copies are taken as they come', () => {
    expect(load([...first.cases.items], { decoded: true }, first).cases.items).toBe(first.cases.items);
    const next = load(copies.map((c) => Object.freeze(c)), { decoded: true }, first).cases.items;
    expect(next).not.toBe(first.cases.items);
    expect(next[0]).toBe(copies[0]);
  });
});
