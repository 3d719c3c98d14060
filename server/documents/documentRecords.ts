import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import type { DocumentArea } from '../db/schema';
import type { BlobStore } from '../files/blobStore';
import type { StagedFile } from '../cases/multipart';
import type { DocumentFile } from '../../src/api/documentTypes';

/** A document row with its file's facts: what the routes check and answer with. */
export interface DocumentRecord {
  id: string;
  fileId: string;
  area: DocumentArea;
  associationId: string | null;
  workplaceId: string | null;
  isPublic: boolean;
  tags: string[];
  fileName: string;
  contentType: string;
  size: string;
  blobSha256: string;
  uploadedAt: Date;
  uploaderFirstname: string | null;
  uploaderLastname: string | null;
}

function baseQuery(db: Database) {
  return db.selectFrom('documents')
    .innerJoin('files', 'files.id', 'documents.fileId')
    .leftJoin('users', 'users.id', 'files.uploadedByUserId')
    .select([
      'documents.id', 'documents.fileId', 'documents.area', 'documents.associationId', 'documents.workplaceId',
      'documents.isPublic', 'documents.tags', 'files.fileName', 'files.contentType', 'files.size', 'files.blobSha256',
      'files.uploadedAt', 'users.firstname as uploaderFirstname', 'users.lastname as uploaderLastname',
    ]);
}

/** Every document of an area (one association's, or the secretariat's), newest first. */
export function documentsOfArea(db: Database, area: { area: 'secretariat' } | { area: 'association'; associationId: string }): Promise<DocumentRecord[]> {
  let query = baseQuery(db).where('documents.area', '=', area.area);
  if (area.area === 'association') query = query.where('documents.associationId', '=', area.associationId);
  return query.orderBy('files.uploadedAt', 'desc').orderBy('documents.id').execute();
}

export function documentById(db: Database, id: string): Promise<DocumentRecord | undefined> {
  return baseQuery(db).where('documents.id', '=', id).executeTakeFirst();
}

/** Spec §3 Document file. */
export function toDocumentFile(record: DocumentRecord): DocumentFile {
  return {
    id: record.id,
    fileName: record.fileName,
    uploadedBy: { name: [record.uploaderFirstname, record.uploaderLastname].filter(Boolean).join(' ') },
    uploadedAt: new Date(record.uploadedAt).toISOString(),
    tags: record.tags,
    workplace: record.workplaceId ? { id: record.workplaceId } : null,
    workplaceId: record.workplaceId,
    isPublic: record.isPublic,
    associationId: record.associationId,
    size: Number(record.size),
  };
}

export interface NewDocument {
  area: DocumentArea;
  associationId: string | null;
  workplaceId: string | null;
  tags: string[];
  isPublic: boolean;
  uploadedBy: string;
}

/**
 * Commits the staged file to the blob store and writes its `blobs`, `files` and `documents` rows
 * in one transaction. The blob is committed first, so a failed transaction can leave an
 * unreferenced file (which the hourly sweep removes), never a row without its bytes.
 */
export async function storeDocument(db: Database, store: BlobStore, file: StagedFile, doc: NewDocument): Promise<string> {
  await store.commit(file.blob);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('blobs').values({ sha256: file.blob.sha256, size: file.blob.size })
      .onConflict((oc) => oc.column('sha256').doNothing()).execute();
    const fileId = randomUUID();
    await trx.insertInto('files').values({
      id: fileId, blobSha256: file.blob.sha256, fileName: file.fileName, contentType: file.contentType, size: file.blob.size,
      uploadedByUserId: doc.uploadedBy, uploadedAt: new Date(), kind: 'document', caseId: null, messageId: null, noteId: null,
    }).execute();
    await trx.insertInto('documents').values({
      id, fileId, area: doc.area, associationId: doc.associationId, workplaceId: doc.workplaceId, isPublic: doc.isPublic, tags: doc.tags,
    }).execute();
  });
  return id;
}

/**
 * Deletes a document; its file row goes when no other document references it, and its blob
 * (row and stored bytes) when no file references it any more.
 */
export async function deleteDocument(db: Database, store: BlobStore, record: DocumentRecord): Promise<void> {
  const orphanBlob = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('documents').where('id', '=', record.id).execute();
    const otherDocument = await trx.selectFrom('documents').select('id').where('fileId', '=', record.fileId).limit(1).executeTakeFirst();
    if (otherDocument) return null;
    await trx.deleteFrom('files').where('id', '=', record.fileId).execute();
    const otherFile = await trx.selectFrom('files').select('id').where('blobSha256', '=', record.blobSha256).limit(1).executeTakeFirst();
    if (otherFile) return null;
    await trx.deleteFrom('blobs').where('sha256', '=', record.blobSha256).execute();
    return record.blobSha256;
  });
  if (!orphanBlob) return;
  // An upload of the same content may have stored it again meanwhile: then its row is back.
  const again = await db.selectFrom('blobs').select('sha256').where('sha256', '=', orphanBlob).executeTakeFirst();
  if (!again) await store.remove(orphanBlob);
}

/** Issue 10: the document's public flag. */
export async function setDocumentPublic(db: Database, id: string, isPublic: boolean): Promise<void> {
  await db.updateTable('documents').set({ isPublic }).where('id', '=', id).execute();
}

/** Every document's id and file name, newest upload first (the search matches names, then checks each). */
export async function documentNamesNewestFirst(db: Database) {
  return db.selectFrom('documents').innerJoin('files', 'files.id', 'documents.fileId')
    .select(['documents.id', 'files.fileName']).orderBy('files.uploadedAt', 'desc').execute();
}
