import fs from 'node:fs';
import net from 'node:net';
import { jest } from '@jest/globals';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Database } from '../../server/db/database';
import { HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS, startChangeFeed, type ChangeFeed, type ChangeFeedOptions } from '../../server/db/changeFeed';
import { moved, terminateListener, until } from './feedSupport';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { startTestServer, type TestServer } from '../server/helpers';
import { openTestDatabase, testDatabaseUrlOf } from '../server/testDatabase';
import { startSilentRelay, type SilentRelay } from './silentRelay';
import { deferred, sleep, StandInConnection, standInConnects } from './standInConnection';
import { loadConfig } from '../../server/config';
import { createBuiltInOidc } from '../../server/oidc';
import { kyselyAdapterFactory } from '../../server/oidc/adapter';
import { loadOrCreateKeys } from '../../server/oidc/keys';
import type { TokenVerifier } from '../../server/auth/tokens';

/**
 * Issue 26, cheap on every process: a process keeps a case list's answer (and a token found
 * active) until PostgreSQL tells it of a write (server/db/changeFeed.ts, migration 0013). The feed
 * itself here; what a process keeps with it in changeFeedApp.test.ts.
 */

describe('the change feed', () => {
  let server: TestServer;
  let feed: ChangeFeed;
  beforeAll(async () => {
    server = await startTestServer({ seed: (db) => seedDatabase(db, { volume: 'small' }).then(() => undefined) });
    feed = await startChangeFeed(testDatabaseUrlOf(server.db)!, { retryMs: 50 });
  });
  afterAll(async () => {
    await feed?.close();
    await server?.close();
  });

  it('a committed write to a case moves the case-list mark; a rolled-back one does not', async () => {
    const before = feed.mark('case_list');
    expect(before).toBeDefined();
    await server.db.transaction().execute(async (trx) => {
      await trx.updateTable('cases').set({ title: 'Ångrad' }).where('shouldBeHandledByKanslist', '=', true).execute();
      throw new Error('rolled back');
    }).catch(() => undefined);
    await server.db.selectFrom('cases').select('id').limit(1).execute(); // a round trip after the rollback
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(feed.mark('case_list')).toBe(before);

    const { id } = await server.db.selectFrom('cases').select('id').limit(1).executeTakeFirstOrThrow();
    await server.db.updateTable('cases').set({ title: 'Ändrad' }).where('id', '=', id).execute();
    await until('the case-list mark moves', moved(feed, 'case_list', before));
  });

  it("a case write's notice moves the case-list mark by exactly one and the tokens mark not at all (a mark only grows, so a kept answer's count never comes back)", async () => {
    const before = { case_list: feed.mark('case_list')!, tokens: feed.mark('tokens')! };
    const { id } = await server.db.selectFrom('cases').select('id').limit(1).executeTakeFirstOrThrow();
    await server.db.updateTable('cases').set({ title: 'Ändrad en gång' }).where('id', '=', id).execute();
    await until('the case-list mark moves', moved(feed, 'case_list', before.case_list));
    await new Promise((resolve) => setTimeout(resolve, 100)); // a second notice, if one came, is counted by now
    expect({ case_list: feed.mark('case_list'), tokens: feed.mark('tokens') }).toEqual({ case_list: before.case_list + 1, tokens: before.tokens });
  });

  it("issue 35: the ids a commit wrote reach onCaseIds, and that notice moves no mark (it says which cases, not that a list's answer changed)", async () => {
    const heard: string[] = [];
    const stop = feed.onCaseIds((payload) => heard.push(payload));
    try {
      const { id } = await server.db.selectFrom('cases').select('id').limit(1).executeTakeFirstOrThrow();
      const tokens = feed.mark('tokens');
      await server.db.updateTable('cases').set({ title: 'Ändrad för strömmen' }).where('id', '=', id).execute();
      await until('the case ids are told', () => heard.some((payload) => payload.includes(id)));
      expect(feed.mark('tokens')).toBe(tokens);
      stop();
      await server.db.updateTable('cases').set({ title: 'Ändrad utan lyssnare' }).where('id', '=', id).execute();
      const told = heard.length;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard.length).toBe(told);
    } finally {
      stop();
    }
  });

  it('a write this process made moves every mark at once (touch), before any notice', async () => {
    const before = { case_list: feed.mark('case_list')!, tokens: feed.mark('tokens')! };
    feed.touch();
    expect({ case_list: feed.mark('case_list'), tokens: feed.mark('tokens') }).toEqual({ case_list: before.case_list + 1, tokens: before.tokens + 1 });
  });

  describe('issue 38: a case-list notice names the owners of the cases written (migration 0023)', () => {
    const markOf = (scope: string) => feed.markFor('case_list', scope);
    // Each test begins once the notices of the one before have been heard (a write may notify twice).
    beforeEach(() => new Promise((resolve) => setTimeout(resolve, 200)));
    const twoOwners = async () => {
      const rows = await server.db.selectFrom('cases').select(['id', 'ownerUserId']).orderBy('id').execute();
      const first = rows[0];
      const second = rows.find((row) => row.ownerUserId !== first.ownerUserId)!;
      return { first, second };
    };

    it("a write to a case moves its owner's mark and the case-list mark, and no other owner's", async () => {
      const { first, second } = await twoOwners();
      const before = { all: feed.mark('case_list'), owner: markOf(first.ownerUserId), other: markOf(second.ownerUserId) };
      await server.db.updateTable('cases').set({ title: 'Ändrad för ägaren' }).where('id', '=', first.id).execute();
      await until("the owner's mark moves", () => markOf(first.ownerUserId) !== before.owner);
      await new Promise((resolve) => setTimeout(resolve, 100)); // a later notice, if one came, is counted by now
      expect(feed.mark('case_list')).not.toBe(before.all);
      expect(markOf(second.ownerUserId)).toBe(before.other);
    });

    it("a read mark names the case's owner, not the reader", async () => {
      const { first, second } = await twoOwners();
      const before = { owner: markOf(first.ownerUserId), reader: markOf(second.ownerUserId) };
      await server.db.insertInto('caseReads').values({ caseId: first.id, userId: second.ownerUserId, readAt: new Date() })
        .onConflict((c) => c.columns(['caseId', 'userId']).doUpdateSet({ readAt: new Date() })).execute();
      await until("the owner's mark moves", () => markOf(first.ownerUserId) !== before.owner);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(markOf(second.ownerUserId)).toBe(before.reader);
    });

    it("a case given to another owner moves every owner's mark (the old owner's list loses it, and the log names only the new)", async () => {
      const { first, second } = await twoOwners();
      const bystander = randomUUID();
      const before = markOf(bystander);
      await server.db.updateTable('cases').set({ ownerUserId: second.ownerUserId }).where('id', '=', first.id).execute();
      await until("a bystander's mark moves", () => markOf(bystander) !== before);
      await server.db.updateTable('cases').set({ ownerUserId: first.ownerUserId }).where('id', '=', first.id).execute();
    });

    it("a write to a list's context (a user) moves every owner's mark", async () => {
      const bystander = randomUUID();
      const before = markOf(bystander);
      const { first } = await twoOwners();
      await server.db.updateTable('users').set({ email: sql<string>`email` }).where('id', '=', first.ownerUserId).execute();
      await until("a bystander's mark moves", () => markOf(bystander) !== before);
    });

    it('a notice naming owners moves exactly theirs; one naming nobody moves everyone\'s', async () => {
      const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
      const before = { a: markOf(a), b: markOf(b), c: markOf(c) };
      await sql`select pg_notify('portal_changes', ${`case_list;${a},${b}`})`.execute(server.db);
      await until('both named marks move', () => markOf(a) !== before.a && markOf(b) !== before.b);
      expect(markOf(c)).toBe(before.c);
      await sql`select pg_notify('portal_changes', 'case_list')`.execute(server.db);
      await until("the unnamed owner's mark moves", () => markOf(c) !== before.c);
    });

    it("a write this process made by a user moves that user's marks (list and tokens) and the case-list mark at once, no other user's; unnamed, everyone's", async () => {
      const [writer, other] = [randomUUID(), randomUUID()];
      const tokensOf = (scope: string) => feed.markFor('tokens', scope);
      const before = { all: feed.mark('case_list'), writer: markOf(writer), other: markOf(other), writerTokens: tokensOf(writer), otherTokens: tokensOf(other) };
      feed.touch(writer);
      expect({
        all: feed.mark('case_list') !== before.all, writer: markOf(writer) !== before.writer, other: markOf(other) !== before.other,
        writerTokens: tokensOf(writer) !== before.writerTokens, otherTokens: tokensOf(other) !== before.otherTokens,
      }).toEqual({ all: true, writer: true, other: false, writerTokens: true, otherTokens: false });
      feed.touch();
      expect(markOf(other)).not.toBe(before.other);
    });
  });

  it('a notice of a topic it does not know moves every mark (a newer process may notify what this one cannot place)', async () => {
    const before = { case_list: feed.mark('case_list'), tokens: feed.mark('tokens') };
    await sql`select pg_notify('portal_changes', 'members')`.execute(server.db);
    await until('both marks move', () => moved(feed, 'case_list', before.case_list)() && moved(feed, 'tokens', before.tokens)());
  });

  it('closed, it tells nothing and keeps no connection open', async () => {
    const other = await startChangeFeed(testDatabaseUrlOf(server.db)!, { retryMs: 50 });
    const listeners = async () => Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity
      where datname = current_database() and application_name = 'portal change feed'`.execute(server.db)).rows[0].n);
    expect(other.mark('tokens')).toBeDefined();
    expect(await listeners()).toBe(2);
    await other.close();
    expect(other.mark('tokens')).toBeUndefined();
    await until('its connection is gone', async () => (await listeners()) === 1);
  });

  it("its own connection asks the kernel for TCP keepalive (a dead peer is noticed even while no heartbeat is due)", async () => {
    const keepAlive = jest.spyOn(net.Socket.prototype, 'setKeepAlive');
    try {
      const other = await startChangeFeed(testDatabaseUrlOf(server.db)!, { retryMs: 50 });
      await other.close();
      expect(keepAlive).toHaveBeenCalledWith(true, 10_000);
    } finally {
      keepAlive.mockRestore();
    }
  });

  it('a revoked token (its record deleted) moves the tokens mark', async () => {
    const before = feed.mark('tokens');
    await sql`delete from oidc_payloads where model = 'AccessToken'`.execute(server.db);
    await until('the tokens mark moves', moved(feed, 'tokens', before));
  });

  it('a lost connection is one loss (its error and its end): told once, and one connection listens again', async () => {
    let told = 0;
    const stop = feed.onLost(() => { told += 1; });
    try {
      await terminateListener(server.db);
      await until('the feed stops telling', () => feed.mark('case_list') === undefined);
      await until('the feed listens again', () => feed.mark('case_list') !== undefined);
      await new Promise((resolve) => setTimeout(resolve, 300)); // a second retry (retryMs 50) would have connected by now
      const listening = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
        where datname = current_database() and application_name = 'portal change feed'`.execute(server.db);
      expect({ told, connections: Number(listening.rows[0].n) }).toEqual({ told: 1, connections: 1 });
    } finally {
      stop();
    }
  });

  it('while its connection is lost the feed tells nothing, so every look asks the database; it listens again after, with new marks', async () => {
    const before = feed.mark('case_list');
    await terminateListener(server.db);
    await until('the feed stops telling', () => feed.mark('case_list') === undefined);
    await until('the feed listens again', () => feed.mark('case_list') !== undefined);
    expect(feed.mark('case_list')).not.toBe(before);
  });
});

describe('the built-in provider\'s active tokens, with the change feed (issue 33)', () => {
  let db: Database;
  let feed: ChangeFeed;
  let verify: TokenVerifier;
  let dataDir: string;
  let token: (jti: string) => Promise<string>;
  const finds: string[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-active-tokens-'));
    const config = loadConfig({ PUBLIC_URL: 'http://portal.test', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') });
    db = await openTestDatabase();
    feed = await startChangeFeed(testDatabaseUrlOf(db)!, { retryMs: 50 });
    // The provider's database, counting the look-ups of an access token's record.
    const watched = db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('oidc_payloads')) finds.push('find');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const oidc = await createBuiltInOidc({ config, db: watched, changes: feed });
    verify = oidc.verifyToken;
    const key = await importJWK((await loadOrCreateKeys(db, { dataDir })).signing[0], 'RS256');
    const kid = (await loadOrCreateKeys(db, { dataDir })).signing[0].kid!;
    token = async (jti) => {
      await kyselyAdapterFactory(db)('AccessToken').upsert(jti, { jti, accountId: demoAccounts.medlem.id, kind: 'AccessToken' }, 600);
      return new SignJWT({ scope: `openid ${config.apiScope}`, jti }).setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setSubject(demoAccounts.medlem.id).setIssuer(oidc.issuer).setAudience(config.apiAudience).setIssuedAt().setExpirationTime('10m').sign(key);
    };
  });
  afterAll(async () => {
    await feed?.close();
    await db?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a token found active is kept without asking again, and refused once the feed tells of a revocation elsewhere', async () => {
    const jti = randomUUID();
    const jwt = await token(jti);
    expect((await verify(jwt)).sub).toBe(demoAccounts.medlem.id);
    const asked = finds.length;
    expect((await verify(jwt)).sub).toBe(demoAccounts.medlem.id);
    expect(finds.length).toBe(asked);
    // Another process signs out: the record goes, this process hears of it only through the feed.
    const mark = feed.mark('tokens');
    await sql`delete from oidc_payloads where id = ${jti}`.execute(db);
    await until('the tokens mark moves', moved(feed, 'tokens', mark));
    await expect(verify(jwt)).rejects.toMatchObject({ error: 'invalid_token', message: 'The token was revoked' });
  });

  it("issue 38: a write of another user's on this process leaves a kept token kept; one of its own user's has it asked again", async () => {
    const jwt = await token(randomUUID());
    await verify(jwt);
    const asked = finds.length;
    feed.touch(randomUUID());
    await verify(jwt);
    expect(finds.length).toBe(asked);
    feed.touch(demoAccounts.medlem.id);
    await verify(jwt);
    expect(finds.length).toBe(asked + 1);
  });

  it('a kept token is not trusted across a gap in the feed: the marks move when it listens again', async () => {
    const jti = randomUUID();
    const jwt = await token(jti);
    await verify(jwt);
    await terminateListener(db);
    await until('the feed stops telling', () => feed.mark('tokens') === undefined);
    // Deleted while the feed hears nothing: only asking the database tells.
    await sql`delete from oidc_payloads where id = ${jti}`.execute(db);
    await until('the feed listens again', () => feed.mark('tokens') !== undefined);
    await expect(verify(jwt)).rejects.toMatchObject({ error: 'invalid_token' });
  });
});

describe('the change feed\'s heartbeat (issue 33)', () => {
  let db: Database;
  let relay: SilentRelay;
  let feed: ChangeFeed;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    const url = new URL(testDatabaseUrlOf(db)!);
    relay = await startSilentRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    feed = await startChangeFeed(url.toString(), { retryMs: 50, heartbeatMs: 100, heartbeatTimeoutMs: 300, log: (line) => lines.push(line) });
  });
  afterAll(async () => {
    await feed?.close();
    await relay?.close();
    await db?.destroy();
  });

  it('a listening connection that answers its heartbeat is kept, with its marks', async () => {
    const before = feed.mark('tokens');
    expect(before).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(feed.mark('tokens')).toBe(before);
    expect(lines).toEqual([]);
  });

  it('a half-open one (open, silent) counts as lost within the deadline: every look asks the database, then it listens again with new marks', async () => {
    const before = feed.mark('case_list');
    expect(relay.listening()).toBe(1);
    relay.silence();
    const silencedAt = Date.now();
    await until('the feed stops telling', () => feed.mark('case_list') === undefined, 2000);
    expect(Date.now() - silencedAt).toBeLessThan(1000);
    expect(lines[0]).toMatch(/^Ändringsflödet: anslutningen bröts \(no answer within 300 ms\)/);
    await until('the feed listens again on a new connection', () => feed.mark('case_list') !== undefined);
    expect(feed.mark('case_list')).not.toBe(before);
    expect(relay.listening()).toBe(1);
  });
});

/**
 * The feed's own rules under the faults a real connection shows only now and then, on a stand-in
 * connection (its `connect` option): what a listener hears, when `mark` turns, when it connects
 * again, and what it leaves behind when closed.
 */
describe('the change feed on a stand-in connection (issue 33)', () => {
  const CONNECTION_NOT_USED = 'postgres://not-used.invalid/portal';
  const feeds: ChangeFeed[] = [];
  const start = async (options: ChangeFeedOptions) => {
    const feed = await startChangeFeed(CONNECTION_NOT_USED, options);
    feeds.push(feed);
    return feed;
  };
  afterEach(async () => {
    await Promise.all(feeds.splice(0).map((feed) => feed.close()));
  });

  it('tells nothing until its first LISTEN is answered: after a failed first connect every look asks the database, and it connects again after retryMs', async () => {
    const connects = standInConnects(new Error('connection refused'));
    const feed = await start({ connect: connects.connect, retryMs: 50 });
    expect(feed.mark('case_list')).toBeUndefined();
    expect(feed.mark('tokens')).toBeUndefined();
    await until('it listens on the second connection', () => feed.mark('case_list') !== undefined, 2000);
    expect(connects.attempts).toHaveLength(2);
    expect(connects.attempts[1] - connects.attempts[0]).toBeLessThan(500);
  });

  it('without retryMs it waits 1 s before connecting again, after a failed connect and after a lost connection', async () => {
    const first = new StandInConnection();
    const connects = standInConnects(new Error('connection refused'), first);
    const feed = await start({ connect: connects.connect });
    await until('it listens on the second try', () => feed.mark('case_list') !== undefined, 3000);
    expect(connects.attempts[1] - connects.attempts[0]).toBeGreaterThanOrEqual(900);
    expect(connects.attempts[1] - connects.attempts[0]).toBeLessThan(1800);

    const lostAt = Date.now();
    first.emit('error', new Error('the socket broke'));
    await until('it listens again', () => feed.mark('case_list') !== undefined, 3000);
    expect(connects.attempts).toHaveLength(3);
    expect(connects.attempts[2] - lostAt).toBeGreaterThanOrEqual(900);
    expect(connects.attempts[2] - lostAt).toBeLessThan(1800);
  });

  it('an error on the listening connection is a loss: told once, logged with its message, the connection let go, and it listens again with new marks', async () => {
    const first = new StandInConnection();
    const connects = standInConnects(first);
    const lines: string[] = [];
    const feed = await start({ connect: connects.connect, retryMs: 20, log: (line) => lines.push(line) });
    const before = feed.mark('tokens')!;
    let told = 0;
    feed.onLost(() => { told += 1; });
    first.emit('error', new Error('the socket broke'));
    expect(feed.mark('tokens')).toBeUndefined();
    expect(told).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Ändringsflödet: anslutningen bröts \(the socket broke\)/)]);
    expect(first.ended).toBe(true);
    await until('it listens again', () => feed.mark('tokens') !== undefined);
    expect(feed.mark('tokens')).toBeGreaterThan(before);
    expect(connects.made).toHaveLength(2);
  });

  it('a connection that ends without an error is lost too (told, logged as closed, listened again)', async () => {
    const first = new StandInConnection();
    const connects = standInConnects(first);
    const lines: string[] = [];
    const feed = await start({ connect: connects.connect, retryMs: 20, log: (line) => lines.push(line) });
    let told = 0;
    feed.onLost(() => { told += 1; });
    first.emit('end');
    expect(feed.mark('case_list')).toBeUndefined();
    expect(told).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Ändringsflödet: anslutningen bröts \(closed\)/)]);
    await until('it listens again', () => feed.mark('case_list') !== undefined);
  });

  it('a connection it let go is not heard any more: its late error, end or notice neither throws nor touches the connection that listens now', async () => {
    const first = new StandInConnection();
    const second = new StandInConnection();
    const connects = standInConnects(first, second);
    const feed = await start({ connect: connects.connect, retryMs: 20 });
    let told = 0;
    feed.onLost(() => { told += 1; });
    first.emit('error', new Error('the socket broke'));
    await until('it listens on the second connection', () => feed.mark('case_list') !== undefined);
    const marks = { case_list: feed.mark('case_list'), tokens: feed.mark('tokens') };
    expect(() => first.emit('error', new Error('a late error'))).not.toThrow();
    first.emit('end');
    first.emit('notification', { channel: 'portal_changes', payload: 'tokens' });
    await sleep(100);
    expect({ told, ended: second.ended, case_list: feed.mark('case_list'), tokens: feed.mark('tokens') })
      .toEqual({ told: 1, ended: false, ...marks });
  });

  it('the function onLost returns stops the telling', async () => {
    const first = new StandInConnection();
    const feed = await start({ connect: standInConnects(first).connect, retryMs: 20 });
    const told = { stopped: 0, kept: 0 };
    const stop = feed.onLost(() => { told.stopped += 1; });
    feed.onLost(() => { told.kept += 1; });
    stop();
    first.emit('error', new Error('the socket broke'));
    expect(told).toEqual({ stopped: 0, kept: 1 });
  });

  it('a notice counts on its own topic, and a case-id notice without a payload is told as an empty one', async () => {
    const first = new StandInConnection();
    const feed = await start({ connect: standInConnects(first).connect, retryMs: 20 });
    const heard: unknown[] = [];
    feed.onCaseIds((payload) => heard.push(payload));
    const before = { case_list: feed.mark('case_list')!, tokens: feed.mark('tokens')! };
    first.emit('notification', { channel: 'portal_changes', payload: 'tokens' });
    first.emit('notification', { channel: 'portal_case_ids' });
    await feed.settled();
    expect({ case_list: feed.mark('case_list'), tokens: feed.mark('tokens'), heard })
      .toEqual({ case_list: before.case_list, tokens: before.tokens + 1, heard: [''] });
  });

  it('a LISTEN not answered within heartbeatTimeoutMs is a lost connection: let go, logged, and another one listens', async () => {
    const silent = new StandInConnection();
    silent.answerMs = null;
    const connects = standInConnects(silent);
    const lines: string[] = [];
    const feed = await start({ connect: connects.connect, retryMs: 20, heartbeatTimeoutMs: 100, log: (line) => lines.push(line) });
    expect(feed.mark('case_list')).toBeUndefined();
    expect(silent.ended).toBe(true);
    expect(lines).toEqual([expect.stringMatching(/\(no answer within 100 ms\)/)]);
    await until('another connection listens', () => feed.mark('case_list') !== undefined);
    expect(connects.made).toHaveLength(2);
  });

  it('by default a silent link is trusted at most HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS: the first round trip is asked after 2 s, and lost when no answer comes within 3 s', async () => {
    const link = new StandInConnection();
    const feed = await start({ connect: standInConnects(link).connect, retryMs: 60_000 });
    const listenedAt = Date.now();
    link.answerMs = null; // silent from here on
    await sleep(HEARTBEAT_MS - 500);
    expect({ beats: link.beats(), listening: feed.mark('case_list') !== undefined }).toEqual({ beats: 0, listening: true });
    await until('the first round trip is asked', () => link.beats() > 0, 1500);
    await sleep(300);
    expect({ beats: link.beats(), listening: feed.mark('case_list') !== undefined }).toEqual({ beats: 1, listening: true });
    await until('the silent link counts as lost', () => feed.mark('case_list') === undefined, 4000);
    const trustedMs = Date.now() - listenedAt;
    expect(trustedMs).toBeGreaterThanOrEqual(HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS - 100);
    expect(trustedMs).toBeLessThan(HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS + 800);
  });

  it('a slow answer within the deadline is not a loss, and the round trips go on (one after each answer)', async () => {
    const link = new StandInConnection();
    const lines: string[] = [];
    const feed = await start({ connect: standInConnects(link).connect, retryMs: 20, heartbeatMs: 50, heartbeatTimeoutMs: 300, log: (line) => lines.push(line) });
    link.answerMs = 150;
    const before = feed.mark('case_list');
    await sleep(1000);
    expect({ mark: feed.mark('case_list'), lines }).toEqual({ mark: before, lines: [] });
    expect(link.beats()).toBeGreaterThanOrEqual(3);
    expect(link.beats()).toBeLessThanOrEqual(6);
  });

  it('a round trip still in flight on a connection already lost does not count against the one that listens now', async () => {
    const first = new StandInConnection();
    const second = new StandInConnection();
    const connects = standInConnects(first, second);
    const feed = await start({ connect: connects.connect, retryMs: 20, heartbeatMs: 20, heartbeatTimeoutMs: 300 });
    first.answerMs = null;
    await until('a round trip is in flight', () => first.beats() === 1);
    let told = 0;
    feed.onLost(() => { told += 1; });
    first.emit('error', new Error('the socket broke'));
    await until('the second connection listens', () => feed.mark('case_list') !== undefined);
    await sleep(500); // the first connection's round trip has passed its deadline by now
    expect({ told, ended: second.ended, listening: feed.mark('case_list') !== undefined }).toEqual({ told: 1, ended: false, listening: true });
  });

  it('closed, it leaves no timer behind (a process that closes its feed may exit at once)', async () => {
    // The timers set from here on and neither fired nor cleared yet.
    const pending = new Set<NodeJS.Timeout>();
    const { setTimeout: realSet, clearTimeout: realClear } = globalThis;
    globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = realSet(() => { pending.delete(timer); callback(...args); }, ms);
      pending.add(timer);
      return timer;
    }) as typeof setTimeout;
    globalThis.clearTimeout = ((timer: NodeJS.Timeout | undefined) => { if (timer) pending.delete(timer); realClear(timer); }) as typeof clearTimeout;
    try {
      const link = new StandInConnection();
      const feed = await start({ connect: standInConnects(link).connect, retryMs: 20, heartbeatMs: 60_000, heartbeatTimeoutMs: 60_000 });
      expect(feed.mark('case_list')).toBeDefined();
      await feed.close();
      await new Promise((resolve) => setImmediate(resolve));
      expect(pending.size).toBe(0);
    } finally {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    }
  });

  it('closed, it asks its connection nothing more: an answer in flight does not start another round trip', async () => {
    const link = new StandInConnection();
    const feed = await start({ connect: standInConnects(link).connect, retryMs: 20, heartbeatMs: 50, heartbeatTimeoutMs: 1000 });
    link.answerMs = 200;
    await until('a round trip is in flight', () => link.beats() === 1);
    await feed.close();
    await sleep(500);
    expect({ beats: link.beats(), ended: link.ended, mark: feed.mark('tokens') }).toEqual({ beats: 1, ended: true, mark: undefined });
  });

  it('closed while connecting again, it ends the new connection and listens on none', async () => {
    const first = new StandInConnection();
    const second = new StandInConnection();
    const pending = deferred<StandInConnection>();
    const connects = standInConnects(first, pending.promise);
    const feed = await start({ connect: connects.connect, retryMs: 20 });
    first.emit('error', new Error('the socket broke'));
    await until('it connects again', () => connects.attempts.length === 2);
    await feed.close();
    pending.resolve(second);
    await until('the new connection is ended', () => second.ended, 1000);
    await sleep(100);
    expect({ listened: second.listened(), mark: feed.mark('case_list'), attempts: connects.attempts.length })
      .toEqual({ listened: false, mark: undefined, attempts: 2 });
  });

  it('closed while a connect that then fails is pending, it does not try again', async () => {
    const first = new StandInConnection();
    const pending = deferred<StandInConnection>();
    const connects = standInConnects(first, pending.promise);
    const lines: string[] = [];
    const feed = await start({ connect: connects.connect, retryMs: 20, log: (line) => lines.push(line) });
    first.emit('error', new Error('the socket broke'));
    await until('it connects again', () => connects.attempts.length === 2);
    await feed.close();
    pending.reject(new Error('connection refused'));
    await sleep(200);
    expect(connects.attempts).toHaveLength(2);
    expect(lines).toHaveLength(1);
  });

  it('closed by a listener of the loss (shutting down on it), it neither connects again nor logs', async () => {
    const first = new StandInConnection();
    const connects = standInConnects(first);
    const lines: string[] = [];
    const feed = await start({ connect: connects.connect, retryMs: 20, log: (line) => lines.push(line) });
    let closing: Promise<void> | undefined;
    feed.onLost(() => { closing = feed.close(); });
    first.emit('error', new Error('the socket broke'));
    await closing;
    await sleep(200);
    expect({ attempts: connects.attempts.length, lines }).toEqual({ attempts: 1, lines: [] });
  });

  it('closed after a loss (while waiting to connect again), it closes and does not connect again; closing twice is fine', async () => {
    const first = new StandInConnection();
    const connects = standInConnects(first);
    const feed = await start({ connect: connects.connect, retryMs: 100 });
    first.emit('error', new Error('the socket broke'));
    await expect(feed.close()).resolves.toBeUndefined();
    await expect(feed.close()).resolves.toBeUndefined();
    await sleep(300);
    expect(connects.attempts).toHaveLength(1);
    expect(feed.mark('case_list')).toBeUndefined();
  });

  it('a connection that breaks while its LISTEN is in flight is one loss: one new connection listens, and none is left open after close', async () => {
    // As pg does: the connection's error event first, then its query in flight rejects on the next tick.
    class BreaksDuringListen extends StandInConnection {
      private refuse?: (error: Error) => void;
      override query(text: string): Promise<unknown> {
        this.asked.push(text);
        return new Promise((_, reject) => { this.refuse = reject; });
      }
      breakDown(error: Error) {
        this.emit('error', error);
        setImmediate(() => this.refuse?.(error));
      }
    }
    const broken = new BreaksDuringListen();
    const connects = standInConnects(broken);
    const starting = start({ connect: connects.connect, retryMs: 50 });
    await until('the first LISTEN is asked', () => broken.listened(), 1000);
    broken.breakDown(new Error('connection reset'));
    const feed = await starting;
    await until('a new connection listens', () => feed.mark('case_list') !== undefined, 2000);
    await sleep(300);
    expect(connects.attempts).toHaveLength(2);
    await feed.close();
    expect(connects.made.map((connection) => connection.ended)).toEqual([true, true]);
  });
});
