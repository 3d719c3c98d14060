import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config';

const reserved = /^\/(api|content|oidc)(\/|$)/;

/** The built SPA: hashed assets cached for good, index.html never, history fallback. */
export function spaRoutes(config: ServerConfig): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const indexFile = path.join(config.distDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn(`No built SPA in ${config.distDir}: run npm run build`);
      return;
    }
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        res.setHeader('cache-control', /\.[0-9a-f]{8,}\./.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0];
      if (reserved.test(urlPath)) return reply.callNotFound();
      const file = path.join(config.distDir, path.normalize(urlPath));
      if (urlPath !== '/' && file.startsWith(config.distDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(path.relative(config.distDir, file));
      }
      if (path.extname(urlPath) && !urlPath.endsWith('.html')) return reply.callNotFound();
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  };
}
