import { Type, type Static } from '@sinclair/typebox';
import type * as Dto from '../../../src/api/documentTypes';
import { Maybe, NullableString, Uuid, same } from './common';

/** Documents (issue 10): the areas' file lists, an upload's and a change's answer. */
export const DocumentFile = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  uploadedBy: Type.Object({ name: Type.String() }),
  uploadedAt: Type.String(),
  tags: Type.Array(Type.String()),
  workplace: Maybe(Type.Object({ id: Type.String() })),
  workplaceId: NullableString,
  isPublic: Type.Boolean(),
  associationId: NullableString,
  size: Type.Number(),
});
export const DocumentFilesResponse = Type.Object({ files: Type.Array(DocumentFile) });
export const DocumentDeleted = Type.Object({ id: Type.String() });
export const DocumentPublicBody = Type.Object({ fileId: Uuid, isPublic: Type.Boolean() });

same<Static<typeof DocumentFilesResponse>, Dto.DocumentFilesResponse>(true);
same<Static<typeof DocumentFile>, Dto.DocumentFile>(true);
same<Static<typeof DocumentDeleted>, Dto.DocumentDeleted>(true);
same<Static<typeof DocumentPublicBody>, Dto.DocumentPublicRequest>(true);
