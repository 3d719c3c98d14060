import type { Insertable } from 'kysely';
import type { DB, MembershipRole, OrganisationKind } from '../schema';
import { CaseTypeCode, SubCategoryCode, tagCatalogue, typesWithTags } from '../../../src/domain/caseCatalogue';
import { CaseEventType, CaseStatus } from '../../../src/domain/caseStatus';
import { Random } from './random';
import {
  demoAccounts, demoOrganisationNames, ECONOMIST_NAME, organisationId, SECRETARIAT_NAME, SEED_ANCHOR, workplaceId,
  type DemoUsername,
} from './demoAccounts';
import {
  emailLocalPart, femaleFirstNames, fictionalPhone, lastNames, maleFirstNames, nationalAssociations, networks,
  regions, workplaceTemplates, type City, type Region,
} from './places';
import * as texts from './texts';
import { sampleFile, sampleFiles } from './sampleFiles';

/** The tables the seed fills, in an order that satisfies every foreign key (after the reference data). */
export const seedTables = [
  'organisations', 'workplaces', 'users', 'memberships', 'workplaceRepresentatives', 'blobs',
  'cases', 'caseSubCategories', 'caseTags', 'caseUsers', 'messages', 'notes', 'files', 'documents', 'auditLogs', 'caseReads',
  'posts', 'postOrganisations', 'postWorkplaces', 'postReads', 'courses', 'courseOrganisations', 'pages',
] as const;
export type SeedTable = (typeof seedTables)[number];
export type SeedRows = { [K in SeedTable]: Insertable<DB[K]>[] };

export interface SeedOptions {
  /** Multiplies the bulk volumes (members, cases, posts, courses, documents). Default 1. */
  scale?: number;
  /** 'small': every demo account and organisation, about a tenth of the bulk rows (fast tests). */
  volume?: 'full' | 'small';
}

export interface SeedVolumes { members: number; cases: number; posts: number; courses: number; documents: number }

/** Members include the six demo members; staff (secretariat, economists) come on top. */
export function seedVolumes(options: SeedOptions = {}): SeedVolumes {
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`The seed scale must be a positive number, not ${scale}`);
  const factor = (options.volume ?? 'full') === 'small' ? 0.1 : 1;
  const n = (base: number, minimum: number) => Math.max(minimum, Math.round(base * factor * scale));
  return { members: n(1500, 120), cases: n(2500, 60), posts: n(150, 12), courses: n(30, 3), documents: n(120, 12) };
}

const ANCHOR = SEED_ANCHOR.getTime();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HOUR = 60 * MINUTE;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ANCHOR_DAY = Math.floor(ANCHOR / DAY) * DAY;

/**
 * Moves a moment into office hours of its day (06–17 UTC; on the anchor's day 06 up to the
 * anchor), keeping the order of any two moments, so a time line stays a time line.
 */
function officeHours(ms: number): number {
  const day = Math.floor(ms / DAY) * DAY;
  const into = ms - day;
  const mapped = day >= ANCHOR_DAY
    ? day + 6 * HOUR + (into * (ANCHOR - ANCHOR_DAY - 6 * HOUR)) / (ANCHOR - ANCHOR_DAY)
    : day + 6 * HOUR + (into * 11) / 24;
  return Math.floor(mapped / 1000) * 1000;
}

const HEAD_OFFICE_TYPES: CaseTypeCode[] = [CaseTypeCode.COUNSELING, CaseTypeCode.YOUR_MEMBERSHIP, CaseTypeCode.OTHER];
const SECRETARIAT_STAFF = 14;
const SECRETARIAT_BOARD = 3;
const ECONOMISTS = 4;

interface Org { id: string; kind: OrganisationKind; name: string; region?: Region }
interface Wp { id: string; associationId: string; name: string; corporationName: string; city: City }
interface Person {
  id: string; firstname: string; lastname: string; username: string | null;
  email: string | null; phone: string | null; memberNumber: string | null; city: string | null;
  protectedIdentity: boolean; workAssociationId: string | null; workplaceId: string | null;
  gdprConsentAt: Date | null; createdAt: Date; demo: boolean;
}

type Status = 1 | 2 | 3;

interface CaseSpec {
  type: CaseTypeCode;
  status: Status;
  ownerId: string;
  /** Set when the secretariat created the case on behalf of the owner. */
  creatorId?: string;
  associationId?: string | null;
  workplaceId?: string | null;
  subCategories?: string[];
  tags?: string[];
  /** Administrators; otherwise picked from the pool. */
  admins?: string[];
  pool?: string[];
  flagged?: boolean;
  /** Deadline in days from the anchor (negative: past), null for none. */
  deadlineDays?: number | null;
  /** Whether the owner has an unread message (only when the last message is not the owner's). */
  ownerUnread?: boolean;
  ageDays?: number;
  invitation?: boolean;
}

interface TimedEvent { at: number; eventType: string; userId: string | null; data: Record<string, unknown> }

export function buildSeed(options: SeedOptions = {}): SeedRows {
  return new SeedBuilder(seedVolumes(options)).build();
}

class SeedBuilder {
  readonly rows: SeedRows = Object.fromEntries(seedTables.map((t) => [t, []])) as unknown as SeedRows;

  private readonly orgs = new Map<string, Org>();
  private regional: Org[] = [];
  private networkOrgs: Org[] = [];
  private nationalOrgs: Org[] = [];
  private secretariat!: Org;
  private economist!: Org;
  private readonly workplaces: Wp[] = [];
  private readonly workplacesOf = new Map<string, Wp[]>();
  private readonly wpById = new Map<string, Wp>();
  private readonly people = new Map<string, Person>();
  private readonly members: Person[] = [];
  private bulkMembers: Person[] = [];
  /** Bulk members who may own cases (no protected identity). */
  private caseOwners: Person[] = [];
  private kanslister: string[] = [];
  private economists: string[] = [];
  /** userId → organisationId → role, in insertion order. */
  private readonly memberships = new Map<string, Map<string, MembershipRole>>();
  private readonly membersOfOrg = new Map<string, string[]>();
  private readonly boardOf = new Map<string, string[]>();
  private readonly membersOfWp = new Map<string, string[]>();
  private readonly repsOf = new Map<string, string[]>();
  private readonly usedEmails = new Set<string>();

  constructor(private readonly volumes: SeedVolumes) {}

  build(): SeedRows {
    this.organisations();
    this.workplacesOfRegions();
    this.users();
    this.boards();
    this.flushPeople();
    this.blobs();
    this.cases();
    this.posts();
    this.courses();
    this.documents();
    this.pages();
    return this.rows;
  }

  // --- organisations and workplaces ----------------------------------------------------------

  private addOrg(kind: OrganisationKind, name: string, createdDaysAgo: number, externalId: string | null = null, region?: Region): Org {
    const org: Org = { id: organisationId(name), kind, name, region };
    this.orgs.set(org.id, org);
    this.membersOfOrg.set(org.id, []);
    this.boardOf.set(org.id, []);
    this.rows.organisations.push({ id: org.id, kind, name, externalId, createdAt: new Date(ANCHOR - createdDaysAgo * DAY) });
    return org;
  }

  private organisations() {
    const rng = new Random('organisations');
    this.regional = regions.map((r) => this.addOrg('psychology', r.association, rng.int(800, 4000), null, r));
    this.networkOrgs = networks.map((name) => this.addOrg('psychology', name, rng.int(300, 2000)));
    this.nationalOrgs = nationalAssociations.map((n) => this.addOrg('national', n.name, rng.int(800, 4000), n.externalId));
    this.secretariat = this.addOrg('secretariat', SECRETARIAT_NAME, 4000);
    this.economist = this.addOrg('economist', ECONOMIST_NAME, 4000);
  }

  private workplacesOfRegions() {
    regions.forEach((region, r) => {
      const association = this.regional[r];
      const list: Wp[] = [];
      for (let i = 0; i < region.workplaces; i++) {
        const city = region.cities[i % region.cities.length];
        const template = workplaceTemplates[(r * 5 + i) % workplaceTemplates.length];
        const { name, corporationName } = template(region, city);
        const wp: Wp = { id: workplaceId(region.key, i), associationId: association.id, name, corporationName, city };
        list.push(wp);
        this.workplaces.push(wp);
        this.wpById.set(wp.id, wp);
        this.membersOfWp.set(wp.id, []);
        this.repsOf.set(wp.id, []);
        this.rows.workplaces.push({ id: wp.id, associationId: wp.associationId, name, corporationName });
      }
      this.workplacesOf.set(association.id, list);
    });
  }

  private org(name: string): Org {
    const org = this.orgs.get(organisationId(name));
    if (!org) throw new Error(`No seeded organisation "${name}"`);
    return org;
  }

  private workplaceOf(associationName: string, index = 0): Wp {
    return this.workplacesOf.get(this.org(associationName).id)![index];
  }

  // --- users and memberships -----------------------------------------------------------------

  private email(firstname: string, lastname: string): string {
    const base = emailLocalPart(firstname, lastname);
    let candidate = `${base}@example.com`;
    for (let n = 2; this.usedEmails.has(candidate); n++) candidate = `${base}${n}@example.com`;
    this.usedEmails.add(candidate);
    return candidate;
  }

  private setMembership(userId: string, orgId: string, role: MembershipRole) {
    let map = this.memberships.get(userId);
    if (!map) this.memberships.set(userId, (map = new Map()));
    const had = map.get(orgId);
    map.set(orgId, had === 'Styrelsemedlem' ? had : role);
    if (!had) this.membersOfOrg.get(orgId)!.push(userId);
    if (role === 'Styrelsemedlem' && had !== 'Styrelsemedlem') this.boardOf.get(orgId)!.push(userId);
  }

  private roleIn(userId: string, orgId: string): MembershipRole | undefined {
    return this.memberships.get(userId)?.get(orgId);
  }

  private addPerson(person: Person) {
    this.people.set(person.id, person);
    if (person.workplaceId) {
      this.members.push(person);
      this.membersOfWp.get(person.workplaceId)!.push(person.id);
    }
  }

  private person(id: string): Person {
    const p = this.people.get(id);
    if (!p) throw new Error(`No seeded user ${id}`);
    return p;
  }

  private users() {
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
      const wp = this.workplaceOf(association, wpIndex);
      const person: Person = {
        id: account.id, firstname: account.firstname, lastname: account.lastname, username: account.username,
        email: this.email(account.firstname, account.lastname), phone: fictionalPhone(memberNumber), memberNumber: String(++memberNumber),
        city: wp.city.name, protectedIdentity: false, workAssociationId: wp.associationId, workplaceId: wp.id,
        gdprConsentAt: null, createdAt: new Date(ANCHOR - (600 + memberNumber % 7 * 100) * DAY), demo: true, ...extra,
      };
      this.addPerson(person);
      this.setMembership(person.id, wp.associationId, 'Member');
      return person;
    };
    const names = demoOrganisationNames;
    demoMember('medlem', names.medlemWorkAssociation, 0);
    demoMember('medlem-flera', names.medlemFleraWorkAssociation, 2);
    demoMember('styrelse', names.styrelseWorkAssociation, 0);
    demoMember('nationell', names.nationellWorkAssociation, 0, { gdprConsentAt: consent });
    demoMember('ombud', names.ombudWorkAssociation, 0, { gdprConsentAt: consent });
    demoMember('skyddad', names.ombudWorkAssociation, 0, { protectedIdentity: true, city: null, phone: null, email: null });

    const national = (n: string) => this.org(n).id;
    this.setMembership(d.medlem.id, national('Sveriges Skolpsykologers Förening'), 'Member');
    this.setMembership(d.medlem.id, national('Sveriges Kliniska Psykologers Förening'), 'Member');
    this.setMembership(d['medlem-flera'].id, national('Sveriges Neuropsykologers Förening'), 'Member');
    this.setMembership(d.styrelse.id, this.org(names.styrelseBoardOf).id, 'Styrelsemedlem');
    this.setMembership(d.styrelse.id, this.org('Nätverket för unga psykologer').id, 'Member');
    this.setMembership(d.styrelse.id, this.org('Nätverket för psykologer i chefsposition').id, 'Member');
    this.setMembership(d.styrelse.id, national('Sveriges Neuropsykologers Förening'), 'Member');
    this.setMembership(d.styrelse.id, national('Sveriges Organisationspsykologers Förening'), 'Member');
    this.setMembership(d.nationell.id, national(names.nationellBoardOf), 'Styrelsemedlem');
    this.setMembership(d.nationell.id, national('Sveriges Rättspsykologers Förening'), 'Member');
    const ombudWp = this.workplaceOf(names.ombudWorkAssociation);
    this.setMembership(d.ombud.id, ombudWp.associationId, 'Styrelsemedlem');
    this.repsOf.get(ombudWp.id)!.push(d.ombud.id);
    this.setMembership(d.ombud.id, national('Sveriges Barn- och Ungdomspsykologers Förening'), 'Member');

    // Staff: the secretariat and the economists (no work association, no member number).
    const staff = (account: { id: string; username: string; firstname: string; lastname: string } | null, org: Org, role: MembershipRole) => {
      const n = account ?? { id: rng.uuid(), username: null, ...name() };
      const person: Person = {
        id: n.id, firstname: n.firstname, lastname: n.lastname, username: account?.username ?? null,
        email: this.email(n.firstname, n.lastname), phone: fictionalPhone(rng.int(0, 94)), memberNumber: null, city: 'Stockholm',
        protectedIdentity: false, workAssociationId: null, workplaceId: null, gdprConsentAt: null,
        createdAt: new Date(ANCHOR - rng.int(100, 3000) * DAY), demo: Boolean(account),
      };
      this.addPerson(person);
      this.setMembership(person.id, org.id, role);
      return person.id;
    };
    this.kanslister = [staff(d.kanslist, this.secretariat, 'Member'), staff(d['kansli-styrelse'], this.secretariat, 'Styrelsemedlem')];
    for (let i = 2; i < SECRETARIAT_STAFF; i++) {
      this.kanslister.push(staff(null, this.secretariat, i < SECRETARIAT_BOARD + 1 ? 'Styrelsemedlem' : 'Member'));
    }
    this.economists = [staff(d.ekonom, this.economist, 'Member')];
    for (let i = 1; i < ECONOMISTS; i++) this.economists.push(staff(null, this.economist, 'Member'));

    // Bulk members: at least a few on every workplace, the rest by weight.
    const bulk = this.volumes.members - this.members.length;
    const perWorkplace = bulk >= this.workplaces.length * 5 ? 5 : 1;
    const weights = this.workplaces.map((wp) => [wp, rng.int(1, 8)] as const);
    for (let i = 0; i < bulk; i++) {
      const wp = i < this.workplaces.length * perWorkplace ? this.workplaces[i % this.workplaces.length] : rng.weighted(weights);
      const { firstname, lastname } = name();
      const isProtected = rng.chance(0.005);
      const person: Person = {
        id: rng.uuid(), firstname, lastname, username: null,
        email: isProtected ? null : this.email(firstname, lastname),
        phone: isProtected || rng.chance(0.1) ? null : fictionalPhone(i),
        memberNumber: String(++memberNumber),
        city: isProtected ? null : rng.chance(0.8) ? wp.city.name : rng.pick(this.regionOf(wp).cities).name,
        protectedIdentity: isProtected, workAssociationId: wp.associationId, workplaceId: wp.id,
        gdprConsentAt: null, createdAt: new Date(ANCHOR - rng.int(30, 9000) * DAY), demo: false,
      };
      this.addPerson(person);
      this.bulkMembers.push(person);
      this.setMembership(person.id, wp.associationId, 'Member');
      if (rng.chance(0.12)) this.setMembership(person.id, rng.pick(this.networkOrgs).id, 'Member');
      if (rng.chance(0.3)) {
        for (const org of rng.sample(this.nationalOrgs, rng.chance(0.3) ? 2 : 1)) this.setMembership(person.id, org.id, 'Member');
      }
    }
    // Every network and national association has a few members, also in the small volume.
    for (const org of [...this.networkOrgs, ...this.nationalOrgs]) {
      while (this.membersOfOrg.get(org.id)!.length < 8) this.setMembership(rng.pick(this.bulkMembers).id, org.id, 'Member');
    }
    this.caseOwners = this.bulkMembers.filter((p) => !p.protectedIdentity);
  }

  private regionOf(wp: Wp): Region {
    return this.orgs.get(wp.associationId)!.region!;
  }

  /** Union representatives of every workplace, and the boards of every association. */
  private boards() {
    const rng = new Random('boards');
    const ordinary = (ids: string[], orgId: string) =>
      ids.filter((id) => !this.person(id).demo && !this.person(id).protectedIdentity && this.roleIn(id, orgId) !== 'Styrelsemedlem');
    for (const wp of this.workplaces) {
      const reps = this.repsOf.get(wp.id)!;
      const wanted = reps.length > 0 ? 1 : rng.int(1, 2);
      for (const id of rng.sample(ordinary(this.membersOfWp.get(wp.id)!, wp.associationId), wanted)) {
        reps.push(id);
        this.setMembership(id, wp.associationId, 'Styrelsemedlem');
      }
    }
    for (const wp of this.workplaces) {
      for (const userId of this.repsOf.get(wp.id)!) this.rows.workplaceRepresentatives.push({ workplaceId: wp.id, userId });
    }
    // A regional board: the representatives of its workplaces and sometimes someone from elsewhere.
    for (const org of this.regional) {
      if (rng.chance(0.4)) {
        const outsider = rng.pick(this.caseOwners.filter((p) => p.workAssociationId !== org.id));
        this.setMembership(outsider.id, org.id, 'Styrelsemedlem');
      }
    }
    for (const org of [...this.networkOrgs, ...this.nationalOrgs]) {
      const wanted = rng.int(3, 4) - this.boardOf.get(org.id)!.length;
      for (const id of rng.sample(ordinary(this.membersOfOrg.get(org.id)!, org.id), wanted)) this.setMembership(id, org.id, 'Styrelsemedlem');
    }
    // Most board members have accepted the GDPR information; styrelse has not.
    for (const org of this.orgs.values()) {
      if (org.kind !== 'psychology' && org.kind !== 'national') continue;
      for (const id of this.boardOf.get(org.id)!) {
        const p = this.person(id);
        if (!p.demo && !p.gdprConsentAt && rng.chance(0.85)) p.gdprConsentAt = new Date(ANCHOR - rng.int(1, 500) * DAY);
      }
    }
  }

  private flushPeople() {
    for (const p of this.people.values()) {
      this.rows.users.push({
        id: p.id, username: p.username, passwordHash: null, firstname: p.firstname, lastname: p.lastname,
        email: p.email, phone: p.phone, memberNumber: p.memberNumber, city: p.city, protectedIdentity: p.protectedIdentity,
        workAssociationId: p.workAssociationId, workplaceId: p.workplaceId, gdprConsentAt: p.gdprConsentAt, createdAt: p.createdAt,
      });
    }
    for (const [userId, orgs] of this.memberships) {
      for (const [organisationId, role] of orgs) this.rows.memberships.push({ userId, organisationId, role });
    }
  }

  private blobs() {
    for (const file of sampleFiles()) {
      this.rows.blobs.push({ sha256: file.sha256, size: file.size, createdAt: SEED_ANCHOR });
    }
  }

  private addFile(key: string, fileName: string, uploadedBy: string, at: number, kind: 'case' | 'note' | 'document',
    rng: Random, link: { caseId?: string; messageId?: string; noteId?: string } = {}): string {
    const blob = sampleFile(key);
    const id = rng.uuid();
    this.rows.files.push({
      id, blobSha256: blob.sha256, fileName, contentType: blob.contentType, size: blob.size, uploadedByUserId: uploadedBy,
      uploadedAt: new Date(at), kind, caseId: link.caseId ?? null, messageId: link.messageId ?? null, noteId: link.noteId ?? null,
    });
    return id;
  }

  // --- cases ---------------------------------------------------------------------------------

  private board(orgId: string, except?: string): string[] {
    return this.boardOf.get(orgId)!.filter((id) => id !== except);
  }

  private randomSubCategories(rng: Random, type: CaseTypeCode): string[] {
    if (type === CaseTypeCode.COUNSELING) {
      return rng.chance(0.85) ? [rng.pick([SubCategoryCode.SALARY, SubCategoryCode.WORK_ENVIRONMENT, SubCategoryCode.EMPLOYMENT_TERMS, SubCategoryCode.LICENSE])] : [];
    }
    if (type === CaseTypeCode.YOUR_MEMBERSHIP) {
      return rng.weighted<string[]>([
        [[SubCategoryCode.ECONOMY], 35],
        [[SubCategoryCode.MEMBER_BENEFITS], 20],
        [[SubCategoryCode.ECONOMY, SubCategoryCode.MEMBER_BENEFITS], 10],
        [[SubCategoryCode.MEMBERSHIP_CHANGE], 25],
        [[], 10],
      ]);
    }
    return [];
  }

  private randomTags(rng: Random, type: CaseTypeCode): string[] {
    if (!typesWithTags.includes(type) || !rng.chance(0.35)) return [];
    const applicable = tagCatalogue.filter((t) => t.caseType === null || t.caseType === type).map((t) => t.type);
    return rng.sample(applicable, rng.chance(0.25) ? 2 : 1);
  }

  /** The people who handle a case of this kind, besides the owner. */
  private handlerPool(type: CaseTypeCode, subCategories: string[], ownerId: string, associationId: string | null, workplaceId: string | null, rng: Random): string[] {
    switch (type) {
      case CaseTypeCode.YOUR_MEMBERSHIP:
        return !subCategories.includes(SubCategoryCode.MEMBER_BENEFITS) && rng.chance(0.6) ? this.economists : this.kanslister;
      case CaseTypeCode.COUNSELING:
      case CaseTypeCode.OTHER:
        return this.kanslister;
      default: {
        if (!associationId) return this.kanslister;
        const board = this.board(associationId, ownerId);
        if (workplaceId) {
          const reps = this.repsOf.get(workplaceId)!.filter((id) => id !== ownerId);
          return reps.length > 0 ? reps : board;
        }
        return board;
      }
    }
  }

  private cases() {
    const demo = this.demoCases();
    const rng = new Random('cases');
    const demoRng = new Random('demo-cases');
    for (const spec of demo.slice(0, this.volumes.cases)) this.addCase(demoRng, spec);

    const boardMatterOrgs = [...this.regional, ...this.networkOrgs, ...this.nationalOrgs].filter((o) => this.boardOf.get(o.id)!.length >= 2);
    const withNationals = this.caseOwners.filter((p) => [...this.memberships.get(p.id)!.keys()].some((id) => this.orgs.get(id)!.kind === 'national'));
    for (let i = demo.length; i < this.volumes.cases; i++) {
      const type = rng.weighted<CaseTypeCode>([
        [CaseTypeCode.COUNSELING, 25], [CaseTypeCode.YOUR_MEMBERSHIP, 20], [CaseTypeCode.OTHER, 10],
        [CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, 22], [CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION, 10],
        [CaseTypeCode.BOARD_MATTER, 13],
      ]);
      const status = rng.weighted<Status>([[CaseStatus.CREATED, 28], [CaseStatus.IN_PROGRESS, 37], [CaseStatus.CLOSED, 35]]);
      if (HEAD_OFFICE_TYPES.includes(type)) {
        const owner = rng.pick(this.caseOwners);
        this.addCase(rng, { type, status, ownerId: owner.id, creatorId: rng.chance(0.08) ? rng.pick(this.kanslister) : undefined });
      } else if (type === CaseTypeCode.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION) {
        const owner = rng.pick(this.caseOwners);
        this.addCase(rng, { type, status, ownerId: owner.id, associationId: owner.workAssociationId, workplaceId: rng.chance(0.75) ? owner.workplaceId : null });
      } else if (type === CaseTypeCode.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION) {
        const owner = rng.pick(withNationals);
        const nationals = [...this.memberships.get(owner.id)!.keys()].filter((id) => this.orgs.get(id)!.kind === 'national');
        this.addCase(rng, { type, status, ownerId: owner.id, associationId: rng.pick(nationals) });
      } else {
        const org = rng.pick(boardMatterOrgs);
        this.addCase(rng, { type, status, ownerId: rng.pick(this.boardOf.get(org.id)!), associationId: org.id });
      }
    }
  }

  /** Cases the demo accounts need to see: own cases, board cases, workplace cases, membership cases. */
  private demoCases(): CaseSpec[] {
    const rng = new Random('demo-case-owners');
    const d = demoAccounts;
    const n = demoOrganisationNames;
    const { CREATED, IN_PROGRESS, CLOSED } = CaseStatus;
    const T = CaseTypeCode;
    const S = SubCategoryCode;
    const orgId = (name: string) => this.org(name).id;
    const ordinaryMember = (org: string, wp?: Wp) => {
      const id = orgId(org);
      const candidates = (wp ? this.membersOfWp.get(wp.id)! : this.membersOfOrg.get(id)!)
        .filter((u) => !this.person(u).demo && !this.person(u).protectedIdentity && this.roleIn(u, id) === 'Member');
      return rng.pick(candidates.length > 0 ? candidates : this.caseOwners.map((p) => p.id));
    };
    const anyMember = () => rng.pick(this.caseOwners).id;
    const stockholm = n.styrelseBoardOf;
    const stockholmBoard = this.board(orgId(stockholm), d.styrelse.id);
    const kalmarWp = this.workplaceOf(n.ombudWorkAssociation);
    const stockholmWp = this.workplaceOf(stockholm, 1);
    return [
      // medlem: own cases of several types and statuses, one with an unread reply.
      { type: T.COUNSELING, subCategories: [S.SALARY], status: IN_PROGRESS, ownerId: d.medlem.id, admins: [d.kanslist.id], flagged: true, deadlineDays: 10, ownerUnread: true, ageDays: 12, tags: ['SALARY_REVIEW'] },
      { type: T.YOUR_MEMBERSHIP, subCategories: [S.ECONOMY], status: CREATED, ownerId: d.medlem.id, admins: [], ageDays: 2, flagged: false, deadlineDays: null },
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: IN_PROGRESS, ownerId: d.medlem.id, associationId: orgId(n.medlemWorkAssociation), workplaceId: this.workplaceOf(n.medlemWorkAssociation).id, ownerUnread: false, ageDays: 20 },
      { type: T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION, status: CREATED, ownerId: d.medlem.id, associationId: orgId(n.nationellBoardOf), admins: [], ageDays: 3 },
      { type: T.OTHER, status: CLOSED, ownerId: d.medlem.id, admins: [d['kansli-styrelse'].id], ageDays: 90, ownerUnread: false },
      { type: T.COUNSELING, subCategories: [S.WORK_ENVIRONMENT], status: IN_PROGRESS, ownerId: d.medlem.id, creatorId: d.kanslist.id, ageDays: 30, deadlineDays: -5 },
      { type: T.YOUR_MEMBERSHIP, subCategories: [S.MEMBER_BENEFITS], status: CLOSED, ownerId: d.medlem.id, ageDays: 200 },
      // medlem-flera
      { type: T.COUNSELING, subCategories: [S.EMPLOYMENT_TERMS], status: CREATED, ownerId: d['medlem-flera'].id, admins: [], ageDays: 1 },
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: IN_PROGRESS, ownerId: d['medlem-flera'].id, associationId: orgId(n.medlemFleraWorkAssociation), workplaceId: this.person(d['medlem-flera'].id).workplaceId, ageDays: 15 },
      // styrelse: cases addressed to the board of Region Stockholm.
      { type: T.BOARD_MATTER, status: IN_PROGRESS, ownerId: rng.pick(stockholmBoard), associationId: orgId(stockholm), admins: [d.styrelse.id], ageDays: 25, deadlineDays: 14 },
      { type: T.BOARD_MATTER, status: CREATED, ownerId: d.styrelse.id, associationId: orgId(stockholm), admins: [], ageDays: 4 },
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: CREATED, ownerId: ordinaryMember(stockholm), associationId: orgId(stockholm), workplaceId: null, admins: [], ageDays: 2 },
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: IN_PROGRESS, ownerId: ordinaryMember(stockholm), associationId: orgId(stockholm), workplaceId: null, admins: [d.styrelse.id], ageDays: 18, invitation: true },
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: CLOSED, ownerId: ordinaryMember(stockholm, stockholmWp), associationId: orgId(stockholm), workplaceId: stockholmWp.id, ageDays: 60 },
      // nationell: the board of Sveriges Skolpsykologers Förening.
      { type: T.BOARD_MATTER, status: IN_PROGRESS, ownerId: d.nationell.id, associationId: orgId(n.nationellBoardOf), ageDays: 20 },
      { type: T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION, status: IN_PROGRESS, ownerId: ordinaryMember(n.nationellBoardOf), associationId: orgId(n.nationellBoardOf), admins: [d.nationell.id], ageDays: 9 },
      { type: T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION, status: CLOSED, ownerId: ordinaryMember(n.nationellBoardOf), associationId: orgId(n.nationellBoardOf), admins: [d.nationell.id], ageDays: 120 },
      // ombud: cases to the representatives of the workplace.
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: CREATED, ownerId: ordinaryMember(n.ombudWorkAssociation, kalmarWp), associationId: kalmarWp.associationId, workplaceId: kalmarWp.id, admins: [], ageDays: 1 },
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: IN_PROGRESS, ownerId: ordinaryMember(n.ombudWorkAssociation, kalmarWp), associationId: kalmarWp.associationId, workplaceId: kalmarWp.id, admins: [d.ombud.id], ageDays: 14, flagged: true },
      { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: CLOSED, ownerId: ordinaryMember(n.ombudWorkAssociation, kalmarWp), associationId: kalmarWp.associationId, workplaceId: kalmarWp.id, admins: [d.ombud.id], ageDays: 100 },
      { type: T.BOARD_MATTER, status: IN_PROGRESS, ownerId: d.ombud.id, associationId: kalmarWp.associationId, ageDays: 10 },
      // ekonom: membership cases it may see, and MEMBER_BENEFITS ones it may not.
      { type: T.YOUR_MEMBERSHIP, subCategories: [S.ECONOMY], status: IN_PROGRESS, ownerId: anyMember(), admins: [d.ekonom.id], ageDays: 8, deadlineDays: 3 },
      { type: T.YOUR_MEMBERSHIP, subCategories: [S.ECONOMY, S.MEMBER_BENEFITS], status: CREATED, ownerId: anyMember(), admins: [], ageDays: 2 },
      { type: T.YOUR_MEMBERSHIP, subCategories: [S.MEMBER_BENEFITS], status: IN_PROGRESS, ownerId: anyMember(), admins: [d.kanslist.id], ageDays: 6 },
      { type: T.YOUR_MEMBERSHIP, subCategories: [S.MEMBERSHIP_CHANGE], status: CREATED, ownerId: anyMember(), admins: [], ageDays: 1 },
      { type: T.YOUR_MEMBERSHIP, subCategories: [S.ECONOMY], status: CLOSED, ownerId: anyMember(), admins: [d.ekonom.id], ageDays: 75 },
      // kanslist and kansli-styrelse
      { type: T.OTHER, status: CREATED, ownerId: anyMember(), admins: [], ageDays: 0.2 },
      { type: T.COUNSELING, subCategories: [S.LICENSE], status: IN_PROGRESS, ownerId: anyMember(), admins: [d.kanslist.id, d['kansli-styrelse'].id], ageDays: 11, tags: ['URGENT'], flagged: true },
      { type: T.COUNSELING, subCategories: [S.SALARY], status: CLOSED, ownerId: anyMember(), admins: [d.kanslist.id], ageDays: 45 },
    ];
  }

  private addCase(rng: Random, spec: CaseSpec): string {
    const { type, status, ownerId } = spec;
    const id = rng.uuid();
    const creatorId = spec.creatorId ?? ownerId;
    const onBehalf = creatorId !== ownerId;
    const owner = this.person(ownerId);
    const headOffice = HEAD_OFFICE_TYPES.includes(type);
    const associationId = spec.associationId ?? null;
    const workplaceId = spec.workplaceId ?? null;
    const subCategories = spec.subCategories ?? this.randomSubCategories(rng, type);
    const tags = spec.tags ?? this.randomTags(rng, type);
    const pool = (spec.pool ?? this.handlerPool(type, subCategories, ownerId, associationId, workplaceId, rng)).filter((u) => u !== ownerId);

    // Time line: created, then everything strictly later, closed last; nothing after the anchor.
    const ageMinutes = spec.ageDays !== undefined ? Math.round(spec.ageDays * 1440)
      : status === CaseStatus.CREATED ? rng.int(60, 30 * 1440)
        : status === CaseStatus.IN_PROGRESS ? rng.int(2 * 1440, 150 * 1440) : rng.int(10 * 1440, 700 * 1440);
    const rawCreatedAt = ANCHOR - ageMinutes * MINUTE;
    const createdAt = officeHours(rawCreatedAt);
    const spanMinutes = status === CaseStatus.CLOSED
      ? Math.max(2, Math.min(rng.int(60, 60 * 1440), Math.floor(ageMinutes * 0.9)))
      : Math.max(2, Math.floor(ageMinutes * (0.6 + 0.38 * rng.next())));
    const end = officeHours(rawCreatedAt + spanMinutes * MINUTE);
    const later = () => officeHours(rawCreatedAt + rng.int(1, spanMinutes - 1) * MINUTE);

    // Administrators and invited users.
    let admins = spec.admins ? [...spec.admins] : status === CaseStatus.CREATED
      ? (rng.chance(0.3) && pool.length ? [rng.pick(pool)] : [])
      : rng.sample(pool, rng.chance(0.2) ? 2 : 1);
    if (onBehalf && !admins.includes(creatorId)) admins = [creatorId, ...admins];
    const invited = status !== CaseStatus.CREATED && rng.chance(0.1) ? rng.sample(pool.filter((u) => !admins.includes(u)), 1) : [];

    // Messages: the creator's first, then handler replies and owner follow-ups.
    const messageCount = status === CaseStatus.CREATED ? (rng.chance(0.25) ? 2 : 1) : rng.int(2, 6);
    const times = [createdAt, ...Array.from({ length: messageCount - 1 }, later).sort((a, b) => a - b)].map((t, i) => t + i * 1000);
    const boardMatter = type === CaseTypeCode.BOARD_MATTER;
    const senders = times.map((_, i) => {
      if (i === 0) return creatorId;
      if (status === CaseStatus.CREATED) return ownerId;
      if (boardMatter) return rng.pick([ownerId, ...admins, ...pool.slice(0, 3)]);
      return i % 2 === 1 && admins.length > 0 ? admins[((i - 1) / 2) % admins.length] : ownerId;
    });

    const wp = owner.workplaceId ? this.wpById.get(owner.workplaceId) : undefined;
    const vars = {
      firstname: owner.firstname,
      workplace: wp?.name ?? 'min arbetsplats',
      employer: wp?.corporationName ?? 'arbetsgivaren',
      city: wp?.city.name ?? 'Stockholm',
      association: associationId ? this.orgs.get(associationId)!.name : 'föreningen',
    };
    const topic = texts.caseTopics[subCategories.length ? `${type}:${subCategories[0]}` : type] ?? texts.caseTopics[type];
    const title = texts.fill(rng.pick(topic.titles), vars);
    const body = texts.fill(rng.pick(topic.bodies), vars);
    const signature = (userId: string) => { const p = this.person(userId); return `${p.firstname} ${p.lastname}`; };

    const events: TimedEvent[] = [];
    const messages: { id: string; at: number; sender: string }[] = [];
    times.forEach((at, i) => {
      const sender = senders[i];
      let text: string;
      if (i === 0) {
        text = onBehalf
          ? `Ärendet är registrerat av kansliet efter ett telefonsamtal med ${owner.firstname} ${owner.lastname}.\n\n${body}`
          : `Hej!\n\n${body}\n\nMed vänliga hälsningar\n${signature(sender)}`;
      } else if (boardMatter) {
        text = `${rng.pick(texts.boardReplies)}\n\n${signature(sender)}`;
      } else if (sender === ownerId) {
        text = rng.pick(texts.ownerFollowUps);
      } else {
        text = `${texts.fill(rng.pick(texts.handlerReplies), vars)}\n\nHälsningar\n${signature(sender)}`;
      }
      const messageId = rng.uuid();
      messages.push({ id: messageId, at, sender });
      this.rows.messages.push({ id: messageId, caseId: id, senderUserId: sender, body: text, createdAt: new Date(at) });
      if (rng.chance(i === 0 ? 0.2 : 0.08)) {
        const attachment = rng.pick(texts.messageAttachments);
        this.addFile(attachment.key, attachment.fileName, sender, at, 'case', rng, { caseId: id, messageId });
      }
    });

    events.push({
      at: createdAt,
      eventType: onBehalf ? CaseEventType.CREATED_FOR_ANOTHER_USER : CaseEventType.CREATED,
      userId: creatorId,
      data: onBehalf ? { ownerUserId: ownerId } : {},
    });
    const firstReply = messages.find((m) => m.sender !== creatorId && m.sender !== ownerId)?.at ?? end;
    if (headOffice && status !== CaseStatus.CREATED && rng.chance(0.06) && admins.length) {
      const from = rng.pick(HEAD_OFFICE_TYPES.filter((t) => t !== type));
      events.push({ at: createdAt + Math.max(1, Math.floor((firstReply - createdAt) / 3 / MINUTE)) * MINUTE, eventType: CaseEventType.CHANGED_CASE_TYPE, userId: admins[0], data: { fromCaseType: from, toCaseType: type } });
    }
    const addedAt = new Map<string, number>();
    for (const userId of admins) {
      const at = userId === creatorId ? createdAt + 1000 : Math.max(createdAt + MINUTE, Math.min(later(), firstReply - MINUTE));
      addedAt.set(userId, at);
      events.push({ at, eventType: CaseEventType.USER_ADDED, userId: admins[0], data: { addedUserId: userId, isAdministrating: true } });
    }
    for (const userId of invited) {
      const at = later();
      addedAt.set(userId, at);
      events.push({ at, eventType: CaseEventType.USER_ADDED, userId: admins[0] ?? ownerId, data: { addedUserId: userId, isAdministrating: false } });
    }
    for (const userId of [...admins, ...invited]) {
      this.rows.caseUsers.push({ caseId: id, userId, isAdministrating: admins.includes(userId), addedAt: new Date(addedAt.get(userId)!) });
    }

    const flagger = admins[0] ?? pool[0] ?? ownerId;
    const flagged = spec.flagged ?? rng.chance(0.12);
    if (flagged) {
      events.push({ at: later(), eventType: CaseEventType.CASE_FLAGGED, userId: flagger, data: {} });
    } else if (status !== CaseStatus.CREATED && rng.chance(0.05)) {
      const a = later();
      const b = later();
      events.push({ at: Math.min(a, b), eventType: CaseEventType.CASE_FLAGGED, userId: flagger, data: {} });
      events.push({ at: Math.max(a, b) + 1000, eventType: CaseEventType.CASE_UNFLAGGED, userId: flagger, data: {} });
    }

    // Notes of the handlers, some with a file.
    const noteTimes: number[] = [];
    if (status !== CaseStatus.CREATED && admins.length > 0 && rng.chance(0.25)) {
      const noteCount = rng.int(1, 2);
      for (let k = 0; k < noteCount; k++) {
        const noteId = rng.uuid();
        const author = rng.pick(admins);
        const at = later();
        this.rows.notes.push({ id: noteId, caseId: id, authorUserId: author, text: rng.pick(texts.noteTexts), createdAt: new Date(at) });
        noteTimes.push(at);
        if (rng.chance(0.3)) {
          const attachment = rng.pick(texts.noteAttachments);
          this.addFile(attachment.key, attachment.fileName, author, at, 'note', rng, { caseId: id, noteId });
        }
      }
    }

    if (status === CaseStatus.CLOSED) {
      events.push({ at: Math.max(end, times[times.length - 1] + MINUTE), eventType: CaseEventType.CASE_CLOSED, userId: admins[0] ?? ownerId, data: {} });
    }

    const lastActivity = Math.max(...events.map((e) => e.at), ...times, ...noteTimes);
    const audit = events.map((e, order) => ({ e, order })).sort((a, b) => a.e.at - b.e.at || a.order - b.order);
    for (const { e } of audit) {
      this.rows.auditLogs.push({ caseId: id, eventType: e.eventType, userId: e.userId, data: e.data, occurredAt: new Date(e.at) });
    }

    let deadline: string | null;
    if (spec.deadlineDays !== undefined) deadline = spec.deadlineDays === null ? null : isoDate(ANCHOR + spec.deadlineDays * DAY);
    else deadline = rng.chance(0.25) ? isoDate(createdAt + rng.int(5, 60) * DAY) : null;

    const invitation = !headOffice && (spec.invitation ?? rng.chance(0.06));
    this.rows.cases.push({
      id, title, caseType: type, status, createdAt: new Date(createdAt), updatedAt: new Date(lastActivity), deadline, flagged,
      ownerUserId: ownerId, createdByUserId: creatorId, associationId, workplaceId,
      shouldBeHandledByKanslist: headOffice || invitation, invitationFromBoardMember: invitation,
      lockedByUserId: null, lockExpiresAt: null,
    });
    for (const subCategory of subCategories) this.rows.caseSubCategories.push({ caseId: id, subCategory });
    for (const tagType of tags) this.rows.caseTags.push({ caseId: id, tagType });

    // Unread state: a participant has read up to the last message, or (some) only up to the one before.
    const last = messages[messages.length - 1];
    const previous = messages.length > 1 ? messages[messages.length - 2].at : null;
    for (const userId of new Set([ownerId, ...admins, ...invited])) {
      let readAt: number | null;
      if (last.sender === userId) readAt = last.at;
      else {
        const unread = userId === ownerId ? spec.ownerUnread ?? rng.chance(0.25) : rng.chance(0.3);
        readAt = unread ? previous : Math.min(ANCHOR, last.at + rng.int(5, 3 * 1440) * MINUTE);
      }
      if (readAt !== null) this.rows.caseReads.push({ caseId: id, userId, readAt: new Date(readAt) });
    }
    return id;
  }

  // --- posts, courses, documents, pages --------------------------------------------------------

  private posts() {
    const rng = new Random('posts');
    const everyone = [...this.people.keys()];
    const n = demoOrganisationNames;
    type Kind = 'general' | 'association' | 'national' | 'board' | 'workplace' | 'intranet' | 'intranetBoard';
    const plan: { kind: Kind; org?: Org; wp?: Wp }[] = [
      { kind: 'general' },
      { kind: 'association', org: this.org(n.medlemWorkAssociation) },
      { kind: 'board', org: this.org(n.styrelseBoardOf) },
      { kind: 'workplace', wp: this.workplaceOf(n.ombudWorkAssociation) },
      { kind: 'workplace', wp: this.wpById.get(this.person(demoAccounts['medlem-flera'].id).workplaceId!) },
      { kind: 'national', org: this.org(n.nationellBoardOf) },
      { kind: 'board', org: this.org(n.nationellBoardOf) },
      { kind: 'intranet' },
      { kind: 'intranetBoard' },
      { kind: 'association', org: this.org(n.styrelseBoardOf) },
    ];
    const associations = [...this.regional, ...this.networkOrgs];
    for (let i = 0; i < this.volumes.posts; i++) {
      const planned = plan[i] ?? {
        kind: rng.weighted<Kind>([['general', 20], ['association', 25], ['national', 10], ['board', 12], ['workplace', 13], ['intranet', 13], ['intranetBoard', 7]]),
      };
      const id = rng.uuid();
      const publishedAt = officeHours(ANCHOR - rng.int(60, 365 * 1440) * MINUTE);
      let text: texts.PostText;
      let orgIds: string[] = [];
      let wpIds: string[] = [];
      let author: string | null;
      let audience: string[];
      let isBoardPost = false;
      switch (planned.kind) {
        case 'general':
          text = rng.pick(texts.generalPosts); author = rng.pick(this.kanslister); audience = everyone;
          break;
        case 'association':
        case 'national': {
          const org = planned.org ?? rng.pick(planned.kind === 'national' ? this.nationalOrgs : associations);
          orgIds = [org.id];
          if (planned.kind === 'association' && !planned.org && rng.chance(0.15)) {
            const other = rng.pick(associations);
            if (other.id !== org.id) orgIds.push(other.id);
          }
          text = rng.pick(texts.associationPosts);
          author = rng.pick(this.boardOf.get(org.id)!.length ? this.boardOf.get(org.id)! : this.kanslister);
          audience = [...new Set(orgIds.flatMap((o) => this.membersOfOrg.get(o)!))];
          break;
        }
        case 'board': {
          const org = planned.org ?? rng.pick([...associations, ...this.nationalOrgs]);
          orgIds = [org.id]; isBoardPost = true;
          text = rng.pick(texts.boardPosts);
          audience = this.boardOf.get(org.id)!;
          author = audience.length ? rng.pick(audience) : rng.pick(this.kanslister);
          break;
        }
        case 'workplace': {
          const wp = planned.wp ?? rng.pick(this.workplaces);
          orgIds = [wp.associationId]; wpIds = [wp.id];
          text = rng.pick(texts.workplacePosts);
          const reps = this.repsOf.get(wp.id)!;
          author = reps.length ? rng.pick(reps) : rng.pick(this.boardOf.get(wp.associationId)!.concat(this.kanslister));
          audience = this.membersOfWp.get(wp.id)!;
          break;
        }
        case 'intranet':
          orgIds = [this.secretariat.id]; text = rng.pick(texts.intranetPosts); author = rng.pick(this.kanslister);
          audience = this.membersOfOrg.get(this.secretariat.id)!;
          break;
        case 'intranetBoard':
          orgIds = [this.secretariat.id]; isBoardPost = true; text = rng.pick(texts.intranetBoardPosts);
          audience = this.boardOf.get(this.secretariat.id)!; author = rng.pick(audience);
          break;
      }
      const firstOrg = orgIds.length ? this.orgs.get(orgIds[0]) : undefined;
      const firstWp = wpIds.length ? this.wpById.get(wpIds[0]) : undefined;
      const vars = {
        org: firstOrg?.name ?? 'förbundet',
        city: firstWp?.city.name ?? firstOrg?.region?.cities[0].name ?? 'Stockholm',
        workplace: firstWp?.name ?? 'arbetsplatsen',
      };
      this.rows.posts.push({
        id, title: texts.fill(text.title, vars), preamble: texts.fill(text.preamble, vars), body: texts.fill(text.body, vars),
        isBoardPost, authorUserId: author, publishedAt: new Date(publishedAt),
      });
      for (const organisationId of orgIds) this.rows.postOrganisations.push({ postId: id, organisationId });
      for (const workplaceId of wpIds) this.rows.postWorkplaces.push({ postId: id, workplaceId });

      // Readers: about half of the demo accounts who may see it, and a few others.
      const readers = new Set<string>();
      const audienceSet = audience === everyone ? null : new Set(audience);
      for (const account of Object.values(demoAccounts)) {
        if ((audienceSet === null || audienceSet.has(account.id)) && rng.chance(0.5)) readers.add(account.id);
      }
      const target = readers.size + Math.min(audience.length, rng.int(0, 8));
      for (let k = 0; k < 30 && readers.size < target; k++) readers.add(rng.pick(audience));
      for (const userId of readers) {
        this.rows.postReads.push({ postId: id, userId, readAt: new Date(Math.min(ANCHOR, publishedAt + rng.int(10, 30 * 1440) * MINUTE)) });
      }
    }
  }

  private courses() {
    const rng = new Random('courses');
    const organisations = [...this.regional, ...this.networkOrgs, ...this.nationalOrgs];
    for (let i = 0; i < this.volumes.courses; i++) {
      const text = texts.courses[i % texts.courses.length];
      const id = rng.uuid();
      const startDay = Math.floor(ANCHOR / DAY) + rng.int(-60, 240);
      const startsAt = startDay * DAY + 8 * 60 * MINUTE; // 09:00 in Sweden in winter
      const days = rng.chance(0.3) ? 2 : 1;
      const endsAt = startsAt + (days - 1) * DAY + 7 * 60 * MINUTE;
      const location = rng.pick(texts.courseLocations);
      this.rows.courses.push({
        id, title: text.title, description: `${text.description}\n\nPlats: ${location}.`, location,
        startsAt: new Date(startsAt), endsAt: new Date(endsAt),
        lastApplicationDate: rng.chance(0.85) ? isoDate(startsAt - rng.int(7, 21) * DAY) : null,
      });
      if (i % 3 === 1) {
        const tied = i === 1 ? [this.org(demoOrganisationNames.styrelseBoardOf)] : rng.sample(organisations, rng.chance(0.3) ? 2 : 1);
        for (const org of tied) this.rows.courseOrganisations.push({ courseId: id, organisationId: org.id });
      }
    }
  }

  private documents() {
    const rng = new Random('documents');
    const n = demoOrganisationNames;
    const associationTags = Object.keys(texts.associationDocumentNames);
    const secretariatTags = Object.keys(texts.secretariatDocumentNames);
    type Planned = { area: 'association' | 'secretariat'; org?: Org; wp?: Wp; tag?: string; isPublic?: boolean };
    const plan: Planned[] = [
      { area: 'association', org: this.org(n.medlemWorkAssociation), tag: 'Protokoll', isPublic: true },
      { area: 'association', org: this.org(n.styrelseBoardOf), tag: 'Möteshandling', isPublic: false },
      { area: 'association', wp: this.workplaceOf(n.ombudWorkAssociation), tag: 'Övrigt', isPublic: true },
      { area: 'association', org: this.org(n.nationellBoardOf), tag: 'Protokoll', isPublic: false },
      ...secretariatTags.map((tag, i): Planned => ({ area: 'secretariat', tag, isPublic: i % 2 === 0 })),
      { area: 'association', wp: this.workplaceOf(n.medlemFleraWorkAssociation, 2), tag: 'Möteshandling', isPublic: false },
    ];
    const associations = [...this.regional, ...this.networkOrgs, ...this.nationalOrgs];
    for (let i = 0; i < this.volumes.documents; i++) {
      const planned: Planned = plan[i] ?? { area: rng.chance(0.67) ? 'association' : 'secretariat' };
      let associationId: string | null = null;
      let wpId: string | null = null;
      let uploader: string;
      let tags: string[];
      let names: Record<string, string[]>;
      if (planned.area === 'association') {
        let org = planned.org;
        let wp = planned.wp;
        if (!org && !wp) {
          org = rng.pick(associations);
          const places = this.workplacesOf.get(org.id);
          if (places && rng.chance(0.25)) wp = rng.pick(places);
        }
        associationId = wp ? wp.associationId : org!.id;
        wpId = wp?.id ?? null;
        const board = wp ? this.repsOf.get(wp.id)! : this.boardOf.get(associationId)!;
        uploader = board.length ? rng.pick(board) : rng.pick(this.kanslister);
        tags = planned.tag ? [planned.tag] : rng.chance(0.1) ? [] : rng.sample(associationTags, rng.chance(0.15) ? 2 : 1);
        names = texts.associationDocumentNames;
      } else {
        uploader = rng.pick(this.kanslister);
        tags = planned.tag ? [planned.tag] : rng.chance(0.1) ? [] : rng.sample(secretariatTags, rng.chance(0.15) ? 2 : 1);
        names = texts.secretariatDocumentNames;
      }
      const uploadedAt = officeHours(ANCHOR - rng.int(60, 500 * 1440) * MINUTE);
      const fileName = texts.fill(rng.pick(names[tags[0] ?? (planned.area === 'association' ? 'Övrigt' : 'Intro')]), {
        date: isoDate(uploadedAt - rng.int(0, 10) * DAY),
        year: String(new Date(uploadedAt).getUTCFullYear()),
      });
      const blobKey = fileName.endsWith('.png') ? rng.pick(['skarmbild-bla', 'skarmbild-gron', 'skarmbild-orange'])
        : tags.includes('Protokoll') ? 'protokoll'
          : tags.includes('Möteshandling') || tags.includes('Kongress') || tags.includes('Ordförandemöte') || tags.includes('Rådskonferens') ? 'kallelse' : 'policy';
      const fileId = this.addFile(blobKey, fileName, uploader, uploadedAt, 'document', rng);
      this.rows.documents.push({
        id: rng.uuid(), fileId, area: planned.area, associationId, workplaceId: wpId,
        isPublic: planned.isPublic ?? rng.chance(0.4), tags,
      });
    }
  }

  private pages() {
    texts.pages.forEach((page, i) => {
      this.rows.pages.push({
        slug: page.slug, key: page.key, linkText: page.linkText, title: page.title, body: page.body,
        externalUrl: page.externalUrl, sortOrder: (i + 1) * 10,
      });
    });
  }
}
