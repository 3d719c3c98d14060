import type { Database } from '../db/database';

/**
 * Issue 35: associations (organisations), their workplaces and one's membership in them, as the
 * routes of associations, members, documents and search read them. Who may see which: the routes,
 * by src/domain (associationAccess, memberSearch, documentAccess).
 */

/** An organisation's id and kind (undefined: none), for the routes that want an association. */
export async function findOrganisation(db: Database, id: string) {
  return db.selectFrom('organisations').select(['id', 'kind']).where('id', '=', id).executeTakeFirst();
}

/** The organisation's whole row (undefined: none). */
export async function organisationRow(db: Database, id: string) {
  return db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every psychology and national association, in the database's order. */
export async function listAssociations(db: Database) {
  return db.selectFrom('organisations').select(['id', 'name', 'kind'])
    .where('kind', 'in', ['psychology', 'national']).execute();
}

/** The user's role in the organisation, undefined when not a member. */
export async function membershipRole(db: Database, userId: string, organisationId: string) {
  return db.selectFrom('memberships').select('role')
    .where('userId', '=', userId).where('organisationId', '=', organisationId).executeTakeFirst();
}

/** An association's workplaces by name. */
export async function workplacesOf(db: Database, associationId: string) {
  return db.selectFrom('workplaces').select(['id', 'name']).where('associationId', '=', associationId).orderBy('name').orderBy('id').execute();
}

/** The workplace if it belongs to the association (undefined otherwise). */
export async function workplaceIn(db: Database, workplaceId: string, associationId: string) {
  return db.selectFrom('workplaces').select('id').where('id', '=', workplaceId).where('associationId', '=', associationId).executeTakeFirst();
}

/** The association a workplace belongs to (undefined: no such workplace). */
export async function workplaceAssociation(db: Database, workplaceId: string) {
  return db.selectFrom('workplaces').select('associationId').where('id', '=', workplaceId).executeTakeFirst();
}

export async function workplaceName(db: Database, workplaceId: string): Promise<string | undefined> {
  return (await db.selectFrom('workplaces').select('name').where('id', '=', workplaceId).executeTakeFirst())?.name;
}

export async function organisationName(db: Database, organisationId: string): Promise<string | undefined> {
  return (await db.selectFrom('organisations').select('name').where('id', '=', organisationId).executeTakeFirst())?.name;
}
