import fc from 'fast-check';
import { CASE_PAGE_SIZE, defaultCaseFilters, type CaseListFilters, defaultCaseSort, filterCases, pageOf, type CaseListRow } from '../../src/domain/caseList';
import { caseFilter } from '../../src/domain/caseList';
import { defaultViewFirstPage, pickedPage } from '../../src/domain/caseListFirstPage';
import { sortCases } from '../../src/domain/caseOrder';
import { CaseStatus } from '../../src/domain/caseStatus';

const row = (id: string, created: string, status: number): CaseListRow => ({
  id, title: `Ärende ${id}`, created, deadLine: null, status, flagged: false, caseType: { type: 'T' }, tags: [], users: [],
  ownerUser: { id: 'o', name: 'Ägare' }, association: null,
});

/** What the SPA's selectors show on page 1 of a list's default view. */
const shownByTheSpa = (rows: CaseListRow[], size: number) => pageOf(sortCases(filterCases(rows, defaultCaseFilters), defaultCaseSort), 1, size);

const arbitraryRows = fc.uniqueArray(
  fc.record({
    id: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 4, maxLength: 4 }),
    // Few distinct times: ties are common.
    minute: fc.integer({ min: 0, max: 6 }),
    status: fc.constantFrom(CaseStatus.CREATED, CaseStatus.IN_PROGRESS, CaseStatus.CLOSED, CaseStatus.UNDEFINED),
  }),
  { selector: (r) => r.id, maxLength: 80 },
).map((records) => records.map(({ id, minute, status }) => row(id, new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString(), status)));

describe('the default view\'s first page (issue 38, the first page first)', () => {
  it('is the rows the SPA shows on page 1 of the default view, in its order, and that view\'s count', () => {
    fc.assert(fc.property(arbitraryRows, fc.integer({ min: 1, max: 25 }), (rows, size) => {
      const spa = shownByTheSpa(rows, size);
      const first = defaultViewFirstPage(rows, size);
      expect(first.rows.map((r) => r.id)).toEqual(spa.rows.map((r) => r.id));
      expect(first.count).toBe(spa.total);
    }), { numRuns: 400 });
  });

  it('holds the newest Nytt and Pågående cases only, a page of them by default', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(`c${String(i).padStart(2, '0')}`, new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString(), i % 3 === 0 ? CaseStatus.CLOSED : CaseStatus.CREATED));
    const first = defaultViewFirstPage(rows);
    expect(first.count).toBe(20);
    expect(first.rows).toHaveLength(CASE_PAGE_SIZE);
    expect(first.rows[0].id).toBe('c29');
    expect(first.rows.every((r) => r.status !== CaseStatus.CLOSED)).toBe(true);
  });

  it('orders cases created the same millisecond by id, as the list does', () => {
    const at = '2026-11-01T08:00:00.000Z';
    const first = defaultViewFirstPage([row('b', at, CaseStatus.CREATED), row('a', at, CaseStatus.IN_PROGRESS), row('c', at, CaseStatus.CREATED)], 2);
    expect(first.rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(first.count).toBe(3);
  });
});

describe('a picked page of any view (issue 38, "Nästa", a filter or a sort without the whole order)', () => {
  const titles = ['Lön', 'lön', 'Åre', 'Ärende', 'Zeta', 'Fråga 2', 'Fråga 10', ''];
  const arbitraryCases = fc.uniqueArray(
    fc.record({
      id: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 4, maxLength: 4 }),
      minute: fc.integer({ min: 0, max: 6 }),
      status: fc.constantFrom(CaseStatus.CREATED, CaseStatus.IN_PROGRESS, CaseStatus.CLOSED, CaseStatus.UNDEFINED),
      title: fc.constantFrom(...titles),
      deadLine: fc.constantFrom(null, '2026-12-01', '2026-12-02', '2026-12-10'),
    }),
    { selector: (r) => r.id, maxLength: 80 },
  ).map((records) => records.map(({ id, minute, status, title, deadLine }) => ({
    ...row(id, new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString(), status), title, deadLine,
  })));
  const arbitraryFilters = fc.record({
    statuses: fc.subarray([CaseStatus.CREATED, CaseStatus.IN_PROGRESS, CaseStatus.CLOSED, CaseStatus.UNDEFINED]),
    text: fc.constantFrom('', 'a', 'lön', 'ärende', 'zz'),
  }).map(({ statuses, text }): CaseListFilters => ({ ...defaultCaseFilters, statuses, text }));
  const arbitrarySort = fc.record({ column: fc.constantFrom('created' as const, 'title' as const, 'deadLine' as const), direction: fc.constantFrom('asc' as const, 'desc' as const) });

  it('is the page, clamping and count that pageOf gives over the filtered list in the whole order', () => {
    fc.assert(fc.property(arbitraryCases, arbitraryFilters, arbitrarySort, fc.integer({ min: -1, max: 12 }), fc.integer({ min: 1, max: 25 }), (rows, filters, sort, page, size) => {
      const whole = pageOf(sortCases(filterCases(rows, filters), sort), page, size);
      const picked = pickedPage(rows, caseFilter(filters), sort, page, size);
      expect(picked.rows.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id));
      expect({ page: picked.page, pageCount: picked.pageCount, total: picked.total }).toEqual({ page: whole.page, pageCount: whole.pageCount, total: whole.total });
    }), { numRuns: 1500 });
  });

  it('shows the last page for a page past the end, and page 1 for a page before it', () => {
    const rows = Array.from({ length: 45 }, (_, i) => row(`c${String(i).padStart(2, '0')}`, new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString(), CaseStatus.CREATED));
    const last = pickedPage(rows, () => true, defaultCaseSort, 9, 20);
    expect(last).toMatchObject({ page: 3, pageCount: 3, total: 45 });
    expect(last.rows.map((r) => r.id)).toEqual(['c04', 'c03', 'c02', 'c01', 'c00']);
    expect(pickedPage(rows, () => true, defaultCaseSort, 0, 20).rows[0].id).toBe('c44');
    expect(pickedPage(rows, () => true, defaultCaseSort, 2.7, 20).rows[0].id).toBe('c24');
  });

  it('puts cases without deadline last in either direction, and titles in Swedish order', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute)).toISOString();
    const rows = [
      { ...row('a', at(1), 1), title: 'Åre', deadLine: null }, { ...row('b', at(2), 1), title: 'Zeta', deadLine: '2026-12-02' },
      { ...row('c', at(3), 1), title: 'ärende', deadLine: '2026-12-01' }, { ...row('d', at(4), 1), title: 'Zeta', deadLine: null },
    ];
    const ids = (column: 'title' | 'deadLine', direction: 'asc' | 'desc') => pickedPage(rows, () => true, { column, direction }, 1, 20).rows.map((r) => r.id);
    expect(ids('deadLine', 'asc')).toEqual(['c', 'b', 'd', 'a']);
    expect(ids('deadLine', 'desc')).toEqual(['b', 'c', 'd', 'a']);
    expect(ids('title', 'asc')).toEqual(['d', 'b', 'a', 'c']);
    expect(ids('title', 'desc')).toEqual(['c', 'a', 'd', 'b']);
  });
});
