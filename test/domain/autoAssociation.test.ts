import { associationChoices, autoSelectedAssociationId } from '../../src/domain/autoAssociation';
import { board, ids, member, nationalBoard, user } from './caseFixtures';

const auto = (u: Parameters<typeof associationChoices>[0], role: Parameters<typeof associationChoices>[1], type: string, forAnotherUser = false, organisationId?: string) =>
  autoSelectedAssociationId(u, { type, ...associationChoices(u, role, type, { forAnotherUser, organisationId }) }, { forAnotherUser });

describe('spec §5: the auto-selected association', () => {
  it('the single national association for DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', () => {
    const oneNational = user({ ...member, id: 'u-one', nationalAssociations: [member.nationalAssociations[0]] });
    expect(auto(oneNational, 'member', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION')).toBe(ids.skolpsykologer);
  });
  it('no national association is chosen for the user when there are several', () => {
    expect(associationChoices(member, 'member', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION').nationalAssociations).toHaveLength(2);
    expect(auto(member, 'member', 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION')).toBeNull();
  });
  it('the user\'s work association for a member writing to the psychology association', () => {
    const twoAssociations = user({ ...member, id: 'u-two', psychologyAssociations: [...member.psychologyAssociations, { id: ids.stockholm, name: 'Stockholm', role: 'Member' }] });
    expect(auto(twoAssociations, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION')).toBe(ids.gotland);
  });
  it('without a work association, a member writing to the psychology association chooses among their own, and their single one is chosen for them', () => {
    const noWork = user({ ...member, id: 'u-nowork', workAssociation: null });
    expect(associationChoices(noWork, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION').psychologyAssociations).toEqual([{ id: ids.gotland, name: 'Psykologföreningen i Region Gotland' }]);
    expect(auto(noWork, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION')).toBe(ids.gotland);
    const twoNoWork = user({ ...noWork, id: 'u-twonowork', psychologyAssociations: [...member.psychologyAssociations, { id: ids.stockholm, name: 'Stockholm', role: 'Member' }] });
    expect(auto(twoNoWork, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION')).toBeNull();
  });
  it('on behalf of another user, no association is sent for DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', () => {
    expect(associationChoices(member, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', { forAnotherUser: true }).psychologyAssociations).toEqual([]);
    expect(auto(member, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', true)).toBeNull();
  });
  it('the single psychology association, or the single manageable organisation, for BOARD_MATTER', () => {
    expect(auto(board, 'organization', 'BOARD_MATTER')).toBe(ids.stockholm);
    expect(auto(nationalBoard, 'organization', 'BOARD_MATTER')).toBe(ids.skolpsykologer);
    const both = user({ ...board, id: 'u-both', nationalAssociations: nationalBoard.nationalAssociations });
    expect(auto(both, 'organization', 'BOARD_MATTER')).toBe(ids.stockholm);
    const twoBoards = user({ ...board, id: 'u-twoboards', psychologyAssociations: [board.psychologyAssociations[0], { id: ids.gotland, name: 'Gotland', role: 'Styrelsemedlem' }] });
    expect(auto(twoBoards, 'organization', 'BOARD_MATTER')).toBeNull();
    expect(auto(twoBoards, 'organization', 'BOARD_MATTER', false, ids.gotland)).toBe(ids.gotland);
  });
  it('only associations where the user sits on the board can receive a board matter', () => {
    expect(associationChoices(board, 'organization', 'BOARD_MATTER').psychologyAssociations.map((a) => a.id)).toEqual([ids.stockholm]);
  });
  it('cases to the union\'s head office have no association to choose', () => {
    for (const type of ['COUNSELING', 'YOUR_MEMBERSHIP', 'OTHER']) {
      expect(associationChoices(member, 'member', type)).toEqual({ nationalAssociations: [], psychologyAssociations: [] });
      expect(auto(member, 'member', type)).toBeNull();
    }
  });
});
