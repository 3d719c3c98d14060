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

/** How a field reads its codes back: one shared object per case type, sub-category and tag. */
export interface CodeTitles {
  type(wire: WireCode): CodeTitle;
  sub(wire: WireCode): CodeTitle;
  tag(wire: WireCode): CodeTitle;
}

type SharedItem = Omit<CaseListItem, 'hasUnreadMessages' | 'isLocked' | 'lockedBy'>;
type Coder = (type: string) => WireCode;

/** One field of a list item on the wire: the first entry position it takes (0 is the caller's part) and how it reads back. */
interface ListItemCodec<K extends keyof CaseListItem> {
  readonly at: number;
  readonly read: (entry: CaseListEntry, titles: CodeTitles) => CaseListItem[K];
}

const ref = (pair: readonly [string, string]) => ({ id: idOf(pair[0]), name: pair[1] });
const refAt = (at: 15 | 16) => ({ at, read: (e: CaseListEntry) => (e[at] ? ref(e[at] as [string, string]) : null) });
const codesAt = (at: 10 | 12, kind: 'sub' | 'tag') => ({ at, read: (e: CaseListEntry, titles: CodeTitles) => (e[at] || []).map(titles[kind]) });

function previewOf(entry: CaseListEntry): CaseListItem['preview'] {
  const text = entry[8] ?? 0;
  if (text === 0) return null;
  const sender = entry[9] ?? 0;
  const name = sender === 0 ? entry[7] : typeof sender === 'number' ? ((entry[11] || [])[sender * 3 - 2] as string | undefined) ?? '' : sender;
  return { sender: { name }, text };
}

function handlersOf(users: CaseListEntry[11]): CaseListItem['users'] {
  const handlers: CaseListItem['users'] = [];
  if (users) for (let i = 0; i < users.length; i += 3) handlers.push({ id: idOf(users[i] as string), name: users[i + 1] as string, isAdministrating: users[i + 2] === 1 });
  return handlers;
}

/**
 * What a list item carries (issues 27 and 35), declared once for both tiers: every field of
 * CaseListItem with its entry position and its reader here, and what it writes there in
 * LIST_ITEM_WRITERS under the same name (0 at its default; the caller's part, position 0, is
 * callerPart's). entryReader and sharedEntry are loops over the two, and the server selects the
 * fields (loadSharedItems in server/cases/listItems.ts): a new list column is its entry in both
 * tables, which the compiler asks for, plus its SQL. The writers are a table of their own so that
 * the SPA, which only reads, does not carry them. test/server/caseListFields.test.ts encodes a case
 * with every field set on the server, decodes it as the SPA does and compares it with the spec's
 * Case of that case.
 */
export const LIST_ITEM_FIELDS: { readonly [K in keyof CaseListItem]-?: ListItemCodec<K> } = {
  hasUnreadMessages: { at: 0, read: (e) => (typeof e[0] === 'number' ? e[0] : e[0][0]) === 1 },
  isLocked: { at: 0, read: (e) => typeof e[0] !== 'number' },
  lockedBy: { at: 0, read: (e) => (typeof e[0] === 'number' ? null : ref([e[0][1], e[0][2]])) },
  id: { at: 1, read: (e) => idOf(e[1]) },
  title: { at: 2, read: (e) => e[2] },
  caseType: { at: 3, read: (e, titles) => titles.type(e[3]) },
  status: { at: 4, read: (e) => e[4] },
  created: { at: 5, read: (e) => timeOf(e[5]) },
  ownerUser: { at: 6, read: (e) => ref([e[6], e[7]]) },
  preview: { at: 8, read: previewOf },
  subCategories: codesAt(10, 'sub'),
  users: { at: 11, read: (e) => handlersOf(e[11]) },
  tags: codesAt(12, 'tag'),
  deadLine: { at: 13, read: (e) => e[13] || null },
  flagged: { at: 14, read: (e) => e[14] === 1 },
  association: refAt(15),
  workplace: refAt(16),
};

type Writer<K extends keyof SharedItem> = (value: SharedItem[K], item: SharedItem, code: Coder) => readonly unknown[];
const refOrZero = (value: { id: string; name: string } | null) => [value ? [wireId(value.id), value.name] : 0];
const codesOrZero = (list: readonly CodeTitle[], code: Coder) => [list.length ? list.map((t) => code(t.type)) : 0];

/** The preview's sender: 0 for the owner, n for the n-th handler of the case, or a name. */
function previewSender(item: SharedItem, sender: { id?: string; name: string }): string | number {
  const owner = item.ownerUser;
  if (sender.id ? sender.id === owner.id : sender.name === owner.name) return 0;
  const handler = item.users.findIndex((u) => u.name === sender.name && (!sender.id || u.id === sender.id));
  return handler >= 0 ? handler + 1 : sender.name;
}

/** What each shared field writes from its position in LIST_ITEM_FIELDS on (sharedEntry; the server's side). */
export const LIST_ITEM_WRITERS: { readonly [K in keyof SharedItem]-?: Writer<K> } = {
  id: (id) => [wireId(id)],
  title: (title) => [title],
  caseType: (type, _, code) => [code(type.type)],
  status: (status) => [status],
  created: (time) => [wireTime(time)],
  ownerUser: (owner) => [wireId(owner.id), owner.name],
  preview: (preview, item) => (preview ? [preview.text, previewSender(item, preview.sender)] : [0, 0]),
  subCategories: (list, _, code) => codesOrZero(list, code),
  users: (users) => [users.length ? users.flatMap((u) => [wireId(u.id), u.name, u.isAdministrating ? 1 : 0]) : 0],
  tags: (list, _, code) => codesOrZero(list, code),
  deadLine: (date) => [date ?? 0],
  flagged: (flagged) => [flagged ? 1 : 0],
  association: refOrZero,
  workplace: refOrZero,
};

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

type Codec = ListItemCodec<keyof CaseListItem>;
const CODECS = Object.entries(LIST_ITEM_FIELDS) as [ListItemField, Codec][];
const FIELD_NAMES = CODECS.map(([field]) => field);
const READERS = CODECS.map(([, codec]) => codec.read);

// Built on the first write, not when the module loads: the SPA imports this module and never writes.
let writers: { field: keyof SharedItem; at: number; write: Writer<keyof SharedItem> }[] | undefined;

/** The part of an entry every caller shares (the server caches it per case version). */
export function sharedEntry(item: SharedItem, codes: CodeIndex = NO_CODES): SharedEntry {
  const code = (type: string): WireCode => codes.get(type) ?? type;
  writers ??= (Object.keys(LIST_ITEM_WRITERS) as (keyof SharedItem)[]).map((field) => ({ field, at: LIST_ITEM_FIELDS[field].at, write: LIST_ITEM_WRITERS[field] as Writer<keyof SharedItem> }));
  const entry: unknown[] = [];
  for (const { field, at, write } of writers) {
    const values = write(item[field] as never, item, code);
    for (let i = 0; i < values.length; i++) entry[at + i - 1] = values[i];
  }
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

/** Reads entries back by LIST_ITEM_FIELDS, sharing one object per case type, tag and sub-category title. */
export function entryReader({ codes = [], caseTypes, tags }: ListTitles): (entry: CaseListEntry) => CaseListItem {
  const typeTitles = new Map<string, CodeTitle>();
  const subTitles = new Map<string, CodeTitle>();
  for (const type of caseTypes) {
    typeTitles.set(type.type, { type: type.type, title: type.title });
    for (const sub of type.subCategories) if (!subTitles.has(sub.type)) subTitles.set(sub.type, { type: sub.type, title: sub.title });
  }
  const tagTitles = new Map(tags.map((t) => [t.type, { type: t.type, title: t.title }]));
  const known = (titles: Map<string, CodeTitle>) => (wire: WireCode) => {
    const type = typeof wire === 'number' ? codes[wire] ?? String(wire) : wire;
    let title = titles.get(type);
    if (!title) titles.set(type, title = { type, title: type });
    return title;
  };
  const titles: CodeTitles = { type: known(typeTitles), sub: known(subTitles), tag: known(tagTitles) };
  // An indexed loop, not for-of with a pattern: that goes through the iterator protocol, and this
  // runs over every case of the list before the first row shows.
  return (entry) => {
    const item: Record<string, unknown> = {};
    for (let i = 0; i < FIELD_NAMES.length; i++) item[FIELD_NAMES[i]] = READERS[i](entry, titles);
    return item as unknown as CaseListItem;
  };
}

/** The list's cases read back: lean entries, or spec-shaped cases from a server that answers the spec's shape (issue 21). */
export function fromCaseListEntries(entries: readonly (CaseListEntry | SpecCase)[], titles: ListTitles): CaseListItem[] {
  const read = entryReader(titles);
  return entries.map((entry) => (isLeanEntry(entry) ? read(entry) : listItemOfSpecCase(entry)));
}
