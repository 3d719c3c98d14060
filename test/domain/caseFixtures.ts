import type { AssociationRef, NationalAssociationRef, User } from '../../src/api/types';
import type { CaseAccessFacts } from '../../src/domain/caseAccess';

/** Plain users and cases for the rule tests (not the demo seed: every field is visible here). */
export const ids = {
  gotland: '00000000-0000-4000-8000-0000000000a1',
  stockholm: '00000000-0000-4000-8000-0000000000a2',
  skolpsykologer: '00000000-0000-4000-8000-0000000000b1',
  kliniska: '00000000-0000-4000-8000-0000000000b2',
  gotlandWp: '00000000-0000-4000-8000-0000000000c1',
  stockholmWp: '00000000-0000-4000-8000-0000000000c2',
};

const assoc = (id: string, name: string, role: AssociationRef['role'] = 'Member'): AssociationRef => ({ id, name, role });
const national = (id: string, name: string, role: AssociationRef['role'] = 'Member'): NationalAssociationRef => ({ id, name, role, externalId: 'X' });

export function user(over: Partial<User> & { id: string }): User {
  return {
    name: 'Test Testsson', firstname: 'Test', lastname: 'Testsson', username: 'test',
    isBoardmember: false, isKanslist: false, canManageSecretariat: false, isEconomist: false, protectedIdentity: false,
    workAssociation: null, workplace: null, unionRepresentatives: [], psychologyAssociations: [], nationalAssociations: [],
    ...over,
  };
}

export const member = user({
  id: 'u-member', name: 'Anna Lindqvist',
  workAssociation: { id: ids.gotland, name: 'Psykologföreningen i Region Gotland', hasMoreThanOneWorkplace: false, role: 'Member' },
  workplace: { id: ids.gotlandWp, name: 'Visby lasarett', corperationName: 'Region Gotland', unionRepresentatives: [{ id: 'u-rep', name: 'Sara Nyström', email: null, phone: null }] },
  unionRepresentatives: [{ id: 'u-rep', name: 'Sara Nyström', email: null, phone: null }],
  psychologyAssociations: [assoc(ids.gotland, 'Psykologföreningen i Region Gotland')],
  nationalAssociations: [national(ids.skolpsykologer, 'Sveriges Skolpsykologers Förening'), national(ids.kliniska, 'Sveriges Kliniska Psykologers Förening')],
});

export const memberWithoutNationals = user({ ...member, id: 'u-member2', nationalAssociations: [] });

export const board = user({
  id: 'u-board', name: 'Karin Holmberg', isBoardmember: true,
  psychologyAssociations: [assoc(ids.stockholm, 'Psykologföreningen i Region Stockholm', 'Styrelsemedlem'), assoc(ids.gotland, 'Psykologföreningen i Region Gotland')],
});

export const nationalBoard = user({
  id: 'u-national', name: 'Per Sandberg', isBoardmember: true,
  nationalAssociations: [national(ids.skolpsykologer, 'Sveriges Skolpsykologers Förening', 'Styrelsemedlem')],
});

/** A union representative of the Gotland workplace who is not on the association's board. */
export const representative = user({
  id: 'u-rep', name: 'Sara Nyström',
  workAssociation: { id: ids.gotland, name: 'Psykologföreningen i Region Gotland', hasMoreThanOneWorkplace: false, role: 'Member' },
  workplace: { id: ids.gotlandWp, name: 'Visby lasarett', corperationName: 'Region Gotland', unionRepresentatives: [{ id: 'u-rep', name: 'Sara Nyström', email: null, phone: null }] },
  psychologyAssociations: [assoc(ids.gotland, 'Psykologföreningen i Region Gotland')],
});

export const kanslist = user({ id: 'u-kanslist', name: 'Lena Ekström', isKanslist: true });
export const economist = user({ id: 'u-economist', name: 'Eva Sjöberg', isEconomist: true });

export function caseOf(over: Partial<CaseAccessFacts> & { type?: string } = {}): CaseAccessFacts {
  const { type = 'COUNSELING', ...rest } = over;
  return {
    caseType: { type },
    ownerUser: { id: 'u-someone' },
    association: null,
    workplace: null,
    shouldBeHandledByKanslist: false,
    invitationFromBoardMember: false,
    subCategories: [],
    users: [],
    ...rest,
  };
}
