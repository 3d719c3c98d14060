import type { Database } from '../db/database';
import type { ContentOrganization, ContentWorkplace, ContentTargets, PostTarget, PostTargetRef } from '../../src/api/contentTypes';
import { audienceOfTarget, mayWriteCourses, mayWritePostTo, type ContentViewer, type PostAudience } from '../../src/domain/contentAccess';
import { badRequest, forbidden } from '../http/errors';

const collator = new Intl.Collator('sv');

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

/** A post may be written there by the caller, or a 403 and nothing is stored. */
export async function requirePostTarget(db: Database, viewer: ContentViewer, audience: Omit<PostAudience, 'authorUserId'>) {
  const workplaces = audience.workplaceIds.length
    ? await db.selectFrom('workplaces').select(['id', 'associationId']).where('id', 'in', audience.workplaceIds).execute()
    : [];
  if (!mayWritePostTo(viewer, audience, workplaces)) throw forbidden('TARGET_FORBIDDEN');
}

/**
 * GET content/targets: the places the caller may publish in. The secretariat: everyone, the
 * intranet and its board, and every association and its board; a board member: their association,
 * its board and its workplaces. Courses: the secretariat, to everyone or one association.
 */
export async function contentTargets(db: Database, viewer: ContentViewer): Promise<ContentTargets> {
  const organisations = (await db.selectFrom('organisations').select(['id', 'name', 'kind']).execute())
    .sort((a, b) => collator.compare(a.name, b.name));
  const org = (o: (typeof organisations)[number]): ContentOrganization => ({ id: o.id, name: o.name, kind: o.kind });
  const associations = organisations.filter((o) => o.kind === 'psychology' || o.kind === 'national');
  const posts: PostTarget[] = [];
  if (viewer.isSecretariat) {
    posts.push({ kind: 'everyone' });
    for (const o of organisations.filter((x) => x.kind === 'secretariat')) {
      posts.push({ kind: 'organization', organization_id: o.id, organization: org(o) }, { kind: 'board', organization_id: o.id, organization: org(o) });
    }
    for (const o of associations) {
      posts.push({ kind: 'organization', organization_id: o.id, organization: org(o) }, { kind: 'board', organization_id: o.id, organization: org(o) });
    }
  } else {
    const boards = associations.filter((o) => viewer.boardOrganisationIds.includes(o.id));
    const workplaces = boards.length
      ? await db.selectFrom('workplaces').select(['id', 'name', 'associationId']).where('associationId', 'in', boards.map((b) => b.id)).execute()
      : [];
    for (const o of boards) {
      posts.push({ kind: 'organization', organization_id: o.id, organization: org(o) }, { kind: 'board', organization_id: o.id, organization: org(o) });
      const own = workplaces.filter((w) => w.associationId === o.id).sort((a, b) => collator.compare(a.name, b.name));
      for (const w of own) {
        const workplace: ContentWorkplace = { id: w.id, name: w.name, association_id: w.associationId };
        posts.push({ kind: 'workplace', workplace_id: w.id, workplace, organization_id: o.id, organization: org(o) });
      }
    }
  }
  const courses: PostTarget[] = mayWriteCourses(viewer)
    ? [{ kind: 'everyone' }, ...associations.map((o): PostTarget => ({ kind: 'organization', organization_id: o.id, organization: org(o) }))]
    : [];
  return { posts, courses };
}
