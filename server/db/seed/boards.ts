import { Random } from './random';
import { ANCHOR, DAY } from './time';
import type { SeedWorld } from './world';

/** Union representatives of every workplace, and the boards of every association. */
export function seedBoards(world: SeedWorld) {
  const rng = new Random('boards');
  const ordinary = (ids: string[], orgId: string) =>
    ids.filter((id) => !world.person(id).demo && !world.person(id).protectedIdentity && world.roleIn(id, orgId) !== 'Styrelsemedlem');
  for (const wp of world.workplaces) {
    const reps = world.repsOf.get(wp.id)!;
    const wanted = reps.length > 0 ? 1 : rng.int(1, 2);
    for (const id of rng.sample(ordinary(world.membersOfWp.get(wp.id)!, wp.associationId), wanted)) {
      reps.push(id);
      world.setMembership(id, wp.associationId, 'Styrelsemedlem');
    }
  }
  for (const wp of world.workplaces) {
    for (const userId of world.repsOf.get(wp.id)!) world.rows.workplaceRepresentatives.push({ workplaceId: wp.id, userId });
  }
  // A regional board: the representatives of its workplaces and sometimes someone from elsewhere.
  for (const org of world.regional) {
    if (rng.chance(0.4)) {
      const outsider = rng.pick(world.caseOwners.filter((p) => p.workAssociationId !== org.id));
      world.setMembership(outsider.id, org.id, 'Styrelsemedlem');
    }
  }
  for (const org of [...world.networkOrgs, ...world.nationalOrgs]) {
    const wanted = rng.int(3, 4) - world.boardOf.get(org.id)!.length;
    for (const id of rng.sample(ordinary(world.membersOfOrg.get(org.id)!, org.id), wanted)) world.setMembership(id, org.id, 'Styrelsemedlem');
  }
  // Most board members have accepted the GDPR information; styrelse has not.
  for (const org of world.orgs.values()) {
    if (org.kind !== 'psychology' && org.kind !== 'national') continue;
    for (const id of world.boardOf.get(org.id)!) {
      const p = world.person(id);
      if (!p.demo && !p.gdprConsentAt && rng.chance(0.85)) p.gdprConsentAt = new Date(ANCHOR - rng.int(1, 500) * DAY);
    }
  }
}
