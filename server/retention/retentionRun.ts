import type { Database } from '../db/database';
import { sweepBlobs } from '../files/blobSweeper';
import type { BlobStore } from '../files/blobStore';
import { erasureCutoff, isDueForErasure } from '../../src/domain/retention';
import { pruneAccessLog } from '../accessLog/accessLogStore';
import { pruneExtracts } from '../registerExtract/extractStore';
import { DEFAULT_ACCESS_LOG_RETENTION_DAYS } from '../../src/domain/accessLog';
import { closedBefore, countParts, eraseCase, pruneSentNotices, retentionFacts, type ErasedCase, type RetentionRow } from './retentionStore';

export interface RetentionOptions {
  caseRetentionDays: number;
  noticeRetentionDays: number;
  /** Access log entries older than this are pruned (ACCESS_LOG_RETENTION_DAYS; default two years). */
  accessLogRetentionDays?: number;
  /** The clock (tests move it forward). */
  now?: () => Date;
  /** Only report what a run would erase. */
  dryRun?: boolean;
  /** Removes the bytes of the files erased right after the run (otherwise the hourly sweeper does). */
  blobs?: BlobStore;
  log?: (line: string) => void;
  /** Told of each case erased, after its commit (a dry run: each case it would erase). */
  onErased?: (c: ErasedCase) => void;
  /** Runs inside each case's transaction after its rows are deleted (tests inject a failure here). */
  afterDelete?: (caseId: string) => Promise<void>;
}

export interface RetentionResult {
  /** The cases erased (or, dry, that would be). */
  cases: Array<Pick<ErasedCase, 'caseId' | 'createdAt' | 'closedAt'>>;
  messages: number;
  notes: number;
  files: number;
  /** Sent notices pruned (or, dry, that would be). */
  notices: number;
  /** Access log entries pruned (or, dry, that would be). */
  accessLog: number;
  /** Finished register extracts past their 7 days, deleted with their zips (or, dry, that would be). */
  extracts: number;
  /** Cases whose erasure failed and was rolled back; the next run tries again. */
  failed: string[];
}

/**
 * One retention run (issue 37): every closed case past its retention and without a legal hold is
 * erased in a transaction of its own, with its row locked and the rule checked again inside it (a
 * hold placed meanwhile wins); a run killed or failing mid-case leaves that case whole. Then the sent
 * notices and the access log's entries past their own periods are pruned. The result is counted in one log line.
 */
export async function runRetention(db: Database, options: RetentionOptions): Promise<RetentionResult> {
  const now = (options.now ?? (() => new Date()))();
  const days = options.caseRetentionDays;
  const candidates = await closedBefore(db, erasureCutoff(now, days));
  const result: RetentionResult = { cases: [], messages: 0, notes: 0, files: 0, notices: 0, accessLog: 0, extracts: 0, failed: [] };
  for (const candidate of candidates) {
    let erased: ErasedCase | null;
    try {
      erased = options.dryRun
        ? (isDue(candidate, days, now) ? { caseId: candidate.id, createdAt: candidate.createdAt, closedAt: candidate.closedAt!, ...(await countParts(db, candidate.id)) } : null)
        : await db.transaction().execute(async (trx) => {
          const facts = await retentionFacts(trx, candidate.id, { forUpdate: true });
          if (!facts || !isDue(facts, days, now)) return null;
          const done = await eraseCase(trx, { ...facts, closedAt: facts.closedAt! }, now);
          await options.afterDelete?.(facts.id);
          return done;
        });
    } catch (error) {
      result.failed.push(candidate.id);
      options.log?.(`Gallring: ärendet ${candidate.id} kunde inte gallras och lämnades orört: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (!erased) continue;
    options.onErased?.(erased);
    result.cases.push({ caseId: erased.caseId, createdAt: erased.createdAt, closedAt: erased.closedAt });
    result.messages += erased.messages;
    result.notes += erased.notes;
    result.files += erased.files;
  }
  const noticeCutoff = erasureCutoff(now, options.noticeRetentionDays);
  result.notices = await pruneSentNotices(db, noticeCutoff, { dryRun: options.dryRun });
  const accessLogCutoff = erasureCutoff(now, options.accessLogRetentionDays ?? DEFAULT_ACCESS_LOG_RETENTION_DAYS);
  result.accessLog = await pruneAccessLog(db, accessLogCutoff, { dryRun: options.dryRun });
  result.extracts = await pruneExtracts(db, now, { dryRun: options.dryRun });
  if (!options.dryRun && options.blobs && result.files + result.extracts > 0) await sweepBlobs(db, options.blobs); // the real clock: its grace spares uploads under way
  options.log?.(summaryLine(result, options.dryRun === true));
  return result;
}

const isDue = (row: RetentionRow, days: number, now: Date) => isDueForErasure(row, days, now);

/** The run's one log line: counts only, no content. */
export function summaryLine(r: RetentionResult, dryRun: boolean): string {
  const verb = dryRun ? 'skulle gallra' : 'gallrade';
  return `Gallring: ${verb} ${r.cases.length} avslutade ärenden (${r.messages} meddelanden, ${r.notes} anteckningar, ${r.files} filer), ${r.notices} skickade notiser, ${r.accessLog} poster i åtkomstloggen och ${r.extracts} registerutdrag`
    + (r.failed.length > 0 ? `; ${r.failed.length} ärenden misslyckades och görs om vid nästa körning.` : '.');
}
