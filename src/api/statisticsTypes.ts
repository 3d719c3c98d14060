/** The open backlog by age in days: 0–7, 8–30, 31–90, more than 90 (src/domain/statistics.ts `ageBucket`). */
export const AGE_BUCKETS = ['0-7', '8-30', '31-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The call's query and answer: declared once, as schemas (./shapes/statistics.ts). */
export type { StatisticsCount, StatisticsQuery, StatisticsResponse, StatisticsWeek } from './shapes/statistics';
