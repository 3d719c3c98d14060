import { caseCatalogue, CaseTypeGroup, groupCaseTypes, typesWithSubCategories } from '../../src/domain/caseCatalogue';
import { showsCategory } from '../../src/domain/caseCategory';

describe('spec §9 case type labels group the types where types are chosen or filtered', () => {
  test('Anställningsärenden, Rådgivningsärenden, Medlemskapsärenden, Styrelseärenden, in that order, each with its types', () => {
    const types = ['BOARD_MATTER', 'YOUR_MEMBERSHIP', 'OTHER', 'COUNSELING', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION'].map((type) => ({ type }));
    expect(groupCaseTypes(types).map(({ group, types: members }) => [group, members.map((m) => m.type)])).toEqual([
      [CaseTypeGroup.EMPLOYMENT, ['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION']],
      [CaseTypeGroup.COUNSELING, ['OTHER', 'COUNSELING']],
      [CaseTypeGroup.MEMBERSHIP, ['YOUR_MEMBERSHIP']],
      [CaseTypeGroup.BOARD, ['BOARD_MATTER']],
    ]);
    expect(Object.values(CaseTypeGroup)).toEqual(['Anställningsärenden', 'Rådgivningsärenden', 'Medlemskapsärenden', 'Styrelseärenden']);
  });

  test("issue 23: 'Kontakta en nationell förening' sits with the memberships, not under Anställningsärenden", () => {
    const types = ['DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION', 'DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION'].map((type) => ({ type }));
    expect(groupCaseTypes(types).map(({ group, types: members }) => [group, members.map((m) => m.type)])).toEqual([
      [CaseTypeGroup.EMPLOYMENT, ['DIRECT_CONTACT_WITH_PSYCHOLOGY_ASSOCIATION']],
      [CaseTypeGroup.MEMBERSHIP, ['DIRECT_CONTACT_WITH_NATIONAL_ASSOCIATION']],
    ]);
  });

  test('a group without types is left out', () => {
    expect(groupCaseTypes([{ type: 'YOUR_MEMBERSHIP' }]).map((g) => g.group)).toEqual(['Medlemskapsärenden']);
  });
});

describe('issue 34: a case shows "Kategori" only where there is one to tell', () => {
  test('a type with sub-categories does, chosen or not; a type without does not, unless the case carries one', () => {
    expect(showsCategory('COUNSELING', [])).toBe(true);
    expect(showsCategory('YOUR_MEMBERSHIP', [])).toBe(true);
    expect(showsCategory('YOUR_MEMBERSHIP', [{ type: 'ECONOMY' }])).toBe(true);
    expect(showsCategory('OTHER', [])).toBe(false);
    expect(showsCategory('BOARD_MATTER', [])).toBe(false);
    expect(showsCategory('OTHER', [{ type: 'SALARY' }])).toBe(true);
    expect(showsCategory('NO_SUCH_TYPE', [])).toBe(false);
  });

  test('the types with sub-categories are those of the catalogue (the SPA reads the list, the seed the catalogue)', () => {
    expect(typesWithSubCategories).toEqual(caseCatalogue.filter((entry) => entry.subCategories.length > 0).map((entry) => entry.type));
  });
});
