import {
  caseMatchesContext, caseRoleRefusal, caseRolesOf, defaultCaseRole, handledOrganisationIds, isLockedAgainst, mayManageCase, mayReadNotesAndAuditLogs,
  mayReplyToCase, mayTakeCaseLock, mayViewCase, mayViewCaseInContext, organisationMayView, viewAwaitsGdprConsent,
} from '../../src/domain/caseAccess';
import { board, caseOf, economist, ids, kanslist, member, nationalBoard, representative, user } from './caseFixtures';

const headOffice = caseOf({ type: 'COUNSELING', shouldBeHandledByKanslist: true });
const ownCase = caseOf({ type: 'OTHER', ownerUser: { id: member.id }, shouldBeHandledByKanslist: true });
const toGotland = caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: { id: ids.gotland }, workplace: { id: ids.gotlandWp } });
const toStockholm = caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: { id: ids.stockholm } });
const boardMatter = caseOf({ type: 'BOARD_MATTER', association: { id: ids.stockholm }, ownerUser: { id: board.id } });

describe('spec §6: members see only their own cases', () => {
  it('a member sees a case they own, in the member role', () => {
    expect(mayViewCaseInContext(member, { role: 'member' }, ownCase)).toBe(true);
  });
  it('a member does not see anyone else\'s case, whatever it is about', () => {
    for (const c of [headOffice, toGotland, toStockholm, boardMatter]) {
      expect(mayViewCaseInContext(member, { role: 'member' }, c)).toBe(false);
      expect(mayViewCase(member, c)).toBe(false);
    }
  });
});

describe('spec §6: the secretariat sees cases flagged for it or assigned to it', () => {
  it('sees a case flagged shouldBeHandledByKanslist', () => {
    expect(mayViewCaseInContext(kanslist, { role: 'secretariat' }, headOffice)).toBe(true);
  });
  it('does not see a case that is neither flagged nor assigned', () => {
    expect(mayViewCaseInContext(kanslist, { role: 'secretariat' }, caseOf({ type: 'COUNSELING' }))).toBe(false);
  });
  it('sees a case it was added to', () => {
    expect(mayViewCaseInContext(kanslist, { role: 'secretariat' }, caseOf({ type: 'COUNSELING', users: [{ id: kanslist.id }] }))).toBe(true);
  });
  it('a member cannot take the secretariat role', () => {
    expect(mayViewCaseInContext(member, { role: 'secretariat' }, headOffice)).toBe(false);
  });
});

describe('spec §6: forSecretariat hides board-related cases unless the board invited the secretariat', () => {
  for (const type of ['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'BOARD_MATTER']) {
    it(`hides a flagged ${type} case without invitation`, () => {
      expect(mayViewCaseInContext(kanslist, { role: 'secretariat' }, caseOf({ type, shouldBeHandledByKanslist: true }))).toBe(false);
    });
    it(`shows a ${type} case when the board invited the secretariat`, () => {
      expect(mayViewCaseInContext(kanslist, { role: 'secretariat' }, caseOf({ type, shouldBeHandledByKanslist: true, invitationFromBoardMember: true }))).toBe(true);
    });
  }
});

describe('spec §6: economists see only YOUR_MEMBERSHIP cases not in MEMBER_BENEFITS', () => {
  it('sees a membership case about fees', () => {
    expect(mayViewCaseInContext(economist, { role: 'economist' }, caseOf({ type: 'YOUR_MEMBERSHIP', subCategories: [{ type: 'ECONOMY' }] }))).toBe(true);
    expect(mayViewCaseInContext(economist, { role: 'economist' }, caseOf({ type: 'YOUR_MEMBERSHIP' }))).toBe(true);
  });
  it('does not see a membership case in MEMBER_BENEFITS, even with other sub-categories', () => {
    expect(mayViewCaseInContext(economist, { role: 'economist' }, caseOf({ type: 'YOUR_MEMBERSHIP', subCategories: [{ type: 'MEMBER_BENEFITS' }] }))).toBe(false);
    expect(mayViewCaseInContext(economist, { role: 'economist' }, caseOf({ type: 'YOUR_MEMBERSHIP', subCategories: [{ type: 'ECONOMY' }, { type: 'MEMBER_BENEFITS' }] }))).toBe(false);
  });
  it('does not see other case types', () => {
    expect(mayViewCaseInContext(economist, { role: 'economist' }, headOffice)).toBe(false);
  });
  it('an economist acts only as economist (economist over all)', () => {
    expect(caseRolesOf(economist)).toEqual(['economist']);
    expect(defaultCaseRole(economist)).toBe('economist');
  });
});

describe('spec §6: association roles need a matching association or workplace', () => {
  it('a board member sees the cases of the association they sit on the board of', () => {
    expect(mayViewCaseInContext(board, { role: 'organization' }, toStockholm)).toBe(true);
    expect(mayViewCaseInContext(board, { role: 'organization', organisationId: ids.stockholm }, boardMatter)).toBe(true);
  });
  it('not those of an association where they are an ordinary member', () => {
    expect(mayViewCaseInContext(board, { role: 'organization' }, toGotland)).toBe(false);
  });
  it('a national board sees its national association\'s cases only', () => {
    const toNational = caseOf({ type: 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', association: { id: ids.skolpsykologer } });
    expect(mayViewCaseInContext(nationalBoard, { role: 'organization' }, toNational)).toBe(true);
    expect(mayViewCaseInContext(nationalBoard, { role: 'organization' }, toStockholm)).toBe(false);
  });
  it('a union representative sees the cases of the workplace they represent', () => {
    expect(mayViewCaseInContext(representative, { role: 'organization' }, toGotland)).toBe(true);
    expect(mayViewCaseInContext(representative, { role: 'organization' }, caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', association: { id: ids.gotland } }))).toBe(false);
    expect(handledOrganisationIds(representative)).toEqual([ids.gotland]);
  });
  it('the chosen organisation or workplace of a list narrows it', () => {
    expect(mayViewCaseInContext(board, { role: 'organization', organisationId: ids.gotland }, toStockholm)).toBe(false);
    expect(mayViewCaseInContext(representative, { role: 'organization', workplaceId: ids.stockholmWp }, toGotland)).toBe(false);
  });
  it('an ordinary member has no organisation role', () => {
    expect(caseRolesOf(member)).toEqual(['member']);
    expect(mayViewCaseInContext(member, { role: 'organization' }, toGotland)).toBe(false);
  });
});

describe('spec §6: managing and replying', () => {
  it('the secretariat manages the cases it may see', () => {
    expect(mayManageCase(kanslist, headOffice)).toBe(true);
  });
  it('association board members manage their association\'s cases', () => {
    expect(mayManageCase(board, toStockholm)).toBe(true);
    expect(mayManageCase(board, toGotland)).toBe(false);
  });
  it('economists manage membership cases', () => {
    expect(mayManageCase(economist, caseOf({ type: 'YOUR_MEMBERSHIP' }))).toBe(true);
    expect(mayManageCase(economist, headOffice)).toBe(false);
  });
  it('a case owner cannot manage their own case unless it is a board matter', () => {
    const kanslistsOwn = caseOf({ type: 'COUNSELING', shouldBeHandledByKanslist: true, ownerUser: { id: kanslist.id } });
    expect(mayManageCase(kanslist, kanslistsOwn)).toBe(false);
    expect(mayManageCase(board, boardMatter)).toBe(true);
  });
  it('assigned users may reply, and so may the owner; others may not', () => {
    const assigned = caseOf({ type: 'COUNSELING', users: [{ id: member.id }] });
    expect(mayReplyToCase(member, assigned)).toBe(true);
    expect(mayReplyToCase(member, ownCase)).toBe(true);
    expect(mayReplyToCase(member, headOffice)).toBe(false);
    expect(mayViewCase(member, assigned)).toBe(true);
  });
  it('notes and audit logs only for those who manage the case, never for the member who owns it', () => {
    expect(mayReadNotesAndAuditLogs(member, ownCase)).toBe(false);
    expect(mayReadNotesAndAuditLogs(kanslist, ownCase)).toBe(true);
  });
});

describe('spec §4: a locked case can be replied to only by the locker', () => {
  it('is locked against others only while CREATED and locked', () => {
    const locked = { status: 1, isLocked: true, lockedBy: { id: kanslist.id } };
    expect(isLockedAgainst(board, locked)).toBe(true);
    expect(isLockedAgainst(kanslist, locked)).toBe(false);
    expect(isLockedAgainst(board, { ...locked, status: 2 })).toBe(false);
    expect(isLockedAgainst(board, { status: 1, isLocked: false, lockedBy: null })).toBe(false);
  });
});

const awaitingConsent = user({ ...board, id: 'u-board-waiting', awaitsGdprConsent: true });

describe('spec §6: the case roles a user can take, and why not', () => {
  it('a board member and a representative also act for the organisation; the secretariat also as secretariat', () => {
    expect(caseRolesOf(board)).toEqual(['member', 'organization']);
    expect(caseRolesOf(representative)).toEqual(['member', 'organization']);
    expect(caseRolesOf(kanslist)).toEqual(['member', 'secretariat']);
    expect(caseRolesOf(user({ ...board, id: 'u-both', isKanslist: true }))).toEqual(['member', 'organization', 'secretariat']);
    expect(defaultCaseRole(board)).toBe('member');
  });
  it('spec §1: a board member who has not accepted the GDPR information does not act for the organisation yet', () => {
    expect(caseRolesOf(awaitingConsent)).toEqual(['member']);
    expect(caseRoleRefusal(awaitingConsent, 'organization')).toBe('GDPR_CONSENT_REQUIRED');
    expect(caseRoleRefusal(awaitingConsent, 'member')).toBeNull();
    expect(caseRoleRefusal(awaitingConsent, 'secretariat')).toBe('ROLE_NOT_ALLOWED');
  });
  it('a role the user does not hold is not allowed; one they hold is', () => {
    expect(caseRoleRefusal(board, 'organization')).toBeNull();
    expect(caseRoleRefusal(member, 'organization')).toBe('ROLE_NOT_ALLOWED');
    expect(caseRoleRefusal(member, 'economist')).toBe('ROLE_NOT_ALLOWED');
    expect(caseRoleRefusal(kanslist, 'secretariat')).toBeNull();
  });
  it('awaiting the consent without any board seat or represented workplace is no reason to ask for it', () => {
    expect(caseRoleRefusal(user({ ...member, id: 'u-waiting-member', awaitsGdprConsent: true }), 'organization')).toBe('ROLE_NOT_ALLOWED');
  });
  it('the organisation lists: the boards\' associations and the represented workplace\'s association, once each', () => {
    expect(handledOrganisationIds(board)).toEqual([ids.stockholm]);
    expect(handledOrganisationIds(member)).toEqual([]);
    const representativeOnTheBoard = user({ ...representative, id: 'u-rep', psychologyAssociations: [{ id: ids.gotland, name: 'Gotland', role: 'Styrelsemedlem' }] });
    expect(handledOrganisationIds(representativeOnTheBoard)).toEqual([ids.gotland]);
    expect(handledOrganisationIds(user({ ...representative, workAssociation: null }))).toEqual([]);
  });
});

describe('spec §1: a case that waits for the GDPR consent answers 403, not 404', () => {
  it('a case of the board\'s association, for a board member who has not accepted yet', () => {
    expect(mayViewCase(awaitingConsent, toStockholm)).toBe(false);
    expect(viewAwaitsGdprConsent(awaitingConsent, toStockholm)).toBe(true);
  });
  it('not a case they could not see after accepting either, nor one they may see now', () => {
    expect(viewAwaitsGdprConsent(awaitingConsent, toGotland)).toBe(false);
    expect(viewAwaitsGdprConsent(awaitingConsent, { ...toStockholm, ownerUser: { id: awaitingConsent.id } })).toBe(false);
  });
  it('not for a board member who has accepted', () => {
    expect(viewAwaitsGdprConsent(board, toStockholm)).toBe(false);
  });
});

describe('spec §4, §6: who takes the lock to reply as a handler', () => {
  it('those who manage the case', () => {
    expect(mayTakeCaseLock(kanslist, headOffice)).toBe(true);
    expect(mayTakeCaseLock(board, toStockholm)).toBe(true);
  });
  it('users added to the case, but not its owner, who replies without one', () => {
    expect(mayTakeCaseLock(member, caseOf({ type: 'COUNSELING', users: [{ id: member.id }] }))).toBe(true);
    expect(mayTakeCaseLock(member, { ...ownCase, users: [{ id: member.id }] })).toBe(false);
    expect(mayTakeCaseLock(member, ownCase)).toBe(false);
    expect(mayTakeCaseLock(member, headOffice)).toBe(false);
  });
});

describe('spec §6: the rules of each role hold only for that role', () => {
  const membership = caseOf({ type: 'YOUR_MEMBERSHIP' });
  it('only an economist manages a membership case by being an economist', () => {
    expect(mayManageCase(kanslist, membership)).toBe(false);
    expect(mayManageCase(board, membership)).toBe(false);
  });
  it('a board member manages neither a head-office case nor another workplace\'s', () => {
    expect(mayManageCase(board, headOffice)).toBe(false);
    expect(mayManageCase(representative, caseOf({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', workplace: { id: ids.stockholmWp } }))).toBe(false);
    expect(mayViewCase(board, headOffice)).toBe(false);
  });
  it('a list in the organisation role narrowed to the case\'s own organisation and workplace keeps it', () => {
    expect(mayViewCaseInContext(representative, { role: 'organization', organisationId: ids.gotland, workplaceId: ids.gotlandWp }, toGotland)).toBe(true);
    expect(mayViewCaseInContext(representative, { role: 'organization', organisationId: null, workplaceId: null }, toGotland)).toBe(true);
  });
  it('a lock without holder locks nobody out', () => {
    expect(isLockedAgainst(board, { status: 1, isLocked: true, lockedBy: null })).toBe(false);
  });
});

describe('spec §6: one role that grants a case is enough, and being added to it counts only for the user added', () => {
  it('a board member opens their association\'s case, which their member role alone would not', () => {
    expect(caseRolesOf(board)).toEqual(expect.arrayContaining(['member', 'organization']));
    expect(mayViewCase(board, toStockholm)).toBe(true);
  });
  it('a case with someone else added to it is not opened by a member who was not', () => {
    const withOther = caseOf({ type: 'OTHER', users: [{ id: 'u-someone-else' }] });
    expect(mayViewCase(member, withOther)).toBe(false);
    expect(mayViewCase(member, caseOf({ type: 'OTHER', users: [{ id: 'u-someone-else' }, { id: member.id }] }))).toBe(true);
  });
});

describe('spec §1, §6: the organisation rule itself refuses a board member who has not accepted the GDPR information', () => {
  it('organisationMayView is false for their own association\'s case until they accept', () => {
    expect(organisationMayView(board, toStockholm)).toBe(true);
    expect(organisationMayView({ ...board, awaitsGdprConsent: true }, toStockholm)).toBe(false);
  });
});

describe('a list narrowed to an organisation or a workplace leaves out a case without one', () => {
  it('a head-office case (no association, no workplace) is outside every narrowed list', () => {
    expect(caseMatchesContext({ role: 'secretariat', organisationId: ids.gotland }, headOffice)).toBe(false);
    expect(caseMatchesContext({ role: 'secretariat', workplaceId: ids.gotlandWp }, headOffice)).toBe(false);
    expect(caseMatchesContext({ role: 'secretariat' }, headOffice)).toBe(true);
  });
});
