import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import type { Database } from '../db/database';
import { actorOf } from '../cases/handling/caseRecord';
import { Type } from '@sinclair/typebox';
import { changeProfileEmail, loadNotificationState, profileEmailOf, saveNotificationSettings } from './settingsStore';
import { clearBounce, deliveryProblems } from './deliveryProblems';
import { badRequest, forbidden, notFound } from '../http/errors';
import { NoContent, Uuid } from '../../src/api/shapes/common';
import {
  MailDeliveryProblems as ProblemsShape, NotificationSettingsBody, NotificationSettingsResponse as SettingsShape, ProfileEmailRequest, ProfileEmailResponse,
} from '../../src/api/shapes/notifications';
import { followableLists, isHandler, settingsWithin } from '../../src/domain/notifications';
import { mayReviewMailDelivery } from '../../src/domain/users';
import { mailAddressProblem, typedMailAddress } from '../../src/domain/mailAddress';
import type { MailDeliveryProblems, NotificationSettingsResponse, ProfileEmailResponse as ProfileEmailDto } from '../../src/api/notificationTypes';
import type { User } from '../../src/api/types';

const settingsBody = NotificationSettingsBody;

async function answer(db: Database, user: User): Promise<NotificationSettingsResponse> {
  const [state, address] = await Promise.all([loadNotificationState(db, user.id), profileEmailOf(db, user.id)]);
  return { settings: settingsWithin(user, state.settings), lists: followableLists(user), address, bounce: state.bounce, isHandler: isHandler(user) };
}

/** GET User/Notifications' answer for a user (issue 37: the register extract holds the same). */
export const notificationSettingsOf = answer;

/**
 * The caller's own notice settings (issue 24): GET and PUT /api/User/Notifications. Always the
 * token's user (no id in the path): nobody reads or changes another's. A list the caller does not
 * handle is dropped, not refused, so a list lost since the page loaded does not block a save.
 */
export function notificationSettingsRoutes({ db }: AppContext): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get('/User/Notifications', { schema: { response: { 200: SettingsShape } } }, async (request): Promise<NotificationSettingsResponse> => answer(db, await actorOf(db, request)));
    app.put('/User/Notifications', { schema: { body: settingsBody, response: { 200: SettingsShape } } }, async (request): Promise<NotificationSettingsResponse> => {
      const user = await actorOf(db, request);
      const { settings: saved } = await loadNotificationState(db, user.id);
      await saveNotificationSettings(db, user.id, settingsWithin(user, { ...request.body, kinds: { ...saved.kinds, ...request.body.kinds } }));
      return answer(db, user);
    });

    // Issue 33: the own address, one address checked by the rule the profile form uses; a new
    // address is not the one refused, so it gets mail (the refusal is forgotten with the old one).
    app.put('/User/Email', { schema: { body: ProfileEmailRequest, response: { 200: ProfileEmailResponse } } }, async (request): Promise<ProfileEmailDto> => {
      const user = await actorOf(db, request);
      const problem = mailAddressProblem(request.body.email);
      if (problem) throw badRequest(problem);
      const email = typedMailAddress(request.body.email);
      await changeProfileEmail(db, user.id, email);
      return { email };
    });

    // Issue 33: the secretariat's view of mail delivery, and clearing an address's refusal mark.
    const reviewer = async (request: Parameters<typeof actorOf>[1]) => {
      const user = await actorOf(db, request);
      if (!mayReviewMailDelivery(user)) throw forbidden('MAIL_DELIVERY_SECRETARIAT_ONLY');
      return user;
    };
    app.get('/Notifications/Delivery', { schema: { response: { 200: ProblemsShape } } }, async (request): Promise<MailDeliveryProblems> => {
      await reviewer(request);
      return deliveryProblems(db);
    });
    app.delete('/Notifications/Bounces/:userId', { schema: { params: Type.Object({ userId: Uuid }), response: { 204: NoContent } } }, async (request, reply) => {
      await reviewer(request);
      if (!(await clearBounce(db, request.params.userId))) throw notFound('BOUNCE_NOT_FOUND');
      return reply.code(204).send();
    });
  };
}
