import { readList } from './caseListSupport';
import { randomUUID } from 'node:crypto';
import { sql, type KyselyPlugin } from 'kysely';
import { d, startCaseHandlingServer, type CaseHandlingServer } from './caseHandlingFixtures';
import { loadUser } from '../../server/auth/loadUser';
import { loadCaseRecord } from '../../server/cases/handling/caseRecord';
import { lockCase } from '../../server/cases/handling/caseLock';
import type { Database } from '../../server/db/database';
import { demoOrganisations } from '../../server/db/seed';
import { LOCK_LEASE_SECONDS, type CaseDetail, type LockState } from '../../src/api/caseHandlingTypes';

let server: CaseHandlingServer;
/** Twenty distinct handlers of medlem's new membership case: secretariat staff and economists (its owner takes no lock: issue 14). */
let repliers: { id: string; name: string }[];

/** Three more secretariat staff, so that twenty distinct handlers can race for one case. */
async function moreStaff(db: Database) {
  const secretariat = demoOrganisations.secretariat.id;
  for (const [firstname, lastname] of [['Test', 'Kanslist'], ['Prov', 'Handläggare'], ['Tredje', 'Handläggare']]) {
    const id = randomUUID();
    await db.insertInto('users').values({ id, firstname, lastname, username: null, passwordHash: null, email: null, phone: null, memberNumber: null, city: null, workAssociationId: null, workplaceId: null }).execute();
    await db.insertInto('memberships').values({ userId: id, organisationId: secretariat, role: 'Member' }).execute();
  }
}

beforeAll(async () => {
  server = await startCaseHandlingServer('locks', moreStaff);
  const { rows } = await sql<{ id: string; name: string }>`select u.id, u.firstname || ' ' || u.lastname as name from users u
    where exists (select 1 from memberships m join organisations o on o.id = m.organisation_id
      where m.user_id = u.id and o.kind in ('secretariat', 'economist'))
    order by u.id`.execute(server.db);
  repliers = rows.slice(0, 20);
});
afterAll(() => server.cleanUp());

const newCase = () => server.fixtures.medlemMembershipNew;

async function freeAll() {
  await server.db.updateTable('cases').set({ lockedByUserId: null, lockExpiresAt: null, status: 1 }).where('id', '=', newCase()).execute();
}
beforeEach(freeAll);

const lock = (who: Parameters<CaseHandlingServer['call']>[0], id = newCase()) => server.call(who, 'POST', `Case/${id}/Lock`);
const unlock = (who: Parameters<CaseHandlingServer['call']>[0], id = newCase()) => server.call(who, 'POST', `Case/${id}/Unlock`);
const stored = () => server.db.selectFrom('cases').select(['lockedByUserId', 'lockExpiresAt', 'status']).where('id', '=', newCase()).executeTakeFirstOrThrow();
const detail = async (who: Parameters<CaseHandlingServer['call']>[0]) => (await server.call(who, 'GET', `Case/Get/${newCase()}`)).json() as CaseDetail;
const listItem = async (who: Parameters<CaseHandlingServer['call']>[0], role: string) =>
  readList((await server.call(who, 'GET', `Case/GetAll?role=${role}`)).json()).cases.find((c) => c.id === newCase())!;

describe('spec §4 / issue 5: Lock is atomic, of many concurrent calls exactly one wins', () => {
  it('20 distinct handlers lock the same new case at once: one 200, nineteen 409 IS_LOCKED naming the winner', async () => {
    expect(new Set(repliers.map((r) => r.id)).size).toBe(20);
    const answers = await Promise.all(repliers.map((r) => lock(r)));
    const winners = answers.map((res, i) => ({ res, who: repliers[i] })).filter(({ res }) => res.statusCode === 200);
    expect(winners).toHaveLength(1);
    const winner = winners[0].who;
    expect(winners[0].res.json()).toMatchObject({ isLocked: true, lockedBy: { id: winner.id, name: winner.name } });
    const losers = answers.filter((res) => res.statusCode !== 200);
    expect(losers.map((res) => [res.statusCode, res.json()])).toEqual(
      Array(19).fill([409, { errorCode: 'IS_LOCKED', data: { lockedBy: { id: winner.id, name: winner.name } } }]));
    expect((await stored()).lockedByUserId).toBe(winner.id);
    // The case page and the list name the same holder.
    expect(await detail('kanslist')).toMatchObject({ isLocked: true, lockedBy: { id: winner.id } });
    expect(await listItem('kanslist', 'secretariat')).toMatchObject({ isLocked: true, lockedBy: { id: winner.id, name: winner.name } });
  });

  it('called directly, 20 interleaved Lock calls that all found the case free still give one winner (the logic, not the connection, decides)', async () => {
    const users = await Promise.all(repliers.map(async (r) => (await loadUser(server.db, r.id))!));
    const seenFree = (await loadCaseRecord(server.db, newCase()))!;
    const outcomes = await Promise.allSettled(users.map((u) => lockCase(server.db, seenFree, u)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const holder = (won[0] as PromiseFulfilledResult<LockState>).value.lockedBy!;
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason))
      .toEqual(Array(19).fill(expect.objectContaining({ statusCode: 409, errorCode: 'IS_LOCKED', data: { lockedBy: holder } })));
    expect((await stored()).lockedByUserId).toBe(holder.id);
  });

  it('the winner is decided by one conditional UPDATE, with no read before it that could go stale', async () => {
    const kinds: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node }) => { kinds.push(node.kind); return node; },
      transformResult: async ({ result }) => result,
    };
    const db = server.db.withPlugin(recorder);
    const kanslist = (await loadUser(server.db, d.kanslist.id))!;
    const ekonom = (await loadUser(server.db, d.ekonom.id))!;
    // Both callers were shown the case free, before either locked it.
    const seenFree = (await loadCaseRecord(server.db, newCase()))!;
    expect(seenFree.lockedBy).toBeNull();

    kinds.length = 0;
    await expect(lockCase(db, seenFree, kanslist)).resolves.toMatchObject({ isLocked: true, lockedBy: { id: d.kanslist.id } });
    expect(kinds).toEqual(['UpdateQueryNode']);

    kinds.length = 0;
    await expect(lockCase(db, seenFree, ekonom)).rejects.toMatchObject({ statusCode: 409, errorCode: 'IS_LOCKED', data: { lockedBy: { id: d.kanslist.id } } });
    expect(kinds[0]).toBe('UpdateQueryNode');
    expect((await stored()).lockedByUserId).toBe(d.kanslist.id);
  });

  it('only a new (CREATED) case can be locked: on a case in progress or closed Lock answers that nothing is locked', async () => {
    for (const status of [2, 3]) {
      await server.db.updateTable('cases').set({ status }).where('id', '=', newCase()).execute();
      const res = await lock('kanslist');
      expect({ status, code: res.statusCode, body: res.json() }).toEqual({ status, code: 200, body: { isLocked: false, lockedBy: null, lockExpiresAt: null } });
      expect((await stored()).lockedByUserId).toBeNull();
    }
  });
});

describe('spec §4 / issue 5: a lock is a lease', () => {
  it('lasts LOCK_LEASE_SECONDS from the Lock call', async () => {
    const before = Date.now();
    const state = (await lock('kanslist')).json() as LockState;
    const expires = new Date(state.lockExpiresAt!).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + LOCK_LEASE_SECONDS * 1000 - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + LOCK_LEASE_SECONDS * 1000 + 2000);
    expect(new Date((await stored()).lockExpiresAt!).getTime()).toBe(expires);
  });

  it('Lock by the holder renews it (the open reply keeps the case)', async () => {
    await lock('kanslist');
    const soon = new Date(Date.now() + 5000);
    await server.db.updateTable('cases').set({ lockExpiresAt: soon }).where('id', '=', newCase()).execute();
    const renewed = await lock('kanslist');
    expect(renewed.statusCode).toBe(200);
    expect(new Date((renewed.json() as LockState).lockExpiresAt!).getTime()).toBeGreaterThan(soon.getTime() + (LOCK_LEASE_SECONDS - 10) * 1000);
  });

  it('a lapsed lease is free everywhere: Case/Get and GetAll show no lock, and another handler can lock', async () => {
    await lock('kanslist');
    expect(await listItem('ekonom', 'economist')).toMatchObject({ isLocked: true, lockedBy: { id: d.kanslist.id } });
    // The holder's page is gone: the lease runs out with no call at all.
    await server.db.updateTable('cases').set({ lockExpiresAt: new Date(Date.now() - 1000) }).where('id', '=', newCase()).execute();
    expect(await detail('ekonom')).toMatchObject({ isLocked: false, lockedBy: null, lockExpiresAt: null });
    expect(await listItem('ekonom', 'economist')).toMatchObject({ isLocked: false, lockedBy: null });
    const taken = await lock('ekonom');
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ isLocked: true, lockedBy: { id: d.ekonom.id } });
    // And the former holder, back again, finds it taken.
    expect((await lock('kanslist')).json()).toEqual({ errorCode: 'IS_LOCKED', data: { lockedBy: { id: d.ekonom.id, name: 'Eva Sjöberg' } } });
  });

  it('Case/Get and GetAll agree on isLocked for every lock state', async () => {
    const states = [
      { status: 1, lockedByUserId: d.ekonom.id, lockExpiresAt: new Date(Date.now() + 60_000), locked: true },
      { status: 1, lockedByUserId: d.ekonom.id, lockExpiresAt: new Date(Date.now() - 60_000), locked: false },
      { status: 2, lockedByUserId: d.ekonom.id, lockExpiresAt: new Date(Date.now() + 60_000), locked: false },
      { status: 1, lockedByUserId: null, lockExpiresAt: null, locked: false },
    ];
    for (const { locked, ...row } of states) {
      await server.db.updateTable('cases').set(row).where('id', '=', newCase()).execute();
      const got = await detail('kanslist');
      const item = await listItem('kanslist', 'secretariat');
      expect({ row, get: [got.isLocked, got.lockedBy?.id ?? null], list: [item.isLocked, item.lockedBy?.id ?? null] })
        .toEqual({ row, get: [locked, locked ? d.ekonom.id : null], list: [locked, locked ? d.ekonom.id : null] });
    }
  });

  it('a lock is a lease: the database refuses a holder without an expiry, and an expiry without a holder', async () => {
    for (const row of [{ lockedByUserId: d.ekonom.id, lockExpiresAt: null }, { lockedByUserId: null, lockExpiresAt: new Date() }]) {
      await expect(server.db.updateTable('cases').set(row).where('id', '=', newCase()).execute()).rejects.toThrow(/cases_lock_is_a_lease/);
    }
    expect(await stored()).toMatchObject({ lockedByUserId: null, lockExpiresAt: null });
  });

  it('a Lock moves the list\'s ETag, so a poll sees it', async () => {
    const before = await server.call('kanslist', 'GET', 'Case/GetAll?role=secretariat');
    await lock('ekonom');
    const after = await server.call('kanslist', 'GET', 'Case/GetAll?role=secretariat');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('spec §4: only the lock holder may unlock', () => {
  it('another handler gets 403 NOT_LOCK_HOLDER and the lock stays; the holder unlocks', async () => {
    await lock('kanslist');
    const refused = await unlock('kansli-styrelse');
    expect({ status: refused.statusCode, errorCode: refused.json().errorCode }).toEqual({ status: 403, errorCode: 'NOT_LOCK_HOLDER' });
    expect((await stored()).lockedByUserId).toBe(d.kanslist.id);
    const released = await unlock('kanslist');
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ isLocked: false, lockedBy: null, lockExpiresAt: null });
    expect(await stored()).toMatchObject({ lockedByUserId: null, lockExpiresAt: null });
  });

  it('unlocking a free case, or one whose lease lapsed, changes nothing', async () => {
    expect((await unlock('kansli-styrelse')).statusCode).toBe(200);
    await lock('kanslist');
    await server.db.updateTable('cases').set({ lockExpiresAt: new Date(Date.now() - 1000) }).where('id', '=', newCase()).execute();
    expect((await unlock('kansli-styrelse')).statusCode).toBe(200);
  });
});

describe('spec §4: a locked case can be replied to only by the locker', () => {
  const count = async () => Number((await server.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).where('caseId', '=', newCase()).executeTakeFirstOrThrow()).n);

  it('another handler\'s reply is refused with 409 IS_LOCKED naming the holder, and nothing is written', async () => {
    await lock('kanslist');
    const messages = await count();
    const res = await server.form('ekonom', `Message/${newCase()}/Create`, { message: 'Jag svarar också.' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 409, body: { errorCode: 'IS_LOCKED', data: { lockedBy: { id: d.kanslist.id, name: 'Lena Ekström' } } } });
    expect(await count()).toBe(messages);
    expect(await stored()).toMatchObject({ status: 1, lockedByUserId: d.kanslist.id });
  });

  it('so is the owner\'s, while a handler writes', async () => {
    await lock('kanslist');
    expect((await server.form('medlem', `Message/${newCase()}/Create`, { message: 'En sak till.' })).statusCode).toBe(409);
  });

  it('the holder\'s reply goes through, moves the case to Pågående and releases the lock', async () => {
    await lock('kanslist');
    const res = await server.form('kanslist', `Message/${newCase()}/Create`, { message: 'Hej! Vi tittar på din fråga.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 2, message: { sender: { id: d.kanslist.id }, message: 'Hej! Vi tittar på din fråga.' } });
    expect(await stored()).toMatchObject({ status: 2, lockedByUserId: null, lockExpiresAt: null });
  });

  it('a reply while the lease of another has lapsed goes through', async () => {
    await lock('kanslist');
    await server.db.updateTable('cases').set({ lockExpiresAt: new Date(Date.now() - 1000) }).where('id', '=', newCase()).execute();
    expect((await server.form('ekonom', `Message/${newCase()}/Create`, { message: 'Hej!' })).statusCode).toBe(201);
  });

  it('closing the case releases the lock', async () => {
    await lock('kanslist');
    expect((await server.call('kansli-styrelse', 'POST', `Case/${newCase()}/Close`)).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ status: 3, lockedByUserId: null, lockExpiresAt: null });
  });
});
