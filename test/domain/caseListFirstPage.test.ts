import fc from 'fast-check';
import { CASE_PAGE_SIZE, defaultCaseFilters, defaultCaseSort, filterCases, pageOf, type CaseListRow } from '../../src/domain/caseList';
import { defaultViewFirstPage } from '../../src/domain/caseListFirstPage';
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
