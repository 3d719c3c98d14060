import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, demoOrganisations, seedDatabase, type DemoUsername } from '../../server/db/seed';
import type { MemberSearchResponse, SearchResult } from '../../src/api/types';

/**
 * Issue 22: every member-search context × every demo account, styrelse before and after accepting
 * the GDPR information. The expected answers are written out here from the rules of README "Who
 * sees members", not computed with the rule under test.
 */
let server: TestServer;
const d = demoAccounts;
const org = demoOrganisations;
const STAFF = ['kanslist', 'kansli-styrelse', 'ekonom'];

type Account = DemoUsername | 'styrelse (före samtycke)' | 'styrelse (efter samtycke)';
const accounts: Account[] = (Object.keys(d) as DemoUsername[]).flatMap((u): Account[] => (u === 'styrelse' ? ['styrelse (före samtycke)', 'styrelse (efter samtycke)'] : [u]));
const userOf = (account: Account): DemoUsername => (account.startsWith('styrelse') ? 'styrelse' : account as DemoUsername);

let places: { stockholmWorkplace: string; kalmarWorkplace: string; stockholmMember: string; kalmarMember: string };

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
  const workplaceOf = async (associationId: string) => (await server.db.selectFrom('workplaces').select('id').where('associationId', '=', associationId).orderBy('id').executeTakeFirstOrThrow()).id;
  const memberOf = async (workplaceId: string) => (await server.db.selectFrom('users').select('id').where('workplaceId', '=', workplaceId)
    .where('protectedIdentity', '=', false).where('memberNumber', 'is not', null).where('id', 'not in', Object.values(d).map((a) => a.id)).orderBy('id').executeTakeFirstOrThrow()).id;
  const kalmarWorkplace = (await server.db.selectFrom('users').select('workplaceId').where('id', '=', d.ombud.id).executeTakeFirstOrThrow()).workplaceId!;
  const stockholmWorkplace = await workplaceOf(org.styrelseBoardOf.id);
  places = { stockholmWorkplace, kalmarWorkplace, stockholmMember: await memberOf(stockholmWorkplace), kalmarMember: await memberOf(kalmarWorkplace) };
});
afterAll(() => server.close());

async function as(account: Account) {
  if (account.startsWith('styrelse')) {
    const consent = account === 'styrelse (efter samtycke)';
    await server.db.updateTable('users').set({ gdprConsentAt: consent ? new Date() : null }).where('id', '=', d.styrelse.id).execute();
  }
  return server.as(d[userOf(account)].id);
}

/** The answer each account gets in a context: 200, or the status and errorCode of the refusal. */
type Expected = 200 | [403 | 404, string];
const denied: Expected = [403, 'MEMBER_SEARCH_NOT_ALLOWED'];
const consent: Expected = [403, 'GDPR_CONSENT_REQUIRED'];

interface Context { name: string; url: () => string; expected: (account: Account) => Expected }
const contexts: Context[] = [
  { name: 'Members/Search', url: () => 'Members/Search', expected: (a) => (STAFF.includes(a) ? 200 : denied) },
  ...(['association', 'board', 'workplace'] as const).flatMap((kind): Context[] => [
    {
      name: `Stockholm ${kind}`,
      url: () => `Association/${org.styrelseBoardOf.id}/Members/Get?context=${kind === 'workplace' ? places.stockholmWorkplace : kind}`,
      expected: (a) => (STAFF.includes(a) || a === 'styrelse (efter samtycke)' ? 200 : a === 'styrelse (före samtycke)' ? consent : denied),
    },
    {
      // ombud sits on Kalmar's board (and represents its workplace).
      name: `Kalmar ${kind}`,
      url: () => `Association/${org.ombudWorkAssociation.id}/Members/Get?context=${kind === 'workplace' ? places.kalmarWorkplace : kind}`,
      expected: (a) => (STAFF.includes(a) || a === 'ombud' ? 200 : denied),
    },
  ]),
  {
    name: 'Members/{id}/Get of a Stockholm member',
    url: () => `Members/${places.stockholmMember}/Get`,
    expected: (a) => (STAFF.includes(a) || a === 'styrelse (efter samtycke)' ? 200 : a === 'styrelse (före samtycke)' ? consent : [404, 'MEMBER_NOT_FOUND']),
  },
  {
    name: 'Members/{id}/Get of a Kalmar member',
    url: () => `Members/${places.kalmarMember}/Get`,
    expected: (a) => (STAFF.includes(a) || a === 'ombud' ? 200 : [404, 'MEMBER_NOT_FOUND']),
  },
  {
    name: 'Members/{id}/Get of skyddad (protected)',
    url: () => `Members/${d.skyddad.id}/Get`,
    expected: (a) => (STAFF.includes(a) || a === 'skyddad' ? 200 : [404, 'MEMBER_NOT_FOUND']),
  },
];

const cases = contexts.flatMap((context) => accounts.map((account) => [context.name, account, context] as const));

it.each(cases)('%s: %s', async (_name, account, context) => {
  const res = await server.app.inject({ method: 'GET', url: `/api/${context.url()}`, headers: await as(account) });
  const expected = context.expected(account);
  const got: Expected = res.statusCode === 200 ? 200 : [res.statusCode as 403 | 404, res.json().errorCode];
  expect(got).toEqual(expected);
  // A list of a place never holds the protected member (issue 22).
  if (res.statusCode === 200 && context.name.includes(' ') && !context.name.startsWith('Members/')) {
    expect((res.json() as MemberSearchResponse).members.map((m) => m.id)).not.toContain(d.skyddad.id);
  }
});

it.each(accounts)('Search/{term}: the members part follows the same rule: %s', async (account) => {
  const res = await server.app.inject({ method: 'GET', url: `/api/Search/${encodeURIComponent('a')}`, headers: await as(account) });
  expect(res.statusCode).toBe(200);
  const members = (res.json() as SearchResult).members;
  const findsMembers = STAFF.includes(account) || account === 'styrelse (efter samtycke)' || account === 'ombud' || account === 'nationell';
  expect({ account, findsMembers: members.length > 0 }).toEqual({ account, findsMembers });
  if (!STAFF.includes(account)) expect(members.map((m) => m.id)).not.toContain(d.skyddad.id);
});

it('styrelse before consent: User/{id}/Get of a Stockholm member is 403 GDPR_CONSENT_REQUIRED as Case/GetAll in the organisation role; after, 200', async () => {
  const before = await as('styrelse (före samtycke)');
  expect((await server.app.inject({ method: 'GET', url: '/api/Case/GetAll?role=organization', headers: before })).json().errorCode).toBe('GDPR_CONSENT_REQUIRED');
  const user = await server.app.inject({ method: 'GET', url: `/api/User/${places.stockholmMember}/Get`, headers: before });
  expect({ status: user.statusCode, code: user.json().errorCode }).toEqual({ status: 403, code: 'GDPR_CONSENT_REQUIRED' });
  const after = await as('styrelse (efter samtycke)');
  expect((await server.app.inject({ method: 'GET', url: `/api/User/${places.stockholmMember}/Get`, headers: after })).statusCode).toBe(200);
});
