import { jest } from '@jest/globals';
import type { Member, MemberSearchResponse } from '../../src/api/types';

/**
 * Issue 27: the response schema is a second guard for protected identity. A member object that
 * carries fields no schema names (here injected at the data layer, as a careless query might:
 * a personal identity number and a home address) does not reach the client: fast-json-stringify
 * writes only the properties Member and MemberSearchResponse declare (src/api/shapes/).
 */
const real = await import('../../server/members/memberQueries');
const leak = { personalNumber: '19800101-1234', address: 'Hemliga gatan 1, 123 45 Ingenstans' };
jest.unstable_mockModule('../../server/members/memberQueries', () => ({
  ...real,
  loadMember: async (...args: Parameters<typeof real.loadMember>) => {
    const member = await real.loadMember(...args);
    return member && { ...member, ...leak, workplace: member.workplace && { ...member.workplace, ...leak } };
  },
  searchMembers: async (...args: Parameters<typeof real.searchMembers>) => {
    const page = await real.searchMembers(...args);
    return { ...page, ...leak, members: page.members.map((m) => ({ ...m, ...leak })) };
  },
}));
const { startTestServer } = await import('./helpers');
const { demoAccounts, seedDatabase } = await import('../../server/db/seed');

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
});
afterAll(() => server.close());

const get = async (url: string) => server.app.inject({ method: 'GET', url: `/api/${url}`, headers: await server.as(demoAccounts.kanslist.id) });

it('Members/{id}/Get: a field the Member schema does not name is cut from the answer (issue 27)', async () => {
  const res = await get(`Members/${demoAccounts.medlem.id}/Get`);
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(leak.personalNumber);
  expect(res.body).not.toContain(leak.address);
  const member = res.json<Member & Record<string, unknown>>();
  expect(member.id).toBe(demoAccounts.medlem.id);
  expect(member).not.toHaveProperty('personalNumber');
  expect(member.workplace).not.toHaveProperty('address');
});

it('Members/Search: no undeclared field in the page or in any row (issue 27)', async () => {
  const res = await get('Members/Search?text=a&size=50');
  expect(res.statusCode).toBe(200);
  const page = res.json<MemberSearchResponse>();
  expect(page.members.length).toBeGreaterThan(0);
  expect(res.body).not.toContain(leak.personalNumber);
  expect(res.body).not.toContain('Hemliga gatan');
});

it('the data layer really carried the fields (the test can fail)', async () => {
  const member = await (await import('../../server/members/memberQueries')).loadMember(server.db, demoAccounts.kanslist.id, demoAccounts.medlem.id);
  expect(member).toMatchObject(leak);
});

it('a route of /api without a response schema, and not listed as a raw reply, refuses to register', async () => {
  const { default: Fastify } = await import('fastify');
  const { installStrictShapes, RAW_REPLIES } = await import('../../server/http/validation');
  const app = Fastify();
  installStrictShapes(app);
  expect(() => app.get('/api/Undeclared', async () => ({ ok: true }))).toThrow(/schema\.response/);
  expect(() => app.get('/api/EmptyAnswers', { schema: { response: {} } }, async () => ({ ok: true }))).toThrow(/schema\.response/);
  expect(() => app.get('/api/OnlyErrors', { schema: { response: { 400: { type: 'object' } } } }, async () => ({ ok: true }))).toThrow(/schema\.response/);
  expect(() => app.get('/api/Declared', { schema: { response: { 200: { type: 'object', properties: {} } } } }, async () => ({}))).not.toThrow();
  expect(Object.keys(RAW_REPLIES)).toContain('GET /api/Case/GetAll');
  await app.close();
});
