import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, demoOrganisations, seedDatabase, type DemoUsername } from '../../server/db/seed';
import type { Association, AssociationsResponse, User, WorkplacesResponse } from '../../src/api/types';
import { mayOpenRoute } from '../../src/domain/routeAccess';

let server: TestServer;
const d = demoAccounts;
const org = demoOrganisations;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
});
afterAll(() => server.close());

const get = async (username: DemoUsername, url: string) =>
  server.app.inject({ method: 'GET', url: `/api/${url}`, headers: await server.as(d[username].id) });

describe('Association/{id}/Get: for those who belong to or handle the association', () => {
  it('a member gets its work association, with its own role in it', async () => {
    const res = await get('medlem', `Association/${org.medlemWorkAssociation.id}/Get`);
    expect(res.statusCode).toBe(200);
    expect(res.json() as Association).toEqual({
      id: org.medlemWorkAssociation.id, externalId: null, name: org.medlemWorkAssociation.name, type: 'psychology', role: 'Member',
    });
  });

  it('a board member sees its board role; a national association has its external id', async () => {
    expect((await get('styrelse', `Association/${org.styrelseBoardOf.id}/Get`)).json()).toMatchObject({ role: 'Styrelsemedlem', type: 'psychology' });
    const national = (await get('nationell', `Association/${org.nationellBoardOf.id}/Get`)).json() as Association;
    expect(national).toMatchObject({ type: 'national', role: 'Styrelsemedlem' });
    expect(national.externalId).toBeTruthy();
  });

  it('the secretariat and economists get any association, without a role in it', async () => {
    expect((await get('kanslist', `Association/${org.styrelseBoardOf.id}/Get`)).json()).toMatchObject({ name: org.styrelseBoardOf.name, role: null });
    expect((await get('ekonom', `Association/${org.medlemWorkAssociation.id}/Get`)).statusCode).toBe(200);
  });

  it('anyone else gets the same 404 as for an association that does not exist', async () => {
    const other = await get('medlem', `Association/${org.styrelseBoardOf.id}/Get`);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('ASSOCIATION_NOT_FOUND');
    const unknown = await get('kanslist', 'Association/00000000-0000-4000-8000-00000000dead/Get');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('ASSOCIATION_NOT_FOUND');
    expect((await get('kanslist', 'Association/nope/Get')).statusCode).toBe(400);
  });
});

describe('Association/{id}/Workplaces/GetAll', () => {
  it('medlem-flera gets the eight workplaces of its association, by name', async () => {
    const res = await get('medlem-flera', `Association/${org.medlemFleraWorkAssociation.id}/Workplaces/GetAll`);
    expect(res.statusCode).toBe(200);
    const { workplaces } = res.json() as WorkplacesResponse;
    expect(workplaces).toHaveLength(8);
    expect(Object.keys(workplaces[0]).sort()).toEqual(['id', 'name']);
    const names = workplaces.map((w) => w.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('a national association has no workplaces', async () => {
    expect((await get('nationell', `Association/${org.nationellBoardOf.id}/Workplaces/GetAll`)).json()).toEqual({ workplaces: [] });
  });

  it('is a 404 for an association the user neither belongs to nor handles', async () => {
    expect((await get('medlem', `Association/${org.medlemFleraWorkAssociation.id}/Workplaces/GetAll`)).statusCode).toBe(404);
  });

  it('needs a token', async () => {
    expect((await server.app.inject({ method: 'GET', url: `/api/Association/${org.medlemWorkAssociation.id}/Get` })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api/Association/${org.medlemWorkAssociation.id}/Workplaces/GetAll` })).statusCode).toBe(401);
  });
});

describe('Association/GetAll (issue 12): every association, for the secretariat and the economists', () => {
  it('the secretariat gets the psychology and national associations by name, without the pseudo-organisations', async () => {
    const res = await get('kanslist', 'Association/GetAll');
    expect(res.statusCode).toBe(200);
    const { associations } = res.json() as AssociationsResponse;
    expect(associations.length).toBeGreaterThan(3);
    expect(new Set(associations.map((a) => a.type))).toEqual(new Set(['psychology', 'national']));
    expect(associations.map((a) => a.id)).toEqual(expect.arrayContaining([org.medlemWorkAssociation.id, org.nationellBoardOf.id]));
    expect(associations.map((a) => a.name)).not.toContain('Kansliet');
    expect(associations.map((a) => a.name)).not.toContain('Vasabyrån');
    const names = associations.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
    expect(Object.keys(associations[0]).sort()).toEqual(['id', 'name', 'type']);
  });

  it('the economists get it too', async () => {
    expect((await get('ekonom', 'Association/GetAll')).statusCode).toBe(200);
  });

  it.each(['medlem', 'styrelse', 'nationell', 'ombud'] as DemoUsername[])('%s gets a 403 ASSOCIATION_LIST_NOT_ALLOWED', async (username) => {
    const res = await get(username, 'Association/GetAll');
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ASSOCIATION_LIST_NOT_ALLOWED');
  });

  it('needs a token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/Association/GetAll' })).statusCode).toBe(401);
  });
});

describe('issue 12: the server refuses what the route guard refuses', () => {
  it('Association/{id}/Get and Workplaces/GetAll answer exactly where /organisation/{id} and its workplaces open, for every demo account', async () => {
    const { associations } = (await get('kanslist', 'Association/GetAll')).json() as AssociationsResponse;
    const usernames = Object.keys(d) as DemoUsername[];
    for (const username of usernames) {
      const me = (await get(username, 'User/Me')).json() as User;
      for (const association of associations) {
        const opens = mayOpenRoute(me, 'organisation', { organizationId: association.id });
        const answer = await get(username, `Association/${association.id}/Get`);
        expect({ username, association: association.name, status: answer.statusCode }).toEqual({ username, association: association.name, status: opens ? 200 : 404 });
        const workplaces = await get(username, `Association/${association.id}/Workplaces/GetAll`);
        expect({ username, association: association.name, status: workplaces.statusCode }).toEqual({ username, association: association.name, status: opens ? 200 : 404 });
      }
    }
  });
});
