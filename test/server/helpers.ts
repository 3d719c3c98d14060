import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { openTestDatabase, testDatabaseUrlOf, testPostgresUrl } from './testDatabase';
import { PostgresBlobStore } from '../../server/files/postgresBlobStore';
import { blobStoreFor, type BlobStore } from '../../server/files/blobStore';
import type { DiskBlobStore } from '../../server/files/diskBlobStore';
import { createTokenVerifier } from '../../server/auth/tokens';
import type { CourseNotices } from '../../server/content/courseNotices';
import { startChangeFeed, type ChangeFeed, type ChangeFeedOptions } from '../../server/db/changeFeed';
import { createPortalMetrics } from '../../server/metrics/portalMetrics';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** The app's one blob store: on disk under DATA_DIR, or in PostgreSQL on that engine. */
  blobs: BlobStore;
  /** The change feed the app listens to (option changeFeed, PostgreSQL only). */
  changes?: ChangeFeed;
  /** A signed access token for this user id, as the built-in provider would issue it (RFC 9068). */
  tokenFor(userId: string, overrides?: { expiresIn?: string | null; issuer?: string; audience?: string; typ?: string | null; scope?: string }): Promise<string>;
  /** An object of headers with a bearer token for this user id. */
  as(userId: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

const issuer = 'http://portal.test/oidc';

/** A fresh database on the suite's engine (testDatabase.ts), migrated, and the app on top of it (no built-in provider). */
export async function startTestServer(
  options: {
    seed?: (db: Database) => Promise<void>; env?: NodeJS.ProcessEnv; log?: { write(line: string): void }; logRequests?: boolean; courseNotices?: CourseNotices;
    /** Listen to the database's change notices, as a process on DATABASE_URL does (PostgreSQL only). */
    changeFeed?: ChangeFeedOptions;
    /** The database as the app sees it (to watch its queries); the test's own `db` stays the plain one. */
    appDatabase?: (db: Database) => Database;
    /** Count requests and serve the metrics, as server/index.ts does. */
    metrics?: boolean;
    /** A database opened elsewhere (a restored one) instead of a fresh one; closed with the server. */
    database?: Database;
  } = {},
): Promise<TestServer> {
  const config = loadConfig({ PUBLIC_URL: 'http://portal.test', DIST_DIR: '/nonexistent-dist', DATA_DIR: '.tmp/test-data', ...options.env });
  const db = options.database ?? await openTestDatabase();
  if (options.seed) await options.seed(db);

  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const verifyToken = createTokenVerifier({ issuer, audience: config.apiAudience, scope: config.apiScope, jwks: { keys: [jwk] } });
  // On PostgreSQL the files live there too, as in production (DATABASE_URL).
  const blobs = testPostgresUrl ? new PostgresBlobStore(db) : blobStoreFor(config, db);
  const databaseUrl = testDatabaseUrlOf(db);
  if (options.changeFeed && !databaseUrl) throw new Error('A change feed needs PostgreSQL (TEST_DATABASE_URL)');
  const changes = options.changeFeed ? await startChangeFeed(databaseUrl!, options.changeFeed) : undefined;
  const appDb = options.appDatabase?.(db) ?? db;
  const metrics = options.metrics ? createPortalMetrics({ db: appDb, changes }) : undefined;
  const app = await buildApp({ db: appDb, config, verifyToken, blobs, changes, metrics, logger: options.log, logRequests: options.logRequests, courseNotices: options.courseNotices });

  const tokenFor: TestServer['tokenFor'] = (userId, overrides = {}) => {
    const typ = overrides.typ === undefined ? 'at+jwt' : overrides.typ;
    const jwt = new SignJWT({ scope: overrides.scope ?? `openid ${config.apiScope}` })
      .setProtectedHeader({ alg: 'RS256', kid: 'test', ...(typ === null ? {} : { typ }) })
      .setSubject(userId)
      .setIssuer(overrides.issuer ?? issuer)
      .setAudience(overrides.audience ?? config.apiAudience)
      .setIssuedAt();
    if (overrides.expiresIn !== null) jwt.setExpirationTime(overrides.expiresIn ?? '10m');
    return jwt.sign(privateKey);
  };

  return {
    app, db, config, blobs, changes, tokenFor,
    as: async (userId) => ({ authorization: `Bearer ${await tokenFor(userId)}` }),
    close: async () => { await app.close(); await changes?.close(); await db.destroy(); },
  };
}

/** What a blob store holds, on either engine: committed blobs (their hashes) and uploads still staged. */
export async function storeContents(blobs: BlobStore, db: Database): Promise<{ blobs: string[]; staged: number }> {
  if (blobs instanceof PostgresBlobStore) {
    const keys = (await db.selectFrom('blobObjects').select('key').orderBy('key').execute()).map((row) => row.key);
    return { blobs: keys.filter((key) => /^[0-9a-f]{64}$/.test(key)), staged: keys.filter((key) => key.startsWith('staged:')).length };
  }
  const root = (blobs as DiskBlobStore).root;
  const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !fs.statSync(path.join(dir, name)).isDirectory()).sort() : []);
  return { blobs: list(root), staged: list(path.join(root, '.tmp')).length };
}

/** A committed blob's bytes, read through the store. */
export async function blobBytes(blobs: BlobStore, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of blobs.read(sha256)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
