import { Type, type Static } from '@sinclair/typebox';
import { AGE_BUCKETS } from '../statisticsTypes';
import { CaseRole } from './cases';
import { OrNull, StringEnum, Uuid } from './common';

/** Issue 36: Case/Statistics. A day that is no day is refused by the period rule (a Swedish message), not here. */
export const StatisticsQuery = Type.Object({
  role: Type.Optional(CaseRole), organisationId: Type.Optional(Uuid), workplaceId: Type.Optional(Uuid),
  from: Type.String({ maxLength: 20 }), to: Type.String({ maxLength: 20 }),
});
export type StatisticsQuery = Static<typeof StatisticsQuery>;

/** One ISO week of the period: cases created and cases closed in it. */
export const StatisticsWeek = Type.Object({
  /** 'yyyy-Www', e.g. '2026-W05'. */
  week: Type.String(),
  created: Type.Integer(),
  closed: Type.Integer(),
});
export type StatisticsWeek = Static<typeof StatisticsWeek>;

/** A count by case type or by association (key null: cases of no association). */
export const StatisticsCount = Type.Object({ key: OrNull(Type.String()), name: Type.String(), count: Type.Integer() });
export type StatisticsCount = Static<typeof StatisticsCount>;

/**
 * GET /api/Case/Statistics (issue 36): the numbers of one case list's cases, exactly the cases
 * Case/GetAll shows for the same context. The backlog and the cases past their deadline are as
 * of today; the rest are about the period.
 */
export const StatisticsResponse = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** The day the numbers were counted (Swedish time). */
  today: Type.String(),
  created: Type.Integer(),
  closed: Type.Integer(),
  weeks: Type.Array(StatisticsWeek),
  openTotal: Type.Integer(),
  backlog: Type.Array(Type.Object({ bucket: StringEnum(AGE_BUCKETS), count: Type.Integer() })),
  pastDeadline: Type.Integer(),
  /** Hours from creation to the first message by someone other than the owner, over the period's new cases that have one. */
  medianFirstReplyHours: OrNull(Type.Number()),
  firstReplies: Type.Integer(),
  /** Hours from creation to closing (the CASE_CLOSED event), over the cases closed in the period. */
  medianClosingHours: OrNull(Type.Number()),
  /** The period's new cases by case type and by association. */
  byCaseType: Type.Array(StatisticsCount),
  byAssociation: Type.Array(StatisticsCount),
});
export type StatisticsResponse = Static<typeof StatisticsResponse>;
