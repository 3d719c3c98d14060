import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database';
import { foldSql, sortKeySql } from '../db/migrations/0006_members';
import { foldForSearch, type MemberContext, type MemberSort } from '../../src/domain/memberSearch';
import { redactPerson } from '../../src/domain/protectedIdentity';
import type { Member, MemberListItem, MemberSearchResponse } from '../../src/api/types';

/**
 * The member search of issue 11 over the users table (migration 0006_members gives it its
 * folded search text and Swedish sort key): who is in a context, what matches a text, one page in
 * an order. Every row leaves through `redactPerson` (protected identity).
 */

/** Users who are members at all: the staff (secretariat, economists) have no member number. */
const isMember = sql<boolean>`u.member_number is not null`;

function contextWhere(context: MemberContext): RawBuilder<boolean> {
  switch (context.kind) {
    case 'all':
      return isMember;
    case 'organisation':
      return sql<boolean>`(u.work_association_id = ${context.organisationId}
        or u.id in (select m.user_id from memberships m where m.organisation_id = ${context.organisationId}))`;
    case 'board':
      return sql<boolean>`u.id in (select m.user_id from memberships m where m.organisation_id = ${context.organisationId} and m.role = 'Styrelsemedlem')`;
    case 'workplace':
      return sql<boolean>`(u.workplace_id = ${context.workplaceId} and u.work_association_id = ${context.organisationId})`;
  }
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec §5: the text matches case-insensitively any field of the row: name, member number, e-mail
 * and city (the stored search text), the work association's and the workplace's names; a
 * protected identity by name and member number only. Every word must match somewhere.
 */
function textWhere(text: string): RawBuilder<boolean> {
  const words = foldForSearch(text).split(' ').filter(Boolean);
  if (words.length === 0) return sql<boolean>`true`;
  const folded = (column: string) => sql.raw(foldSql(column));
  return sql.join(words.map((word) => {
    const pattern = `%${likeEscape(word)}%`;
    return sql<boolean>`(u.search_text like ${pattern}
      or (not u.protected_identity and (
        u.workplace_id in (select w.id from workplaces w where ${folded('w.name')} like ${pattern})
        or u.work_association_id in (select o.id from organisations o where ${folded('o.name')} like ${pattern}))))`;
  }), sql` and `) as RawBuilder<boolean>;
}

function orderBy(sort: MemberSort): RawBuilder<unknown> {
  const dir = sql.raw(sort.direction === 'desc' ? 'desc' : 'asc');
  const last = sql.raw(sort.direction === 'desc' ? 'nulls first' : 'nulls last');
  switch (sort.column) {
    case 'name':
      return sql`u.sort_name collate "C" ${dir}, u.id ${dir}`;
    case 'memberNumber':
      return sql`length(u.member_number) ${dir} ${last}, u.member_number collate "C" ${dir}, u.id`;
    case 'city':
      return sql`case when u.protected_identity then null else ${sql.raw(sortKeySql('u.city'))} end collate "C" ${dir} ${last}, u.sort_name collate "C", u.id`;
    case 'workplace':
      return sql`case when u.protected_identity then null else ${sql.raw(sortKeySql('w.name'))} end collate "C" ${dir} ${last}, u.sort_name collate "C", u.id`;
  }
}

interface MemberRow {
  id: string;
  firstname: string;
  lastname: string;
  memberNumber: string | null;
  city: string | null;
  protectedIdentity: boolean;
  associationId: string | null;
  associationName: string | null;
  workplaceId: string | null;
  workplaceName: string | null;
}

const rowColumns = sql`u.id, u.firstname, u.lastname, u.member_number, u.city, u.protected_identity,
  o.id as association_id, o.name as association_name, w.id as workplace_id, w.name as workplace_name`;
const rowJoins = sql`left join organisations o on o.id = u.work_association_id left join workplaces w on w.id = u.workplace_id`;

function listItem(viewerId: string, row: MemberRow): MemberListItem {
  return redactPerson(viewerId, {
    id: row.id,
    name: `${row.firstname} ${row.lastname}`,
    firstname: row.firstname,
    lastname: row.lastname,
    memberNumber: row.memberNumber,
    city: row.city,
    association: row.associationId ? { id: row.associationId, name: row.associationName ?? '' } : null,
    workplace: row.workplaceId ? { id: row.workplaceId, name: row.workplaceName ?? '' } : null,
    protectedIdentity: row.protectedIdentity,
  });
}

export interface MemberPageRequest {
  text: string;
  sort: MemberSort;
  page: number;
  size: number;
}

/** One page of the members of a context that match the text, and how many match in all. */
export async function searchMembers(db: Database, viewerId: string, context: MemberContext, request: MemberPageRequest): Promise<MemberSearchResponse> {
  const where = sql<boolean>`${contextWhere(context)} and ${textWhere(request.text)}`;
  const offset = (request.page - 1) * request.size;
  const needsWorkplace = request.sort.column === 'workplace';
  // The page's ids first (only the sort's join), then their rows: the count and the page share one scan.
  const { rows: page } = await sql<{ id: string; total: string }>`
    select u.id, count(*) over () as total
    from users u ${needsWorkplace ? sql`left join workplaces w on w.id = u.workplace_id` : sql``}
    where ${where}
    order by ${orderBy(request.sort)}
    limit ${request.size} offset ${offset}`.execute(db);
  let total = page.length > 0 ? Number(page[0].total) : 0;
  if (page.length === 0 && offset > 0) {
    const { rows } = await sql<{ total: string }>`select count(*) as total from users u where ${where}`.execute(db);
    total = Number(rows[0].total);
  }
  const members = await membersByIds(db, viewerId, page.map((r) => r.id));
  return { members, total, page: request.page, size: request.size };
}

/** The rows of these ids, in this order. */
export async function membersByIds(db: Database, viewerId: string, ids: readonly string[]): Promise<MemberListItem[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<MemberRow>`select ${rowColumns} from users u ${rowJoins}
    where u.id in (${sql.join(ids.map((id) => sql`${id}`))})`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, listItem(viewerId, row)]));
  return ids.map((id) => byId.get(id)).filter((m): m is MemberListItem => m !== undefined);
}

/** Where a member is, for `mayReachMember` (null: no such user). */
export async function memberPlacement(db: Database, id: string) {
  const user = await db.selectFrom('users').select(['id', 'workAssociationId', 'workplaceId', 'memberNumber']).where('id', '=', id).executeTakeFirst();
  if (!user) return null;
  const memberships = await db.selectFrom('memberships').select('organisationId').where('userId', '=', id).execute();
  const organisationIds = [...new Set([...memberships.map((m) => m.organisationId), ...(user.workAssociationId ? [user.workAssociationId] : [])])];
  return { id: user.id, organisationIds, workAssociationId: user.workAssociationId, workplaceId: user.workplaceId, isMember: user.memberNumber !== null };
}

/** One member with everything the member page shows, as the viewer may see it. */
export async function loadMember(db: Database, viewerId: string, id: string): Promise<Member | null> {
  const { rows } = await sql<MemberRow & { username: string | null; email: string | null; phone: string | null; corporationName: string | null }>`
    select ${rowColumns}, u.username, u.email, u.phone, w.corporation_name
    from users u ${rowJoins} where u.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const memberships = await db.selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
    .select(['organisations.id', 'organisations.name', 'organisations.kind', 'organisations.externalId', 'memberships.role'])
    .where('memberships.userId', '=', id).orderBy('organisations.name').execute();
  const reps = row.workplaceId
    ? await db.selectFrom('workplaceRepresentatives').innerJoin('users', 'users.id', 'workplaceRepresentatives.userId')
      .select(['users.id', 'users.firstname', 'users.lastname', 'users.email', 'users.phone', 'users.protectedIdentity'])
      .where('workplaceRepresentatives.workplaceId', '=', row.workplaceId).orderBy('users.lastname').execute()
    : [];
  const item = listItem(viewerId, row);
  return redactPerson(viewerId, {
    ...item,
    protectedIdentity: row.protectedIdentity,
    city: row.city,
    association: row.associationId ? { id: row.associationId, name: row.associationName ?? '' } : null,
    username: row.username,
    email: row.email,
    phone: row.phone,
    workplace: row.workplaceId ? { id: row.workplaceId, name: row.workplaceName ?? '', corperationName: row.corporationName ?? '' } : null,
    unionRepresentatives: reps.map((r) => redactPerson(viewerId, { id: r.id, name: `${r.firstname} ${r.lastname}`, email: r.email, phone: r.phone, protectedIdentity: r.protectedIdentity }))
      .map(({ id: repId, name, email, phone }) => ({ id: repId, name, email, phone })),
    psychologyAssociations: memberships.filter((m) => m.kind === 'psychology').map((m) => ({ id: m.id, name: m.name, role: m.role })),
    nationalAssociations: memberships.filter((m) => m.kind === 'national').map((m) => ({ id: m.id, name: m.name, role: m.role, externalId: m.externalId })),
  });
}

/** The folding of the search text, for other searches (Search/{term}) over other tables. */
export const foldedColumn = (column: string) => sql.raw(foldSql(column));
export const likePattern = (word: string) => `%${likeEscape(foldForSearch(word))}%`;
