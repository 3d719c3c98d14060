import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import { actorOf } from '../cases/handling/caseRecord';
import { badRequest, forbidden, notFound } from '../http/errors';
import { IdParams, NoContent } from '../../src/api/shapes/common';
import { SavedRepliesResponse, SavedReply, SavedReplyCreateRequest, SavedReplyUpdateRequest } from '../../src/api/shapes/savedReplies';
import { savedReplyProblems } from '../../src/domain/savedReplies';
import { mayUseSavedReplies, savedReplyUnitOf, savedReplyUnits } from '../../src/domain/savedReplyUnits';
import type { SavedReply as SavedReplyDto, SavedRepliesResponse as SavedRepliesDto } from '../../src/api/savedReplyTypes';
import type { User } from '../../src/api/types';
import { deleteSavedReply, insertSavedReply, savedRepliesOfUnits, savedReplyById, updateSavedReply } from './savedRepliesStore';

/** 400 SAVED_REPLY_INVALID with the problem of each field (src/domain/savedReplies.ts, the form's own messages). */
function checked(input: { title: string; body: string }): { title: string; body: string } {
  const problems = savedReplyProblems(input);
  if (Object.keys(problems).length > 0) throw badRequest('SAVED_REPLY_INVALID', problems);
  return { title: input.title.trim(), body: input.body };
}

/**
 * Saved replies (issue 36): GET, POST /api/SavedReplies, PUT and DELETE /api/SavedReplies/{id}.
 * A reply of a unit the caller is not in is not found (404, as if it did not exist); one of their
 * unit that they may not keep is 403 SAVED_REPLY_NOT_ALLOWED. Members without a handling role have none (403).
 */
export function savedReplyRoutes({ db }: AppContext): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const handler = async (request: Parameters<typeof actorOf>[1]): Promise<User> => {
      const user = await actorOf(db, request);
      if (!mayUseSavedReplies(user)) throw forbidden('SAVED_REPLIES_HANDLERS_ONLY');
      return user;
    };
    const editable = async (user: User, id: string): Promise<SavedReplyDto> => {
      const reply = await savedReplyById(db, id);
      const unit = reply ? savedReplyUnitOf(user, reply.unit) : null;
      if (!reply || !unit) throw notFound('SAVED_REPLY_NOT_FOUND');
      if (!unit.mayEdit) throw forbidden('SAVED_REPLY_NOT_ALLOWED');
      return reply;
    };

    app.get('/SavedReplies', { schema: { response: { 200: SavedRepliesResponse } } }, async (request): Promise<SavedRepliesDto> => {
      const user = await handler(request);
      const units = savedReplyUnits(user);
      return { units, replies: await savedRepliesOfUnits(db, units.map((u) => u.key)) };
    });

    app.post('/SavedReplies', { schema: { body: SavedReplyCreateRequest, response: { 201: SavedReply } } }, async (request, reply) => {
      const user = await handler(request);
      const unit = savedReplyUnitOf(user, request.body.unit);
      if (!unit) throw badRequest('SAVED_REPLY_UNIT_UNKNOWN');
      if (!unit.mayEdit) throw forbidden('SAVED_REPLY_NOT_ALLOWED');
      const created = await insertSavedReply(db, { unit: unit.key, ...checked(request.body), userId: user.id });
      return reply.code(201).send(created);
    });

    app.put('/SavedReplies/:id', { schema: { params: IdParams, body: SavedReplyUpdateRequest, response: { 200: SavedReply } } }, async (request): Promise<SavedReplyDto> => {
      const user = await handler(request);
      await editable(user, request.params.id);
      const updated = await updateSavedReply(db, request.params.id, { ...checked(request.body), userId: user.id });
      if (!updated) throw notFound('SAVED_REPLY_NOT_FOUND');
      return updated;
    });

    app.delete('/SavedReplies/:id', { schema: { params: IdParams, response: { 204: NoContent } } }, async (request, reply) => {
      const user = await handler(request);
      await editable(user, request.params.id);
      if (!(await deleteSavedReply(db, request.params.id))) throw notFound('SAVED_REPLY_NOT_FOUND');
      return reply.code(204).send();
    });
  };
}
