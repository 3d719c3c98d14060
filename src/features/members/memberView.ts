import { DEFAULT_MEMBER_SORT, type MemberContext, type MemberSort, type MemberSortColumn } from '../../domain/memberSearch';
import type { MemberSearchQuery } from '../../api/types';

/**
 * The member search's view (text, sort, page) in the URL's query string, so that a bookmark or
 * back/forward reproduce it: `?sok=anna&sortera=ort&ordning=fallande&sida=2`; the default view
 * is the bare path.
 */
export interface MemberSearchView {
  text: string;
  sort: MemberSort;
  page: number;
}

export const defaultMemberView: MemberSearchView = { text: '', sort: DEFAULT_MEMBER_SORT, page: 1 };

const columnNames: Record<MemberSortColumn, string> = { name: 'namn', memberNumber: 'medlemsnummer', city: 'ort', workplace: 'arbetsplats' };
const columnOf = (name: string | null) => (Object.keys(columnNames) as MemberSortColumn[]).find((c) => columnNames[c] === name);

export function memberViewFromSearch(search: string): MemberSearchView {
  const params = new URLSearchParams(search);
  const column = columnOf(params.get('sortera')) ?? DEFAULT_MEMBER_SORT.column;
  const page = Number(params.get('sida'));
  return {
    text: (params.get('sok') ?? '').slice(0, 100),
    sort: { column, direction: params.get('ordning') === 'fallande' ? 'desc' : 'asc' },
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

export function memberViewSearch(view: MemberSearchView): string {
  const params = new URLSearchParams();
  if (view.text.trim()) params.set('sok', view.text.trim());
  if (view.sort.column !== DEFAULT_MEMBER_SORT.column) params.set('sortera', columnNames[view.sort.column]);
  if (view.sort.direction !== 'asc') params.set('ordning', 'fallande');
  if (view.page > 1) params.set('sida', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function sameMemberContext(a: MemberContext | null, b: MemberContext | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const queryOf = (view: MemberSearchView, size: number): MemberSearchQuery => ({
  text: view.text.trim() || undefined, sort: view.sort.column, direction: view.sort.direction, page: view.page, size,
});
