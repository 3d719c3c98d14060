import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { loadUser } from '../auth/loadUser';
import { badRequest, notFound, unauthorized } from '../http/errors';
import { idParams } from './schemas';
import { mayReadUser, needsGdprConsent } from '../../src/domain/users';
import type { GdprConsentResult, GdprStatus, User } from '../../src/api/types';

export const GDPR_ACCEPTED_MESSAGE = 'Tack! Ditt godkännande är sparat.';
export const GDPR_WITHDRAWN_MESSAGE = 'Ditt godkännande är återkallat.';

export function userRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const me = async (userId: string): Promise<User> => {
      const user = await loadUser(db, userId);
      if (!user) throw unauthorized();
      return user;
    };

    app.get('/User/Me', async (request) => me(request.userId));

    app.get<{ Params: { id: string } }>('/User/:id/Get', { schema: { params: idParams } }, async (request) => {
      const actor = await me(request.userId);
      const target = await loadUser(db, request.params.id);
      if (!target || !mayReadUser(actor, target)) throw notFound('USER_NOT_FOUND');
      return target;
    });

    app.get('/User/Gdpr', async (request): Promise<GdprStatus> => {
      const actor = await me(request.userId);
      if (!needsGdprConsent(actor)) return { hasApprovedGdprPolicies: true };
      const row = await db.selectFrom('users').select('gdprConsentAt').where('id', '=', actor.id).executeTakeFirstOrThrow();
      return { hasApprovedGdprPolicies: row.gdprConsentAt !== null };
    });

    app.post<{ Params: { answer: string } }>('/User/Gdpr/Consent/:answer', async (request): Promise<GdprConsentResult> => {
      const { answer } = request.params;
      if (answer !== 'true' && answer !== 'false') throw badRequest('INVALID_GDPR_ANSWER', { answer });
      const actor = await me(request.userId);
      await db.updateTable('users')
        .set({ gdprConsentAt: answer === 'true' ? new Date() : null })
        .where('id', '=', actor.id)
        .execute();
      return { message: answer === 'true' ? GDPR_ACCEPTED_MESSAGE : GDPR_WITHDRAWN_MESSAGE };
    });
  };
}
