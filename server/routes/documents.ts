import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../app';
import type { Database } from '../db/database';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { sendStoredFile } from '../files/download';
import { readMultipart, type MultipartPayload } from '../cases/multipart';
import { actorOf } from '../cases/handling/caseRecord';
import {
  deleteDocument, documentById, documentsOfArea, setDocumentPublic, storeDocument, toDocumentFile, type DocumentRecord,
} from '../documents/documentRecords';
import { findOrganisation, workplaceAssociation } from '../members/associationStore';
import { parseUploadRequest } from '../documents/uploadRequest';
import { IdParams as idParams } from '../../src/api/shapes/common';
import * as D from '../../src/api/shapes/documents';
import {
  mayManageAssociationDocuments, mayManageDocument, mayManageSecretariatDocuments, mayReadAssociationDocuments, mayReadDocument,
  mayReadSecretariatDocuments,
} from '../../src/domain/documentAccess';
import { documentUploadRules, MAX_DOCUMENT_BYTES } from '../../src/domain/documentUpload';
import { deviationData } from '../../src/domain/deviations';
import type {
  DocumentAreaKind, DocumentDeleted, DocumentFile, DocumentFilesResponse, } from '../../src/api/documentTypes';
import type { User } from '../../src/api/types';

const publicBody = D.DocumentPublicRequest;

/** The path segment of each area in spec §7. */
const segment: Record<DocumentAreaKind, string> = { association: 'Association', secretariat: 'Secretariat' };

/**
 * The DocumentManagement calls of spec §7 (issue 10). Every call checks the rules of
 * src/domain/documentAccess.ts on the server, for every id: a document the caller may not see,
 * or one of the other area, is the 404 of a missing one.
 */
export function documentRoutes({ db, blobs: store }: AppContext): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    // Multipart in this plugin's scope only: one file of at most 25 MiB, streamed to disk.
    await app.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
      throwFileSizeLimit: true,
    });

    app.get('/DocumentManagement/Secretariat', { schema: { response: { 200: D.DocumentFilesResponse } } }, async (request): Promise<DocumentFilesResponse> => {
      const actor = await actorOf(db, request);
      if (!mayReadSecretariatDocuments(actor)) throw forbidden('SECRETARIAT_ONLY');
      return { files: (await documentsOfArea(db, { area: 'secretariat' })).map(toDocumentFile) };
    });

    app.get('/DocumentManagement/Association/:id', { schema: { params: idParams, response: { 200: D.DocumentFilesResponse } } }, async (request): Promise<DocumentFilesResponse> => {
      const actor = await actorOf(db, request);
      const associationId = await readableAssociation(db, actor, request.params.id);
      const records = await documentsOfArea(db, { area: 'association', associationId });
      return { files: records.filter((record) => mayReadDocument(actor, record)).map(toDocumentFile) };
    });

    for (const area of ['association', 'secretariat'] as const) {
      const base = `/DocumentManagement/${segment[area]}`;

      app.post(`${base}/Upload`, { schema: { response: { 201: D.DocumentFile } } }, async (request, reply) => reply.code(201).send(await upload(request, area)));

      app.delete(`${base}/:id/Delete`, { schema: { params: idParams, response: { 200: D.DocumentDeleted } } }, async (request): Promise<DocumentDeleted> => {
        const actor = await actorOf(db, request);
        const record = await manageableDocument(actor, area, request.params.id);
        await deleteDocument(db, store, record);
        return { id: record.id };
      });

      app.get(`${base}/DownloadFile/:id`, { schema: { params: idParams }, compress: false }, async (request, reply) => {
        const actor = await actorOf(db, request);
        const record = await readableDocument(actor, area, request.params.id);
        return sendStoredFile(reply, store, record);
      });

      app.patch(`${base}/isPublic`, { schema: { body: publicBody, response: { 200: D.DocumentFile } } }, async (request): Promise<DocumentFile> => {
        const actor = await actorOf(db, request);
        // Spec §6 lets any user toggle the flag ("finer rules not shown"); we let those who manage the area (README).
        const record = await readableDocument(actor, area, request.body.fileId);
        if (!mayManageDocument(actor, record)) throw new HttpError(403, 'PUBLIC_FLAG_MANAGERS_ONLY', deviationData('PUBLIC_FLAG_MANAGERS_ONLY'));
        await setDocumentPublic(db, record.id, request.body.isPublic);
        return toDocumentFile({ ...record, isPublic: request.body.isPublic });
      });
    }

    /** A document of this area that the actor may see; anything else is DOCUMENT_NOT_FOUND. */
    async function readableDocument(actor: User, area: DocumentAreaKind, id: string): Promise<DocumentRecord> {
      const record = await documentById(db, id);
      if (!record || record.area !== area || !mayReadDocument(actor, record)) throw notFound('DOCUMENT_NOT_FOUND');
      return record;
    }

    /** A document the actor may see and manage: seen but not managed is a 403. */
    async function manageableDocument(actor: User, area: DocumentAreaKind, id: string): Promise<DocumentRecord> {
      const record = await readableDocument(actor, area, id);
      if (!mayManageDocument(actor, record)) throw forbidden('DOCUMENTS_NOT_MANAGED');
      return record;
    }

    async function upload(request: FastifyRequest, area: DocumentAreaKind): Promise<DocumentFile> {
      const actor = await actorOf(db, request);
      let payload: MultipartPayload | null = null;
      try {
        payload = await readMultipart(request, store, documentUploadRules, { fileField: 'file' });
        const parsed = parseUploadRequest(payload.request, area);
        const [file] = payload.files;
        if (!file) throw badRequest('FILE_MISSING');
        if (area === 'secretariat') {
          if (!mayManageSecretariatDocuments(actor)) throw forbidden('DOCUMENTS_NOT_MANAGED');
        } else {
          const associationId = await readableAssociation(db, actor, parsed.associationId!);
          if (!mayManageAssociationDocuments(actor, associationId)) throw forbidden('DOCUMENTS_NOT_MANAGED');
          if (parsed.workplaceId) {
            const place = await workplaceAssociation(db, parsed.workplaceId);
            if (!place || place.associationId !== associationId) throw badRequest('WORKPLACE_NOT_IN_ASSOCIATION');
          }
        }
        const id = await storeDocument(db, store, file, { ...parsed, area, uploadedBy: actor.id });
        return toDocumentFile((await documentById(db, id))!);
      } finally {
        // Committed blobs left their temporary names; whatever is still staged goes.
        if (payload) await Promise.all(payload.files.map((f) => store.discard(f.blob)));
      }
    }
  };
}

/**
 * An association (psychology or national) whose document list the actor may open. One that does
 * not exist, one of another kind and one the actor may not read give the same 404.
 */
async function readableAssociation(db: Database, actor: User, id: string): Promise<string> {
  const org = await findOrganisation(db, id);
  if (!org || (org.kind !== 'psychology' && org.kind !== 'national') || !mayReadAssociationDocuments(actor, org.id)) {
    throw notFound('ASSOCIATION_NOT_FOUND');
  }
  return org.id;
}
