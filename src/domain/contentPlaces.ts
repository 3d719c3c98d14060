import type { Course, Post, PostTarget, PostTargetRef } from '../api/contentTypes';

/**
 * Which posts and courses each list of spec §2 shows ('each list shows only what belongs to its
 * place', issue 9). The server has already left out what the user may not see.
 */
export type ContentPlace =
  | { kind: 'own' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'board'; organisationId: string }
  | { kind: 'workplace'; organisationId: string; workplaceId: string }
  | { kind: 'secretariat' }
  | { kind: 'secretariatBoard' };

const isSecretariatPost = (post: Post) => post.organizations.some((o) => o.kind === 'secretariat');

export function postBelongsTo(post: Post, place: ContentPlace): boolean {
  switch (place.kind) {
    case 'own':
      return !isSecretariatPost(post);
    case 'organisation':
      return !post.is_board_post && post.workplaces.length === 0 && post.organizations.some((o) => o.id === place.organisationId);
    case 'board':
      return post.is_board_post && post.organizations.some((o) => o.id === place.organisationId);
    case 'workplace':
      return post.workplaces.some((w) => w.id === place.workplaceId);
    case 'secretariat':
      return isSecretariatPost(post) && !post.is_board_post;
    case 'secretariatBoard':
      return isSecretariatPost(post) && post.is_board_post;
  }
}

/** /kurser and /kansliet/kurser: every course the user sees; an organisation's: its own. */
export function courseBelongsTo(course: Course, place: ContentPlace): boolean {
  if (place.kind === 'organisation') return course.organizations.some((o) => o.id === place.organisationId);
  return true;
}

/** The Intranätet badge (spec §2): the secretariat's unread posts. */
export function intranetUnreadCount(posts: readonly Post[]): number {
  return posts.reduce((count, post) => count + (!post.is_read && isSecretariatPost(post) ? 1 : 0), 0);
}

/** The news list path of a place. */
export function newsPath(place: ContentPlace): string {
  switch (place.kind) {
    case 'own': return '/aktuellt';
    case 'organisation': return `/organisation/${place.organisationId}/aktuellt`;
    case 'board': return `/organisation/${place.organisationId}/styrelsen/aktuellt`;
    case 'workplace': return `/organisation/${place.organisationId}/arbetsplats/${place.workplaceId}/aktuellt`;
    case 'secretariat': return '/kansliet/aktuellt';
    case 'secretariatBoard': return '/kansliet/styrelsen/aktuellt';
  }
}

export function coursesPath(place: ContentPlace): string {
  switch (place.kind) {
    case 'organisation': return `/organisation/${place.organisationId}/kurser`;
    case 'secretariat': return '/kansliet/kurser';
    default: return '/kurser';
  }
}

/** A target as one string, for a select's value. */
export function targetKey(target: PostTargetRef): string {
  return [target.kind, target.organization_id ?? '', target.workplace_id ?? ''].join(':');
}

export function targetFromKey(key: string): PostTargetRef | null {
  const [kind, organization_id, workplace_id] = key.split(':');
  if (kind !== 'everyone' && kind !== 'organization' && kind !== 'board' && kind !== 'workplace') return null;
  return {
    kind,
    ...(organization_id ? { organization_id } : {}),
    ...(workplace_id ? { workplace_id } : {}),
  };
}

/** The target a list's 'Skapa nyhet' starts with: the list's own place, when the user may write there. */
export function defaultTargetFor(place: ContentPlace, targets: readonly PostTarget[]): string {
  const wanted = targets.find((t) => {
    switch (place.kind) {
      case 'organisation': return t.kind === 'organization' && t.organization_id === place.organisationId;
      case 'board': return t.kind === 'board' && t.organization_id === place.organisationId;
      case 'workplace': return t.kind === 'workplace' && t.workplace_id === place.workplaceId;
      case 'secretariat': return t.kind === 'organization' && t.organization?.kind === 'secretariat';
      case 'secretariatBoard': return t.kind === 'board' && t.organization?.kind === 'secretariat';
      case 'own': return false;
    }
  });
  return wanted ? targetKey(wanted) : '';
}

/** Which place a news or course route stands for (route ids of src/app/routeTable.ts). */
export function placeOfRoute(routeId: string, params: { organizationId?: string | null; workplaceId?: string | null }): ContentPlace | null {
  const org = params.organizationId ?? null;
  if (routeId.startsWith('secretariatBoard')) return { kind: 'secretariatBoard' };
  if (routeId.startsWith('secretariat')) return { kind: 'secretariat' };
  if (routeId.startsWith('board')) return org ? { kind: 'board', organisationId: org } : null;
  if (routeId.startsWith('workplace')) return org && params.workplaceId ? { kind: 'workplace', organisationId: org, workplaceId: params.workplaceId } : null;
  if (routeId.startsWith('organisation')) return org ? { kind: 'organisation', organisationId: org } : null;
  return { kind: 'own' };
}

/** A text search over what a list row shows, case-insensitive (å, ä and ö included). */
export function matchesText(query: string, ...fields: (string | null | undefined)[]): boolean {
  const words = query.toLocaleLowerCase('sv').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.filter(Boolean).join(' ').toLocaleLowerCase('sv');
  return words.every((word) => haystack.includes(word));
}
