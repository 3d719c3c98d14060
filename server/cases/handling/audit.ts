import type { Database } from '../../db/database';
import type { CaseEventType } from '../../../src/domain/caseStatus';
import type { LegalHoldEventType } from '../../../src/domain/retention';

/**
 * Writes one event of the case's audit log (spec §4 event types), inside the caller's transaction.
 * Data keys as the demo seed writes them: USER_ADDED {addedUserId, isAdministrating},
 * CHANGED_CASE_TYPE {fromCaseType, toCaseType}, the others {}. Issue 37 adds a legal hold's two events.
 */
export async function writeAuditEvent(
  trx: Database, caseId: string, eventType: CaseEventType | LegalHoldEventType, userId: string, data: Record<string, unknown> = {}, at: Date = new Date(),
): Promise<void> {
  await trx.insertInto('auditLogs').values({ caseId, eventType, userId, data, occurredAt: at }).execute();
}
