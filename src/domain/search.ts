import type { User } from '../api/types';
import { memberSearchScope } from './memberSearch';
import type { Role } from './roles';
import { caseRoleSegment } from './roles';

/**
 * The portal's search (Search/{term}, issue 11): what the caller may see that matches, in groups,
 * a few of each. Each group's visibility rule is its feature's (cases: caseAccess.ts, members:
 * memberSearch.ts; posts, documents and courses: their own rules in src/domain).
 */
export const searchGroups = ['cases', 'members', 'posts', 'documents', 'courses'] as const;
export type SearchGroup = (typeof searchGroups)[number];

/** The groups a caller's search looks in: members only for those who search members. */
export const searchedGroups = (user: User): SearchGroup[] =>
  searchGroups.filter((group) => group !== 'members' || memberSearchScope(user) !== null);

/** Hits per group. */
export const SEARCH_GROUP_SIZE = 5;
export const MAX_SEARCH_TERM_LENGTH = 100;

/** The term to search for, or null: no call for an empty term (spec §7). */
export function searchTerm(raw: string): string | null {
  const term = raw.trim().replace(/\s+/g, ' ');
  return term.length === 0 ? null : term.slice(0, MAX_SEARCH_TERM_LENGTH);
}

/** A case's page in the role the caller sees it in (spec §2 case routes). */
export function casePagePath(role: Role, c: { id: string; associationId: string | null; workplaceId: string | null }, viaWorkplace = false): string {
  const segment = caseRoleSegment[role];
  if (role !== 'organization' || !c.associationId) return `/arenden/${segment}/arende/${c.id}`;
  if (viaWorkplace && c.workplaceId) return `/arenden/${segment}/${c.associationId}/arbetsplats/${c.workplaceId}/arende/${c.id}`;
  return `/arenden/${segment}/${c.associationId}/arende/${c.id}`;
}
