import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { openTestDatabase, testPostgresUrl } from './testDatabase';
import { PostgresBlobStore } from '../../server/files/postgresBlobStore';
import { createTokenVerifier } from '../../server/auth/tokens';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** A signed access token for this user id, as the built-in provider would issue it (RFC 9068). */
  tokenFor(userId: string, overrides?: { expiresIn?: string | null; issuer?: string; audience?: string; typ?: string | null; scope?: string }): Promise<string>;
  /** An object of headers with a bearer token for this user id. */
  as(userId: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

const issuer = 'http://portal.test/oidc';

/** A fresh database on the suite's engine (testDatabase.ts), migrated, and the app on top of it (no built-in provider). */
export async function startTestServer(
  options: { seed?: (db: Database) => Promise<void>; env?: NodeJS.ProcessEnv; log?: { write(line: string): void }; logRequests?: boolean } = {},
): Promise<TestServer> {
  const config = loadConfig({ PUBLIC_URL: 'http://portal.test', DIST_DIR: '/nonexistent-dist', DATA_DIR: '.tmp/test-data', ...options.env });
  const db = await openTestDatabase();
  if (options.seed) await options.seed(db);

  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  const verifyToken = createTokenVerifier({ issuer, audience: config.apiAudience, scope: config.apiScope, jwks: { keys: [jwk] } });
  // On PostgreSQL the files live there too, as in production (DATABASE_URL).
  const blobs = testPostgresUrl ? new PostgresBlobStore(db) : undefined;
  const app = await buildApp({ db, config, verifyToken, blobs, logger: options.log, logRequests: options.logRequests });

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
    app, db, config, tokenFor,
    as: async (userId) => ({ authorization: `Bearer ${await tokenFor(userId)}` }),
    close: async () => { await app.close(); await db.destroy(); },
  };
}
