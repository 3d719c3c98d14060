import type { CaseListPart } from '../api/types';
import { CaseStatus } from './caseStatus';

export { CASE_LIST_PARTS, type CaseListPart, type CaseListRest } from '../api/types';

/**
 * Issue 26: the secretariat's list comes in two parts, the open cases first (what spec §4's
 * default status filter, Nytt and Pågående, shows) and the closed ones behind them. A case belongs
 * to a part by its status alone, on the server (server/cases/visibility.ts) and in the SPA (which
 * merges each part's delta by it), so a case that moves between parts is in exactly one.
 */

export const caseListPartOf = (status: number): CaseListPart => (status === CaseStatus.CLOSED ? 'closed' : 'open');

/** Whether a status filter shows cases of a part (an empty filter shows every status). */
export const statusesNeedPart = (statuses: readonly number[], part: CaseListPart): boolean =>
  statuses.length === 0 || statuses.some((status) => caseListPartOf(status) === part);
