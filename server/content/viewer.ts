import type { Database } from '../db/database';
import type { ContentViewer } from '../../src/domain/contentAccess';

/** The caller as the content rules see them (src/domain/contentAccess.ts); null for an unknown user. */
export async function loadViewer(db: Database, userId: string): Promise<ContentViewer | null> {
  const user = await db.selectFrom('users').select(['id', 'workAssociationId', 'workplaceId', 'gdprConsentAt']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const memberships = await db.selectFrom('memberships')
    .innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
    .select(['organisations.id', 'organisations.kind', 'memberships.role'])
    .where('memberships.userId', '=', userId)
    .execute();
  const represented = await db.selectFrom('workplaceRepresentatives').select('workplaceId').where('userId', '=', userId).execute();
  const organisationIds = new Set(memberships.map((m) => m.id));
  if (user.workAssociationId) organisationIds.add(user.workAssociationId);
  const workplaceIds = new Set(represented.map((r) => r.workplaceId));
  if (user.workplaceId) workplaceIds.add(user.workplaceId);
  // Spec §1, issue 14: an association's board member acts for the board only once they have accepted the GDPR information.
  const associationBoard = (m: (typeof memberships)[number]) => m.kind === 'psychology' || m.kind === 'national';
  const withheld = user.gdprConsentAt === null && memberships.some((m) => m.role === 'Styrelsemedlem' && associationBoard(m));
  return {
    userId,
    organisationIds: [...organisationIds],
    boardOrganisationIds: memberships.filter((m) => m.role === 'Styrelsemedlem' && !(withheld && associationBoard(m))).map((m) => m.id),
    workplaceIds: [...workplaceIds],
    isSecretariat: memberships.some((m) => m.kind === 'secretariat'),
  };
}
