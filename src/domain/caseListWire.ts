import type { CallerPart, CaseListEntry, CaseListItem, CaseSummary, CaseType, CodeTitle, SharedEntry, WireCode } from '../api/types';
import { isLeanEntry, listItemOfSpecCase, type SpecCase } from './caseListSpec';

/**
 * The lean list entry of Case/GetAll (issue 13): what a row, the filters and the header need, and
 * nothing twice, as a keyless array (CaseListEntry in src/api/types.ts). Codes are indexes into
 * the answer's `codes` (the titles come with its caseTypes and tags), ids are uuids without their
 * dashes, `created` is epoch seconds, and trailing fields at their default are left out. The
 * server writes entries with sharedEntry and callerPart, the SPA reads them back with entryReader:
 * one module, so both sides agree by construction.
 */

/**
 * What a list item carries (issue 27), declared once for both tiers: every field of CaseListItem
 * and the entry positions it takes (0 is the caller's part). sharedEntry and callerPart write them,
 * entryReader reads them back, and the server selects them (server/cases/listItems.ts);
 * test/server/caseListFields.test.ts encodes a case with every field set on the server, decodes it
 * as the SPA does and compares it with the spec's Case of that case. A field added to
 * CaseListItem does not compile until it is declared here.
 */
export const LIST_ITEM_FIELDS = {
  hasUnreadMessages: [0], isLocked: [0], lockedBy: [0],
  id: [1], title: [2], caseType: [3], status: [4], created: [5], ownerUser: [6, 7], preview: [8, 9], subCategories: [10],
  users: [11], tags: [12], deadLine: [13], flagged: [14], association: [15], workplace: [16],
} as const satisfies { readonly [K in keyof CaseListItem]-?: readonly number[] };

export type ListItemField = keyof typeof LIST_ITEM_FIELDS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A lower-case uuid without its dashes; any other id behind a '~' (not a hex digit). */
export function wireId(id: string): string {
  return UUID.test(id) ? id.slice(0, 8) + id.slice(9, 13) + id.slice(14, 18) + id.slice(19, 23) + id.slice(24) : `~${id}`;
}

export function idOf(wire: string): string {
  if (wire.charCodeAt(0) === 126) return wire.slice(1);
  return `${wire.slice(0, 8)}-${wire.slice(8, 12)}-${wire.slice(12, 16)}-${wire.slice(16, 20)}-${wire.slice(20)}`;
}

/** Epoch seconds when the time is an ISO string as toISOString writes it; any other string as it is. */
export function wireTime(time: string): number | string {
  const ms = Date.parse(time);
  return Number.isFinite(ms) && new Date(ms).toISOString() === time ? ms / 1000 : time;
}

const timeOf = (wire: number | string): string => (typeof wire === 'number' ? new Date(Math.round(wire * 1000)).toISOString() : wire);

/** The codes of a catalogue as the answer's `codes`: the case types, their sub-categories, the tags. */
export function codeTable(types: readonly (CodeTitle & { subCategories: readonly CodeTitle[] })[], tags: readonly CodeTitle[]): string[] {
  return [...new Set([...types.map((t) => t.type), ...types.flatMap((t) => t.subCategories.map((s) => s.type)), ...tags.map((t) => t.type)])];
}

export type CodeIndex = ReadonlyMap<string, number>;
export const codeIndexOf = (codes: readonly string[]): CodeIndex => new Map(codes.map((code, i) => [code, i]));

const NO_CODES: CodeIndex = new Map();

type SharedItem = Omit<CaseListItem, 'hasUnreadMessages' | 'isLocked' | 'lockedBy'>;

/** The part of an entry every caller shares (the server caches it per case version). */
export function sharedEntry(item: SharedItem, codes: CodeIndex = NO_CODES): SharedEntry {
  const code = (type: string): WireCode => codes.get(type) ?? type;
  const owner = item.ownerUser;
  let previewText: string | 0 = 0;
  let previewSender: string | number = 0;
  if (item.preview) {
    const { sender } = item.preview;
    previewText = item.preview.text;
    const fromOwner = sender.id ? sender.id === owner.id : sender.name === owner.name;
    if (!fromOwner) {
      const handler = item.users.findIndex((u) => u.name === sender.name && (!sender.id || u.id === sender.id));
      previewSender = handler >= 0 ? handler + 1 : sender.name;
    }
  }
  const entry: unknown[] = [
    wireId(item.id), item.title, code(item.caseType.type), item.status, wireTime(item.created), wireId(owner.id), owner.name,
    previewText, previewSender,
    item.subCategories.length ? item.subCategories.map((s) => code(s.type)) : 0,
    item.users.length ? item.users.flatMap((u) => [wireId(u.id), u.name, u.isAdministrating ? 1 : 0]) : 0,
    item.tags.length ? item.tags.map((t) => code(t.type)) : 0,
    item.deadLine ?? 0,
    item.flagged ? 1 : 0,
    item.association ? [wireId(item.association.id), item.association.name] : 0,
    item.workplace ? [wireId(item.workplace.id), item.workplace.name] : 0,
  ];
  while (entry[entry.length - 1] === 0) entry.pop();
  return entry as SharedEntry;
}

/** The caller's part, first in the entry: 0, 1 (unread), or [unread, the lock holder's id and name]. */
export function callerPart(state: { hasUnreadMessages: boolean; lockedBy: { id: string; name: string } | null }): CallerPart {
  const unread = state.hasUnreadMessages ? 1 : 0;
  return state.lockedBy ? [unread, wireId(state.lockedBy.id), state.lockedBy.name] : unread;
}

/** A full case (as a test or the case page holds it) as its entry, its codes written out. */
export const caseListEntryOf = (item: CaseListItem | CaseSummary): CaseListEntry => [callerPart(item), ...sharedEntry(item)];

/** What a count needs of an entry, without reading it all: its status and the caller's unread mark. */
export function entryCountState(entry: CaseListEntry): { status: number; hasUnreadMessages: boolean } {
  const caller = entry[0];
  return { status: entry[4], hasUnreadMessages: (typeof caller === 'number' ? caller : caller[0]) === 1 };
}

/** What the codes of the entries mean: the answer's codes, and the titles of its case types and tags. */
export interface ListTitles {
  codes?: readonly string[];
  caseTypes: readonly CaseType[];
  tags: readonly CodeTitle[];
}

const ref = (pair: readonly [string, string]) => ({ id: idOf(pair[0]), name: pair[1] });

/** Reads entries back, sharing one object per case type, tag and sub-category title. */
export function entryReader({ codes = [], caseTypes, tags }: ListTitles): (entry: CaseListEntry) => CaseListItem {
  const typeTitles = new Map<string, CodeTitle>();
  const subTitles = new Map<string, CodeTitle>();
  for (const type of caseTypes) {
    typeTitles.set(type.type, { type: type.type, title: type.title });
    for (const sub of type.subCategories) if (!subTitles.has(sub.type)) subTitles.set(sub.type, { type: sub.type, title: sub.title });
  }
  const tagTitles = new Map(tags.map((t) => [t.type, { type: t.type, title: t.title }]));
  const code = (titles: Map<string, CodeTitle>, wire: WireCode) => {
    const type = typeof wire === 'number' ? codes[wire] ?? String(wire) : wire;
    let known = titles.get(type);
    if (!known) titles.set(type, known = { type, title: type });
    return known;
  };
  // Indexed reads, not destructuring: an array pattern goes through the iterator protocol, and
  // this runs over every case of the list before the first row shows.
  return (entry) => {
    const caller = entry[0];
    const ownerName = entry[7];
    const previewText = entry[8] ?? 0;
    const previewSender = entry[9] ?? 0;
    const subs = entry[10];
    const users = entry[11];
    const tagCodes = entry[12];
    const assoc = entry[15];
    const place = entry[16];
    const handlers: CaseListItem['users'] = [];
    if (users) for (let i = 0; i < users.length; i += 3) handlers.push({ id: idOf(users[i] as string), name: users[i + 1] as string, isAdministrating: users[i + 2] === 1 });
    const sender = previewSender === 0 ? ownerName : typeof previewSender === 'number' ? handlers[previewSender - 1]?.name ?? '' : previewSender;
    const lock = typeof caller === 'number' ? null : caller;
    return {
      id: idOf(entry[1]),
      title: entry[2],
      caseType: code(typeTitles, entry[3]),
      status: entry[4],
      created: timeOf(entry[5]),
      deadLine: entry[13] || null,
      flagged: entry[14] === 1,
      tags: tagCodes ? tagCodes.map((t) => code(tagTitles, t)) : [],
      subCategories: subs ? subs.map((s) => code(subTitles, s)) : [],
      users: handlers,
      ownerUser: { id: idOf(entry[6]), name: ownerName },
      association: assoc ? ref(assoc) : null,
      workplace: place ? ref(place) : null,
      preview: previewText === 0 ? null : { sender: { name: sender }, text: previewText },
      hasUnreadMessages: (lock ? lock[0] : caller) === 1,
      isLocked: lock !== null,
      lockedBy: lock ? { id: idOf(lock[1]), name: lock[2] } : null,
    };
  };
}

/** The list's cases read back: lean entries, or spec-shaped cases from a server that answers the spec's shape (issue 21). */
export function fromCaseListEntries(entries: readonly (CaseListEntry | SpecCase)[], titles: ListTitles): CaseListItem[] {
  const read = entryReader(titles);
  return entries.map((entry) => (isLeanEntry(entry) ? read(entry) : listItemOfSpecCase(entry)));
}
