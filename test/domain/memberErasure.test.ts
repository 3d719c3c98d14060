import { erasedMember, FORMER_MEMBER_FIRSTNAME, FORMER_MEMBER_LASTNAME, FORMER_MEMBER_NAME, mayEraseFormerMember, memberErasureRefusal, memberStanding } from '../../src/domain/memberErasure';

/** Issue 37, erasure of a former member: who may erase (spec §6) and whom (a member who has left). */
const manager = { id: 'm', isKanslist: true, canManageSecretariat: true };
const kanslist = { id: 'k', isKanslist: true, canManageSecretariat: false };
const boardElsewhere = { id: 'b', isKanslist: false, canManageSecretariat: true };

describe('mayEraseFormerMember', () => {
  test('the secretariat\'s management (canManageSecretariat) may', () => expect(mayEraseFormerMember(manager)).toBe(true));
  test('a kanslist without the management may not', () => expect(mayEraseFormerMember(kanslist)).toBe(false));
  test('canManageSecretariat outside the secretariat is not enough', () => expect(mayEraseFormerMember(boardElsewhere)).toBe(false));
});

describe('memberStanding', () => {
  test('no membership left is a member who has left', () => expect(memberStanding({ memberships: 0, erasedAt: null })).toBe('left'));
  test('any membership is still a member', () => expect(memberStanding({ memberships: 1, erasedAt: null })).toBe('member'));
  test('an erased row is erased whatever else', () => expect(memberStanding({ memberships: 0, erasedAt: '2026-01-01T00:00:00Z' })).toBe('erased'));
});

describe('memberErasureRefusal', () => {
  const left = { id: 'x', standing: 'left' as const };
  test('the management erases a member who has left', () => expect(memberErasureRefusal(manager, left)).toBeNull());
  test('anyone else is refused first', () => {
    expect(memberErasureRefusal(kanslist, left)).toBe('MEMBER_ERASURE_NOT_ALLOWED');
    expect(memberErasureRefusal(kanslist, { id: 'x', standing: 'member' })).toBe('MEMBER_ERASURE_NOT_ALLOWED');
  });
  test('never oneself', () => expect(memberErasureRefusal(manager, { id: 'm', standing: 'left' })).toBe('MEMBER_ERASURE_NOT_ALLOWED'));
  test('a member who has not left, or one already erased', () => {
    expect(memberErasureRefusal(manager, { id: 'x', standing: 'member' })).toBe('MEMBER_HAS_NOT_LEFT');
    expect(memberErasureRefusal(manager, { id: 'x', standing: 'erased' })).toBe('MEMBER_ALREADY_ERASED');
  });
  test('the tombstone\'s name is "Tidigare medlem" as every name is made (first and last)', () => expect(`${FORMER_MEMBER_FIRSTNAME} ${FORMER_MEMBER_LASTNAME}`).toBe(FORMER_MEMBER_NAME));
});

describe('erasedMember', () => {
  test('the tombstone the page shows: the name "Tidigare medlem", every personal field empty, the id kept', () => {
    const member = {
      id: 'x', name: 'Anna Lindqvist', firstname: 'Anna', lastname: 'Lindqvist', memberNumber: '100001', city: 'Visby', protectedIdentity: true,
      association: { id: 'a', name: 'A' }, workplace: { id: 'w', name: 'W', corperationName: 'C' }, username: 'anna', email: 'a@example.org', phone: '070',
      unionRepresentatives: [{ id: 'r', name: 'R', email: null, phone: null }], psychologyAssociations: [{ id: 'a', name: 'A', role: 'Member' }], nationalAssociations: [],
    } as unknown as Parameters<typeof erasedMember>[0];
    expect(erasedMember(member)).toEqual({
      id: 'x', name: FORMER_MEMBER_NAME, firstname: 'Tidigare', lastname: 'medlem', memberNumber: null, city: null, protectedIdentity: false,
      association: null, workplace: null, username: null, email: null, phone: null, unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [],
    });
  });
});
