import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { CaseSummary, CodeTitle, UserRef } from '../../src/api/types';
import { callerPart, sharedEntry } from '../../src/domain/caseListWire';
import type { CaseAccessFacts } from '../../src/domain/caseAccess';
import { hasHandlingMarks, withoutHandlingMarks } from '../../src/domain/caseMarks';
import type { Catalogue } from './catalogue';

/** The per-caller part of a list item, added to the shared part on every answer. */
export interface CallerState {
  hasUnreadMessages: boolean;
  lockedBy: UserRef | null;
}

/** The shared part of a list item: everything except CallerState, keyed by the case's version. */
export type SharedListItem = Omit<CaseSummary, 'hasUnreadMessages' | 'isLocked' | 'lockedBy'>;

export interface CachedItem {
  version: string;
  caseType: string;
  /** What picks the default view's first page (src/domain/caseListFirstPage.ts): the ISO time the entry carries, and the status. */
  created: string;
  status: number;
  /** The shared part of the lean entry (src/domain/caseListWire.ts) as UTF-8 JSON without its opening bracket, to follow the caller's part. */
  bytes: Buffer;
  /**
   * The same without the handlers' marks (src/domain/caseMarks.ts), for a caller who does not
   * handle the case; null when the case carries none (then `bytes` serve everyone).
   */
  unmarked: Buffer | null;
  /** What the rules of spec §6 need to decide, per caller, which of the two to send. */
  facts: CaseAccessFacts;
}

const entryBytes = (item: SharedListItem, catalogue: Catalogue) => Buffer.from(JSON.stringify(sharedEntry(item, catalogue.codeIndex)).slice(1));

export function cachedItemOf(version: string, item: SharedListItem, catalogue: Catalogue): CachedItem {
  return {
    version,
    caseType: item.caseType.type,
    created: item.created,
    status: item.status,
    bytes: entryBytes(item, catalogue),
    unmarked: hasHandlingMarks(item) ? entryBytes(withoutHandlingMarks(item), catalogue) : null,
    facts: {
      caseType: item.caseType, ownerUser: item.ownerUser, association: item.association, workplace: item.workplace,
      shouldBeHandledByKanslist: item.shouldBeHandledByKanslist, invitationFromBoardMember: item.invitationFromBoardMember,
      subCategories: item.subCategories, users: item.users,
    },
  };
}

/** How long the preview of the newest message is. */
export const PREVIEW_LENGTH = 120;

/** SQL for a case's version: `list_version`, which triggers move on every change (migration 0002). */
export const versionOf = sql<string>`c.list_version::text`;

/**
 * Serialised list items, reused while the case's version is unchanged (migration 0002 moves
 * `list_version` whenever anything a list shows changes). A poll after one change builds one item.
 * Titles come from the catalogue: when its signature changes the whole cache is dropped. One cache
 * per process; the version comes from the database, so several processes on one database stay
 * correct.
 */
export class ListItemCache {
  private readonly items = new Map<string, CachedItem>();
  private signature = '';

  constructor(private readonly maxEntries = 100_000) {}

  get size() { return this.items.size; }

  /** Serialised items of these cases at these versions, building (and caching) the missing ones. */
  async fetch(db: Database, catalogue: Catalogue, wanted: readonly { id: string; version: string }[]): Promise<Map<string, CachedItem>> {
    if (catalogue.signature !== this.signature) {
      this.items.clear();
      this.signature = catalogue.signature;
    }
    const found = new Map<string, CachedItem>();
    const missing: string[] = [];
    for (const { id, version } of wanted) {
      const hit = this.items.get(id);
      if (hit && hit.version === version) found.set(id, hit);
      else missing.push(id);
    }
    for (let i = 0; i < missing.length; i += 2000) {
      for (const { version, item } of await loadSharedItems(db, catalogue, missing.slice(i, i + 2000))) {
        const cached = cachedItemOf(version, item, catalogue);
        found.set(item.id, cached);
        this.items.set(item.id, cached);
      }
    }
    if (this.items.size > this.maxEntries) this.items.clear();
    return found;
  }

  /**
   * What orders these cases for the default view's first page: from the cached items where they
   * are of these versions, else one light query (issue 38). A process new to a list of 11,000 open
   * cases then builds the items of the page's rows only, not of all 11,000 first (3.5 s at scale 50).
   */
  async orderFacts(db: Database, wanted: readonly { id: string; version: string }[]): Promise<Map<string, OrderFacts>> {
    const facts = new Map<string, OrderFacts>();
    const missing: string[] = [];
    for (const { id, version } of wanted) {
      const hit = this.items.get(id);
      if (hit && hit.version === version) facts.set(id, { created: hit.created, status: hit.status });
      else missing.push(id);
    }
    for (let i = 0; i < missing.length; i += ORDER_FACTS_BATCH) {
      const { rows } = await sql<{ id: string; createdAt: Date | string; status: number }>`select c.id, c.created_at, c.status from cases c
        where c.id = any(${`{${missing.slice(i, i + ORDER_FACTS_BATCH).join(',')}}`}::uuid[])`.execute(db);
      for (const row of rows) facts.set(row.id, { created: new Date(row.createdAt).toISOString(), status: row.status });
    }
    return facts;
  }
}

/** The first page's order of a case (src/domain/caseListFirstPage.ts): as its list item carries them. */
export interface OrderFacts {
  created: string;
  status: number;
}

const ORDER_FACTS_BATCH = 20_000;

const READ = Buffer.from('[0,');
const UNREAD = Buffer.from('[1,');

/** The opening of an entry, with the caller's part (src/domain/caseListWire.ts); the cached shared part follows. */
export function itemHead(state: CallerState): Buffer {
  if (state.lockedBy) return Buffer.from(`[${JSON.stringify(callerPart(state))},`);
  return state.hasUnreadMessages ? UNREAD : READ;
}

interface ItemRow {
  id: string;
  version: string;
  title: string;
  caseType: string;
  status: number;
  createdAt: Date;
  deadline: string | null;
  flagged: boolean;
  ownerUserId: string;
  ownerName: string;
  associationId: string | null;
  associationName: string | null;
  workplaceId: string | null;
  workplaceName: string | null;
  shouldBeHandledByKanslist: boolean;
  invitationFromBoardMember: boolean;
  tags: string[] | null;
  subCategories: string[] | null;
  users: [string, string, boolean][] | null;
  preview: [string, string, string] | null;
}

/**
 * The shared part of the list items of these cases (those that exist), with their versions: the
 * server's one declaration of what a list item carries (the SPA's is LIST_ITEM_FIELDS in
 * src/domain/caseListWire.ts; test/server/caseListFields.test.ts holds the two together).
 */
export async function loadSharedItems(db: Database, catalogue: Catalogue, ids: readonly string[]): Promise<{ version: string; item: SharedListItem }[]> {
  if (ids.length === 0) return [];
  const idArray = `{${ids.join(',')}}`;
  const { rows } = await sql<ItemRow>`select c.id, ${versionOf} as version, c.title, c.case_type, c.status, c.created_at, c.deadline, c.flagged,
      c.owner_user_id, o.firstname || ' ' || o.lastname as owner_name,
      c.association_id, a.name as association_name, c.workplace_id, w.name as workplace_name,
      c.should_be_handled_by_kanslist, c.invitation_from_board_member,
      (select json_agg(t.tag_type order by t.tag_type) from case_tags t where t.case_id = c.id) as tags,
      (select json_agg(s.sub_category order by s.sub_category) from case_sub_categories s where s.case_id = c.id) as sub_categories,
      (select json_agg(json_build_array(u.user_id, uu.firstname || ' ' || uu.lastname, u.is_administrating) order by u.added_at, u.user_id)
         from case_users u join users uu on uu.id = u.user_id where u.case_id = c.id) as users,
      (select json_build_array(m.sender_user_id, su.firstname || ' ' || su.lastname, left(m.body, ${PREVIEW_LENGTH + 1}))
         from messages m join users su on su.id = m.sender_user_id where m.case_id = c.id order by m.created_at desc, m.id desc limit 1) as preview
    from cases c
    join users o on o.id = c.owner_user_id
    left join organisations a on a.id = c.association_id
    left join workplaces w on w.id = c.workplace_id
    where c.id = any(${idArray}::uuid[])`.execute(db);
  const tagTitles = new Map(catalogue.tags.map((t) => [t.type, t.title]));
  return rows.map((row) => ({ version: row.version, item: toSharedItem(row, catalogue, tagTitles) }));
}

function toSharedItem(row: ItemRow, catalogue: Catalogue, tagTitles: Map<string, string>): SharedListItem {
  const subTitles = catalogue.types.find((t) => t.type === row.caseType)?.subCategories ?? [];
  const subCategory = (type: string): CodeTitle => ({ type, title: subTitles.find((s) => s.type === type)?.title ?? type });
  return {
    id: row.id,
    title: row.title,
    caseType: { type: row.caseType, title: catalogue.typeTitle(row.caseType) },
    status: row.status,
    created: new Date(row.createdAt).toISOString(),
    deadLine: row.deadline,
    flagged: row.flagged,
    tags: (row.tags ?? []).map((type) => ({ type, title: tagTitles.get(type) ?? type })),
    subCategories: (row.subCategories ?? []).map(subCategory),
    users: (row.users ?? []).map(([id, name, isAdministrating]) => ({ id, name, isAdministrating })),
    ownerUser: { id: row.ownerUserId, name: row.ownerName },
    association: row.associationId ? { id: row.associationId, name: row.associationName ?? '' } : null,
    workplace: row.workplaceId ? { id: row.workplaceId, name: row.workplaceName ?? '' } : null,
    shouldBeHandledByKanslist: row.shouldBeHandledByKanslist,
    invitationFromBoardMember: row.invitationFromBoardMember,
    preview: row.preview ? { sender: { id: row.preview[0], name: row.preview[1] }, text: shorten(row.preview[2]) } : null,
  };
}

function shorten(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
}
