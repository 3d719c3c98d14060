import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { readList } from './caseListSupport';
import { demoAccounts, demoOrganisations, seedDatabase, workplaceId, type DemoUsername } from '../../server/db/seed';
import { loadUser } from '../../server/auth/loadUser';
import { loadCaseFacts, requireViewableCase } from '../../server/cases/access';
import { caseList, loadDelta, newListCaches } from '../../server/cases/caseList';
import { loadCatalogue } from '../../server/cases/catalogue';
import type { Database } from '../../server/db/database';
import { caseRolesOf, mayViewCase, mayViewCaseInContext, type CaseAccessFacts, type CaseContext } from '../../src/domain/caseAccess';
import type { CaseListItem, CaseTypesResponse, User } from '../../src/api/types';

let server: TestServer;
const d = demoAccounts;
const org = demoOrganisations;
const kalmarWorkplace = workplaceId('kalmar', 0);

/** Cases the demo seed does not have, on the edges of the rules. */
const edge = {
  /** Flagged for the secretariat, then turned into a board-related type: forSecretariat hides it. */
  flaggedBoardCase: 'ed9e0000-0000-4000-8000-000000000001',
  /** A board matter the secretariat was not invited to, but kanslist was added to. */
  assignedBoardMatter: 'ed9e0000-0000-4000-8000-000000000002',
  /** A membership case without sub-category: the economists'. */
  plainMembership: 'ed9e0000-0000-4000-8000-000000000003',
};

async function seedEdgeCases(db: Database) {
  const base = { ownerUserId: d['medlem-flera'].id, createdByUserId: d['medlem-flera'].id, lockedByUserId: null, status: 2 };
  await db.insertInto('cases').values([
    { ...base, id: edge.flaggedBoardCase, title: 'Bytt ärendetyp', caseType: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', associationId: org.medlemFleraWorkAssociation.id, shouldBeHandledByKanslist: true },
    { ...base, id: edge.assignedBoardMatter, title: 'Styrelsefråga', caseType: 'BOARD_MATTER', associationId: org.styrelseBoardOf.id, ownerUserId: d.styrelse.id, createdByUserId: d.styrelse.id },
    { ...base, id: edge.plainMembership, title: 'Medlemskap', caseType: 'YOUR_MEMBERSHIP', shouldBeHandledByKanslist: true },
  ]).execute();
  await db.insertInto('caseUsers').values({ caseId: edge.assignedBoardMatter, userId: d.kanslist.id, isAdministrating: false }).execute();
}

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      await seedEdgeCases(db);
      // spec §6 for a board that has accepted the GDPR information (before that: hardening-rules.test.ts)
      await db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', demoAccounts.styrelse.id).execute();
    },
  });
});
afterAll(() => server.close());

async function get(username: DemoUsername, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { ...(await server.as(d[username].id)), ...headers } });
}

async function list(username: DemoUsername, query = ''): Promise<CaseListItem[]> {
  const res = await get(username, `/api/Case/GetAll${query}`);
  expect(res.statusCode).toBe(200);
  return readList(res.json()).cases;
}

type Facts = CaseAccessFacts & { id: string };

/** Every case with the facts the view rules need, straight from the tables. */
async function allCases(db: Database): Promise<Facts[]> {
  const cases = await db.selectFrom('cases').selectAll().execute();
  const subs = await db.selectFrom('caseSubCategories').selectAll().execute();
  const users = await db.selectFrom('caseUsers').selectAll().execute();
  return cases.map((c) => ({
    id: c.id,
    caseType: { type: c.caseType },
    ownerUser: { id: c.ownerUserId },
    association: c.associationId ? { id: c.associationId } : null,
    workplace: c.workplaceId ? { id: c.workplaceId } : null,
    shouldBeHandledByKanslist: c.shouldBeHandledByKanslist,
    invitationFromBoardMember: c.invitationFromBoardMember,
    subCategories: subs.filter((s) => s.caseId === c.id).map((s) => ({ type: s.subCategory })),
    users: users.filter((u) => u.caseId === c.id).map((u) => ({ id: u.userId })),
  }));
}

const ids = (items: { id: string }[]) => items.map((c) => c.id).sort();

describe('Case/GetAll returns exactly the cases the user may view (spec §6), for every demo account and role', () => {
  const accounts = Object.keys(d) as DemoUsername[];
  let facts: Facts[];
  const users = new Map<string, User>();
  beforeAll(async () => {
    facts = await allCases(server.db);
    for (const name of accounts) users.set(name, (await loadUser(server.db, d[name].id))!);
  });

  it.each(accounts)('%s: the list of each role held is the domain rule applied to every case', async (name) => {
    const user = users.get(name)!;
    for (const role of caseRolesOf(user)) {
      const context: CaseContext = { role };
      const expected = facts.filter((f) => mayViewCaseInContext(user, context, f));
      const got = await list(name, `?role=${role}`);
      expect({ role, ids: ids(got) }).toEqual({ role, ids: ids(expected) });
    }
  });

  it.each(accounts)('%s: roles not held are refused with 403', async (name) => {
    const held = caseRolesOf(users.get(name)!);
    for (const role of ['member', 'organization', 'secretariat', 'economist'].filter((r) => !held.includes(r as never))) {
      const res = await get(name, `/api/Case/GetAll?role=${role}`);
      expect({ role, status: res.statusCode, code: res.json().errorCode }).toEqual({ role, status: 403, code: 'ROLE_NOT_ALLOWED' });
    }
  });
});

describe('one case at a time (for Case/Get and the handling calls): a case the user may not view is a 404', () => {
  it('loads the same facts as the lists use, and answers 404 exactly where no role of the user grants a view', async () => {
    const facts = await allCases(server.db);
    const sample = facts.filter((_, i) => i % 7 === 0).concat(facts.filter((f) => Object.values(edge).includes(f.id)));
    for (const name of Object.keys(d) as DemoUsername[]) {
      const user = (await loadUser(server.db, d[name].id))!;
      for (const f of sample) {
        const loaded = await loadCaseFacts(server.db, f.id);
        expect({ ...loaded, status: undefined }).toEqual({ ...f, status: undefined });
        const outcome = await requireViewableCase(server.db, user, f.id).then(() => 'viewable', (e: { statusCode: number; errorCode: string }) => `${e.statusCode} ${e.errorCode}`);
        expect({ name, id: f.id, outcome }).toEqual({ name, id: f.id, outcome: mayViewCase(user, f) ? 'viewable' : '404 CASE_NOT_FOUND' });
      }
    }
    const someone = (await loadUser(server.db, d.kanslist.id))!;
    await expect(requireViewableCase(server.db, someone, '00000000-0000-4000-8000-00000000dead')).rejects.toMatchObject({ statusCode: 404, errorCode: 'CASE_NOT_FOUND' });
  });

  it('every case in a list is viewable one at a time', async () => {
    for (const name of ['medlem', 'styrelse', 'kanslist', 'ekonom', 'ombud'] as DemoUsername[]) {
      const user = (await loadUser(server.db, d[name].id))!;
      for (const role of caseRolesOf(user)) {
        for (const c of (await list(name, `?role=${role}`)).slice(0, 40)) await expect(requireViewableCase(server.db, user, c.id)).resolves.toMatchObject({ id: c.id });
      }
    }
  });
});

describe('the view table of spec §6, case by case', () => {
  let facts: Facts[];
  beforeAll(async () => { facts = await allCases(server.db); });

  it('medlem sees its own cases and only those (members only their own)', async () => {
    const own = facts.filter((f) => f.ownerUser.id === d.medlem.id);
    expect(own.length).toBeGreaterThanOrEqual(7);
    const got = await list('medlem');
    expect(ids(got)).toEqual(ids(own));
    expect(got.every((c) => c.ownerUser.id === d.medlem.id)).toBe(true);
  });

  it('skyddad, with no cases, sees none', async () => {
    expect(await list('skyddad')).toEqual([]);
  });

  it('kanslist sees cases flagged for the secretariat or assigned, never board-related ones the board did not invite it to', async () => {
    const got = await list('kanslist', '?role=secretariat');
    expect(got.length).toBeGreaterThan(50);
    const boardTypes = ['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'BOARD_MATTER'];
    const factsOf = new Map(facts.map((f) => [f.id, f]));
    for (const c of got) {
      const assigned = c.users.some((u) => u.id === d.kanslist.id);
      const f = factsOf.get(c.id)!;
      expect({ id: c.id, ok: assigned || f.shouldBeHandledByKanslist }).toEqual({ id: c.id, ok: true });
      if (boardTypes.includes(c.caseType.type) && !assigned) expect(f.invitationFromBoardMember).toBe(true);
    }
    const notInvited = facts.filter((f) => boardTypes.includes(f.caseType.type) && !f.invitationFromBoardMember && !f.users.some((u) => u.id === d.kanslist.id));
    const gotIds = new Set(ids(got));
    expect(notInvited.length).toBeGreaterThan(0);
    expect(notInvited.filter((f) => gotIds.has(f.id))).toEqual([]);
    expect(gotIds.has(edge.flaggedBoardCase)).toBe(false);
    expect(gotIds.has(edge.assignedBoardMatter)).toBe(true);
    expect((await list('kansli-styrelse', '?role=secretariat')).some((c) => c.id === edge.assignedBoardMatter)).toBe(false);
    // The Stockholm board invited the secretariat to one direct-contact case.
    expect(got.some((c) => c.caseType.type === 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION' && c.association?.id === org.styrelseBoardOf.id)).toBe(true);
  });

  it('ekonom sees YOUR_MEMBERSHIP cases and none in MEMBER_BENEFITS', async () => {
    const got = await list('ekonom');
    expect(got.length).toBeGreaterThan(5);
    for (const c of got) {
      expect(c.caseType.type).toBe('YOUR_MEMBERSHIP');
      expect(c.subCategories.map((s) => s.type)).not.toContain('MEMBER_BENEFITS');
    }
    expect(got.some((c) => c.id === edge.plainMembership)).toBe(true);
    const benefits = facts.filter((f) => f.caseType.type === 'YOUR_MEMBERSHIP' && f.subCategories.some((s) => s.type === 'MEMBER_BENEFITS'));
    expect(benefits.length).toBeGreaterThan(0);
    const membership = facts.filter((f) => f.caseType.type === 'YOUR_MEMBERSHIP');
    expect(got.length).toBe(membership.length - benefits.length);
  });

  it('styrelse, as the Stockholm board, sees the cases addressed to Stockholm and no other association\'s', async () => {
    const got = await list('styrelse', '?role=organization');
    expect(got.length).toBeGreaterThanOrEqual(5);
    expect(got.every((c) => c.association?.id === org.styrelseBoardOf.id)).toBe(true);
    expect(new Set(got.map((c) => c.caseType.type))).toEqual(new Set(['BOARD_MATTER', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION']));
    const narrowed = await list('styrelse', `?role=organization&organisationId=${org.styrelseBoardOf.id}`);
    expect(ids(narrowed)).toEqual(ids(got));
  });

  it('styrelse, as a member, sees only the cases it owns', async () => {
    const got = await list('styrelse');
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((c) => c.ownerUser.id === d.styrelse.id)).toBe(true);
  });

  it('nationell sees the cases of its national association, medlem\'s among them', async () => {
    const got = await list('nationell', '?role=organization');
    expect(got.every((c) => c.association?.id === org.nationellBoardOf.id)).toBe(true);
    expect(got.some((c) => c.ownerUser.id === d.medlem.id && c.caseType.type === 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION')).toBe(true);
  });

  it('ombud sees the Kalmar cases, and narrowed to its workplace only the workplace\'s', async () => {
    const got = await list('ombud', '?role=organization');
    expect(got.every((c) => c.association?.id === org.ombudWorkAssociation.id)).toBe(true);
    const workplace = await list('ombud', `?role=organization&organisationId=${org.ombudWorkAssociation.id}&workplaceId=${kalmarWorkplace}`);
    expect(workplace.length).toBeGreaterThanOrEqual(3);
    expect(workplace.every((c) => c.workplace?.id === kalmarWorkplace)).toBe(true);
  });

  it('an organisation the user does not handle, or a workplace outside it, is a 404', async () => {
    const gotland = await get('styrelse', `/api/Case/GetAll?role=organization&organisationId=${org.medlemWorkAssociation.id}`);
    expect(gotland.statusCode).toBe(404);
    expect(gotland.json().errorCode).toBe('ORGANISATION_NOT_FOUND');
    const wrongPlace = await get('ombud', `/api/Case/GetAll?role=organization&organisationId=${org.ombudWorkAssociation.id}&workplaceId=${workplaceId('stockholm', 0)}`);
    expect(wrongPlace.statusCode).toBe(404);
    const unknown = await get('kanslist', '/api/Case/GetAll?role=secretariat&organisationId=00000000-0000-4000-8000-00000000dead');
    expect(unknown.statusCode).toBe(404);
  });

  it('the secretariat narrowed to one association sees that association\'s share of its cases', async () => {
    const got = await list('kanslist', `?role=secretariat&organisationId=${org.styrelseBoardOf.id}`);
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((c) => c.association?.id === org.styrelseBoardOf.id)).toBe(true);
  });

  it('malformed query values are a 400', async () => {
    for (const query of ['?role=admin', '?organisationId=nope', '?workplaceId=1']) {
      const res = await get('kanslist', `/api/Case/GetAll${query}`);
      expect({ query, status: res.statusCode, code: res.json().errorCode }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('the list items carry what a list needs', () => {
  it('medlem\'s counselling case: type, status, dates, flag, tags, sub-categories, users, owner, preview and unread', async () => {
    const handled = (await list('kanslist', '?role=secretariat')).find((c) => c.ownerUser.id === d.medlem.id && c.caseType.type === 'COUNSELING' && c.flagged)!;
    expect(handled).toMatchObject({
      caseType: { type: 'COUNSELING', title: 'Rådgivning' },
      status: 2,
      flagged: true,
      tags: [{ type: 'SALARY_REVIEW', title: 'Lönerevision' }],
      subCategories: [{ type: 'SALARY', title: 'Lön' }],
      ownerUser: { id: d.medlem.id, name: 'Anna Lindqvist' },
      association: null,
      isLocked: false,
      lockedBy: null,
    });
    expect(handled.deadLine).toMatch(/^\d{4}-\d\d-\d\d$/);
    // Issue 34: the owner gets the same case without the handlers' marks (src/domain/caseMarks.ts).
    const item = (await list('medlem')).find((c) => c.id === handled.id)!;
    expect(item).toMatchObject({ ...handled, flagged: false, tags: [], deadLine: null, hasUnreadMessages: true, users: expect.any(Array), preview: expect.anything() });
    expect(item.users).toContainEqual({ id: d.kanslist.id, name: 'Lena Ekström', isAdministrating: true });
    expect(item.created).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(item.preview!.text.length).toBeLessThanOrEqual(121);
    expect(item.preview!.sender.name).toBeTruthy();
    expect(Object.keys(item)).not.toContain('messages');
  });

  it('the list\'s case types are the role\'s types and those of its cases', async () => {
    const res = await get('styrelse', '/api/Case/GetAll?role=organization');
    expect(readList(res.json()).caseTypes.map((t) => t.type)).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'BOARD_MATTER']);
    const secretariat = await get('kanslist', '/api/Case/GetAll?role=secretariat');
    const types = readList(secretariat.json()).caseTypes.map((t) => t.type);
    expect(types).toEqual(expect.arrayContaining(['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION']));
  });
});

describe('Case/CaseTypes: the types each role may create (spec §6)', () => {
  const types = async (username: DemoUsername, query = '') => {
    const res = await get(username, `/api/Case/CaseTypes${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as CaseTypesResponse).caseTypes;
  };

  it('medlem, with national associations, may create the five member types', async () => {
    const got = await types('medlem');
    expect(got.map((t) => t.type)).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']);
    const national = got.find((t) => t.type === 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION')!;
    expect(national.nationalAssociations.map((a) => a.name).sort()).toEqual(['Sveriges Kliniska Psykologers Förening', 'Sveriges Skolpsykologers Förening']);
    const own = got.find((t) => t.type === 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION')!;
    expect(own.psychologyAssociations[0]).toEqual({ id: org.medlemWorkAssociation.id, name: org.medlemWorkAssociation.name });
    expect(got.find((t) => t.type === 'YOUR_MEMBERSHIP')!.subCategories.map((s) => s.type)).toEqual(['ECONOMY', 'MEMBER_BENEFITS', 'MEMBERSHIP_CHANGE']);
  });

  it('protected identity writes to the head office only: skyddad gets counselling, membership and other, no direct contact with an association', async () => {
    expect((await types('skyddad')).map((t) => t.type)).toEqual(['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']);
    const forSkyddad = await get('kanslist', `/api/Case/CreateForAnotherUser/${d.skyddad.id}/CaseTypes`);
    expect((forSkyddad.json() as CaseTypesResponse).caseTypes.map((t) => t.type)).toEqual(['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']);
  });

  it('the secretariat: anything except the association-contact and board types', async () => {
    expect((await types('kanslist', '?role=secretariat')).map((t) => t.type)).toEqual(['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']);
  });

  it('the economist: YOUR_MEMBERSHIP only', async () => {
    expect((await types('ekonom')).map((t) => t.type)).toEqual(['YOUR_MEMBERSHIP']);
  });

  it('a board: board matters for its own association', async () => {
    const got = await types('styrelse', `?role=organization&organisationId=${org.styrelseBoardOf.id}`);
    expect(got.map((t) => t.type)).toEqual(['BOARD_MATTER']);
    expect(got[0].psychologyAssociations).toEqual([{ id: org.styrelseBoardOf.id, name: org.styrelseBoardOf.name }]);
    const national = await types('nationell', '?role=organization');
    expect(national.map((t) => t.type)).toEqual(['BOARD_MATTER']);
    expect(national[0].nationalAssociations).toEqual([{ id: org.nationellBoardOf.id, name: org.nationellBoardOf.name }]);
  });

  it('a role the user does not hold is a 403', async () => {
    const res = await get('medlem', '/api/Case/CaseTypes?role=secretariat');
    expect(res.statusCode).toBe(403);
  });

  it('on behalf of a member: the member\'s list (secretariat only), without association choice for the psychology association', async () => {
    const res = await get('kanslist', `/api/Case/CreateForAnotherUser/${d.medlem.id}/CaseTypes`);
    expect(res.statusCode).toBe(200);
    const got = (res.json() as CaseTypesResponse).caseTypes;
    expect(got.map((t) => t.type)).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']);
    expect(got[0].psychologyAssociations).toEqual([]);
    expect(got[1].nationalAssociations).toHaveLength(2);
    const forSkyddad = await get('kanslist', `/api/Case/CreateForAnotherUser/${d.skyddad.id}/CaseTypes`);
    expect((forSkyddad.json() as CaseTypesResponse).caseTypes.map((t) => t.type)).not.toContain('DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION');
    expect((await get('medlem', `/api/Case/CreateForAnotherUser/${d.skyddad.id}/CaseTypes`)).statusCode).toBe(403);
    expect((await get('ekonom', `/api/Case/CreateForAnotherUser/${d.skyddad.id}/CaseTypes`)).statusCode).toBe(403);
    const unknown = await get('kanslist', '/api/Case/CreateForAnotherUser/00000000-0000-4000-8000-00000000dead/CaseTypes');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('USER_NOT_FOUND');
  });
});

describe('Case/GetAll and its ETag: an unchanged poll is a 304 without body', () => {
  const url = '/api/Case/GetAll?role=secretariat';

  it('answers with a strong ETag, and 304 for If-None-Match with it', async () => {
    const first = await get('kanslist', url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await get('kanslist', url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const weak = await get('kanslist', url, { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
  });

  it('compresses with gzip for a browser, the same JSON, its own tag, and 304 for either tag', async () => {
    const plain = await get('kanslist', url);
    const zipped = await get('kanslist', url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zipped.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, '-gz"'));
    for (const tag of [zipped.headers.etag, plain.headers.etag] as string[]) {
      expect((await get('kanslist', url, { 'accept-encoding': 'gzip', 'if-none-match': tag })).statusCode).toBe(304);
    }
    const refused = await get('kanslist', url, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('a changed case changes the tag and the answer; another user\'s tag stays', async () => {
    const mine = await get('kanslist', url);
    const theirs = await get('medlem', '/api/Case/GetAll');
    const target = readList(mine.json()).cases.find((c) => !c.flagged && c.ownerUser.id !== d.medlem.id)!;
    await server.db.updateTable('cases').set({ flagged: true }).where('id', '=', target.id).execute();
    const after = await get('kanslist', url, { 'if-none-match': mine.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(mine.headers.etag);
    expect(readList(after.json()).cases.find((c) => c.id === target.id)!.flagged).toBe(true);
    expect((await get('medlem', '/api/Case/GetAll', { 'if-none-match': theirs.headers.etag as string })).statusCode).toBe(304);
  });

  it('a case added or removed after the list was last answered shows in the next poll', async () => {
    const before = await get('kanslist', url);
    const id = 'ed9e0000-0000-4000-8000-0000000000ff';
    await server.db.insertInto('cases').values({
      id, title: 'Nytt efter förra hämtningen', caseType: 'OTHER', ownerUserId: d.medlem.id, createdByUserId: d.medlem.id,
      lockedByUserId: null, shouldBeHandledByKanslist: true,
    }).execute();
    const added = await get('kanslist', url, { 'if-none-match': before.headers.etag as string });
    expect(added.statusCode).toBe(200);
    expect(readList(added.json()).cases.some((c) => c.id === id)).toBe(true);
    await server.db.deleteFrom('cases').where('id', '=', id).execute();
    const removed = await get('kanslist', url, { 'if-none-match': added.headers.etag as string });
    expect(removed.statusCode).toBe(200);
    expect(removed.headers.etag).toBe(before.headers.etag);
    expect(readList(removed.json()).cases.some((c) => c.id === id)).toBe(false);
  });

  it('a kept list is brought up to date: a case that leaves the set goes, one that enters it comes', async () => {
    const before = readList((await get('kanslist', url)).json());
    const leaving = before.cases.find((c) => c.caseType.type === 'OTHER' && !c.users.some((u) => u.id === d.kanslist.id))!;
    expect(before.cases.some((c) => c.id === edge.flaggedBoardCase)).toBe(false);
    await server.db.updateTable('cases').set({ shouldBeHandledByKanslist: false }).where('id', '=', leaving.id).execute();
    await server.db.updateTable('cases').set({ invitationFromBoardMember: true }).where('id', '=', edge.flaggedBoardCase).execute();
    const after = readList((await get('kanslist', url)).json());
    expect(after.cases.some((c) => c.id === leaving.id)).toBe(false);
    expect(after.cases.some((c) => c.id === edge.flaggedBoardCase)).toBe(true);
    expect(after.cases).toHaveLength(before.cases.length);
    await server.db.updateTable('cases').set({ shouldBeHandledByKanslist: true }).where('id', '=', leaving.id).execute();
    await server.db.updateTable('cases').set({ invitationFromBoardMember: false }).where('id', '=', edge.flaggedBoardCase).execute();
  });

  it('a list kept and patched across changes is the list read afresh', async () => {
    await get('kanslist', url);
    const some = readList((await get('kanslist', url)).json()).cases.slice(0, 5);
    for (const [i, c] of some.entries()) await server.db.updateTable('cases').set({ title: `Ändrad ${i}`, flagged: i % 2 === 0 }).where('id', '=', c.id).execute();
    await server.db.insertInto('caseTags').values({ caseId: some[0].id, tagType: 'FOLLOW_UP' }).onConflict((oc) => oc.doNothing()).execute();
    const patched = readList((await get('kanslist', url)).json()).cases;
    const user = (await loadUser(server.db, d.kanslist.id))!;
    const fresh = readList(JSON.parse((await (await caseList(server.db, newListCaches(), await loadCatalogue(server.db), user, { role: 'secretariat', organisationId: null, workplaceId: null })).body('identity')).toString()));
    const byId = (items: CaseListItem[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(patched)).toEqual(byId(fresh.cases));
    expect(patched.find((c) => c.id === some[0].id)).toMatchObject({ title: 'Ändrad 0', flagged: true, tags: expect.arrayContaining([{ type: 'FOLLOW_UP', title: 'Uppföljning' }]) });
  });

  it('a transaction still running when the list was read is caught when it commits (the change log, not a counter)', async () => {
    const user = (await loadUser(server.db, d.kanslist.id))!;
    const target = readList((await get('kanslist', url)).json()).cases[3];
    const xid = await server.db.transaction().execute(async (trx) => {
      await trx.updateTable('cases').set({ flagged: !target.flagged }).where('id', '=', target.id).execute();
      return (await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(trx)).rows[0].xid;
    });
    const now = (await sql<{ snapshot: string }>`select pg_current_snapshot()::text as snapshot`.execute(server.db)).rows[0].snapshot;
    const context = { role: 'secretariat' as const, organisationId: null, workplaceId: null };
    // A snapshot taken while that transaction was running (it is in the in-progress list), though later ones had finished.
    const whileRunning = `${xid}:${Number(now.split(':')[1])}:${xid}`;
    expect((await loadDelta(server.db, user, context, whileRunning)).changed).toEqual([target.id]);
    expect((await loadDelta(server.db, user, context, now)).changed).toBeNull();
  });

  it('a new tag, user or message moves the case on (the list item is rebuilt)', async () => {
    const before = readList((await get('kanslist', url)).json());
    const target = before.cases.find((c) => c.tags.length === 0 && c.caseType.type === 'COUNSELING' && !c.users.some((u) => u.id === d['kansli-styrelse'].id))!;
    await server.db.insertInto('caseTags').values({ caseId: target.id, tagType: 'URGENT' }).execute();
    await server.db.insertInto('caseUsers').values({ caseId: target.id, userId: d['kansli-styrelse'].id, isAdministrating: true }).execute();
    await server.db.insertInto('messages').values({
      id: '0000aaaa-0000-4000-8000-000000000001', caseId: target.id, senderUserId: target.ownerUser.id, body: 'Ett nytt meddelande från medlemmen.', createdAt: new Date(),
    }).execute();
    const item = readList((await get('kanslist', url)).json()).cases.find((c) => c.id === target.id)!;
    expect(item.tags).toEqual([{ type: 'URGENT', title: 'Brådskande' }]);
    expect(item.users.map((u) => u.id)).toContain(d['kansli-styrelse'].id);
    expect(item.preview).toEqual({ sender: { name: target.ownerUser.name }, text: 'Ett nytt meddelande från medlemmen.' });
    expect(item.hasUnreadMessages).toBe(true);
  });

  it('the caller\'s read state is part of the tag: reading a case clears its unread marker', async () => {
    const before = await get('kanslist', url);
    const unread = readList(before.json()).cases.find((c) => c.hasUnreadMessages)!;
    await server.db.insertInto('caseReads').values({ caseId: unread.id, userId: d.kanslist.id, readAt: new Date(Date.now() + 1000) })
      .onConflict((oc) => oc.columns(['caseId', 'userId']).doUpdateSet({ readAt: new Date(Date.now() + 1000) })).execute();
    const after = await get('kanslist', url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(readList(after.json()).cases.find((c) => c.id === unread.id)!.hasUnreadMessages).toBe(false);
  });

  it('a lock shows who holds it while it lasts; a lapsed lease is no lock (and changes the tag)', async () => {
    const before = readList((await get('kanslist', url)).json());
    const target = before.cases.find((c) => c.status === 1)!;
    await server.db.updateTable('cases').set({ lockedByUserId: d['kansli-styrelse'].id, lockExpiresAt: new Date(Date.now() + 1500) }).where('id', '=', target.id).execute();
    const locked = await get('kanslist', url);
    expect(readList(locked.json()).cases.find((c) => c.id === target.id)).toMatchObject({
      isLocked: true, lockedBy: { id: d['kansli-styrelse'].id, name: 'Mikael Forsberg' },
    });
    // Only time passes: the lease lapses without any write to the case.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const lapsed = await get('kanslist', url, { 'if-none-match': locked.headers.etag as string });
    expect(lapsed.statusCode).toBe(200);
    expect(readList(lapsed.json()).cases.find((c) => c.id === target.id)).toMatchObject({ isLocked: false, lockedBy: null });
  });
});

describe('the case calls need a token', () => {
  it.each([
    ['GET', '/api/Case/CaseTypes'],
    ['GET', `/api/Case/CreateForAnotherUser/${d.medlem.id}/CaseTypes`],
    ['GET', '/api/Case/GetAll'],
    ['POST', '/api/Case/Create'],
    ['POST', '/api/Case/CreateForAnotherUser'],
  ] as const)('%s %s without a token is a 401', async (method, url) => {
    const res = await server.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('UNAUTHORIZED');
  });
});
