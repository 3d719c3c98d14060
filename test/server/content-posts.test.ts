import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, demoOrganisations, organisationId, seedDatabase, workplaceId, SECRETARIAT_NAME, ECONOMIST_NAME, type DemoUsername } from '../../server/db/seed';
import type { Database } from '../../server/db/database';
import type { Post, PostTargetRef } from '../../src/api/contentTypes';

let server: TestServer;
const d = demoAccounts;
const org = demoOrganisations;
const secretariat = organisationId(SECRETARIAT_NAME);
const economist = organisationId(ECONOMIST_NAME);
const gotland = organisationId('Psykologföreningen i Region Gotland');
const kalmarWorkplace = workplaceId('kalmar', 0);
const gotlandWorkplace = workplaceId('gotland', 0);
const stockholmWorkplace = workplaceId('stockholm', 0);

/** One post of every kind of spec §5, with no author (so the author's own view plays no part). */
const kinds = {
  everyone: { orgs: [], wps: [], board: false },
  stockholm: { orgs: [org.styrelseBoardOf.id], wps: [], board: false },
  stockholmBoard: { orgs: [org.styrelseBoardOf.id], wps: [], board: true },
  gotland: { orgs: [gotland], wps: [], board: false },
  gotlandWorkplace: { orgs: [gotland], wps: [gotlandWorkplace], board: false },
  kalmarWorkplace: { orgs: [org.ombudWorkAssociation.id], wps: [kalmarWorkplace], board: false },
  national: { orgs: [org.nationellBoardOf.id], wps: [], board: false },
  nationalBoard: { orgs: [org.nationellBoardOf.id], wps: [], board: true },
  intranet: { orgs: [secretariat], wps: [], board: false },
  intranetBoard: { orgs: [secretariat], wps: [], board: true },
  vasabyran: { orgs: [economist], wps: [], board: false },
} as const;
type Kind = keyof typeof kinds;
const kindNames = Object.keys(kinds) as Kind[];
const postId = (index: number) => `f0570000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
const idOf = Object.fromEntries(kindNames.map((kind, index) => [kind, postId(index)])) as Record<Kind, string>;

async function seedKinds(db: Database) {
  for (const kind of kindNames) {
    const { orgs, wps, board } = kinds[kind];
    const id = idOf[kind];
    await db.insertInto('posts').values({ id, title: `Inlägg ${kind}`, preamble: '', body: 'Text', isBoardPost: board, authorUserId: null, publishedAt: new Date('2027-01-01T10:00:00Z') }).execute();
    for (const organisationId of orgs) await db.insertInto('postOrganisations').values({ postId: id, organisationId }).execute();
    for (const workplaceId of wps) await db.insertInto('postWorkplaces').values({ postId: id, workplaceId }).execute();
  }
}

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      await seedKinds(db);
      // styrelse has not accepted the GDPR information in the seed: these tables are about the board role itself.
      await db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', demoAccounts.styrelse.id).execute();
    },
  });
});
afterAll(() => server.close());

const listAs = async (user: DemoUsername, body: object = { user_id: d[user].id }) =>
  server.app.inject({ method: 'POST', url: '/content/posts', headers: await server.as(d[user].id), payload: body });
const openAs = async (user: DemoUsername, id: string, body: object = { user_id: d[user].id }) =>
  server.app.inject({ method: 'POST', url: `/content/posts/${id}`, headers: await server.as(d[user].id), payload: body });
const countPosts = async () => Number((await server.db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** Spec §5 visibility, by hand: who sees each kind of post. */
const visibility: Record<DemoUsername, Kind[]> = {
  medlem: ['everyone', 'gotland', 'gotlandWorkplace', 'national'],
  'medlem-flera': ['everyone'],
  styrelse: ['everyone', 'stockholm', 'stockholmBoard'],
  nationell: ['everyone', 'national', 'nationalBoard'],
  ombud: ['everyone', 'kalmarWorkplace'],
  kanslist: ['everyone', 'intranet'],
  'kansli-styrelse': ['everyone', 'intranet', 'intranetBoard'],
  ekonom: ['everyone', 'vasabyran'],
  skyddad: ['everyone', 'kalmarWorkplace'],
};

describe('posts: visibility of spec §5, on the server, for lists and single posts', () => {
  test.each(Object.keys(visibility) as DemoUsername[])('%s sees exactly the posts of their places', async (user) => {
    const res = await listAs(user);
    expect(res.statusCode).toBe(200);
    const seen = new Set((res.json() as Post[]).map((p) => p.id));
    expect(kindNames.filter((kind) => seen.has(idOf[kind]))).toEqual(visibility[user]);
    for (const kind of kindNames) {
      const one = await openAs(user, idOf[kind]);
      expect({ kind, status: one.statusCode }).toEqual({ kind, status: visibility[user].includes(kind) ? 200 : 403 });
    }
  });

  it('lists newest first, with is_read, is_board_post, organizations and workplaces', async () => {
    const posts = (await listAs('ombud')).json() as Post[];
    const dates = posts.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const workplacePost = posts.find((p) => p.id === idOf.kalmarWorkplace)!;
    expect(workplacePost).toMatchObject({
      is_board_post: false,
      organizations: [{ id: org.ombudWorkAssociation.id, kind: 'psychology' }],
      workplaces: [{ id: kalmarWorkplace, association_id: org.ombudWorkAssociation.id }],
    });
    expect(workplacePost.body).toBeUndefined();
  });

  it('opening a post marks it read for the caller only, and answers its body', async () => {
    const id = 'f0570000-0000-4000-8000-000000000100';
    await server.db.insertInto('posts').values({ id, title: 'Oläst', preamble: '', body: 'Text', authorUserId: null, publishedAt: new Date() }).execute();
    const unread = (user: DemoUsername) => listAs(user).then((res) => (res.json() as Post[]).find((p) => p.id === id)!.is_read);
    expect(await unread('medlem')).toBe(false);
    const opened = await openAs('medlem', id);
    expect(opened.json()).toMatchObject({ id, body: 'Text', is_read: true });
    expect(await unread('medlem')).toBe(true);
    expect(await unread('kanslist')).toBe(false);
  });

  it('a user_id that is not the caller\'s is a 403 and marks nothing read', async () => {
    expect((await listAs('medlem', { user_id: d.kanslist.id })).statusCode).toBe(403);
    const id = 'f0570000-0000-4000-8000-000000000101';
    await server.db.insertInto('posts').values({ id, title: 'Ingen har läst', preamble: '', body: 'Text', authorUserId: null, publishedAt: new Date() }).execute();
    const spoofed = await openAs('kanslist', id, { user_id: d['kansli-styrelse'].id });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().errorCode).toBe('USER_MISMATCH');
    expect(await server.db.selectFrom('postReads').selectAll().where('postId', '=', id).execute()).toEqual([]);
  });

  it('an unknown post is a 404, a malformed id or a missing user_id a 400, no token a 401', async () => {
    expect((await openAs('medlem', 'f0570000-0000-4000-8000-999999999999')).statusCode).toBe(404);
    expect((await openAs('medlem', 'inte-ett-id')).statusCode).toBe(400);
    expect((await listAs('medlem', {})).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/content/posts', payload: { user_id: d.medlem.id } })).statusCode).toBe(401);
  });
});

const targets: Record<string, PostTargetRef> = {
  everyone: { kind: 'everyone' },
  stockholm: { kind: 'organization', organization_id: org.styrelseBoardOf.id },
  stockholmBoard: { kind: 'board', organization_id: org.styrelseBoardOf.id },
  stockholmWorkplace: { kind: 'workplace', workplace_id: stockholmWorkplace },
  kalmar: { kind: 'organization', organization_id: org.ombudWorkAssociation.id },
  kalmarWorkplace: { kind: 'workplace', workplace_id: kalmarWorkplace },
  national: { kind: 'organization', organization_id: org.nationellBoardOf.id },
  nationalBoard: { kind: 'board', organization_id: org.nationellBoardOf.id },
  intranet: { kind: 'organization', organization_id: secretariat },
  intranetBoard: { kind: 'board', organization_id: secretariat },
};
const allTargets = Object.keys(targets);

/**
 * Issue 9: the secretariat anywhere GET content/targets offers it (everyone, the intranet and every
 * association, with their boards: issue 22, no workplace); a board member their association, its
 * board and its workplaces.
 */
const secretariatTargets = allTargets.filter((name) => targets[name].kind !== 'workplace');
const mayWrite: Record<DemoUsername, string[]> = {
  medlem: [],
  'medlem-flera': [],
  styrelse: ['stockholm', 'stockholmBoard', 'stockholmWorkplace'],
  nationell: ['national', 'nationalBoard'],
  ombud: ['kalmar', 'kalmarWorkplace'],
  kanslist: secretariatTargets,
  'kansli-styrelse': secretariatTargets,
  ekonom: [],
  skyddad: [],
};

const create = async (user: DemoUsername, target: PostTargetRef, fields: Partial<{ title: string; preamble: string; body: string }> = {}) =>
  server.app.inject({
    method: 'POST', url: '/content/posts/create', headers: await server.as(d[user].id),
    payload: { title: 'Rubrik', preamble: 'Ingress', body: 'Brödtext', target, ...fields },
  });

describe('issue 14: the board role waits for the GDPR consent', () => {
  it('before styrelse accepts, the board\'s posts are hidden and posting as the board is refused', async () => {
    await server.db.updateTable('users').set({ gdprConsentAt: null }).where('id', '=', d.styrelse.id).execute();
    try {
      expect((await openAs('styrelse', idOf.stockholmBoard)).statusCode).toBe(403);
      expect((await create('styrelse', targets.stockholm)).statusCode).toBe(403);
      expect((await openAs('styrelse', idOf.stockholm)).statusCode).toBe(200);
    } finally {
      await server.db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', d.styrelse.id).execute();
    }
  });
});

describe('posts: who may write where (issue 9)', () => {
  test.each(Object.keys(mayWrite) as DemoUsername[])('%s may publish exactly where the rules say, and a forbidden target stores nothing', async (user) => {
    for (const name of allTargets) {
      const before = await countPosts();
      const res = await create(user, targets[name]);
      const allowed = mayWrite[user].includes(name);
      expect({ name, status: res.statusCode }).toEqual({ name, status: allowed ? 201 : 403 });
      expect(await countPosts()).toBe(before + (allowed ? 1 : 0));
      if (allowed) {
        const post = res.json() as Post;
        expect(post).toMatchObject({ title: 'Rubrik', is_read: true, can_edit: true, author: { id: d[user].id } });
        expect((await openAs(user, post.id)).statusCode).toBe(200);
      }
    }
  });

  it('GET targets offers each writer exactly the places they may write to', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/content/targets', headers: await server.as(d.styrelse.id) });
    const offered = res.json().posts as PostTargetRef[];
    expect(offered.filter((t) => t.kind !== 'workplace').map((t) => `${t.kind}:${t.organization_id}`))
      .toEqual([`organization:${org.styrelseBoardOf.id}`, `board:${org.styrelseBoardOf.id}`]);
    expect(offered.filter((t) => t.kind === 'workplace')).toHaveLength(8);
    expect(res.json().courses).toEqual([]);
    const member = await server.app.inject({ method: 'GET', url: '/content/targets', headers: await server.as(d.medlem.id) });
    expect(member.json()).toEqual({ posts: [], courses: [] });
    const kanslist = (await server.app.inject({ method: 'GET', url: '/content/targets', headers: await server.as(d.kanslist.id) })).json();
    expect(kanslist.posts[0]).toEqual({ kind: 'everyone' });
    expect(kanslist.courses.length).toBeGreaterThan(10);
  });

  it('every field is validated with an error code, and nothing is stored', async () => {
    const before = await countPosts();
    const cases: [Partial<{ title: string; preamble: string; body: string }>, string][] = [
      [{ title: '  ' }, 'TITLE_REQUIRED'],
      [{ title: 'x'.repeat(201) }, 'TITLE_TOO_LONG'],
      [{ preamble: 'x'.repeat(601) }, 'PREAMBLE_TOO_LONG'],
      [{ body: '' }, 'BODY_REQUIRED'],
      [{ body: 'a\u0007b' }, 'TEXT_HAS_CONTROL_CHARACTERS'],
      [{ body: 'a\u0000b' }, 'INVALID_CHARACTERS'],
    ];
    for (const [fields, code] of cases) {
      const res = await create('kanslist', targets.intranet, fields);
      expect({ code: res.json().errorCode, status: res.statusCode }).toEqual({ code, status: 400 });
    }
    expect((await create('kanslist', { kind: 'workplace', workplace_id: 'f0570000-0000-4000-8000-999999999999' })).json().errorCode).toBe('TARGET_UNKNOWN');
    expect((await create('kanslist', { kind: 'board' })).json().errorCode).toBe('TARGET_UNKNOWN');
    expect(await countPosts()).toBe(before);
  });

  it('edit and delete: only where the caller may write; a move to a forbidden place changes nothing', async () => {
    const created = (await create('styrelse', targets.stockholm)).json() as Post;
    const headers = await server.as(d.styrelse.id);
    const moved = await server.app.inject({ method: 'PUT', url: `/content/posts/${created.id}`, headers, payload: { title: 'Ny', preamble: '', body: 'B', target: targets.intranet } });
    expect(moved.statusCode).toBe(403);
    expect((await openAs('styrelse', created.id)).json()).toMatchObject({ title: 'Rubrik', organizations: [{ id: org.styrelseBoardOf.id }] });
    const edited = await server.app.inject({ method: 'PUT', url: `/content/posts/${created.id}`, headers, payload: { title: 'Ny rubrik', preamble: '', body: 'B', target: targets.stockholmBoard } });
    expect(edited.json()).toMatchObject({ title: 'Ny rubrik', is_board_post: true });
    const byOther = await server.app.inject({ method: 'DELETE', url: `/content/posts/${created.id}`, headers: await server.as(d.nationell.id) });
    expect(byOther.statusCode).toBe(403);
    const seeded = await server.app.inject({ method: 'PUT', url: `/content/posts/${idOf.intranet}`, headers, payload: { title: 'x', preamble: '', body: 'y' } });
    expect(seeded.statusCode).toBe(403);
    expect((await server.app.inject({ method: 'DELETE', url: `/content/posts/${created.id}`, headers })).statusCode).toBe(204);
    expect((await openAs('styrelse', created.id)).statusCode).toBe(404);
  });
});
