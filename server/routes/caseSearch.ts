import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { loadUser } from '../auth/loadUser';
import { badRequest, unauthorized } from '../http/errors';
import { resolveCaseContext } from '../cases/access';
import { searchCaseList } from '../cases/search/caseSearch';
import * as S from '../../src/api/shapes/caseSearch';
import type { CaseSearchResult } from '../../src/api/types';
import { CASE_SEARCH_PAGE_SIZE, CASE_SEARCH_TOO_LONG, caseSearchTooLongText } from '../../src/domain/caseSearch';
import { caseSearchTerm, MAX_CASE_SEARCH_LENGTH } from '../../src/domain/caseSearchUrl';

/**
 * GET Case/Search (issue 36, 'Sök i ärenden'): a case list's search. The context is resolved by the
 * very call Case/GetAll uses (a role not held is a 403, an organisation or workplace the caller may
 * not open a 404), and the store searches only the cases of that list.
 */
export function caseSearchRoutes({ db }: AppContext): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/Case/Search', { schema: { querystring: S.CaseSearchQuery, response: { 200: S.CaseSearchResult } } }, async (request): Promise<CaseSearchResult> => {
      const { q, sort = 'relevance', page = 1, ...list } = request.query;
      const term = caseSearchTerm(q);
      if (term.length > MAX_CASE_SEARCH_LENGTH) throw badRequest(CASE_SEARCH_TOO_LONG, { message: caseSearchTooLongText });
      const user = await loadUser(db, request.userId);
      if (!user) throw unauthorized();
      const context = await resolveCaseContext(db, user, list);
      const pageSize = CASE_SEARCH_PAGE_SIZE;
      if (!term) return { term, sort, page, pageSize, total: 0, hits: [] };
      const { total, hits } = await searchCaseList(db, { user, context, term, sort, page, pageSize });
      return { term, sort, page, pageSize, total, hits: hits.map(({ associationId: _association, workplaceId: _workplace, ...hit }) => hit) };
    });
  };
}
