import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { actorOf, allow, viewableCase } from '../cases/handling/caseRecord';
import { lockCase, unlockCase } from '../cases/handling/caseLock';
import { IdParams as idParams } from '../../src/api/shapes/common';
import { LockState as LockStateShape } from '../../src/api/shapes/cases';
import { mayReplyToCase } from '../../src/domain/caseAccess';
import type { LockState } from '../../src/api/caseHandlingTypes';

/**
 * POST Case/{id}/Lock and Case/{id}/Unlock (spec §4, §7; issue 5): the lock a reply takes first.
 * A lease of LOCK_LEASE_SECONDS, renewed by Lock from the holder; taken atomically
 * (server/cases/handling/caseLock.ts). Lock needs the right to reply; only the holder unlocks.
 */
export function caseHandlingLockRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.post('/Case/:id/Lock', { schema: { response: { 200: LockStateShape }, params: idParams } }, async (request): Promise<LockState> => {
      const actor = await actorOf(db, request);
      const record = await viewableCase(db, actor, request.params.id);
      allow(mayReplyToCase(actor, record), 'REPLY_NOT_ALLOWED');
      return lockCase(db, record, actor);
    });

    app.post('/Case/:id/Unlock', { schema: { response: { 200: LockStateShape }, params: idParams } }, async (request): Promise<LockState> => {
      const actor = await actorOf(db, request);
      const record = await viewableCase(db, actor, request.params.id);
      return unlockCase(db, record, actor);
    });
  };
}
