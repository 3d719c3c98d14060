import { startTestServer, type TestServer } from './helpers';
import { demoAccounts, demoOrganisations, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { mayOpenRoute, type RouteParams } from '../../src/domain/routeAccess';
import type { User } from '../../src/api/types';

/**
 * Issue 27: who may open which case list (spec §2, §6), from both sides. Every case-list context ×
 * every demo account (styrelse before and after the GDPR consent, and a workplace representative
 * on no board): the server's answer to Case/GetAll and the SPA's route guard (fed the account's
 * own User/Me) must both be the answer written out here, from the rules of spec §6, not computed
 * with the rule under test (src/domain/caseListContext.ts).
 */
let server: TestServer;
const d = demoAccounts;
const org = demoOrganisations;

type Account = Exclude<DemoUsername, 'styrelse'> | 'styrelse (före samtycke)' | 'styrelse (efter samtycke)' | 'ombud utan styrelseplats';
const accounts: Account[] = [
  ...(Object.keys(d) as DemoUsername[]).flatMap((u): Account[] => (u === 'styrelse' ? ['styrelse (före samtycke)', 'styrelse (efter samtycke)'] : [u])),
  'ombud utan styrelseplats',
];

/** A member of a workplace of Skåne (eight workplaces), on no board, made the union representative of that workplace. */
let rep: { id: string; workplaceId: string };
let skane: { repWorkplace: string; otherWorkplace: string };
let kalmarWorkplace: string;
let stockholmWorkplace: string;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
  // A Skåne workplace with cases, and a member of Skåne on no board, moved there and made its representative.
  const withCases = await server.db.selectFrom('cases').select('workplaceId')
    .where('associationId', '=', org.medlemFleraWorkAssociation.id).where('workplaceId', 'is not', null).orderBy('workplaceId').executeTakeFirstOrThrow();
  const found = await server.db.selectFrom('users').select(['users.id'])
    .where('users.workAssociationId', '=', org.medlemFleraWorkAssociation.id).where('users.protectedIdentity', '=', false)
    .where('users.id', 'not in', Object.values(d).map((a) => a.id))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('memberships').select('memberships.userId')
      .whereRef('memberships.userId', '=', 'users.id').where('memberships.role', '=', 'Styrelsemedlem'))))
    .orderBy('users.id').executeTakeFirstOrThrow();
  await server.db.updateTable('users').set({ workplaceId: withCases.workplaceId }).where('id', '=', found.id).execute();
  rep = { id: found.id, workplaceId: withCases.workplaceId! };
  await server.db.insertInto('workplaceRepresentatives').values({ workplaceId: rep.workplaceId, userId: rep.id }).execute();
  const other = await server.db.selectFrom('workplaces').select('id')
    .where('associationId', '=', org.medlemFleraWorkAssociation.id).where('id', '!=', rep.workplaceId).orderBy('id').executeTakeFirstOrThrow();
  skane = { repWorkplace: rep.workplaceId, otherWorkplace: other.id };
  kalmarWorkplace = (await server.db.selectFrom('users').select('workplaceId').where('id', '=', d.ombud.id).executeTakeFirstOrThrow()).workplaceId!;
  stockholmWorkplace = (await server.db.selectFrom('workplaces').select('id').where('associationId', '=', org.styrelseBoardOf.id).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

async function headersOf(account: Account) {
  if (account === 'ombud utan styrelseplats') return server.as(rep.id);
  if (account.startsWith('styrelse')) {
    const consent = account === 'styrelse (efter samtycke)';
    await server.db.updateTable('users').set({ gdprConsentAt: consent ? new Date() : null }).where('id', '=', d.styrelse.id).execute();
    return server.as(d.styrelse.id);
  }
  return server.as(d[account as DemoUsername].id);
}

type Expected = 200 | [403 | 404, string];
const role: Expected = [403, 'ROLE_NOT_ALLOWED'];
const consent: Expected = [403, 'GDPR_CONSENT_REQUIRED'];
const noOrganisation: Expected = [404, 'ORGANISATION_NOT_FOUND'];
const noWorkplace: Expected = [404, 'WORKPLACE_NOT_FOUND'];
const STAFF: Account[] = ['kanslist', 'kansli-styrelse'];
/** The accounts that act in the organisation role (a board seat, or a represented workplace) once they have accepted the GDPR information. */
const ORGANISATION_ROLE: Account[] = ['styrelse (efter samtycke)', 'nationell', 'ombud', 'ombud utan styrelseplats'];

/** The organisation role in an organisation: its handlers get the list, other handlers a 404, before the consent a 403, the rest a 403. */
const organisationList = (handlers: Account[]) => (a: Account): Expected => {
  if (handlers.includes(a)) return 200;
  if (a === 'styrelse (före samtycke)') return consent;
  return ORGANISATION_ROLE.includes(a) ? noOrganisation : role;
};

interface Context { name: string; query: () => string; route: () => [string, RouteParams]; expected: (account: Account) => Expected }
const contexts: Context[] = [
  { name: 'Mina', query: () => 'role=member', route: () => ['memberCases', {}], expected: (a) => (a === 'ekonom' ? role : 200) },
  { name: 'Kansliets', query: () => 'role=secretariat', route: () => ['secretariatCases', {}], expected: (a) => (STAFF.includes(a) ? 200 : role) },
  { name: 'Vasabyråns', query: () => 'role=economist', route: () => ['economistCases', {}], expected: (a) => (a === 'ekonom' ? 200 : role) },
  {
    name: 'the organisation role, every organisation handled',
    query: () => 'role=organization',
    route: () => ['caseList', { caseRole: 'organisation' }],
    expected: (a) => (ORGANISATION_ROLE.includes(a) ? 200 : a === 'styrelse (före samtycke)' ? consent : role),
  },
  {
    name: "Stockholm's board list",
    query: () => `role=organization&organisationId=${org.styrelseBoardOf.id}`,
    route: () => ['organisationCaseList', { caseRole: 'organisation', caseOrganizationId: org.styrelseBoardOf.id }],
    expected: organisationList(['styrelse (efter samtycke)']),
  },
  {
    name: "Kalmar's board list (ombud sits on its board)",
    query: () => `role=organization&organisationId=${org.ombudWorkAssociation.id}`,
    route: () => ['organisationCaseList', { caseRole: 'organisation', caseOrganizationId: org.ombudWorkAssociation.id }],
    expected: organisationList(['ombud']),
  },
  {
    name: "the national association's board list",
    query: () => `role=organization&organisationId=${org.nationellBoardOf.id}`,
    route: () => ['organisationCaseList', { caseRole: 'organisation', caseOrganizationId: org.nationellBoardOf.id }],
    expected: organisationList(['nationell']),
  },
  {
    // The representative's work association: the list holds only their workplace's cases (visible set).
    name: "Skåne's list (the representative's work association)",
    query: () => `role=organization&organisationId=${org.medlemFleraWorkAssociation.id}`,
    route: () => ['organisationCaseList', { caseRole: 'organisation', caseOrganizationId: org.medlemFleraWorkAssociation.id }],
    expected: organisationList(['ombud utan styrelseplats']),
  },
  {
    name: "the representatives' list of ombud's Kalmar workplace",
    query: () => `role=organization&organisationId=${org.ombudWorkAssociation.id}&workplaceId=${kalmarWorkplace}`,
    route: () => ['workplaceCaseList', { caseRole: 'organisation', caseOrganizationId: org.ombudWorkAssociation.id, caseWorkplaceId: kalmarWorkplace }],
    expected: organisationList(['ombud']),
  },
  {
    name: 'a Stockholm workplace (its board)',
    query: () => `role=organization&organisationId=${org.styrelseBoardOf.id}&workplaceId=${stockholmWorkplace}`,
    route: () => ['workplaceCaseList', { caseRole: 'organisation', caseOrganizationId: org.styrelseBoardOf.id, caseWorkplaceId: stockholmWorkplace }],
    expected: organisationList(['styrelse (efter samtycke)']),
  },
  {
    name: "the representative's own Skåne workplace",
    query: () => `role=organization&organisationId=${org.medlemFleraWorkAssociation.id}&workplaceId=${skane.repWorkplace}`,
    route: () => ['workplaceCaseList', { caseRole: 'organisation', caseOrganizationId: org.medlemFleraWorkAssociation.id, caseWorkplaceId: skane.repWorkplace }],
    expected: organisationList(['ombud utan styrelseplats']),
  },
  {
    // Issue 27's mutation: a representative who could open every workplace of their association would list the whole association.
    name: 'another Skåne workplace (not the representative\'s)',
    query: () => `role=organization&organisationId=${org.medlemFleraWorkAssociation.id}&workplaceId=${skane.otherWorkplace}`,
    route: () => ['workplaceCaseList', { caseRole: 'organisation', caseOrganizationId: org.medlemFleraWorkAssociation.id, caseWorkplaceId: skane.otherWorkplace }],
    expected: (a) => (a === 'ombud utan styrelseplats' ? noWorkplace : organisationList([])(a)),
  },
];

const rows = contexts.flatMap((context) => accounts.map((account) => [context.name, account, context] as const));

it.each(rows)('%s: %s', async (_name, account, context) => {
  const headers = await headersOf(account);
  const me = await server.app.inject({ method: 'GET', url: '/api/User/Me', headers });
  expect(me.statusCode).toBe(200);
  const user = me.json<User>();
  const res = await server.app.inject({ method: 'GET', url: `/api/Case/GetAll?${context.query()}`, headers });
  const got: Expected = res.statusCode === 200 ? 200 : [res.statusCode as 403 | 404, res.json<{ errorCode: string }>().errorCode];
  const expected = context.expected(account);
  expect(got).toEqual(expected);
  const [routeId, params] = context.route();
  expect(mayOpenRoute(user, routeId, params)).toBe(expected === 200);
});

it("a representative's list of their association holds only their workplace's cases", async () => {
  const res = await server.app.inject({
    method: 'GET', url: `/api/Case/GetAll?role=organization&organisationId=${org.medlemFleraWorkAssociation.id}`, headers: await server.as(rep.id),
  });
  const { cases } = res.json<{ cases: { workplace: { id: string } | null }[] }>();
  expect(cases.length).toBeGreaterThan(0);
  expect(cases.every((c) => c.workplace?.id === rep.workplaceId)).toBe(true);
  const others = await server.db.selectFrom('cases').select('id').where('associationId', '=', org.medlemFleraWorkAssociation.id)
    .where('workplaceId', '!=', rep.workplaceId).limit(1).execute();
  expect(others.length).toBe(1);
});

it('a workplace of another association under an organisation\'s list path is not found, even to one who may open both lists', async () => {
  // The representative of a Skåne workplace, given a seat on Stockholm's board: both lists open to them, never the pair.
  const seat = { userId: rep.id, organisationId: org.styrelseBoardOf.id, role: 'Styrelsemedlem' as const };
  const { gdprConsentAt } = await server.db.selectFrom('users').select('gdprConsentAt').where('id', '=', rep.id).executeTakeFirstOrThrow();
  await server.db.insertInto('memberships').values(seat).execute();
  await server.db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', rep.id).execute();
  try {
    const headers = await server.as(rep.id);
    const getAll = async (query: string, as = headers) => {
      const res = await server.app.inject({ method: 'GET', url: `/api/Case/GetAll?${query}`, headers: as });
      return res.statusCode === 200 ? 200 : [res.statusCode, res.json<{ errorCode: string }>().errorCode];
    };
    expect(await getAll(`role=organization&organisationId=${org.styrelseBoardOf.id}`)).toBe(200);
    expect(await getAll(`role=organization&organisationId=${org.medlemFleraWorkAssociation.id}&workplaceId=${skane.repWorkplace}`)).toBe(200);
    expect(await getAll(`role=organization&organisationId=${org.styrelseBoardOf.id}&workplaceId=${skane.repWorkplace}`)).toEqual(noWorkplace);
    // The secretariat too: a workplace is looked for within the association its path names.
    const kanslist = await server.as(d.kanslist.id);
    expect(await getAll(`role=secretariat&organisationId=${org.medlemFleraWorkAssociation.id}&workplaceId=${skane.repWorkplace}`, kanslist)).toBe(200);
    expect(await getAll(`role=secretariat&organisationId=${org.styrelseBoardOf.id}&workplaceId=${skane.repWorkplace}`, kanslist)).toEqual(noWorkplace);
  } finally {
    await server.db.deleteFrom('memberships').where('userId', '=', seat.userId).where('organisationId', '=', seat.organisationId).execute();
    await server.db.updateTable('users').set({ gdprConsentAt }).where('id', '=', rep.id).execute();
  }
});

it('an association narrows the secretariat\'s list to its cases, the national association too; an organisation that is no association narrows nothing', async () => {
  const kanslist = await server.as(d.kanslist.id);
  const listed = async (query: string) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/Case/GetAll?${query}`, headers: kanslist });
    expect(res.statusCode).toBe(200);
    return res.json<{ cases: { association: { id: string } | null }[] }>().cases.map((c) => c.association?.id ?? null);
  };
  const whole = await listed('role=secretariat');
  const stockholm = await listed(`role=secretariat&organisationId=${org.styrelseBoardOf.id}`);
  expect(stockholm.length).toBeGreaterThan(0);
  expect(stockholm.length).toBeLessThan(whole.length);
  expect(stockholm.every((id) => id === org.styrelseBoardOf.id)).toBe(true);
  // The national association's cases are its board's, none the secretariat's: narrowed to it, nothing is left.
  expect(await listed(`role=secretariat&organisationId=${org.nationellBoardOf.id}`)).toEqual([]);
  const secretariat = await server.db.selectFrom('organisations').select('id').where('kind', '=', 'secretariat').executeTakeFirstOrThrow();
  expect(await listed(`role=secretariat&organisationId=${secretariat.id}`)).toHaveLength(whole.length);
});

it('an organisation or a workplace that does not exist is not found (404), to the secretariat and in the organisation role alike', async () => {
  const NO_SUCH_ORGANISATION = 'a0000000-0000-4000-8000-00000000dead';
  const NO_SUCH_WORKPLACE = 'b0000000-0000-4000-8000-00000000dead';
  const getAll = async (query: string, account: Account) => {
    const res = await server.app.inject({ method: 'GET', url: `/api/Case/GetAll?${query}`, headers: await headersOf(account) });
    return res.statusCode === 200 ? 200 : [res.statusCode, res.json<{ errorCode: string }>().errorCode];
  };
  expect(await getAll(`role=secretariat&organisationId=${NO_SUCH_ORGANISATION}`, 'kanslist')).toEqual(noOrganisation);
  expect(await getAll(`role=secretariat&workplaceId=${NO_SUCH_WORKPLACE}`, 'kanslist')).toEqual(noWorkplace);
  expect(await getAll(`role=secretariat&organisationId=${org.medlemFleraWorkAssociation.id}&workplaceId=${NO_SUCH_WORKPLACE}`, 'kanslist')).toEqual(noWorkplace);
  expect(await getAll(`role=organization&organisationId=${org.ombudWorkAssociation.id}&workplaceId=${NO_SUCH_WORKPLACE}`, 'ombud')).toEqual(noWorkplace);
  // The existing ones, for contrast: the same calls answer.
  expect(await getAll(`role=secretariat&workplaceId=${skane.repWorkplace}`, 'kanslist')).toBe(200);
  expect(await getAll(`role=organization&organisationId=${org.ombudWorkAssociation.id}&workplaceId=${kalmarWorkplace}`, 'ombud')).toBe(200);
});
