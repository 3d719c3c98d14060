import fc from 'fast-check';
import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import type { ContentTargets, PostTargetRef } from '../../src/api/contentTypes';

/**
 * Issue 22: "Writing accepts exactly the targets offered". For every demo account, every target
 * GET content/targets offers is accepted by POST posts/create (201), every other target of every
 * kind over every organisation and workplace is refused with nothing stored; courses likewise.
 */
let server: TestServer;
const d = demoAccounts;
const everyone = Object.keys(d) as DemoUsername[];
let allTargets: PostTargetRef[];

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
  const organisations = await server.db.selectFrom('organisations').select('id').orderBy('id').execute();
  const workplaces = await server.db.selectFrom('workplaces').select('id').orderBy('id').execute();
  allTargets = [
    { kind: 'everyone' },
    ...organisations.flatMap((o): PostTargetRef[] => [{ kind: 'organization', organization_id: o.id }, { kind: 'board', organization_id: o.id }]),
    ...workplaces.map((w): PostTargetRef => ({ kind: 'workplace', workplace_id: w.id })),
  ];
});
afterAll(() => server.close());

const key = (t: PostTargetRef) => (t.kind === 'workplace' ? `workplace:${t.workplace_id}` : `${t.kind}:${t.organization_id ?? ''}`);
const count = async (table: 'posts' | 'courses') => Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

async function offered(username: DemoUsername): Promise<ContentTargets> {
  const res = await server.app.inject({ method: 'GET', url: '/content/targets', headers: await server.as(d[username].id) });
  expect(res.statusCode).toBe(200);
  return res.json() as ContentTargets;
}

const postBody = (target: PostTargetRef) => ({ title: 'Rubrik', preamble: 'Ingress', body: 'Text', target });
const courseBody = (target: PostTargetRef) => ({
  title: 'Kurs', description: 'Om kursen', location: 'Stockholm', starts_at: '2027-03-01T09:00:00Z', ends_at: '2027-03-01T16:00:00Z', last_application_date: null, target,
});

it.each(everyone)('a post is accepted exactly at the targets GET content/targets offers: %s', async (username) => {
  const headers = await server.as(d[username].id);
  const offeredKeys = new Set((await offered(username)).posts.map(key));
  // Every offered target, and a sample of the others (all of them for the first accounts would be slow).
  const others = allTargets.filter((t) => !offeredKeys.has(key(t)));
  const sample = fc.sample(fc.constantFrom(...others), { numRuns: 25, seed: 22 });
  for (const target of [...allTargets.filter((t) => offeredKeys.has(key(t))), ...sample]) {
    const before = await count('posts');
    const res = await server.app.inject({ method: 'POST', url: '/content/posts/create', headers, payload: postBody(target) });
    const accepted = offeredKeys.has(key(target));
    expect({ target: key(target), status: res.statusCode < 300 ? 201 : 'refused' }).toEqual({ target: key(target), status: accepted ? 201 : 'refused' });
    if (!accepted) {
      expect(res.statusCode).toBeLessThan(500);
      expect(await count('posts')).toBe(before);
    }
  }
});

it('a board post to Vasabyrån, which nobody is offered, is a 403 TARGET_FORBIDDEN for the secretariat', async () => {
  const economist = await server.db.selectFrom('organisations').select('id').where('kind', '=', 'economist').executeTakeFirstOrThrow();
  const before = await count('posts');
  for (const kind of ['board', 'organization'] as const) {
    const res = await server.app.inject({ method: 'POST', url: '/content/posts/create', headers: await server.as(d.kanslist.id), payload: postBody({ kind, organization_id: economist.id }) });
    expect({ kind, status: res.statusCode, code: res.json().errorCode }).toEqual({ kind, status: 403, code: 'TARGET_FORBIDDEN' });
  }
  expect(await count('posts')).toBe(before);
});

it('an edit moves a post only to an offered target', async () => {
  const headers = await server.as(d.kanslist.id);
  const created = await server.app.inject({ method: 'POST', url: '/content/posts/create', headers, payload: postBody({ kind: 'everyone' }) });
  const economist = await server.db.selectFrom('organisations').select('id').where('kind', '=', 'economist').executeTakeFirstOrThrow();
  const res = await server.app.inject({ method: 'PUT', url: `/content/posts/${created.json().id}`, headers, payload: postBody({ kind: 'board', organization_id: economist.id }) });
  expect(res.statusCode).toBe(403);
});

it('a course is accepted exactly at the offered course targets (the secretariat)', async () => {
  const headers = await server.as(d.kanslist.id);
  const offeredKeys = new Set((await offered('kanslist')).courses.map(key));
  for (const target of allTargets) {
    const before = await count('courses');
    const res = await server.app.inject({ method: 'POST', url: '/content/courses/create', headers, payload: courseBody(target) });
    const accepted = offeredKeys.has(key(target));
    expect({ target: key(target), ok: res.statusCode === 201 }).toEqual({ target: key(target), ok: accepted });
    if (!accepted) expect(await count('courses')).toBe(before);
  }
});
