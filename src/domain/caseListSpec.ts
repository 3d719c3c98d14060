import type { CaseListEntry, CaseListItem, CaseType } from '../api/types';

/**
 * GET Case/GetAll in the spec's shape (spec §3 Case, issue 21): the default answer. The lean
 * entries of caseListWire.ts are an optimisation the SPA asks for (CASE_LIST_LEAN_MEDIA_TYPE).
 */
export const CASE_LIST_LEAN_MEDIA_TYPE = 'application/vnd.medlemsportal.case-list+json';

/** One case of the spec-shaped list: spec §3's names, the case type in full. */
export interface SpecCase extends Omit<CaseListItem, 'caseType'> {
  caseType: CaseType;
}

/** The spec's Case of a list item (the case type in full from the answer's caseTypes, else its code and title). */
export function specCaseOf(item: CaseListItem, caseTypes: ReadonlyMap<string, CaseType>): SpecCase {
  const caseType = caseTypes.get(item.caseType.type)
    ?? { ...item.caseType, subCategories: [], nationalAssociations: [], psychologyAssociations: [] };
  return { ...item, caseType };
}

/** A list item of a spec-shaped case (the SPA works against a server that answers the spec's shape). */
export function listItemOfSpecCase(c: SpecCase): CaseListItem {
  return {
    id: c.id,
    title: c.title,
    caseType: { type: c.caseType.type, title: c.caseType.title },
    status: c.status,
    created: c.created,
    deadLine: c.deadLine ?? null,
    flagged: c.flagged === true,
    tags: (c.tags ?? []).map(({ type, title }) => ({ type, title })),
    subCategories: (c.subCategories ?? []).map(({ type, title }) => ({ type, title })),
    users: c.users ?? [],
    ownerUser: c.ownerUser,
    association: c.association ?? null,
    workplace: c.workplace ?? null,
    preview: c.preview ? { sender: { name: c.preview.sender.name }, text: c.preview.text } : null,
    hasUnreadMessages: c.hasUnreadMessages === true,
    isLocked: c.isLocked === true,
    lockedBy: c.lockedBy ?? null,
  };
}

export const isLeanEntry = (entry: CaseListEntry | SpecCase): entry is CaseListEntry => Array.isArray(entry);
