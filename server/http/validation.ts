import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Strict input (issue 22, ARCHITECTURE §4). Fastify's ajv coerces by default (a number becomes
 * the password, `1` and `null` a boolean, `[id]` an id) and drops unknown properties silently.
 * Here, once for every route, also the ones features add later:
 * - a JSON body is validated as it came: no coercion, no property dropped;
 * - query string and path parameters are text by nature: '2' may stand for a number and 'true'
 *   for a boolean, but a repeated parameter is no list and nothing is dropped;
 * - every object schema of a body, query or path of /api and /content is closed
 *   (`additionalProperties: false` unless it says otherwise), and a route without a query
 *   schema takes no query parameters.
 * A wrong type or an unknown property is a 400 VALIDATION_FAILED (server/http/errors.ts).
 *
 * Issue 27: every route of /api and /content also declares its answers (`schema.response`, TypeBox
 * in src/api/shapes/), so fast-json-stringify writes only the fields a response names: a
 * field that a query lets slip (a protected member's address, say) never reaches the client. A
 * route without one refuses to register, unless it answers raw bytes and is listed in RAW_REPLIES.
 */
const shared = { useDefaults: true, allErrors: false, removeAdditional: false } as const;
export const BODY_VALIDATION = { ...shared, coerceTypes: false } as const;
export const TEXT_VALIDATION = { ...shared, coerceTypes: true } as const;

type BuildValidator = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

/** Fastify's `schemaController.compilersFactory.buildValidator`: one ajv for bodies, one for text parts. */
export function strictValidators(): BuildValidator {
  const bodies = AjvCompiler();
  const texts = AjvCompiler();
  return ((externalSchemas: unknown, serverOptions: { customOptions?: object } & Record<string, unknown>) => {
    const body = bodies(externalSchemas as never, { ...serverOptions, customOptions: { ...serverOptions.customOptions, ...BODY_VALIDATION } } as never);
    const text = texts(externalSchemas as never, { ...serverOptions, customOptions: { ...serverOptions.customOptions, ...TEXT_VALIDATION } } as never);
    return (route: { httpPart?: string }) => (route.httpPart === 'body' ? body : text)(route as never);
  }) as unknown as BuildValidator;
}

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the schema with every object schema in it closed, unless it says what else it takes. */
export function closedSchema(schema: Schema): Schema {
  const copy: Schema = { ...schema };
  const isObject = copy.type === 'object' || (Array.isArray(copy.type) && copy.type.includes('object')) || isSchema(copy.properties);
  if (isObject && copy.additionalProperties === undefined && copy.patternProperties === undefined) copy.additionalProperties = false;
  if (isSchema(copy.properties)) {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([key, inner]) => [key, isSchema(inner) ? closedSchema(inner) : inner]));
  }
  if (isSchema(copy.items)) copy.items = closedSchema(copy.items);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((inner) => (isSchema(inner) ? closedSchema(inner) : inner));
  }
  return copy;
}

const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * The routes that answer bytes they built themselves, so no serializer runs and no response schema
 * applies (each with why). Their contents are shaped where they are built.
 */
export const RAW_REPLIES: Readonly<Record<string, string>> = {
  'GET /api/Case/GetAll': 'pre-built (gzip) bytes from cached segments, and 304s (server/cases/caseList.ts, specShape.ts)',
  'GET /api/Case/DownloadFile/:id': 'a stored file, streamed',
  'GET /api/Case/Stream': 'server-sent events, written to the socket as changes come (server/routes/caseStream.ts)',
  'GET /api/Note/DownloadFile/:id': 'a stored file, streamed',
  'GET /api/DocumentManagement/Association/DownloadFile/:id': 'a stored file, streamed',
  'GET /api/DocumentManagement/Secretariat/DownloadFile/:id': 'a stored file, streamed',
  'GET /api/User/Extract/:id/Download': 'a register extract\'s zip, streamed (issue 37, server/routes/registerExtract.ts)',
  'GET /content/courses': 'a JSON body built once per list version to hash its ETag, and 304s (server/routes/courses.ts)',
  'GET /content/courses/:id/registrations.csv': 'a CSV file',
};

/** A response schema that names the shape of a success answer (a 2xx status), not an empty `{}` that guards nothing. */
const declaresSuccess = (response: unknown): boolean =>
  isSchema(response) && Object.entries(response).some(([status, schema]) => /^2(\d\d|xx)$/.test(status) && isSchema(schema));

const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]).filter((m) => m !== 'HEAD');

/** Closes the schemas of every route of the API and the content host registered from now on, and asks each for its answers' schema. */
export function installStrictShapes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && !route.url.startsWith('/content/')) return;
    const raw = methodsOf(route.method).every((method) => RAW_REPLIES[`${method} ${route.url}`] !== undefined);
    if (!raw && !declaresSuccess(route.schema?.response)) {
      throw new Error(`${String(route.method)} ${route.url}: declare schema.response with its success answer (src/api/shapes/), or list the route in RAW_REPLIES`);
    }
    const schema: Schema = { ...(route.schema ?? {}) };
    for (const part of ['body', 'querystring', 'params'] as const) {
      if (isSchema(schema[part])) schema[part] = closedSchema(schema[part]);
    }
    if (schema.querystring === undefined) schema.querystring = NO_QUERY;
    route.schema = schema;
  });
}
