import { documentUploadRules, MAX_DOCUMENT_BYTES } from '../../src/domain/documentUpload';
import {
  CASE_ATTACHMENT_TYPES, checkFileToAdd, contentMatchesName, DEFAULT_UPLOAD_TYPES, fileExtension, mayAddMoreFiles,
  sniffContent, TOO_LARGE_TEXT, wrongTypeText, caseAttachmentRules, MAX_CASE_FILES, MAX_CASE_FILE_BYTES,
} from '../../src/domain/fileTypes';
import { joinSwedishList } from '../../src/domain/swedishList';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const TEXT = new TextEncoder().encode('hello world');

describe('spec §5: attachments in case creation are pdf, jpeg, jpg, png', () => {
  it('lists the four types', () => {
    expect(CASE_ATTACHMENT_TYPES).toEqual(['pdf', 'jpeg', 'jpg', 'png']);
  });
  it('the wrong-type text lists them joined with commas and \'och\'', () => {
    expect(wrongTypeText(CASE_ATTACHMENT_TYPES)).toBe('Ogiltig dokumenttyp. Välj dokument av typen pdf, jpeg, jpg och png.');
  });
  it('checks the name, case-insensitively', () => {
    expect(fileExtension('Intyg.PDF')).toBe('pdf');
    expect(fileExtension('arkiv.tar.gz')).toBe('gz');
    expect(fileExtension('.pdf')).toBe('');
    expect(checkFileToAdd({ name: 'bild.JPG', size: 10 }, 0, caseAttachmentRules)).toBeNull();
    expect(checkFileToAdd({ name: 'virus.exe', size: 10 }, 0, caseAttachmentRules)).toBe('WRONG_FILE_TYPE');
  });
  it('checks the content by its magic bytes', () => {
    expect(sniffContent(PDF)).toBe('pdf');
    expect(sniffContent(PNG)).toBe('png');
    expect(sniffContent(JPEG)).toBe('jpeg');
    expect(sniffContent(TEXT)).toBeNull();
    expect(contentMatchesName('a.pdf', PDF)).toBe(true);
    expect(contentMatchesName('a.jpeg', JPEG)).toBe(true);
    expect(contentMatchesName('a.jpg', JPEG)).toBe(true);
    expect(contentMatchesName('a.pdf', PNG)).toBe(false);
    expect(contentMatchesName('a.png', TEXT)).toBe(false);
  });
  it('too large and too many', () => {
    expect(checkFileToAdd({ name: 'a.pdf', size: MAX_CASE_FILE_BYTES + 1 }, 0, caseAttachmentRules)).toBe('FILE_TOO_LARGE');
    expect(checkFileToAdd({ name: 'a.pdf', size: 1 }, MAX_CASE_FILES, caseAttachmentRules)).toBe('TOO_MANY_FILES');
    expect(mayAddMoreFiles(MAX_CASE_FILES, caseAttachmentRules)).toBe(false);
    expect(mayAddMoreFiles(MAX_CASE_FILES - 1, caseAttachmentRules)).toBe(true);
    expect(TOO_LARGE_TEXT).toBe('Dokumentet du försökte ladda upp är för stort.');
  });
});

describe('spec §5: the generic file upload default types', () => {
  it('are txt, pdf, doc, docx, jpeg, jpg, png, mp4, m4v, wmv, xls, xlsx, xlsm, ppt, pps, pptx', () => {
    expect(DEFAULT_UPLOAD_TYPES.join(',')).toBe('txt,pdf,doc,docx,jpeg,jpg,png,mp4,m4v,wmv,xls,xlsx,xlsm,ppt,pps,pptx');
    expect(wrongTypeText(['txt', 'pdf'])).toBe('Ogiltig dokumenttyp. Välj dokument av typen txt och pdf.');
  });
  it('joins a list with commas and \'och\'', () => {
    expect(joinSwedishList([])).toBe('');
    expect(joinSwedishList(['a'])).toBe('a');
    expect(joinSwedishList(['a', 'b', 'c'])).toBe('a, b och c');
  });
});

describe('issue 10: a document upload is one file of the default types, at most 25 MiB', () => {
  it('25 MiB is allowed, a byte more is not', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(25 * 1024 * 1024);
    expect(checkFileToAdd({ name: 'protokoll.pdf', size: MAX_DOCUMENT_BYTES }, 0, documentUploadRules)).toBeNull();
    expect(checkFileToAdd({ name: 'protokoll.pdf', size: MAX_DOCUMENT_BYTES + 1 }, 0, documentUploadRules)).toBe('FILE_TOO_LARGE');
  });
  it('of the default types only, one at a time', () => {
    expect(documentUploadRules.types).toBe(DEFAULT_UPLOAD_TYPES);
    expect(checkFileToAdd({ name: 'skript.exe', size: 1 }, 0, documentUploadRules)).toBe('WRONG_FILE_TYPE');
    expect(checkFileToAdd({ name: 'protokoll.pdf', size: 1 }, 1, documentUploadRules)).toBe('TOO_MANY_FILES');
  });
});
