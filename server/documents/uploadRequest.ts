import { badRequest } from '../http/errors';
import { documentTagsOf } from '../../src/domain/documents';
import type { DocumentAreaKind, DocumentUploadRequest } from '../../src/api/documentTypes';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (field: string) => badRequest('INVALID_REQUEST', { field });

function optionalId(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !uuidPattern.test(value)) throw invalid(field);
  return value.toLowerCase();
}

/**
 * The `request` field of an upload (spec §7: associationId, workplaceId, tags, isPublic), checked
 * as strictly as a JSON schema would: the association area needs its association, the secretariat
 * takes neither association nor workplace, and tags come only from the area's set of spec §3.
 */
export function parseUploadRequest(json: unknown, area: DocumentAreaKind): DocumentUploadRequest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw invalid('request');
  const body = json as Record<string, unknown>;
  const unknown = Object.keys(body).find((key) => !['associationId', 'workplaceId', 'tags', 'isPublic'].includes(key));
  if (unknown) throw invalid(unknown);
  const associationId = optionalId(body.associationId, 'associationId');
  const workplaceId = optionalId(body.workplaceId, 'workplaceId');
  if (area === 'association' && !associationId) throw invalid('associationId');
  if (area === 'secretariat' && (associationId || workplaceId)) throw badRequest('NOT_IN_SECRETARIAT_AREA');
  const tags = body.tags ?? [];
  if (!Array.isArray(tags) || tags.length > 10 || !tags.every((tag) => typeof tag === 'string')) throw invalid('tags');
  const allowed = documentTagsOf(area);
  const foreign = (tags as string[]).find((tag) => !allowed.includes(tag));
  if (foreign !== undefined) throw badRequest('TAG_NOT_ALLOWED', { tag: foreign, tags: allowed });
  const isPublic = body.isPublic ?? false;
  if (typeof isPublic !== 'boolean') throw invalid('isPublic');
  return { associationId, workplaceId, tags: [...new Set(tags as string[])], isPublic };
}
