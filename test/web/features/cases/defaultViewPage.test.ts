import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { rootReducer, type RootState } from '../../../../src/app/reducers';
import * as caseOrderModule from '../../../../src/domain/caseOrder';
import { defaultCaseFilters, filterCases, pageOf } from '../../../../src/domain/caseList';
import { PICKED_PAGES } from '../../../../src/domain/caseListFirstPage';
import { casesListLoaded, casesListRequested, caseFiltersChanged, caseListPageChanged, caseSortRequested } from '../../../../src/features/cases/casesSlice';
import { selectCaseListPage } from '../../../../src/features/cases/listSelectors';
import { matchPath } from '../../support/fakeServices';
import { item, KALMAR } from './support';

type Action = Parameters<typeof rootReducer>[1];
const run = (actions: Action[]) => actions.reduce((s, a) => rootReducer(s, a), rootReducer(undefined, { type: '@@INIT' }));
const secretariat = { role: 'secretariat' as const, organisationId: null, workplaceId: null };
const kalmar = { role: 'organization' as const, organisationId: KALMAR, workplaceId: null };

/** 60 cases: every third closed, two created the same millisecond, a few of another association. */
const cases = Array.from({ length: 60 }, (_, i) => item(i + 1, {
  status: i % 3 === 0 ? 3 : 1 + (i % 2),
  ...(i === 40 ? { created: item(41 - 30).created } : {}),
  association: i % 4 === 0 ? { id: KALMAR, name: 'Kalmar' } : null,
}));

const listAt = (path: string, context: typeof secretariat | typeof kalmar, extra: Action[] = []): RootState => run([
  navigated(matchPath(path)), casesListRequested({ context }),
  casesListLoaded({ context, cases: cases.map((c) => ({ ...c })), caseTypes: [], etag: null, receivedAt: 'x' }), ...extra,
]);

/** What the view shows by the whole path: filter, sort newest first, page. */
const byWholeOrder = (filters = defaultCaseFilters, page = 1) =>
  pageOf(filterCases(caseOrderModule.sortCases(cases, { column: 'created', direction: 'desc' }), filters), page);

/** 300 open cases besides: pages enough to go past the picked ones. */
const many = Array.from({ length: 300 }, (_, i) => item(100 + i, { status: 1 }));

const rowsAndCounts = (page: ReturnType<typeof selectCaseListPage>) => ({ ids: page.rows.map((r) => r.id), page: page.page, pageCount: page.pageCount, total: page.total });

describe('issue 38: the first pages of a view without ordering the whole list', () => {
  let ordered: jest.SpyInstance;
  beforeEach(() => { ordered = jest.spyOn(caseOrderModule, 'inDirection'); });
  afterEach(() => ordered.mockRestore());

  test('the default view shows the rows and count the whole order gives, and orders nothing', () => {
    const state = listAt('/arenden/kansliet', secretariat);
    const page = selectCaseListPage(state);
    expect(ordered).not.toHaveBeenCalled();
    const expected = byWholeOrder();
    expect(page.rows.map((r) => r.id)).toEqual(expected.rows.map((r) => r.id));
    expect(page).toMatchObject({ page: 1, pageCount: expected.pageCount, total: expected.total });
  });

  test('"Nästa" and a filter, newest first, show what the whole order shows, and order nothing', () => {
    const second = selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseListPageChanged(2)]));
    expect(rowsAndCounts(second)).toEqual(rowsAndCounts(byWholeOrder(defaultCaseFilters, 2)));
    const closed = { ...defaultCaseFilters, statuses: [3], text: 'ärende 0' };
    const filtered = selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseFiltersChanged(closed)]));
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(rowsAndCounts(filtered)).toEqual(rowsAndCounts(byWholeOrder(closed)));
    // A page past the view's end shows its last page, as pageOf clamps it.
    const pastTheEnd = selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseListPageChanged(5)]));
    expect(rowsAndCounts(pastTheEnd)).toEqual(rowsAndCounts(byWholeOrder(defaultCaseFilters, 5)));
    expect(ordered).not.toHaveBeenCalled();
  });

  test('another sort and the other direction show what the whole order shows, and order nothing', () => {
    const byTitle = selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseSortRequested('title')]));
    const titleDescending = pageOf(filterCases(caseOrderModule.sortCases(cases, { column: 'title', direction: 'desc' }), defaultCaseFilters), 1);
    expect(byTitle.rows[0].title).toBe('Ärende 060');
    expect(rowsAndCounts(byTitle)).toEqual(rowsAndCounts(titleDescending));
    const oldestFirst = selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseSortRequested('created')]));
    const ascending = pageOf(filterCases(caseOrderModule.sortCases(cases, { column: 'created', direction: 'asc' }), defaultCaseFilters), 1);
    expect(rowsAndCounts(oldestFirst)).toEqual(rowsAndCounts(ascending));
    selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseSortRequested('deadLine')]));
    expect(ordered).not.toHaveBeenCalled();
  });

  test('a page past the picked ones uses the whole order', () => {
    const deep = PICKED_PAGES + 1;
    const state = run([
      navigated(matchPath('/arenden/kansliet')), casesListRequested({ context: secretariat }),
      casesListLoaded({ context: secretariat, cases: [...cases, ...many].map((c) => ({ ...c })), caseTypes: [], etag: null, receivedAt: 'x' }),
      caseListPageChanged(deep),
    ]);
    const page = selectCaseListPage(state);
    expect(ordered).toHaveBeenCalledTimes(1);
    const whole = pageOf(filterCases(caseOrderModule.sortCases([...cases, ...many], { column: 'created', direction: 'desc' }), defaultCaseFilters), deep);
    expect(page.page).toBe(deep);
    expect(rowsAndCounts(page)).toEqual(rowsAndCounts(whole));
  });

  test('an organisation\'s default view keeps to its association', () => {
    const page = selectCaseListPage(listAt(`/arenden/organisation/${KALMAR}`, kalmar));
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.association?.id === KALMAR)).toBe(true);
    expect(page.total).toBe(byWholeOrder({ ...defaultCaseFilters, association: KALMAR }).total);
  });
});
