import { sql } from 'kysely';
import type { Database } from '../db/database';
import { appearsInMemberList, foldForSearch, type MemberContext, type MemberSort, type MemberSortColumn } from '../../src/domain/memberSearch';
import { swedishSortKey } from '../../src/domain/sorting';
import { redactPerson } from '../../src/domain/protectedIdentity';
import type { MemberListItem, MemberSearchResponse } from '../../src/api/types';

/**
 * The member search over every user, answered from memory (issue 11: 15,000 members within 50 ms
 * at p95). A snapshot holds each user's row, the folded text a search matches and the orders of
 * every sort column; it is built again when `member_search_version` (migration 0006_members)
 * has moved on, which the database's triggers do for every writer. Matching and order use the
 * same Swedish rules as the SPA (src/domain): case-insensitive with å, ä and ö; å ä ö after z.
 */
interface SnapshotRow {
  item: MemberListItem;
  isMember: boolean;
  workAssociationId: string | null;
  workplaceId: string | null;
  organisationIds: string[];
  boardOf: string[];
  /** Folded: name, member number, e-mail, city, work association and workplace (a protected identity: name and member number). */
  haystack: string;
}

interface Snapshot {
  version: string;
  rows: SnapshotRow[];
  /** Positions in ascending order per column (descending walks it backwards). */
  orders: Record<MemberSortColumn, Int32Array>;
}

const snapshots = new WeakMap<Database, Snapshot>();
const loading = new WeakMap<Database, Promise<Snapshot>>();

async function currentVersion(db: Database): Promise<string> {
  const row = await db.selectFrom('memberSearchVersion').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? '0');
}

interface UserRow {
  id: string; firstname: string; lastname: string; email: string | null; memberNumber: string | null; city: string | null;
  protectedIdentity: boolean; workAssociationId: string | null; workplaceId: string | null;
  associationName: string | null; workplaceName: string | null;
}

async function build(db: Database, version: string): Promise<Snapshot> {
  const { rows: users } = await sql<UserRow>`
    select u.id, u.firstname, u.lastname, u.email, u.member_number, u.city, u.protected_identity, u.work_association_id, u.workplace_id,
      o.name as association_name, w.name as workplace_name
    from users u left join organisations o on o.id = u.work_association_id left join workplaces w on w.id = u.workplace_id`.execute(db);
  const memberships = await db.selectFrom('memberships').select(['userId', 'organisationId', 'role']).execute();
  // Every user's row read its own copies of its organisation's and workplace's ids and names: one
  // kept per organisation and workplace (at 75,000 members a sixth of the snapshot's heap, issue 38).
  const one = interner();
  const byUser = new Map<string, { organisationIds: string[]; boardOf: string[] }>();
  for (const m of memberships) {
    let entry = byUser.get(m.userId);
    if (!entry) byUser.set(m.userId, entry = { organisationIds: [], boardOf: [] });
    entry.organisationIds.push(one.text(m.organisationId));
    if (m.role === 'Styrelsemedlem') entry.boardOf.push(one.text(m.organisationId));
  }
  const rows: SnapshotRow[] = users.map((u) => {
    const name = [u.firstname, u.lastname].join(' '); // one flat string, not a rope of three (issue 38)
    const shown = u.protectedIdentity
      ? [name, u.memberNumber]
      : [name, u.memberNumber, u.email, u.city, u.associationName, u.workplaceName];
    const memberOf = byUser.get(u.id) ?? { organisationIds: [], boardOf: [] };
    return {
      item: {
        id: u.id, name, firstname: u.firstname, lastname: u.lastname, memberNumber: u.memberNumber, city: u.city,
        association: u.workAssociationId ? one.place(u.workAssociationId, u.associationName ?? '') : null,
        workplace: u.workplaceId ? one.place(u.workplaceId, u.workplaceName ?? '') : null,
        protectedIdentity: u.protectedIdentity,
      },
      isMember: u.memberNumber !== null,
      workAssociationId: u.workAssociationId && one.text(u.workAssociationId),
      workplaceId: u.workplaceId && one.text(u.workplaceId),
      organisationIds: memberOf.organisationIds,
      boardOf: memberOf.boardOf,
      haystack: foldForSearch(shown.filter(Boolean).join(' \u0000 ')),
    };
  });
  const nameKeys = rows.map((r) => swedishSortKey(r.item.name));
  const order = (key: (row: SnapshotRow, i: number) => string | null): Int32Array => {
    const keys = rows.map(key);
    const positions = Int32Array.from(rows.keys());
    positions.sort((a, b) => {
      const x = keys[a];
      const y = keys[b];
      if (x !== y) {
        if (x === null) return 1; // empty values last (first when descending)
        if (y === null) return -1;
        return x < y ? -1 : 1;
      }
      if (nameKeys[a] !== nameKeys[b]) return nameKeys[a] < nameKeys[b] ? -1 : 1;
      return rows[a].item.id < rows[b].item.id ? -1 : 1;
    });
    return positions;
  };
  const hidden = (row: SnapshotRow, value: string | null | undefined) => (row.item.protectedIdentity || !value ? null : swedishSortKey(value));
  const orders = {
    name: order((_row, i) => nameKeys[i]),
    memberNumber: order((row) => (row.item.memberNumber === null ? null : row.item.memberNumber.padStart(20, '0'))),
    city: order((row) => hidden(row, row.item.city)),
    workplace: order((row) => hidden(row, row.item.workplace?.name)),
  };
  return { version, rows, orders };
}

/** One string per text and one frozen { id, name } per place, shared by every row that names them. */
function interner() {
  const texts = new Map<string, string>();
  const places = new Map<string, Readonly<{ id: string; name: string }>>();
  const text = (value: string) => {
    const held = texts.get(value);
    if (held !== undefined) return held;
    texts.set(value, value);
    return value;
  };
  const place = (id: string, name: string) => {
    const key = `${id}\u0000${name}`;
    let held = places.get(key);
    if (!held) places.set(key, held = Object.freeze({ id: text(id), name }));
    return held;
  };
  return { text, place };
}

async function snapshotOf(db: Database): Promise<Snapshot> {
  const version = await currentVersion(db);
  const held = snapshots.get(db);
  if (held?.version === version) return held;
  let pending = loading.get(db);
  if (!pending) {
    pending = build(db, version).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  const built = await pending;
  snapshots.set(db, built);
  return built;
}

/** The rows of a context's list: its members, and never a protected identity in a place's list. */
function inContext(context: MemberContext): (row: SnapshotRow) => boolean {
  const inPlace = inPlaceOf(context);
  return (row) => inPlace(row) && appearsInMemberList(context, row.item);
}

function inPlaceOf(context: MemberContext): (row: SnapshotRow) => boolean {
  switch (context.kind) {
    case 'all':
      return (row) => row.isMember;
    case 'organisation':
      return (row) => row.workAssociationId === context.organisationId || row.organisationIds.includes(context.organisationId);
    case 'board':
      return (row) => row.boardOf.includes(context.organisationId);
    case 'workplace':
      return (row) => row.workplaceId === context.workplaceId && row.workAssociationId === context.organisationId;
  }
}

/**
 * Which rows' text holds every word, read in the rows' own order: walked in a sort's order, the
 * texts are read all over the heap, which at 75,000 members took several times as long (issue 38).
 */
function matchingRows(rows: readonly SnapshotRow[], words: readonly string[]): Uint8Array {
  const matching = new Uint8Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (words.every((word) => rows[i].haystack.includes(word))) matching[i] = 1;
  }
  return matching;
}

export interface MemberPageRequest {
  text: string;
  sort: MemberSort;
  page: number;
  size: number;
}

/** One page of the members of a context that match every word of the text, and how many match in all. */
export async function searchMembers(db: Database, viewerId: string, context: MemberContext, request: MemberPageRequest): Promise<MemberSearchResponse> {
  const snapshot = await snapshotOf(db);
  const words = foldForSearch(request.text).split(' ').filter(Boolean);
  const fits = inContext(context);
  const order = snapshot.orders[request.sort.column];
  const first = (request.page - 1) * request.size;
  const members: MemberListItem[] = [];
  let total = 0;
  const descending = request.sort.direction === 'desc';
  const matching = words.length > 0 ? matchingRows(snapshot.rows, words) : null;
  for (let k = 0; k < order.length; k++) {
    const position = order[descending ? order.length - 1 - k : k];
    if (matching && matching[position] === 0) continue;
    const row = snapshot.rows[position];
    if (!fits(row)) continue;
    if (total >= first && members.length < request.size) members.push(redactPerson(viewerId, row.item));
    total += 1;
  }
  return { members, total, page: request.page, size: request.size };
}
