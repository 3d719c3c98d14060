import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app';
import type { Database } from '../db/database';
import { actorOf } from '../cases/handling/caseRecord';
import { loadNotificationState, saveNotificationSettings } from './settingsStore';
import { NotificationSettingsBody, NotificationSettingsResponse as SettingsShape } from '../routes/shapes/notifications';
import { followableLists, isHandler, settingsWithin } from '../../src/domain/notifications';
import type { NotificationSettingsResponse } from '../../src/api/notificationTypes';
import type { User } from '../../src/api/types';

const settingsBody = NotificationSettingsBody;

async function answer(db: Database, user: User): Promise<NotificationSettingsResponse> {
  const [state, row] = await Promise.all([
    loadNotificationState(db, user.id),
    db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirst(),
  ]);
  return { settings: settingsWithin(user, state.settings), lists: followableLists(user), address: row?.email ?? null, bounce: state.bounce, isHandler: isHandler(user) };
}

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
      await saveNotificationSettings(db, user.id, settingsWithin(user, request.body));
      return answer(db, user);
    });
  };
}
