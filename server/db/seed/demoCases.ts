import { CaseTypeCode, SubCategoryCode } from '../../../src/domain/caseCatalogue';
import { CaseStatus } from '../../../src/domain/caseStatus';
import { Random } from './random';
import { demoAccounts, demoOrganisationNames } from './demoAccounts';
import type { CaseSpec } from './caseSpec';
import type { SeedWorld, Wp } from './world';

/** Cases the demo accounts need to see: own cases, board cases, workplace cases, membership cases. */
export function demoCases(world: SeedWorld): CaseSpec[] {
  const rng = new Random('demo-case-owners');
  const d = demoAccounts;
  const n = demoOrganisationNames;
  const { CREATED, IN_PROGRESS, CLOSED } = CaseStatus;
  const T = CaseTypeCode;
  const S = SubCategoryCode;
  const orgId = (name: string) => world.org(name).id;
  const ordinaryMember = (org: string, wp?: Wp) => {
    const id = orgId(org);
    const candidates = (wp ? world.membersOfWp.get(wp.id)! : world.membersOfOrg.get(id)!)
      .filter((u) => !world.person(u).demo && !world.person(u).protectedIdentity && world.roleIn(u, id) === 'Member');
    return rng.pick(candidates.length > 0 ? candidates : world.caseOwners.map((p) => p.id));
  };
  const anyMember = () => rng.pick(world.caseOwners).id;
  const stockholm = n.styrelseBoardOf;
  const stockholmBoard = world.board(orgId(stockholm), d.styrelse.id);
  const kalmarWp = world.workplaceOf(n.ombudWorkAssociation);
  const stockholmWp = world.workplaceOf(stockholm, 1);
  return [
    // medlem: own cases of several types and statuses, one with an unread reply.
    { type: T.COUNSELING, subCategories: [S.SALARY], status: IN_PROGRESS, ownerId: d.medlem.id, admins: [d.kanslist.id], flagged: true, deadlineDays: 10, ownerUnread: true, ageDays: 12, tags: ['SALARY_REVIEW'] },
    { type: T.YOUR_MEMBERSHIP, subCategories: [S.ECONOMY], status: CREATED, ownerId: d.medlem.id, admins: [], ageDays: 2, flagged: false, deadlineDays: null },
    { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: IN_PROGRESS, ownerId: d.medlem.id, associationId: orgId(n.medlemWorkAssociation), workplaceId: world.workplaceOf(n.medlemWorkAssociation).id, ownerUnread: false, ageDays: 20 },
    { type: T.DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION, status: CREATED, ownerId: d.medlem.id, associationId: orgId(n.nationellBoardOf), admins: [], ageDays: 3 },
    { type: T.OTHER, status: CLOSED, ownerId: d.medlem.id, admins: [d['kansli-styrelse'].id], ageDays: 90, ownerUnread: false },
    { type: T.COUNSELING, subCategories: [S.WORK_ENVIRONMENT], status: IN_PROGRESS, ownerId: d.medlem.id, creatorId: d.kanslist.id, ageDays: 30, deadlineDays: -5 },
    { type: T.YOUR_MEMBERSHIP, subCategories: [S.MEMBER_BENEFITS], status: CLOSED, ownerId: d.medlem.id, ageDays: 200 },
    // medlem-flera
    { type: T.COUNSELING, subCategories: [S.EMPLOYMENT_TERMS], status: CREATED, ownerId: d['medlem-flera'].id, admins: [], ageDays: 1 },
    { type: T.DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION, status: IN_PROGRESS, ownerId: d['medlem-flera'].id, associationId: orgId(n.medlemFleraWorkAssociation), workplaceId: world.person(d['medlem-flera'].id).workplaceId, ageDays: 15 },
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
