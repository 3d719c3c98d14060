import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { startTestServer, storeContents, type TestServer } from './helpers';
import { completeFixtures, findFixtures } from './caseHandlingFixtures';
import { sampleBytes } from './casesMultipart';
import { registeredRoutes, type RegisteredRoute } from '../../server/http/routeTable';
import { demoAccounts, demoOrganisations, seedDatabase } from '../../server/db/seed';
import { caseCatalogue } from '../../src/domain/caseCatalogue';
import { MAX_INPUT_DEPTH } from '../../server/http/inputGuard';
import { extractQueueOf } from '../../server/registerExtract/extractQueue';

/**
 * Issue 14, "no 5xx, whatever comes in": for every route of the API and the content host, as the
 * Fastify instance itself lists them (server/http/routeTable.ts, so routes added by other features
 * are covered as soon as they are registered), hostile variants of every path parameter, query
 * parameter, JSON field and multipart part, sent by the demo accounts and by nobody. Every answer
 * is below 500, and a refused answer (4xx) changes no row of any table and leaves no partial upload.
 *
 * Runs per route are few (RUNS_PER_ROUTE) so the file stays well under a minute; set FC_RUNS to
 * search longer and FC_SEED to replay a failure.
 */
const RUNS_PER_ROUTE = Number(process.env.FC_RUNS ?? 8);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
/** Every route in one test: on a busy machine more than jest's default minute. */
const PROPERTY_TIMEOUT = 300_000;

let server: TestServer;
let dataDir: string;
let routes: RegisteredRoute[];
let tokens: Record<string, string>;
let validIds: string[];
let tables: string[];
/** A case medlem owns and kanslist administrates: the targeted examples act on it. */
let exampleCase: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir }, seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
  const fixtures = await findFixtures(server.db);
  exampleCase = fixtures.medlemCounselling;
  await completeFixtures(server.db, fixtures);
  routes = registeredRoutes(server.app).filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/content/'));
  tokens = {};
  for (const account of Object.values(demoAccounts)) tokens[account.id] = await server.tokenFor(account.id);
  const some = async (table: 'notes' | 'files' | 'messages') =>
    (await server.db.selectFrom(table).select('id').orderBy('id').limit(4).execute()).map((r) => r.id);
  validIds = [
    ...Object.values(fixtures),
    ...Object.values(demoAccounts).map((a) => a.id),
    ...Object.values(demoOrganisations).map((o) => o.id),
    ...(await some('notes')), ...(await some('files')), ...(await some('messages')),
  ];
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(server.db);
  tables = rows.map((r) => r.name);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fingerprint of every row of every table: count and a hash sum per table. */
async function fingerprint(): Promise<string> {
  const parts = tables.map((t) => sql`select ${t} as t, count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from ${sql.table(t)} x`);
  const { rows } = await sql<{ t: string; n: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(server.db);
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(' ');
}

const partialUploads = async () => (await storeContents(server.blobs, server.db)).staged;
/** A register extract an accepted POST User/Extract asked for is built before the next look (issue 37): its job writes rows and stages its zip in the background. */
const extractsBuilt = async () => { await extractQueueOf(server.db)?.drain(); };

// --- hostile values ------------------------------------------------------------------------------

const someUuid = '3f2b8c1e-5d4a-4b7e-9c2d-1a2b3c4d5e6f';
const hostileStrings = [
  '', ' ', '\u0000', 'a\u0000b', 'Rubrik\u0000', `urn:uuid:${someUuid}`, `URN:UUID:${someUuid}`, `{${someUuid}}`,
  someUuid.replace(/-/g, ''), someUuid.toUpperCase(), `${someUuid}\u0000`, ` ${someUuid}`, `${someUuid}-0000`,
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'g0000000-0000-4000-8000-000000000000',
  '\ud800', '\udfff', 'x'.repeat(70_000), "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '%', '😀',
  '\u202e', 'NaN', '-1', '0', '1e309', '99999999999999999999', 'null', 'true', '[]', '{}', '__proto__', 'constructor',
  '2026-02-30', '9999-12-31T25:61:00Z', '\r\nX-Injected: yes', 'ärende', 'BOARD_MATTER', 'A'.repeat(65),
];

const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/**
 * Arrays and objects nested from just past the limit to far past what a recursive walk survives
 * (issue 22). They travel as a marker string until the request is written (withDeepValues), so
 * that neither fast-check nor JSON.stringify has to walk them.
 */
const DEEP = '\u0001deep:';
const deepValue: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: MAX_INPUT_DEPTH + 1, max: 30_000 }), fc.boolean())
  .map(([depth, objects]) => `${DEEP}${depth}:${objects ? 'o' : 'a'}`);
/** The JSON text with every marker replaced by the nesting it stands for. */
const withDeepValues = (json: string) => json.replace(/"\\u0001deep:(\d+):([oa])"/g, (_m, depth: string, kind: string) => {
  const n = Number(depth);
  return kind === 'o' ? `${'{"a":'.repeat(n)}"x"${'}'.repeat(n)}` : `${'['.repeat(n)}"x"${']'.repeat(n)}`;
});

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-0)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({}, { __proto__: { admin: true } }, [[[]]], { a: { b: { c: '\u0000' } } }, Array(200).fill('x')) },
);

const idValue = () => fc.constantFrom(...validIds);
const codes = caseCatalogue.map((c) => c.type);

/** A value that passes for the field, by its schema and name (to get past validation to the handler). */
function plausible(name: string, schema: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  if (schema?.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  if (schema?.type === 'boolean' || /^(is|flagged|answer)/i.test(name)) return fc.boolean();
  if (schema?.type === 'array') return fc.array(plausible(name, schema.items as Record<string, unknown> | undefined), { maxLength: 3 });
  if (/ids?$/i.test(name) || schema?.format === 'uuid') return idValue();
  if (/caseType|subCategor|tags?$/i.test(name)) return fc.constantFrom(...codes, 'ECONOMY', 'SALARY', 'MEMBER_BENEFITS');
  if (/dead/i.test(name)) return fc.constantFrom('2027-01-15', '2027-01-15T10:00:00Z');
  if (/role/i.test(name)) return fc.constantFrom('member', 'organization', 'secretariat', 'economist');
  return fc.constantFrom('Rubrik', 'Ett meddelande.', 'true', 'kalle');
}

const field = (name: string, schema?: Record<string, unknown>) =>
  fc.oneof({ weight: 1, arbitrary: plausible(name, schema) }, { weight: 2, arbitrary: hostileValue });

const propertiesOf = (schema: unknown) =>
  ((schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties) ?? {};

/** Fields of the multipart `request` JSON of every upload call (case, reply, note, document). */
const multipartFields = [
  'caseType', 'title', 'message', 'associationId', 'subCategory', 'userId', 'role', 'organisationId',
  'Message', 'Text', 'text', 'workplaceId', 'tags', 'isPublic', 'fileId',
];

// --- requests --------------------------------------------------------------------------------------

interface HostileRequest {
  method: RegisteredRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every byte of the UTF-8 form percent-encoded (lone surrogates included, which encodeURIComponent refuses). */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/** The path with each `:param` a valid id or a hostile string (or a broken escape). */
function pathArb(url: string): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  if (names.length === 0) return fc.constant(url);
  const value = fc.oneof(
    { weight: 2, arbitrary: idValue() },
    { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '%2e%2e', 'a%2Fb') },
  );
  return fc.tuple(...names.map(() => value)).map((values) => {
    let result = url;
    names.forEach((name, i) => { result = result.replace(`:${name}`, values[i]); });
    return result;
  });
}

function queryArb(schema: unknown): fc.Arbitrary<string> {
  const known = Object.entries(propertiesOf(schema));
  const pairs = fc.tuple(
    ...known.map(([name, s]) => fc.option(fc.oneof(field(name, s).map((v) => [name, v] as const), fc.constant([name, ['a', 'b']] as const)), { nil: undefined })),
    fc.option(fc.tuple(fc.constantFrom('x', '__proto__', 'role', 'userId'), hostileValue), { nil: undefined }),
  );
  return pairs.map((list) => {
    const params = new URLSearchParams();
    for (const pair of list) {
      if (!pair) continue;
      const [name, value] = pair;
      for (const v of Array.isArray(value) ? value : [value]) params.append(name, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const text = params.toString();
    return text ? `?${text}` : '';
  });
}

function jsonBodyArb(schema: unknown): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const known = Object.entries(propertiesOf(schema));
  const object = fc.tuple(...known.map(([name, s]) => fc.option(field(name, s), { nil: undefined, freq: 4 })))
    .map((values) => Object.fromEntries(known.map(([name], i) => [name, values[i]]).filter(([, v]) => v !== undefined)));
  return fc.oneof(
    { weight: 6, arbitrary: object.map((o) => ({ payload: withDeepValues(JSON.stringify(o)), contentType: 'application/json' })) },
    { weight: 1, arbitrary: hostileValue.map((v) => ({ payload: withDeepValues(JSON.stringify(v) ?? 'null'), contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom(
      { payload: '{"caseId": "', contentType: 'application/json' },
      { payload: '{"a":1}', contentType: 'text/plain' },
      { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
      { payload: '\u0000', contentType: 'application/json; charset=utf-16' },
      {},
    ) },
  );
}

type FilePart = { name: string; fileName: string | null; content: Buffer; contentType: string; star?: boolean };

const fileArb: fc.Arbitrary<FilePart> = fc.record({
  name: fc.constantFrom('files', 'files', 'file', 'request', ''),
  fileName: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('bilaga.pdf', 'bild.png', 'foto.jpg') },
    { weight: 2, arbitrary: fc.constantFrom<string | null>(null, '', 'a\u0000.pdf', '../../x.pdf', 'virus.exe', 'ä ö "x".pdf', 'a.pdf\r\nX: y', '.pdf', 'x'.repeat(300) + '.pdf') },
  ),
  content: fc.constantFrom(sampleBytes.pdf, sampleBytes.png, sampleBytes.jpeg, sampleBytes.text, Buffer.alloc(0)),
  contentType: fc.constantFrom('application/pdf', 'image/png', 'application/json', 'text/plain'),
  star: fc.boolean(),
});

const multipartArb = () => fc.record({
  request: fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...multipartFields), fc.oneof(plausible('title', undefined), hostileValue, idValue()), { maxKeys: 6 })
      .map((o) => withDeepValues(JSON.stringify(o))) },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ),
  requestAsFile: fc.boolean(),
  files: fc.array(fileArb, { maxLength: 3 }),
  shape: fc.constantFrom('whole', 'whole', 'whole', 'truncated', 'noClosing', 'wrongBoundary', 'garbage'),
  cut: fc.double({ min: 0.05, max: 0.98, noNaN: true }),
}).map(({ request, requestAsFile, files, shape, cut }) => {
  const boundary = `----hostile${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (request !== undefined) {
    chunks.push(Buffer.from(requestAsFile
      ? `--${boundary}\r\nContent-Disposition: form-data; name="request"; filename="request.json"\r\nContent-Type: application/json\r\n\r\n${request}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${request}\r\n`));
  }
  for (const f of files) {
    const disposition = f.fileName === null
      ? `form-data; name="${f.name}"`
      : f.star
        ? `form-data; name="${f.name}"; filename*=UTF-8''${encodeURIComponent(f.fileName)}`
        : `form-data; name="${f.name}"; filename="${f.fileName}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${f.contentType}\r\n\r\n`), f.content, Buffer.from('\r\n'));
  }
  if (shape !== 'noClosing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (shape === 'truncated') payload = payload.subarray(0, Math.max(1, Math.floor(payload.length * cut)));
  if (shape === 'garbage') payload = Buffer.from(`--${boundary}\r\n\u0000\u0000garbage`);
  const header = shape === 'wrongBoundary' ? 'multipart/form-data; boundary=other' : `multipart/form-data; boundary=${boundary}`;
  return { payload, contentType: header };
});

const userArb = () => fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...Object.keys(tokens)).map((id) => `Bearer ${tokens[id]}`) },
  { weight: 1, arbitrary: fc.constantFrom<string | null>(null, 'Bearer ', 'Bearer a.b.c', 'Basic eDp5', 'Bearer \u0000') },
);

function requestArb(route: RegisteredRoute): fc.Arbitrary<HostileRequest> {
  const writes = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = !writes
    ? fc.constant({})
    : route.schema?.body
      ? jsonBodyArb(route.schema.body)
      : fc.oneof({ weight: 3, arbitrary: multipartArb() }, { weight: 1, arbitrary: jsonBodyArb({ properties: Object.fromEntries(multipartFields.map((f) => [f, {}])) }) });
  return fc.tuple(pathArb(route.url), queryArb(route.schema?.querystring), body, userArb()).map(([p, query, b, auth]) => {
    const headers: Record<string, string> = {};
    if (auth !== null) headers.authorization = auth;
    if (b.contentType) headers['content-type'] = b.contentType;
    return { method: route.method, url: `${p}${query}`, headers, payload: b.payload };
  });
}

/** A multipart body as a browser sends it, then spoiled in one way. */
function multipartBody(request: Record<string, unknown>, spoil: 'none' | 'truncated' | 'noFilename' | 'filenameStar'): { payload: Buffer; contentType: string } {
  const boundary = `----example${randomBytes(6).toString('hex')}`;
  const disposition = spoil === 'noFilename' ? 'form-data; name="files"'
    : spoil === 'filenameStar' ? `form-data; name="files"; filename*=UTF-8''bilaga%0D%0A.pdf` : 'form-data; name="files"; filename="bilaga.pdf"';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`), sampleBytes.pdf,
    Buffer.from(spoil === 'truncated' ? '\r\n' : `\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Requests every route gets, whatever the random search finds: ids in a form the uuid format lets
 * through but PostgreSQL refuses, NUL in every text, and the spoiled multipart bodies of issue 14,
 * from the case's owner and from its handler.
 */
function examplesFor(route: RegisteredRoute): HostileRequest[] {
  const withParams = (value: string) => route.url.replace(/:[A-Za-z0-9_]+/g, value);
  const queryOf = (value: (name: string) => string) => {
    const names = Object.keys(propertiesOf(route.schema?.querystring));
    return names.length ? `?${new URLSearchParams(names.map((n) => [n, value(n)])).toString()}` : '';
  };
  const bodyOf = (value: (name: string, schema: Record<string, unknown>) => unknown) =>
    Object.fromEntries(Object.entries(propertiesOf(route.schema?.body)).map(([n, schema]) => [n, value(n, schema)]));
  const urn = `urn:uuid:${exampleCase}`;
  const nul = 'Rubrik\u0000med NUL';
  const writes = route.method !== 'GET' && route.method !== 'DELETE';
  const variants: { url: string; payload?: string | Buffer; contentType?: string }[] = [
    { url: withParams(percentEncode(urn)) + queryOf(() => urn) },
    { url: withParams(exampleCase) + queryOf((n) => (/id$/i.test(n) ? urn : nul)) },
  ];
  if (writes && route.schema?.body) {
    const isId = (n: string, schema: Record<string, unknown>) => /id$/i.test(n) || JSON.stringify(schema).includes('uuid');
    variants.push({ url: withParams(exampleCase), contentType: 'application/json', payload: JSON.stringify(bodyOf((n, schema) => (isId(n, schema) ? urn : nul))) });
    variants.push({ url: withParams(exampleCase), contentType: 'application/json', payload: JSON.stringify(bodyOf((n, schema) => (isId(n, schema) ? exampleCase : schema.type === 'array' ? [nul] : nul))) });
  } else if (writes) {
    const fields = { caseType: 'OTHER', title: nul, message: nul, Message: nul, text: nul, Text: nul, associationId: null, subCategory: null };
    const good = { caseType: 'OTHER', title: 'Rubrik', message: 'Text', Message: 'Text', text: 'Text', Text: 'Text', associationId: null, subCategory: null };
    variants.push({ url: withParams(exampleCase), ...multipartBody(fields, 'none') });
    variants.push({ url: withParams(exampleCase), ...multipartBody({ ...good, associationId: urn, userId: urn }, 'none') });
    for (const spoil of ['truncated', 'noFilename', 'filenameStar'] as const) variants.push({ url: withParams(exampleCase), ...multipartBody(good, spoil) });
  }
  return [demoAccounts.medlem.id, demoAccounts.kanslist.id].flatMap((userId) => variants.map((v) => ({
    method: route.method,
    url: v.url,
    headers: { authorization: `Bearer ${tokens[userId]}`, ...(v.contentType ? { 'content-type': v.contentType } : {}) },
    payload: v.payload,
  })));
}

const describeRequest = (r: HostileRequest) =>
  `${r.method} ${r.url.slice(0, 160)}${r.payload ? ` body ${JSON.stringify(String(r.payload).slice(0, 200))}` : ''}`;

it('covers every route of the API and the content host', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining([
    'GET /api/Case/Get/:id', 'POST /api/Case/Create', 'POST /api/Message/:caseId/Create', 'GET /content/pages/:slug',
  ]));
});

it('answers every hostile request below 500, and a refused one changes nothing', async () => {
  const failures: string[] = [];
  for (const route of routes) {
    let last = '';
    try {
      await fc.assert(fc.asyncProperty(requestArb(route), async (request) => {
        await extractsBuilt();
        const before = await fingerprint();
        const res = await server.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
        await extractsBuilt();
        const what = `${res.statusCode} ${res.body.slice(0, 160)} for ${describeRequest(request)}`;
        last = what;
        if (res.statusCode >= 500) throw new Error(what);
        if (res.statusCode >= 400) {
          if ((await fingerprint()) !== before) throw new Error(last = `refused but changed rows: ${what}`);
          if ((await partialUploads()) > 0) throw new Error(last = `refused but left a partial upload: ${what}`);
        }
      }), { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true, examples: examplesFor(route).map((e) => [e]) });
    } catch (error) {
      failures.push(`${route.method} ${route.url}: ${last || (error as Error).message.slice(0, 400)}`);
    }
  }
  expect(failures).toEqual([]);
}, PROPERTY_TIMEOUT);

// --- strict types (issue 22) -------------------------------------------------------------------------

/** Values of another JSON type than the field's schema names (null where null is not allowed). */
function wrongTypeFor(schema: Record<string, unknown>): fc.Arbitrary<unknown> | null {
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  if (types.length === 0) return null;
  const candidates: unknown[] = ['true', 1, 0, 1.5, true, false, null, [], ['x'], {}, { a: 1 }];
  const fits = (value: unknown) => types.some((type) => {
    switch (type) {
      case 'string': return typeof value === 'string';
      case 'boolean': return typeof value === 'boolean';
      case 'integer': return Number.isInteger(value);
      case 'number': return typeof value === 'number';
      case 'null': return value === null;
      case 'array': return Array.isArray(value);
      case 'object': return typeof value === 'object' && value !== null && !Array.isArray(value);
      default: return true;
    }
  });
  const wrong = candidates.filter((value) => !fits(value));
  return wrong.length ? fc.constantFrom(...wrong) : null;
}

it('a JSON body with a field of the wrong type, an unknown property or nesting past the limit is a 400 with an errorCode, and changes nothing', async () => {
  const failures: string[] = [];
  const withBody = routes.filter((r) => r.schema?.body && r.method !== 'GET' && r.method !== 'DELETE');
  expect(withBody.length).toBeGreaterThan(10);
  for (const route of withBody) {
    const properties = Object.entries(propertiesOf(route.schema!.body));
    const valid = (name: string, schema: Record<string, unknown>) => plausible(name, schema);
    const spoiled = fc.oneof(
      // One field of the wrong type, the others plausible.
      ...properties.flatMap(([name, schema]) => {
        const wrong = wrongTypeFor(schema);
        return wrong ? [wrong.map((value) => ({ spoil: `${name} of the wrong type`, field: name, value }))] : [];
      }),
      fc.constant({ spoil: 'an unknown property', field: 'unknownProperty', value: 'x' as unknown }),
      deepValue.map((value) => ({ spoil: 'nested past the limit', field: properties[0]?.[0] ?? 'x', value })),
    );
    const body = fc.tuple(fc.tuple(...properties.map(([name, schema]) => valid(name, schema))), spoiled)
      .map(([values, { spoil, field, value }]) => ({ spoil, payload: { ...Object.fromEntries(properties.map(([name], i) => [name, values[i]])), [field]: value } }));
    const user = fc.constantFrom(...Object.keys(tokens));
    let last = '';
    try {
      await fc.assert(fc.asyncProperty(pathArb(route.url).filter((p) => !p.includes('%')), body, user, async (url, { spoil, payload }, userId) => {
        await extractsBuilt();
        const before = await fingerprint();
        const res = await server.app.inject({
          method: route.method as 'POST', url, payload: withDeepValues(JSON.stringify(payload)),
          headers: { authorization: `Bearer ${tokens[userId]}`, 'content-type': 'application/json' },
        });
        last = `${res.statusCode} ${res.body.slice(0, 160)} for ${spoil}: ${route.method} ${url} ${JSON.stringify(payload).slice(0, 160)}`;
        // A path with a valid id gets to the body; an invalid path is a 400 of its own.
        if (res.statusCode !== 400 || typeof res.json().errorCode !== 'string') throw new Error(last);
        if ((await fingerprint()) !== before) throw new Error(`changed rows: ${last}`);
      }), { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true });
    } catch (error) {
      failures.push(`${route.method} ${route.url}: ${last || (error as Error).message.slice(0, 400)}`);
    }
  }
  expect(failures).toEqual([]);
}, PROPERTY_TIMEOUT);
