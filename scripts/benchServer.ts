import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createTokenVerifier } from '../server/auth/tokens';
import { migrate, openDatabase, type Database } from '../server/db/database';
import { seedDatabase } from '../server/db/seed';
import { freshBenchDatabase } from './lib/benchDatabase';

export interface BenchServer {
  app: FastifyInstance;
  db: Database;
  /** An access token as the built-in provider issues it (at+jwt, the API scope) for this user. */
  tokenFor(userId: string): Promise<string>;
}

/**
 * The server the benches measure: a fresh database seeded at SEED_SCALE (default 10) and analysed
 * (seedDatabase does that), and the app on top of it with a signing key of its own. The database is
 * PGlite, seeded for the bench; with DATABASE_URL, a database of the bench's own on that PostgreSQL,
 * copied from the run's seeded template (scripts/lib/benchDatabase.ts).
 */
export async function seededBenchServer(bench: string): Promise<BenchServer> {
  const scale = Number(process.env.SEED_SCALE ?? 10);
  const config = loadConfig({ PUBLIC_URL: 'http://bench.test', DIST_DIR: '/nonexistent-dist', DATA_DIR: '.tmp/bench-data', SEED_SCALE: String(scale) });
  const serverUrl = process.env.DATABASE_URL;
  const db = await openDatabase({ databaseUrl: serverUrl ? await freshBenchDatabase(bench, serverUrl, scale) : undefined });
  if (!serverUrl) {
    const started = performance.now();
    await migrate(db);
    await seedDatabase(db, { scale });
    console.log(`seeded at scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const issuer = 'http://bench.test/oidc';
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const verifyToken = createTokenVerifier({ issuer, audience: config.apiAudience, scope: config.apiScope, jwks: { keys: [jwk] } });
  const app = await buildApp({ db, config, verifyToken });
  const tokenFor = (userId: string) => new SignJWT({ scope: `openid ${config.apiScope}` })
    .setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' }).setSubject(userId)
    .setIssuer(issuer).setAudience(config.apiAudience).setIssuedAt().setExpirationTime('1h').sign(privateKey);
  return { app, db, tokenFor };
}

/** A GET of the portal's API as the benches' caller: its bearer token, gzip unless told otherwise; the body as text. */
export const benchGet = (port: number, path: string, token: string, gzip = true) => new Promise<{ status: number; body: string }>((resolve, reject) => {
  http.get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}`, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    res.on('error', reject);
  }).on('error', reject);
});
