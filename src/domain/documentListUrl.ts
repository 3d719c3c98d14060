import {
  ASSOCIATION_DOCUMENT_TAGS, DOCUMENT_SORT_COLUMNS, SECRETARIAT_DOCUMENT_TAGS, defaultDocumentSort,
  type DocumentListView, type DocumentSort, type DocumentSortColumn, type DocumentVisibilityFilter,
} from './documents';
import type { SortDirection } from './sorting';

/**
 * A document list's view as the URL's query string (spec §4, §5), apart from the list's rules
 * (documentList.ts): the files slice reads the URL on every navigation, the rules travel with the
 * document pages' chunks.
 */

const keys = { tag: 'tagg', visibility: 'synlighet', text: 'sok', sortColumn: 'sortera', sortDirection: 'ordning' } as const;
const visibilityWords: Record<Exclude<DocumentVisibilityFilter, 'all'>, string> = { public: 'publika', private: 'privata' };
const directionWords: Record<SortDirection, string> = { asc: 'stigande', desc: 'fallande' };

/** The view as the URL's query string; only what differs from the defaults is written. */
export function documentViewToSearch({ filters, sort }: DocumentListView): string {
  const params = new URLSearchParams();
  if (filters.tag) params.set(keys.tag, filters.tag);
  if (filters.visibility !== 'all') params.set(keys.visibility, visibilityWords[filters.visibility]);
  if (filters.text.trim()) params.set(keys.text, filters.text.trim());
  if (sort.column !== defaultDocumentSort.column || sort.direction !== defaultDocumentSort.direction) {
    params.set(keys.sortColumn, sort.column);
    params.set(keys.sortDirection, directionWords[sort.direction]);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Reads a view back; anything unknown falls back to the default. */
export function searchToDocumentView(search: string): DocumentListView {
  const params = new URLSearchParams(search);
  const tag = params.get(keys.tag);
  const visibilityWord = params.get(keys.visibility);
  const visibility: DocumentVisibilityFilter = visibilityWord === 'publika' ? 'public' : visibilityWord === 'privata' ? 'private' : 'all';
  const column = params.get(keys.sortColumn) as DocumentSortColumn | null;
  const direction = params.get(keys.sortDirection);
  const sort: DocumentSort = column && DOCUMENT_SORT_COLUMNS.includes(column)
    ? { column, direction: direction === 'fallande' ? 'desc' : direction === 'stigande' ? 'asc' : column === 'uploadedAt' ? 'desc' : 'asc' }
    : { ...defaultDocumentSort };
  return {
    filters: {
      tag: tag && [...ASSOCIATION_DOCUMENT_TAGS, ...SECRETARIAT_DOCUMENT_TAGS].includes(tag) ? tag : null,
      visibility,
      text: params.get(keys.text) ?? '',
    },
    sort,
  };
}
