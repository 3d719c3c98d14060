import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import type { BlobStore } from '../../files/blobStore';
import type { MultipartPayload, StagedFile } from '../multipart';
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

export { contentDisposition, sendStoredFile, type StoredFile } from '../../files/download';
