import { defaultCaseFilters, defaultCaseSort, type CaseListFilters } from '../../src/domain/caseList';
import { searchToView, viewToSearch, type CaseListView } from '../../src/domain/caseListParams';

/** The case list view in the URL's query string: what is written, and how a bookmarked or hand-edited URL is read back. */
const id = '0123abcd-0000-4000-8000-00000000beef';
const otherId = 'ABCDEF01-2345-4678-9abc-DEF012345678';
const view = (filters: Partial<CaseListFilters> = {}, over: Partial<Omit<CaseListView, 'filters'>> = {}): CaseListView =>
  ({ filters: { ...defaultCaseFilters, ...filters }, sort: defaultCaseSort, page: 1, ...over });
const paramsOf = (v: CaseListView) => Object.fromEntries(new URLSearchParams(viewToSearch(v)));

describe('viewToSearch: only what differs from the default view is written, under its Swedish key', () => {
  test('every filter, the sort and the page, each under its own key', () => {
    expect(paramsOf(view(
      { types: ['COUNSELING', 'OTHER'], tags: ['URGENT'], users: [id, otherId], statuses: [3], isFlagged: true, hasDeadline: false, association: id, owner: otherId, text: '  lön  ' },
      { sort: { column: 'title', direction: 'desc' }, page: 3 },
    ))).toEqual({
      typ: 'COUNSELING,OTHER', tagg: 'URGENT', ansvarig: `${id},${otherId}`, status: '3', flaggad: 'ja', deadline: 'nej',
      forening: id, agare: otherId, sok: 'lön', sortera: 'title', ordning: 'fallande', sida: '3',
    });
  });

  test('a search string begins with ?, and the default view is no search string', () => {
    expect(viewToSearch(view({ tags: ['URGENT'] }))).toBe('?tagg=URGENT');
    expect(viewToSearch(view())).toBe('');
  });

  test('the default statuses in another order are the default; fewer, more or none are written', () => {
    expect(viewToSearch(view({ statuses: [2, 1] }))).toBe('');
    expect(paramsOf(view({ statuses: [1] }))).toEqual({ status: '1' });
    expect(paramsOf(view({ statuses: [1, 2, 3] }))).toEqual({ status: '1,2,3' });
    expect(paramsOf(view({ statuses: [] }))).toEqual({ status: 'alla' });
  });

  test('flagged and deadline: ja for yes, nej for no, nothing when not chosen', () => {
    expect(paramsOf(view({ isFlagged: false, hasDeadline: true }))).toEqual({ flaggad: 'nej', deadline: 'ja' });
    expect(paramsOf(view({ isFlagged: null, hasDeadline: null }))).toEqual({});
  });

  test('a search text of spaces only is no search', () => {
    expect(viewToSearch(view({ text: '   ' }))).toBe('');
  });

  test('a sort other than newest first is written with its direction, stigande or fallande', () => {
    expect(paramsOf(view({}, { sort: { column: 'created', direction: 'asc' } }))).toEqual({ sortera: 'created', ordning: 'stigande' });
    expect(paramsOf(view({}, { sort: { column: 'deadLine', direction: 'desc' } }))).toEqual({ sortera: 'deadLine', ordning: 'fallande' });
    expect(paramsOf(view({}, { sort: { column: 'created', direction: 'desc' } }))).toEqual({});
  });

  test('the first page is not written, another page is', () => {
    expect(paramsOf(view({}, { page: 2 }))).toEqual({ sida: '2' });
    expect(paramsOf(view({}, { page: 1 }))).toEqual({});
  });
});

describe('searchToView: a URL read back, anything unknown or malformed falling back to the default', () => {
  test('an empty search string is the default view', () => {
    expect(searchToView('')).toEqual(view());
    expect(searchToView('').filters.statuses).toEqual([1, 2]);
    expect(searchToView('').filters.statuses).not.toBe(defaultCaseFilters.statuses);
    expect(searchToView('').sort).not.toBe(defaultCaseSort);
  });

  test('every key read back', () => {
    expect(searchToView(`?typ=COUNSELING,OTHER&tagg=URGENT&ansvarig=${id},${otherId}&status=3,1&flaggad=nej&deadline=ja&forening=${otherId}&agare=${id}&sok=lön&sortera=deadLine&ordning=stigande&sida=7`)).toEqual(view(
      { types: ['COUNSELING', 'OTHER'], tags: ['URGENT'], users: [id, otherId], statuses: [3, 1], isFlagged: false, hasDeadline: true, association: otherId, owner: id, text: 'lön' },
      { sort: { column: 'deadLine', direction: 'asc' }, page: 7 },
    ));
  });

  test('statuses: alla is every status, unknown numbers are dropped', () => {
    expect(searchToView('?status=alla').filters.statuses).toEqual([]);
    expect(searchToView('?status=0,1,2,3,4,5,x').filters.statuses).toEqual([1, 2, 3, 4]);
    expect(searchToView('?status=12,3').filters.statuses).toEqual([3]);
  });

  test('types and tags: codes of capitals and underscores, 1 to 64 of them; others are dropped', () => {
    const longest = 'A'.repeat(64);
    expect(searchToView(`?typ=BOARD_MATTER,${longest},${longest}A,counseling,xCOUNSELING,COUNSELINGx,,<script>`).filters.types).toEqual(['BOARD_MATTER', longest]);
    expect(searchToView('?tagg=URGENT,Urgent,U').filters.tags).toEqual(['URGENT', 'U']);
    expect(searchToView('?typ=').filters.types).toEqual([]);
  });

  test('handlers, association and owner: ids of 36 hexadecimal digits and dashes, either case; others are dropped', () => {
    const users = [id, otherId, `${id}0`, `x${id}`, `${id}x`, id.slice(1), id.replace('a', 'g')].join(',');
    expect(searchToView(`?ansvarig=${users}`).filters.users).toEqual([id, otherId]);
    expect(searchToView(`?forening=x${id}&agare=${id}x`).filters).toMatchObject({ association: null, owner: null });
    expect(searchToView(`?forening=${otherId}&agare=${otherId}`).filters).toMatchObject({ association: otherId, owner: otherId });
    expect(searchToView(`?forening=${id.slice(1)}&agare=${id.replace('a', 'g')}`).filters).toMatchObject({ association: null, owner: null });
  });

  test('flagged and deadline: ja is yes, nej is no, anything else is not chosen', () => {
    expect(searchToView('?flaggad=ja&deadline=nej').filters).toMatchObject({ isFlagged: true, hasDeadline: false });
    expect(searchToView('?flaggad=JA&deadline=no').filters).toMatchObject({ isFlagged: null, hasDeadline: null });
  });

  test('the search text is kept to 200 characters', () => {
    expect(searchToView(`?sok=${'a'.repeat(199)}bc`).filters.text).toBe(`${'a'.repeat(199)}b`);
  });

  test('the sort: a known column, descending unless stigande; an unknown column is the default sort', () => {
    expect(searchToView('?sortera=title&ordning=stigande').sort).toEqual({ column: 'title', direction: 'asc' });
    expect(searchToView('?sortera=title&ordning=fallande').sort).toEqual({ column: 'title', direction: 'desc' });
    expect(searchToView('?sortera=created').sort).toEqual({ column: 'created', direction: 'desc' });
    expect(searchToView('?sortera=owner&ordning=stigande').sort).toEqual(defaultCaseSort);
  });

  test('the page: a whole number from 1, else the first page', () => {
    expect(searchToView('?sida=1').page).toBe(1);
    expect(searchToView('?sida=12').page).toBe(12);
    for (const page of ['0', '-2', '2.5', 'x', '']) expect(searchToView(`?sida=${page}`).page).toBe(1);
  });
});
