import type { Database } from '../db/database';
import type { ContentOrganization, ContentWorkplace, ContentTargets, PostTargetRef } from '../../src/api/contentTypes';
import { audienceOfTarget, isOfferedTarget, offeredContentTargets, type ContentViewer, type PostAudience } from '../../src/domain/contentAccess';
import { badRequest, forbidden } from '../http/errors';
import { swedishCompare } from '../../src/domain/sorting';

/** The organisations and workplaces a target names, or a 400 when it names something unknown. */
export async function resolvePostTarget(db: Database, target: PostTargetRef): Promise<Omit<PostAudience, 'authorUserId'>> {
  const workplaces = target.kind === 'workplace' && target.workplace_id
    ? await db.selectFrom('workplaces').select(['id', 'associationId']).where('id', '=', target.workplace_id).execute()
    : [];
  const audience = audienceOfTarget(target, workplaces);
  if (!audience) throw badRequest('TARGET_UNKNOWN');
  if (audience.organisationIds.length > 0) {
    const found = await db.selectFrom('organisations').select('id').where('id', 'in', audience.organisationIds).execute();
    if (found.length !== audience.organisationIds.length) throw badRequest('TARGET_UNKNOWN');
  }
  return audience;
}

/** A post may be written there by the caller: one of the targets GET content/targets offers, or a 403 and nothing is stored. */
export async function requirePostTarget(db: Database, viewer: ContentViewer, target: PostTargetRef) {
  if (!isOfferedTarget((await contentTargets(db, viewer)).posts, target)) throw forbidden('TARGET_FORBIDDEN');
}

/**
 * GET content/targets: the places the caller may publish in (src/domain/contentAccess.ts
 * offeredContentTargets), organisations and each association's workplaces in Swedish order.
 */
export async function contentTargets(db: Database, viewer: ContentViewer): Promise<ContentTargets> {
  const organisations: ContentOrganization[] = (await db.selectFrom('organisations').select(['id', 'name', 'kind']).execute())
    .sort((a, b) => swedishCompare(a.name, b.name));
  const boards = viewer.isSecretariat ? [] : viewer.boardOrganisationIds;
  const workplaces: ContentWorkplace[] = boards.length
    ? (await db.selectFrom('workplaces').select(['id', 'name', 'associationId']).where('associationId', 'in', [...boards]).execute())
      .sort((a, b) => swedishCompare(a.name, b.name))
      .map((w) => ({ id: w.id, name: w.name, association_id: w.associationId }))
    : [];
  return offeredContentTargets(viewer, { organisations, workplaces });
}
