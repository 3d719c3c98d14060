import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { loadUser } from '../auth/loadUser';
import { forbidden, notFound, unauthorized, type HttpError } from '../http/errors';
import { loadMember, memberPlacement, searchMembers, secretariatStaff, type MemberPageRequest } from '../members/memberQueries';
import { findOrganisation, workplaceIn } from '../members/associationStore';
import { IdParams } from '../../src/api/shapes/common';
import { logMemberRead } from '../accessLog/accessLogging';
import { EmployeesResponse, Member, MemberContextQuery, MemberSearchQuery, MemberSearchResponse } from '../../src/api/shapes/members';
import {
  DEFAULT_MEMBER_SORT, MEMBER_PAGE_SIZE, memberListRefusal, memberReachRefusal,
  searchesAllMembers, type MemberContext, type MemberDataRefusal,
} from '../../src/domain/memberSearch';
import { redactPeople } from '../../src/domain/protectedIdentity';
import { swedishCompare } from '../../src/domain/sorting';
import type { MemberSearchQuery as MemberSearchQueryDto, User } from '../../src/api/types';


/** The answer to a refusal of src/domain/memberSearch.ts: 403 for consent and for a list, 404 for one member. */
function refused(refusal: MemberDataRefusal): HttpError {
  return refusal === 'MEMBER_NOT_FOUND' ? notFound(refusal) : forbidden(refusal);
}

function pageRequest(query: MemberSearchQueryDto): MemberPageRequest {
  return {
    text: query.text ?? '',
    sort: { column: query.sort ?? DEFAULT_MEMBER_SORT.column, direction: query.direction ?? (query.sort ? 'asc' : DEFAULT_MEMBER_SORT.direction) },
    page: query.page ?? 1,
    size: query.size ?? MEMBER_PAGE_SIZE,
  };
}

/**
 * Members (issue 11, spec §6, §7): the member search with paging on the server, one member, an
 * association's members (Association/{id}/Members/Get?context=association|board|{workplaceId}),
 * and the secretariat's staff (Users/Employees). Who may: src/domain/memberSearch.ts; a
 * protected identity is redacted in every answer (src/domain/protectedIdentity.ts).
 */
export function memberRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const me = async (request: FastifyRequest): Promise<User> => {
      const user = await loadUser(db, request.userId);
      if (!user) throw unauthorized();
      return user;
    };

    app.get('/Members/Search', { schema: { querystring: MemberSearchQuery, response: { 200: MemberSearchResponse } } }, async (request) => {
      const actor = await me(request);
      const context: MemberContext = { kind: 'all' };
      const refusal = memberListRefusal(actor, context);
      if (refusal) throw refused(refusal);
      return searchMembers(db, actor.id, context, pageRequest(request.query));
    });

    app.get('/Members/:id/Get', { schema: { params: IdParams, response: { 200: Member } } }, async (request) => {
      const actor = await me(request);
      const placement = await memberPlacement(db, request.params.id);
      if (!placement || (!placement.isMember && placement.id !== actor.id)) throw notFound('MEMBER_NOT_FOUND');
      const refusal = memberReachRefusal(actor, placement);
      if (refusal) throw refused(refusal);
      const member = await loadMember(db, actor.id, placement.id);
      if (!member) throw notFound('MEMBER_NOT_FOUND');
      // Issue 37: the member page (a search hit opened) reads the member's record: logged for them.
      await logMemberRead(db, actor, placement);
      return member;
    });

    app.get(
      '/Association/:id/Members/Get',
      { schema: { params: IdParams, querystring: MemberContextQuery, response: { 200: MemberSearchResponse } } },
      async (request) => {
        const actor = await me(request);
        const organisationId = request.params.id;
        const organisation = await findOrganisation(db, organisationId);
        if (!organisation || (organisation.kind !== 'psychology' && organisation.kind !== 'national')) throw notFound('ASSOCIATION_NOT_FOUND');
        const raw = request.query.context ?? 'association';
        let context: MemberContext;
        if (raw === 'association') context = { kind: 'organisation', organisationId };
        else if (raw === 'board') context = { kind: 'board', organisationId };
        else {
          const workplace = await workplaceIn(db, raw, organisationId);
          if (!workplace) throw notFound('WORKPLACE_NOT_FOUND');
          context = { kind: 'workplace', organisationId, workplaceId: workplace.id };
        }
        const refusal = memberListRefusal(actor, context);
        if (refusal) throw refused(refusal);
        return searchMembers(db, actor.id, context, pageRequest(request.query));
      },
    );

    app.get('/Users/Employees', { schema: { response: { 200: EmployeesResponse } } }, async (request) => {
      const actor = await me(request);
      if (!searchesAllMembers(actor)) throw forbidden('EMPLOYEES_NOT_ALLOWED');
      const rows = await secretariatStaff(db);
      const employees = redactPeople(actor.id, rows)
        .map(({ id, firstname, lastname }) => ({ id, firstname, lastname, name: `${firstname} ${lastname}` }))
        .sort((a, b) => swedishCompare(a.name, b.name) || (a.id < b.id ? -1 : 1));
      return { employees };
    });
  };
}
