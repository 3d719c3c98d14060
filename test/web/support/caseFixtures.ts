import type { CaseListItem, CaseSummary } from '../../../src/api/types';
import { demoUsers } from './users';

/** A uuid from a number (the URL's filters accept uuids only). */
export const uuid = (n: number, prefix = 'c') => `${prefix.repeat(8).slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const owner = { id: demoUsers.medlem.id, name: demoUsers.medlem.name };

/** A list item as the SPA holds it (Case/GetAll's entry read back, issue 13). */
export function item(n: number, over: Partial<CaseListItem> = {}): CaseListItem {
  const { shouldBeHandledByKanslist: _handled, invitationFromBoardMember: _invited, ...listed } = summary(n);
  return { ...listed, ...over };
}

/** A case's own facts, as Case/Get and Case/Create build on them (spec §3). */
export function summary(n: number, over: Partial<CaseSummary> = {}): CaseSummary {
  return {
    id: uuid(n),
    title: `Ärende ${String(n).padStart(3, '0')}`,
    caseType: { type: 'COUNSELING', title: 'Rådgivning' },
    status: 1,
    created: new Date(Date.UTC(2026, 9, 1, 8) + n * 3_600_000).toISOString(),
    deadLine: null,
    flagged: false,
    tags: [],
    subCategories: [],
    users: [],
    ownerUser: owner,
    association: null,
    workplace: null,
    shouldBeHandledByKanslist: true,
    invitationFromBoardMember: false,
    preview: null,
    hasUnreadMessages: false,
    isLocked: false,
    lockedBy: null,
    ...over,
  };
}
