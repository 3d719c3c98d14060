import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { migrate, openDatabase, type Database } from '../../server/db/database';
import { runRetention } from '../../server/retention/retentionRun';
import { seedDatabase } from '../../server/db/seed';
import { openTestDatabase, testDatabaseUrlOf, testPostgresUrl } from './testDatabase';

/**
 * Issue 37: `npm run retention` killed with SIGKILL in the middle of a run leaves no half-erased
 * case: every closed case is afterwards either whole (all its messages, notes, files, users and
 * audit events, no erasure record) or gone with an erasure record that counts what it had. A real
 * process on the suite's engine (PostgreSQL, or the embedded database on disk).
 */
type Counts = { messages: number; notes: number; files: number; auditLogs: number; caseUsers: number };
const tables = ['messages', 'notes', 'files', 'auditLogs', 'caseUsers'] as const;

async function countsOf(db: Database): Promise<Map<string, Counts>> {
  const closed = (await db.selectFrom('cases').select('id').where('status', '=', 3).execute()).map((r) => r.id);
  const counts = new Map<string, Counts>(closed.map((id) => [id, { messages: 0, notes: 0, files: 0, auditLogs: 0, caseUsers: 0 }]));
  for (const table of tables) {
    const rows = await db.selectFrom(table).select(['caseId', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('caseId').execute();
    for (const row of rows) { const c = row.caseId ? counts.get(row.caseId) : undefined; if (c) c[table] = Number(row.n); }
  }
  return counts;
}

test('a run killed mid-way: each closed case is whole or erased with its record, and the next run finishes', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-kill-'));
  let db: Database = testPostgresUrl ? await openTestDatabase() : await openDatabase({ dataDir });
  try {
    if (!testPostgresUrl) await migrate(db);
    await seedDatabase(db, { volume: 'small' });
    const before = await countsOf(db);
    expect(before.size).toBeGreaterThan(20);
    const env = { ...process.env, CASE_RETENTION_DAYS: '1', ...(testPostgresUrl ? { DATABASE_URL: testDatabaseUrlOf(db)! } : { DATA_DIR: dataDir, DATABASE_URL: '' }) };
    // The embedded database is one process's: this one lets go of it while the run has it.
    if (!testPostgresUrl) await db.destroy();

    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/retention.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const killedMidRun = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if ((output.match(/gallrat /g) ?? []).length >= 3 && child.exitCode === null) { child.kill('SIGKILL'); }
      });
      child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
      child.once('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`the run ended by itself (${code}): ${output}`))));
    });
    await killedMidRun;

    if (!testPostgresUrl) db = await openDatabase({ dataDir });
    const after = await countsOf(db);
    const records = new Map((await db.selectFrom('caseErasures').selectAll().execute()).map((r) => [r.caseId, r]));
    const left = await db.selectFrom('cases').select('id').where('id', 'in', [...before.keys()]).execute();
    const remaining = new Set(left.map((r) => r.id));
    for (const [id, counts] of before) {
      if (remaining.has(id)) {
        expect({ id, counts: after.get(id), record: records.has(id) }).toEqual({ id, counts, record: false });
      } else {
        const record = records.get(id);
        expect({ id, erased: record && { messages: record.messages, notes: record.notes, files: record.files } })
          .toEqual({ id, erased: { messages: counts.messages, notes: counts.notes, files: counts.files } });
        for (const table of tables) {
          expect(await db.selectFrom(table).select('caseId').where('caseId', '=', id).execute()).toEqual([]);
        }
      }
    }
    expect(records.size).toBeGreaterThanOrEqual(3);
    expect(remaining.size).toBeGreaterThan(0);

    const next = await runRetention(db, { caseRetentionDays: 1, noticeRetentionDays: 90 });
    expect(next.cases.map((c) => c.caseId).sort()).toEqual([...remaining].sort());
    expect(await db.selectFrom('cases').select('id').where('status', '=', 3).execute()).toEqual([]);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);
