import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { readList } from './caseListSupport';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { loadUser } from '../../server/auth/loadUser';
import { loadCaseFacts } from '../../server/cases/access';
import { handlingMarksReadableWhere } from '../../server/cases/visibility';
import { caseRolesOf } from '../../src/domain/caseAccess';
import { mayReadHandlingMarks } from '../../src/domain/caseMarks';
import { watchedCaseLists } from '../../src/domain/caseHomes';
import type { CaseListItem, CaseSearchResult, SearchResult } from '../../src/api/types';

let server: TestServer;
const d = demoAccounts;
const accounts = Object.keys(d) as DemoUsername[];

/** Cases of this file: words the seed does not use, on each searched place. */
const fixture = {
  leave: randomUUID(),
  shielded: randomUUID(),
  messageWords: 'Jag vill ta ut semestern i juli, men mina löner räcker inte.',
  noteWord: 'zebrakaka',
  tagTitle: 'Gnuggisbok',
  tagType: 'SEARCH_TEST_TAG',
};

beforeAll(async () => {
  server = await startTestServer({
    seed: async (db) => {
      await seedDatabase(db, { volume: 'small' });
      const skyddad = await db.selectFrom('users').select(['workAssociationId', 'workplaceId']).where('id', '=', d.skyddad.id).executeTakeFirstOrThrow();
      const base = { createdByUserId: d.medlem.id, lockedByUserId: null, status: 2, shouldBeHandledByKanslist: true, caseType: 'COUNSELING' };
      await db.insertInto('cases').values([
        { ...base, id: fixture.leave, title: 'Fråga om ledighet', ownerUserId: d.medlem.id },
        { ...base, id: fixture.shielded, title: 'Ett ärende', ownerUserId: d.skyddad.id, createdByUserId: d.skyddad.id, associationId: skyddad.workAssociationId, workplaceId: skyddad.workplaceId },
      ]).execute();
      await db.insertInto('messages').values({ id: randomUUID(), caseId: fixture.leave, senderUserId: d.medlem.id, body: fixture.messageWords, createdAt: new Date() }).execute();
      await db.insertInto('notes').values({ id: randomUUID(), caseId: fixture.leave, authorUserId: d.kanslist.id, text: `Intern anteckning: ${fixture.noteWord}.`, createdAt: new Date() }).execute();
      await db.insertInto('tags').values({ type: fixture.tagType, title: fixture.tagTitle, caseType: null }).execute();
      await db.insertInto('caseTags').values({ caseId: fixture.leave, tagType: fixture.tagType }).execute();
    },
  });
});
afterAll(() => server.close());

async function get(username: DemoUsername, url: string) {
  return server.app.inject({ method: 'GET', url, headers: await server.as(d[username].id) });
}

async function search(username: DemoUsername, query: Record<string, string>): Promise<CaseSearchResult> {
  const res = await get(username, `/api/Case/Search?${new URLSearchParams(query)}`);
  expect({ status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
  return res.json();
}

async function listIds(username: DemoUsername, query: Record<string, string>): Promise<Set<string>> {
  const res = await get(username, `/api/Case/GetAll?${new URLSearchParams(query)}`);
  expect(res.statusCode).toBe(200);
  return new Set(readList(res.json()).cases.map((c: CaseListItem) => c.id));
}

const hitIds = (result: CaseSearchResult) => result.hits.map((h) => h.id);
const marked = (result: CaseSearchResult, id: string) => result.hits.find((h) => h.id === id)?.excerpt.filter((p) => p.hit).map((p) => p.text);

describe('search in cases (issue 36)', () => {
  it('Swedish stemming: "semester" finds "semestern" and "lön" finds "löner", with the place of the hit marked', async () => {
    const semester = await search('kanslist', { role: 'secretariat', q: 'semester' });
    expect(hitIds(semester)).toContain(fixture.leave);
    expect(semester.hits.find((h) => h.id === fixture.leave)?.source).toBe('message');
    expect(marked(semester, fixture.leave)).toEqual(['semestern']);
    const pay = await search('kanslist', { role: 'secretariat', q: 'lön' });
    expect(marked(pay, fixture.leave)).toEqual(['löner']);
    const both = await search('kanslist', { role: 'secretariat', q: 'semestern löner' });
    expect(hitIds(both)).toContain(fixture.leave);
  });

  it('finds by the case number and by the title', async () => {
    expect(hitIds(await search('kanslist', { role: 'secretariat', q: fixture.leave }))).toEqual([fixture.leave]);
    expect(hitIds(await search('kanslist', { role: 'secretariat', q: fixture.leave.slice(0, 8) }))).toContain(fixture.leave);
    const title = await search('medlem', { q: 'ledigheten' });
    expect(hitIds(title)).toEqual([fixture.leave]);
    expect(title.hits[0].source).toBe('title');
  });

  it('notes and tag names only for roles that read notes: the secretariat finds them, the owning member does not', async () => {
    for (const q of [fixture.noteWord, fixture.tagTitle]) {
      expect(hitIds(await search('kanslist', { role: 'secretariat', q }))).toEqual([fixture.leave]);
      expect(hitIds(await search('medlem', { role: 'member', q }))).toEqual([]);
    }
    expect((await search('kanslist', { role: 'secretariat', q: fixture.noteWord })).hits[0].source).toBe('note');
    // The owner still finds the case by its message: only the handlers' places are closed to them.
    expect(hitIds(await search('medlem', { q: 'semester' }))).toContain(fixture.leave);
  });

  it('protected identity name: the workplace representative sees the case but does not find it by the owner\'s name; the secretariat does', async () => {
    const owner = await server.db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', d.skyddad.id).executeTakeFirstOrThrow();
    const name = `${owner.firstname} ${owner.lastname}`;
    expect(await listIds('ombud', { role: 'organization' })).toContain(fixture.shielded);
    expect(hitIds(await search('ombud', { role: 'organization', q: name }))).not.toContain(fixture.shielded);
    expect(hitIds(await search('kanslist', { role: 'secretariat', q: name }))).toContain(fixture.shielded);
    expect(hitIds(await search('skyddad', { q: name }))).toEqual([fixture.shielded]);
    // An owner who is not protected is found by name by whoever sees the case.
    const medlem = await server.db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', d.medlem.id).executeTakeFirstOrThrow();
    expect(hitIds(await search('kanslist', { role: 'secretariat', q: `${medlem.firstname} ${medlem.lastname}` }))).toContain(fixture.leave);
  });

  it('bad input gives hits or an empty answer, never a server error; a term past 200 characters is a Swedish 400', async () => {
    const terms = ['och att det', '"semester', 'semester"', '& | ! :*', 'lön & !semester', 'lön:*', "'; drop table cases; --", '((((', '<b>lön</b>', '\\', '%_'];
    for (const q of terms) {
      const result = await search('kanslist', { role: 'secretariat', q });
      expect(result.term).toBe(q);
    }
    expect((await search('kanslist', { role: 'secretariat', q: 'och att det' })).total).toBe(0);
    expect(hitIds(await search('kanslist', { role: 'secretariat', q: '"semester' }))).toContain(fixture.leave);
    const long = await get('kanslist', `/api/Case/Search?role=secretariat&q=${'a'.repeat(10_000)}`);
    expect({ status: long.statusCode, body: long.json() }).toEqual({
      status: 400, body: { errorCode: 'SEARCH_TERM_TOO_LONG', data: { message: 'Sökordet får vara högst 200 tecken.' } },
    });
    expect((await get('kanslist', '/api/Case/Search?role=secretariat&q=lön&sort=worst')).statusCode).toBe(400);
    expect((await search('kanslist', { role: 'secretariat', q: '   ' })).hits).toEqual([]);
  });

  it('refuses a list the caller may not open, as Case/GetAll does', async () => {
    const refused: [DemoUsername, string, number][] = [
      ['medlem', 'role=secretariat', 403],
      ['nationell', `role=organization&organisationId=${randomUUID()}`, 404],
      ['styrelse', 'role=organization', 403], // until the GDPR information is accepted
    ];
    for (const [name, query, status] of refused) {
      const [list, found] = await Promise.all([get(name, `/api/Case/GetAll?${query}`), get(name, `/api/Case/Search?${query}&q=lön`)]);
      expect({ name, query, list: list.statusCode, search: found.statusCode, code: found.json().errorCode })
        .toEqual({ name, query, list: status, search: status, code: list.json().errorCode });
    }
  });

  it('sorts by relevance or by date and pages like the lists', async () => {
    const byDate = await search('kanslist', { role: 'secretariat', q: 'fråga', sort: 'date' });
    expect(byDate.total).toBeGreaterThan(1);
    const dates = byDate.hits.map((h) => h.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(byDate.pageSize).toBe(20);
    if (byDate.total > 20) {
      const second = await search('kanslist', { role: 'secretariat', q: 'fråga', sort: 'date', page: '2' });
      expect(second.total).toBe(byDate.total);
      expect(hitIds(second).filter((id) => hitIds(byDate).includes(id))).toEqual([]);
    }
    const beyond = await search('kanslist', { role: 'secretariat', q: 'fråga', page: '999' });
    expect({ hits: beyond.hits, total: beyond.total }).toEqual({ hits: [], total: byDate.total });
  });
});

describe('the header\'s search (Search/{term}) finds cases by their messages too', () => {
  it('kanslist finds the case by a word of the member\'s message, linked in the secretariat\'s list; the owner in their own', async () => {
    const kanslist = (await get('kanslist', '/api/Search/semester')).json() as SearchResult;
    expect(kanslist.cases.find((c) => c.id === fixture.leave)?.href).toBe(`/arenden/kansliet/arende/${fixture.leave}`);
    const owner = (await get('medlem', '/api/Search/semester')).json() as SearchResult;
    expect(owner.cases.find((c) => c.id === fixture.leave)?.href).toBe(`/arenden/mina/arende/${fixture.leave}`);
    const note = (await get('medlem', `/api/Search/${fixture.noteWord}`)).json() as SearchResult;
    expect(note.cases).toEqual([]);
  });
});

describe('search results are a subset of what the list shows, for every demo account and list', () => {
  /** Words of the seed's titles and messages, so that every list has hits to compare. */
  let words: string[];
  beforeAll(async () => {
    const { rows } = await sql<{ word: string }>`select word from ts_stat('select search from messages union all select search from cases')
      order by ndoc desc, word limit 6`.execute(server.db);
    words = rows.map((r) => r.word);
  });

  it.each(accounts)('%s', async (name) => {
    const user = (await loadUser(server.db, d[name].id))!;
    const lists: { role: string; organisationId?: string | null; workplaceId?: string | null }[] = [...caseRolesOf(user).map((role) => ({ role })), ...watchedCaseLists(user)];
    let hits = 0;
    for (const list of lists) {
      const query: Record<string, string> = { role: list.role };
      if (list.organisationId) query.organisationId = list.organisationId;
      if (list.workplaceId) query.workplaceId = list.workplaceId;
      const shown = await listIds(name, query);
      for (const q of [...words, 'lön', 'semester', fixture.noteWord]) {
        for (let page = 1; ; page++) {
          const result = await search(name, { ...query, q, page: String(page) });
          hits += result.hits.length;
          expect({ list: query, q, outside: hitIds(result).filter((id) => !shown.has(id)) }).toEqual({ list: query, q, outside: [] });
          if (page * result.pageSize >= result.total) break;
        }
      }
    }
    if (caseRolesOf(user).length > 0 && name !== 'skyddad') expect(hits).toBeGreaterThan(0);
  });
});

describe('the SQL of notes and tag names is the domain rule', () => {
  it('handlingMarksReadableWhere agrees with mayReadHandlingMarks for every demo account and case', async () => {
    const caseIds = (await server.db.selectFrom('cases').select('id').execute()).map((c) => c.id);
    const facts = await Promise.all(caseIds.map((id) => loadCaseFacts(server.db, id)));
    for (const name of accounts) {
      const user = (await loadUser(server.db, d[name].id))!;
      const { rows } = await sql<{ id: string }>`select c.id from cases c where ${handlingMarksReadableWhere(user)}`.execute(server.db);
      const got = rows.map((r) => r.id).sort();
      const expected = facts.filter((f) => f && mayReadHandlingMarks(user, f)).map((f) => f!.id).sort();
      expect({ name, got }).toEqual({ name, got: expected });
    }
  });
});
