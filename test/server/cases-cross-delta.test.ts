import { sql } from 'kysely';
import { startTestServer, type TestServer } from './helpers';
import { readDelta, readList } from './caseListSupport';
import { demoAccounts, seedDatabase, type DemoUsername } from '../../server/db/seed';
import { loadUser } from '../../server/auth/loadUser';
import { caseList, newListCaches, type CaseListAnswer, type ListCaches } from '../../server/cases/caseList';
import { loadCatalogue } from '../../server/cases/catalogue';
import { makeCursor } from '../../server/cases/list/cursor';
import { VisibleSetCache, type VisibleSet } from '../../server/cases/list/visibleSet';
import { mergeDelta } from '../../src/features/cases/reuseUnchanged';
import { fromCaseListEntries } from '../../src/domain/caseListWire';
import type { CaseContext } from '../../src/domain/caseAccess';
import type { CaseListDelta, CaseListItem, CaseListResponse } from '../../src/api/types';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../../src/domain/caseListSpec';

/**
 * Issue 26, deltas on every process: a cursor says what the list was read at, so a process that
 * never answered it (here: caches of their own, as another process has) answers a delta from the
 * change log in PostgreSQL; a cursor that cannot say what its client holds gets the full list.
 */

let server: TestServer;
const d = demoAccounts;
const secretariat: CaseContext = { role: 'secretariat', organisationId: null, workplaceId: null };

beforeAll(async () => {
  server = await startTestServer({ seed: async (db) => { await seedDatabase(db, { volume: 'small' }); } });
});
afterAll(() => server.close());

async function answerOn(caches: ListCaches, username: DemoUsername = 'kanslist', context: CaseContext = secretariat): Promise<CaseListAnswer> {
  const user = (await loadUser(server.db, d[username].id))!;
  return caseList(server.db, caches, await loadCatalogue(server.db), user, context);
}

async function fullOf(answer: CaseListAnswer) {
  return readList(JSON.parse((await answer.body('identity')).toString()) as CaseListResponse);
}

async function deltaOf(answer: CaseListAnswer, cursor: string): Promise<CaseListDelta | null> {
  const delta = await answer.delta(cursor);
  return delta && (JSON.parse((await delta('identity')).toString()) as CaseListDelta);
}

const byId = (items: readonly CaseListItem[]) => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('a cursor made by one process, polled on another (issue 26)', () => {
  it('gets a delta whose merge is the other process\'s full list, at the same version (and ETag) on both', async () => {
    const processA = newListCaches();
    const first = await fullOf(await answerOn(processA));
    const target = first.cases[3];
    await server.db.updateTable('cases').set({ title: 'Ändrad på process A' }).where('id', '=', target.id).execute();

    const onB = await answerOn(newListCaches());
    const delta = await deltaOf(onB, first.cursor!);
    expect(delta).not.toBeNull();
    expect(delta!.since).toBe(first.cursor);
    expect(delta!.removed).toEqual([]);
    expect(delta!.caseTypes).toBeUndefined();
    const changed = fromCaseListEntries(delta!.cases, { codes: delta!.codes, caseTypes: first.caseTypes, tags: delta!.tags });
    expect(changed.map((c) => c.id)).toContain(target.id);
    expect(byId(mergeDelta(first.cases, changed, delta!.removed))).toEqual(byId((await fullOf(onB)).cases));

    // Process A brings its kept set up to date by patching it, B read it in full: one version.
    const onA = await answerOn(processA);
    expect(onA.version).toBe(onB.version);
    expect(delta!.cursor.slice(0, 27)).toBe(onB.version);
  });

  it('a lock that lapsed since the cursor is in the delta, free', async () => {
    const first = await fullOf(await answerOn(newListCaches()));
    const target = first.cases.find((c) => c.status === 1 && !c.isLocked)!;
    await sql`update cases set locked_by_user_id = ${d['kansli-styrelse'].id}, lock_expires_at = now() + interval '1 second' where id = ${target.id}`.execute(server.db);
    const locked = await fullOf(await answerOn(newListCaches()));
    expect(locked.cases.find((c) => c.id === target.id)!.lockedBy?.id).toBe(d['kansli-styrelse'].id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const delta = await deltaOf(await answerOn(newListCaches()), locked.cursor!);
    expect(delta).not.toBeNull();
    const changed = readDelta(delta).cases;
    expect(changed.find((c) => c.id === target.id)).toEqual(expect.objectContaining({ isLocked: false, lockedBy: null }));
    // The cursor's read time is in whole seconds, so a lock that lapsed in the second of a later
    // test's cursor would be sent again there (harmless, but not what those tests count).
    await sql`update cases set locked_by_user_id = null, lock_expires_at = null where id = ${target.id}`.execute(server.db);
  });

  it('a case that left the list since gets the full list (the other process cannot tell whether the client held it)', async () => {
    const first = await fullOf(await answerOn(newListCaches()));
    const mine = await server.db.selectFrom('caseUsers').select('caseId').where('userId', '=', d.kanslist.id).execute();
    const target = first.cases.find((c) => !mine.some((m) => m.caseId === c.id))!;
    await server.db.updateTable('cases').set({ shouldBeHandledByKanslist: false }).where('id', '=', target.id).execute();
    try {
      expect(await deltaOf(await answerOn(newListCaches()), first.cursor!)).toBeNull();
    } finally {
      await server.db.updateTable('cases').set({ shouldBeHandledByKanslist: true }).where('id', '=', target.id).execute();
    }
  });

  it('a case closed is a change (a delta), not a reason for the full list', async () => {
    const first = await fullOf(await answerOn(newListCaches()));
    const target = first.cases.find((c) => c.status !== 3)!;
    await server.db.updateTable('cases').set({ status: 3 }).where('id', '=', target.id).execute();
    const delta = await deltaOf(await answerOn(newListCaches()), first.cursor!);
    expect(readDelta(delta).cases.find((c) => c.id === target.id)?.status).toBe(3);
  });

  it('a case created since the cursor that the caller does not see is no reason for the full list, whatever was done to it after', async () => {
    const first = await fullOf(await answerOn(newListCaches()));
    // A copy of a listed case under a new id, outside the secretariat's list; the database computes the generated columns (issue 36's search).
    const { rows: columns } = await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_name = 'cases' and table_schema = current_schema() and is_generated = 'NEVER' order by ordinal_position`.execute(server.db);
    const list = sql.join(columns.map((c) => sql.ref(c.name)));
    const { rows: [created] } = await sql<{ id: string; caseType: string }>`insert into cases (${list})
      select ${sql.join(columns.map((c) => sql.ref(`r.${c.name}`)))}
      from cases c, jsonb_populate_record(null::cases, to_jsonb(c) - 'search' || jsonb_build_object('id', gen_random_uuid(), 'should_be_handled_by_kanslist', false)) r
      where c.id = ${first.cases[0].id} returning id, case_type as "caseType"`.execute(server.db);
    const sub = await server.db.selectFrom('caseTypeSubCategories').select('type').where('caseType', '=', created.caseType).executeTakeFirst();
    if (sub) await server.db.insertInto('caseSubCategories').values({ caseId: created.id, subCategory: sub.type }).execute();
    await server.db.updateTable('cases').set((eb) => ({ invitationFromBoardMember: eb.not('invitationFromBoardMember') })).where('id', '=', created.id).execute();
    const kinds = await sql<{ kind: string }>`select kind from case_list.changes where case_id = ${created.id}`.execute(server.db);
    expect(kinds.rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['created', 'audience']));
    // A change the caller sees too, so that the list's version moves and only the log can tell.
    await server.db.updateTable('cases').set({ title: 'Synlig ändring' }).where('id', '=', first.cases[1].id).execute();
    const delta = await deltaOf(await answerOn(newListCaches()), first.cursor!);
    expect(delta).not.toBeNull();
    expect(readDelta(delta).cases.map((c) => c.id)).toEqual([first.cases[1].id]);
  });

  it('a cursor of another caller, another list, tampered with, cut short or made up gets the full list', async () => {
    const colleague = await fullOf(await answerOn(newListCaches(), 'kansli-styrelse'));
    const ownAsMember = await fullOf(await answerOn(newListCaches(), 'kanslist', { role: 'member', organisationId: null, workplaceId: null }));
    const own = await fullOf(await answerOn(newListCaches()));
    // A change since: the other process holds no version the cursors name, only the log can tell.
    await server.db.updateTable('cases').set({ title: 'Ändrad igen' }).where('id', '=', own.cases[0].id).execute();
    const onB = await answerOn(newListCaches());
    expect(await deltaOf(onB, own.cursor!)).not.toBeNull();
    const last = own.cursor!.slice(-1);
    for (const cursor of [
      colleague.cursor!, ownAsMember.cursor!, own.cursor!.slice(0, -1) + (last === 'A' ? 'B' : 'A'), own.cursor!.slice(0, 40),
      'AAAAAAAAAAAAAAAAAAAAAAAAAAA', `${own.cursor!.slice(0, 27)}zz_0_0AAAAAAAAAAAAAAAAAA`,
    ]) expect({ cursor, delta: await deltaOf(onB, cursor) }).toEqual({ cursor, delta: null });
  });

  it('a cursor older than the change log can vouch for gets the full list; so does a changed context', async () => {
    const user = (await loadUser(server.db, d.kanslist.id))!;
    const catalogue = await loadCatalogue(server.db);
    const onB = await answerOn(newListCaches());
    const { rows: [key] } = await sql<{ key: string }>`select key from case_list.cursor_key`.execute(server.db);
    const { rows: [now] } = await sql<{ snapshot: string; now: number }>`select pg_current_snapshot()::text as snapshot, extract(epoch from now())::float8 as now`.execute(server.db);
    const inputs = JSON.stringify([secretariat, user, catalogue.signature]);
    const typesJson = JSON.parse((await onB.body('identity')).toString()).caseTypes;
    const cursorAt = (at: number) => makeCursor(key.key, inputs, 'A'.repeat(27), { snapshot: now.snapshot, now: at }, JSON.stringify(typesJson));
    expect(await deltaOf(onB, cursorAt(now.now))).not.toBeNull();
    expect(await deltaOf(onB, cursorAt(now.now - 2 * 3600))).toBeNull();

    await server.db.updateTable('users').set({ firstname: 'Ny' }).where('id', '=', d.medlem.id).execute();
    expect(await deltaOf(await answerOn(newListCaches()), cursorAt(now.now))).toBeNull();
  });

  it('over HTTP: a cursor this server never issued gets a delta with `since`; the same cursor of another caller a full list', async () => {
    const cursor = (await fullOf(await answerOn(newListCaches()))).cursor!;
    const get = async (username: DemoUsername) => server.app.inject({
      method: 'GET', url: `/api/Case/GetAll?role=secretariat&since=${cursor}`, headers: { ...(await server.as(d[username].id)), accept: CASE_LIST_LEAN_MEDIA_TYPE },
    });
    const own = await get('kanslist');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(expect.objectContaining({ since: cursor, removed: [] }));
    expect(own.headers.etag).toBe(`"${(own.json() as CaseListDelta).cursor.slice(0, 27)}"`);
    const foreign = await get('kansli-styrelse');
    expect(foreign.json()).not.toHaveProperty('since');
  });
});

/** A process's kept sets, and the one it kept last. */
class KeptSets extends VisibleSetCache {
  last: VisibleSet | undefined;
  override set(key: string, value: VisibleSet) {
    this.last = value;
    super.set(key, value);
  }
}

describe('a process keeps its visible sets up to date by patching them (issue 38)', () => {
  /** A poll after one change, on a process whose kept set was read in full `minutes` ago: when that set was read in full before and after. */
  async function pollAfter(minutes: number) {
    const sets = new KeptSets();
    const caches = { ...newListCaches(), sets };
    await answerOn(caches);
    sets.last!.fullAt -= minutes * 60;
    const readBefore = sets.last!.fullAt;
    const { id } = await server.db.selectFrom('cases').select('id').where('shouldBeHandledByKanslist', '=', true).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await server.db.updateTable('cases').set({ title: `Ändrad efter ${minutes} minuter` }).where('id', '=', id).execute();
    const answer = await answerOn(caches);
    return { readBefore, readAfter: sets.last!.fullAt, answer };
  }

  it('a set read in full 20 minutes ago is patched, not read again: each process re-reads once per half the change log\u2019s retention, not every 10 minutes', async () => {
    const { readBefore, readAfter, answer } = await pollAfter(20);
    expect(readAfter).toBe(readBefore);
    expect(answer.version).toBe((await answerOn(newListCaches())).version);
  });

  it('a set read in full more than half the change log\u2019s retention ago is read in full again: a patch never needs pruned changes', async () => {
    const { readBefore, readAfter } = await pollAfter(31);
    expect(readAfter).toBeGreaterThan(readBefore + 30 * 60);
  });
});
