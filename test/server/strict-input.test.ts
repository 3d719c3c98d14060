import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { findFixtures, type Fixtures } from './caseHandlingFixtures';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { registeredRoutes } from '../../server/http/routeTable';
import { MAX_INPUT_DEPTH } from '../../server/http/inputGuard';

/**
 * Issue 22, items 2 and 4: strict input. No type is coerced in a JSON body, no unknown property or
 * query parameter is dropped silently, and nesting of any depth is a 400, never a 500; every
 * refusal is a 400 with an errorCode and changes nothing.
 */
let server: TestServer;
let fixtures: Fixtures;
let documentId: string;
const d = demoAccounts;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
  fixtures = await findFixtures(server.db);
  documentId = (await server.db.selectFrom('documents').select('id').where('associationId', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

/** Every row of every table, hashed: a refused call must leave it as it was. */
async function fingerprint(): Promise<string> {
  const { rows: tables } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(server.db);
  const parts = tables.map((t) => sql`select ${t.name} as t, count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from ${sql.table(t.name)} x`);
  const { rows } = await sql<{ t: string; n: string; h: string }>`${sql.join(parts, sql` union all `)}`.execute(server.db);
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(' ');
}

async function call(username: DemoUsername, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
  return server.app.inject({
    method, url, headers: { ...(await server.as(d[username].id)), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function expectRefused(username: DemoUsername, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, code = 'VALIDATION_FAILED') {
  const before = await fingerprint();
  const res = await call(username, method, url, payload);
  const sent = JSON.stringify(payload)?.slice(0, 120);
  expect({ url, sent, status: res.statusCode, code: res.json().errorCode }).toEqual({ url, sent, status: 400, code });
  expect(await fingerprint()).toBe(before);
}

describe('no type coercion in a JSON body (issue 22, item 4)', () => {
  it.each([
    ['a number as the new password', { password: 123456789012345, currentPassword: 'demo' }],
    ['a number as the current password', { password: 'ett-längre-lösenord', currentPassword: 1234 }],
    ['true as the password', { password: true, currentPassword: 'demo' }],
    ['an array as the password', { password: ['ett-längre-lösenord'], currentPassword: 'demo' }],
    ['an unknown property', { password: 'ett-längre-lösenord', currentPassword: 'demo', admin: true }],
  ])('User/ChangePassword refuses %s', async (_what, body) => {
    await expectRefused('medlem', 'POST', '/api/User/ChangePassword', body);
  });

  it.each([
    ['isPublic null', () => ({ fileId: documentId, isPublic: null })],
    ['isPublic 1', () => ({ fileId: documentId, isPublic: 1 })],
    ['isPublic "true"', () => ({ fileId: documentId, isPublic: 'true' })],
    ['fileId as a list', () => ({ fileId: [documentId], isPublic: true })],
    ['an unknown property', () => ({ fileId: documentId, isPublic: true, associationId: documentId })],
  ])('DocumentManagement/Secretariat/isPublic refuses %s', async (_what, body) => {
    await expectRefused('kanslist', 'PATCH', '/api/DocumentManagement/Secretariat/isPublic', body());
  });

  it.each([
    ['flagged as 1', () => ({ caseId: fixtures.medlemCounselling, flagged: 1 })],
    ['flagged as "true"', () => ({ caseId: fixtures.medlemCounselling, flagged: 'true' })],
    ['caseId as a list', () => ({ caseId: [fixtures.medlemCounselling], flagged: true })],
  ])('Case/Flag refuses %s', async (_what, body) => {
    await expectRefused('kanslist', 'PATCH', '/api/Case/Flag', body());
  });

  it('the content host: a post with an unknown property, in the body or in its target, or a number as title', async () => {
    const target = { kind: 'everyone' };
    await expectRefused('kanslist', 'POST', '/content/posts/create', { title: 'Rubrik', preamble: 'Ingress', body: 'Text', target, pinned: true });
    await expectRefused('kanslist', 'POST', '/content/posts/create', { title: 'Rubrik', preamble: 'Ingress', body: 'Text', target: { ...target, extra: 1 } });
    await expectRefused('kanslist', 'POST', '/content/posts/create', { title: 42, preamble: 'Ingress', body: 'Text', target });
    await expectRefused('medlem', 'POST', '/content/posts', { user_id: d.medlem.id, all: true });
  });

  it('the right types still pass', async () => {
    expect((await call('kanslist', 'PATCH', '/api/DocumentManagement/Secretariat/isPublic', { fileId: documentId, isPublic: true })).statusCode).toBe(200);
    expect((await call('kanslist', 'PATCH', '/api/Case/Flag', { caseId: fixtures.medlemCounselling, flagged: true })).statusCode).toBe(200);
    expect((await call('medlem', 'POST', '/api/User/ChangePassword', { password: 'ett-längre-lösenord', currentPassword: 'fel' })).json().errorCode).toBe('WRONG_CURRENT_PASSWORD');
  });
});

describe('no unknown query parameter (issue 22, item 4)', () => {
  it.each([
    ['a route without parameters', 'medlem', '/api/User/Me?x=1'],
    ['a route without parameters (content host)', 'medlem', '/content/courses?admin=true'],
    ['the member search', 'kanslist', '/api/Members/Search?text=anna&all=1'],
    ['the case list', 'kanslist', '/api/Case/GetAll?role=secretariat&userId=de300000-0000-4000-8000-000000000001'],
    ['a repeated parameter is no list', 'kanslist', '/api/Members/Search?text=a&text=b'],
    ['a number that is not one', 'kanslist', '/api/Members/Search?page=1.5'],
  ] as const)('%s', async (_what, username, url) => {
    await expectRefused(username, 'GET', url);
  });

  it('the parameters the SPA sends still pass (case list role and cursor, member search, case types)', async () => {
    for (const [username, url] of [
      ['kanslist', '/api/Case/GetAll?role=secretariat'],
      ['medlem', '/api/Case/GetAll?role=member'],
      ['kanslist', '/api/Members/Search?text=anna&sort=city&direction=desc&page=2&size=20'],
      ['medlem', '/api/Case/CaseTypes?role=member'],
    ] as const) {
      expect({ url, status: (await call(username, 'GET', url)).statusCode }).toEqual({ url, status: 200 });
    }
    const list = await call('kanslist', 'GET', '/api/Case/GetAll?role=secretariat');
    const cursor = list.json().cursor as string;
    expect((await call('kanslist', 'GET', `/api/Case/GetAll?role=secretariat&since=${cursor}`)).statusCode).toBe(200);
  });

  it('every object schema of every route of the API and the content host is closed', () => {
    const open: string[] = [];
    const walk = (schema: unknown, at: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const s = schema as Record<string, unknown>;
      if ((s.type === 'object' || s.properties) && s.additionalProperties !== false) open.push(at);
      for (const [key, inner] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) walk(inner, `${at}.${key}`);
      if (s.items) walk(s.items, `${at}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(s[key])) (s[key] as unknown[]).forEach((inner, i) => walk(inner, `${at}.${key}[${i}]`));
    };
    const routes = registeredRoutes(server.app).filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/content/'));
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (!schema.querystring) open.push(`${route.method} ${route.url} has no query schema`);
      for (const part of ['body', 'querystring', 'params']) walk(schema[part], `${route.method} ${route.url} ${part}`);
    }
    expect(open).toEqual([]);
  });
});

describe('nesting of any depth is a 400 with nothing stored (issue 22, item 2)', () => {
  const nested = (depth: number, inner = '"x"') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
  const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([MAX_INPUT_DEPTH + 1, 5_000, 20_000, 100_000])('%i levels in a JSON body: 400 INPUT_TOO_DEEP', async (depth) => {
    await expectRefused('kanslist', 'PATCH', '/api/Case/Flag', `{"caseId":"${fixtures.medlemCounselling}","flagged":${nested(depth, 'true')}}`, 'INPUT_TOO_DEEP');
    await expectRefused('medlem', 'POST', '/api/User/ChangePassword', `{"password":${nestedObject(depth)},"currentPassword":"demo"}`, 'INPUT_TOO_DEEP');
    await expectRefused('kanslist', 'POST', '/content/posts/create', nested(depth), 'INPUT_TOO_DEEP');
  });

  it('a multipart request field nested 20,000 levels: 400, no case, no file', async () => {
    const boundary = 'djup';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n{"caseType":"OTHER","title":"Rubrik","message":"Text","associationId":null,"subCategory":${nested(20_000, 'null')}}\r\n--${boundary}--\r\n`;
    const before = await fingerprint();
    const res = await server.app.inject({ method: 'POST', url: '/api/Case/Create', headers: { ...(await server.as(d.medlem.id)), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect({ status: res.statusCode, code: res.json().errorCode }).toEqual({ status: 400, code: 'INPUT_TOO_DEEP' });
    expect(await fingerprint()).toBe(before);
  });

  it(`a body nested ${MAX_INPUT_DEPTH} levels is no problem of depth`, async () => {
    const res = await call('kanslist', 'POST', '/content/posts/create', nested(MAX_INPUT_DEPTH - 1));
    expect(res.json().errorCode).toBe('VALIDATION_FAILED');
  });
});
