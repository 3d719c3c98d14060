import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { User } from '../../../src/api/types';
import type { CaseContext } from '../../../src/domain/caseAccess';
import { CaseEventType, CaseStatus } from '../../../src/domain/caseStatus';
import type { StatisticsCaseRow } from '../../../src/domain/statistics';
import { addDays } from '../../../src/domain/statisticsPeriod';
import { visibleCasesWhere } from '../visibility';

type Row = [string, string | null, string | null, string | null, string, string | null, string | null, string | null];

/**
 * Issue 36: the cases a list's statistics count, read through the list's own visibility rule
 * (visibleCasesWhere, as Case/GetAll), so a count never holds a case the list would not show.
 * Only what the period or today's backlog can need: the open cases, and those created or closed
 * from a day before the period on (the exact Swedish days are the domain's to decide; closing a
 * case sets its updated_at, so a case closed since then was updated since then). One row
 * (PGlite pays per row returned): the cases as a JSON array of arrays.
 */
export async function statisticsRows(db: Database, user: User, context: CaseContext, from: string): Promise<StatisticsCaseRow[]> {
  const since = `${addDays(from, -1)}T00:00:00Z`;
  const closedAt = sql`(select max(a.occurred_at) from audit_logs a where a.case_id = c.id and a.event_type = ${CaseEventType.CASE_CLOSED})`;
  const { rows } = await sql<{ cases: Row[] | null }>`select json_agg(json_build_array(
        c.created_at, s.closed_at, s.first_reply_at, c.deadline, c.case_type, t.title, c.association_id, o.name)) as cases
      from cases c
      cross join lateral (select
        case when c.status = ${CaseStatus.CLOSED} then coalesce(${closedAt}, c.updated_at) end as closed_at,
        case when c.created_at >= ${since}::timestamptz then
          (select min(m.created_at) from messages m where m.case_id = c.id and m.sender_user_id <> c.owner_user_id) end as first_reply_at) s
      left join case_types t on t.type = c.case_type
      left join organisations o on o.id = c.association_id
      where ${visibleCasesWhere(user, context)}
        and (c.status <> ${CaseStatus.CLOSED} or c.created_at >= ${since}::timestamptz or c.updated_at >= ${since}::timestamptz)`.execute(db);
  return (rows[0]?.cases ?? []).map(([createdAt, closed, firstReplyAt, deadline, caseType, caseTypeTitle, associationId, associationName]) => ({
    createdAt: new Date(createdAt).toISOString(),
    closedAt: closed === null ? null : new Date(closed).toISOString(),
    firstReplyAt: firstReplyAt === null ? null : new Date(firstReplyAt).toISOString(),
    deadline,
    caseType,
    caseTypeTitle: caseTypeTitle ?? caseType,
    associationId,
    associationName,
  }));
}
