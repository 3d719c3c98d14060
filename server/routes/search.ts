import { Type } from '@sinclair/typebox';
import { SearchResult as SearchResultShape } from '../../src/api/shapes/members';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import type { Database } from '../db/database';
import { loadUser } from '../auth/loadUser';
import { badRequest, unauthorized } from '../http/errors';
import { casesByTitle, searchCaseList } from '../cases/search/caseSearch';
import { searchMembers } from '../members/memberQueries';
import { boardAssociationIds, caseRolesOf } from '../../src/domain/caseAccess';
import { contextOfScope, mayListMembers, memberPagePath, memberSearchRoute, memberSearchScope } from '../../src/domain/memberSearch';
import { casePagePath, MAX_SEARCH_TERM_LENGTH, SEARCH_GROUP_SIZE, searchTerm, type SearchGroup } from '../../src/domain/search';
import type { SearchCaseHit, SearchResult, User } from '../../src/api/types';
import { searchCourses, searchDocuments, searchPosts } from './searchContent';

/** What one group's search gets: the caller, the term, and how many hits to return. */
export interface SearchInput {
  db: Database;
  actor: User;
  term: string;
  limit: number;
}

type GroupSearch<G extends SearchGroup> = (input: SearchInput) => Promise<SearchResult[G]>;

/** Cases the caller may see in any of their roles whose title matches every word, then (issue 36) the full text search of their lists. */
async function searchCases({ db, actor, term, limit }: SearchInput): Promise<SearchCaseHit[]> {
  const hits = new Map<string, Omit<SearchCaseHit, 'created'> & { created: Date }>();
  for (const role of caseRolesOf(actor)) {
    const rows = await casesByTitle(db, actor, role, term, limit);
    for (const row of rows) {
      if (hits.has(row.id)) continue;
      const viaWorkplace = role === 'organization' && !boardAssociationIds(actor).includes(row.associationId ?? '');
      hits.set(row.id, {
        id: row.id, title: row.title, caseType: { type: row.caseType, title: row.caseTypeTitle }, status: row.status,
        ownerUser: { id: row.ownerId, name: row.ownerName }, href: casePagePath(role, row, viaWorkplace), created: row.createdAt,
      });
    }
  }
  const byTitle = [...hits.values()].sort((a, b) => b.created.getTime() - a.created.getTime()).slice(0, limit);
  // Issue 36: then the cases whose messages, owner or (for handlers) notes and tags hold the words, best first.
  const found = new Set(byTitle.map((hit) => hit.id));
  for (const role of caseRolesOf(actor)) {
    if (byTitle.length >= limit) break;
    const { hits: more } = await searchCaseList(db, { user: actor, context: { role }, term, sort: 'relevance', page: 1, pageSize: limit });
    for (const hit of more.filter((h) => !found.has(h.id)).slice(0, limit - byTitle.length)) {
      found.add(hit.id);
      const viaWorkplace = role === 'organization' && !boardAssociationIds(actor).includes(hit.associationId ?? '');
      byTitle.push({
        id: hit.id, title: hit.title, caseType: hit.caseType, status: hit.status, ownerUser: hit.ownerUser,
        href: casePagePath(role, hit, viaWorkplace), created: new Date(hit.created),
      });
    }
  }
  return byTitle.map(({ created, ...hit }) => ({ ...hit, created: created.toISOString() }));
}

/** Members in the caller's member search (none for those who do not search members). */
const searchMemberGroup: GroupSearch<'members'> = async ({ db, actor, term, limit }) => {
  const scope = memberSearchScope(actor);
  // The same rule as Association/{id}/Members/Get: no members while the GDPR information waits.
  if (!scope || !mayListMembers(actor, contextOfScope(scope))) return [];
  const { members } = await searchMembers(db, actor.id, contextOfScope(scope), { text: term, sort: { column: 'name', direction: 'asc' }, page: 1, size: limit });
  const route = memberSearchRoute(scope);
  return members.map((member) => ({ ...member, href: memberPagePath(route, member.id) }));
};

/** One search per group; a feature adds its group by replacing its entry. */
export const groupSearches: { [G in SearchGroup]: GroupSearch<G> } = {
  cases: searchCases,
  members: searchMemberGroup,
  posts: searchPosts,
  documents: searchDocuments,
  courses: searchCourses,
};

/** GET Search/{term}: every group searched at once, SEARCH_GROUP_SIZE hits each. */
export function searchRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/Search/:term', {
      schema: { params: Type.Object({ term: Type.String({ minLength: 1, maxLength: MAX_SEARCH_TERM_LENGTH * 3 }) }), response: { 200: SearchResultShape } },
    }, async (request) => {
      const term = searchTerm(request.params.term);
      if (!term) throw badRequest('SEARCH_TERM_REQUIRED');
      const actor = await loadUser(db, request.userId);
      if (!actor) throw unauthorized();
      const input: SearchInput = { db, actor, term, limit: SEARCH_GROUP_SIZE };
      // One database connection: the groups run one after the other.
      const result: SearchResult = { term, cases: [], members: [], posts: [], documents: [], courses: [] };
      result.cases = await groupSearches.cases(input);
      result.members = await groupSearches.members(input);
      result.posts = await groupSearches.posts(input);
      result.documents = await groupSearches.documents(input);
      result.courses = await groupSearches.courses(input);
      return result;
    });
  };
}
