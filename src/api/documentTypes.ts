/**
 * The document libraries (spec §3 Document file, §7 DocumentManagement; issue 10).
 * 4xx bodies are `{ errorCode, data }` as everywhere (ARCHITECTURE §4).
 */

/** The two areas of spec §7: the secretariat's and the associations'. */
export type DocumentAreaKind = 'association' | 'secretariat';

/** The DTOs the server validates: declared once, as schemas (./shapes/documents.ts). */
export type { DocumentDeleted, DocumentFile, DocumentFilesResponse, DocumentPublicRequest } from './shapes/documents';

/** The `request` field of DocumentManagement/{Association|Secretariat}/Upload (with one `file` part). */
export interface DocumentUploadRequest {
  /** The association (association area); null or absent for the secretariat. */
  associationId: string | null;
  /** A workplace of that association, for a workplace's documents; null otherwise. */
  workplaceId: string | null;
  tags: string[];
  isPublic: boolean;
}
