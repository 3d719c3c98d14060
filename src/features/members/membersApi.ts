import type { Http, HttpResult } from '../../api/http';
import { queryString } from '../../api/queryString';
import type { Member, MemberSearchQuery, MemberSearchResponse, PortalConfig } from '../../api/types';
import type { MemberContext } from '../../domain/memberSearch';

export interface MembersApi {
  /** Members/Search (every member) or Association/{id}/Members/Get?context=… (an association, its board, a workplace). */
  search(context: MemberContext, query: MemberSearchQuery): Promise<HttpResult<MemberSearchResponse>>;
  /** Members/{id}/Get. */
  getMember(id: string): Promise<HttpResult<Member>>;
}

export function createMembersApi(http: Http, config: PortalConfig): MembersApi {
  const api = config.apiUrl;
  return {
    search: (context, query) => {
      const q = { ...query };
      switch (context.kind) {
        case 'all':
          return http.get<MemberSearchResponse>(`${api}/Members/Search${queryString(q)}`);
        case 'organisation':
        case 'board':
          return http.get<MemberSearchResponse>(`${api}/Association/${encodeURIComponent(context.organisationId)}/Members/Get${queryString({ context: context.kind === 'board' ? 'board' : 'association', ...q })}`);
        case 'workplace':
          return http.get<MemberSearchResponse>(`${api}/Association/${encodeURIComponent(context.organisationId)}/Members/Get${queryString({ context: context.workplaceId, ...q })}`);
      }
    },
    getMember: (id) => http.get<Member>(`${api}/Members/${encodeURIComponent(id)}/Get`),
  };
}
