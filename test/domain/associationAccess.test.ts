import { mayListAllAssociations, mayReadAssociation, ownAssociationIds } from '../../src/domain/associationAccess';
import { mayViewStatistics, STATISTICS_ROLES, statisticsListKey, statisticsLists } from '../../src/domain/statisticsLists';
import { searchedGroups, searchGroups } from '../../src/domain/search';
import { board, economist, ids, kanslist, member } from './caseFixtures';

describe('who may read an association (Association/{id}/Get, for the case list filters)', () => {
  it('those who belong to it', () => {
    expect(ownAssociationIds(member).sort()).toEqual([ids.gotland, ids.skolpsykologer, ids.kliniska].sort());
    expect(mayReadAssociation(member, ids.gotland)).toBe(true);
    expect(mayReadAssociation(board, ids.stockholm)).toBe(true);
  });
  it('the work association too, when the user is not a member of it', () => {
    const elsewhere = { ...member, workAssociation: { ...member.workAssociation!, id: ids.stockholm } };
    expect(ownAssociationIds(elsewhere)).toContain(ids.stockholm);
    expect(mayReadAssociation(elsewhere, ids.stockholm)).toBe(true);
  });
  it('not those who do not', () => {
    expect(mayReadAssociation(member, ids.stockholm)).toBe(false);
  });
  it('the secretariat and economists, who handle every association', () => {
    expect(mayReadAssociation(kanslist, ids.stockholm)).toBe(true);
    expect(mayReadAssociation(economist, ids.gotland)).toBe(true);
  });
});

describe('issue 12: who may list every association (Association/GetAll)', () => {
  it('the secretariat and the economists, who handle every association', () => {
    expect(mayListAllAssociations(kanslist)).toBe(true);
    expect(mayListAllAssociations(economist)).toBe(true);
  });
  it('not a member or a board member', () => {
    expect(mayListAllAssociations(member)).toBe(false);
    expect(mayListAllAssociations(board)).toBe(false);
  });
});

describe('issue 36: who has statistics, and of which lists', () => {
  it('the secretariat\'s list, then the lists handled as a board member', () => {
    expect(statisticsLists({ ...kanslist, ...board, isKanslist: true })).toEqual([
      { role: 'secretariat', organisationId: null, workplaceId: null, name: null },
      { role: 'organization', organisationId: ids.stockholm, workplaceId: null, name: 'Psykologföreningen i Region Stockholm' },
    ]);
    expect(STATISTICS_ROLES).toEqual(['secretariat', 'organization']);
  });
  it('a board member or the secretariat may see statistics, a member or an economist not', () => {
    expect(mayViewStatistics(kanslist)).toBe(true);
    expect(mayViewStatistics(board)).toBe(true);
    expect(mayViewStatistics(member)).toBe(false);
    expect(mayViewStatistics(economist)).toBe(false);
    expect(mayViewStatistics({ ...economist, isKanslist: true })).toBe(false);
  });
  it('a list\'s key names its role, organisation and workplace', () => {
    expect(statisticsListKey({ role: 'secretariat', organisationId: null, workplaceId: null })).toBe('secretariat::');
    expect(statisticsListKey({ role: 'organization', organisationId: 'a1', workplaceId: 'w1' })).toBe('organization:a1:w1');
  });
});

describe('the header search looks for members only for those who search members', () => {
  it('the secretariat and a board member search every group', () => {
    expect(searchedGroups(kanslist)).toEqual(['cases', 'members', 'posts', 'documents', 'courses']);
    expect(searchedGroups(board)).toEqual([...searchGroups]);
  });
  it('a member searches everything but members', () => {
    expect(searchedGroups(member)).toEqual(['cases', 'posts', 'documents', 'courses']);
  });
});
