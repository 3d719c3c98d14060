import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** NUL, which PostgreSQL cannot store in text, and UTF-16 halves that are no character at all. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where in a parsed input (JSON, query, params) a text holds a character the database cannot
 * store: the path of the first such string or key ('title', 'tags[2]'), or null when there is none.
 */
export function unstorableTextIn(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at || '(text)' : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextIn(value[i], `${at}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (UNSTORABLE.test(key)) return path;
    const found = unstorableTextIn(inner, path);
    if (found !== null) return found;
  }
  return null;
}

/** The 400 for such a text: the same errorCode wherever it comes in. */
export const invalidCharacters = (field: string) => badRequest('INVALID_CHARACTERS', { field });

/**
 * One rule for every route: path parameters, query and JSON body with such a character are a 400
 * before validation and handler run (multipart bodies are read by the handler: server/cases/multipart.ts
 * applies the same test to their `request` JSON).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = unstorableTextIn(value);
      if (field !== null) throw invalidCharacters(`${part}.${field}`);
    }
  });
}
