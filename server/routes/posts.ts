import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import type { Database } from '../db/database';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { Type } from '@sinclair/typebox';
import { IdParams as idParams, NoContent } from '../../src/api/shapes/common';
import * as C from '../../src/api/shapes/content';
import { loadViewer } from '../content/viewer';
import { audienceOf, createPost, deletePost, findPost, listPosts, markPostRead, updatePost, workplaceRefs } from '../content/postStore';
import { requirePostTarget, resolvePostTarget } from '../content/targets';
import { firstError, validatePostFields } from '../../src/domain/contentValidation';
import { mayWritePostTo, type ContentViewer } from '../../src/domain/contentAccess';
import type { Post, PostInput } from '../../src/api/contentTypes';

/**
 * Posts on the content host (spec §7 'POST posts {user_id}; POST posts/{id} {user_id}') and the
 * writing calls of issue 9: POST posts/create, PUT posts/{id}, DELETE posts/{id}. The caller is
 * always the token's user: a body naming someone else is a 403 and changes nothing.
 */
export function postRoutes({ db }: AppDeps): FastifyPluginAsync {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    const viewerOf = async (userId: string) => {
      const viewer = await loadViewer(db, userId);
      if (!viewer) throw unauthorized();
      return viewer;
    };
    const sameUser = (bodyUserId: string, tokenUserId: string) => {
      if (bodyUserId.toLowerCase() !== tokenUserId.toLowerCase()) throw forbidden('USER_MISMATCH');
    };

    app.post('/posts', { schema: { body: C.UserIdBody, response: { 200: Type.Array(C.Post) } } }, async (request): Promise<Post[]> => {
      sameUser(request.body.user_id, request.userId);
      return listPosts(db, await viewerOf(request.userId));
    });

    app.post('/posts/:id', {
      schema: { params: idParams, body: C.UserIdBody, response: { 200: C.Post } },
    }, async (request): Promise<Post> => {
      sameUser(request.body.user_id, request.userId);
      const viewer = await viewerOf(request.userId);
      const one = await findPost(db, viewer, request.params.id);
      if (!one.found) throw notFound('POST_NOT_FOUND');
      if (!one.visible) throw forbidden('POST_FORBIDDEN');
      await markPostRead(db, one.post.id, viewer.userId);
      return { ...one.post, is_read: true };
    });

    app.post('/posts/create', { schema: { body: C.PostCreateInput, response: { 201: C.Post } } }, async (request, reply): Promise<Post> => {
      const viewer = await viewerOf(request.userId);
      const audience = await resolvePostTarget(db, request.body.target);
      await requirePostTarget(db, viewer, request.body.target);
      checkFields(request.body);
      const id = randomUUID();
      await createPost(db, id, {
        title: request.body.title.trim(), preamble: request.body.preamble.trim(), body: request.body.body,
      }, audience, viewer.userId);
      reply.code(201);
      return visiblePost(db, viewer, id);
    });

    app.put('/posts/:id', {
      schema: { params: idParams, body: C.PostInput, response: { 200: C.Post } },
    }, async (request): Promise<Post> => {
      const viewer = await viewerOf(request.userId);
      await requireWritable(db, viewer, request.params.id);
      const audience = request.body.target ? await resolvePostTarget(db, request.body.target) : null;
      if (request.body.target) await requirePostTarget(db, viewer, request.body.target);
      checkFields(request.body);
      await updatePost(db, request.params.id, {
        title: request.body.title.trim(), preamble: request.body.preamble.trim(), body: request.body.body,
      }, audience);
      return visiblePost(db, viewer, request.params.id);
    });

    app.delete('/posts/:id', { schema: { params: idParams, response: { 204: NoContent } } }, async (request, reply) => {
      const viewer = await viewerOf(request.userId);
      await requireWritable(db, viewer, request.params.id);
      await deletePost(db, request.params.id);
      return reply.code(204).send();
    });
  };
}

function checkFields(input: PostInput) {
  const fields = validatePostFields(input);
  const code = firstError(fields);
  if (code) throw badRequest(code, { fields });
}

/** An existing post the caller may write where it is published now: else 404 or 403. */
async function requireWritable(db: Database, viewer: ContentViewer, postId: string) {
  const one = await findPost(db, viewer, postId);
  if (!one.found) throw notFound('POST_NOT_FOUND');
  if (!one.visible) throw forbidden('POST_FORBIDDEN');
  const { post } = one;
  const audience = audienceOf({ isBoardPost: post.is_board_post, authorUserId: post.author?.id ?? null }, post.organizations, post.workplaces);
  if (!mayWritePostTo(viewer, audience, workplaceRefs(post.workplaces))) throw forbidden('POST_FORBIDDEN');
}

async function visiblePost(db: Database, viewer: ContentViewer, postId: string): Promise<Post> {
  const one = await findPost(db, viewer, postId);
  if (!one.found || !one.visible) throw notFound('POST_NOT_FOUND');
  return one.post;
}
