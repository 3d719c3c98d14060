import type { User } from '../api/types';
import { caseRolesOf, mayReadNotesAndAuditLogs, type CaseAccessFacts } from './caseAccess';
import type { Role } from './roles';

/**
 * The handlers' marks on a case (issue 34): its flag, its tags and its deadline ('Sista dag') are
 * the handlers' triage. A member reads a red flag or a passed deadline as something wrong on their
 * side, so whoever does not handle the case (its owner, a user added to it without a handling
 * role) is sent the case without them: `flagged: false`, no tags, no deadline. The spec's Case
 * object keeps its fields; for them they are neutral, as notes and audit logs are null (spec §6).
 * The server applies this to every answer that carries a case (Case/Get and the calls answering
 * with it, Case/GetAll in both representations and its deltas); the SPA uses the same rule to
 * decide what to show.
 */
export interface HandlingMarks {
  flagged: boolean;
  tags: readonly unknown[];
  deadLine: string | null;
}

/** Spec §6's access check of notes and audit logs: those who manage the case. */
export const mayReadHandlingMarks = (user: User, c: CaseAccessFacts): boolean => mayReadNotesAndAuditLogs(user, c);

export const hasHandlingMarks = (c: HandlingMarks): boolean => c.flagged || c.tags.length > 0 || c.deadLine !== null;

/** The case with its marks neutral: not flagged, no tags, no deadline. */
export function withoutHandlingMarks<T extends HandlingMarks>(c: T): T {
  return { ...c, flagged: false, tags: [], deadLine: null };
}

/** The case as this user is shown it: unchanged for those who handle it, without marks for anyone else. */
export function caseAsSeenBy<T extends HandlingMarks & CaseAccessFacts>(user: User, c: T): T {
  return !hasHandlingMarks(c) || mayReadHandlingMarks(user, c) ? c : withoutHandlingMarks(c);
}

/**
 * Whether a case list of this role can hold a case with marks for the user, so that its filters and
 * its 'Sista dag' sort mean something. Every list but the own one ('Mina ärenden') holds only cases
 * the user handles, or owns. In the own list every case is the user's, and marks show only on a
 * board matter they handle themselves: only a user who handles cases in some other role has one.
 */
export function caseListShowsHandlingMarks(user: User, role: Role): boolean {
  return role !== 'member' || caseRolesOf(user).length > 1;
}
