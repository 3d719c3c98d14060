import {
  CASE_PAGE_SIZE, defaultCaseFilters, defaultCaseSort, filterCases, hasActiveSearch, lowerCasedTexts, nextCaseSort, pageOf,
  type CaseListFilters, type CaseListRow, type SearchTexts,
} from '../../src/domain/caseList';
import { sortCases } from '../../src/domain/caseOrder';
import { nextSort } from '../../src/domain/sorting';
import { searchToView, viewToSearch } from '../../src/domain/caseListParams';

const row = (n: number, over: Partial<CaseListRow> = {}): CaseListRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Ärende ${n}`,
  created: new Date(Date.UTC(2026, 0, 1) + n * 3600_000).toISOString(),
  deadLine: null, status: 1, flagged: false,
  caseType: { type: 'COUNSELING' }, tags: [], users: [],
  ownerUser: { id: 'owner-1', name: 'Anna Andersson' }, association: null,
  ...over,
});
const filters = (over: Partial<CaseListFilters>): CaseListFilters => ({ ...defaultCaseFilters, ...over });

describe('case list sorting (spec §4, §9)', () => {
  it('sorts by created descending by default', () => {
    expect(defaultCaseSort).toEqual({ column: 'created', direction: 'desc' });
    expect(sortCases([row(1), row(3), row(2)], defaultCaseSort).map((r) => r.title)).toEqual(['Ärende 3', 'Ärende 2', 'Ärende 1']);
  });

  it('for cases a new column starts descending, and the same column flips', () => {
    expect(nextCaseSort(defaultCaseSort, 'title')).toEqual({ column: 'title', direction: 'desc' });
    expect(nextCaseSort({ column: 'title', direction: 'desc' }, 'title')).toEqual({ column: 'title', direction: 'asc' });
  });

  it('for files and members a new column starts ascending', () => {
    expect(nextSort({ column: 'uploadedAt', direction: 'desc' }, 'fileName', 'asc')).toEqual({ column: 'fileName', direction: 'asc' });
  });

  it('sorts titles in Swedish order (å, ä, ö after z)', () => {
    const rows = [row(1, { title: 'Örebro' }), row(2, { title: 'Zeta' }), row(3, { title: 'Åre' }), row(4, { title: 'Alfa' })];
    expect(sortCases(rows, { column: 'title', direction: 'asc' }).map((r) => r.title)).toEqual(['Alfa', 'Zeta', 'Åre', 'Örebro']);
  });

  it('puts cases without deadline after those with one, in either direction', () => {
    const rows = [row(1), row(2, { deadLine: '2026-12-01' }), row(3, { deadLine: '2026-11-01' })];
    expect(sortCases(rows, { column: 'deadLine', direction: 'asc' }).map((r) => r.deadLine)).toEqual(['2026-11-01', '2026-12-01', null]);
    expect(sortCases(rows, { column: 'deadLine', direction: 'desc' }).map((r) => r.deadLine)).toEqual(['2026-12-01', '2026-11-01', null]);
  });
});

describe('case list filters (spec §2)', () => {
  const rows = [
    row(1, { status: 1, flagged: true, tags: [{ type: 'URGENT' }] }),
    row(2, { status: 2, deadLine: '2026-12-24', users: [{ id: 'u-9', isAdministrating: true }] }),
    row(3, { status: 3, caseType: { type: 'YOUR_MEMBERSHIP' }, association: { id: 'a-1' } }),
    row(4, { status: 1, users: [{ id: 'u-9', isAdministrating: false }], ownerUser: { id: 'owner-2', name: 'Östen Öberg' } }),
  ];
  const ids = (f: CaseListFilters) => filterCases(rows, f).map((r) => r.title);

  it('shows new and in-progress cases by default', () => expect(ids(defaultCaseFilters)).toEqual(['Ärende 1', 'Ärende 2', 'Ärende 4']));
  it('filters by type', () => expect(ids(filters({ types: ['YOUR_MEMBERSHIP'], statuses: [] }))).toEqual(['Ärende 3']));
  it('filters by tags', () => expect(ids(filters({ tags: ['URGENT'] }))).toEqual(['Ärende 1']));
  it('filters by administrating users only', () => expect(ids(filters({ users: ['u-9'] }))).toEqual(['Ärende 2']));
  it('filters by flagged', () => expect(ids(filters({ isFlagged: true }))).toEqual(['Ärende 1']));
  it('filters by has deadline', () => expect(ids(filters({ hasDeadline: true }))).toEqual(['Ärende 2']));
  it('filters by association', () => expect(ids(filters({ association: 'a-1', statuses: [3] }))).toEqual(['Ärende 3']));
  it('filters by owner', () => expect(ids(filters({ owner: 'owner-2' }))).toEqual(['Ärende 4']));
  it('searches title and owner name case-insensitively', () => expect(ids(filters({ text: 'öBERG' }))).toEqual(['Ärende 4']));
  it('knows when a search is active (for "Inga ärenden hittades")', () => {
    expect(hasActiveSearch(defaultCaseFilters)).toBe(false);
    expect(hasActiveSearch(filters({ isFlagged: false }))).toBe(true);
    expect(hasActiveSearch(filters({ statuses: [3] }))).toBe(true);
  });
  it('any one filter in use is an active search, a blank text is not', () => {
    for (const over of [
      { types: ['COUNSELING'] }, { tags: ['URGENT'] }, { users: ['u-9'] }, { isFlagged: true }, { hasDeadline: false },
      { association: 'a-1' }, { owner: 'owner-2' }, { text: ' lön ' }, { statuses: [] }, { statuses: [1] }, { statuses: [1, 3] }, { statuses: [1, 2, 3] },
    ] as Partial<CaseListFilters>[]) {
      expect(hasActiveSearch(filters(over))).toBe(true);
    }
    expect(hasActiveSearch(filters({ text: '  \n' }))).toBe(false);
    expect(hasActiveSearch(filters({ statuses: [2, 1] }))).toBe(false);
  });
  it('filters by no deadline, and by not flagged', () => {
    expect(ids(filters({ hasDeadline: false }))).toEqual(['Ärende 1', 'Ärende 4']);
    expect(ids(filters({ isFlagged: false }))).toEqual(['Ärende 2', 'Ärende 4']);
  });
  it('a case matches if any of its tags is chosen, and any chosen administrator administrates it', () => {
    const tagged = [row(1, { tags: [{ type: 'FOLLOW_UP' }, { type: 'URGENT' }] }), row(2, { tags: [{ type: 'INVOICE' }] })];
    expect(filterCases(tagged, filters({ tags: ['URGENT', 'SALARY_REVIEW'] })).map((r) => r.title)).toEqual(['Ärende 1']);
    const administrated = [row(1, { users: [{ id: 'u-1', isAdministrating: false }, { id: 'u-2', isAdministrating: true }] })];
    expect(filterCases(administrated, filters({ users: ['u-2', 'u-3'] }))).toHaveLength(1);
    expect(filterCases(administrated, filters({ users: ['u-1'] }))).toHaveLength(0);
  });
  it('a case without an association is not in an association\'s list', () => {
    expect(ids(filters({ association: 'a-1', statuses: [] }))).toEqual(['Ärende 3']);
  });
  it('the search text is trimmed and matches a title as well as an owner', () => {
    expect(ids(filters({ text: '  öberg  ' }))).toEqual(['Ärende 4']);
    expect(ids(filters({ text: 'ÄRENDE 2' }))).toEqual(['Ärende 2']);
    expect(ids(filters({ text: 'ingen sådan' }))).toEqual([]);
  });
  it('the texts are looked up only when there is a text to search for', () => {
    let lookups = 0;
    const textsOf: SearchTexts = (r) => { lookups += 1; return lowerCasedTexts(r); };
    expect(filterCases(rows, filters({ statuses: [] }), textsOf)).toHaveLength(4);
    expect(lookups).toBe(0);
    filterCases(rows, filters({ statuses: [], text: 'x' }), textsOf);
    expect(lookups).toBe(4);
  });
  it('the texts may come from a cache', () => {
    const cached = filterCases(rows, filters({ text: 'cachad' }), (r) => ({ title: r.id === rows[1]!.id ? 'cachad titel' : '', owner: '' }));
    expect(cached.map((r) => r.title)).toEqual(['Ärende 2']);
  });
});

describe('case list paging (spec §9: page size 20 from page 1)', () => {
  const many = Array.from({ length: 45 }, (_, i) => row(i));
  it('slices pages of 20', () => {
    expect(CASE_PAGE_SIZE).toBe(20);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pageCount: 3, total: 45 });
    expect(pageOf(many, 3).rows).toHaveLength(5);
  });
  it('clamps a page past the end, and an empty list still has page 1', () => {
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });
  it('each page holds its own 20 rows', () => {
    expect(pageOf(many, 1).rows).toEqual(many.slice(0, 20));
    expect(pageOf(many, 2).rows).toEqual(many.slice(20, 40));
    expect(pageOf(many, 3).rows).toEqual(many.slice(40));
    expect(pageOf(many.slice(0, 40), 2)).toMatchObject({ page: 2, pageCount: 2 });
  });
  it('a page before the first, or not a number, is the first; a fraction is rounded down', () => {
    expect(pageOf(many, 0).page).toBe(1);
    expect(pageOf(many, -2).page).toBe(1);
    expect(pageOf(many, Number.NaN).page).toBe(1);
    expect(pageOf(many, 2.9).page).toBe(2);
  });
  it('another page size', () => {
    expect(pageOf(many, 2, 10)).toEqual({ rows: many.slice(10, 20), page: 2, pageCount: 5, total: 45 });
  });
});

describe('the list view in the query string', () => {
  it('writes nothing for the default view', () => {
    expect(viewToSearch({ filters: defaultCaseFilters, sort: defaultCaseSort, page: 1 })).toBe('');
  });

  it('round-trips filters, sort and page', () => {
    const view = {
      filters: filters({ types: ['COUNSELING'], tags: ['URGENT', 'FOLLOW_UP'], statuses: [3], isFlagged: false, hasDeadline: true, text: 'lön', owner: '00000000-0000-4000-8000-000000000001' }),
      sort: { column: 'title' as const, direction: 'asc' as const },
      page: 4,
    };
    expect(searchToView(viewToSearch(view))).toEqual(view);
  });

  it('keeps "all statuses" apart from the default', () => {
    const view = { filters: filters({ statuses: [] }), sort: defaultCaseSort, page: 1 };
    expect(viewToSearch(view)).toBe('?status=alla');
    expect(searchToView('?status=alla').filters.statuses).toEqual([]);
  });

  it('falls back to defaults for malformed values', () => {
    const view = searchToView('?sida=-3&sortera=hack&typ=<script>&forening=x&status=9');
    expect(view.page).toBe(1);
    expect(view.sort).toEqual(defaultCaseSort);
    expect(view.filters.types).toEqual([]);
    expect(view.filters.association).toBeNull();
    expect(view.filters.statuses).toEqual([]);
  });
});
