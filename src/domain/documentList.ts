import type { DocumentFile } from '../api/documentTypes';
import {
  type DocumentFilters, type DocumentListView, type DocumentScope, type DocumentSort, type DocumentSortColumn,
} from './documents';
import { swedishSortKey } from './sorting';

/** The lists' rules (spec §4, §5): scope, filters and sort; the view as the URL's query string is documentListUrl.ts. */

export function inScope(file: DocumentFile, scope: DocumentScope): boolean {
  if (scope.kind === 'organisation') return file.workplaceId === null;
  if (scope.kind === 'workplace') return file.workplaceId === scope.workplaceId;
  return true;
}

/** Any filter set: an empty result then says 'Inga dokument hittades' instead of 'Du har inga dokument'. */
export const hasActiveDocumentSearch = (filters: DocumentFilters) =>
  filters.tag !== null || filters.visibility !== 'all' || filters.text.trim() !== '';

/** Text search: case-insensitive, on the file name, the uploader's name and the tags. */
export function matchesDocumentFilters(file: DocumentFile, filters: DocumentFilters): boolean {
  if (filters.tag !== null && !file.tags.includes(filters.tag)) return false;
  if (filters.visibility === 'public' && !file.isPublic) return false;
  if (filters.visibility === 'private' && file.isPublic) return false;
  const words = filters.text.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [file.fileName, file.uploadedBy.name, ...file.tags].join(' ').toLocaleLowerCase('sv');
  return words.every((word) => haystack.includes(word));
}

const sortValue: Record<DocumentSortColumn, (file: DocumentFile) => string> = {
  fileName: (file) => swedishSortKey(file.fileName),
  uploadedBy: (file) => swedishSortKey(file.uploadedBy.name),
  uploadedAt: (file) => file.uploadedAt,
};

/** Sorted copy; ties fall back to the newest first, then the id, so the order is stable. */
export function sortDocuments(files: readonly DocumentFile[], sort: DocumentSort): DocumentFile[] {
  const key = sortValue[sort.column];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = files.map((file) => ({ file, key: key(file) }));
  keyed.sort((a, b) => {
    if (a.key !== b.key) return a.key < b.key ? -sign : sign;
    if (a.file.uploadedAt !== b.file.uploadedAt) return a.file.uploadedAt < b.file.uploadedAt ? 1 : -1;
    return a.file.id < b.file.id ? -1 : a.file.id > b.file.id ? 1 : 0;
  });
  return keyed.map((entry) => entry.file);
}

/** The rows a list shows: in scope, filtered, sorted. */
export function documentRows(files: readonly DocumentFile[], scope: DocumentScope, view: DocumentListView): DocumentFile[] {
  return sortDocuments(files.filter((file) => inScope(file, scope) && matchesDocumentFilters(file, view.filters)), view.sort);
}
