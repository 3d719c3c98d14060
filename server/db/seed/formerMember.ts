import { HEAD_OFFICE_TYPES } from './caseSpec';
import type { SeedWorld } from './world';

/**
 * Issue 37: a member who has left, whom the secretariat's management may erase
 * (src/domain/memberErasure.ts): one ordinary member of the bulk whose membership has ended (no
 * membership row, no work association or workplace left; the member number and their cases,
 * messages and course sign-ups stay, as the register leaves them), under a fixed name the journey
 * finds. Done last, drawing nothing, so the volumes and every other member's rows are as they were.
 */
export const demoFormerMember = { firstname: 'Birgitta', lastname: 'Vallin' } as const;

export function seedFormerMember(world: SeedWorld) {
  const rows = world.rows;
  const secretariatCaseOwners = new Set(rows.cases
    .filter((c) => c.shouldBeHandledByKanslist && HEAD_OFFICE_TYPES.includes(c.caseType as never) && c.status !== 3)
    .map((c) => c.ownerUserId));
  const boardOrRep = new Set([
    ...rows.memberships.filter((m) => m.role !== 'Member').map((m) => m.userId),
    ...rows.workplaceRepresentatives.map((r) => r.userId),
    ...rows.caseUsers.map((u) => u.userId),
  ]);
  const candidate = rows.users
    .filter((u) => u.memberNumber !== null && !u.protectedIdentity && u.username === null && !world.person(u.id).demo
      && secretariatCaseOwners.has(u.id) && !boardOrRep.has(u.id))
    .sort((a, b) => a.memberNumber!.localeCompare(b.memberNumber!))[0];
  if (!candidate) return;
  Object.assign(candidate, {
    firstname: demoFormerMember.firstname, lastname: demoFormerMember.lastname,
    email: world.email(demoFormerMember.firstname, demoFormerMember.lastname), workAssociationId: null, workplaceId: null,
  });
  rows.memberships = rows.memberships.filter((m) => m.userId !== candidate.id);
}
