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

describe('spec §5: which associations a new case can be addressed to, per type and role', () => {
  const none = { nationalAssociations: [], psychologyAssociations: [] };
  it('a member writing to the psychology association: the work association first, then their associations, each once', () => {
    const elsewhere = user({ ...member, id: 'u-elsewhere', psychologyAssociations: [{ id: ids.stockholm, name: 'Stockholm', role: 'Member' }, member.psychologyAssociations[0]] });
    expect(associationChoices(elsewhere, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION').psychologyAssociations)
      .toEqual([{ id: ids.gotland, name: 'Psykologföreningen i Region Gotland' }, { id: ids.stockholm, name: 'Stockholm' }]);
    const workElsewhere = user({ ...member, id: 'u-work-elsewhere', psychologyAssociations: [{ id: ids.stockholm, name: 'Stockholm', role: 'Member' }] });
    expect(associationChoices(workElsewhere, 'member', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION').psychologyAssociations.map((a) => a.id)).toEqual([ids.gotland, ids.stockholm]);
  });
  it('the direct-contact types only in the member role; a board matter only in the organisation role', () => {
    for (const role of ['organization', 'secretariat', 'economist'] as const) {
      expect(associationChoices(member, role, 'DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION')).toEqual(none);
      expect(associationChoices(member, role, 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION')).toEqual(none);
    }
    expect(associationChoices(board, 'member', 'BOARD_MATTER')).toEqual(none);
    expect(associationChoices(board, 'organization', 'COUNSELING')).toEqual(none);
  });
  it('a board matter goes to national associations too, only those whose board the user sits on', () => {
    const both = user({ ...nationalBoard, id: 'u-national-member', nationalAssociations: [...nationalBoard.nationalAssociations, { ...member.nationalAssociations[1] }] });
    expect(associationChoices(both, 'organization', 'BOARD_MATTER').nationalAssociations).toEqual([{ id: ids.skolpsykologer, name: 'Sveriges Skolpsykologers Förening' }]);
  });
});

describe('spec §5: the auto-selected association from the choices the list offers', () => {
  const psychologyType = (ids: string[]) => ({ type: 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION', nationalAssociations: [], psychologyAssociations: ids.map((id) => ({ id, name: id })) });
  it('the work association only when it is among the choices; else the single choice', () => {
    expect(autoSelectedAssociationId(member, psychologyType([ids.stockholm]))).toBe(ids.stockholm);
    expect(autoSelectedAssociationId(member, psychologyType([ids.stockholm, ids.gotland]))).toBe(ids.gotland);
    expect(autoSelectedAssociationId(member, psychologyType([]))).toBeNull();
  });
  it('on behalf of another user, nothing is chosen even from choices', () => {
    expect(autoSelectedAssociationId(member, psychologyType([ids.gotland]), { forAnotherUser: true })).toBeNull();
  });
});
