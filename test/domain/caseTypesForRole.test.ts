import {
  caseTypesForAnotherUser, creatableCaseTypes, mayCreateForAnotherUser, roleCaseTypes,
} from '../../src/domain/caseTypesForRole';
import { board, economist, ids, kanslist, member, memberWithoutNationals, nationalBoard, representative } from './caseFixtures';

describe('spec §6: case types creatable per role', () => {
  it('member: direct contact with the psychology association, with the national association (only with national associations), counselling, membership, other', () => {
    expect(creatableCaseTypes(member, 'member')).toEqual([
      'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER',
    ]);
    expect(creatableCaseTypes(memberWithoutNationals, 'member')).toEqual([
      'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER',
    ]);
  });

  it('secretariat: anything except the association-contact and board types', () => {
    expect(creatableCaseTypes(kanslist, 'secretariat')).toEqual(['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']);
  });

  it('economist: YOUR_MEMBERSHIP only', () => {
    expect(creatableCaseTypes(economist, 'economist')).toEqual(['YOUR_MEMBERSHIP']);
  });

  it('organisation: a national association deals with BOARD_MATTER and DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', () => {
    expect(roleCaseTypes(nationalBoard, 'organization', ids.skolpsykologer)).toEqual(['BOARD_MATTER', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION']);
  });

  it('organisation: any other association deals with DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION and BOARD_MATTER', () => {
    expect(roleCaseTypes(board, 'organization', ids.stockholm)).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'BOARD_MATTER']);
    expect(roleCaseTypes(board, 'organization')).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'BOARD_MATTER']);
    // Being a member of a national association does not make the psychology association's list a national one.
    const alsoNational = { ...board, nationalAssociations: member.nationalAssociations };
    expect(roleCaseTypes(alsoNational, 'organization', ids.stockholm)).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'BOARD_MATTER']);
  });

  it('organisation without a chosen organisation: the types of every board the user sits on, in the catalogue\'s order; a representative\'s, those of an association', () => {
    expect(roleCaseTypes(nationalBoard, 'organization')).toEqual(['DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'BOARD_MATTER']);
    const bothBoards = { ...board, nationalAssociations: nationalBoard.nationalAssociations };
    expect(roleCaseTypes(bothBoards, 'organization')).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'BOARD_MATTER']);
    expect(roleCaseTypes(representative, 'organization')).toEqual(['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', 'BOARD_MATTER']);
    expect(creatableCaseTypes(board, 'organization')).toEqual(['BOARD_MATTER']);
    expect(creatableCaseTypes(representative, 'organization')).toEqual([]);
  });

  it('organisations cannot create the two direct-contact types: they create board matters where they sit on the board', () => {
    expect(creatableCaseTypes(board, 'organization', ids.stockholm)).toEqual(['BOARD_MATTER']);
    expect(creatableCaseTypes(nationalBoard, 'organization', ids.skolpsykologer)).toEqual(['BOARD_MATTER']);
    expect(creatableCaseTypes(board, 'organization', ids.gotland)).toEqual([]);
    expect(creatableCaseTypes(member, 'organization')).toEqual([]);
  });

  it('creating on behalf of a member uses the member role and that member\'s list; only the secretariat may', () => {
    expect(caseTypesForAnotherUser(memberWithoutNationals)).toEqual(creatableCaseTypes(memberWithoutNationals, 'member'));
    expect(caseTypesForAnotherUser(member)).toContain('DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION');
    expect(mayCreateForAnotherUser(kanslist)).toBe(true);
    expect(mayCreateForAnotherUser(member)).toBe(false);
    expect(mayCreateForAnotherUser(economist)).toBe(false);
  });
});
