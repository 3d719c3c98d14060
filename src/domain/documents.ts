/**
 * The document rules the files slice needs (so the first route's bundle carries them): tag sets,
 * sort and filter shapes and defaults. Filtering, sorting and the URL form of the view are in
 * documentList.ts, the upload limits in documentUpload.ts.
 */
import type { DocumentAreaKind } from '../api/documentTypes';
import { nextSort, type Sort } from './sorting';

/** Spec §3: the document tag sets of the two areas. */
export const ASSOCIATION_DOCUMENT_TAGS: readonly string[] = ['Protokoll', 'Möteshandling', 'Övrigt'];
export const SECRETARIAT_DOCUMENT_TAGS: readonly string[] = [
  'Inbjudningar/förfrågningar', 'Uppdragsområden', 'Policydokument och rutiner', 'Intro', 'Kongress', 'Rådskonferens', 'Ordförandemöte',
];

export const documentTagsOf = (area: DocumentAreaKind): readonly string[] =>
  (area === 'secretariat' ? SECRETARIAT_DOCUMENT_TAGS : ASSOCIATION_DOCUMENT_TAGS);

/** Spec §3 sort options. */
export type DocumentSortColumn = 'fileName' | 'uploadedBy' | 'uploadedAt';
export const DOCUMENT_SORT_COLUMNS: readonly DocumentSortColumn[] = ['fileName', 'uploadedBy', 'uploadedAt'];
export type DocumentSort = Sort<DocumentSortColumn>;

/** Spec §9: files uploadedAt descending. */
export const defaultDocumentSort: DocumentSort = { column: 'uploadedAt', direction: 'desc' };

/** Spec §4: the same column flips; for files a new column starts ascending. */
export const nextDocumentSort = (current: DocumentSort, column: DocumentSortColumn): DocumentSort => nextSort(current, column, 'asc');

/** Spec §5: organisation lists can be filtered public or private. */
export type DocumentVisibilityFilter = 'all' | 'public' | 'private';

export interface DocumentFilters {
  tag: string | null;
  visibility: DocumentVisibilityFilter;
  text: string;
}

export const defaultDocumentFilters: DocumentFilters = { tag: null, visibility: 'all', text: '' };

export interface DocumentListView {
  filters: DocumentFilters;
  sort: DocumentSort;
}

export const defaultDocumentView = (): DocumentListView => ({ filters: { ...defaultDocumentFilters }, sort: { ...defaultDocumentSort } });

/**
 * Which files of a loaded area a list shows: an organisation's lists (its own page, its board's)
 * exclude workplace files (spec §5); a workplace's list shows only that workplace's files.
 */
export type DocumentScope = { kind: 'area' } | { kind: 'organisation' } | { kind: 'workplace'; workplaceId: string };
