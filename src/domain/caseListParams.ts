import {
  defaultCaseFilters, defaultCaseSort, FIRST_PAGE,
  type CaseListFilters, type CaseSort, type CaseSortColumn,
} from './caseList';

/** A case list view as it lives in the URL's query string, so it can be bookmarked and shared. */
export interface CaseListView {
  filters: CaseListFilters;
  sort: CaseSort;
  page: number;
}

const keys = {
  types: 'typ', tags: 'tagg', users: 'ansvarig', statuses: 'status', isFlagged: 'flaggad',
  hasDeadline: 'deadline', association: 'forening', owner: 'agare', text: 'sok',
  sortColumn: 'sortera', sortDirection: 'ordning', page: 'sida',
} as const;

const sortColumns: CaseSortColumn[] = ['created', 'title', 'deadLine'];
const idPattern = /^[0-9a-f-]{36}$/i;
const codePattern = /^[A-Z_]{1,64}$/;

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'ja' : 'nej');
const fromYesNo = (value: string | null) => (value === 'ja' ? true : value === 'nej' ? false : null);
const list = (params: URLSearchParams, key: string, valid: RegExp) =>
  (params.get(key) ?? '').split(',').filter((v) => valid.test(v));

/** Only what differs from the defaults is written, so a plain list has a plain URL. */
export function viewToSearch({ filters, sort, page }: CaseListView): string {
  const params = new URLSearchParams();
  const d = defaultCaseFilters;
  if (filters.types.length) params.set(keys.types, filters.types.join(','));
  if (filters.tags.length) params.set(keys.tags, filters.tags.join(','));
  if (filters.users.length) params.set(keys.users, filters.users.join(','));
  if ([...filters.statuses].sort().join(',') !== [...d.statuses].sort().join(',')) params.set(keys.statuses, filters.statuses.join(',') || 'alla');
  const flagged = yesNo(filters.isFlagged);
  if (flagged) params.set(keys.isFlagged, flagged);
  const deadline = yesNo(filters.hasDeadline);
  if (deadline) params.set(keys.hasDeadline, deadline);
  if (filters.association) params.set(keys.association, filters.association);
  if (filters.owner) params.set(keys.owner, filters.owner);
  if (filters.text.trim()) params.set(keys.text, filters.text.trim());
  if (sort.column !== defaultCaseSort.column || sort.direction !== defaultCaseSort.direction) {
    params.set(keys.sortColumn, sort.column);
    params.set(keys.sortDirection, sort.direction === 'asc' ? 'stigande' : 'fallande');
  }
  if (page !== FIRST_PAGE) params.set(keys.page, String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Reads a view back; anything unknown or malformed falls back to the default. */
export function searchToView(search: string): CaseListView {
  const params = new URLSearchParams(search);
  const d = defaultCaseFilters;
  const statusParam = params.get(keys.statuses);
  const statuses = statusParam === 'alla' ? []
    : statusParam === null ? [...d.statuses]
      : statusParam.split(',').map(Number).filter((s) => [1, 2, 3, 4].includes(s));
  const association = params.get(keys.association);
  const owner = params.get(keys.owner);
  const column = params.get(keys.sortColumn) as CaseSortColumn | null;
  const direction = params.get(keys.sortDirection);
  const page = Number(params.get(keys.page));
  return {
    filters: {
      types: list(params, keys.types, codePattern),
      tags: list(params, keys.tags, codePattern),
      users: list(params, keys.users, idPattern),
      statuses,
      isFlagged: fromYesNo(params.get(keys.isFlagged)),
      hasDeadline: fromYesNo(params.get(keys.hasDeadline)),
      association: association && idPattern.test(association) ? association : null,
      owner: owner && idPattern.test(owner) ? owner : null,
      text: (params.get(keys.text) ?? '').slice(0, 200),
    },
    sort: column && sortColumns.includes(column)
      ? { column, direction: direction === 'stigande' ? 'asc' : 'desc' }
      : { ...defaultCaseSort },
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}
