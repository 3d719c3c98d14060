import { sql, type RawBuilder } from 'kysely';
import type { User } from '../../src/api/types';
import {
  BOARD_RELATED_CASE_TYPES, boardAssociationIds, organisationRoleWithheld, representedWorkplaceIds, type CaseContext,
} from '../../src/domain/caseAccess';
import { CaseTypeCode, SubCategoryCode } from '../../src/domain/caseCatalogue';
import { CaseStatus } from '../../src/domain/caseStatus';
import type { CaseListPart } from '../../src/domain/caseListPart';

/**
 * A list's context as the list engine receives it: the context of spec §2, and (issue 26) the
 * part of the list asked for. The part is part of the list's inputs, so each part has its own
 * visible set, ETag, cursor and deltas.
 */
export type CaseListScope = CaseContext & { part?: CaseListPart };

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));
const inList = (column: RawBuilder<unknown>, values: readonly string[]) =>
  (values.length === 0 ? sql<boolean>`false` : sql<boolean>`${column} in (${list(values)})`);

/**
 * The SQL twin of `mayViewCaseInContext` (src/domain/caseAccess.ts) over `cases as c`: the same
 * rules of spec §6, written so the database can use its indexes. The server tests check that
 * both give the same answer for every demo account, role and case. The secretariat's "added to
 * the case" is `c.id in (…)` rather than `or exists (…)`: PostgreSQL over-costs the latter, which
 * pushes the query past its JIT threshold, and compiling then costs more than running.
 */
export function visibleCasesWhere(user: User, context: CaseListScope): RawBuilder<boolean> {
  let rule: RawBuilder<boolean>;
  switch (context.role) {
    case 'member':
      rule = sql<boolean>`c.owner_user_id = ${user.id}`;
      break;
    case 'secretariat':
      rule = user.isKanslist
        ? sql<boolean>`((c.should_be_handled_by_kanslist and (c.case_type not in (${list(BOARD_RELATED_CASE_TYPES)}) or c.invitation_from_board_member))
            or c.id in (select cu.case_id from case_users cu where cu.user_id = ${user.id}))`
        : sql<boolean>`false`;
      break;
    case 'economist':
      rule = user.isEconomist
        ? sql<boolean>`(c.case_type = ${CaseTypeCode.YOUR_MEMBERSHIP}
            and not exists (select 1 from case_sub_categories cs where cs.case_id = c.id and cs.sub_category = ${SubCategoryCode.MEMBER_BENEFITS}))`
        : sql<boolean>`false`;
      break;
    case 'organization':
      rule = sql<boolean>`(${inList(sql`c.association_id`, boardAssociationIds(user))} or ${inList(sql`c.workplace_id`, representedWorkplaceIds(user))})`;
      break;
  }
  const narrowing: RawBuilder<boolean>[] = [];
  if (context.organisationId) narrowing.push(sql<boolean>`c.association_id = ${context.organisationId}`);
  if (context.workplaceId) narrowing.push(sql<boolean>`c.workplace_id = ${context.workplaceId}`);
  // Issue 26: the same partition as caseListPartOf (src/domain/caseListPart.ts).
  if (context.part === 'closed') narrowing.push(sql<boolean>`c.status = ${CaseStatus.CLOSED}`);
  if (context.part === 'open') narrowing.push(sql<boolean>`c.status <> ${CaseStatus.CLOSED}`);
  return narrowing.length ? sql<boolean>`(${rule} and ${sql.join(narrowing, sql` and `)})` : rule;
}

/**
 * The SQL twin of `mayReadHandlingMarks` (src/domain/caseMarks.ts, spec §6's access check of notes
 * and audit logs, `mayManageCase`) over `cases as c`: whoever may see the case as secretariat,
 * economist or association (the role withheld until the GDPR information is accepted), unless it is
 * their own case and no board matter. Issue 36's search matches notes and tag names only here;
 * test/server/caseSearch.test.ts holds it to the domain rule for every demo account and case.
 */
export function handlingMarksReadableWhere(user: User): RawBuilder<boolean> {
  const organisation = organisationRoleWithheld(user) ? sql<boolean>`false` : visibleCasesWhere(user, { role: 'organization' });
  return sql<boolean>`((c.owner_user_id <> ${user.id} or c.case_type = ${CaseTypeCode.BOARD_MATTER})
    and (${visibleCasesWhere(user, { role: 'secretariat' })} or ${visibleCasesWhere(user, { role: 'economist' })} or ${organisation}))`;
}
