import { CaseTypeCode } from '../../../src/domain/caseCatalogue';
import { Random } from './random';
import { HEAD_OFFICE_TYPES } from './caseSpec';
import { drawLifecycle } from './caseLifecycle';
import { addCase } from './caseRows';
import { demoCases } from './demoCases';
import { spreadCaseTitles } from './caseTitles';
import type { SeedWorld } from './world';

/** The demo accounts' cases first, then bulk cases of every type up to the volume, their status following from their age. */
export function seedCases(world: SeedWorld) {
  const demo = demoCases(world);
  const rng = new Random('cases');
  const demoRng = new Random('demo-cases');
  for (const spec of demo.slice(0, world.volumes.cases)) addCase(world, demoRng, spec);

  const boardMatterOrgs = [...world.regional, ...world.networkOrgs, ...world.nationalOrgs].filter((o) => world.boardOf.get(o.id)!.length >= 2);
  const withNationals = world.caseOwners.filter((p) => [...world.memberships.get(p.id)!.keys()].some((id) => world.orgs.get(id)!.kind === 'national'));
  for (let i = demo.length; i < world.volumes.cases; i++) {
    const type = rng.weighted<CaseTypeCode>([
      [CaseTypeCode.COUNSELING, 25], [CaseTypeCode.YOUR_MEMBERSHIP, 20], [CaseTypeCode.OTHER, 10],
      [CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, 22], [CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION, 10],
      [CaseTypeCode.BOARD_MATTER, 13],
    ]);
    const life = drawLifecycle(rng);
    if (HEAD_OFFICE_TYPES.includes(type)) {
      const owner = rng.pick(world.caseOwners);
      addCase(world, rng, { type, ...life, ownerId: owner.id, creatorId: rng.chance(0.08) ? rng.pick(world.kanslister) : undefined });
    } else if (type === CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION) {
      const owner = rng.pick(world.caseOwners);
      addCase(world, rng, { type, ...life, ownerId: owner.id, associationId: owner.workAssociationId, workplaceId: rng.chance(0.75) ? owner.workplaceId : null });
    } else if (type === CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION) {
      const owner = rng.pick(withNationals);
      const nationals = [...world.memberships.get(owner.id)!.keys()].filter((id) => world.orgs.get(id)!.kind === 'national');
      addCase(world, rng, { type, ...life, ownerId: owner.id, associationId: rng.pick(nationals) });
    } else {
      const org = rng.pick(boardMatterOrgs);
      addCase(world, rng, { type, ...life, ownerId: rng.pick(world.boardOf.get(org.id)!), associationId: org.id });
    }
  }
  spreadCaseTitles(world);
}
