import { startTestServer, type TestServer } from './helpers';
import { ids, seedPeople } from './fixtures/people';
import { GDPR_ACCEPTED_MESSAGE } from '../../server/routes/user';

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
