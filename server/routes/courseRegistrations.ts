import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { Type } from '@sinclair/typebox';
import { IdParams, NoContent, Uuid } from '../../src/api/shapes/common';
import * as C from '../../src/api/shapes/content';
import { loadViewer } from '../content/viewer';
import { pageOnlyCourseNotices } from '../content/courseNotices';
import { cancelOwn, myRegistrationList, participantList, removeRegistration, signUp } from '../content/courseRegistrationStore';
import { findCourse } from '../content/courseStore';
import { isRegistrationInput } from '../../src/domain/courseRegistration';
import { mayWriteCourses, type ContentViewer } from '../../src/domain/contentAccess';
import { formatSwedishDateTime, participantsCsv } from '../../src/domain/courseRegistrationCsv';
import type { CourseRegistrations, MyCourseRegistration, MyRegistrationItem } from '../../src/api/contentTypes';

/** Documented shape; the strict check (no coercion, no unknown keys) is isRegistrationInput before validation. */
export const registrationBody = C.RegistrationInput;
const courseParams = IdParams;
const participantParams = Type.Object({ id: Uuid, userId: Uuid });

/**
 * Issue 25, the content host's sign-up calls (README 'Content host'): a member signs up and
 * cancels; the secretariat lists, removes and exports the participants.
 */
export function courseRegistrationRoutes({ db, courseNotices }: AppDeps): FastifyPluginAsync {
  const notices = courseNotices ?? pageOnlyCourseNotices;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const viewerOf = async (userId: string) => {
      const viewer = await loadViewer(db, userId);
      if (!viewer) throw unauthorized();
      return viewer;
    };
    const secretariatOnly = async (request: FastifyRequest) => {
      const viewer = await viewerOf(request.userId);
      if (!mayWriteCourses(viewer)) throw forbidden('REGISTRATIONS_SECRETARIAT_ONLY');
      return viewer;
    };
    const participantsOf = async (viewer: ContentViewer, courseId: string): Promise<CourseRegistrations> => {
      const one = await findCourse(db, viewer, courseId);
      if (!one.found) throw notFound('COURSE_NOT_FOUND');
      return participantList(db, viewer.userId, courseId);
    };

    app.get('/courses/registrations/mine', { schema: { response: { 200: Type.Array(C.MyRegistrationItem) } } }, async (request): Promise<MyRegistrationItem[]> => myRegistrationList(db, await viewerOf(request.userId)));

    app.post('/courses/:id/registration', {
      schema: { params: courseParams, body: registrationBody, response: { 201: C.MyCourseRegistration } },
      preValidation: async (request) => {
        if (!isRegistrationInput(request.body)) throw badRequest('INVALID_REQUEST');
      },
    }, async (request, reply): Promise<MyCourseRegistration> => {
      const registration = await signUp(db, notices, await viewerOf(request.userId), request.params.id, request.body, new Date());
      reply.code(201);
      return registration;
    });

    app.delete('/courses/:id/registration', { schema: { params: courseParams, response: { 204: NoContent } } }, async (request, reply) => {
      await cancelOwn(db, notices, await viewerOf(request.userId), request.params.id, new Date());
      return reply.code(204).send();
    });

    app.get('/courses/:id/registrations', { schema: { params: courseParams, response: { 200: C.CourseRegistrations } } }, async (request): Promise<CourseRegistrations> =>
      participantsOf(await secretariatOnly(request), request.params.id));

    app.get('/courses/:id/registrations.csv', { schema: { params: courseParams } }, async (request, reply) => {
      const list = await participantsOf(await secretariatOnly(request), request.params.id);
      reply.header('content-disposition', `attachment; filename="deltagare-${request.params.id}.csv"`);
      return reply.type('text/csv; charset=utf-8').send(participantsCsv(list.participants, list.waiting, formatSwedishDateTime));
    });

    app.delete('/courses/:id/registrations/:userId', { schema: { params: participantParams, response: { 204: NoContent } } }, async (request, reply) => {
      await secretariatOnly(request);
      await removeRegistration(db, notices, request.params.id, request.params.userId, new Date());
      return reply.code(204).send();
    });
  };
}
