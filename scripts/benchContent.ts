import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createTokenVerifier } from '../server/auth/tokens';
import { migrate, openDatabase } from '../server/db/database';
import { demoAccounts, seedDatabase } from '../server/db/seed';
import { percentile, type Measurement } from './benchMeasurement';

/**
 * The content host's lists at SEED_SCALE (default 10: 1,500 posts, 300 courses): POST posts and
 * GET courses for the secretariat and a member, in process (app.inject, no socket; the embedded
 * database runs in this process too). Each answer is measured as this process's CPU time, so that
 * other work on a shared machine does not decide the figure. Budget: the server's 50 ms at p95
 * (ARCHITECTURE §6).
 */
export async function contentBench(): Promise<Measurement[]> {
  const scale = Number(process.env.SEED_SCALE ?? 10);
  const db = await openDatabase({});
  await migrate(db);
  await seedDatabase(db, { scale });
  const config = loadConfig({ PUBLIC_URL: 'http://bench.test', DIST_DIR: '/nonexistent-dist', DATA_DIR: '.tmp/bench-data' });
  const issuer = 'http://bench.test/oidc';
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const app = await buildApp({ db, config, verifyToken: createTokenVerifier({ issuer, audience: config.apiAudience, scope: config.apiScope, jwks: { keys: [jwk] } }) });
  const token = (sub: string) => new SignJWT({ scope: `openid ${config.apiScope}` }).setProtectedHeader({ alg: 'RS256', kid: 'bench', typ: 'at+jwt' })
    .setSubject(sub).setIssuer(issuer).setAudience(config.apiAudience).setIssuedAt().setExpirationTime('1h').sign(privateKey);

  const results: Measurement[] = [];
  for (const username of ['kanslist', 'medlem'] as const) {
    const id = demoAccounts[username].id;
    const headers = { authorization: `Bearer ${await token(id)}` };
    const posts = await app.inject({ method: 'POST', url: '/content/posts', headers, payload: { user_id: id } });
    const courses = await app.inject({ method: 'GET', url: '/content/courses', headers });
    const note = `${username} sees ${posts.json().length} posts and ${courses.json().length} courses`;
    results.push(await timed(`POST posts for ${username}`, 60, note, async () => {
      const res = await app.inject({ method: 'POST', url: '/content/posts', headers, payload: { user_id: id } });
      if (res.statusCode !== 200) throw new Error(`POST posts answered ${res.statusCode}`);
    }));
    results.push(await timed(`GET courses for ${username}`, 60, note, async () => {
      const res = await app.inject({ method: 'GET', url: '/content/courses', headers });
      if (res.statusCode !== 200) throw new Error(`GET courses answered ${res.statusCode}`);
    }));
  }
  await app.close();
  await db.destroy();
  return results;
}

async function timed(name: string, runs: number, note: string, once: () => Promise<void>): Promise<Measurement> {
  for (let i = 0; i < 5; i++) await once(); // warm-up: JIT and the database's caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    await once();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { name, budgetMs: 50, p50: percentile(times, 50), p95: percentile(times, 95), runs, note: `${note}; CPU time` };
}
