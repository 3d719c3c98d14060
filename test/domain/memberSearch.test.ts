import { demoUsers, GOTLAND, KALMAR, KALMAR_WORKPLACE, STOCKHOLM } from '../web/support/users';
import {
  DEFAULT_MEMBER_SORT, foldForSearch, mayListMembers, mayReachMember, memberContextOfRoute, memberSearchPath, nextMemberSort,
} from '../../src/domain/memberSearch';
import { redactPerson } from '../../src/domain/protectedIdentity';
import { passwordProblem } from '../../src/domain/password';
import { casePagePath, searchTerm } from '../../src/domain/search';

const placement = (over: Partial<Parameters<typeof mayReachMember>[1]> = {}) => ({
  id: 'm0000000-0000-4000-8000-000000000001', organisationIds: [GOTLAND], workAssociationId: GOTLAND, workplaceId: 'w-gotland', ...over,
});

describe('spec §6: who may search members where', () => {
  it('the secretariat and economists search across all organisations, members and boards do not', () => {
    expect(mayListMembers(demoUsers.kanslist, { kind: 'all' })).toBe(true);
    expect(mayListMembers(demoUsers.ekonom, { kind: 'all' })).toBe(true);
    for (const user of [demoUsers.medlem, demoUsers.styrelse, demoUsers.ombud, demoUsers.skyddad]) {
      expect(mayListMembers(user, { kind: 'all' })).toBe(false);
    }
  });

  it('a board member searches their association, its board and its workplaces', () => {
    expect(mayListMembers(demoUsers.styrelse, { kind: 'organisation', organisationId: STOCKHOLM })).toBe(true);
    expect(mayListMembers(demoUsers.styrelse, { kind: 'board', organisationId: STOCKHOLM })).toBe(true);
    expect(mayListMembers(demoUsers.styrelse, { kind: 'workplace', organisationId: STOCKHOLM, workplaceId: 'any' })).toBe(true);
    expect(mayListMembers(demoUsers.styrelse, { kind: 'organisation', organisationId: GOTLAND })).toBe(false);
  });

  it('a workplace representative searches their workplace; an ordinary member nothing', () => {
    expect(mayListMembers(demoUsers.ombud, { kind: 'workplace', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE })).toBe(true);
    expect(mayListMembers(demoUsers.medlem, { kind: 'workplace', organisationId: GOTLAND, workplaceId: demoUsers.medlem.workplace!.id })).toBe(false);
  });

  it('get one member with the same rules: oneself, everyone for the secretariat, the board of one of the member\'s organisations', () => {
    expect(mayReachMember(demoUsers.kanslist, placement())).toBe(true);
    expect(mayReachMember(demoUsers.styrelse, placement())).toBe(false);
    expect(mayReachMember(demoUsers.styrelse, placement({ organisationIds: [GOTLAND, STOCKHOLM] }))).toBe(true);
    expect(mayReachMember(demoUsers.medlem, placement({ id: demoUsers.medlem.id }))).toBe(true);
    expect(mayReachMember(demoUsers.medlem, placement())).toBe(false);
    expect(mayReachMember(demoUsers.ombud, placement({ organisationIds: [], workAssociationId: KALMAR, workplaceId: KALMAR_WORKPLACE }))).toBe(true);
  });
});

describe('member routes', () => {
  it('maps every member route to its context and back to its search', () => {
    expect(memberContextOfRoute('secretariatMemberSearch', {})).toEqual({ kind: 'all' });
    expect(memberContextOfRoute('economistMembersMember', {})).toEqual({ kind: 'all' });
    expect(memberContextOfRoute('organisationMembers', { organizationId: 'o' })).toEqual({ kind: 'organisation', organisationId: 'o' });
    expect(memberContextOfRoute('workplaceMembersMember', { organizationId: 'o', workplaceId: 'w' })).toEqual({ kind: 'workplace', organisationId: 'o', workplaceId: 'w' });
    expect(memberContextOfRoute('overview', {})).toBeNull();
    expect(memberSearchPath('workplaceMembersMember', { organizationId: 'o', workplaceId: 'w' })).toBe('/organisation/o/arbetsplats/w/medlemmar');
    expect(memberSearchPath('secretariatMembersMember', {})).toBe('/kansliet/medlemmar');
  });
});

describe('spec §4: members sort by name ascending; a new column ascending, the same column flips', () => {
  it('starts with name ascending', () => expect(DEFAULT_MEMBER_SORT).toEqual({ column: 'name', direction: 'asc' }));
  it('a new column starts ascending', () => expect(nextMemberSort({ column: 'name', direction: 'desc' }, 'city')).toEqual({ column: 'city', direction: 'asc' }));
  it('the same column flips', () => {
    expect(nextMemberSort(DEFAULT_MEMBER_SORT, 'name')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextMemberSort({ column: 'name', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
  });
});

describe('spec §5: member search text is case-insensitive, å ä ö included', () => {
  it('folds case and spaces', () => expect(foldForSearch('  ÅKE   Öberg ')).toBe('åke öberg'));
});

describe('protected identity', () => {
  const person = { id: 'p', name: 'Nils Åkesson', memberNumber: '1', email: 'n@x', phone: '1', city: 'Kalmar', workplace: { id: 'w' }, psychologyAssociations: [{ id: 'a' }], protectedIdentity: true };
  it('nobody but the member sees contact details, city or workplace; name and member number stay', () => {
    expect(redactPerson('someone else', person)).toEqual({ ...person, email: null, phone: null, city: null, workplace: null, psychologyAssociations: [] });
  });
  it('the member sees everything', () => expect(redactPerson('p', person)).toBe(person));
  it('an unprotected person is unchanged', () => expect(redactPerson('x', { ...person, protectedIdentity: false }).email).toBe('n@x'));
});

describe('a new password: at least 12 characters, not a common one', () => {
  it.each([
    ['short', 'PASSWORD_TOO_SHORT'], ['123456789012', 'PASSWORD_TOO_COMMON'], ['abcabcabcabc', 'PASSWORD_TOO_COMMON'],
    ['Psykolog2024!', 'PASSWORD_TOO_COMMON'], ['tre glada hästar', null],
  ])('%s', (password, problem) => expect(passwordProblem(password)).toBe(problem));
  it('counts characters, not UTF-16 units', () => expect(passwordProblem('åäöåäöåäöåä')).toBe('PASSWORD_TOO_SHORT'));
  it('refuses the current password as the new one', () => expect(passwordProblem('tre glada hästar', 'tre glada hästar')).toBe('PASSWORD_UNCHANGED'));
});

describe('search', () => {
  it('no call for an empty term', () => {
    expect(searchTerm('   ')).toBeNull();
    expect(searchTerm(' anna   lind ')).toBe('anna lind');
  });
  it('a case opens in the role it was found in', () => {
    expect(casePagePath('member', { id: 'c', associationId: null, workplaceId: null })).toBe('/arenden/mina/arende/c');
    expect(casePagePath('organization', { id: 'c', associationId: 'a', workplaceId: 'w' })).toBe('/arenden/organisation/a/arende/c');
    expect(casePagePath('organization', { id: 'c', associationId: 'a', workplaceId: 'w' }, true)).toBe('/arenden/organisation/a/arbetsplats/w/arende/c');
  });
});
