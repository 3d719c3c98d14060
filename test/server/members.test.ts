import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { caseForm } from './casesMultipart';
import { demoAccounts, demoOrganisations, seedDatabase, type DemoUsername } from '../../server/db/seed';
import type { EmployeesResponse, Member, MemberSearchResponse, SearchResult, UserDetails } from '../../src/api/types';

let server: TestServer;
const d = demoAccounts;
const org = demoOrganisations;

beforeAll(async () => {
  server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
});
afterAll(() => server.close());

const get = async (username: DemoUsername, url: string) => server.app.inject({ method: 'GET', url: `/api/${url}`, headers: await server.as(d[username].id) });
const json = async <T>(username: DemoUsername, url: string, status = 200): Promise<T> => {
  const res = await get(username, url);
  expect({ url, status: res.statusCode }).toEqual({ url, status });
  return res.json() as T;
};

/** A workplace of the association. */
const workplaceOf = (associationId: string) => server.db.selectFrom('workplaces').select('id').where('associationId', '=', associationId).executeTakeFirstOrThrow();
const idsOf = (body: MemberSearchResponse) => body.members.map((m) => m.id);
const userOf = (username: DemoUsername) => server.db.selectFrom('users').selectAll().where('id', '=', d[username].id).executeTakeFirstOrThrow();

describe('who may search members where (spec §6, every demo account)', () => {
  const everyone = Object.keys(d) as DemoUsername[];

  it.each(everyone)('Members/Search (every organisation): %s', async (username) => {
    const allowed = username === 'kanslist' || username === 'kansli-styrelse' || username === 'ekonom';
    expect((await get(username, 'Members/Search')).statusCode).toBe(allowed ? 200 : 403);
  });

  it.each(everyone)('Association/{id}/Members/Get of Region Stockholm: %s (styrelse has not accepted the GDPR information: 403 too)', async (username) => {
    const allowed = ['kanslist', 'kansli-styrelse', 'ekonom'].includes(username);
    expect((await get(username, `Association/${org.styrelseBoardOf.id}/Members/Get?context=association`)).statusCode).toBe(allowed ? 200 : 403);
  });

  it.each(everyone)('Association/{id}/Members/Get of Kalmar\'s workplace of ombud: %s', async (username) => {
    const ombud = await userOf('ombud');
    const allowed = ['kanslist', 'kansli-styrelse', 'ekonom', 'ombud'].includes(username);
    expect((await get(username, `Association/${org.ombudWorkAssociation.id}/Members/Get?context=${ombud.workplaceId}`)).statusCode).toBe(allowed ? 200 : 403);
  });

  it('a board sees its association\'s board; others of the association do not', async () => {
    await server.db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', d.styrelse.id).execute();
    const board = await json<MemberSearchResponse>('styrelse', `Association/${org.styrelseBoardOf.id}/Members/Get?context=board&size=100`);
    expect(idsOf(board)).toContain(d.styrelse.id);
    expect((await get('medlem', `Association/${org.styrelseBoardOf.id}/Members/Get?context=board`)).statusCode).toBe(403);
  });

  it('a workplace representative lists only their workplace\'s members (issue 22: a representative without a board seat)', async () => {
    // A member of a workplace of Skåne (several workplaces), on no board at all, made a union representative of it.
    const rep = await server.db.selectFrom('users').select(['users.id', 'users.workplaceId', 'users.workAssociationId'])
      .where('users.workAssociationId', '=', org.medlemFleraWorkAssociation.id).where('users.protectedIdentity', '=', false)
      .where('users.id', 'not in', Object.values(d).map((a) => a.id))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('memberships').select('memberships.userId')
        .whereRef('memberships.userId', '=', 'users.id').where('memberships.role', '=', 'Styrelsemedlem'))))
      .orderBy('users.id').executeTakeFirstOrThrow();
    await server.db.insertInto('workplaceRepresentatives').values({ workplaceId: rep.workplaceId!, userId: rep.id }).execute();
    try {
      await representativeSeesTheirWorkplaceOnly(rep);
    } finally {
      await server.db.deleteFrom('workplaceRepresentatives').where('userId', '=', rep.id).where('workplaceId', '=', rep.workplaceId!).execute();
    }
  });

  async function representativeSeesTheirWorkplaceOnly(rep: { id: string; workplaceId: string | null; workAssociationId: string | null }) {
    const skane = rep.workAssociationId!;
    const otherWorkplace = await server.db.selectFrom('workplaces').select('id').where('associationId', '=', skane).where('id', '!=', rep.workplaceId!).orderBy('id').executeTakeFirstOrThrow();
    const elsewhere = await server.db.selectFrom('users').select('id').where('workplaceId', '=', otherWorkplace.id).where('protectedIdentity', '=', false)
      .where('memberNumber', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const headers = await server.as(rep.id);
    const status = async (url: string) => (await server.app.inject({ method: 'GET', url: `/api/${url}`, headers })).statusCode;

    const own = await server.app.inject({ method: 'GET', url: `/api/Association/${skane}/Members/Get?context=${rep.workplaceId}&size=100`, headers });
    expect(own.statusCode).toBe(200);
    const listed = (own.json() as MemberSearchResponse).members;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((m) => m.workplace?.id === rep.workplaceId)).toBe(true);
    // Not the association, not its board, not another of its workplaces, nor another association.
    expect(await status(`Association/${skane}/Members/Get?context=association`)).toBe(403);
    expect(await status(`Association/${skane}/Members/Get`)).toBe(403);
    expect(await status(`Association/${skane}/Members/Get?context=board`)).toBe(403);
    expect(await status(`Association/${skane}/Members/Get?context=${otherWorkplace.id}`)).toBe(403);
    expect(await status(`Association/${org.medlemWorkAssociation.id}/Members/Get?context=association`)).toBe(403);
    expect(await status('Members/Search')).toBe(403);
    // One member: a colleague yes, a member of the association at another workplace no.
    expect(await status(`Members/${listed.find((m) => m.id !== rep.id)!.id}/Get`)).toBe(200);
    expect(await status(`Members/${elsewhere.id}/Get`)).toBe(404);
    // The header search finds members of the workplace only.
    const search = await server.app.inject({ method: 'GET', url: '/api/Search/a', headers });
    expect((search.json() as SearchResult).members.every((m) => m.href.includes(`/arbetsplats/${rep.workplaceId}/medlemmar/`))).toBe(true);
  }

  it('ombud\'s workplace lists its members only: ombud is there, skyddad (protected) and medlem-flera of Skåne are not', async () => {
    const ombud = await userOf('ombud');
    const body = await json<MemberSearchResponse>('ombud', `Association/${org.ombudWorkAssociation.id}/Members/Get?context=${ombud.workplaceId}&size=100`);
    expect(idsOf(body)).toContain(d.ombud.id);
    expect(idsOf(body)).not.toContain(d.skyddad.id);
    expect(idsOf(body)).not.toContain(d['medlem-flera'].id);
    expect(body.members.every((m) => m.workplace === null || m.workplace.id === ombud.workplaceId)).toBe(true);
  });

  it('a workplace of another association, and an unknown association, are 404', async () => {
    const skane = await workplaceOf(org.medlemFleraWorkAssociation.id);
    expect((await get('kanslist', `Association/${org.ombudWorkAssociation.id}/Members/Get?context=${skane.id}`)).statusCode).toBe(404);
    expect((await get('kanslist', 'Association/d0000000-0000-4000-8000-00000000dead/Members/Get')).statusCode).toBe(404);
  });

  it('bad input is a 400 with VALIDATION_FAILED, never a 500', async () => {
    for (const url of ['Members/Search?page=0', 'Members/Search?size=1000', 'Members/Search?sort=password', `Members/Search?text=${'x'.repeat(101)}`,
      `Association/${org.ombudWorkAssociation.id}/Members/Get?context=everyone`, 'Members/not-a-uuid/Get', 'Association/x/Members/Get']) {
      const res = await get('kanslist', url);
      expect({ url, status: res.statusCode, code: res.json().errorCode }).toEqual({ url, status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('member search: text, order and paging on the server (spec §4, §5)', () => {
  it('matches a part of a name with other case and accents: "åKES" finds Nils Åkesson', async () => {
    const body = await json<MemberSearchResponse>('kanslist', `Members/Search?text=${encodeURIComponent('åKES')}`);
    expect(idsOf(body)).toContain(d.skyddad.id);
    const upper = await json<MemberSearchResponse>('kanslist', `Members/Search?text=${encodeURIComponent('ÅKESSON')}`);
    expect(idsOf(upper)).toContain(d.skyddad.id);
  });

  it('matches every field shown: member number, city, workplace and association names; all words must match', async () => {
    const medlem = await userOf('medlem');
    const workplace = await server.db.selectFrom('workplaces').select('name').where('id', '=', medlem.workplaceId!).executeTakeFirstOrThrow();
    for (const text of [medlem.memberNumber!, medlem.city!.toUpperCase(), workplace.name.toLowerCase(), `anna ${org.medlemWorkAssociation.name.split(' ').pop()}`]) {
      const body = await json<MemberSearchResponse>('kanslist', `Members/Search?size=100&text=${encodeURIComponent(text)}`);
      expect({ text, found: idsOf(body).includes(d.medlem.id) }).toEqual({ text, found: true });
    }
    expect((await json<MemberSearchResponse>('kanslist', `Members/Search?text=${encodeURIComponent('anna zzzz')}`)).total).toBe(0);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await json<MemberSearchResponse>('kanslist', 'Members/Search?text=%25')).total).toBe(0);
    expect((await json<MemberSearchResponse>('kanslist', 'Members/Search?text=_')).total).toBe(0);
  });

  it('pages on the server, name ascending by default, in Swedish order', async () => {
    const first = await json<MemberSearchResponse>('ekonom', 'Members/Search?size=10');
    const second = await json<MemberSearchResponse>('ekonom', 'Members/Search?size=10&page=2');
    expect(first.members).toHaveLength(10);
    expect(first.total).toBeGreaterThan(100);
    expect(second.total).toBe(first.total);
    const names = [...first.members, ...second.members].map((m) => m.name);
    const collator = new Intl.Collator('sv', { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
    const staff = await json<MemberSearchResponse>('ekonom', `Members/Search?text=${encodeURIComponent('Lena Ekström')}`);
    expect(idsOf(staff)).not.toContain(d.kanslist.id);
  });

  it('sorts å, ä, ö after z and flips with the direction', async () => {
    const asc = await json<MemberSearchResponse>('kanslist', 'Members/Search?size=100&sort=name&direction=desc');
    expect(asc.members[0].name.localeCompare(asc.members[99].name, 'sv')).toBeGreaterThan(0);
    const all = (await json<MemberSearchResponse>('kanslist', 'Members/Search?size=100&sort=name&direction=desc')).members;
    const firstLetters = all.map((m) => m.firstname[0]);
    // The first descending names begin with Ö/Ä/Å if there are any such names.
    if (firstLetters.some((c) => 'ÅÄÖ'.includes(c))) expect('ÅÄÖ').toContain(firstLetters[0]);
  });

  it('sorts by member number, city and workplace', async () => {
    for (const sort of ['memberNumber', 'city', 'workplace'] as const) {
      const body = await json<MemberSearchResponse>('kanslist', `Members/Search?size=50&sort=${sort}`);
      expect(body.members).toHaveLength(50);
    }
    const numbers = (await json<MemberSearchResponse>('kanslist', 'Members/Search?size=50&sort=memberNumber')).members.map((m) => Number(m.memberNumber));
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  });

  it('answers from a snapshot that follows every change of the database (the triggers of 0006_members)', async () => {
    expect((await json<MemberSearchResponse>('kanslist', 'Members/Search?text=Zebulon')).total).toBe(0);
    await sql`update users set firstname = 'Zebulon' where id = ${d.medlem.id}`.execute(server.db);
    try {
      expect(idsOf(await json<MemberSearchResponse>('kanslist', 'Members/Search?text=zebulon'))).toEqual([d.medlem.id]);
      await sql`update users set protected_identity = true where id = ${d.medlem.id}`.execute(server.db);
      expect((await json<MemberSearchResponse>('kanslist', 'Members/Search?text=zebulon')).members[0]).toMatchObject({ city: null, workplace: null });
    } finally {
      await sql`update users set firstname = 'Anna', protected_identity = false where id = ${d.medlem.id}`.execute(server.db);
    }
    expect((await json<MemberSearchResponse>('kanslist', 'Members/Search?text=Zebulon')).total).toBe(0);
  });

  it('a page after the last is empty and still counts the total', async () => {
    const body = await json<MemberSearchResponse>('kanslist', 'Members/Search?page=10000&size=100');
    expect(body.members).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
  });
});

describe('one member: Members/{id}/Get with the search\'s rules', () => {
  it('the secretariat and the economists reach every member; a member of another association is a 404 for a board', async () => {
    expect((await json<Member>('kanslist', `Members/${d.medlem.id}/Get`)).name).toBe('Anna Lindqvist');
    expect((await json<Member>('ekonom', `Members/${d.medlem.id}/Get`)).email).toContain('@');
    expect((await get('styrelse', `Members/${d.medlem.id}/Get`)).statusCode).toBe(404);
    expect((await get('ombud', `Members/${d['medlem-flera'].id}/Get`)).statusCode).toBe(404);
    expect((await get('medlem', `Members/${d['medlem-flera'].id}/Get`)).statusCode).toBe(404);
    expect((await get('kanslist', 'Members/d0000000-0000-4000-8000-00000000dead/Get')).statusCode).toBe(404);
  });

  it('ombud reaches a member of their workplace with associations and workplace', async () => {
    const member = await json<Member>('ombud', `Members/${d.ombud.id}/Get`);
    expect(member.workplace).not.toBeNull();
    expect(member.psychologyAssociations.map((a) => a.id)).toContain(org.ombudWorkAssociation.id);
  });
});

describe('protected identity: nobody but the member sees contact details or workplace, on every call that returns people', () => {
  const hidden = { email: null, phone: null, city: null, workplace: null, association: null };

  it('the search over every member shows them with name and member number only', async () => {
    const skyddad = await userOf('skyddad');
    for (const [username, url] of [
      ['kanslist', `Members/Search?text=${encodeURIComponent('Åkesson')}`],
      ['ekonom', `Members/Search?text=${encodeURIComponent('nils')}`],
      ['kanslist', `Members/Search?text=${skyddad.memberNumber}`],
    ] as const) {
      const found = (await json<MemberSearchResponse>(username, url)).members.find((m) => m.id === d.skyddad.id);
      expect(found).toMatchObject({ name: 'Nils Åkesson', memberNumber: skyddad.memberNumber, city: null, workplace: null, association: null, protectedIdentity: true });
    }
  });

  it('issue 22: a protected member appears in no list of an association or a workplace, for anyone', async () => {
    const skyddad = await userOf('skyddad');
    const kalmar = org.ombudWorkAssociation.id;
    for (const username of ['ombud', 'kanslist', 'kansli-styrelse', 'ekonom'] as const) {
      for (const context of ['association', 'board', skyddad.workplaceId!]) {
        for (const text of ['', 'nils', skyddad.memberNumber!]) {
          const url = `Association/${kalmar}/Members/Get?context=${context}&size=100${text ? `&text=${encodeURIComponent(text)}` : ''}`;
          const body = await json<MemberSearchResponse>(username, url);
          expect({ username, url, listed: idsOf(body).includes(d.skyddad.id) }).toEqual({ username, url, listed: false });
        }
      }
    }
    // Nor in the members of the header search of a board or a representative.
    expect((await json<SearchResult>('ombud', `Search/${encodeURIComponent('åkesson')}`)).members.map((m) => m.id)).not.toContain(d.skyddad.id);
  });

  it('a protected member is not found by their workplace or association name', async () => {
    const ombud = await userOf('ombud');
    const workplace = await server.db.selectFrom('workplaces').select('name').where('id', '=', ombud.workplaceId!).executeTakeFirstOrThrow();
    const body = await json<MemberSearchResponse>('kanslist', `Members/Search?size=100&text=${encodeURIComponent(workplace.name)}`);
    expect(idsOf(body)).toContain(d.ombud.id);
    expect(idsOf(body)).not.toContain(d.skyddad.id);
  });

  it('Members/{id}/Get and User/{id}/Get: the member sees themselves, the secretariat name and member number only', async () => {
    // The seed gives skyddad no contact details; give some, so hiding them is visible.
    await sql`update users set email = 'nils@example.com', phone = '070-000 00 00', city = 'Kalmar' where id = ${d.skyddad.id}`.execute(server.db);
    try {
      const own = await json<Member>('skyddad', `Members/${d.skyddad.id}/Get`);
      expect(own).toMatchObject({ email: 'nils@example.com', phone: '070-000 00 00', city: 'Kalmar' });
      expect(own.workplace).not.toBeNull();
      // A board of one of their organisations does not learn it by a 200: the same 404 as for anyone unknown.
      expect((await get('ombud', `Members/${d.skyddad.id}/Get`)).json()).toEqual({ errorCode: 'MEMBER_NOT_FOUND', data: null });
      expect((await get('ombud', `User/${d.skyddad.id}/Get`)).statusCode).toBe(404);
      for (const username of ['kanslist', 'ekonom'] as const) {
        const seen = await json<Member>(username, `Members/${d.skyddad.id}/Get`);
        expect(seen).toMatchObject({ ...hidden, unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [], name: 'Nils Åkesson' });
        expect(seen.memberNumber).toMatch(/^\d+$/);
      }
      const self = await json<UserDetails>('skyddad', `User/${d.skyddad.id}/Get`);
      expect(self).toMatchObject({ email: 'nils@example.com', city: 'Kalmar' });
      expect(self.workplace).not.toBeNull();
      const bySecretariat = await json<UserDetails>('kanslist', `User/${d.skyddad.id}/Get`);
      expect(bySecretariat).toMatchObject({ email: null, phone: null, city: null, workplace: null, workAssociation: null, unionRepresentatives: [], psychologyAssociations: [] });
      const search = await json<SearchResult>('kanslist', `Search/${encodeURIComponent('åkesson')}`);
      expect(search.members.find((m) => m.id === d.skyddad.id)).toMatchObject({ city: null, workplace: null, association: null });
      expect(JSON.stringify(search)).not.toContain('nils@example.com');
    } finally {
      await sql`update users set email = null, phone = null, city = null where id = ${d.skyddad.id}`.execute(server.db);
    }
  });

  it('a protected union representative is listed without e-mail and phone (User/Me of a colleague)', async () => {
    const ombud = await userOf('ombud');
    await sql`update users set protected_identity = true where id = ${d.ombud.id}`.execute(server.db);
    try {
      const me = await json<UserDetails>('skyddad', 'User/Me');
      const rep = me.workplace!.unionRepresentatives.find((r) => r.id === ombud.id)!;
      expect(rep).toEqual({ id: ombud.id, name: 'Sara Nyström', email: null, phone: null });
      const own = await json<UserDetails>('ombud', 'User/Me');
      expect(own.workplace!.unionRepresentatives.find((r) => r.id === ombud.id)!.email).toBe(ombud.email);
    } finally {
      await sql`update users set protected_identity = false where id = ${d.ombud.id}`.execute(server.db);
    }
  });

  it('case answers name people by id and name only (list, case, administrator alternatives)', async () => {
    await sql`update users set email = 'nils@example.com', phone = '070-000 00 00', city = 'Kalmar' where id = ${d.skyddad.id}`.execute(server.db);
    try {
      const form = caseForm({ userId: d.skyddad.id, caseType: 'COUNSELING', title: 'Skyddat ärende', message: 'Hej Nils' }, []);
      const created = await server.app.inject({ method: 'POST', url: '/api/Case/CreateForAnotherUser', payload: form.payload, headers: { ...(await server.as(d.kanslist.id)), ...form.headers } });
      expect(created.statusCode).toBe(201);
      const caseId = (created.json() as { id: string }).id;
      const answers = [
        created.body,
        (await get('kanslist', 'Case/GetAll?role=secretariat')).body,
        (await get('kanslist', `Case/Get/${caseId}`)).body,
        (await get('kanslist', `Case/${caseId}/GetAdministratorAlternatives`)).body,
      ];
      const skyddad = await userOf('skyddad');
      const workplace = await server.db.selectFrom('workplaces').select('name').where('id', '=', skyddad.workplaceId!).executeTakeFirstOrThrow();
      for (const body of answers) {
        expect(body).not.toContain('nils@example.com');
        expect(body).not.toContain('070-000 00 00');
      }
      const item = (JSON.parse(answers[2]) as { ownerUser: unknown; workplace: unknown });
      expect(item.ownerUser).toEqual({ id: d.skyddad.id, name: 'Nils Åkesson' });
      expect(answers[2]).not.toContain(workplace.name);
    } finally {
      await sql`update users set email = null, phone = null, city = null where id = ${d.skyddad.id}`.execute(server.db);
    }
  });

  it('Users/Employees: the secretariat\'s staff, names only, for the secretariat and the economists', async () => {
    const body = await json<EmployeesResponse>('kanslist', 'Users/Employees');
    expect(body.employees.map((e) => e.id)).toEqual(expect.arrayContaining([d.kanslist.id, d['kansli-styrelse'].id]));
    expect(body.employees.find((e) => e.id === d.kanslist.id)).toEqual({ id: d.kanslist.id, firstname: 'Lena', lastname: 'Ekström', name: 'Lena Ekström' });
    expect(body.employees.map((e) => e.id)).not.toContain(d.medlem.id);
    expect((await get('ekonom', 'Users/Employees')).statusCode).toBe(200);
    expect((await get('medlem', 'Users/Employees')).statusCode).toBe(403);
  });
});

describe('Search/{term}: what the caller may see that matches, grouped, a few of each', () => {
  it('the secretariat finds members (linked to its member search) and cases it may see', async () => {
    const anyCase = await server.db.selectFrom('cases').select(['id', 'title']).where('shouldBeHandledByKanslist', '=', true)
      .where('caseType', 'not in', ['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'BOARD_MATTER'])
      .orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    const word = anyCase.title.split(' ').sort((a, b) => b.length - a.length)[0];
    const result = await json<SearchResult>('kanslist', `Search/${encodeURIComponent(word.toUpperCase())}`);
    expect(result.cases.length).toBeGreaterThan(0);
    expect(result.cases.length).toBeLessThanOrEqual(5);
    expect(result.cases.every((c) => c.title.toLocaleLowerCase('sv').includes(word.toLocaleLowerCase('sv')))).toBe(true);
    expect(result.cases.every((c) => c.href.endsWith(`/arende/${c.id}`))).toBe(true);
    const people = await json<SearchResult>('kanslist', 'Search/lindqvist');
    expect(people.members.find((m) => m.id === d.medlem.id)?.href).toBe(`/medlemmar/${d.medlem.id}`);
    expect(people.members.length).toBeLessThanOrEqual(5);
  });

  it('posts, courses and documents by their own rules: a board post only for its board, the secretariat\'s documents only for it', async () => {
    const boardPost = await server.db.selectFrom('posts').innerJoin('postOrganisations', 'postOrganisations.postId', 'posts.id')
      .select(['posts.id', 'posts.title']).where('posts.isBoardPost', '=', true).where('postOrganisations.organisationId', '=', org.styrelseBoardOf.id)
      .executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ gdprConsentAt: new Date() }).where('id', '=', d.styrelse.id).execute();
    const board = await json<SearchResult>('styrelse', `Search/${encodeURIComponent(boardPost.title)}`);
    expect(board.posts.map((p) => p.id)).toContain(boardPost.id);
    expect(board.posts.find((p) => p.id === boardPost.id)!.href).toBe(`/aktuellt/${boardPost.id}`);
    expect((await json<SearchResult>('medlem', `Search/${encodeURIComponent(boardPost.title)}`)).posts.map((p) => p.id)).not.toContain(boardPost.id);

    const course = await server.db.selectFrom('courses').select(['id', 'title']).executeTakeFirstOrThrow();
    expect((await json<SearchResult>('kanslist', `Search/${encodeURIComponent(course.title)}`)).courses[0]).toMatchObject({ href: expect.stringMatching(/^\/kurser\//) });

    const secretariatDoc = await server.db.selectFrom('documents').innerJoin('files', 'files.id', 'documents.fileId')
      .select(['documents.id', 'files.fileName']).where('documents.area', '=', 'secretariat').executeTakeFirstOrThrow();
    const term = encodeURIComponent(secretariatDoc.fileName.split('.')[0]);
    expect((await json<SearchResult>('kanslist', `Search/${term}`)).documents.map((doc) => doc.href)).toContain('/kansliet/dokument');
    expect((await json<SearchResult>('medlem', `Search/${term}`)).documents.every((doc) => doc.href !== '/kansliet/dokument')).toBe(true);
  });

  it('issue 23: hits say when and where, to tell them apart (a course its start and location, a case when it was opened, a document its place)', async () => {
    const course = await server.db.selectFrom('courses').select(['id', 'title', 'location']).executeTakeFirstOrThrow();
    const hit = (await json<SearchResult>('kanslist', `Search/${encodeURIComponent(course.title)}`)).courses.find((c) => c.id === course.id)!;
    expect(hit).toMatchObject({ place: course.location, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
    const own = await server.db.selectFrom('cases').select(['id', 'title']).where('ownerUserId', '=', d.medlem.id).executeTakeFirstOrThrow();
    const caseHit = (await json<SearchResult>('medlem', `Search/${encodeURIComponent(own.title)}`)).cases.find((c) => c.id === own.id)!;
    expect(caseHit.created).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const secretariatDoc = await server.db.selectFrom('documents').innerJoin('files', 'files.id', 'documents.fileId')
      .select(['documents.id', 'files.fileName']).where('documents.area', '=', 'secretariat').executeTakeFirstOrThrow();
    const docHit = (await json<SearchResult>('kanslist', `Search/${encodeURIComponent(secretariatDoc.fileName.split('.')[0])}`)).documents.find((x) => x.id === secretariatDoc.id)!;
    expect(docHit).toMatchObject({ place: 'Kansliet', date: expect.stringMatching(/^\d{4}-/) });
  });

  it('a member finds only their own cases and no members', async () => {
    const own = await server.db.selectFrom('cases').select(['id', 'title', 'ownerUserId']).where('ownerUserId', '=', d.medlem.id).executeTakeFirstOrThrow();
    const result = await json<SearchResult>('medlem', `Search/${encodeURIComponent(own.title)}`);
    expect(result.cases.map((c) => c.id)).toContain(own.id);
    expect(result.cases.every((c) => c.ownerUser.id === d.medlem.id)).toBe(true);
    expect(result.cases.find((c) => c.id === own.id)!.href).toBe(`/arenden/mina/arende/${own.id}`);
    expect(result.members).toEqual([]);
    const others = await json<SearchResult>('medlem', 'Search/a');
    expect(others.cases.every((c) => c.ownerUser.id === d.medlem.id)).toBe(true);
  });

  it('ombud finds members of their own association only, linked to their member search', async () => {
    const colleague = await server.db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('workAssociationId', '=', org.ombudWorkAssociation.id)
      .where('protectedIdentity', '=', false).where('id', '!=', d.ombud.id).orderBy('id').executeTakeFirstOrThrow();
    const result = await json<SearchResult>('ombud', `Search/${encodeURIComponent(`${colleague.firstname} ${colleague.lastname}`)}`);
    expect(result.members.find((m) => m.id === colleague.id)?.href).toBe(`/organisation/${org.ombudWorkAssociation.id}/medlemmar/${colleague.id}`);
    expect((await json<SearchResult>('ombud', 'Search/Bergström')).members.map((m) => m.id)).not.toContain(d['medlem-flera'].id);
  });

  it('an empty term (spaces only) is a 400', async () => {
    const res = await get('kanslist', 'Search/%20%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('SEARCH_TERM_REQUIRED');
  });
});
