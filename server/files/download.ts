import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { seededFileBytes } from '../db/seed';
import { notFound } from '../http/errors';
import type { BlobStore } from './blobStore';

/**
 * A file name for Content-Disposition: an ASCII fallback in `filename` (anything else, quotes
 * and backslashes become '_') and the exact name in RFC 5987 `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_').trim() || 'fil';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface StoredFile {
  fileName: string;
  contentType: string;
  size: string | number;
  blobSha256: string;
}

/**
 * Sends a stored file as a download: attachment with a safe name, the stored content type, nosniff.
 * The bytes come from the blob store, or for seeded files (which have no stored bytes) from the
 * seed's sample files; a file whose bytes are gone is a 404.
 */
export async function sendStoredFile(reply: FastifyReply, store: BlobStore, file: StoredFile): Promise<FastifyReply> {
  let body: Buffer | Readable;
  let length: number;
  if (await store.exists(file.blobSha256)) {
    body = store.read(file.blobSha256);
    length = Number(file.size);
  } else {
    const seeded = seededFileBytes(file.blobSha256);
    if (!seeded) {
      reply.log.warn({ sha256: file.blobSha256 }, 'The bytes of a stored file are missing');
      throw notFound('FILE_NOT_FOUND');
    }
    body = seeded;
    length = seeded.length;
  }
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(length))
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
