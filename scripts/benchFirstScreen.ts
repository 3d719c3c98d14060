import { demoAccounts } from '../server/db/seed';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../src/domain/caseListSpec';
import { CASE_PAGE_SIZE } from '../src/domain/caseList';
import type { Measurement } from './benchMeasurement';
import { seededBenchServer } from './benchServer';

/** Issue 26: the secretariat's first list answer at seed scale 10, at most 300 KB gzip (issue 38: also at 50). */
const FIRST_ANSWER_BUDGET_KB = 300;

/**
 * What the secretariat's first screen waits for: the default view's first page (issue 38, the first
 * page first: `part=open&first=20`), gzip, as the SPA asks for it, and how long a process that has
 * not answered this list yet takes to answer it; beside it, reported, the open part the SPA fetches
 * after it (what the first screen waited for after issue 26), the closed part and the whole list
 * (before issue 26).
 */
export async function firstScreenBench(): Promise<Measurement[]> {
  const { app, db, tokenFor } = await seededBenchServer('firstScreen');
  const token = await tokenFor(demoAccounts.kanslist.id);
  let took = 0;
  const sizeOf = async (url: string) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: CASE_LIST_LEAN_MEDIA_TYPE, 'accept-encoding': 'gzip' },
    });
    took = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return res.rawPayload.length / 1024;
  };
  const firstPage = await sizeOf(`/api/Case/GetAll?role=secretariat&part=open&first=${CASE_PAGE_SIZE}`);
  const firstPageMs = took;
  const open = await sizeOf('/api/Case/GetAll?role=secretariat&part=open');
  const closed = await sizeOf('/api/Case/GetAll?role=secretariat&part=closed');
  const whole = await sizeOf('/api/Case/GetAll?role=secretariat');
  await app.close();
  await db.destroy();
  const scale = process.env.SEED_SCALE ?? '10';
  const figure = (name: string, kb: number, budget: number | null, note: string): Measurement =>
    ({ name: `${name} at seed scale ${scale}`, budgetMs: budget, unit: 'KB', p50: kb, p95: kb, runs: 1, note });
  return [
    figure('Secretariat, first list answer (the first page, gzip)', firstPage, FIRST_ANSWER_BUDGET_KB, 'issue 38, the first page first'),
    { name: `Secretariat, the first page answered by a process new to the list, at seed scale ${scale}`, budgetMs: null, p50: firstPageMs, p95: firstPageMs, runs: 1, note: 'issue 38, reported (server time, no network)' },
    figure('Secretariat, the open part after it (gzip)', open, null, 'issue 26, reported: fetched after it'),
    figure('Secretariat, the closed part behind it (gzip)', closed, null, 'issue 26, reported'),
    figure('Secretariat, the whole list in one answer (gzip)', whole, null, 'before issue 26, reported'),
  ];
}
