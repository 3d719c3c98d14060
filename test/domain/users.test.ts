import { deviationData, deviationReasons } from '../../src/domain/deviations';
import { hasOwnProfile, mayReadUser, mayReviewMailDelivery, needsGdprConsent, userReadRefusal } from '../../src/domain/users';
import { activeRole, canManageSecretariat, caseRoleSegment, isWorkplaceRepresentative, roleFromSegment } from '../../src/domain/roles';
import { board, economist, ids, kanslist, member, nationalBoard, representative, user } from './caseFixtures';

describe('spec §1: board members must accept the GDPR information', () => {
  it('a board member must, a member need not', () => {
    expect(needsGdprConsent(board)).toBe(true);
    expect(needsGdprConsent(member)).toBe(false);
  });
});

describe('issue 22: who may read another user\'s profile', () => {
  const stockholmMember = user({ ...member, id: 'u-sthlm', psychologyAssociations: [{ id: ids.stockholm, name: 'Stockholm', role: 'Member' }], nationalAssociations: [] });
  const schoolMember = user({ id: 'u-school', nationalAssociations: [{ id: ids.skolpsykologer, name: 'Skolpsykologer', role: 'Member', externalId: 'X' }] });
  it('oneself, the secretariat and economists read anyone, a protected identity too', () => {
    const hidden = { ...stockholmMember, protectedIdentity: true };
    expect(userReadRefusal(member, member)).toBeNull();
    expect(userReadRefusal(kanslist, hidden)).toBeNull();
    expect(userReadRefusal(economist, hidden)).toBeNull();
    expect(userReadRefusal(hidden, hidden)).toBeNull();
  });
  it('the board of one of the user\'s associations, psychology or national', () => {
    expect(userReadRefusal(board, stockholmMember)).toBeNull();
    expect(mayReadUser(board, stockholmMember)).toBe(true);
    expect(userReadRefusal(nationalBoard, schoolMember)).toBeNull();
    expect(userReadRefusal(board, { ...schoolMember, psychologyAssociations: [{ id: ids.stockholm, name: 'Stockholm', role: 'Member' }] })).toBeNull();
  });
  it('not a board member of another association, nor one who is only an ordinary member of the user\'s association', () => {
    expect(userReadRefusal(nationalBoard, stockholmMember)).toBe('USER_NOT_FOUND');
    expect(userReadRefusal(board, user({ id: 'u-gotland', psychologyAssociations: [{ id: ids.gotland, name: 'Gotland', role: 'Member' }] }))).toBe('USER_NOT_FOUND');
    expect(userReadRefusal(member, stockholmMember)).toBe('USER_NOT_FOUND');
    expect(mayReadUser(member, stockholmMember)).toBe(false);
  });
  it('a board may not read a member with a protected identity', () => {
    expect(userReadRefusal(board, { ...stockholmMember, protectedIdentity: true })).toBe('USER_NOT_FOUND');
  });
  it('a board member who has not accepted the GDPR information is asked to', () => {
    expect(userReadRefusal({ ...board, awaitsGdprConsent: true }, stockholmMember)).toBe('GDPR_CONSENT_REQUIRED');
    expect(userReadRefusal({ ...board, awaitsGdprConsent: true }, { ...stockholmMember, protectedIdentity: true })).toBe('USER_NOT_FOUND');
  });
});

describe('spec §2: /min-profil is hidden for economists and secretariat staff', () => {
  it('members and board members have one', () => {
    expect(hasOwnProfile(member)).toBe(true);
    expect(hasOwnProfile(board)).toBe(true);
  });
  it('economists and the secretariat have none', () => {
    expect(hasOwnProfile(economist)).toBe(false);
    expect(hasOwnProfile(kanslist)).toBe(false);
  });
});

describe('issue 33: mail delivery problems are for the secretariat\'s staff', () => {
  it('any secretariat staff member, nobody else', () => {
    expect(mayReviewMailDelivery(kanslist)).toBe(true);
    expect(mayReviewMailDelivery(board)).toBe(false);
  });
});

describe('spec §6: roles', () => {
  it('the case route segment names the role, and an unknown or missing segment is the member\'s', () => {
    for (const role of ['member', 'organization', 'secretariat', 'economist'] as const) expect(roleFromSegment(caseRoleSegment[role])).toBe(role);
    expect(roleFromSegment('vasabyran')).toBe('economist');
    expect(roleFromSegment('okänd')).toBe('member');
    expect(roleFromSegment(undefined)).toBe('member');
  });
  it('economist over all, secretariat over organisation, a board member acts for the organisation', () => {
    expect(activeRole({ ...kanslist, isEconomist: true, isBoardmember: true })).toBe('economist');
    expect(activeRole({ ...kanslist, isBoardmember: true })).toBe('secretariat');
    expect(activeRole(board)).toBe('organization');
    expect(activeRole(member)).toBe('member');
  });
  it('a workplace representative holds the board role of the work association', () => {
    expect(isWorkplaceRepresentative(member)).toBe(false);
    expect(isWorkplaceRepresentative(representative)).toBe(false);
    expect(isWorkplaceRepresentative(user({ ...representative, workAssociation: { ...representative.workAssociation!, role: 'Styrelsemedlem' } }))).toBe(true);
    expect(isWorkplaceRepresentative(kanslist)).toBe(false);
  });
  it('the secretariat\'s board role gives canManageSecretariat', () => {
    expect(canManageSecretariat(user({ id: 'u-chief', isKanslist: true, canManageSecretariat: true }))).toBe(true);
    expect(canManageSecretariat(kanslist)).toBe(false);
  });
});

describe('the deliberate deviations from the spec answer with their reason in Swedish', () => {
  it('changing the password needs the current one', () => {
    expect(deviationData('CURRENT_PASSWORD_REQUIRED')).toEqual({ message: deviationReasons.CURRENT_PASSWORD_REQUIRED });
    expect(deviationReasons.CURRENT_PASSWORD_REQUIRED).toMatch(/^Ange ditt nuvarande lösenord\./);
  });
  it('only the board and the secretariat change whether a document is public', () => {
    expect(deviationData('PUBLIC_FLAG_MANAGERS_ONLY').message).toMatch(/^Bara styrelsen och kansliet får ändra om ett dokument är publikt\.$/);
  });
});
