import { demoUsers, GOTLAND, KALMAR, KALMAR_WORKPLACE, STOCKHOLM } from '../web/support/users';
import fc from 'fast-check';
import type { User } from '../../src/api/types';
import {
  DEFAULT_MEMBER_SORT, appearsInMemberList, contextOfScope, memberPagePath, memberSearchRoute, foldForSearch, mayListMembers, mayReachMember, memberContextOfRoute, memberListRefusal,
  memberReachRefusal, memberSearchPath, memberSearchScope, nextMemberSort, type MemberContext,
} from '../../src/domain/memberSearch';
import { redactPerson } from '../../src/domain/protectedIdentity';
import { passwordProblem } from '../../src/domain/password';
import { casePagePath, MAX_SEARCH_TERM_LENGTH, searchTerm } from '../../src/domain/search';

const placement = (over: Partial<Parameters<typeof mayReachMember>[1]> = {}) => ({
  id: 'm0000000-0000-4000-8000-000000000001', organisationIds: [GOTLAND], workAssociationId: GOTLAND, workplaceId: 'w-gotland', protectedIdentity: false, ...over,
});

const GOTLAND_WORKPLACE = demoUsers.medlem.workplace!.id;
/** A union representative of medlem's workplace who holds no board seat (an ordinary member of Gotland otherwise). */
const representative: User = {
  ...demoUsers.medlem,
  id: 'de300000-0000-4000-8000-0000000000r1',
  workplace: { ...demoUsers.medlem.workplace!, unionRepresentatives: [{ id: 'de300000-0000-4000-8000-0000000000r1', name: 'Rut Ombud', email: null, phone: null }] },
};
/** styrelse before accepting the GDPR information (User/Me says so). */
const styrelseBeforeConsent: User = { ...demoUsers.styrelse, awaitsGdprConsent: true };

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
    expect(mayReachMember(representative, placement({ organisationIds: [], workAssociationId: GOTLAND, workplaceId: GOTLAND_WORKPLACE }))).toBe(true);
  });
});

describe('issue 22: a workplace representative lists only their workplace', () => {
  it('their workplace yes; the association, its board and another workplace no', () => {
    expect(mayListMembers(representative, { kind: 'workplace', organisationId: GOTLAND, workplaceId: GOTLAND_WORKPLACE })).toBe(true);
    expect(memberListRefusal(representative, { kind: 'organisation', organisationId: GOTLAND })).toBe('MEMBER_SEARCH_NOT_ALLOWED');
    expect(memberListRefusal(representative, { kind: 'board', organisationId: GOTLAND })).toBe('MEMBER_SEARCH_NOT_ALLOWED');
    expect(mayListMembers(representative, { kind: 'workplace', organisationId: GOTLAND, workplaceId: 'b0000000-0000-4000-8000-0000000000ff' })).toBe(false);
    expect(mayListMembers(representative, { kind: 'all' })).toBe(false);
    expect(memberSearchScope(representative)).toEqual({ kind: 'workplace', organisationId: GOTLAND, workplaceId: GOTLAND_WORKPLACE });
  });

  it('one member: of their workplace yes, elsewhere in the association no', () => {
    expect(mayReachMember(representative, placement({ workplaceId: GOTLAND_WORKPLACE }))).toBe(true);
    expect(memberReachRefusal(representative, placement({ workplaceId: 'w-elsewhere' }))).toBe('MEMBER_NOT_FOUND');
  });

  it('a user whose work-association role is board but who is not listed as representative gets nothing through the workplace', () => {
    const notListed: User = { ...demoUsers.medlem, workAssociation: { ...demoUsers.medlem.workAssociation!, role: 'Styrelsemedlem' } };
    expect(mayListMembers(notListed, { kind: 'workplace', organisationId: GOTLAND, workplaceId: GOTLAND_WORKPLACE })).toBe(false);
  });
});

describe('issue 22: GDPR consent on member data (the same rule as Case/GetAll)', () => {
  const stockholmContexts: MemberContext[] = [
    { kind: 'organisation', organisationId: STOCKHOLM }, { kind: 'board', organisationId: STOCKHOLM },
    { kind: 'workplace', organisationId: STOCKHOLM, workplaceId: 'w-stockholm' },
  ];

  it('a board member before consent: GDPR_CONSENT_REQUIRED for every list of their association, after consent none', () => {
    for (const context of stockholmContexts) {
      expect(memberListRefusal(styrelseBeforeConsent, context)).toBe('GDPR_CONSENT_REQUIRED');
      expect(memberListRefusal(demoUsers.styrelse, context)).toBeNull();
    }
    expect(memberListRefusal(styrelseBeforeConsent, { kind: 'organisation', organisationId: GOTLAND })).toBe('MEMBER_SEARCH_NOT_ALLOWED');
    expect(memberSearchScope(styrelseBeforeConsent)).toEqual({ kind: 'organisation', organisationId: STOCKHOLM });
  });

  it('one member before consent: GDPR_CONSENT_REQUIRED; oneself stays reachable', () => {
    expect(memberReachRefusal(styrelseBeforeConsent, placement({ organisationIds: [STOCKHOLM] }))).toBe('GDPR_CONSENT_REQUIRED');
    expect(memberReachRefusal(styrelseBeforeConsent, placement({ id: styrelseBeforeConsent.id }))).toBeNull();
    expect(memberReachRefusal(styrelseBeforeConsent, placement())).toBe('MEMBER_NOT_FOUND');
  });

  it('property: a user awaiting consent lists members only where the secretariat or the economists would', () => {
    const users = Object.values(demoUsers).map((u) => ({ ...u, awaitsGdprConsent: true as const }));
    const context: fc.Arbitrary<MemberContext> = fc.oneof(
      fc.constant<MemberContext>({ kind: 'all' }),
      fc.constantFrom(GOTLAND, STOCKHOLM, KALMAR).map((organisationId): MemberContext => ({ kind: 'organisation', organisationId })),
      fc.constantFrom(GOTLAND, STOCKHOLM, KALMAR).map((organisationId): MemberContext => ({ kind: 'board', organisationId })),
      fc.constantFrom(GOTLAND_WORKPLACE, KALMAR_WORKPLACE).map((workplaceId): MemberContext => ({ kind: 'workplace', organisationId: workplaceId === KALMAR_WORKPLACE ? KALMAR : GOTLAND, workplaceId })),
    );
    fc.assert(fc.property(fc.constantFrom(...users), context, (user, c) => {
      expect(mayListMembers(user, c)).toBe(user.isKanslist || user.isEconomist);
    }));
  });
});

describe('issue 22: a protected identity appears in no list of a place', () => {
  it('place lists leave them out; the search over every member keeps them', () => {
    for (const context of [{ kind: 'organisation', organisationId: KALMAR }, { kind: 'board', organisationId: KALMAR }, { kind: 'workplace', organisationId: KALMAR, workplaceId: KALMAR_WORKPLACE }] as MemberContext[]) {
      expect(appearsInMemberList(context, { protectedIdentity: true })).toBe(false);
      expect(appearsInMemberList(context, { protectedIdentity: false })).toBe(true);
    }
    expect(appearsInMemberList({ kind: 'all' }, { protectedIdentity: true })).toBe(true);
  });

  it('one protected member: only themselves, the secretariat and the economists reach them; a board or representative gets the 404', () => {
    const skyddad = placement({ id: demoUsers.skyddad.id, organisationIds: [KALMAR], workAssociationId: KALMAR, workplaceId: KALMAR_WORKPLACE, protectedIdentity: true });
    expect(memberReachRefusal(demoUsers.skyddad, skyddad)).toBeNull();
    expect(memberReachRefusal(demoUsers.kanslist, skyddad)).toBeNull();
    expect(memberReachRefusal(demoUsers.ekonom, skyddad)).toBeNull();
    expect(memberReachRefusal(demoUsers.ombud, skyddad)).toBe('MEMBER_NOT_FOUND');
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
  it('a term is cut at MAX_SEARCH_TERM_LENGTH characters', () => {
    expect(searchTerm(` ${'a'.repeat(MAX_SEARCH_TERM_LENGTH + 20)} `)).toBe('a'.repeat(MAX_SEARCH_TERM_LENGTH));
  });
  it('a case opens in the role it was found in', () => {
    expect(casePagePath('member', { id: 'c', associationId: null, workplaceId: null })).toBe('/arenden/mina/arende/c');
    expect(casePagePath('organization', { id: 'c', associationId: 'a', workplaceId: 'w' })).toBe('/arenden/organisation/a/arende/c');
    expect(casePagePath('organization', { id: 'c', associationId: 'a', workplaceId: 'w' }, true)).toBe('/arenden/organisation/a/arbetsplats/w/arende/c');
    // A member's, the secretariat's and the economists' case paths carry no association, whatever the case's.
    expect(casePagePath('member', { id: 'c', associationId: 'a', workplaceId: 'w' }, true)).toBe('/arenden/mina/arende/c');
    expect(casePagePath('secretariat', { id: 'c', associationId: 'a', workplaceId: null })).toBe('/arenden/kansliet/arende/c');
  });
});

describe('the header\'s "Sök medlem" leads to the member search of the user\'s scope', () => {
  it('the secretariat\'s and the economists\' searches over every member', () => {
    expect(memberSearchRoute({ kind: 'all', area: 'secretariat' })).toBe('/medlemmar');
    expect(memberSearchRoute({ kind: 'all', area: 'economist' })).toBe('/vasabyran/medlemmar');
    expect(contextOfScope({ kind: 'all', area: 'economist' })).toEqual({ kind: 'all' });
  });
  it('an association\'s, and a workplace\'s below it', () => {
    expect(memberSearchRoute({ kind: 'organisation', organisationId: 'a1' })).toBe('/organisation/a1/medlemmar');
    expect(memberSearchRoute({ kind: 'workplace', organisationId: 'a1', workplaceId: 'w1' })).toBe('/organisation/a1/arbetsplats/w1/medlemmar');
    expect(contextOfScope({ kind: 'organisation', organisationId: 'a1' })).toEqual({ kind: 'organisation', organisationId: 'a1' });
    expect(contextOfScope({ kind: 'workplace', organisationId: 'a1', workplaceId: 'w1' })).toEqual({ kind: 'workplace', organisationId: 'a1', workplaceId: 'w1' });
  });
  it('a member\'s page lies below its search', () => {
    expect(memberPagePath('/organisation/a1/medlemmar', 'm1')).toBe('/organisation/a1/medlemmar/m1');
  });
});

describe('spec §6: the header\'s "Sök medlem" scope of each kind of user', () => {
  it('economists and the secretariat search every member, each in their own area', () => {
    expect(memberSearchScope(demoUsers.ekonom)).toEqual({ kind: 'all', area: 'economist' });
    expect(memberSearchScope(demoUsers.kanslist)).toEqual({ kind: 'all', area: 'secretariat' });
  });
  it('an economist who is also in the secretariat searches in the economists\' area (economist over all)', () => {
    expect(memberSearchScope({ ...demoUsers.kanslist, isEconomist: true })).toEqual({ kind: 'all', area: 'economist' });
  });
  it('a member without a work association or without a workplace represents no workplace: no scope', () => {
    expect(memberSearchScope({ ...representative, workAssociation: null })).toBeNull();
    expect(memberSearchScope({ ...representative, workplace: null })).toBeNull();
    expect(memberSearchScope(demoUsers.medlem)).toBeNull();
  });
});

describe('issue 22: a workplace representative reaches their workplace only within its own association', () => {
  it('the same workplace id under another association\'s id lists nothing', () => {
    expect(memberListRefusal(representative, { kind: 'workplace', organisationId: STOCKHOLM, workplaceId: GOTLAND_WORKPLACE })).toBe('MEMBER_SEARCH_NOT_ALLOWED');
    expect(memberReachRefusal(representative, placement({ organisationIds: [], workAssociationId: STOCKHOLM, workplaceId: GOTLAND_WORKPLACE }))).toBe('MEMBER_NOT_FOUND');
  });
  it('a user without a work association reaches no workplace (and the check does not fail)', () => {
    const noWork: User = { ...representative, workAssociation: null };
    expect(memberListRefusal(noWork, { kind: 'workplace', organisationId: GOTLAND, workplaceId: GOTLAND_WORKPLACE })).toBe('MEMBER_SEARCH_NOT_ALLOWED');
    expect(memberReachRefusal(noWork, placement({ organisationIds: [], workplaceId: GOTLAND_WORKPLACE }))).toBe('MEMBER_NOT_FOUND');
  });
  it('the search over every member is refused with MEMBER_SEARCH_NOT_ALLOWED to members, boards and representatives, also before the GDPR consent', () => {
    for (const user of [demoUsers.medlem, demoUsers.styrelse, representative, styrelseBeforeConsent]) {
      expect(memberListRefusal(user, { kind: 'all' })).toBe('MEMBER_SEARCH_NOT_ALLOWED');
    }
  });
});

describe('member routes: every member search route and its member page', () => {
  it.each(['secretariatMemberSearch', 'secretariatMembers', 'economistMembers', 'secretariatMemberSearchMember', 'secretariatMembersMember', 'economistMembersMember'])(
    '%s searches every member',
    (routeId) => expect(memberContextOfRoute(routeId, {})).toEqual({ kind: 'all' }),
  );
  it('an association\'s routes need its id; a workplace\'s routes need both ids', () => {
    expect(memberContextOfRoute('organisationMembersMember', { organizationId: 'o' })).toEqual({ kind: 'organisation', organisationId: 'o' });
    expect(memberContextOfRoute('organisationMembers', {})).toBeNull();
    expect(memberContextOfRoute('workplaceMembers', { organizationId: 'o', workplaceId: 'w' })).toEqual({ kind: 'workplace', organisationId: 'o', workplaceId: 'w' });
    expect(memberContextOfRoute('workplaceMembers', { organizationId: 'o' })).toBeNull();
    expect(memberContextOfRoute('workplaceMembers', { workplaceId: 'w' })).toBeNull();
  });
  it('"Tillbaka till sökningen" leads back to the search the member page lies below', () => {
    expect(memberSearchPath('economistMembersMember', {})).toBe('/vasabyran/medlemmar');
    expect(memberSearchPath('organisationMembersMember', { organizationId: 'o' })).toBe('/organisation/o/medlemmar');
    expect(memberSearchPath('secretariatMemberSearchMember', {})).toBe('/medlemmar');
  });
});
