import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config';
import type { PortalConfig } from '../../src/api/types';
import { policyWithInlineScripts } from './securityHeaders';

const reserved = /^\/(api|content|oidc)(\/|$)/;

/** The element index.html carries the SPA's configuration in (src/index.tsx reads it). */
export const CONFIG_ELEMENT_ID = 'portal-config';

/**
 * The configuration as a JSON data block in index.html (issue 32): the SPA needs no /config.json
 * round trip before its sign-in starts. A data block is not executed, so the CSP's ban on inline
 * script does not touch it; '<' is escaped, so no text in it can end the element.
 */
export function withInlineConfig(html: string, config: PortalConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.replace('</head>', `${block}</head>`);
}

export const SILENT_RENEW_PAGE = 'silent-renew.html';

/**
 * The built SPA: hashed assets cached for good, index.html never (with the configuration inline),
 * history fallback. `pageConfig` gives what /config.json gives.
 */
export function spaRoutes(config: ServerConfig, pageConfig: () => Promise<PortalConfig>): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const indexFile = path.join(config.distDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn(`No built SPA in ${config.distDir}: run npm run build`);
      return;
    }
    const indexHtml = fs.readFileSync(indexFile, 'utf8');
    let page: Promise<string> | null = null;
    const sendIndex = async (reply: FastifyReply) => {
      page ??= pageConfig().then((answer) => withInlineConfig(indexHtml, answer));
      page.catch(() => { page = null; });
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(await page);
    };

    const silentFile = path.join(config.distDir, SILENT_RENEW_PAGE);
    if (fs.existsSync(silentFile)) {
      // The silent sign-in's page of the library's renewals: its one small script is inline (one request).
      const policy = policyWithInlineScripts(config, fs.readFileSync(silentFile, 'utf8'));
      // After the app's own onSend (securityHeaders.ts), which gave every answer the strict policy.
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.url.split('?')[0] === `/${SILENT_RENEW_PAGE}`) reply.header('content-security-policy', policy);
        return payload;
      });
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
      return sendIndex(reply);
    });
  };
}
