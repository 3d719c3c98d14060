import { navigated } from '../../../../src/app/navigation/navigationSlice';
import { rootReducer, type RootState } from '../../../../src/app/reducers';
import * as caseOrderModule from '../../../../src/domain/caseOrder';
import { defaultCaseFilters, filterCases, pageOf } from '../../../../src/domain/caseList';
import { casesListLoaded, casesListRequested, caseListPageChanged, caseSortRequested } from '../../../../src/features/cases/casesSlice';
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

describe('issue 38: the default view\'s first page without ordering the whole list', () => {
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

  test('another view (page 2, another sort) is made from the whole order', () => {
    const second = selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseListPageChanged(2)]));
    expect(ordered).toHaveBeenCalled();
    expect(second.rows.map((r) => r.id)).toEqual(byWholeOrder(defaultCaseFilters, 2).rows.map((r) => r.id));
    const byTitle = selectCaseListPage(listAt('/arenden/kansliet', secretariat, [caseSortRequested('title')]));
    expect(byTitle.rows[0].title).toBe('Ärende 060');
  });

  test('an organisation\'s default view keeps to its association', () => {
    const page = selectCaseListPage(listAt(`/arenden/organisation/${KALMAR}`, kalmar));
    expect(page.rows.length).toBeGreaterThan(0);
    expect(page.rows.every((r) => r.association?.id === KALMAR)).toBe(true);
    expect(page.total).toBe(byWholeOrder({ ...defaultCaseFilters, association: KALMAR }).total);
  });
});
