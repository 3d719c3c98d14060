import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { badRequest, HttpError, insufficientStorage } from '../http/errors';
import { inputProblem, inputRefusal } from '../http/inputGuard';
import { BlobStoreError, type BlobStore, type StagedBlob } from '../files/blobStore';
import {
  contentMatchesName, contentTypeOf, hasAllowedExtension, MAX_CASE_FILE_BYTES, MAX_CASE_FILES, type FileRules,
} from '../../src/domain/fileTypes';

/** The largest `request` JSON accepted. */
const MAX_REQUEST_JSON_BYTES = 256 * 1024;

/**
 * Registers multipart parsing in the calling plugin's scope only, with explicit limits
 * (ARCHITECTURE §7: never the 1 MiB body limit, never a 500 for an oversize file). One more file
 * part than MAX_CASE_FILES is let through so that `request` may also come as a JSON file part.
 */
export async function registerCaseMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_CASE_FILE_BYTES,
      files: MAX_CASE_FILES + 1,
      fields: 10,
      fieldSize: MAX_REQUEST_JSON_BYTES,
      parts: MAX_CASE_FILES + 11,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

export interface StagedFile {
  fileName: string;
  contentType: string;
  blob: StagedBlob;
}

export interface MultipartPayload {
  /** The parsed `request` field; undefined when it was not sent. */
  request: unknown;
  files: StagedFile[];
}

/** Errors of the blob store (or its file system) while staging an upload: the server's fault, not the client's. */
function storageError(error: unknown): HttpError | null {
  if (error instanceof BlobStoreError) return error.full ? insufficientStorage() : new HttpError(503, 'STORAGE_UNAVAILABLE');
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  if (!syscall || !code) return null;
  if (code === 'ENOSPC' || code === 'EDQUOT') return insufficientStorage();
  return new HttpError(503, 'STORAGE_UNAVAILABLE');
}

/**
 * The multipart library's errors as the API's clear 400s (and the disk's as a 507 / 503); the
 * limits named are those of the call's own rules (a document's, or a case attachment's).
 */
function asHttpError(error: unknown, rules: FileRules): HttpError {
  if (error instanceof HttpError) return error;
  const storage = storageError(error);
  if (storage) return storage;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE': return badRequest('FILE_TOO_LARGE', { maxBytes: rules.maxBytes ?? MAX_CASE_FILE_BYTES });
    case 'FST_FILES_LIMIT': return badRequest('TOO_MANY_FILES', { maxCount: rules.maxCount ?? MAX_CASE_FILES });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT': return badRequest('TOO_MANY_PARTS');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE': return badRequest('NOT_MULTIPART');
    case 'FST_INVALID_JSON_FIELD_ERROR': return badRequest('INVALID_REQUEST', { field: 'request' });
    case 'FST_PROTO_VIOLATION': return badRequest('INVALID_REQUEST');
    default: return badRequest('MALFORMED_MULTIPART', { message: (error as Error)?.message ?? String(error) });
  }
}

const drain = async (stream: NodeJS.ReadableStream) => { for await (const _chunk of stream) { /* discard */ } };

/**
 * Reads a multipart call of spec §7: the JSON of the form field `request` (a text field or a JSON
 * part) and one `files` part per attachment. Attachments are checked by name and by content
 * (magic bytes) and staged in the blob store; on any problem every staged file is discarded and
 * a 400 with an errorCode is thrown, so bad input leaves nothing behind.
 */
export async function readMultipart(
  request: FastifyRequest, store: BlobStore, rules: FileRules, options: MultipartOptions = {},
): Promise<MultipartPayload> {
  const fileField = options.fileField ?? 'files';
  const files: StagedFile[] = [];
  let json: unknown;
  let problem: HttpError | null = null;
  let seen = 0;
  let scanner: DelimiterScanner | null = null;
  try {
    const parts = request.parts();
    // The parser ends quietly on a body cut off before its closing boundary, and skips a part whose
    // headers it cannot read: the delimiters on the wire tell both (the listener only observes).
    scanner = DelimiterScanner.of(request.headers['content-type']);
    if (scanner) request.raw.on('data', scanner.push);
    for await (const part of parts) {
      seen += 1;
      if (part.type === 'field') {
        if (part.fieldname === 'request') {
          // A part sent as application/json arrives parsed; a plain text field is parsed here.
          json = part.valueTruncated ? INVALID : typeof part.value === 'string' ? parseJson(part.value) : part.value;
        } else if (part.fieldname === fileField) {
          // An attachment the parser did not take for a file (no filename, or one it could not
          // read): refused, never dropped while the rest is stored.
          problem ??= badRequest('INVALID_FILE_PART', { field: fileField });
        }
        continue;
      }
      if (problem) { await drain(part.file); continue; }
      if (part.fieldname === 'request') {
        const bytes = await part.toBuffer();
        json = bytes.length > MAX_REQUEST_JSON_BYTES ? INVALID : parseJson(bytes.toString('utf8'));
        continue;
      }
      if (part.fieldname !== fileField) { await drain(part.file); continue; }
      const fileName = part.filename ?? '';
      // eslint-disable-next-line no-control-regex
      if (/[\u0000-\u001f\u007f]/.test(fileName)) {
        // A name with line breaks or NUL (e.g. from filename*): not a file name anyone chose.
        problem = badRequest('INVALID_FILE_PART', { field: fileField });
        await drain(part.file);
        continue;
      }
      if (rules.maxCount !== undefined && files.length >= rules.maxCount) {
        problem = badRequest('TOO_MANY_FILES', { maxCount: rules.maxCount });
        await drain(part.file);
        continue;
      }
      if (!hasAllowedExtension(fileName, rules.types)) {
        problem = badRequest('WRONG_FILE_TYPE', { fileName, types: rules.types });
        await drain(part.file);
        continue;
      }
      const blob = await store.stage(part.file);
      files.push({ fileName: safeFileName(fileName), contentType: contentTypeOf(fileName), blob });
      if (blob.truncated || (rules.maxBytes !== undefined && blob.size > rules.maxBytes)) {
        problem = badRequest('FILE_TOO_LARGE', { fileName, maxBytes: rules.maxBytes });
      } else if (blob.size === 0 || !contentMatchesName(fileName, blob.head)) {
        problem = badRequest('WRONG_FILE_TYPE', { fileName, types: rules.types, reason: 'CONTENT' });
      }
    }
  } catch (error) {
    problem = asHttpError(error, rules);
  } finally {
    if (scanner) request.raw.off('data', scanner.push);
  }
  if (!problem && scanner && !scanner.closed) problem = badRequest('MALFORMED_MULTIPART', { reason: 'UNEXPECTED_END' });
  if (!problem && scanner && scanner.parts > seen) problem = badRequest('INVALID_FILE_PART', { reason: 'UNREADABLE_PART' });
  if (!problem && json === INVALID) problem = badRequest('INVALID_REQUEST', { field: 'request' });
  if (!problem) {
    const found = inputProblem(json);
    if (found !== null) problem = inputRefusal(found, 'request');
  }
  if (problem) {
    await Promise.all(files.map((f) => store.discard(f.blob)));
    throw problem;
  }
  return { request: json, files };
}

export interface MultipartOptions {
  /** The form field of the file parts: `files` for cases (the default), `file` for documents. */
  fileField?: string;
}

/**
 * Counts the delimiters of a multipart body as it streams by (RFC 2046 §5.1.1): `--boundary` then
 * CRLF opens a part, `--boundary--` closes the body. Keeps only a boundary's length between chunks.
 */
class DelimiterScanner {
  parts = 0;
  closed = false;
  private carry = Buffer.alloc(0);

  private constructor(private readonly delimiter: Buffer) {}

  static of(contentType: string | undefined): DelimiterScanner | null {
    const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
    const boundary = match?.[1] ?? match?.[2];
    return boundary ? new DelimiterScanner(Buffer.from(`--${boundary}`, 'latin1')) : null;
  }

  readonly push = (chunk: Buffer | string) => {
    const data = Buffer.concat([this.carry, typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk]);
    const length = this.delimiter.length;
    let from = 0;
    for (;;) {
      const at = data.indexOf(this.delimiter, from);
      if (at < 0 || at + length + 2 > data.length) break;
      const next = data.toString('latin1', at + length, at + length + 2);
      if (next === '--') this.closed = true;
      else if (next === '\r\n' && !this.closed) this.parts += 1;
      from = at + length;
    }
    this.carry = data.subarray(Math.max(from, data.length - length - 1));
  };
}

/** Marks a `request` field that is not JSON. */
const INVALID = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

/** The name as shown and offered for download: no path, no control characters, bounded length. */
export function safeFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  if (base.length <= 200) return base || 'fil';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}
