import { sql } from 'kysely';
import type { Database } from '../db/database';
import { CaseStatus } from '../../src/domain/caseStatus';
import { noticeCaseEvent } from './caseNotices';
import { SUMMARY_HOUR, swedishDayAndHour } from './summaries';
import { deadlineToRemind } from '../../src/domain/notifications';
import { inTransaction } from '../db/afterCommit';

/**
 * Issue 36: the morning before an open case's deadline (from SUMMARY_HOUR, Swedish time), its
 * administrators, or with none the handlers who follow its list, get a 'deadline' notice through
 * the outbox (no case content: src/domain/notificationMessages.ts). Safe in every process at once:
 * a case's reminder row (migration 0018) is written in the same transaction as its notices, and a
 * process whose insert finds the row writes nothing. Returns the number of cases reminded of.
 */
export async function composeDeadlineReminders(db: Database, publicUrl: string, now = new Date()): Promise<number> {
  const { day, hour } = swedishDayAndHour(now);
  const deadline = deadlineToRemind(day, hour, SUMMARY_HOUR);
  if (!deadline) return 0;
  const due = await db.selectFrom('cases').select('id')
    .where('deadline', '=', deadline).where('status', '<>', CaseStatus.CLOSED)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('deadlineReminders').select('caseId')
      .whereRef('deadlineReminders.caseId', '=', 'cases.id').where('deadlineReminders.deadline', '=', deadline))))
    .execute();
  let reminded = 0;
  for (const { id } of due) {
    const written = await inTransaction(db, async (trx) => {
      // The deadline or the status may have changed since the list above was read.
      const still = await sql`select 1 from cases where id = ${id} and deadline = ${deadline} and status <> ${CaseStatus.CLOSED} for share`.execute(trx);
      if (still.rows.length === 0) return false;
      const claimed = await trx.insertInto('deadlineReminders').values({ caseId: id, deadline })
        .onConflict((oc) => oc.columns(['caseId', 'deadline']).doNothing()).returning('caseId').executeTakeFirst();
      if (!claimed) return false;
      await noticeCaseEvent(trx, publicUrl, id, `${id}:${deadline}`, { type: 'deadlineTomorrow', actorId: null });
      return true;
    });
    if (written) reminded++;
  }
  return reminded;
}
