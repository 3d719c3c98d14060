import type { DocumentFile } from '../../src/api/documentTypes';
import {
  ASSOCIATION_DOCUMENT_TAGS, defaultDocumentSort, defaultDocumentView, documentTagsOf, nextDocumentSort, SECRETARIAT_DOCUMENT_TAGS,
} from '../../src/domain/documents';
import { documentRows, hasActiveDocumentSearch, inScope, matchesDocumentFilters, sortDocuments } from '../../src/domain/documentList';
import { documentViewToSearch, searchToDocumentView } from '../../src/domain/documentListUrl';
import {
  mayManageDocument, mayReadAssociationDocuments, mayReadBoardDocuments, mayReadDocument, mayReadWorkplaceDocuments, ownDocumentArea,
} from '../../src/domain/documentAccess';
import { mayOpenDocumentArea } from '../../src/domain/documentArea';
import { contentMatchesName, contentTypeOf } from '../../src/domain/fileTypes';
import { demoUsers, GOTLAND, KALMAR, KALMAR_WORKPLACE, SKOLPSYKOLOGER, STOCKHOLM, UPPSALA } from '../web/support/users';

const doc = (n: number, over: Partial<DocumentFile> = {}): DocumentFile => ({
  id: `d${n}`, fileName: `Dokument ${n}.pdf`, uploadedBy: { name: 'Anna Lindqvist' }, uploadedAt: `2026-0${n}-01T08:00:00.000Z`,
  tags: [], workplace: null, workplaceId: null, isPublic: false, associationId: GOTLAND, size: 100, ...over,
});

describe('spec §4, §9: document sorting', () => {
  test('files are sorted by uploadedAt descending by default', () => {
    expect(defaultDocumentSort).toEqual({ column: 'uploadedAt', direction: 'desc' });
    expect(documentRows([doc(1), doc(3), doc(2)], { kind: 'area' }, defaultDocumentView()).map((d) => d.id)).toEqual(['d3', 'd2', 'd1']);
  });
  test('a new column starts ascending for files; the same column flips', () => {
    const byName = nextDocumentSort(defaultDocumentSort, 'fileName');
    expect(byName).toEqual({ column: 'fileName', direction: 'asc' });
    expect(nextDocumentSort(byName, 'fileName')).toEqual({ column: 'fileName', direction: 'desc' });
    expect(nextDocumentSort(defaultDocumentSort, 'uploadedAt')).toEqual({ column: 'uploadedAt', direction: 'asc' });
    expect(nextDocumentSort({ column: 'fileName', direction: 'desc' }, 'uploadedBy')).toEqual({ column: 'uploadedBy', direction: 'asc' });
  });
  test('names sort in Swedish order (å, ä, ö after z, numbers numerically, case-insensitive)', () => {
    const files = ['Ödesmöte.pdf', 'agenda 10.pdf', 'Zebra.pdf', 'Årsmöte.pdf', 'agenda 9.pdf', 'Ärende.pdf'].map((fileName, i) => doc(i + 1, { fileName }));
    expect(sortDocuments(files, { column: 'fileName', direction: 'asc' }).map((d) => d.fileName))
      .toEqual(['agenda 9.pdf', 'agenda 10.pdf', 'Zebra.pdf', 'Årsmöte.pdf', 'Ärende.pdf', 'Ödesmöte.pdf']);
    const byUploader = [doc(1, { uploadedBy: { name: 'Örjan Berg' } }), doc(2, { uploadedBy: { name: 'Anna Ek' } })];
    expect(sortDocuments(byUploader, { column: 'uploadedBy', direction: 'desc' }).map((d) => d.id)).toEqual(['d1', 'd2']);
  });
});

describe('spec §5: document filters', () => {
  const files = [
    doc(1, { tags: ['Protokoll'], isPublic: true }),
    doc(2, { tags: ['Möteshandling'], fileName: 'Kallelse årsmöte.pdf' }),
    doc(3, { workplaceId: KALMAR_WORKPLACE, workplace: { id: KALMAR_WORKPLACE }, isPublic: true }),
  ];
  test('organisation file lists exclude workplace files; a workplace list shows only its own', () => {
    expect(files.filter((f) => inScope(f, { kind: 'organisation' })).map((f) => f.id)).toEqual(['d1', 'd2']);
    expect(files.filter((f) => inScope(f, { kind: 'workplace', workplaceId: KALMAR_WORKPLACE })).map((f) => f.id)).toEqual(['d3']);
  });
  test('organisation lists can be filtered public or private', () => {
    const only = (visibility: 'public' | 'private') => files.filter((f) => matchesDocumentFilters(f, { tag: null, visibility, text: '' })).map((f) => f.id);
    expect(only('public')).toEqual(['d1', 'd3']);
    expect(only('private')).toEqual(['d2']);
  });
  test('by tag and by text (case-insensitive, every word, on name, uploader and tags)', () => {
    expect(files.filter((f) => matchesDocumentFilters(f, { tag: 'Protokoll', visibility: 'all', text: '' })).map((f) => f.id)).toEqual(['d1']);
    expect(files.filter((f) => matchesDocumentFilters(f, { tag: null, visibility: 'all', text: 'ÅRSMÖTE kallelse' })).map((f) => f.id)).toEqual(['d2']);
    expect(files.filter((f) => matchesDocumentFilters(f, { tag: null, visibility: 'all', text: 'lindqvist möteshandling' })).map((f) => f.id)).toEqual(['d2']);
  });
  test("a search is active once any filter is set ('Inga dokument hittades')", () => {
    expect(hasActiveDocumentSearch(defaultDocumentView().filters)).toBe(false);
    expect(hasActiveDocumentSearch({ tag: null, visibility: 'all', text: '  ' })).toBe(false);
    expect(hasActiveDocumentSearch({ tag: null, visibility: 'private', text: '' })).toBe(true);
  });
  test('the view lives in the query string and reads back the same; junk falls back to the defaults', () => {
    expect(documentViewToSearch(defaultDocumentView())).toBe('');
    const view = { filters: { tag: 'Möteshandling', visibility: 'private' as const, text: 'årsmöte' }, sort: { column: 'fileName' as const, direction: 'asc' as const } };
    const search = documentViewToSearch(view);
    expect(search).toBe('?tagg=M%C3%B6teshandling&synlighet=privata&sok=%C3%A5rsm%C3%B6te&sortera=fileName&ordning=stigande');
    expect(searchToDocumentView(search)).toEqual(view);
    expect(searchToDocumentView('?tagg=Hemligt&synlighet=x&sortera=size&ordning=upp')).toEqual(defaultDocumentView());
  });
  test('spec §3 tag sets', () => {
    expect(ASSOCIATION_DOCUMENT_TAGS).toEqual(['Protokoll', 'Möteshandling', 'Övrigt']);
    expect(SECRETARIAT_DOCUMENT_TAGS).toEqual(['Inbjudningar/förfrågningar', 'Uppdragsområden', 'Policydokument och rutiner', 'Intro', 'Kongress', 'Rådskonferens', 'Ordförandemöte']);
    expect(documentTagsOf('secretariat')).toBe(SECRETARIAT_DOCUMENT_TAGS);
  });
});

describe('spec §6: who reads and manages documents', () => {
  const u = demoUsers;
  test('the secretariat sees the secretariat document area; others see association documents', () => {
    expect(ownDocumentArea(u.kanslist)).toEqual({ area: 'secretariat' });
    expect(ownDocumentArea(u.medlem)).toEqual({ area: 'association', associationId: GOTLAND });
    // A board member's own area is the association they manage.
    expect(ownDocumentArea(u.styrelse)).toEqual({ area: 'association', associationId: STOCKHOLM });
    expect(ownDocumentArea(u.nationell)).toEqual({ area: 'association', associationId: SKOLPSYKOLOGER });
  });
  test('manage files: secretariat or board member of the association', () => {
    expect(mayManageDocument(u.kanslist, { area: 'association', associationId: GOTLAND })).toBe(true);
    expect(mayManageDocument(u.kanslist, { area: 'secretariat', associationId: null })).toBe(true);
    expect(mayManageDocument(u.styrelse, { area: 'association', associationId: STOCKHOLM })).toBe(true);
    expect(mayManageDocument(u.styrelse, { area: 'association', associationId: UPPSALA })).toBe(false);
    expect(mayManageDocument(u.styrelse, { area: 'secretariat', associationId: null })).toBe(false);
    expect(mayManageDocument(u.medlem, { area: 'association', associationId: GOTLAND })).toBe(false);
  });
  test('members read their association\'s public files and their own workplace\'s files; the board reads all', () => {
    const privateFile = { area: 'association' as const, associationId: GOTLAND, workplaceId: null, isPublic: false };
    expect(mayReadDocument(u.medlem, privateFile)).toBe(false);
    expect(mayReadDocument(u.medlem, { ...privateFile, isPublic: true })).toBe(true);
    expect(mayReadDocument(u.medlem, { ...privateFile, associationId: STOCKHOLM, isPublic: true })).toBe(false);
    expect(mayReadDocument(u.ombud, { ...privateFile, associationId: KALMAR })).toBe(true);
    expect(mayReadDocument(u.ombud, { ...privateFile, associationId: KALMAR, workplaceId: KALMAR_WORKPLACE })).toBe(true);
    expect(mayReadWorkplaceDocuments(u.ombud, KALMAR, KALMAR_WORKPLACE)).toBe(true);
    expect(mayReadWorkplaceDocuments(u.medlem, GOTLAND, KALMAR_WORKPLACE)).toBe(false);
    expect(mayReadBoardDocuments(u.styrelse, STOCKHOLM)).toBe(true);
    expect(mayReadBoardDocuments(u.medlem, GOTLAND)).toBe(false);
  });
  test('the first route\'s area check agrees with the full rules for every demo user and area', () => {
    for (const user of Object.values(u)) {
      for (const associationId of [GOTLAND, STOCKHOLM, UPPSALA, KALMAR, SKOLPSYKOLOGER]) {
        expect([user.username, associationId, mayOpenDocumentArea(user, { area: 'association', associationId })])
          .toEqual([user.username, associationId, mayReadAssociationDocuments(user, associationId)]);
      }
    }
  });
});

describe('issue 10: upload types checked by content', () => {
  const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]);
  const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const mp4 = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
  const text = new TextEncoder().encode('Hej, det här är text');
  test('docx, xlsx, xlsm, pptx are zip containers; doc, xls, ppt, pps OLE files; mp4 and m4v carry ftyp', () => {
    for (const name of ['a.docx', 'a.xlsx', 'a.xlsm', 'a.pptx']) expect(contentMatchesName(name, zip)).toBe(true);
    for (const name of ['a.doc', 'a.xls', 'a.ppt', 'a.pps']) expect(contentMatchesName(name, ole)).toBe(true);
    for (const name of ['a.mp4', 'a.m4v']) expect(contentMatchesName(name, mp4)).toBe(true);
    expect(contentMatchesName('a.docx', ole)).toBe(false);
    expect(contentMatchesName('a.doc', zip)).toBe(false);
    expect(contentMatchesName('a.mp4', text)).toBe(false);
  });
  test('txt is text: no known signature and no NUL byte', () => {
    expect(contentMatchesName('a.txt', text)).toBe(true);
    expect(contentMatchesName('a.txt', zip)).toBe(false);
    expect(contentMatchesName('a.txt', new Uint8Array([0x41, 0, 0x42]))).toBe(false);
  });
  test('the stored media types', () => {
    expect(contentTypeOf('a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(contentTypeOf('a.PDF')).toBe('application/pdf');
    expect(contentTypeOf('a.exe')).toBe('application/octet-stream');
  });
});
