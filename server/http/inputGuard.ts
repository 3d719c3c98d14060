import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** NUL, which PostgreSQL cannot store in text, and UTF-16 halves that are no character at all. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * How deep objects and arrays may nest in any input (JSON body, multipart `request`, query).
 * No call of the API has more than a few levels; the limit only has to be far below what a
 * walk could not handle, and the walk below keeps its own stack, so no depth overflows anything.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem =
  | { errorCode: 'INVALID_CHARACTERS'; field: string }
  | { errorCode: 'INPUT_TOO_DEEP'; field: string; maxDepth: number };

/**
 * What is wrong with a parsed input (JSON, query, params), or null: nesting deeper than
 * MAX_INPUT_DEPTH, or a string or key with a character the database cannot store. `field` is the
 * path of the first such place in document order ('title', 'tags[2]'). Iterative: the client
 * controls the depth, never our stack.
 */
export function inputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: { value: unknown; at: string; depth: number }[] = [{ value, at: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, at, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return { errorCode: 'INVALID_CHARACTERS', field: at || '(text)' };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return { errorCode: 'INPUT_TOO_DEEP', field: at || '(root)', maxDepth };
    const children: { value: unknown; at: string; depth: number }[] = [];
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) children.push({ value: current[i], at: `${at}[${i}]`, depth: depth + 1 });
    } else {
      for (const [key, inner] of Object.entries(current)) {
        const path = at ? `${at}.${key}` : key;
        if (UNSTORABLE.test(key)) return { errorCode: 'INVALID_CHARACTERS', field: path };
        children.push({ value: inner, at: path, depth: depth + 1 });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}

/** The path of the first text the database cannot store, or null (deep input counts as such a text). */
export function unstorableTextIn(value: unknown): string | null {
  return inputProblem(value)?.field ?? null;
}

/** The 400 for such a text: the same errorCode wherever it comes in. */
export const invalidCharacters = (field: string) => badRequest('INVALID_CHARACTERS', { field });

/** The 400 of an input problem, its field prefixed with where it came in ('body.title'). */
export function inputRefusal(problem: InputProblem, prefix: string) {
  const field = `${prefix}.${problem.field}`;
  return problem.errorCode === 'INVALID_CHARACTERS'
    ? invalidCharacters(field)
    : badRequest('INPUT_TOO_DEEP', { field, maxDepth: problem.maxDepth });
}

/**
 * One rule for every route: path parameters, query and JSON body with such a character, or
 * nested deeper than MAX_INPUT_DEPTH, are a 400 before validation and handler run (multipart
 * bodies are read by the handler: server/cases/multipart.ts applies the same test to their
 * `request` JSON).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const problem = inputProblem(value);
      if (problem !== null) throw inputRefusal(problem, part);
    }
  });
}
