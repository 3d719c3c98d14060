import { demoAccounts } from '../server/db/seed';
import { CASE_LIST_LEAN_MEDIA_TYPE } from '../src/domain/caseListSpec';
import type { Measurement } from './benchMeasurement';
import { seededBenchServer } from './benchServer';

/** Issue 26: the secretariat's first list answer at seed scale 10, at most 300 KB gzip (issue 38: also at 50). */
const FIRST_ANSWER_BUDGET_KB = 300;

/**
 * What the secretariat's first screen waits for (issue 26): the open part of its list, gzip, as
 * the SPA asks for it; beside it the whole list (what it waited for before), reported.
 */
export async function firstScreenBench(): Promise<Measurement[]> {
  const { app, tokenFor } = await seededBenchServer();
  const token = await tokenFor(demoAccounts.kanslist.id);
  const sizeOf = async (url: string) => {
    const res = await app.inject({
      method: 'GET', url, headers: { authorization: `Bearer ${token}`, accept: CASE_LIST_LEAN_MEDIA_TYPE, 'accept-encoding': 'gzip' },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return res.rawPayload.length / 1024;
  };
  const open = await sizeOf('/api/Case/GetAll?role=secretariat&part=open');
  const closed = await sizeOf('/api/Case/GetAll?role=secretariat&part=closed');
  const whole = await sizeOf('/api/Case/GetAll?role=secretariat');
  await app.close();
  const scale = process.env.SEED_SCALE ?? '10';
  const figure = (name: string, kb: number, budget: number | null, note: string): Measurement =>
    ({ name: `${name} at seed scale ${scale}`, budgetMs: budget, unit: 'KB', p50: kb, p95: kb, runs: 1, note });
  return [
    figure('Secretariat, first list answer (the open part, gzip)', open, FIRST_ANSWER_BUDGET_KB, 'issue 26'),
    figure('Secretariat, the closed part behind it (gzip)', closed, null, 'issue 26, reported'),
    figure('Secretariat, the whole list in one answer (gzip)', whole, null, 'before issue 26, reported'),
  ];
}
