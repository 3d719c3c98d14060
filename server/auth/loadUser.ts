import type { Database } from '../db/database';
import { redactContact } from '../../src/domain/protectedIdentity';
import type { AssociationRef, NationalAssociationRef, UnionRepresentative, User } from '../../src/api/types';
import { needsGdprConsent } from '../../src/domain/users';

/** The full User of spec §3, built from the database; null when there is no such user. */
export async function loadUser(db: Database, id: string): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  // Issue 37: an erased former member's row is a tombstone, no user: a token of theirs is refused.
  if (!row || row.erasedAt !== null) return null;

  const memberships = await db
    .selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
    .select(['organisations.id', 'organisations.name', 'organisations.kind', 'organisations.externalId', 'memberships.role'])
    .where('memberships.userId', '=', id)
    .orderBy('organisations.name')
    .execute();

  const psychologyAssociations: AssociationRef[] = memberships
    .filter((m) => m.kind === 'psychology')
    .map((m) => ({ id: m.id, name: m.name, role: m.role }));
  const nationalAssociations: NationalAssociationRef[] = memberships
    .filter((m) => m.kind === 'national')
    .map((m) => ({ id: m.id, name: m.name, role: m.role, externalId: m.externalId }));
  const secretariat = memberships.find((m) => m.kind === 'secretariat');
  const economist = memberships.find((m) => m.kind === 'economist');

  let workAssociation: User['workAssociation'] = null;
  if (row.workAssociationId) {
    const association = await db.selectFrom('organisations').select(['id', 'name']).where('id', '=', row.workAssociationId).executeTakeFirst();
    const { count } = await db.selectFrom('workplaces').select((eb) => eb.fn.countAll<string>().as('count'))
      .where('associationId', '=', row.workAssociationId).executeTakeFirstOrThrow();
    if (association) {
      const role = memberships.find((m) => m.id === association.id)?.role ?? 'Member';
      workAssociation = { id: association.id, name: association.name, hasMoreThanOneWorkplace: Number(count) > 1, role };
    }
  }

  let workplace: User['workplace'] = null;
  let unionRepresentatives: UnionRepresentative[] = [];
  if (row.workplaceId) {
    const place = await db.selectFrom('workplaces').selectAll().where('id', '=', row.workplaceId).executeTakeFirst();
    unionRepresentatives = (await db
      .selectFrom('workplaceRepresentatives')
      .innerJoin('users', 'users.id', 'workplaceRepresentatives.userId')
      .select(['users.id', 'users.firstname', 'users.lastname', 'users.email', 'users.phone', 'users.protectedIdentity'])
      .where('workplaceRepresentatives.workplaceId', '=', row.workplaceId)
      .orderBy('users.lastname')
      .execute()).map((r) => redactContact(id, { id: r.id, name: `${r.firstname} ${r.lastname}`, email: r.email, phone: r.phone, protectedIdentity: r.protectedIdentity }));
    if (place) workplace = { id: place.id, name: place.name, corperationName: place.corporationName, unionRepresentatives };
  }

  const user: User = {
    id: row.id,
    name: `${row.firstname} ${row.lastname}`,
    firstname: row.firstname,
    lastname: row.lastname,
    username: row.username ?? '',
    isBoardmember: [...psychologyAssociations, ...nationalAssociations].some((a) => a.role === 'Styrelsemedlem'),
    isKanslist: Boolean(secretariat),
    canManageSecretariat: secretariat?.role === 'Styrelsemedlem',
    isEconomist: Boolean(economist),
    protectedIdentity: row.protectedIdentity,
    workAssociation,
    workplace,
    unionRepresentatives,
    psychologyAssociations,
    nationalAssociations,
  };
  // Spec §1: a board member who has not accepted the GDPR information does not act for the board yet.
  if (needsGdprConsent(user) && row.gdprConsentAt === null) user.awaitsGdprConsent = true;
  return user;
}
