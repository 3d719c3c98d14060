import { documentUploadRules, MAX_DOCUMENT_BYTES } from '../../src/domain/documentUpload';
import {
  CASE_ATTACHMENT_TYPES, checkFileToAdd, contentMatchesName, contentTypeOf, DEFAULT_UPLOAD_TYPES, fileExtension, mayAddMoreFiles,
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

describe('issue 10: a file\'s type by its name and by its first bytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0);
  const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
  const MP4 = bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70);
  const ASF = bytes(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11);

  it('the extension is of the name after the last slash or backslash; a name that starts with its only dot has none', () => {
    expect(fileExtension('C:\\Mina dokument.d\\intyg')).toBe('');
    expect(fileExtension('mapp.d/intyg')).toBe('');
    expect(fileExtension('mapp/Intyg.Pdf')).toBe('pdf');
    expect(fileExtension('a.b\\.pdf')).toBe('');
    expect(fileExtension('x.pdf')).toBe('pdf');
    expect(fileExtension('intyg')).toBe('');
  });

  it('each kind by its signature: zip, OLE, an ISO media box after its size, the ASF header', () => {
    expect([ZIP, OLE, MP4, ASF].map(sniffContent)).toEqual(['zip', 'ole', 'ftyp', 'asf']);
    expect(contentMatchesName('film.wmv', ASF)).toBe(true);
    expect(contentMatchesName('film.wmv', MP4)).toBe(false);
    expect(contentMatchesName('film.mp4', ASF)).toBe(false);
  });

  it('a signature must be there whole: fewer bytes than it, or one byte off, is not that kind', () => {
    expect(sniffContent(PDF.slice(0, 4))).toBeNull();
    expect(sniffContent(MP4.slice(0, 7))).toBeNull();
    expect(sniffContent(bytes(0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0))).toBeNull();
    expect(sniffContent(bytes(0x25, 0x50, 0x44, 0x46, 0x2e))).toBeNull();
    expect(sniffContent(new Uint8Array())).toBeNull();
  });

  it('a name the rules do not know never matches, whatever its content; txt is text without a NUL byte', () => {
    expect(contentMatchesName('a.exe', PDF)).toBe(false);
    expect(contentMatchesName('a', TEXT)).toBe(false);
    expect(contentMatchesName('a.TXT', TEXT)).toBe(true);
    expect(contentMatchesName('a.txt', PDF)).toBe(false);
  });

  it('the media type stored for each upload type', () => {
    expect(Object.fromEntries(DEFAULT_UPLOAD_TYPES.map((type) => [type, contentTypeOf(`a.${type}`)]))).toEqual({
      txt: 'text/plain; charset=utf-8', pdf: 'application/pdf', doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png',
      mp4: 'video/mp4', m4v: 'video/x-m4v', wmv: 'video/x-ms-wmv', xls: 'application/vnd.ms-excel',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
      ppt: 'application/vnd.ms-powerpoint', pps: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    });
  });

  it('without a maximum count or size, any number of files of any size', () => {
    const open = { types: ['pdf'] };
    expect(checkFileToAdd({ name: 'a.pdf', size: Number.MAX_SAFE_INTEGER }, 1000, open)).toBeNull();
    expect(mayAddMoreFiles(1000, open)).toBe(true);
    expect(checkFileToAdd({ name: 'a.pdf', size: MAX_CASE_FILE_BYTES }, MAX_CASE_FILES - 1, caseAttachmentRules)).toBeNull();
    expect(checkFileToAdd({ name: 'a.exe', size: MAX_CASE_FILE_BYTES + 1 }, MAX_CASE_FILES, caseAttachmentRules)).toBe('TOO_MANY_FILES');
    expect(checkFileToAdd({ name: 'a.exe', size: MAX_CASE_FILE_BYTES + 1 }, 0, caseAttachmentRules)).toBe('WRONG_FILE_TYPE');
  });
});
