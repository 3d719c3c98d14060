import { caseFilterOptions, caseOwnerOptions, chosenFilterOptions } from '../../../../src/features/cases/listSelectors';
import { defaultCaseFilters } from '../../../../src/domain/caseList';
import type { CaseListItem } from '../../../../src/api/types';
import { item } from './support';

const owner = (n: number, name: string) => ({ id: `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`, name });

describe('the case list filters\' options (spec §2, §3 filter options)', () => {
  test('the owners are in Swedish order of their names (å, ä, ö after z, case aside), each once', () => {
    const items = [
      item(1, { ownerUser: owner(1, 'Östen Öberg') }), item(2, { ownerUser: owner(2, 'anna Berg') }),
      item(3, { ownerUser: owner(3, 'Åsa Ek') }), item(4, { ownerUser: owner(2, 'anna Berg') }), item(5, { ownerUser: owner(5, 'Zacke Zorn') }),
    ];
    expect(caseOwnerOptions(items).map((o) => o.text)).toEqual(['anna Berg', 'Zacke Zorn', 'Åsa Ek', 'Östen Öberg']);
  });

  test('issue 38: until the owner filter is wanted, only the chosen owner\'s option is made (none for none or an owner without cases)', () => {
    const items = [item(1, { ownerUser: owner(1, 'Östen Öberg') }), item(2, { ownerUser: owner(2, 'Anna Berg') })];
    expect(caseOwnerOptions(items, owner(2, '').id)).toEqual([{ value: owner(2, '').id, text: 'Anna Berg' }]);
    expect(caseOwnerOptions(items, '')).toEqual([]);
    expect(caseOwnerOptions(items, owner(9, '').id)).toEqual([]);
  });

  test('a value brought with two texts shows the first one counted while a case still brings it', () => {
    const renamed = { ...owner(1, 'Anna Berg'), name: 'Anna Ek' };
    const first = [item(1, { ownerUser: owner(1, 'Anna Berg') }), item(2, { ownerUser: renamed })];
    expect(caseOwnerOptions(first)).toEqual([{ value: owner(1, '').id, text: 'Anna Berg' }]);
    // A list that differs in most places is counted afresh: only the second text is left.
    expect(caseOwnerOptions([item(2, { ownerUser: renamed })])).toEqual([{ value: owner(1, '').id, text: 'Anna Ek' }]);
  });

  test('the other groups come without the owners: the list\'s case types first, then the types only cases bring', () => {
    const options = caseFilterOptions([item(1)], []);
    expect(Object.keys(options).sort()).toEqual(['associations', 'tags', 'types', 'users']);
    expect(options.types.map((o) => o.value)).toEqual([item(1).caseType.type]);
  });

  describe('issue 38: while part of the list is still to come, only the chosen values\' options are made', () => {
    const handler = (n: number, name: string) => ({ id: `dddddddd-0000-4000-8000-${String(n).padStart(12, '0')}`, name, isAdministrating: true });
    const items = [
      item(1, { tags: [{ type: 'LON', title: 'Lön' }], users: [handler(1, 'Hanna Handläggare')], association: { id: 'a1', name: 'Föreningen i Kalmar' } }),
      item(2, { caseType: { type: 'OTHER', title: 'Övrigt' }, tags: [{ type: 'SEMESTER', title: 'Semester' }], users: [handler(2, 'Olle Ombud')] }),
    ];
    const caseTypes = [{ type: 'COUNSELING', title: 'Rådgivning', subCategories: [], nationalAssociations: [], psychologyAssociations: [] }];

    test('each chosen value gets the very option the whole list\'s count gives it, and no other', () => {
      const every = caseFilterOptions(items, caseTypes);
      const filters = { ...defaultCaseFilters, types: ['OTHER'], tags: ['SEMESTER'], users: [handler(2, '').id], association: 'a1' };
      expect(chosenFilterOptions(filters, items, caseTypes)).toEqual({
        types: every.types.filter((o) => o.value === 'OTHER'),
        tags: every.tags.filter((o) => o.value === 'SEMESTER'),
        users: every.users.filter((o) => o.value === handler(2, '').id),
        associations: every.associations.filter((o) => o.value === 'a1'),
      });
      expect(chosenFilterOptions({ ...defaultCaseFilters, types: ['COUNSELING'] }, [], caseTypes).types).toEqual([{ value: 'COUNSELING', text: 'Rådgivning' }]);
      expect(chosenFilterOptions({ ...defaultCaseFilters, tags: ['OKAND'] }, items, caseTypes).tags).toEqual([]);
    });

    test('with nothing chosen no case is read at all', () => {
      const unread = new Proxy([] as CaseListItem[], { get: (target, key) => (key === 'length' ? 11_000 : typeof key === 'string' && /^\d+$/.test(key) ? (() => { throw new Error(`case ${key} read`); })() : Reflect.get(target, key)) });
      expect(chosenFilterOptions(defaultCaseFilters, unread, caseTypes)).toEqual({ types: [], tags: [], users: [], associations: [] });
    });
  });
});
