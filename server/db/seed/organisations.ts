import type { OrganisationKind } from '../schema';
import { Random } from './random';
import { ECONOMIST_NAME, organisationId, SECRETARIAT_NAME, workplaceId } from './demoAccounts';
import { nationalAssociations, networks, regions, workplaceTemplates, type Region } from './places';
import { ANCHOR, DAY } from './time';
import type { Org, SeedWorld, Wp } from './world';

function addOrg(world: SeedWorld, kind: OrganisationKind, name: string, createdDaysAgo: number, externalId: string | null = null, region?: Region): Org {
  const org: Org = { id: organisationId(name), kind, name, region };
  world.orgs.set(org.id, org);
  world.membersOfOrg.set(org.id, []);
  world.boardOf.set(org.id, []);
  world.rows.organisations.push({ id: org.id, kind, name, externalId, createdAt: new Date(ANCHOR - createdDaysAgo * DAY) });
  return org;
}

export function seedOrganisations(world: SeedWorld) {
  const rng = new Random('organisations');
  world.regional = regions.map((r) => addOrg(world, 'psychology', r.association, rng.int(800, 4000), null, r));
  world.networkOrgs = networks.map((name) => addOrg(world, 'psychology', name, rng.int(300, 2000)));
  world.nationalOrgs = nationalAssociations.map((n) => addOrg(world, 'national', n.name, rng.int(800, 4000), n.externalId));
  world.secretariat = addOrg(world, 'secretariat', SECRETARIAT_NAME, 4000);
  world.economist = addOrg(world, 'economist', ECONOMIST_NAME, 4000);
}

export function seedWorkplaces(world: SeedWorld) {
  regions.forEach((region, r) => {
    const association = world.regional[r];
    const list: Wp[] = [];
    for (let i = 0; i < region.workplaces; i++) {
      const city = region.cities[i % region.cities.length];
      const template = workplaceTemplates[(r * 5 + i) % workplaceTemplates.length];
      const { name, corporationName } = template(region, city);
      const wp: Wp = { id: workplaceId(region.key, i), associationId: association.id, name, corporationName, city };
      list.push(wp);
      world.workplaces.push(wp);
      world.wpById.set(wp.id, wp);
      world.membersOfWp.set(wp.id, []);
      world.repsOf.set(wp.id, []);
      world.rows.workplaces.push({ id: wp.id, associationId: wp.associationId, name, corporationName });
    }
    world.workplacesOf.set(association.id, list);
  });
}
