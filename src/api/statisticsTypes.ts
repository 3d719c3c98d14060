/** The open backlog by age in days: 0–7, 8–30, 31–90, more than 90 (src/domain/statistics.ts `ageBucket`). */
export const AGE_BUCKETS = ['0-7', '8-30', '31-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** One ISO week of the period: cases created and cases closed in it. */
export interface StatisticsWeek {
  /** 'yyyy-Www', e.g. '2026-W05'. */
  week: string;
  created: number;
  closed: number;
}

/** A count by case type or by association (key null: cases of no association). */
export interface StatisticsCount {
  key: string | null;
  name: string;
  count: number;
}

/**
 * GET /api/Case/Statistics (issue 36): the numbers of one case list's cases, exactly the cases
 * Case/GetAll shows for the same context. The backlog and the cases past their deadline are as
 * of today; the rest are about the period.
 */
export interface StatisticsResponse {
  from: string;
  to: string;
  /** The day the numbers were counted (Swedish time). */
  today: string;
  created: number;
  closed: number;
  weeks: StatisticsWeek[];
  openTotal: number;
  backlog: { bucket: AgeBucket; count: number }[];
  pastDeadline: number;
  /** Hours from creation to the first message by someone other than the owner, over the period's new cases that have one. */
  medianFirstReplyHours: number | null;
  firstReplies: number;
  /** Hours from creation to closing (the CASE_CLOSED event), over the cases closed in the period. */
  medianClosingHours: number | null;
  /** The period's new cases by case type and by association. */
  byCaseType: StatisticsCount[];
  byAssociation: StatisticsCount[];
}
