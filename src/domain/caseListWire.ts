import type { CaseListEntry, CaseListItem, CaseSummary, CaseType, CodeTitle } from '../api/types';

/**
 * The lean list item of Case/GetAll (issue 13): what a row, the filters and the header need, and
 * nothing twice. Codes instead of titles (the case types' and sub-categories' titles come with the
 * list's caseTypes, the tags' with its tags), [id, name] pairs instead of objects, the preview's
 * sender as 0 when it is the owner, and no field at its default (false, null, empty). The server
 * writes entries with toCaseListEntry, the SPA reads them back with fromCaseListEntry: one pair
 * of functions, so both sides agree by construction.
 */

const pair = (ref: { id: string; name: string }): [string, string] => [ref.id, ref.name];

/** The entry of a case; `caller` holds the caller's own state of it (unread, lock). */
export function toCaseListEntry(item: Omit<CaseListItem, 'hasUnreadMessages' | 'isLocked' | 'lockedBy'>): CaseListEntry {
  const entry: CaseListEntry = {
    id: item.id,
    title: item.title,
    type: item.caseType.type,
    status: item.status,
    created: item.created,
    owner: pair(item.ownerUser),
  };
  if (item.deadLine) entry.deadLine = item.deadLine;
  if (item.flagged) entry.flagged = 1;
  if (item.tags.length) entry.tags = item.tags.map((t) => t.type);
  if (item.subCategories.length) entry.subs = item.subCategories.map((s) => s.type);
  if (item.users.length) entry.users = item.users.map((u) => [u.id, u.name, u.isAdministrating ? 1 : 0]);
  if (item.association) entry.assoc = pair(item.association);
  if (item.workplace) entry.place = pair(item.workplace);
  if (item.preview) {
    const { sender } = item.preview;
    const fromOwner = sender.id ? sender.id === item.ownerUser.id : sender.name === item.ownerUser.name;
    entry.preview = [fromOwner ? 0 : sender.name, item.preview.text];
  }
  return entry;
}

/** The caller's part of an entry: written after the shared part (the server caches that one). */
export function callerFields(state: { hasUnreadMessages: boolean; lockedBy: { id: string; name: string } | null }): Pick<CaseListEntry, 'unread' | 'lockedBy'> {
  const fields: Pick<CaseListEntry, 'unread' | 'lockedBy'> = {};
  if (state.hasUnreadMessages) fields.unread = 1;
  if (state.lockedBy) fields.lockedBy = pair(state.lockedBy);
  return fields;
}

/** A full case (as a test or the case page holds it) as its entry. */
export const caseListEntryOf = (item: CaseListItem | CaseSummary): CaseListEntry => ({ ...toCaseListEntry(item), ...callerFields(item) });

/** Where the titles of the codes come from: the list's case types and its tags. */
export interface ListTitles {
  caseTypes: readonly CaseType[];
  tags: readonly CodeTitle[];
}

/** Reads entries back, sharing one object per case type, tag and sub-category title. */
export function entryReader({ caseTypes, tags }: ListTitles): (entry: CaseListEntry) => CaseListItem {
  const typeTitles = new Map<string, CodeTitle>();
  const subTitles = new Map<string, CodeTitle>();
  for (const type of caseTypes) {
    typeTitles.set(type.type, { type: type.type, title: type.title });
    for (const sub of type.subCategories) if (!subTitles.has(sub.type)) subTitles.set(sub.type, { type: sub.type, title: sub.title });
  }
  const tagTitles = new Map(tags.map((t) => [t.type, { type: t.type, title: t.title }]));
  const code = (titles: Map<string, CodeTitle>, type: string) => {
    let known = titles.get(type);
    if (!known) titles.set(type, known = { type, title: type });
    return known;
  };
  return (entry) => {
    const ownerUser = { id: entry.owner[0], name: entry.owner[1] };
    return {
      id: entry.id,
      title: entry.title,
      caseType: code(typeTitles, entry.type),
      status: entry.status,
      created: entry.created,
      deadLine: entry.deadLine ?? null,
      flagged: entry.flagged === 1,
      tags: entry.tags ? entry.tags.map((t) => code(tagTitles, t)) : [],
      subCategories: entry.subs ? entry.subs.map((s) => code(subTitles, s)) : [],
      users: entry.users ? entry.users.map(([id, name, administrating]) => ({ id, name, isAdministrating: administrating === 1 })) : [],
      ownerUser,
      association: entry.assoc ? { id: entry.assoc[0], name: entry.assoc[1] } : null,
      workplace: entry.place ? { id: entry.place[0], name: entry.place[1] } : null,
      preview: entry.preview ? { sender: { name: entry.preview[0] === 0 ? ownerUser.name : entry.preview[0] }, text: entry.preview[1] } : null,
      hasUnreadMessages: entry.unread === 1,
      isLocked: entry.lockedBy !== undefined,
      lockedBy: entry.lockedBy ? { id: entry.lockedBy[0], name: entry.lockedBy[1] } : null,
    };
  };
}

export const fromCaseListEntries = (entries: readonly CaseListEntry[], titles: ListTitles): CaseListItem[] => entries.map(entryReader(titles));
