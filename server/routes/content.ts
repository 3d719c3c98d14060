import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
import { notFound } from '../http/errors';
import { Type } from '@sinclair/typebox';
import { Slug } from '../../src/api/shapes/common';
import { Page as PageShape } from '../../src/api/shapes/content';
import type { Page } from '../../src/api/types';
import type { Database } from '../db/database';
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
      const rows = await pageQuery(db).orderBy('sortOrder').orderBy('slug').execute();
      return rows.map(toPage);
    });

    app.get('/pages/:slug', {
      schema: { response: { 200: PageShape }, params: Type.Object({ slug: Slug }) },
    }, async (request): Promise<Page> => {
      const row = await pageQuery(db).where('slug', '=', request.params.slug).executeTakeFirst();
      if (!row) throw notFound('PAGE_NOT_FOUND');
      return toPage(row);
    });
  };
}

const pageQuery = (db: Database) => db.selectFrom('pages').select(['slug', 'key', 'linkText', 'title', 'body', 'externalUrl']);

function toPage(row: { slug: string; key: string; linkText: string; title: string; body: string; externalUrl: string | null }): Page {
  return { slug: row.slug, key: row.key, link_text: row.linkText, title: row.title, body: row.body, external_url: row.externalUrl };
}
