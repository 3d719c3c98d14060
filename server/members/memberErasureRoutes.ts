import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { conflict, forbidden, notFound } from '../http/errors';
import { actorOf } from '../cases/handling/caseRecord';
import { memberPlacement } from './memberQueries';
import { eraseFormerMember, memberErasurePreview, MemberErasureRefused, memberStandingOf } from './memberErasure';
import { IdParams } from '../../src/api/shapes/common';
import { MemberErasurePreview, MemberErasureResult } from '../../src/api/shapes/memberErasure';
import { memberErasureRefusal, mayEraseFormerMember } from '../../src/domain/memberErasure';
import { memberReachRefusal } from '../../src/domain/memberSearch';
import type { User } from '../../src/api/types';

/**
 * Issue 37, erasure of a former member (server/members/memberErasure.ts):
 * - GET Members/{id}/Erasure: the member's standing and what an erasure would erase and keep (the
 *   confirmation's counts).
 * - POST Members/{id}/Erase: erases a member who has left; 409 MEMBER_HAS_NOT_LEFT or
 *   MEMBER_ALREADY_ERASED otherwise.
 * Both for the secretariat's management only (403 MEMBER_ERASURE_NOT_ALLOWED; a member the caller
 * does not reach is the member page's 404). Rule: src/domain/memberErasure.ts.
 */
export function memberErasureRoutes({ db }: AppContext): FastifyPluginAsync {
  const target = async (actor: User, id: string) => {
    const placement = await memberPlacement(db, id);
    if (!placement || memberReachRefusal(actor, placement) !== null) throw notFound('MEMBER_NOT_FOUND');
    if (!mayEraseFormerMember(actor) || actor.id === id) throw forbidden('MEMBER_ERASURE_NOT_ALLOWED');
  };

  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/Members/:id/Erasure', { schema: { params: IdParams, response: { 200: MemberErasurePreview } } }, async (request) => {
      const actor = await actorOf(db, request);
      await target(actor, request.params.id);
      const preview = await memberErasurePreview(db, request.params.id);
      if (!preview) throw notFound('MEMBER_NOT_FOUND');
      return preview;
    });

    app.post('/Members/:id/Erase', { schema: { params: IdParams, response: { 200: MemberErasureResult } } }, async (request) => {
      const actor = await actorOf(db, request);
      const { id } = request.params;
      await target(actor, id);
      const standing = await memberStandingOf(db, id);
      const refusal = standing === null ? 'MEMBER_NOT_FOUND' : memberErasureRefusal(actor, { id, standing });
      if (refusal === 'MEMBER_NOT_FOUND') throw notFound(refusal);
      if (refusal) throw conflict(refusal);
      try {
        return await eraseFormerMember(db, id, actor.id, { log: (line) => request.log.info(line) });
      } catch (error) {
        if (error instanceof MemberErasureRefused) throw conflict(error.standing === 'erased' ? 'MEMBER_ALREADY_ERASED' : 'MEMBER_HAS_NOT_LEFT');
        throw error;
      }
    });
  };
}
