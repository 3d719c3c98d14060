import { demoAccounts } from '../server/db/seed';
import { percentile, type Measurement } from './benchMeasurement';
import { seededBenchServer } from './benchServer';

/**
 * The content host's lists at SEED_SCALE (default 10: 1,500 posts, 300 courses): POST posts and
 * GET courses for the secretariat and a member, in process (app.inject, no socket; the embedded
 * database runs in this process too). Each answer is measured as this process's CPU time, so that
 * other work on a shared machine does not decide the figure. Budget: the server's 50 ms at p95
 * (ARCHITECTURE §6).
 */
export async function contentBench(): Promise<Measurement[]> {
  const { app, db, tokenFor: token } = await seededBenchServer('content');

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
