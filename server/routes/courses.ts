import { createHash, randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import type { Database } from '../db/database';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { IdParams as idParams, NoContent } from '../../src/api/shapes/common';
import * as C from '../../src/api/shapes/content';
import { loadViewer } from '../content/viewer';
import { courseExists, courseTargetOrganisations, createCourse, deleteCourse, findCourse, listCourses, updateCourse } from '../content/courseStore';
import { pageOnlyCourseNotices } from '../content/courseNotices';
import { courseRegistrationRoutes } from './courseRegistrations';
import { areSeatsAndQuestionsWellFormed, normalQuestions, validateSeatsAndQuestions } from '../../src/domain/courseRegistration';
import { contentTargets } from '../content/targets';
import { validateCourseFields } from '../../src/domain/contentValidation';
import { courseOrganisationsOfTarget, isOfferedTarget, mayWriteCourses, type ContentViewer } from '../../src/domain/contentAccess';
import type { ContentTargets, Course, CourseInput } from '../../src/api/contentTypes';

/**
 * Courses on the content host (spec §7 'GET courses; GET courses/{id}'), with an ETag like
 * Case/GetAll, and the secretariat's writing calls of issue 9: POST courses/create, PUT
 * courses/{id}, DELETE courses/{id}. GET targets tells where the caller may publish.
 */
export function courseRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  const notices = deps.courseNotices ?? pageOnlyCourseNotices;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    await app.register(courseRegistrationRoutes(deps));
    const viewerOf = async (userId: string) => {
      const viewer = await loadViewer(db, userId);
      if (!viewer) throw unauthorized();
      return viewer;
    };

    app.get('/courses', async (request, reply) => {
      const body = JSON.stringify(await listCourses(db, await viewerOf(request.userId)));
      // Weak: the same list whatever the transfer encoding. It depends on the content only, so every process agrees.
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      if (etagListed(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    });

    app.get('/courses/:id', { schema: { params: idParams, response: { 200: C.Course } } }, async (request): Promise<Course> => {
      const one = await findCourse(db, await viewerOf(request.userId), request.params.id);
      if (!one.found) throw notFound('COURSE_NOT_FOUND');
      if (!one.visible) throw forbidden('COURSE_FORBIDDEN');
      return one.course;
    });

    app.get('/targets', { schema: { response: { 200: C.ContentTargets } } }, async (request): Promise<ContentTargets> => contentTargets(db, await viewerOf(request.userId)));

    app.post('/courses/create', { schema: { body: C.CourseInput, response: { 201: C.Course } }, preValidation: strictSeatsAndQuestions }, async (request, reply): Promise<Course> => {
      const viewer = await viewerOf(request.userId);
      requireCourseWriter(viewer);
      const organisationIds = await checkCourse(db, viewer, request.body);
      const id = randomUUID();
      await createCourse(db, id, { ...courseColumns(request.body), ...seatsAndQuestions(request.body) }, organisationIds);
      reply.code(201);
      return visibleCourse(db, viewer, id);
    });

    app.put('/courses/:id', {
      schema: { params: idParams, body: C.CourseInput, response: { 200: C.Course } },
      preValidation: strictSeatsAndQuestions,
    }, async (request): Promise<Course> => {
      const viewer = await viewerOf(request.userId);
      requireCourseWriter(viewer);
      await requireCourse(db, request.params.id);
      const organisationIds = await checkCourse(db, viewer, request.body);
      // Locked like a sign-up: more seats go to the waiting list's head at once.
      await updateCourse(db, notices, request.params.id, { ...courseColumns(request.body), ...seatsAndQuestions(request.body) }, organisationIds);
      return visibleCourse(db, viewer, request.params.id);
    });

    app.delete('/courses/:id', { schema: { params: idParams, response: { 204: NoContent } } }, async (request, reply) => {
      requireCourseWriter(await viewerOf(request.userId));
      await requireCourse(db, request.params.id);
      await deleteCourse(db, request.params.id);
      return reply.code(204).send();
    });
  };
}

/** If-None-Match: '*' or a list of tags, weak or strong (the weak comparison of RFC 9110). */
export function etagListed(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function requireCourseWriter(viewer: ContentViewer) {
  if (!mayWriteCourses(viewer)) throw forbidden('COURSE_WRITE_FORBIDDEN');
}

async function requireCourse(db: Database, id: string) {
  if (!(await courseExists(db, id))) throw notFound('COURSE_NOT_FOUND');
}

/** Fields by the shared rules, then the target: everyone or one known association. */
async function checkCourse(db: Database, viewer: ContentViewer, input: CourseInput): Promise<string[]> {
  const fields = { ...validateCourseFields(input), ...validateSeatsAndQuestions(input.seats, input.questions) };
  const code = Object.values(fields).find(Boolean);
  if (code) throw badRequest(code, { fields });
  const organisationIds = courseOrganisationsOfTarget(input.target);
  if (!organisationIds) throw badRequest('TARGET_UNKNOWN');
  if (organisationIds.length) {
    const found = await courseTargetOrganisations(db, organisationIds);
    if (found.length !== organisationIds.length) throw badRequest('TARGET_UNKNOWN');
  }
  if (!isOfferedTarget((await contentTargets(db, viewer)).courses, input.target)) throw forbidden('TARGET_FORBIDDEN');
  return organisationIds;
}

const courseColumns = (input: CourseInput) => ({
  title: input.title.trim(),
  description: input.description,
  location: input.location.trim(),
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  lastApplicationDate: input.last_application_date || null,
});

/** Issue 25: seats and questions, when the input has them (an edit without them keeps the course's). */
function seatsAndQuestions(input: CourseInput) {
  const questions = input.questions ? normalQuestions(input.questions) : null;
  return {
    ...(input.seats !== undefined ? { seats: input.seats } : {}),
    ...(questions ? { asksDietary: questions.dietary, asksWorkplace: questions.workplace, question: questions.question } : {}),
  };
}

/** Seats and questions exactly as sent: never coerced from other types (src/domain/courseRegistration.ts). */
async function strictSeatsAndQuestions(request: { body: unknown }) {
  if (!areSeatsAndQuestionsWellFormed(request.body)) throw badRequest('INVALID_REQUEST');
}

async function visibleCourse(db: Database, viewer: ContentViewer, id: string): Promise<Course> {
  const one = await findCourse(db, viewer, id);
  if (!one.found || !one.visible) throw notFound('COURSE_NOT_FOUND');
  return one.course;
}
