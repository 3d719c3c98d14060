import { startTestServer, type TestServer } from './helpers';
import { ids, seedPeople } from './fixtures/people';
import { GDPR_ACCEPTED_MESSAGE } from '../../server/routes/user';
import { loadUser } from '../../server/auth/loadUser';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ seed: seedPeople }); });
afterAll(() => server.close());

const get = async (url: string, userId: string) => server.app.inject({ method: 'GET', url, headers: await server.as(userId) });

describe('User/Me', () => {
  it('describes the member with work association, workplace and roles (spec §3)', async () => {
    const me = (await get('/api/User/Me', ids.member)).json();
    expect(me).toMatchObject({
      id: ids.member, name: 'Maja Medlem', isBoardmember: false, isKanslist: false, isEconomist: false,
      workAssociation: { id: ids.association, hasMoreThanOneWorkplace: false, role: 'Member' },
      workplace: { id: ids.workplace, name: 'Vårdcentralen Centrum', corperationName: 'Region Test' },
      psychologyAssociations: [{ id: ids.association, role: 'Member' }],
    });
  });

  it('marks a board role as board member and membership of Kansliet as secretariat', async () => {
    expect((await get('/api/User/Me', ids.board)).json()).toMatchObject({ isBoardmember: true, isKanslist: false });
    expect((await get('/api/User/Me', ids.kanslist)).json()).toMatchObject({ isKanslist: true, canManageSecretariat: false, isBoardmember: false });
  });

  it('answers 401 when the token names a user that does not exist', async () => {
    const res = await get('/api/User/Me', 'd0000000-0000-4000-8000-00000000dead');
    expect(res.statusCode).toBe(401);
  });
});

describe('User/{id}/Get: who may read another user', () => {
  it.each([
    ['oneself', ids.member, ids.member, 200],
    ['the board of the user’s association, before accepting the GDPR information (issue 22)', ids.board, ids.member, 403],
    ['the secretariat', ids.kanslist, ids.member, 200],
    ['a member of another association', ids.outsider, ids.member, 404],
    ['an ordinary member of the same association', ids.member, ids.board, 404],
  ])('%s', async (_who, actor, target, status) => {
    expect((await get(`/api/User/${target}/Get`, actor)).statusCode).toBe(status);
  });

  it('the board of the user’s association, once it has accepted the GDPR information', async () => {
    const consent = async (answer: boolean) => server.app.inject({ method: 'POST', url: `/api/User/Gdpr/Consent/${answer}`, headers: await server.as(ids.board) });
    expect((await consent(true)).statusCode).toBe(200);
    try {
      expect((await get(`/api/User/${ids.member}/Get`, ids.board)).statusCode).toBe(200);
    } finally {
      await consent(false);
    }
  });

  it('answers 404 for an unknown id', async () => {
    expect((await get('/api/User/d0000000-0000-4000-8000-00000000dead/Get', ids.kanslist)).statusCode).toBe(404);
  });
});

describe('GDPR consent (spec §4)', () => {
  it('needs no consent from a user who is not a board member', async () => {
    expect((await get('/api/User/Gdpr', ids.member)).json()).toEqual({ hasApprovedGdprPolicies: true });
  });

  it('round trip for a board member: not given, accepted, kept, withdrawn', async () => {
    expect((await get('/api/User/Gdpr', ids.board)).json()).toEqual({ hasApprovedGdprPolicies: false });
    const headers = await server.as(ids.board);
    const accepted = await server.app.inject({ method: 'POST', url: '/api/User/Gdpr/Consent/true', headers });
    expect(accepted.json()).toEqual({ message: GDPR_ACCEPTED_MESSAGE });
    expect((await get('/api/User/Gdpr', ids.board)).json()).toEqual({ hasApprovedGdprPolicies: true });
    await server.app.inject({ method: 'POST', url: '/api/User/Gdpr/Consent/false', headers });
    expect((await get('/api/User/Gdpr', ids.board)).json()).toEqual({ hasApprovedGdprPolicies: false });
  });

  it('refuses an answer that is neither true nor false, and changes nothing', async () => {
    const headers = await server.as(ids.board);
    const res = await server.app.inject({ method: 'POST', url: '/api/User/Gdpr/Consent/kanske', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('INVALID_GDPR_ANSWER');
    expect((await get('/api/User/Gdpr', ids.board)).json()).toEqual({ hasApprovedGdprPolicies: false });
  });
});

describe('loadUser: the full user of spec §3, built from the database', () => {
  const x = {
    user: 'e0000000-0000-4000-8000-000000000001',
    repA: 'e0000000-0000-4000-8000-000000000002',
    repB: 'e0000000-0000-4000-8000-000000000003',
    erased: 'e0000000-0000-4000-8000-000000000004',
    plain: 'e0000000-0000-4000-8000-000000000005',
    national: 'e1000000-0000-4000-8000-000000000001',
    economist: 'e1000000-0000-4000-8000-000000000002',
    boardSecretariat: 'e1000000-0000-4000-8000-000000000003',
    alpha: 'e1000000-0000-4000-8000-000000000004',
    work: 'e1000000-0000-4000-8000-000000000005',
    placeA: 'e2000000-0000-4000-8000-000000000001',
    placeB: 'e2000000-0000-4000-8000-000000000002',
  };
  const row = (id: string, firstname: string, lastname: string, extra: Record<string, unknown> = {}) => ({
    id, username: null, passwordHash: null, firstname, lastname, email: `${firstname.toLowerCase()}@example.com`, phone: '070-000 00 00',
    memberNumber: null, city: null, workAssociationId: null, workplaceId: null, ...extra,
  });

  beforeAll(async () => {
    await server.db.insertInto('organisations').values([
      { id: x.national, kind: 'national', name: 'Riksföreningen', externalId: 'RF-1' },
      { id: x.economist, kind: 'economist', name: 'Ekonomerna', externalId: null },
      { id: x.boardSecretariat, kind: 'secretariat', name: 'Kansliet (styrelsen)', externalId: null },
      { id: x.alpha, kind: 'psychology', name: 'Alfaföreningen', externalId: null },
      { id: x.work, kind: 'psychology', name: 'Arbetsföreningen', externalId: null },
    ]).execute();
    await server.db.insertInto('workplaces').values([
      { id: x.placeA, associationId: x.work, name: 'Mottagning A', corporationName: 'Region A' },
      { id: x.placeB, associationId: x.work, name: 'Mottagning B', corporationName: 'Region A' },
    ]).execute();
    await server.db.insertInto('users').values([
      row(x.user, 'Ulla', 'Användare', { username: 'ulla', workAssociationId: x.work, workplaceId: x.placeA }),
      row(x.repA, 'Rut', 'Örn', { protectedIdentity: true }),
      row(x.repB, 'Rolf', 'Berg'),
      row(x.erased, 'Erik', 'Raderad', { erasedAt: new Date() }),
      row(x.plain, 'Pia', 'Plain', { workAssociationId: x.work }),
    ]).execute();
    await server.db.insertInto('memberships').values([
      { userId: x.user, organisationId: ids.association, role: 'Member' },
      { userId: x.user, organisationId: x.alpha, role: 'Member' },
      { userId: x.user, organisationId: x.national, role: 'Styrelsemedlem' },
      { userId: x.user, organisationId: x.economist, role: 'Member' },
      { userId: x.user, organisationId: x.boardSecretariat, role: 'Styrelsemedlem' },
    ]).execute();
    await server.db.insertInto('workplaceRepresentatives').values([{ workplaceId: x.placeA, userId: x.repA }, { workplaceId: x.placeA, userId: x.repB }]).execute();
  });

  it('every membership in its place, ordered by name; the work association not a member of is a Member of it; a board role of a national association is a board member awaiting consent', async () => {
    expect(await loadUser(server.db, x.user)).toEqual({
      id: x.user, name: 'Ulla Användare', firstname: 'Ulla', lastname: 'Användare', username: 'ulla',
      isBoardmember: true, isKanslist: true, canManageSecretariat: true, isEconomist: true, protectedIdentity: false,
      workAssociation: { id: x.work, name: 'Arbetsföreningen', hasMoreThanOneWorkplace: true, role: 'Member' },
      workplace: {
        id: x.placeA, name: 'Mottagning A', corperationName: 'Region A',
        unionRepresentatives: [
          { id: x.repB, name: 'Rolf Berg', email: 'rolf@example.com', phone: '070-000 00 00' },
          { id: x.repA, name: 'Rut Örn', email: null, phone: null },
        ],
      },
      unionRepresentatives: [
        { id: x.repB, name: 'Rolf Berg', email: 'rolf@example.com', phone: '070-000 00 00' },
        { id: x.repA, name: 'Rut Örn', email: null, phone: null },
      ],
      psychologyAssociations: [
        { id: x.alpha, name: 'Alfaföreningen', role: 'Member' },
        { id: ids.association, name: 'Psykologföreningen i Testköping', role: 'Member' },
      ],
      nationalAssociations: [{ id: x.national, name: 'Riksföreningen', role: 'Styrelsemedlem', externalId: 'RF-1' }],
      awaitsGdprConsent: true,
    });
  });

  it('a protected representative sees their own contact details', async () => {
    const rep = await loadUser(server.db, x.repA);
    expect(rep).toMatchObject({ protectedIdentity: true, workplace: null, unionRepresentatives: [], workAssociation: null, username: '' });
    await server.db.updateTable('users').set({ workplaceId: x.placeA }).where('id', '=', x.repA).execute();
    try {
      expect((await loadUser(server.db, x.repA))!.unionRepresentatives).toContainEqual({ id: x.repA, name: 'Rut Örn', email: 'rut@example.com', phone: '070-000 00 00' });
    } finally {
      await server.db.updateTable('users').set({ workplaceId: null }).where('id', '=', x.repA).execute();
    }
  });

  it('a work association with one workplace has not more than one; a board member who accepted the GDPR information awaits nothing', async () => {
    await server.db.deleteFrom('workplaces').where('id', '=', x.placeB).execute();
    await server.db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', x.user).execute();
    const user = await loadUser(server.db, x.user);
    expect(user!.workAssociation).toEqual({ id: x.work, name: 'Arbetsföreningen', hasMoreThanOneWorkplace: false, role: 'Member' });
    expect(user).not.toHaveProperty('awaitsGdprConsent');
    expect((await loadUser(server.db, x.plain))).toMatchObject({
      isBoardmember: false, isKanslist: false, canManageSecretariat: false, isEconomist: false, workplace: null, unionRepresentatives: [],
      workAssociation: { id: x.work, hasMoreThanOneWorkplace: false, role: 'Member' },
    });
    expect(await loadUser(server.db, x.plain)).not.toHaveProperty('awaitsGdprConsent');
  });

  it("the work association's role is the member's own role in it", async () => {
    await server.db.insertInto('memberships').values({ userId: x.plain, organisationId: x.work, role: 'Styrelsemedlem' }).execute();
    try {
      expect((await loadUser(server.db, x.plain))).toMatchObject({
        isBoardmember: true, awaitsGdprConsent: true, workAssociation: { id: x.work, role: 'Styrelsemedlem' },
        psychologyAssociations: [{ id: x.work, name: 'Arbetsföreningen', role: 'Styrelsemedlem' }],
      });
    } finally {
      await server.db.deleteFrom('memberships').where('userId', '=', x.plain).execute();
    }
  });

  it("the work association's role is not a role in another association: not a member of it, a board member elsewhere is a Member of it", async () => {
    // Alfaföreningen sorts before Arbetsföreningen: its board role comes first among the memberships.
    await server.db.insertInto('memberships').values({ userId: x.plain, organisationId: x.alpha, role: 'Styrelsemedlem' }).execute();
    try {
      expect((await loadUser(server.db, x.plain))).toMatchObject({
        psychologyAssociations: [{ id: x.alpha, name: 'Alfaföreningen', role: 'Styrelsemedlem' }],
        workAssociation: { id: x.work, role: 'Member' },
      });
    } finally {
      await server.db.deleteFrom('memberships').where('userId', '=', x.plain).execute();
    }
  });

  it('an erased former member, or an id that is nobody, is no user', async () => {
    expect(await loadUser(server.db, x.erased)).toBeNull();
    expect(await loadUser(server.db, 'e0000000-0000-4000-8000-0000000000ff')).toBeNull();
  });
});
