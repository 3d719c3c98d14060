import type { AddressInfo } from 'node:net';
import { demoAccounts } from '../server/db/seed';
import { percentile, type Measurement } from './benchMeasurement';
import { benchGet as get, seededBenchServer } from './benchServer';

/**
 * Issue 11: the secretariat's member search over every member (15,000 at SEED_SCALE=10) within
 * 50 ms at p95, over HTTP: the first page with no text, a part of a name in other case with
 * accents, a text that matches nothing, a later page, and other sorts.
 */
export async function memberSearchBench(): Promise<Measurement[]> {
  const { app, db, tokenFor } = await seededBenchServer('members');
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const token = await tokenFor(demoAccounts.kanslist.id);

  const total = JSON.parse((await get(port, '/api/Members/Search', token, false)).body) as { total: number };
  console.log(`kanslist searches ${total.total} members`);
  const queries = [
    '/api/Members/Search',
    `/api/Members/Search?text=${encodeURIComponent('ÅKE')}`,
    `/api/Members/Search?text=${encodeURIComponent('lindqv')}`,
    `/api/Members/Search?text=${encodeURIComponent('anna b')}`,
    `/api/Members/Search?text=${encodeURIComponent('stockholm')}`,
    '/api/Members/Search?text=zzzzqq',
    '/api/Members/Search?page=300',
    '/api/Members/Search?sort=city&direction=desc',
    '/api/Members/Search?sort=workplace&text=a',
    '/api/Members/Search?sort=memberNumber&page=20',
  ];
  // One round to warm up (the snapshot is built by the first call above; this compiles each path).
  for (const path of queries) await get(port, path, token);
  const times: number[] = [];
  for (let round = 0; round < 8; round++) {
    for (const path of queries) {
      const start = performance.now();
      const res = await get(port, path, token);
      times.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    }
  }
  times.sort((a, b) => a - b);
  // Issue 11: 15,000 members (scale 10) within 50 ms; issue 38: 75,000 (scale 50) within 100 ms.
  const national = Number(process.env.SEED_SCALE ?? 10) > 10;
  const budgetMs = national ? 100 : 50;
  const budgetNote = national ? 'issue 38, seed scale 50' : 'issue 11, seed scale 10';
  await app.close();
  await db.destroy();
  return [{
    name: `Members/Search for the secretariat over ${total.total} members (no text, parts of names with other case and accents, a city, no hit, late pages, other sorts)`,
    budgetMs, p50: percentile(times, 50), p95: percentile(times, 95), runs: times.length, note: budgetNote,
  }];
}
