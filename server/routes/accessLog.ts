import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { forbidden, notFound } from '../http/errors';
import { actorOf } from '../cases/handling/caseRecord';
import { memberPlacement } from '../members/memberQueries';
import { readAccessLog } from '../accessLog/accessLogStore';
import { IdParams } from '../../src/api/shapes/common';
import { AccessLogPage, AccessLogQuery } from '../../src/api/shapes/accessLog';
import { ACCESS_LOG_PAGE_SIZE, accessLogReadRefusal, accessLogShowsNames } from '../../src/domain/accessLog';
import { memberReachRefusal } from '../../src/domain/memberSearch';
import type { AccessLogPage as AccessLogPageDto, AccessLogQuery as AccessLogQueryDto, User } from '../../src/api/types';

/**
 * Issue 37, "Vem har sett mina uppgifter": reading the access log (writing it: server/accessLog/
 * accessLogging.ts, where each read is authorised). No call changes or deletes an entry.
 * - GET User/AccessLog: one's own log; the viewer as role and unit, never by name.
 * - GET Members/{id}/AccessLog: a member with protected identity, for the secretariat's management
 *   (canManageSecretariat), with names. A member the caller does not reach is the 404 of the member
 *   page; one they reach without the right (another member, a handler, the economists) 403
 *   ACCESS_LOG_NOT_ALLOWED. Rule: src/domain/accessLog.ts accessLogReadRefusal.
 */
export function accessLogRoutes({ db }: AppContext): FastifyPluginAsync {
  const page = async (viewer: User, subjectId: string, query: AccessLogQueryDto): Promise<AccessLogPageDto> => {
    const paging = { page: query.page ?? 1, size: query.size ?? ACCESS_LOG_PAGE_SIZE };
    const own = !accessLogShowsNames(viewer, subjectId);
    const { entries, total } = await readAccessLog(db, subjectId, paging, { withNames: !own, withCaseTitles: own });
    return { entries, total, ...paging };
  };

  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/User/AccessLog', { schema: { querystring: AccessLogQuery, response: { 200: AccessLogPage } } }, async (request) => {
      const actor = await actorOf(db, request);
      return page(actor, actor.id, request.query);
    });

    app.get('/Members/:id/AccessLog', { schema: { params: IdParams, querystring: AccessLogQuery, response: { 200: AccessLogPage } } }, async (request) => {
      const actor = await actorOf(db, request);
      const placement = await memberPlacement(db, request.params.id);
      if (!placement || memberReachRefusal(actor, placement) !== null) throw notFound('MEMBER_NOT_FOUND');
      const refusal = accessLogReadRefusal(actor, placement);
      if (refusal) throw forbidden(refusal);
      return page(actor, placement.id, request.query);
    });
  };
}
