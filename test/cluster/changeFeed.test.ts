import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { sql } from 'kysely';
import type { Database } from '../../server/db/database';
import { startChangeFeed, type ChangeFeed } from '../../server/db/changeFeed';
import { moved, terminateListener, until } from './feedSupport';
import { demoAccounts, seedDatabase } from '../../server/db/seed';
import { startTestServer, type TestServer } from '../server/helpers';
import { openTestDatabase, testDatabaseUrlOf } from '../server/testDatabase';
import { startSilentRelay, type SilentRelay } from './silentRelay';
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
