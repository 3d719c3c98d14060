import { joinSwedishList } from './swedishList';

/** Spec §5: attachments of a new case. */
export const CASE_ATTACHMENT_TYPES: readonly string[] = ['pdf', 'jpeg', 'jpg', 'png'];

/** Spec §5: the default types of the generic file upload. */
export const DEFAULT_UPLOAD_TYPES: readonly string[] = [
  'txt', 'pdf', 'doc', 'docx', 'jpeg', 'jpg', 'png', 'mp4', 'm4v', 'wmv', 'xls', 'xlsx', 'xlsm', 'ppt', 'pps', 'pptx',
];

/** Limits of case attachments (the spec shows none): per file, and files per case or message. */
export const MAX_CASE_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_CASE_FILES = 5;

/** Spec §5, too large. */
export const TOO_LARGE_TEXT = 'Dokumentet du försökte ladda upp är för stort.';

/** Spec §5, wrong type: 'Ogiltig dokumenttyp. Välj dokument av typen pdf, jpeg, jpg och png.' */
export function wrongTypeText(types: readonly string[]): string {
  return `Ogiltig dokumenttyp. Välj dokument av typen ${joinSwedishList(types)}.`;
}

/** The lower-case extension after the last dot, or '' for none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export const hasAllowedExtension = (fileName: string, types: readonly string[]) => types.includes(fileExtension(fileName));

/** The content kinds recognisable by their first bytes ("magic bytes"). */
export type ContentKind = 'pdf' | 'png' | 'jpeg' | 'zip' | 'ole' | 'ftyp' | 'asf';

/** How many leading bytes `sniffContent` needs. */
export const SNIFF_BYTES = 8;

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0) =>
  head.length >= offset + signature.length && signature.every((byte, i) => head[offset + i] === byte);

/** The kind of content, from its first bytes; null when it is none of the known kinds. */
export function sniffContent(head: Uint8Array): ContentKind | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  // docx, xlsx, xlsm, pptx are zip containers (PK\3\4).
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  // doc, xls, ppt, pps are OLE compound files.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  // mp4 and m4v: an ISO media box 'ftyp' after its 4-byte size.
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'ftyp';
  // wmv: the ASF header object's GUID.
  if (startsWith(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'asf';
  return null;
}

const kindOfExtension: Record<string, ContentKind> = {
  pdf: 'pdf', png: 'png', jpg: 'jpeg', jpeg: 'jpeg',
  docx: 'zip', xlsx: 'zip', xlsm: 'zip', pptx: 'zip',
  doc: 'ole', xls: 'ole', ppt: 'ole', pps: 'ole',
  mp4: 'ftyp', m4v: 'ftyp', wmv: 'asf',
};

/** Plain text has no signature: none of the known kinds, and no NUL byte in its first bytes. */
const looksLikeText = (head: Uint8Array) => sniffContent(head) === null && !head.includes(0);

/** The file's content is what its name says (for the types with a known signature, and txt). */
export function contentMatchesName(fileName: string, head: Uint8Array): boolean {
  const extension = fileExtension(fileName);
  if (extension === 'txt') return looksLikeText(head);
  const expected = kindOfExtension[extension];
  return expected !== undefined && sniffContent(head) === expected;
}

const mimeOfExtension: Record<string, string> = {
  pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  ppt: 'application/vnd.ms-powerpoint', pps: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4', m4v: 'video/x-m4v', wmv: 'video/x-ms-wmv',
};

/** The media type to store and serve for a checked file. */
export function contentTypeOf(fileName: string): string {
  return mimeOfExtension[fileExtension(fileName)] ?? 'application/octet-stream';
}

export type FileProblem = 'WRONG_FILE_TYPE' | 'FILE_TOO_LARGE' | 'TOO_MANY_FILES';

export interface FileRules {
  types: readonly string[];
  maxBytes?: number;
  maxCount?: number;
}

/**
 * Whether one more file may be added to those already chosen (the file input of spec §5: files
 * added one at a time, optional maximum size and count). Null when it is fine.
 */
export function checkFileToAdd(file: { name: string; size: number }, alreadyChosen: number, rules: FileRules): FileProblem | null {
  if (rules.maxCount !== undefined && alreadyChosen >= rules.maxCount) return 'TOO_MANY_FILES';
  if (!hasAllowedExtension(file.name, rules.types)) return 'WRONG_FILE_TYPE';
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'FILE_TOO_LARGE';
  return null;
}

/** The add button is hidden when no more files are allowed (spec §5). */
export const mayAddMoreFiles = (chosen: number, rules: FileRules) => rules.maxCount === undefined || chosen < rules.maxCount;

export const caseAttachmentRules: FileRules = { types: CASE_ATTACHMENT_TYPES, maxBytes: MAX_CASE_FILE_BYTES, maxCount: MAX_CASE_FILES };
