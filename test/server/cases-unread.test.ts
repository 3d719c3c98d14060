import { startTestServer, type TestServer } from './helpers';
import { readList } from './caseListSupport';
import { demoAccounts, demoOrganisations, seedDatabase, type DemoUsername } from '../../server/db/seed';
import type { CaseUnreadResponse } from '../../src/api/types';

/**
 * Issue 21: GET Case/Unread, the header's unread dot over every list the caller works in (the own
 * cases, the secretariat's list, the lists handled as a board member or representative), counted
 * on the server from the same lists as Case/GetAll, without sending them.
 */
let server: TestServer;
const d = demoAccounts;

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      await db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', d.styrelse.id).execute();
    },
  });
});
afterAll(() => server.close());

async function get(username: DemoUsername, url: string) {
  return server.app.inject({ method: 'GET', url, headers: await server.as(d[username].id) });
}

async function unreadOf(username: DemoUsername, query: string) {
  const res = await get(username, `/api/Case/GetAll${query}`);
  expect(res.statusCode).toBe(200);
  return readList(res.json()).cases.filter((c) => c.hasUnreadMessages).length;
}

describe('issue 21: Case/Unread counts the unread cases of every list the user works in', () => {
  test('styrelse: the own cases and the association the board handles, each as Case/GetAll counts them', async () => {
    const res = await get('styrelse', '/api/Case/Unread');
    expect(res.statusCode).toBe(200);
    const { lists } = res.json() as CaseUnreadResponse;
    const board = demoOrganisations.styrelseBoardOf.id;
    expect(lists.map(({ unread: _u, ...list }) => list)).toEqual([
      { role: 'member', organisationId: null, workplaceId: null },
      { role: 'organization', organisationId: board, workplaceId: null },
    ]);
    expect(lists[0].unread).toBe(await unreadOf('styrelse', '?role=member'));
    expect(lists[1].unread).toBe(await unreadOf('styrelse', `?role=organization&organisationId=${board}`));
    expect(lists[1].unread).toBeGreaterThan(0);
  });

  test('kanslist: the own cases and the secretariat\'s list', async () => {
    const { lists } = (await get('kanslist', '/api/Case/Unread')).json() as CaseUnreadResponse;
    expect(lists.map((list) => list.role)).toEqual(['member', 'secretariat']);
    expect(lists[1].unread).toBe(await unreadOf('kanslist', '?role=secretariat'));
  });

  test('spec §2: a protected identity has no case icon, so no list is counted', async () => {
    const res = await get('skyddad', '/api/Case/Unread');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lists: [] });
  });

  test('without a token: 401', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/Case/Unread' });
    expect(res.statusCode).toBe(401);
  });
});
