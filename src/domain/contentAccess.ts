import type { ContentOrganization, ContentTargets, ContentWorkplace, PostTarget, PostTargetRef } from '../api/contentTypes';
import type { User } from '../api/types';
import { boardAssociations } from './associationRoles';

/**
 * Who sees and who writes posts and courses (spec §5 visibility, §6 'create posts: secretariat or
 * board members', 'create courses: secretariat only'). The server decides with these functions;
 * the SPA only uses the answers' `can_edit`.
 */

/** What the rules need to know about the caller. */
export interface ContentViewer {
  userId: string;
  /** Every organisation the caller belongs to, in any role (the work association, the secretariat, Vasabyrån included). */
  organisationIds: readonly string[];
  /** Organisations whose board the caller sits on (role Styrelsemedlem); the secretariat's board gives canManageSecretariat. */
  boardOrganisationIds: readonly string[];
  /** The caller's workplace, and those they represent. */
  workplaceIds: readonly string[];
  isSecretariat: boolean;
}

/** Where a post is published. */
export interface PostAudience {
  organisationIds: readonly string[];
  workplaceIds: readonly string[];
  isBoardPost: boolean;
  authorUserId: string | null;
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((id) => b.includes(id));

/**
 * Spec §5: no organisations means everyone; otherwise the caller belongs to one of them; a workplace
 * post only for members of one of its workplaces; a board post only for the board members of its
 * organisation. The author always sees their own post (a board member may write to a workplace
 * they do not work at, and must be able to edit it afterwards).
 */
export function mayReadPost(viewer: ContentViewer, post: PostAudience): boolean {
  if (post.authorUserId !== null && post.authorUserId === viewer.userId) return true;
  if (post.isBoardPost) return overlaps(post.organisationIds, viewer.boardOrganisationIds);
  if (post.workplaceIds.length > 0) return overlaps(post.workplaceIds, viewer.workplaceIds);
  if (post.organisationIds.length === 0) return true;
  return overlaps(post.organisationIds, viewer.organisationIds);
}

/**
 * Spec §5 for courses; the secretariat, who alone writes courses, sees every course (it manages
 * courses for associations it does not belong to).
 */
export function mayReadCourse(viewer: ContentViewer, course: { organisationIds: readonly string[] }): boolean {
  if (viewer.isSecretariat) return true;
  if (course.organisationIds.length === 0) return true;
  return overlaps(course.organisationIds, viewer.organisationIds);
}

/** A workplace with the association it belongs to. */
export interface WorkplaceRef {
  id: string;
  associationId: string;
}

/**
 * Issue 9: the secretariat writes posts to any target, the intranet included; a board member to
 * their association, its board and its workplaces. A post published anywhere else is not theirs
 * to write, edit or delete.
 */
export function mayWritePostTo(viewer: ContentViewer, audience: Omit<PostAudience, 'authorUserId'>, workplaces: readonly WorkplaceRef[]): boolean {
  if (viewer.isSecretariat) return true;
  if (audience.organisationIds.length === 0) return false;
  const boards = viewer.boardOrganisationIds;
  if (!audience.organisationIds.every((id) => boards.includes(id))) return false;
  return audience.workplaceIds.every((id) => {
    const place = workplaces.find((w) => w.id === id);
    return place !== undefined && boards.includes(place.associationId);
  });
}

/** Spec §6: create courses: secretariat only (and so edit and delete them). */
export function mayWriteCourses(viewer: ContentViewer): boolean {
  return viewer.isSecretariat;
}

/** Whether the caller may publish posts at all (the 'Skapa nyhet' button). */
export function mayWritePosts(viewer: ContentViewer): boolean {
  return viewer.isSecretariat || viewer.boardOrganisationIds.length > 0;
}

/** The audience a target stands for; null when the target names something unknown. */
export function audienceOfTarget(target: PostTargetRef, workplaces: readonly WorkplaceRef[]): Omit<PostAudience, 'authorUserId'> | null {
  switch (target.kind) {
    case 'everyone':
      return { organisationIds: [], workplaceIds: [], isBoardPost: false };
    case 'organization':
    case 'board':
      if (!target.organization_id) return null;
      return { organisationIds: [target.organization_id], workplaceIds: [], isBoardPost: target.kind === 'board' };
    case 'workplace': {
      const place = workplaces.find((w) => w.id === target.workplace_id);
      if (!place) return null;
      return { organisationIds: [place.associationId], workplaceIds: [place.id], isBoardPost: false };
    }
    default:
      return null;
  }
}

/** A course goes to everyone or to one organisation. */
export function courseOrganisationsOfTarget(target: PostTargetRef): string[] | null {
  if (target.kind === 'everyone') return [];
  if (target.kind === 'organization' && target.organization_id) return [target.organization_id];
  return null;
}

/** The same rules from the signed-in User of the SPA: who gets 'Skapa nyhet' and 'Skapa kurs'. */
export function userMayWritePosts(user: User): boolean {
  return user.isKanslist || boardAssociations(user).length > 0;
}

export function userMayWriteCourses(user: { isKanslist: boolean }): boolean {
  return user.isKanslist;
}

/** The places targets are made of: every organisation, and the workplaces of the caller's boards (or more). */
export interface TargetPlaces {
  organisations: readonly ContentOrganization[];
  workplaces: readonly ContentWorkplace[];
}

/**
 * Issue 22: where the caller may publish, as GET content/targets offers it, and the only targets a
 * write accepts (isOfferedTarget). Posts: the secretariat everyone, the intranet (Kansliet) and
 * its board, every association and its board; a board member their association, its board and its
 * workplaces. Courses: the secretariat, to everyone or one association. Organisations come in the
 * order given, workplaces after their association.
 */
export function offeredContentTargets(viewer: ContentViewer, places: TargetPlaces): ContentTargets {
  const associations = places.organisations.filter((o) => o.kind === 'psychology' || o.kind === 'national');
  const both = (o: ContentOrganization): PostTarget[] => [
    { kind: 'organization', organization_id: o.id, organization: o },
    { kind: 'board', organization_id: o.id, organization: o },
  ];
  const posts: PostTarget[] = [];
  if (viewer.isSecretariat) {
    posts.push({ kind: 'everyone' });
    for (const o of places.organisations.filter((x) => x.kind === 'secretariat')) posts.push(...both(o));
    for (const o of associations) posts.push(...both(o));
  } else {
    for (const o of associations.filter((a) => viewer.boardOrganisationIds.includes(a.id))) {
      posts.push(...both(o));
      for (const workplace of places.workplaces.filter((w) => w.association_id === o.id)) {
        posts.push({ kind: 'workplace', workplace_id: workplace.id, workplace, organization_id: o.id, organization: o });
      }
    }
  }
  const courses: PostTarget[] = mayWriteCourses(viewer)
    ? [{ kind: 'everyone' }, ...associations.map((o): PostTarget => ({ kind: 'organization', organization_id: o.id, organization: o }))]
    : [];
  return { posts, courses };
}

/** The target is one of those offered: the same kind and the same place (a workplace by its id). */
export function isOfferedTarget(offered: readonly PostTargetRef[], target: PostTargetRef): boolean {
  return offered.some((t) => {
    if (t.kind !== target.kind) return false;
    if (t.kind === 'everyone') return true;
    if (t.kind === 'workplace') return t.workplace_id === target.workplace_id;
    return t.organization_id === target.organization_id;
  });
}
