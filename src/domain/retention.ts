import { addDays } from 'date-fns/addDays';
import { CaseStatus } from './caseStatus';

/**
 * Issue 37, retention (Gallring): a closed case, with its messages, notes, files and history, is
 * erased a number of days after it closed, unless the secretariat has put a legal hold on it. One
 * rule for the server (which cases the daily job erases) and the SPA (the date the case page shows).
 */

/** CASE_RETENTION_DAYS unless set: three years. */
export const DEFAULT_CASE_RETENTION_DAYS = 1095;
/** NOTICE_RETENTION_DAYS unless set: a sent notice (mail) is kept 90 days, long enough to answer "did I get it?". */
export const DEFAULT_NOTICE_RETENTION_DAYS = 90;

/** When a case closed at `closedAt` may be erased: `days` calendar days later. */
export function erasableFrom(closedAt: Date | string, days: number): Date {
  return addDays(typeof closedAt === 'string' ? new Date(closedAt) : closedAt, days);
}

export interface RetentionFacts {
  status: number;
  /** When the case closed (its CASE_CLOSED event); null while open. */
  closedAt: Date | string | null;
  legalHold: boolean;
}

/** The date the case page names, or null: open cases and cases under a legal hold are not erased. */
export function erasureDate(c: RetentionFacts, days: number): Date | null {
  if (c.status !== CaseStatus.CLOSED || c.closedAt === null || c.legalHold) return null;
  return erasableFrom(c.closedAt, days);
}

/** The retention job erases a case when this holds at the time of its run. */
export function isDueForErasure(c: RetentionFacts, days: number, now: Date): boolean {
  const from = erasureDate(c, days);
  return from !== null && from.getTime() <= now.getTime();
}

/**
 * The latest closing time that is due at `now` (for a query's first narrowing; each case is then
 * held to isDueForErasure).
 */
export function erasureCutoff(now: Date, days: number): Date {
  return addDays(now, -days);
}

/** The audit log's events of a legal hold (beside spec §4's event types; issue 37). */
export const LegalHoldEvent = { PLACED: 'LEGAL_HOLD_PLACED', LIFTED: 'LEGAL_HOLD_LIFTED' } as const;
export type LegalHoldEventType = (typeof LegalHoldEvent)[keyof typeof LegalHoldEvent];

/** Spec §6: the secretariat's management (canManageSecretariat) places and lifts a legal hold. */
export function mayHoldCase(user: { isKanslist: boolean; canManageSecretariat: boolean }): boolean {
  return user.isKanslist && user.canManageSecretariat;
}
