import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import type { BlobStore } from '../../files/blobStore';
import type { MultipartPayload, StagedFile } from '../multipart';
import { seededFileBytes } from '../../db/seed';
import { notFound } from '../../http/errors';
import type { CaseFile } from '../../../src/api/types';

/** Where uploaded files belong: a message's attachments ('case') or a note's ('note'). */
export type FileOwner = { kind: 'case'; caseId: string; messageId: string } | { kind: 'note'; caseId: string; noteId: string };

/**
 * Commits staged uploads to the blob store and writes their `blobs` and `files` rows, inside the
 * caller's transaction (the same steps as a new case's attachments, server/cases/createCase.ts).
 * A blob is committed before the rows that reference it, so a failed transaction can leave an
 * unreferenced file, never a row without its bytes.
 */
export async function storeFiles(trx: Database, store: BlobStore, files: StagedFile[], owner: FileOwner, uploadedBy: string, at: Date): Promise<CaseFile[]> {
  if (files.length === 0) return [];
  for (const file of files) await store.commit(file.blob);
  await trx.insertInto('blobs')
    .values(files.map((f) => ({ sha256: f.blob.sha256, size: f.blob.size })))
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  const rows = files.map((f) => ({
    id: randomUUID(), blobSha256: f.blob.sha256, fileName: f.fileName, contentType: f.contentType, size: f.blob.size,
    uploadedByUserId: uploadedBy, uploadedAt: at, kind: owner.kind, caseId: owner.caseId,
    messageId: owner.kind === 'case' ? owner.messageId : null,
    noteId: owner.kind === 'note' ? owner.noteId : null,
  }));
  await trx.insertInto('files').values(rows).execute();
  return rows.map((r) => ({
    id: r.id, fileName: r.fileName, contentType: r.contentType, size: r.size, uploadedAt: at.toISOString(), fileType: r.kind,
  }));
}

/** Staged uploads that were not committed are removed (committed ones have left their temporary names). */
export async function discardStaged(store: BlobStore, payload: MultipartPayload | null): Promise<void> {
  if (payload) await Promise.all(payload.files.map((f) => store.discard(f.blob)));
}

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
 * The bytes come from the blob store, or for seeded files (which have no bytes on disk) from the
 * seed's sample files; a file whose bytes are gone is a 404.
 */
export async function sendStoredFile(reply: FastifyReply, store: BlobStore, file: StoredFile): Promise<FastifyReply> {
  let body: Buffer | ReturnType<BlobStore['read']>;
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
