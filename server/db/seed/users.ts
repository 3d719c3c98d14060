import type { MembershipRole } from '../schema';
import { Random } from './random';
import { demoAccounts, demoOrganisationNames, type DemoUsername } from './demoAccounts';
import { femaleFirstNames, fictionalPhone, lastNames, maleFirstNames } from './places';
import { ANCHOR, DAY } from './time';
import type { Org, Person, SeedWorld } from './world';

const SECRETARIAT_STAFF = 14;
const SECRETARIAT_BOARD = 3;
const ECONOMISTS = 4;

/** The demo members, the staff (secretariat and economists) and the bulk members, with their memberships. */
export function seedUsers(world: SeedWorld) {
  const rng = new Random('users');
  const name = () => {
    const firstname = rng.chance(0.62) ? rng.pick(femaleFirstNames) : rng.pick(maleFirstNames);
    const lastname = rng.chance(0.06) ? `${rng.pick(lastNames)}-${rng.pick(lastNames)}` : rng.pick(lastNames);
    return { firstname, lastname };
  };
  const d = demoAccounts;
  const consent = new Date(ANCHOR - 40 * DAY);
  let memberNumber = 100000;

  // Demo members: fixed ids, organisations and workplaces.
  const demoMember = (username: DemoUsername, association: string, wpIndex: number, extra: Partial<Person> = {}) => {
    const account = d[username];
    const wp = world.workplaceOf(association, wpIndex);
    const person: Person = {
      id: account.id, firstname: account.firstname, lastname: account.lastname, username: account.username,
      email: world.email(account.firstname, account.lastname), phone: fictionalPhone(memberNumber), memberNumber: String(++memberNumber),
      city: wp.city.name, protectedIdentity: false, workAssociationId: wp.associationId, workplaceId: wp.id,
      gdprConsentAt: null, createdAt: new Date(ANCHOR - (600 + memberNumber % 7 * 100) * DAY), demo: true, ...extra,
    };
    world.addPerson(person);
    world.setMembership(person.id, wp.associationId, 'Member');
    return person;
  };
  const names = demoOrganisationNames;
  demoMember('medlem', names.medlemWorkAssociation, 0);
  demoMember('medlem-flera', names.medlemFleraWorkAssociation, 2);
  demoMember('styrelse', names.styrelseWorkAssociation, 0);
  demoMember('nationell', names.nationellWorkAssociation, 0, { gdprConsentAt: consent });
  demoMember('ombud', names.ombudWorkAssociation, 0, { gdprConsentAt: consent });
  demoMember('skyddad', names.ombudWorkAssociation, 0, { protectedIdentity: true, city: null, phone: null, email: null });

  const national = (n: string) => world.org(n).id;
  world.setMembership(d.medlem.id, national('Sveriges Skolpsykologers Förening'), 'Member');
  world.setMembership(d.medlem.id, national('Sveriges Kliniska Psykologers Förening'), 'Member');
  world.setMembership(d['medlem-flera'].id, national('Sveriges Neuropsykologers Förening'), 'Member');
  world.setMembership(d.styrelse.id, world.org(names.styrelseBoardOf).id, 'Styrelsemedlem');
  world.setMembership(d.styrelse.id, world.org('Nätverket för unga psykologer').id, 'Member');
  world.setMembership(d.styrelse.id, world.org('Nätverket för psykologer i chefsposition').id, 'Member');
  world.setMembership(d.styrelse.id, national('Sveriges Neuropsykologers Förening'), 'Member');
  world.setMembership(d.styrelse.id, national('Sveriges Organisationspsykologers Förening'), 'Member');
  world.setMembership(d.nationell.id, national(names.nationellBoardOf), 'Styrelsemedlem');
  world.setMembership(d.nationell.id, national('Sveriges Rättspsykologers Förening'), 'Member');
  const ombudWp = world.workplaceOf(names.ombudWorkAssociation);
  world.setMembership(d.ombud.id, ombudWp.associationId, 'Styrelsemedlem');
  world.repsOf.get(ombudWp.id)!.push(d.ombud.id);
  world.setMembership(d.ombud.id, national('Sveriges Barn- och Ungdomspsykologers Förening'), 'Member');

  // Staff: the secretariat and the economists (no work association, no member number).
  const staff = (account: { id: string; username: string; firstname: string; lastname: string } | null, org: Org, role: MembershipRole) => {
    const n = account ?? { id: rng.uuid(), username: null, ...name() };
    const person: Person = {
      id: n.id, firstname: n.firstname, lastname: n.lastname, username: account?.username ?? null,
      email: world.email(n.firstname, n.lastname), phone: fictionalPhone(rng.int(0, 94)), memberNumber: null, city: 'Stockholm',
      protectedIdentity: false, workAssociationId: null, workplaceId: null, gdprConsentAt: null,
      createdAt: new Date(ANCHOR - rng.int(100, 3000) * DAY), demo: Boolean(account),
    };
    world.addPerson(person);
    world.setMembership(person.id, org.id, role);
    return person.id;
  };
  world.kanslister = [staff(d.kanslist, world.secretariat, 'Member'), staff(d['kansli-styrelse'], world.secretariat, 'Styrelsemedlem')];
  for (let i = 2; i < SECRETARIAT_STAFF; i++) {
    world.kanslister.push(staff(null, world.secretariat, i < SECRETARIAT_BOARD + 1 ? 'Styrelsemedlem' : 'Member'));
  }
  world.economists = [staff(d.ekonom, world.economist, 'Member')];
  for (let i = 1; i < ECONOMISTS; i++) world.economists.push(staff(null, world.economist, 'Member'));

  // Bulk members: at least a few on every workplace, the rest by weight.
  const bulk = world.volumes.members - world.members.length;
  const perWorkplace = bulk >= world.workplaces.length * 5 ? 5 : 1;
  const weights = world.workplaces.map((wp) => [wp, rng.int(1, 8)] as const);
  for (let i = 0; i < bulk; i++) {
    const wp = i < world.workplaces.length * perWorkplace ? world.workplaces[i % world.workplaces.length] : rng.weighted(weights);
    const { firstname, lastname } = name();
    const isProtected = rng.chance(0.005);
    const person: Person = {
      id: rng.uuid(), firstname, lastname, username: null,
      email: isProtected ? null : world.email(firstname, lastname),
      phone: isProtected || rng.chance(0.1) ? null : fictionalPhone(i),
      memberNumber: String(++memberNumber),
      city: isProtected ? null : rng.chance(0.8) ? wp.city.name : rng.pick(world.regionOf(wp).cities).name,
      protectedIdentity: isProtected, workAssociationId: wp.associationId, workplaceId: wp.id,
      gdprConsentAt: null, createdAt: new Date(ANCHOR - rng.int(30, 9000) * DAY), demo: false,
    };
    world.addPerson(person);
    world.bulkMembers.push(person);
    world.setMembership(person.id, wp.associationId, 'Member');
    if (rng.chance(0.12)) world.setMembership(person.id, rng.pick(world.networkOrgs).id, 'Member');
    if (rng.chance(0.3)) {
      for (const org of rng.sample(world.nationalOrgs, rng.chance(0.3) ? 2 : 1)) world.setMembership(person.id, org.id, 'Member');
    }
  }
  // Every network and national association has a few members, also in the small volume.
  for (const org of [...world.networkOrgs, ...world.nationalOrgs]) {
    while (world.membersOfOrg.get(org.id)!.length < 8) world.setMembership(rng.pick(world.bulkMembers).id, org.id, 'Member');
  }
  world.caseOwners = world.bulkMembers.filter((p) => !p.protectedIdentity);
}

/** The users and memberships rows, once the boards (which add memberships and GDPR consents) are done. */
export function flushPeople(world: SeedWorld) {
  for (const p of world.people.values()) {
    world.rows.users.push({
      id: p.id, username: p.username, passwordHash: null, firstname: p.firstname, lastname: p.lastname,
      email: p.email, phone: p.phone, memberNumber: p.memberNumber, city: p.city, protectedIdentity: p.protectedIdentity,
      workAssociationId: p.workAssociationId, workplaceId: p.workplaceId, gdprConsentAt: p.gdprConsentAt, createdAt: p.createdAt,
    });
  }
  for (const [userId, orgs] of world.memberships) {
    for (const [organisationId, role] of orgs) world.rows.memberships.push({ userId, organisationId, role });
  }
}
