import type { DocumentFile } from '../../src/api/documentTypes';
import { ASSOCIATION_DOCUMENT_TAGS, defaultDocumentSort, defaultDocumentView, documentTagsOf, SECRETARIAT_DOCUMENT_TAGS, type DocumentFilters } from '../../src/domain/documents';
import { documentRows, hasActiveDocumentSearch, inScope, matchesDocumentFilters, sortDocuments } from '../../src/domain/documentList';
import { documentViewToSearch, searchToDocumentView } from '../../src/domain/documentListUrl';

/** Spec §4, §5 and §9: a document list's scope, filters and sort, and its view in the query string. */
const file = (id: string, over: Partial<DocumentFile> = {}): DocumentFile => ({
  id, fileName: `${id}.pdf`, uploadedBy: { name: 'Anna Lindqvist' }, uploadedAt: '2026-03-01T08:00:00.000Z',
  tags: [], workplace: null, workplaceId: null, isPublic: false, associationId: 'a-1', size: 100, ...over,
});
const filters = (over: Partial<DocumentFilters> = {}): DocumentFilters => ({ tag: null, visibility: 'all', text: '', ...over });
const ids = (files: DocumentFile[]) => files.map((f) => f.id);

describe('the scope of a list: an area\'s whole list, an organisation\'s without workplace files, a workplace\'s own', () => {
  const own = file('d1');
  const atWorkplace = file('d2', { workplaceId: 'w-1', workplace: { id: 'w-1' } });
  const atOther = file('d3', { workplaceId: 'w-2', workplace: { id: 'w-2' } });
  test('each scope', () => {
    expect([own, atWorkplace, atOther].filter((f) => inScope(f, { kind: 'area' })).map((f) => f.id)).toEqual(['d1', 'd2', 'd3']);
    expect([own, atWorkplace, atOther].filter((f) => inScope(f, { kind: 'organisation' })).map((f) => f.id)).toEqual(['d1']);
    expect([own, atWorkplace, atOther].filter((f) => inScope(f, { kind: 'workplace', workplaceId: 'w-2' })).map((f) => f.id)).toEqual(['d3']);
  });
});

describe('the filters: tag, public or private, and words', () => {
  test("a search is active with a tag, a visibility or words; not with spaces only ('Inga dokument hittades')", () => {
    expect(hasActiveDocumentSearch(filters())).toBe(false);
    expect(hasActiveDocumentSearch(filters({ tag: 'Protokoll' }))).toBe(true);
    expect(hasActiveDocumentSearch(filters({ visibility: 'public' }))).toBe(true);
    expect(hasActiveDocumentSearch(filters({ text: ' årsmöte ' }))).toBe(true);
    expect(hasActiveDocumentSearch(filters({ text: ' \t ' }))).toBe(false);
  });

  test('a tag keeps the files that carry it; public and private each keep their own; all keeps both', () => {
    const tagged = file('d1', { tags: ['Protokoll', 'Övrigt'], isPublic: true });
    const other = file('d2', { tags: ['Möteshandling'] });
    expect([tagged, other].filter((f) => matchesDocumentFilters(f, filters({ tag: 'Övrigt' }))).map((f) => f.id)).toEqual(['d1']);
    expect([tagged, other].filter((f) => matchesDocumentFilters(f, filters({ visibility: 'public' }))).map((f) => f.id)).toEqual(['d1']);
    expect([tagged, other].filter((f) => matchesDocumentFilters(f, filters({ visibility: 'private' }))).map((f) => f.id)).toEqual(['d2']);
    expect([tagged, other].filter((f) => matchesDocumentFilters(f, filters())).map((f) => f.id)).toEqual(['d1', 'd2']);
  });

  test('every word, in either case and between any spaces, on the name, the uploader or a tag; never across two of them', () => {
    const minutes = file('d1', { fileName: 'Protokoll ÅRSMÖTE.pdf', uploadedBy: { name: 'Örjan Berg' }, tags: ['Möteshandling'] });
    const match = (text: string) => matchesDocumentFilters(minutes, filters({ text }));
    expect(match('  årsmöte \t berg  ')).toBe(true);
    expect(match('ÖRJAN')).toBe(true);
    expect(match('möteshandling')).toBe(true);
    expect(match('årsmöte kallelse')).toBe(false);
    expect(match('pdförjan')).toBe(false);
    expect(match('bergmöteshandling')).toBe(false);
  });
});

describe('the sort: by the column in its direction; ties newest first, then by id, in either direction', () => {
  test('by name, uploader or time, ascending and descending', () => {
    const files = [file('d1', { fileName: 'b.pdf', uploadedBy: { name: 'Öberg' }, uploadedAt: '2026-01-02T00:00:00.000Z' }),
      file('d2', { fileName: 'Å.pdf', uploadedBy: { name: 'Adam' }, uploadedAt: '2026-01-03T00:00:00.000Z' }),
      file('d3', { fileName: 'a.pdf', uploadedBy: { name: 'Zorn' }, uploadedAt: '2026-01-01T00:00:00.000Z' })];
    expect(ids(sortDocuments(files, { column: 'fileName', direction: 'asc' }))).toEqual(['d3', 'd1', 'd2']);
    expect(ids(sortDocuments(files, { column: 'fileName', direction: 'desc' }))).toEqual(['d2', 'd1', 'd3']);
    expect(ids(sortDocuments(files, { column: 'uploadedBy', direction: 'asc' }))).toEqual(['d2', 'd3', 'd1']);
    expect(ids(sortDocuments(files, { column: 'uploadedAt', direction: 'asc' }))).toEqual(['d3', 'd1', 'd2']);
    expect(ids(sortDocuments(files, { column: 'uploadedAt', direction: 'desc' }))).toEqual(['d2', 'd1', 'd3']);
  });

  test('files of the same name: the newest first, ascending or descending', () => {
    const same = ['2026-01-01', '2026-01-03', '2026-01-02'].map((day, i) => file(`d${i + 1}`, { fileName: 'Kallelse.pdf', uploadedAt: `${day}T00:00:00.000Z` }));
    expect(ids(sortDocuments(same, { column: 'fileName', direction: 'asc' }))).toEqual(['d2', 'd3', 'd1']);
    expect(ids(sortDocuments(same, { column: 'fileName', direction: 'desc' }))).toEqual(['d2', 'd3', 'd1']);
  });

  test('files of the same name and time: by id, ascending or descending', () => {
    const same = ['d3', 'd1', 'd4', 'd2'].map((id) => file(id, { fileName: 'Kallelse.pdf' }));
    expect(ids(sortDocuments(same, { column: 'fileName', direction: 'asc' }))).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(ids(sortDocuments(same, { column: 'uploadedBy', direction: 'desc' }))).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  test('a list\'s rows: in scope, filtered, sorted (a new array)', () => {
    const files = [file('d1', { isPublic: true, uploadedAt: '2026-01-01T00:00:00.000Z' }), file('d2', { workplaceId: 'w-1' }),
      file('d3', { isPublic: true, uploadedAt: '2026-01-02T00:00:00.000Z' }), file('d4')];
    const view = { ...defaultDocumentView(), filters: filters({ visibility: 'public' }) };
    expect(ids(documentRows(files, { kind: 'organisation' }, view))).toEqual(['d3', 'd1']);
    expect(documentRows(files, { kind: 'area' }, defaultDocumentView())).not.toBe(files);
  });
});

describe('the view in the query string: only what differs from the defaults, read back; junk is the default', () => {
  test('each filter and the sort under its Swedish key and words', () => {
    expect(documentViewToSearch({ filters: filters({ visibility: 'public', text: '  lön  ' }), sort: { column: 'uploadedAt', direction: 'asc' } }))
      .toBe('?synlighet=publika&sok=l%C3%B6n&sortera=uploadedAt&ordning=stigande');
    expect(documentViewToSearch({ filters: filters({ tag: 'Protokoll' }), sort: { column: 'uploadedBy', direction: 'desc' } }))
      .toBe('?tagg=Protokoll&sortera=uploadedBy&ordning=fallande');
    expect(documentViewToSearch({ filters: filters({ text: '   ' }), sort: defaultDocumentSort })).toBe('');
  });

  test('read back: publika and privata, the tags of either area, the words as written', () => {
    expect(searchToDocumentView('?synlighet=publika').filters.visibility).toBe('public');
    expect(searchToDocumentView('?synlighet=privata').filters.visibility).toBe('private');
    expect(searchToDocumentView('?tagg=Kongress&sok=%20l%C3%B6n').filters).toEqual({ tag: 'Kongress', visibility: 'all', text: ' lön' });
    expect(searchToDocumentView('?tagg=Protokoll').filters.tag).toBe('Protokoll');
    expect(searchToDocumentView('').filters).toEqual(filters());
  });

  test('the sort read back: its direction as written; without one, the column\'s own first direction (time descending, the others ascending)', () => {
    expect(searchToDocumentView('?sortera=fileName&ordning=fallande').sort).toEqual({ column: 'fileName', direction: 'desc' });
    expect(searchToDocumentView('?sortera=uploadedAt&ordning=stigande').sort).toEqual({ column: 'uploadedAt', direction: 'asc' });
    expect(searchToDocumentView('?sortera=uploadedAt').sort).toEqual({ column: 'uploadedAt', direction: 'desc' });
    expect(searchToDocumentView('?sortera=uploadedBy&ordning=upp').sort).toEqual({ column: 'uploadedBy', direction: 'asc' });
    expect(searchToDocumentView('?sortera=size&ordning=stigande').sort).toEqual(defaultDocumentSort);
    expect(searchToDocumentView('').sort).not.toBe(defaultDocumentSort);
  });
});

describe('spec §3: the tags an area\'s files take', () => {
  test('the secretariat\'s area its own tags, an association\'s area the association tags', () => {
    expect(documentTagsOf('secretariat')).toBe(SECRETARIAT_DOCUMENT_TAGS);
    expect(documentTagsOf('association')).toBe(ASSOCIATION_DOCUMENT_TAGS);
  });
});
