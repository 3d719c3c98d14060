import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppDeps } from '../app';
import { loadUser } from '../auth/loadUser';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createLoginThrottle, databaseFailureLog } from '../auth/loginThrottle';
import { demoAccounts } from '../db/seed/demoAccounts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../http/errors';
import { IdParams } from '../../src/api/shapes/common';
import { logMemberRead } from '../accessLog/accessLogging';
import { memberPlacement } from '../members/memberQueries';
import { contactDetails, gdprConsentAt, passwordHashOf, setGdprConsent, setPasswordHash } from '../users/userStore';
import { ChangePasswordResponse, GdprConsentResult, GdprStatus, User as UserShape, UserDetails } from '../../src/api/shapes/user';
import { needsGdprConsent, userReadRefusal } from '../../src/domain/users';
import { MAX_PASSWORD_LENGTH, passwordProblem } from '../../src/domain/password';
import { redactPerson } from '../../src/domain/protectedIdentity';
import { deviationData } from '../../src/domain/deviations';
import type { User } from '../../src/api/types';

export const GDPR_ACCEPTED_MESSAGE = 'Tack! Ditt godkännande är sparat.';
export const GDPR_WITHDRAWN_MESSAGE = 'Ditt godkännande är återkallat.';

export function userRoutes({ db, config }: AppDeps): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const me = async (userId: string): Promise<User> => {
      const user = await loadUser(db, userId);
      if (!user) throw unauthorized();
      return user;
    };

    app.get('/User/Me', { schema: { response: { 200: UserShape } } }, async (request) => me(request.userId));

    // With the contact details of spec §3 (the profile shows them); a protected identity is redacted for others.
    app.get('/User/:id/Get', { schema: { params: IdParams, response: { 200: UserDetails } } }, async (request) => {
      const actor = await me(request.userId);
      const target = await loadUser(db, request.params.id);
      if (!target) throw notFound('USER_NOT_FOUND');
      const refusal = userReadRefusal(actor, target);
      if (refusal) throw refusal === 'GDPR_CONSENT_REQUIRED' ? forbidden(refusal) : notFound(refusal);
      const contact = await contactDetails(db, target.id);
      // Issue 37: another's contact details are a read of their record (the profile's own read is not logged).
      if (target.id !== actor.id) await logMemberRead(db, actor, (await memberPlacement(db, target.id))!);
      return redactPerson(actor.id, { ...target, ...contact });
    });

    // The built-in sign-in's password (issue 11). The current password is asked for too, so that a
    // stolen session cannot take the account over; wrong guesses are throttled as on the login page.
    const guesses = createLoginThrottle(databaseFailureLog(db, 'password'));
    const changePasswordBody = Type.Object({
      password: Type.String({ maxLength: MAX_PASSWORD_LENGTH * 4 }),
      // currentPassword is checked by the handler, so that its absence gets its own Swedish reason.
      currentPassword: Type.Optional(Type.String({ maxLength: 1024 })),
    }, { additionalProperties: false });
    app.post('/User/ChangePassword', { schema: { body: changePasswordBody, response: { 200: ChangePasswordResponse } } }, async (request) => {
      const actor = await me(request.userId);
      const { password, currentPassword } = request.body;
      if (!currentPassword) throw badRequest('CURRENT_PASSWORD_REQUIRED', deviationData('CURRENT_PASSWORD_REQUIRED'));
      if (!(await guesses.check(actor.id, request.ip)).allowed) throw new HttpError(429, 'TOO_MANY_ATTEMPTS');
      const storedHash = await passwordHashOf(db, actor.id);
      if (!storedHash) throw badRequest('NO_PASSWORD');
      if (!(await verifyPassword(currentPassword, storedHash))) {
        await guesses.failed(actor.id, request.ip);
        throw badRequest('WRONG_CURRENT_PASSWORD');
      }
      await guesses.succeeded(actor.id, request.ip);
      // With the demo seed the login page publishes the demo password: a demo account may go back to it.
      const backToDemo = config.seed === 'demo' && password === config.demoPassword && password !== currentPassword && isDemoAccount(actor.username);
      const problem = backToDemo ? null : passwordProblem(password, currentPassword);
      if (problem) throw badRequest(problem);
      const passwordHash = await hashPassword(password, randomBytes(16));
      await setPasswordHash(db, actor.id, passwordHash);
      return { changed: true as const };
    });

    app.get('/User/Gdpr', { schema: { response: { 200: GdprStatus } } }, async (request) => {
      const actor = await me(request.userId);
      if (!needsGdprConsent(actor)) return { hasApprovedGdprPolicies: true };
      return { hasApprovedGdprPolicies: (await gdprConsentAt(db, actor.id)) !== null };
    });

    app.post('/User/Gdpr/Consent/:answer', { schema: { params: Type.Object({ answer: Type.String() }), response: { 200: GdprConsentResult } } }, async (request) => {
      const { answer } = request.params;
      if (answer !== 'true' && answer !== 'false') throw badRequest('INVALID_GDPR_ANSWER', { answer });
      const actor = await me(request.userId);
      await setGdprConsent(db, actor.id, answer === 'true' ? new Date() : null);
      return { message: answer === 'true' ? GDPR_ACCEPTED_MESSAGE : GDPR_WITHDRAWN_MESSAGE };
    });
  };
}

const isDemoAccount = (username: string) => Object.prototype.hasOwnProperty.call(demoAccounts, username);
