/**
 * The document libraries (spec §3 Document file, §7 DocumentManagement; issue 10).
 * 4xx bodies are `{ errorCode, data }` as everywhere (ARCHITECTURE §4).
 */

/** The two areas of spec §7: the secretariat's and the associations'. */
export type DocumentAreaKind = 'association' | 'secretariat';

/** Spec §3 Document file. `id` is the document's id in every call (delete, download, isPublic). */
export interface DocumentFile {
  id: string;
  fileName: string;
  uploadedBy: { name: string };
  uploadedAt: string;
  tags: string[];
  /** A workplace's document; null for the association's own (and the secretariat's). */
  workplace: { id: string } | null;
  workplaceId: string | null;
  isPublic: boolean;
  /** Null in the secretariat area. */
  associationId: string | null;
  /** Bytes. */
  size: number;
}

/** GET DocumentManagement/Secretariat and DocumentManagement/Association/{id}. */
export interface DocumentFilesResponse {
  files: DocumentFile[];
}

/** The `request` field of DocumentManagement/{Association|Secretariat}/Upload (with one `file` part). */
export interface DocumentUploadRequest {
  /** The association (association area); null or absent for the secretariat. */
  associationId: string | null;
  /** A workplace of that association, for a workplace's documents; null otherwise. */
  workplaceId: string | null;
  tags: string[];
  isPublic: boolean;
}

/** PATCH DocumentManagement/{Association|Secretariat}/isPublic. */
export interface DocumentPublicRequest {
  fileId: string;
  isPublic: boolean;
}

/** DELETE DocumentManagement/{Association|Secretariat}/{id}/Delete. */
export interface DocumentDeleted {
  id: string;
}
