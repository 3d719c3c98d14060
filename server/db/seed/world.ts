import type { MembershipRole, OrganisationKind } from '../schema';
import { seedTables, type SeedRows } from './tables';
import type { SeedVolumes } from './volumes';
import { organisationId } from './demoAccounts';
import { emailLocalPart, type City, type Region } from './places';

export interface Org { id: string; kind: OrganisationKind; name: string; region?: Region }
export interface Wp { id: string; associationId: string; name: string; corporationName: string; city: City }
export interface Person {
  id: string; firstname: string; lastname: string; username: string | null;
  email: string | null; phone: string | null; memberNumber: string | null; city: string | null;
  protectedIdentity: boolean; workAssociationId: string | null; workplaceId: string | null;
  gdprConsentAt: Date | null; createdAt: Date; demo: boolean;
}

/**
 * The seed under construction: the rows so far, and the organisations, workplaces, people and
 * memberships that the later steps (boards, cases, posts, documents) draw from.
 */
export class SeedWorld {
  readonly rows: SeedRows = Object.fromEntries(seedTables.map((t) => [t, []])) as unknown as SeedRows;

  readonly orgs = new Map<string, Org>();
  regional: Org[] = [];
  networkOrgs: Org[] = [];
  nationalOrgs: Org[] = [];
  secretariat!: Org;
  economist!: Org;
  readonly workplaces: Wp[] = [];
  readonly workplacesOf = new Map<string, Wp[]>();
  readonly wpById = new Map<string, Wp>();
  readonly people = new Map<string, Person>();
  readonly members: Person[] = [];
  bulkMembers: Person[] = [];
  /** Bulk members who may own cases (no protected identity). */
  caseOwners: Person[] = [];
  kanslister: string[] = [];
  economists: string[] = [];
  /** userId → organisationId → role, in insertion order. */
  readonly memberships = new Map<string, Map<string, MembershipRole>>();
  readonly membersOfOrg = new Map<string, string[]>();
  readonly boardOf = new Map<string, string[]>();
  readonly membersOfWp = new Map<string, string[]>();
  readonly repsOf = new Map<string, string[]>();
  private readonly usedEmails = new Set<string>();

  constructor(readonly volumes: SeedVolumes) {}

  org(name: string): Org {
    const org = this.orgs.get(organisationId(name));
    if (!org) throw new Error(`No seeded organisation "${name}"`);
    return org;
  }

  workplaceOf(associationName: string, index = 0): Wp {
    return this.workplacesOf.get(this.org(associationName).id)![index];
  }

  regionOf(wp: Wp): Region {
    return this.orgs.get(wp.associationId)!.region!;
  }

  email(firstname: string, lastname: string): string {
    const base = emailLocalPart(firstname, lastname);
    let candidate = `${base}@example.com`;
    for (let n = 2; this.usedEmails.has(candidate); n++) candidate = `${base}${n}@example.com`;
    this.usedEmails.add(candidate);
    return candidate;
  }

  setMembership(userId: string, orgId: string, role: MembershipRole) {
    let map = this.memberships.get(userId);
    if (!map) this.memberships.set(userId, (map = new Map()));
    const had = map.get(orgId);
    map.set(orgId, had === 'Styrelsemedlem' ? had : role);
    if (!had) this.membersOfOrg.get(orgId)!.push(userId);
    if (role === 'Styrelsemedlem' && had !== 'Styrelsemedlem') this.boardOf.get(orgId)!.push(userId);
  }

  roleIn(userId: string, orgId: string): MembershipRole | undefined {
    return this.memberships.get(userId)?.get(orgId);
  }

  addPerson(person: Person) {
    this.people.set(person.id, person);
    if (person.workplaceId) {
      this.members.push(person);
      this.membersOfWp.get(person.workplaceId)!.push(person.id);
    }
  }

  person(id: string): Person {
    const p = this.people.get(id);
    if (!p) throw new Error(`No seeded user ${id}`);
    return p;
  }

  board(orgId: string, except?: string): string[] {
    return this.boardOf.get(orgId)!.filter((id) => id !== except);
  }
}
