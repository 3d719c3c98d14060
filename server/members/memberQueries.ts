import { sql } from 'kysely';
import type { Database } from '../db/database';
import { foldForSearch } from '../../src/domain/memberSearch';
import { redactPerson } from '../../src/domain/protectedIdentity';
import type { Member, MemberListItem } from '../../src/api/types';

/**
 * Members from the database (issue 11): one member with everything the member page shows, and
 * where a member is. The search itself answers from memory (memberSnapshot.ts). Every person
 * leaves through `redactPerson` (protected identity).
 */

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

/** Where a member is, for `mayReachMember` (null: no such user). */
export async function memberPlacement(db: Database, id: string) {
  const user = await db.selectFrom('users').select(['id', 'workAssociationId', 'workplaceId', 'memberNumber', 'protectedIdentity']).where('id', '=', id).executeTakeFirst();
  if (!user) return null;
  const memberships = await db.selectFrom('memberships').select('organisationId').where('userId', '=', id).execute();
  const organisationIds = [...new Set([...memberships.map((m) => m.organisationId), ...(user.workAssociationId ? [user.workAssociationId] : [])])];
  return {
    id: user.id, organisationIds, workAssociationId: user.workAssociationId, workplaceId: user.workplaceId,
    protectedIdentity: user.protectedIdentity, isMember: user.memberNumber !== null,
  };
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

/**
 * Case-insensitive matching in SQL for other searches (Search/{term} over case titles): lower()
 * of the embedded database leaves å, ä and ö as they are, so translate() folds those capitals.
 */
export const foldedColumn = (column: string) => sql.raw(`translate(lower(${column}), 'ÅÄÖÆØÉÈÜÁÀ', 'åäöæøéèüáà')`);
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const likePattern = (word: string) => `%${likeEscape(foldForSearch(word))}%`;
export { searchMembers, type MemberPageRequest } from './memberSnapshot';

/** The secretariat's staff (members of the secretariat organisation), unredacted: the route redacts. */
export async function secretariatStaff(db: Database) {
  return db.selectFrom('users')
    .innerJoin('memberships', 'memberships.userId', 'users.id')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
    .select(['users.id', 'users.firstname', 'users.lastname', 'users.protectedIdentity'])
    .where('organisations.kind', '=', 'secretariat')
    .execute();
}
