import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { notFound } from '../http/errors';
import { Type } from '@sinclair/typebox';
import { Slug } from '../../src/api/shapes/common';
import { Page as PageShape } from '../../src/api/shapes/content';
import type { Page } from '../../src/api/types';
import { findPage, listPages } from '../content/pageStore';
import { authenticate } from './api';
import { postRoutes } from './posts';
import { courseRoutes } from './courses';

/**
 * The content host (spec §7): CMS pages are public (the footer shows them on signed-out pages
 * too); posts and courses need a token.
 */
export function contentRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', async (_request, reply) => { reply.header('cache-control', 'no-cache'); });

    // Posts, courses and where one may publish them: the token's user, like the API.
    await app.register(async (signedIn) => {
      signedIn.decorateRequest('userId', '');
      signedIn.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        request.userId = await authenticate(request, deps);
      });
      await signedIn.register(postRoutes(deps));
      await signedIn.register(courseRoutes(deps));
    });

    app.get('/pages', { schema: { response: { 200: Type.Array(PageShape) } } }, async (): Promise<Page[]> => {
      return listPages(db);
    });

    app.get('/pages/:slug', {
      schema: { response: { 200: PageShape }, params: Type.Object({ slug: Slug }) },
    }, async (request): Promise<Page> => {
      const page = await findPage(db, request.params.slug);
      if (!page) throw notFound('PAGE_NOT_FOUND');
      return page;
    });
  };
}
