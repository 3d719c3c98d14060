import { Type, type Static } from '@sinclair/typebox';
import { Maybe, NullableString, Uuid } from './common';

/**
 * The document libraries (spec §3 Document file, §7 DocumentManagement; issue 10): the areas' file
 * lists, an upload's and a change's answer. 4xx bodies are `{ errorCode, data }` as everywhere
 * (ARCHITECTURE §4).
 */

/** Spec §3 Document file. `id` is the document's id in every call (delete, download, isPublic). */
export const DocumentFile = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  uploadedBy: Type.Object({ name: Type.String() }),
  uploadedAt: Type.String(),
  tags: Type.Array(Type.String()),
  /** A workplace's document; null for the association's own (and the secretariat's). */
  workplace: Maybe(Type.Object({ id: Type.String() })),
  workplaceId: NullableString,
  isPublic: Type.Boolean(),
  /** Null in the secretariat area. */
  associationId: NullableString,
  /** Bytes. */
  size: Type.Number(),
});
export type DocumentFile = Static<typeof DocumentFile>;

/** GET DocumentManagement/Secretariat and DocumentManagement/Association/{id}. */
export const DocumentFilesResponse = Type.Object({ files: Type.Array(DocumentFile) });
export type DocumentFilesResponse = Static<typeof DocumentFilesResponse>;

/** DELETE DocumentManagement/{Association|Secretariat}/{id}/Delete. */
export const DocumentDeleted = Type.Object({ id: Type.String() });
export type DocumentDeleted = Static<typeof DocumentDeleted>;

/** PATCH DocumentManagement/{Association|Secretariat}/isPublic. */
export const DocumentPublicRequest = Type.Object({ fileId: Uuid, isPublic: Type.Boolean() });
export type DocumentPublicRequest = Static<typeof DocumentPublicRequest>;
