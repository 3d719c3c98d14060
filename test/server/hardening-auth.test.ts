import { startTestServer, type TestServer } from './helpers';
import { seedPeople, ids } from './fixtures/people';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: seedPeople });
});
afterAll(() => server.close());

const me = (authorization?: string) =>
  server.app.inject({ method: 'GET', url: '/api/User/Me', headers: authorization === undefined ? {} : { authorization } });

describe('access tokens the API refuses (issue 14)', () => {
  it('a validly signed token whose subject is not a uuid is a 401, not a 500', async () => {
    for (const sub of ['someone', 'urn:uuid:c0000000-0000-4000-8000-000000000001', '{c0000000-0000-4000-8000-000000000001}', 'a\u0000b']) {
      const res = await me(`Bearer ${await server.tokenFor(sub)}`);
      expect({ sub, status: res.statusCode }).toEqual({ sub, status: 401 });
      expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    }
  });

  it('refuses a token without exp, without typ at+jwt, or with another typ', async () => {
    for (const overrides of [{ expiresIn: null }, { typ: null }, { typ: 'JWT' }]) {
      const res = await me(`Bearer ${await server.tokenFor(ids.member, overrides)}`);
      expect({ overrides, status: res.statusCode }).toEqual({ overrides, status: 401 });
    }
  });

  it('refuses a token without the API scope: 403 insufficient_scope', async () => {
    const res = await me(`Bearer ${await server.tokenFor(ids.member, { scope: 'openid' })}`);
    expect(res.statusCode).toBe(403);
    expect(res.headers['www-authenticate']).toBe(`Bearer realm="Medlemsportalen", error="insufficient_scope", scope="${server.config.apiScope}"`);
  });

  it('still takes a proper token', async () => {
    expect((await me(`Bearer ${await server.tokenFor(ids.member)}`)).statusCode).toBe(200);
  });
});

describe('every 401 carries WWW-Authenticate: Bearer with the error of RFC 6750', () => {
  it('no token: the challenge without an error code (RFC 6750 §3.1)', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="Medlemsportalen"');
  });

  it('a malformed Authorization header: invalid_request', async () => {
    for (const header of ['Basic dXNlcjpwdw==', 'Bearer', 'Bearer a b']) {
      const res = await me(header);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="Medlemsportalen", error="invalid_request"/);
    }
  });

  it('a bad, expired or foreign token, or one of a user who is gone: invalid_token', async () => {
    const tokens = [
      'a.b.c',
      await server.tokenFor(ids.member, { expiresIn: '-1m' }),
      await server.tokenFor(ids.member, { issuer: 'http://evil.test' }),
      await server.tokenFor('c0000000-0000-4000-8000-0000000000ff'),
    ];
    for (const token of tokens) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="Medlemsportalen", error="invalid_token"/);
    }
  });
});

describe('text the database cannot store, and ids it cannot read, are a 400 before any handler', () => {
  it('an id in a form the old uuid format let through (urn:uuid:, braces, no hyphens): 400 VALIDATION_FAILED', async () => {
    const headers = await server.as(ids.member);
    for (const id of [`urn:uuid:${ids.member}`, `{${ids.member}}`, ids.member.replace(/-/g, '')]) {
      const res = await server.app.inject({ method: 'GET', url: `/api/User/${encodeURIComponent(id)}/Get`, headers });
      expect({ id, status: res.statusCode, errorCode: res.json().errorCode }).toEqual({ id, status: 400, errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('NUL or half a surrogate pair in a path, query or JSON body: 400 INVALID_CHARACTERS', async () => {
    const headers = await server.as(ids.member);
    const paths = ['/api/Case/GetAll?role=member%00', '/content/pages/om%00oss', `/api/Case/Get/${ids.member}%00`];
    for (const url of paths) {
      const res = await server.app.inject({ method: 'GET', url, headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
    const body = await server.app.inject({
      method: 'PATCH', url: '/api/Case/Flag', headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ caseId: ids.member, flagged: true, note: 'a\u0000b' }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ errorCode: 'INVALID_CHARACTERS', data: { field: 'body.note' } });
    const surrogate = await server.app.inject({
      method: 'POST', url: `/api/Case/${ids.member}/SetTags`, headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ tags: ['A', '\ud800'] }),
    });
    expect(surrogate.json()).toEqual({ errorCode: 'INVALID_CHARACTERS', data: { field: 'body.tags[1]' } });
  });
});

describe('forwarded headers are believed only from the proxies of TRUST_PROXY (off by default)', () => {
  async function clientOf(env: NodeJS.ProcessEnv) {
    const other = await startTestServer({ env });
    other.app.get('/whoami', async (request) => ({ ip: request.ip, host: request.host }));
    try {
      return (await other.app.inject({
        method: 'GET', url: '/whoami', remoteAddress: '10.0.0.5',
        headers: { host: 'portal.test', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.test' },
      })).json() as { ip: string; host: string };
    } finally {
      await other.close();
    }
  }

  it('by default the client is the connection, whatever X-Forwarded-For and -Host say', async () => {
    expect(await clientOf({})).toEqual({ ip: '10.0.0.5', host: 'portal.test' });
  });

  it('from a configured proxy, its forwarded client and host count', async () => {
    expect(await clientOf({ TRUST_PROXY: '10.0.0.0/8' })).toEqual({ ip: '203.0.113.9', host: 'evil.test' });
  });

  it('from an address that is not a configured proxy, they do not', async () => {
    expect(await clientOf({ TRUST_PROXY: '192.168.0.1' })).toEqual({ ip: '10.0.0.5', host: 'portal.test' });
  });
});
