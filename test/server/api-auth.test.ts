import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
const userId = '11111111-1111-4111-8111-111111111111';

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await db.insertInto('users').values({ id: userId, username: 'test', passwordHash: null, firstname: 'Test', lastname: 'Testsson', email: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
    },
  });
});
afterAll(() => server.close());

describe('the API verifies the bearer token on every call', () => {
  it('answers 401 without a token', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/User/Me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorCode: 'UNAUTHORIZED', data: null });
  });

  it('answers 401 for a tampered token', async () => {
    const token = await server.tokenFor(userId);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    const res = await server.app.inject({ method: 'GET', url: '/api/User/Me', headers: { authorization: `Bearer ${header}.${forged}.${signature}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const token = await server.tokenFor(userId, { expiresIn: '-1m' });
    const res = await server.app.inject({ method: 'GET', url: '/api/User/Me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a token of another issuer or audience', async () => {
    for (const overrides of [{ issuer: 'http://evil.test' }, { audience: 'http://other.test/api' }]) {
      const token = await server.tokenFor(userId, overrides);
      const res = await server.app.inject({ method: 'GET', url: '/api/User/Me', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers with the user for a valid token, and never caches', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/User/Me', headers: await server.as(userId) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: userId, name: 'Test Testsson', isBoardmember: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 with an errorCode for an unknown API path, and 400 for a malformed id', async () => {
    const headers = await server.as(userId);
    const unknown = await server.app.inject({ method: 'GET', url: '/api/Nothing/Here', headers });
    expect(unknown.statusCode).toBe(404);
    const malformed = await server.app.inject({ method: 'GET', url: '/api/User/not-a-uuid/Get', headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('VALIDATION_FAILED');
  });
});
